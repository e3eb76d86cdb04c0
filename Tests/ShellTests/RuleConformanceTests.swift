import Shell
import TestSupport
import Testing

/// Rule-by-rule conformance corpus for the rule catalogue (`containrepl rules`, `docs/rules.md`).
///
/// Every expected log below was derived from the numbered rules (cited in each case's name),
/// not copied from the tool. The reference scenarios R1–R20 live in
/// `ReferenceScenarioTests.swift` and are not repeated here.
///
/// This file holds the shared harness and the cases of §1 (addChild), §2 (adding the view)
/// and §3 (removal). Other topics live in `RuleConformance+<Topic>.swift`.
enum RuleConformance {
  /// Runs `setup`, forgets its log, runs `script`; returns the run and the log of `script` alone.
  static func run(setup: String, script: String, objc: Bool = false) -> (
    run: ScriptRun, tail: String
  ) {
    RuleCase.run(setup: setup, script: script, objc: objc, make: make)
  }

  /// Checks one table case: exact log, error flag, no invariant violations.
  static func check(_ rule: RuleCase) {
    rule.check(make: make)
  }

  /// A script run through a session, its log in Objective-C's syntax when asked.
  static func make(_ text: String, objc: Bool) -> ScriptRun {
    objc ? ScriptRun(text, options: SessionOptions(syntax: .objc)) : ScriptRun(text)
  }

  /// R1's code: `a` is a visible child of `container`; `b` is fresh.
  static let r1 = """
    let a = UIViewController()
    let b = UIViewController()
    container.addChild(a)
    container.view.addSubview(a.view)
    a.didMove(toParent: container)
    """

  /// `a` and `b` are both visible children of `container`; `other` is a fresh controller.
  static let twoChildren = """
    let a = UIViewController()
    let b = UIViewController()
    let other = UIViewController()
    container.addChild(a)
    container.view.addSubview(a.view)
    a.didMove(toParent: container)
    container.addChild(b)
    container.view.addSubview(b.view)
    b.didMove(toParent: container)
    """

  /// The log of `window.rootViewController = container` after `swapToOther`, when `a` is a
  /// visible child of `container` (7a.4, 5.12b, R.1).
  static let swapBackWithA = """
    window.rootViewController = container
      other.viewWillDisappear(false)
      container.viewWillAppear(false)
      a.viewWillAppear(false)
    [end of turn] other.viewDidDisappear(false)
    [end of turn] container.viewDidAppear(false)
    [end of turn] a.viewDidAppear(false)
    """

  /// An off-screen `box` shows its child `a`; `b` has been added to `box` but not shown.
  static let boxShowingA = """
    let box = UIViewController()
    let a = UIViewController()
    let b = UIViewController()
    box.addChild(a)
    box.view.addSubview(a.view)
    a.didMove(toParent: box)
    box.addChild(b)
    """

  /// Forwarding off; `a` appeared through correct manual calls (R15's final state).
  static let manual = """
    :forward off
    let a = UIViewController()
    container.addChild(a)
    container.view.addSubview(a.view)
    a.beginAppearanceTransition(true, animated: false)
    a.endAppearanceTransition()
    a.didMove(toParent: container)
    """

  /// The log of `window.rootViewController = other` when `container` has no visible children
  /// and `other` is fresh (7a.4).
  /// The log of `window.rootViewController = other` when `a`, its view in the container's view,
  /// disappears with it (as a child, or on its own without a parent: R.1, R.5).
  static let swapToOtherWithA = """
    window.rootViewController = other
      container.viewWillDisappear(false)
      a.viewWillDisappear(false)
      other.loadView()
      other.viewDidLoad()
      other.viewWillAppear(false)
    [end of turn] container.viewDidDisappear(false)
    [end of turn] a.viewDidDisappear(false)
    [end of turn] other.viewDidAppear(false)
    """

  static let swapToOther = """
    window.rootViewController = other
      container.viewWillDisappear(false)
      other.loadView()
      other.viewDidLoad()
      other.viewWillAppear(false)
    [end of turn] container.viewDidDisappear(false)
    [end of turn] other.viewDidAppear(false)
    """
}

struct RuleConformanceTests {
  static let containmentCases: [RuleCase] = [
    // MARK: §1 addChild
    RuleCase(
      "R.6 reparenting from another parent: willMove(nil), didMove(nil), then willMove(new)",
      setup: """
        let a = UIViewController()
        let other = UIViewController()
        other.addChild(a)
        """,
      """
      container.addChild(a)
      other.children
      a.parent === container
      """,
      """
      container.addChild(a)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        a.willMove(toParent: container)
      = []
      = true
      """),
    RuleCase(
      "R.6 + R.1 moving a visible child out of a nested container into container",
      setup: """
        let box = UIViewController()
        let a = UIViewController()
        container.addChild(box)
        container.view.addSubview(box.view)
        box.didMove(toParent: container)
        box.addChild(a)
        box.view.addSubview(a.view)
        a.didMove(toParent: box)
        """,
      """
      a.view.removeFromSuperview()
      container.addChild(a)
      container.view.addSubview(a.view)
      a.didMove(toParent: container)
      box.children
      container.children
      """,
      """
      a.view.removeFromSuperview()
        a.viewWillDisappear(false)
      [end of turn] a.viewDidDisappear(false)
      container.addChild(a)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        a.willMove(toParent: container)
      container.view.addSubview(a.view)
        a.viewWillAppear(false)
      [end of turn] a.viewDidAppear(false)
      a.didMove(toParent: container)
      = []
      = [box, a]
      """),
    RuleCase(
      "R.6 adding twice: no duplicate in children; removed and re-added, with willMove(nil) and didMove(nil) between",
      setup: "let a = UIViewController()",
      """
      container.addChild(a)
      container.addChild(a)
      container.children
      """,
      """
      container.addChild(a)
        a.willMove(toParent: container)
      container.addChild(a)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        a.willMove(toParent: container)
      = [a]
      """),
    RuleCase(
      "R.6 + 1.8 re-adding a visible child: no consistency check for a child that has a parent",
      setup: RuleConformance.r1,
      """
      container.addChild(a)
      container.children
      """,
      """
      container.addChild(a)
        a.willMove(toParent: nil)
        a.didMove(toParent: nil)
        a.willMove(toParent: container)
      = [a]
      """),
    RuleCase(
      "1.8 a loaded view under a plain view that no controller owns: no controller found, no exception",
      setup: """
        let a = UIViewController()
        let v = UIView()
        v.addSubview(a.view)
        """,
      """
      container.addChild(a)
      a.view.superview === v
      """,
      """
      container.addChild(a)
        a.willMove(toParent: container)
      = true
      """),
    RuleCase(
      "1.4/1.5 addChild neither loads the view nor sends appearance",
      setup: "let a = UIViewController()",
      """
      container.addChild(a)
      a.isViewLoaded
      """,
      """
      container.addChild(a)
        a.willMove(toParent: container)
      = false
      """),
  ]

  @Test(arguments: containmentCases)
  func containment(_ rule: RuleCase) {
    RuleConformance.check(rule)
  }

  /// 1.10: adding a controller to itself is containrepl's own, clearly labelled error, not a
  /// claimed UIKit text; nothing changes and the next statement runs.
  @Test(arguments: ["container", "a"])
  func addingToItself(_ name: String) {
    let script = """
      let a = UIViewController()
      \(name).addChild(\(name))
      \(name).children
      container.addChild(a)
      """
    let run = ScriptRun(script)
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(run.hadError)
    #expect(run.violations.isEmpty, "\(run.violations)")
    #expect(lines.count == 5, "\(lines)")
    guard lines.count == 5 else { return }
    #expect(lines[0] == "\(name).addChild(\(name))")
    #expect(lines[1].hasPrefix("  error: "))
    #expect(
      lines[1].lowercased().contains("containrepl"),
      "not labelled as containrepl's own: \(lines[1])")
    #expect(!lines[1].contains("Exception:") && !lines[1].contains("Inconsistency:"))
    #expect(lines[2] == "= []")
    #expect(lines[3] == "container.addChild(a)")
    #expect(lines[4] == "  a.willMove(toParent: container)")
  }
}
