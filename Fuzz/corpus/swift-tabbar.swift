let tabs = UITabBarController()
let one = UIViewController()
let two = UIViewController()
tabs.viewControllers = [one, two]
window.rootViewController = tabs
tabs.selectedIndex = 1
