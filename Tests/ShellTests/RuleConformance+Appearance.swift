import Shell
import TestSupport
import Testing

/// §5 of the rule catalogue: forwarding, begin/end and the state machine of 5.7, the
/// direct-call warning of 5.5, and forwarded order (5.12a/5.12b).
struct RuleConformanceAppearanceTests {
  static let unbalancedA =
    "warning: Unbalanced calls to begin/end appearance transitions for <UIViewController: a>."

  static let cases: [RuleCase] = [
    RuleCase(
      "5.2 + 5.3 + R.1 forwarding off: the container's own callbacks go on both ways (dids at the end of the turn), the child gets none",
      setup: RuleConformance.manual + "\nlet other = UIViewController()",
      """
      window.rootViewController = other
      window.rootViewController = container
      """,
      RuleConformance.swapToOther + "\n" + """
        window.rootViewController = container
          other.viewWillDisappear(false)
          container.viewWillAppear(false)
        [end of turn] other.viewDidDisappear(false)
        [end of turn] container.viewDidAppear(false)
        """),
    RuleCase(
      "R.1 + 5.12a a child added while its container is appearing: will at the add, did by the container's forwarding after the container's own",
      setup: """
        let other = UIViewController()
        window.rootViewController = other
        let a = UIViewController()
        func show() {
          window.rootViewController = container
          container.addChild(a)
          container.view.addSubview(a.view)
          a.didMove(toParent: container)
        }
        """,
      "show()",
      """
      container.show()
        window.rootViewController = container
          other.viewWillDisappear(false)
          container.viewWillAppear(false)
        container.addChild(a)
          a.willMove(toParent: container)
        container.view.addSubview(a.view)
          a.loadView()
          a.viewDidLoad()
          a.viewWillAppear(false)
        a.didMove(toParent: container)
      [end of turn] other.viewDidDisappear(false)
      [end of turn] container.viewDidAppear(false)
      [end of turn] a.viewDidAppear(false)
      """),
    RuleCase(
      "5.2 + 5.3 forwarding off: removal sends no appearance, willMove/didMove unchanged",
      setup: RuleConformance.manual,
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
      "R.4 begin(true) twice then end twice: the second begin only counts; one will, the did at the second end with the first begin's flag, no warning",
      setup: "let a = UIViewController()\na.loadViewIfNeeded()",
      """
      a.beginAppearanceTransition(true, animated: true)
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      a.endAppearanceTransition()
      """,
      """
      a.beginAppearanceTransition(true, animated: true)
        a.viewWillAppear(true)
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      a.endAppearanceTransition()
        a.viewDidAppear(true)
      """),
    RuleCase(
      "R.4 disappeared: begin(false) sends viewWillDisappear again, the end its did, no warning",
      setup: "let a = UIViewController()\na.loadViewIfNeeded()",
      """
      a.beginAppearanceTransition(false, animated: false)
      a.endAppearanceTransition()
      """,
      """
      a.beginAppearanceTransition(false, animated: false)
        a.viewWillDisappear(false)
      a.endAppearanceTransition()
        a.viewDidDisappear(false)
      """),
    RuleCase(
      "5.7 + 5.8 reversing an appearance: appearing, begin(false), end: will-disappear and did-disappear",
      setup: """
        :forward off
        let a = UIViewController()
        container.addChild(a)
        container.view.addSubview(a.view)
        a.didMove(toParent: container)
        """,
      """
      a.beginAppearanceTransition(true, animated: true)
      a.beginAppearanceTransition(false, animated: false)
      a.endAppearanceTransition()
      a.endAppearanceTransition()
      """,
      """
      a.beginAppearanceTransition(true, animated: true)
        a.viewWillAppear(true)
      a.beginAppearanceTransition(false, animated: false)
        a.viewWillDisappear(false)
      a.endAppearanceTransition()
        a.viewDidDisappear(false)
      a.endAppearanceTransition()
        \(unbalancedA)
      """),
    RuleCase(
      "5.8 cancelled disappearance is silent; a second end() warns",
      setup: RuleConformance.manual,
      """
      a.beginAppearanceTransition(false, animated: true)
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      a.endAppearanceTransition()
      """,
      """
      a.beginAppearanceTransition(false, animated: true)
        a.viewWillDisappear(true)
      a.beginAppearanceTransition(true, animated: false)
        a.viewWillAppear(false)
      a.endAppearanceTransition()
        a.viewDidAppear(false)
      a.endAppearanceTransition()
        \(unbalancedA)
      """),
    RuleCase(
      "5.4 + 5.12b begin/end on a child reach its own children, parent first",
      setup: """
        :forward off
        let box = UIViewController()
        let a = UIViewController()
        box.addChild(a)
        box.view.addSubview(a.view)
        a.didMove(toParent: box)
        container.addChild(box)
        container.view.addSubview(box.view)
        box.didMove(toParent: container)
        """,
      """
      box.beginAppearanceTransition(true, animated: true)
      box.endAppearanceTransition()
      """,
      """
      box.beginAppearanceTransition(true, animated: true)
        box.viewWillAppear(true)
        a.viewWillAppear(true)
      box.endAppearanceTransition()
        box.viewDidAppear(true)
        a.viewDidAppear(true)
      """),
    RuleCase(
      "5.12b + 7a.4 + R.1 two children: parent first, then children in order, both ways; dids at the end of the turn",
      setup: RuleConformance.twoChildren,
      """
      window.rootViewController = other
      window.rootViewController = container
      """,
      """
      window.rootViewController = other
        container.viewWillDisappear(false)
        a.viewWillDisappear(false)
        b.viewWillDisappear(false)
        other.loadView()
        other.viewDidLoad()
        other.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] a.viewDidDisappear(false)
      [end of turn] b.viewDidDisappear(false)
      [end of turn] other.viewDidAppear(false)
      window.rootViewController = container
        other.viewWillDisappear(false)
        container.viewWillAppear(false)
        a.viewWillAppear(false)
        b.viewWillAppear(false)
      [end of turn] other.viewDidDisappear(false)
      [end of turn] container.viewDidAppear(false)
      [end of turn] a.viewDidAppear(false)
      [end of turn] b.viewDidAppear(false)
      """),
    RuleCase(
      "R.5 + 5.12b a view added before addChild appeared on its own, so it disappears and reappears with its parent",
      setup: """
        let a = UIViewController()
        let b = UIViewController()
        let other = UIViewController()
        container.addChild(a)
        container.view.addSubview(a.view)
        a.didMove(toParent: container)
        container.view.addSubview(b.view)
        container.addChild(b)
        b.didMove(toParent: container)
        """,
      """
      window.rootViewController = other
      window.rootViewController = container
      """,
      """
      window.rootViewController = other
        container.viewWillDisappear(false)
        a.viewWillDisappear(false)
        b.viewWillDisappear(false)
        other.loadView()
        other.viewDidLoad()
        other.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] a.viewDidDisappear(false)
      [end of turn] b.viewDidDisappear(false)
      [end of turn] other.viewDidAppear(false)
      window.rootViewController = container
        other.viewWillDisappear(false)
        container.viewWillAppear(false)
        a.viewWillAppear(false)
        b.viewWillAppear(false)
      [end of turn] other.viewDidDisappear(false)
      [end of turn] container.viewDidAppear(false)
      [end of turn] a.viewDidAppear(false)
      [end of turn] b.viewDidAppear(false)
      """),
    RuleCase(
      "5.12a a child left disappeared by forwarding-off still hears the forwarded disappearance once forwarding is on, then appears",
      setup: """
        :forward off
        let a = UIViewController()
        let other = UIViewController()
        container.addChild(a)
        container.view.addSubview(a.view)
        a.didMove(toParent: container)
        :forward on
        """,
      """
      window.rootViewController = other
      window.rootViewController = container
      """,
      RuleConformance.swapToOtherWithA + "\n" + RuleConformance.swapBackWithA),
    RuleCase(
      "5.12c a controller popped while its navigation controller is disappearing gets no viewDidDisappear",
      setup: """
        let box = UIViewController()
        let nav = UINavigationController(rootViewController: box)
        container.addChild(nav)
        container.view.addSubview(nav.view)
        nav.didMove(toParent: container)
        let p = UIViewController()
        let inner = UINavigationController(rootViewController: UIViewController())
        inner.pushViewController(p, animated: false)
        box.addChild(inner)
        box.view.addSubview(inner.view)
        inner.didMove(toParent: box)
        :clock manual
        """,
      """
      nav.pushViewController(UIViewController(), animated: true)
      inner.popViewController(animated: false)
      :wait
      """,
      """
      nav.pushViewController(viewController2, animated: true)
        viewController2.willMove(toParent: nav)
      inner.popViewController(animated: false)
        p.willMove(toParent: nil)
      [t=0] viewController2.loadView()
      [t=0] viewController2.viewDidLoad()
      [t=0] box.viewWillDisappear(true)
      [t=0] inner.viewWillDisappear(true)
      [t=0] p.viewWillDisappear(true)
      [t=0] viewController2.viewWillAppear(true)
      [t=0] p.didMove(toParent: nil)
      [t=0.35] box.viewDidDisappear(true)
      [t=0.35] inner.viewDidDisappear(true)
      [t=0.35] viewController2.viewDidAppear(true)
      [t=0.35] viewController2.didMove(toParent: nav)
      """),
    RuleCase(
      "5.12b + 7a.4 + R.1 three levels: parent first at every level when the root is replaced",
      setup: """
        let box = UIViewController()
        let a = UIViewController()
        let other = UIViewController()
        container.addChild(box)
        container.view.addSubview(box.view)
        box.didMove(toParent: container)
        box.addChild(a)
        box.view.addSubview(a.view)
        a.didMove(toParent: box)
        """,
      "window.rootViewController = other",
      """
      window.rootViewController = other
        container.viewWillDisappear(false)
        box.viewWillDisappear(false)
        a.viewWillDisappear(false)
        other.loadView()
        other.viewDidLoad()
        other.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] box.viewDidDisappear(false)
      [end of turn] a.viewDidDisappear(false)
      [end of turn] other.viewDidAppear(false)
      """),
    RuleCase(
      "R.1 + 5.12b removing a nested container's view: it and its child disappear, parent first; dids at the end of the turn",
      setup: """
        let box = UIViewController()
        let a = UIViewController()
        let other = UIViewController()
        container.addChild(box)
        container.view.addSubview(box.view)
        box.didMove(toParent: container)
        box.addChild(a)
        box.view.addSubview(a.view)
        a.didMove(toParent: box)
        """,
      "box.view.removeFromSuperview()",
      """
      box.view.removeFromSuperview()
        box.viewWillDisappear(false)
        a.viewWillDisappear(false)
      [end of turn] box.viewDidDisappear(false)
      [end of turn] a.viewDidDisappear(false)
      """),
    RuleCase(
      "5.2 + 5.4 + 5.5 a non-forwarding container that calls its child's viewWillAppear directly gets the warning",
      setup: """
        class Box: UIViewController {
          override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
          override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            a.viewWillAppear(animated)
          }
        }
        let a = UIViewController()
        let box = Box()
        box.addChild(a)
        box.view.addSubview(a.view)
        a.didMove(toParent: box)
        """,
      """
      container.addChild(box)
      container.view.addSubview(box.view)
      """,
      """
      container.addChild(box)
        box.willMove(toParent: container)
      container.view.addSubview(box.view)
        box.viewWillAppear(false)
          a.viewWillAppear(false)
            warning: [ViewController] Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead. Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the debugger. View controller: <UIViewController: a>
      [end of turn] box.viewDidAppear(false)
      """),
  ]

  @Test(arguments: cases)
  func appearance(_ rule: RuleCase) {
    RuleConformance.check(rule)
  }

  /// 5.5 / 8.10: a direct call of an appearance method logs UIKit's console text, one message
  /// per method, beneath the call.
  @Test(arguments: ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
  func directAppearanceCall(_ method: String) {
    let run = ScriptRun(
      """
      let a = UIViewController()
      a.\(method)(false)
      """)
    #expect(
      run.output == """
        a.\(method)(false)
          warning: [ViewController] Calling -\(method): directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead. Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the debugger. View controller: <UIViewController: a>
        """)
    #expect(!run.hadError)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
