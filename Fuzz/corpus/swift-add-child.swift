let content = UIViewController()
container.addChild(content)
container.view.addSubview(content.view)
content.didMove(toParent: container)
