let root = UIViewController()
let nav = UINavigationController(rootViewController: root)
window.rootViewController = nav
let next = UIViewController()
nav.pushViewController(next, animated: true)
nav.popViewController(animated: true)
:tree
