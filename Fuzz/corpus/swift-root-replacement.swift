let next = UIViewController()
window.rootViewController = next
:tree
