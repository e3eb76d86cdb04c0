// A container that lets its current child decide the status bar, and a navigation stack.
class DarkViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { return .lightContent }
}
class ShellViewController: UIViewController {
  var current: UIViewController?
  override var childForStatusBarStyle: UIViewController? { return current }
  override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
    super.preferredContentSizeDidChange(forChildContentContainer: container)
    print("child wants a new size")
  }
}
let shell = ShellViewController()
shell.title = "Shell"
let dark = DarkViewController()
shell.addChild(dark)
shell.view.addSubview(dark.view)
dark.didMove(toParent: shell)
shell.current = dark
window.rootViewController = shell
shell.setNeedsStatusBarAppearanceUpdate()
dark.preferredContentSize = CGSize(width: 320, height: 200)
shell.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
print(dark.view.safeAreaInsets.top)
let nav = UINavigationController(rootViewController: UIViewController())
let one = UIViewController()
let two = UIViewController()
nav.setViewControllers([nav.topViewController!, one, two], animated: false)
nav.popToViewController(one, animated: false)
nav.popToRootViewController(animated: false)
print(nav.viewControllers.count)
