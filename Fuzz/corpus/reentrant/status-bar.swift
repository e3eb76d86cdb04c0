// The status bar asked through the containment chain.
class LightViewController: UIViewController {
  override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
  override var prefersStatusBarHidden: Bool { false }
}

class ShellViewController: UIViewController {
  var front: UIViewController?
  override var childForStatusBarStyle: UIViewController? { front }
  override var childForStatusBarHidden: UIViewController? { front?.children.first }
}

let shell = ShellViewController()
window.rootViewController = shell
let light = LightViewController()
shell.addChild(light)
shell.view.addSubview(light.view)
light.didMove(toParent: shell)
shell.front = light
shell.setNeedsStatusBarAppearanceUpdate()
print(shell.preferredStatusBarStyle)
