override var shouldAutomaticallyForwardAppearanceMethods: Bool { return false }
let a = UIViewController()
addChild(a)
a.beginAppearanceTransition(true, animated: false)
view.addSubview(a.view)
a.endAppearanceTransition()
a.didMove(toParent: self)
