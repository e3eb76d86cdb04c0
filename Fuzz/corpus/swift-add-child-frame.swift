let content = UIViewController()
addChild(content)
content.view.frame = frameForContentController
view.addSubview(content.view)
content.didMove(toParent: self)
:tree
