let a = UIViewController()
container.view.addSubview(a.view)
:tree
