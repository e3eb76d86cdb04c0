import Shell
import TestSupport
import Testing

/// §7, §7a and 8.7 of the rule catalogue: navigation and tab bar controllers, replacing the
/// window's root. A navigation push or pop animates for 0.35 s in containrepl (a simulation
/// parameter; the rules fix only the order and the timing class).
struct RuleConformanceSystemContainerTests {
  /// `nav` (root `a`) is the window's root and has appeared; `b` is fresh.
  static let navShown = """
    let a = UIViewController()
    let b = UIViewController()
    let nav = UINavigationController(rootViewController: a)
    window.rootViewController = nav
    """

  /// `b` prints its moving-from-parent flag in its disappear callbacks.
  static let top = """
    class Top: UIViewController {
      override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("moving from parent:", isMovingFromParent)
      }
      override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("moving from parent:", isMovingFromParent)
      }
    }
    let a = UIViewController()
    let b = Top()
    let nav = UINavigationController(rootViewController: a)
    window.rootViewController = nav
    nav.pushViewController(b, animated: false)
    """

  static let tabShown = """
    let a = UIViewController()
    let b = UIViewController()
    let tab = UITabBarController()
    tab.viewControllers = [a, b]
    window.rootViewController = tab
    """

  static let cases: [RuleCase] = [
    RuleCase(
      "7a.1 + 7a.8 nav init: willMove inside the initializer, under the new name; nothing loads",
      setup: "let a = UIViewController()",
      """
      let nav = UINavigationController(rootViewController: a)
      a.parent === nav
      a.isViewLoaded
      """,
      """
      UINavigationController(rootViewController: a)
        a.willMove(toParent: nav)
      = true
      = false
      """),
    RuleCase(
      "7a.2 + 7a.4 + 7a.1 nav first appears: old root gone first, child loads after nav's will, didMove after did",
      setup: "let a = UIViewController()\nlet nav = UINavigationController(rootViewController: a)",
      "window.rootViewController = nav",
      """
      window.rootViewController = nav
        container.viewWillDisappear(false)
        nav.loadView()
        nav.viewDidLoad()
        nav.viewWillAppear(false)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] nav.viewDidAppear(false)
      [end of turn] a.viewDidAppear(false)
      [end of turn] a.didMove(toParent: nav)
      """),
    RuleCase(
      "7.1/7.2 animated push: willMove inside push, the rest from the end of the turn, did after 0.35 s",
      setup: navShown,
      """
      nav.pushViewController(b, animated: true)
      nav.viewControllers
      """,
      """
      nav.pushViewController(b, animated: true)
        b.willMove(toParent: nav)
      [end of turn] b.loadView()
      [end of turn] b.viewDidLoad()
      [end of turn] a.viewWillDisappear(true)
      [end of turn] b.viewWillAppear(true)
      [t=0.35] a.viewDidDisappear(true)
      [t=0.35] b.viewDidAppear(true)
      [t=0.35] b.didMove(toParent: nav)
      = [a, b]
      """),
    RuleCase(
      "7.3 + 7.2 push without animation: same order, all at the end of the turn",
      setup: navShown,
      "nav.pushViewController(b, animated: false)",
      """
      nav.pushViewController(b, animated: false)
        b.willMove(toParent: nav)
      [end of turn] b.loadView()
      [end of turn] b.viewDidLoad()
      [end of turn] a.viewWillDisappear(false)
      [end of turn] b.viewWillAppear(false)
      [end of turn] a.viewDidDisappear(false)
      [end of turn] b.viewDidAppear(false)
      [end of turn] b.didMove(toParent: nav)
      """),
    RuleCase(
      "7.4 animated pop: isMovingFromParent true in the popped controller's disappear callbacks",
      setup: top,
      """
      nav.popViewController(animated: true)
      nav.viewControllers
      b.parent
      """,
      """
      nav.popViewController(animated: true)
        b.willMove(toParent: nil)
      [end of turn] b.viewWillDisappear(true)
      [end of turn]   moving from parent: true
      [end of turn] a.viewWillAppear(true)
      [t=0.35] b.viewDidDisappear(true)
      [t=0.35]   moving from parent: true
      [t=0.35] a.viewDidAppear(true)
      [t=0.35] b.didMove(toParent: nil)
      = [a]
      = nil
      """),
    RuleCase(
      "7.4 + 7.3 pop without animation",
      setup: navShown + "\nnav.pushViewController(b, animated: false)",
      "nav.popViewController(animated: false)",
      """
      nav.popViewController(animated: false)
        b.willMove(toParent: nil)
      [end of turn] b.viewWillDisappear(false)
      [end of turn] a.viewWillAppear(false)
      [end of turn] b.viewDidDisappear(false)
      [end of turn] a.viewDidAppear(false)
      [end of turn] b.didMove(toParent: nil)
      """),
    RuleCase(
      "7a.4 replacing a nav root: the nav and its visible child finish disappearing before x loads",
      setup: navShown + "\nlet x = UIViewController()",
      "window.rootViewController = x",
      """
      window.rootViewController = x
        nav.viewWillDisappear(false)
        a.viewWillDisappear(false)
        x.loadView()
        x.viewDidLoad()
        x.viewWillAppear(false)
      [end of turn] nav.viewDidDisappear(false)
      [end of turn] a.viewDidDisappear(false)
      [end of turn] x.viewDidAppear(false)
      """),
    RuleCase(
      "7a.6 push and pop off screen: stack changes, no appearance; didMove(nil) at the end of the turn",
      setup:
        "let a = UIViewController()\nlet b = UIViewController()\nlet nav = UINavigationController(rootViewController: a)",
      """
      nav.pushViewController(b, animated: true)
      nav.popViewController(animated: true)
      nav.viewControllers
      b.isViewLoaded
      """,
      """
      nav.pushViewController(b, animated: true)
        b.willMove(toParent: nav)
      nav.popViewController(animated: true)
        b.willMove(toParent: nil)
      [end of turn] b.didMove(toParent: nil)
      = [a]
      = false
      """),
    RuleCase(
      "7a.6 + 7a.2 + 7a.1 pushed off screen, then shown: only the top appears; didMove after its first did",
      setup: """
        let a = UIViewController()
        let b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: false)
        """,
      """
      window.rootViewController = nav
      a.isViewLoaded
      """,
      """
      window.rootViewController = nav
        container.viewWillDisappear(false)
        nav.loadView()
        nav.viewDidLoad()
        nav.viewWillAppear(false)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] nav.viewDidAppear(false)
      [end of turn] b.viewDidAppear(false)
      [end of turn] b.didMove(toParent: nav)
      = false
      """),
    RuleCase(
      "8.7 pushing the same instance twice",
      setup: navShown + "\nnav.pushViewController(b, animated: false)",
      """
      nav.pushViewController(b, animated: false)
      nav.viewControllers
      """,
      """
      nav.pushViewController(b, animated: false)
        error: NSInvalidArgumentException: Pushing the same view controller instance more than once is not supported (<UIViewController: b>)
      = [a, b]
      """, error: true),
    RuleCase(
      "8.7 pushing a navigation controller",
      setup: navShown + "\nlet inner = UINavigationController(rootViewController: b)",
      "nav.pushViewController(inner, animated: false)",
      """
      nav.pushViewController(inner, animated: false)
        error: NSInvalidArgumentException: Pushing a navigation controller is not supported
      """, error: true),
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

  @Test(arguments: cases)
  func systemContainer(_ rule: RuleCase) {
    RuleConformance.check(rule)
  }
}
