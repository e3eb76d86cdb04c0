// Stored properties whose initial values build more controllers, and initialisers that do work.
class BadgeViewController: UIViewController {
  var count = 0
  let caption: String
  init(caption: String) {
    self.caption = caption
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("not used") }
}

class InboxViewController: UIViewController {
  let badge = BadgeViewController(caption: "new")
  var pages: [UIViewController] = [UIViewController(), UIViewController()]
  var selected = 0
  lazy var header: UIView = UIView()

  init() {
    super.init(nibName: nil, bundle: nil)
    title = "Inbox"
    addChild(badge)
  }

  convenience init(selected: Int) {
    self.init()
    self.selected = selected
  }

  required init?(coder: NSCoder) { fatalError("not used") }
}

let inbox = InboxViewController(selected: 1)
container.addChild(inbox)
container.view.addSubview(inbox.view)
inbox.didMove(toParent: container)
inbox.view.addSubview(inbox.badge.view)
inbox.badge.didMove(toParent: inbox)
print(inbox.children.count, inbox.pages.count, inbox.selected, inbox.badge.caption)
