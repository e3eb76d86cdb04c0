import Shell
import TestSupport
import Testing

/// §4 of the rule catalogue: `transition(from:to:duration:options:animations:completion:)`,
/// and reading frames while a transition animates (the final value, as in UIKit).
struct RuleConformanceTransitionTests {
  /// `a` visible child inside a plain view `slot` of `container.view`; `b` added as a child.
  static let slotted = """
    let a = UIViewController()
    let b = UIViewController()
    let slot = UIView()
    container.view.addSubview(slot)
    container.addChild(a)
    slot.addSubview(a.view)
    a.didMove(toParent: container)
    container.addChild(b)
    """

  static let cases: [RuleCase] = [
    RuleCase(
      "4.3/4.4 + R.3 to.view goes into from.view.superview (a plain view), from.view is removed at the end",
      setup: slotted,
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)
      b.view.superview === slot
      a.view.superview
      """,
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
      [t=0.3] b.viewDidAppear(true)
      [t=0.3] a.viewDidDisappear(true)
      = true
      = nil
      """),
    RuleCase(
      "4.5 the transition itself changes no parent/child relationship",
      setup: RuleConformance.r1 + "\ncontainer.addChild(b)",
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)
      container.children
      a.parent === container
      """,
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
      [t=0.3] b.viewDidAppear(true)
      [t=0.3] a.viewDidDisappear(true)
      = [a, b]
      = true
      """),
    RuleCase(
      "4.5a + R.3 + 4.7 load, then will-callbacks, then the animations block; the did-callbacks, then the completion",
      setup: RuleConformance.r1,
      """
      a.willMove(toParent: nil)
      container.addChild(b)
      container.transition(from: a, to: b, duration: 0.25, options: [], animations: {
        b.view.frame = container.view.bounds
      }, completion: { finished in
        a.removeFromParent()
        b.didMove(toParent: container)
      })
      """,
      """
      a.willMove(toParent: nil)
      container.addChild(b)
        b.willMove(toParent: container)
      container.transition(from: a, to: b, duration: 0.25, options: [], animations: { … }, completion: { finished in … })
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
        animations()
          b.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      [t=0.25] b.viewDidAppear(true)
      [t=0.25] a.viewDidDisappear(true)
      [t=0.25] completion(true)
      [t=0.25]   a.removeFromParent()
      [t=0.25]     a.didMove(toParent: nil)
      [t=0.25]   b.didMove(toParent: container)
      """),
    RuleCase(
      "4.5a a to.view that is already loaded is not loaded again",
      setup: RuleConformance.r1 + "\ncontainer.addChild(b)\nb.loadViewIfNeeded()",
      "container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)",
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
      [t=0.3] b.viewDidAppear(true)
      [t=0.3] a.viewDidDisappear(true)
      """),
    RuleCase(
      "R.3 + 4.8 zero duration: the end half waits for the next turn, which a manual clock holds until :tick",
      setup: RuleConformance.r1 + "\ncontainer.addChild(b)\n:clock manual",
      """
      container.transition(from: a, to: b, duration: 0, options: [], animations: nil, completion: { finished in print(finished) })
      a.view.superview === container.view
      :tick 0
      a.view.superview
      """,
      """
      container.transition(from: a, to: b, duration: 0, options: [], animations: nil, completion: { finished in … })
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(false)
        b.viewWillAppear(false)
      = true
      [t=0] b.viewDidAppear(false)
      [t=0] a.viewDidDisappear(false)
      [t=0] completion(true)
      [t=0]   true
      = nil
      """),
    RuleCase(
      "R.3 + 4.5a transition in an off-screen container: views swapped, and the begins and ends still reach both children",
      setup: RuleConformance.boxShowingA,
      """
      box.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: { finished in print(finished) })
      b.view.superview === box.view
      a.view.superview
      """,
      """
      box.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: { finished in … })
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
      [t=0.3] b.viewDidAppear(true)
      [t=0.3] a.viewDidDisappear(true)
      [t=0.3] completion(true)
      [t=0.3]   true
      = true
      = nil
      """),
    RuleCase(
      "R.3 transition in a container still appearing (mid-push): the begins and ends reach the children; b finishes before box and hears box's forwarded viewDidAppear again",
      setup: """
        let nav = UINavigationController(rootViewController: UIViewController())
        container.addChild(nav)
        container.view.addSubview(nav.view)
        nav.didMove(toParent: container)
        """ + "\n" + RuleConformance.boxShowingA + "\n:clock manual",
      """
      nav.pushViewController(box, animated: true)
      :tick 0
      box.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: { _ in a.removeFromParent(); b.didMove(toParent: box) })
      :wait
      """,
      """
      nav.pushViewController(box, animated: true)
        box.willMove(toParent: nav)
      [t=0] viewController.viewWillDisappear(true)
      [t=0] box.viewWillAppear(true)
      [t=0] a.viewWillAppear(true)
      box.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: { _ in … })
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
      [t=0.3] b.viewDidAppear(true)
      [t=0.3] a.viewDidDisappear(true)
      [t=0.3] completion(true)
      [t=0.3]   a.removeFromParent()
      [t=0.3]     a.didMove(toParent: nil)
      [t=0.3]   b.didMove(toParent: box)
      [t=0.35] viewController.viewDidDisappear(true)
      [t=0.35] box.viewDidAppear(true)
      [t=0.35] b.viewDidAppear(true)
      [t=0.35] box.didMove(toParent: nav)
      """),
    RuleCase(
      "DESIGN Time + 4.4 mid-animation: frames read the model value; :tick delivers the completion at its time",
      setup: RuleConformance.r1 + "\ncontainer.addChild(b)\nb.loadViewIfNeeded()\n:clock manual",
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: {
        b.view.frame = container.view.bounds.offsetBy(dx: 0, dy: 40)
      }, completion: { _ in print("done") })
      b.view.frame
      a.view.superview === container.view
      :tick 0.1
      b.view.frame
      :tick 0.2
      a.view.superview
      """,
      """
      container.transition(from: a, to: b, duration: 0.3, options: [], animations: { … }, completion: { _ in … })
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
        animations()
          b.view.frame = CGRect(x: 0, y: 40, width: 320, height: 480)
      = CGRect(x: 0, y: 40, width: 320, height: 480)
      = true
      = CGRect(x: 0, y: 40, width: 320, height: 480)
      [t=0.3] b.viewDidAppear(true)
      [t=0.3] a.viewDidDisappear(true)
      [t=0.3] completion(true)
      [t=0.3]   done
      = nil
      """),
  ]

  @Test(arguments: cases + moreCases)
  func transition(_ rule: RuleCase) {
    RuleConformance.check(rule)
  }

  /// 4.9: taking the views out of the window mid-animation interrupts it; the completion gets
  /// `finished == false` (never `true`). What the two children receive then is not specified by
  /// the rules, so only the completion is checked.
  @Test func interruptedTransitionFinishesFalse() {
    let (run, tail) = RuleConformance.run(
      setup: RuleConformance.r1 + "\ncontainer.addChild(b)\n:clock manual",
      script: """
        container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: { finished in print("finished:", finished) })
        :tick 0.1
        container.view.removeFromSuperview()
        :wait
        """)
    let lines = tail.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasSuffix("completion(false)") }, "\(tail)")
    #expect(lines.contains { $0.hasSuffix("finished: false") }, "\(tail)")
    #expect(!lines.contains { $0.hasSuffix("completion(true)") }, "\(tail)")
    #expect(!run.hadError)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// 7a.7: an unloaded `from.view` (a misuse, 4.2) loads before `to.view`. What follows (the
  /// views have no superview to go into) is not specified by the rules.
  @Test func unloadedFromViewLoadsFirst() {
    let (run, tail) = RuleConformance.run(
      setup: """
        let a = UIViewController()
        let b = UIViewController()
        container.addChild(a)
        container.addChild(b)
        """,
      script:
        "container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)"
    )
    let lines = tail.split(separator: "\n").map(String.init)
    #expect(lines.count >= 5, "\(tail)")
    guard lines.count >= 5 else { return }
    #expect(
      Array(lines[1...4]) == [
        "  a.loadView()", "  a.viewDidLoad()", "  b.loadView()", "  b.viewDidLoad()",
      ],
      "\(tail)")
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  /// 4.12: with forwarding off, the transition fails with an NSInvalidArgumentException that
  /// containrepl labels as taken from the UIKit header; it fails before doing anything.
  @Test func forwardingOffTransitionRaises() {
    let (run, tail) = RuleConformance.run(
      setup: """
        :forward off
        let a = UIViewController()
        let b = UIViewController()
        container.addChild(a)
        container.view.addSubview(a.view)
        a.didMove(toParent: container)
        container.addChild(b)
        """,
      script: """
        container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)
        a.view.superview === container.view
        """)
    let lines = tail.split(separator: "\n").map(String.init)
    #expect(lines.count == 3, "\(tail)")
    guard lines.count == 3 else { return }
    #expect(
      lines[0]
        == "container.transition(from: a, to: b, duration: 0.3, options: [], animations: nil, completion: nil)"
    )
    #expect(
      lines[1]
        == "  error: NSInvalidArgumentException: Parent view controller is using legacy containment in call to -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"
    )
    #expect(lines[2] == "= true")
    #expect(run.hadError)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
