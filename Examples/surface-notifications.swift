// A container that swaps its child when a notification arrives, and remembers the last tab.
class SwitcherViewController: UIViewController {
  var current: UIViewController?
  @objc func showSettings(_ note: Notification) {
    let settings = UIViewController()
    addChild(settings)
    view.addSubview(settings.view)
    settings.didMove(toParent: self)
    current = settings
  }
}
let switcher = SwitcherViewController()
addChild(switcher)
container.view.addSubview(switcher.view)
switcher.didMove(toParent: container)
NotificationCenter.default.addObserver(switcher, selector: #selector(SwitcherViewController.showSettings(_:)), name: Notification.Name("ShowSettings"), object: nil)
let token = NotificationCenter.default.addObserver(forName: Notification.Name("ShowSettings"), object: nil, queue: nil) { note in
  print("heard", note.name)
}
NotificationCenter.default.post(name: Notification.Name("ShowSettings"), object: nil)
NotificationCenter.default.removeObserver(switcher)
NotificationCenter.default.removeObserver(token)
NotificationCenter.default.post(name: Notification.Name("ShowSettings"), object: nil)
UserDefaults.standard.set(2, forKey: "lastTab")
print(UserDefaults.standard.integer(forKey: "lastTab"))
switcher.addObserver(container, forKeyPath: "title", options: [.new], context: nil)
