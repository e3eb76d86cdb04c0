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
  ]

  @Test(arguments: cases + moreCases)
  func systemContainer(_ rule: RuleCase) {
    RuleConformance.check(rule)
  }
}
