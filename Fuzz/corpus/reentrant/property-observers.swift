// Property observers and accessors that run containment code when a value changes.
class SwitcherViewController: UIViewController {
  var history: [Int] = []
  var index = 0 {
    willSet { history.append(index) }
    didSet {
      if index < 0 { index = 0 }
      if index != oldValue { show(pages[index]) }
    }
  }
  var pages: [UIViewController] = []
  private var storedCurrent: UIViewController?
  var current: UIViewController? {
    get { return storedCurrent }
    set {
      storedCurrent?.willMove(toParent: nil)
      storedCurrent?.view.removeFromSuperview()
      storedCurrent?.removeFromParent()
      storedCurrent = newValue
    }
  }

  func show(_ page: UIViewController) {
    current = nil
    addChild(page)
    page.view.frame = view.bounds
    view.addSubview(page.view)
    page.didMove(toParent: self)
    current = page
  }
}

let switcher = SwitcherViewController()
switcher.pages = [UIViewController(), UIViewController(), UIViewController()]
container.addChild(switcher)
container.view.addSubview(switcher.view)
switcher.didMove(toParent: container)
switcher.index = 1
switcher.index = 2
switcher.index = -4
print(switcher.history, switcher.children.count)
