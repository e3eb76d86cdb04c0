import Shell
import TestSupport
import Testing

/// §2 (adding the child's view; appearance on add) and §3 (removal) of the rule catalogue.
struct RuleConformanceViewTests {
  static let cases: [RuleCase] = [
    // MARK: §2 adding the view
    RuleCase(
      "2.5 + 9.2a + 7a.4 off-screen container gets a child, then becomes the root: parent first",
      """
      let box = UIViewController()
      let a = UIViewController()
      box.addChild(a)
      box.view.addSubview(a.view)
      a.didMove(toParent: box)
      window.rootViewController = box
      """,
      """
      box.addChild(a)
        a.willMove(toParent: box)
      box.view.addSubview(a.view)
        box.loadView()
        box.viewDidLoad()
        a.loadView()
        a.viewDidLoad()
      a.didMove(toParent: box)
      window.rootViewController = box
        container.viewWillDisappear(false)
        box.viewWillAppear(false)
        a.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] box.viewDidAppear(false)
      [end of turn] a.viewDidAppear(false)
      """),
    RuleCase(
      "2.5 + R.1 + 5.12b off-screen container with a child is added to the visible container",
      setup: """
        let box = UIViewController()
        let a = UIViewController()
        box.addChild(a)
        box.view.addSubview(a.view)
        a.didMove(toParent: box)
        """,
      """
      container.addChild(box)
      container.view.addSubview(box.view)
      box.didMove(toParent: container)
      """,
      """
      container.addChild(box)
        box.willMove(toParent: container)
      container.view.addSubview(box.view)
        box.viewWillAppear(false)
        a.viewWillAppear(false)
      [end of turn] box.viewDidAppear(false)
      [end of turn] a.viewDidAppear(false)
      box.didMove(toParent: container)
      """),
    RuleCase(
      "2.5 only children whose views are inside get appearance; the other stays unloaded",
      setup: """
        let box = UIViewController()
        let a = UIViewController()
        let b = UIViewController()
        box.addChild(a)
        box.addChild(b)
        box.view.addSubview(b.view)
        b.didMove(toParent: box)
        """,
      """
      window.rootViewController = box
      a.isViewLoaded
      """,
      """
      window.rootViewController = box
        container.viewWillDisappear(false)
        box.viewWillAppear(false)
        b.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] box.viewDidAppear(false)
      [end of turn] b.viewDidAppear(false)
      = false
      """),
    RuleCase(
      "R.1 + 5.12a a child added while its container is inside an explicit begin hears nothing at the add; the container's end forwards its viewDidAppear",
      setup: """
        :forward off
        let box = UIViewController()
        let a = UIViewController()
        container.addChild(box)
        container.view.addSubview(box.view)
        box.didMove(toParent: container)
        """,
      """
      box.beginAppearanceTransition(true, animated: false)
      box.addChild(a)
      box.view.addSubview(a.view)
      a.didMove(toParent: box)
      box.endAppearanceTransition()
      """,
      """
      box.beginAppearanceTransition(true, animated: false)
        box.viewWillAppear(false)
      box.addChild(a)
        a.willMove(toParent: box)
      box.view.addSubview(a.view)
        a.loadView()
        a.viewDidLoad()
      a.didMove(toParent: box)
      box.endAppearanceTransition()
        box.viewDidAppear(false)
        a.viewDidAppear(false)
      """),
    RuleCase(
      "R.5 + 2.9 a parentless controller's view added inside a child's view appears on its own, with no exception",
      setup: RuleConformance.r1,
      """
      a.view.addSubview(b.view)
      b.parent
      b.view.superview === a.view
      b.view.removeFromSuperview()
      """,
      """
      a.view.addSubview(b.view)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
      [end of turn] b.viewDidAppear(false)
      = nil
      = true
      b.view.removeFromSuperview()
        b.viewWillDisappear(false)
      [end of turn] b.viewDidDisappear(false)
      """),
    RuleCase(
      "R.5 a view added before addChild appeared on its own: it disappears and reappears with the container",
      setup: """
        let a = UIViewController()
        let other = UIViewController()
        container.view.addSubview(a.view)
        container.addChild(a)
        a.didMove(toParent: container)
        """,
      """
      window.rootViewController = other
      window.rootViewController = container
      """,
      RuleConformance.swapToOtherWithA + "\n" + RuleConformance.swapBackWithA),
    RuleCase(
      "2.11 + 9.2a child's view added under another controller's root view: …but actual parent is…",
      setup: """
        let a = UIViewController()
        let other = UIViewController()
        container.addChild(other)
        container.view.addSubview(other.view)
        other.didMove(toParent: container)
        container.addChild(a)
        """,
      """
      other.view.addSubview(a.view)
      a.view.superview
      """,
      """
      other.view.addSubview(a.view)
        a.loadView()
        a.viewDidLoad()
        error: UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: a> should have parent view controller:<UIViewController: other> but actual parent is:<ContainerViewController: container>
      = nil
      """, error: true),
    RuleCase(
      "2.11 the check walks up from a plain superview to the first root view",
      setup: """
        let a = UIViewController()
        let other = UIViewController()
        let v = UIView()
        container.addChild(other)
        container.view.addSubview(other.view)
        other.didMove(toParent: container)
        other.view.addSubview(v)
        container.addChild(a)
        a.loadViewIfNeeded()
        """,
      "v.addSubview(a.view)",
      """
      v.addSubview(a.view)
        error: UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: a> should have parent view controller:<UIViewController: other> but actual parent is:<ContainerViewController: container>
      """, error: true),
    RuleCase(
      "2.11 + R.1 a child's view inside a plain subview of its own parent's view is fine and appears",
      setup: """
        let a = UIViewController()
        let v = UIView()
        container.view.addSubview(v)
        container.addChild(a)
        """,
      "v.addSubview(a.view)",
      """
      v.addSubview(a.view)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
      [end of turn] a.viewDidAppear(false)
      """),

    RuleCase(
      "2.11 a grandchild's view added straight into the grandparent's view",
      setup: """
        let box = UIViewController()
        let a = UIViewController()
        let other = UIViewController()
        container.addChild(box)
        container.view.addSubview(box.view)
        box.didMove(toParent: container)
        box.addChild(a)
        """,
      "container.view.addSubview(a.view)",
      """
      container.view.addSubview(a.view)
        a.loadView()
        a.viewDidLoad()
        error: UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: a> should have parent view controller:<ContainerViewController: container> but actual parent is:<UIViewController: box>
      """, error: true),

    // MARK: §3 removal
    RuleCase(
      "3.5 + R8 + R.5 removeFromParent leaves the view in place; it still hears its view leave the window, with no parent",
      setup: RuleConformance.r1 + "\nlet other = UIViewController()",
      """
      a.removeFromParent()
      a.view.superview === container.view
      window.rootViewController = other
      """,
      """
      a.removeFromParent()
        a.didMove(toParent: nil)
      = true
      """ + "\n" + RuleConformance.swapToOtherWithA),
    RuleCase(
      "3.3 + 3.4 removal from an off-screen container: no appearance callbacks",
      setup: """
        let box = UIViewController()
        let a = UIViewController()
        box.addChild(a)
        box.view.addSubview(a.view)
        a.didMove(toParent: box)
        """,
      """
      a.willMove(toParent: nil)
      a.view.removeFromSuperview()
      a.removeFromParent()
      """,
      """
      a.willMove(toParent: nil)
      a.view.removeFromSuperview()
      a.removeFromParent()
        a.didMove(toParent: nil)
      """),
    RuleCase(
      "3.6 a second removeFromParent is a no-op (no second didMove(nil))",
      setup: RuleConformance.r1,
      """
      a.willMove(toParent: nil)
      a.removeFromParent()
      a.removeFromParent()
      a.parent
      """,
      """
      a.willMove(toParent: nil)
      a.removeFromParent()
        a.didMove(toParent: nil)
      a.removeFromParent()
      = nil
      """),
    RuleCase(
      "3.7 isMovingToParent true while being added, isMovingFromParent true while being removed",
      setup: """
        class Child: UIViewController {
          override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            print("moving to parent:", isMovingToParent)
          }
          override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            print("moving from parent:", isMovingFromParent)
          }
        }
        let a = Child()
        """,
      """
      container.addChild(a)
      container.view.addSubview(a.view)
      a.didMove(toParent: container)
      a.willMove(toParent: nil)
      a.view.removeFromSuperview()
      a.removeFromParent()
      """,
      """
      container.addChild(a)
        a.willMove(toParent: container)
      container.view.addSubview(a.view)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
          moving to parent: true
      [end of turn] a.viewDidAppear(false)
      a.didMove(toParent: container)
      a.willMove(toParent: nil)
      a.view.removeFromSuperview()
        a.viewWillDisappear(false)
          moving from parent: true
      [end of turn] a.viewDidDisappear(false)
      a.removeFromParent()
        a.didMove(toParent: nil)
      """),
    RuleCase(
      "3.7 the moving flags are false when the container itself disappears and reappears",
      setup: """
        class Child: UIViewController {
          override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            print("moving to parent:", isMovingToParent)
          }
          override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            print("moving from parent:", isMovingFromParent)
          }
        }
        let a = Child()
        let other = UIViewController()
        container.addChild(a)
        container.view.addSubview(a.view)
        a.didMove(toParent: container)
        """,
      """
      window.rootViewController = other
      window.rootViewController = container
      """,
      """
      window.rootViewController = other
        container.viewWillDisappear(false)
        a.viewWillDisappear(false)
          moving from parent: false
        other.loadView()
        other.viewDidLoad()
        other.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] a.viewDidDisappear(false)
      [end of turn] other.viewDidAppear(false)
      window.rootViewController = container
        other.viewWillDisappear(false)
        container.viewWillAppear(false)
        a.viewWillAppear(false)
          moving to parent: false
      [end of turn] other.viewDidDisappear(false)
      [end of turn] container.viewDidAppear(false)
      [end of turn] a.viewDidAppear(false)
      """),
  ]

  @Test(arguments: cases)
  func views(_ rule: RuleCase) {
    RuleConformance.check(rule)
  }
}
