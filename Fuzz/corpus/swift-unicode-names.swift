let 名字 = UIViewController()
container.addChild(名字)
名字.view.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
:tree
