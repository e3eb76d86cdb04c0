let a = UIViewController()
container.addChild(a)
container.view.addSubview(a.view)
a.didMove(toParent: container)
a.willMove(toParent: nil)
a.view.removeFromSuperview()
a.removeFromParent()
:tree
