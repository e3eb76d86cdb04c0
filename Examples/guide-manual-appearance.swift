// Apple's View Controller Programming Guide, Listings 14-4 and 14-5, in Swift.

class ManualContainer: UIViewController {
  var child: UIViewController?

  override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    child?.beginAppearanceTransition(true, animated: animated)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    child?.endAppearanceTransition()
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    child?.beginAppearanceTransition(false, animated: animated)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    child?.endAppearanceTransition()
  }
}

let shown = ManualContainer()
let content = UIViewController()
shown.child = content
shown.addChild(content)
shown.view.addSubview(content.view)
content.didMove(toParent: shown)
window.rootViewController = shown
window.rootViewController = container
