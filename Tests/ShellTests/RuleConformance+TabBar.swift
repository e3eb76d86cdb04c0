import Shell
import TestSupport
import Testing

extension RuleConformanceSystemContainerTests {
  /// Tab switches, and pushes of controllers that have a parent or children (rules 7, 7a).
  static let moreCases: [RuleCase] = [
    RuleCase(
      "7a.3 tab.viewControllers: each becomes a child at once (willMove, didMove), no view loads",
      setup:
        "let a = UIViewController()\nlet b = UIViewController()\nlet tab = UITabBarController()",
      """
      tab.viewControllers = [a, b]
      tab.children
      a.isViewLoaded
      """,
      """
      tab.viewControllers = [a, b]
        a.willMove(toParent: tab)
        a.didMove(toParent: tab)
        b.willMove(toParent: tab)
        b.didMove(toParent: tab)
      = [a, b]
      = false
      """),
    RuleCase(
      "7a.2 + 7a.3 + 7a.4 tab first appears: only the selected child loads and appears",
      setup:
        "let a = UIViewController()\nlet b = UIViewController()\nlet tab = UITabBarController()\ntab.viewControllers = [a, b]",
      """
      window.rootViewController = tab
      b.isViewLoaded
      """,
      """
      window.rootViewController = tab
        container.viewWillDisappear(false)
        tab.loadView()
        tab.viewDidLoad()
        tab.viewWillAppear(false)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] tab.viewDidAppear(false)
      [end of turn] a.viewDidAppear(false)
      = false
      """),
    RuleCase(
      "7.8 + 7.7 + 7.11 tab switch: new will before old will-disappear; no willMove/didMove; load only once",
      setup: tabShown,
      """
      tab.selectedIndex = 1
      tab.selectedIndex = 0
      tab.selectedIndex = 1
      """,
      """
      tab.selectedIndex = 1
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        a.viewWillDisappear(false)
        a.viewDidDisappear(false)
        b.viewDidAppear(false)
      tab.selectedIndex = 0
        a.viewWillAppear(false)
        b.viewWillDisappear(false)
        b.viewDidDisappear(false)
        a.viewDidAppear(false)
      tab.selectedIndex = 1
        b.viewWillAppear(false)
        a.viewWillDisappear(false)
        a.viewDidDisappear(false)
        b.viewDidAppear(false)
      """),
    RuleCase(
      "7.2 the push's appearance is not inside pushViewController: it follows the method that pushed",
      setup: navShown + """

        func showDetail() {
          nav.pushViewController(b, animated: false)
          print("push returned")
        }
        """,
      "showDetail()",
      """
      container.showDetail()
        nav.pushViewController(b, animated: false)
          b.willMove(toParent: nav)
        push returned
      [end of turn] b.loadView()
      [end of turn] b.viewDidLoad()
      [end of turn] a.viewWillDisappear(false)
      [end of turn] b.viewWillAppear(false)
      [end of turn] a.viewDidDisappear(false)
      [end of turn] b.viewDidAppear(false)
      [end of turn] b.didMove(toParent: nav)
      """),
    RuleCase(
      "7.6 + 1.8 pushing a controller with no parent whose view is inside another controller's view",
      setup: """
        let a = UIViewController()
        container.view.addSubview(a.view)
        let x = UIViewController()
        let nav = UINavigationController(rootViewController: x)
        """,
      """
      nav.pushViewController(a, animated: false)
      nav.viewControllers
      a.parent
      """,
      """
      nav.pushViewController(a, animated: false)
        error: UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: a> should have parent view controller:<ContainerViewController: container> but requested parent is:<UINavigationController: nav>
      = [x]
      = nil
      """, error: true),
    RuleCase(
      "R.6 + 7.1 pushing a child of another container: it leaves its parent first, no hierarchy check",
      setup: RuleConformance.r1
        + "\nlet x = UIViewController()\nlet nav = UINavigationController(rootViewController: x)",
      """
      nav.pushViewController(a, animated: false)
      nav.viewControllers
      container.children
      """,
      """
      nav.pushViewController(a, animated: false)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        a.willMove(toParent: nav)
      = [x, a]
      = []
      """),
    RuleCase(
      "7a.3 + R.6 tab.viewControllers takes a child away from its old parent first",
      setup:
        "let a = UIViewController()\nlet b = UIViewController()\nlet tab = UITabBarController()\ncontainer.addChild(a)",
      """
      tab.viewControllers = [a, b]
      container.children
      """,
      """
      tab.viewControllers = [a, b]
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        a.willMove(toParent: tab)
        a.didMove(toParent: tab)
        b.willMove(toParent: tab)
        b.didMove(toParent: tab)
      = []
      """),
    RuleCase(
      "7a.3 + 7.12 a newcomer takes the shown tab's place: it joins, the old one leaves silently, then the switch",
      setup: tabShown + "\nlet c = UIViewController()",
      """
      tab.viewControllers = [c, b]
      a.parent
      tab.selectedIndex
      """,
      """
      tab.viewControllers = [c, b]
        c.willMove(toParent: tab)
        c.didMove(toParent: tab)
        c.loadView()
        c.viewDidLoad()
        c.viewWillAppear(false)
        a.viewWillDisappear(false)
        a.viewDidDisappear(false)
        c.viewDidAppear(false)
      = nil
      = 0
      """),
    RuleCase(
      "7a.3 + 7.12 a shorter list: the tab left over leaves with willMove/didMove, and only then goes off screen",
      setup: tabShown + "\ntab.selectedIndex = 1",
      "tab.viewControllers = [a]",
      """
      tab.viewControllers = [a]
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
        a.viewWillAppear(false)
        b.viewWillDisappear(false)
        b.viewDidDisappear(false)
        a.viewDidAppear(false)
      """),
    RuleCase(
      "7a.3 reordering keeps the selected tab where it went, without a switch",
      setup: tabShown,
      """
      tab.viewControllers = [b, a]
      tab.selectedIndex
      """,
      """
      tab.viewControllers = [b, a]
      = 1
      """),
    RuleCase(
      "7a.3 a replacing tab hears willMove before its parent is set; an added one after",
      setup: """
        class P: UIViewController {
          override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            print(self.parent == nil)
          }
        }
        let a = UIViewController()
        let b = P()
        let c = P()
        let tab = UITabBarController()
        tab.viewControllers = [a]
        """,
      "tab.viewControllers = [b, c]",
      """
      tab.viewControllers = [b, c]
        b.willMove(toParent: tab)
          true
        b.didMove(toParent: tab)
        c.willMove(toParent: tab)
          false
        c.didMove(toParent: tab)
      """),
    RuleCase(
      "7a.3 an empty list selects nothing: the shown tab leaves the list but its view stays, with no callback",
      setup: tabShown,
      """
      tab.viewControllers = []
      a.view.superview === tab.view
      a.parent
      """,
      """
      tab.viewControllers = []
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        b.willMove(toParent: nil)
        b.didMove(toParent: nil)
      = true
      = nil
      """),
    RuleCase(
      "7a.3 + 7.12 after an empty list, the next list's selection switches away from the tab still shown",
      setup: tabShown + "\ntab.viewControllers = []",
      "tab.viewControllers = [b]",
      """
      tab.viewControllers = [b]
        b.willMove(toParent: tab)
        b.didMove(toParent: tab)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        a.viewWillDisappear(false)
        a.viewDidDisappear(false)
        b.viewDidAppear(false)
      """),
    RuleCase(
      "7a.3 the tab kept after an empty list, listed again, is still the selected one: no switch",
      setup: tabShown + "\ntab.viewControllers = []",
      """
      tab.viewControllers = [b, a]
      tab.selectedIndex
      """,
      """
      tab.viewControllers = [b, a]
        b.willMove(toParent: tab)
        b.didMove(toParent: tab)
        a.willMove(toParent: tab)
        a.didMove(toParent: tab)
      = 1
      """),
    RuleCase(
      "7a.3 + 1.8 a controller that takes another's place skips the hierarchy check",
      setup: """
        let a = UIViewController()
        let tab = UITabBarController()
        tab.viewControllers = [a]
        let p = UIViewController()
        container.view.addSubview(p.view)
        """,
      """
      tab.viewControllers = [p]
      p.parent === tab
      """,
      """
      tab.viewControllers = [p]
        p.willMove(toParent: tab)
        p.didMove(toParent: tab)
      = true
      """),
    RuleCase(
      "7a.3 + 1.8 a controller added past the old count goes through addChild's hierarchy check",
      setup: """
        let a = UIViewController()
        let tab = UITabBarController()
        tab.viewControllers = [a]
        let p = UIViewController()
        container.view.addSubview(p.view)
        """,
      """
      tab.viewControllers = [a, p]
      p.parent
      """,
      """
      tab.viewControllers = [a, p]
        error: UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: p> should have parent view controller:<ContainerViewController: container> but requested parent is:<UITabBarController: tab>
      = nil
      """, error: true),
    RuleCase(
      "7.1 + 2.5 + 5.12b pushing a container: its child follows it, parent first, with the push's flag",
      setup: """
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        b.addChild(c)
        b.view.addSubview(c.view)
        c.didMove(toParent: b)
        """,
      "nav.pushViewController(b, animated: true)",
      """
      nav.pushViewController(b, animated: true)
        b.willMove(toParent: nav)
      [end of turn] a.viewWillDisappear(true)
      [end of turn] b.viewWillAppear(true)
      [end of turn] c.viewWillAppear(true)
      [t=0.35] a.viewDidDisappear(true)
      [t=0.35] b.viewDidAppear(true)
      [t=0.35] c.viewDidAppear(true)
      [t=0.35] b.didMove(toParent: nav)
      """),
    RuleCase(
      "7.8 + 5.12b switching to a tab that is itself a container",
      setup: """
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        b.addChild(c)
        b.view.addSubview(c.view)
        c.didMove(toParent: b)
        let tab = UITabBarController()
        tab.viewControllers = [a, b]
        window.rootViewController = tab
        """,
      "tab.selectedIndex = 1",
      """
      tab.selectedIndex = 1
        b.viewWillAppear(false)
        c.viewWillAppear(false)
        a.viewWillDisappear(false)
        a.viewDidDisappear(false)
        b.viewDidAppear(false)
        c.viewDidAppear(false)
      """),
  ]
}
