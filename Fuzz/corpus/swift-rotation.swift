let a = UIViewController()
container.addChild(a)
container.view.addSubview(a.view)
a.didMove(toParent: container)
:rotate landscapeLeft
:rotate portrait
:ios 7
:rotate landscapeRight
