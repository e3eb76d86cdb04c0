import LessonEngine
import Simulation
import Testing

/// Checks evaluated against a real sandbox (`TestSandbox`: `Simulation` and `CommandLanguage`).
@Suite struct CheckEvaluatorTests {
  static var english: CheckEvaluator { CheckEvaluator(language: .english) }

  /// A sandbox where `content` was adopted, its view added, and the move ended: what it logged.
  static func adopted() -> (TestSandbox, CheckContext) {
    let sandbox = TestSandbox()
    _ = sandbox.perform("let content = UIViewController()")
    let context = sandbox.context(
      after:
        "container.addChild(content)\ncontainer.view.addSubview(content.view)\ncontent.didMove(toParent: container)"
    )
    return (sandbox, context)
  }

  /// The three calls run as one input, so one run-loop turn: `viewDidAppear` comes at its end,
  /// after `didMove` (rule R.1).
  static let adoptedLog = [
    "container.addChild(content)", "content.willMove(toParent: container)",
    "container.view.addSubview(content.view)", "content.loadView()", "content.viewDidLoad()",
    "content.viewWillAppear(false)", "content.didMove(toParent: container)",
    "content.viewDidAppear(false)",
  ]

  @Test func logLinesLeaveOutLayoutAppearingAndPrintedText() {
    let sandbox = TestSandbox()
    _ = sandbox.perform("let content = UIViewController()")
    let run = sandbox.perform(
      "container.addChild(content)\ncontainer.view.addSubview(content.view)\ncontent.didMove(toParent: container)\nprint(\"hi\")"
    )
    #expect(run.events.contains { $0.isDetail })
    #expect(CheckEvaluator.logLines(run.events, world: sandbox.world) == Self.adoptedLog)
  }

  struct MatchCase: CustomTestStringConvertible, Sendable {
    let pattern: String
    let line: String
    let matches: Bool
    var testDescription: String { "\(pattern) ~ \(line)" }
  }

  @Test(arguments: [
    MatchCase(pattern: "a.x()", line: "a.x()", matches: true),
    MatchCase(pattern: "a.x()", line: "a.x() ", matches: false),
    MatchCase(pattern: "*", line: "", matches: true),
    MatchCase(pattern: "*", line: "anything at all", matches: true),
    MatchCase(
      pattern: "c.transition(from: a, to: b, duration: *",
      line: "c.transition(from: a, to: b, duration: 0.3, options: [])", matches: true),
    MatchCase(
      pattern: "c.transition(from: a, to: b, duration: *",
      line: "c.transition(from: b, to: a, duration: 0.3)", matches: false),
    MatchCase(
      pattern: "*.viewDidAppear(false)", line: "content.viewDidAppear(false)", matches: true),
    MatchCase(
      pattern: "*.viewDidAppear(false)", line: "content.viewDidAppear(true)", matches: false),
    MatchCase(pattern: "a*c", line: "ac", matches: true),
    MatchCase(pattern: "a*c", line: "acb", matches: false),
    MatchCase(pattern: "a*b*c", line: "a-b-c", matches: true),
    MatchCase(pattern: "a*b*c", line: "acb", matches: false),
    MatchCase(pattern: "a*b*b", line: "ab", matches: false),
    MatchCase(pattern: "a*b*b", line: "abb", matches: true),
    MatchCase(pattern: "ab*ba", line: "aba", matches: false),
    MatchCase(pattern: "a**b", line: "ab", matches: true),
    MatchCase(pattern: "子*控制器", line: "子视图控制器", matches: true),
    // Inserting a view among its siblings adds it as addSubview does.
    MatchCase(
      pattern: "container.view.addSubview(content.view)",
      line: "container.view.insertSubview(content.view, at: 0)", matches: true),
    MatchCase(
      pattern: "container.view.addSubview(content.view)",
      line: "container.view.insertSubview(content.view, belowSubview: header)", matches: true),
    MatchCase(
      pattern: "container.view.addSubview(content.view)",
      line: "box.insertSubview(content.view, at: 0)", matches: false),
    MatchCase(
      pattern: "container.view.addSubview(content.view)",
      line: "container.view.insertSubview(content.viewer, at: 0)", matches: false),
    MatchCase(
      pattern: "container.view.addSubview(content.view)",
      line: "container.view.insertSubview(other.view, aboveSubview: content.view)", matches: false),
  ])
  func globMatching(_ testCase: MatchCase) {
    #expect(CheckEvaluator.matches(testCase.pattern, testCase.line) == testCase.matches)
  }

  @Test(arguments: [
    ("  a.viewDidLoad()  ", "a.viewDidLoad()"),
    ("[t=0.30] a.viewDidAppear(true)", "a.viewDidAppear(true)"),
    ("   [t=1.00]\t\ta.x()", "a.x()"),
    ("a.x(  b,\t\t c)", "a.x( b, c)"),
    ("[t=0.3 no close", "[t=0.3 no close"),
  ])
  func normalizedLines(_ line: String, _ normalized: String) {
    #expect(CheckEvaluator.normalize(line) == normalized)
  }

  @Test func logOrderAllowsLinesBetweenAndNamesTheFirstDivergence() {
    let (_, context) = Self.adopted()
    let check = { (lines: [String]) in Self.english.evaluate(.logOrder(lines), in: context) }
    #expect(
      check(["container.addChild(content)", "  content.didMove(toParent: container)"]) == .pass)
    #expect(check(["*.willMove(toParent: container)", "*.viewDidAppear(*)"]) == .pass)
    #expect(check([]) == .pass)
    #expect(
      check(["container.view.addSubview(content.view)", "content.willMove(toParent: container)"])
        == .fail(
          "content.willMove(toParent: container) came before container.view.addSubview(content.view), not after it"
        ))
    #expect(check(["content.removeFromParent()"]) == .fail("content.removeFromParent() never came"))
    #expect(
      CheckEvaluator(language: .chinese).evaluate(
        .logOrder(["content.viewDidLoad()", "content.loadView()"]), in: context)
        == .fail("content.loadView() 出现在 content.viewDidLoad() 之前，而不是之后"))
  }

  @Test func logExactComparesLineByLine() {
    let (_, context) = Self.adopted()
    let check = { (lines: [String]) in Self.english.evaluate(.logExact(lines), in: context) }
    #expect(check(Self.adoptedLog) == .pass)
    #expect(check(Self.adoptedLog.map { "  [t=0.00]  " + $0 }) == .pass)
    #expect(
      check(Self.adoptedLog.enumerated().map { $0.offset == 3 ? "content.*" : $0.element }) == .pass
    )
    #expect(check(Self.adoptedLog.map { "[end of turn] " + $0 }) == .pass)
    #expect(check(Self.adoptedLog.map { "[本轮结束] " + $0 }) == .pass)
    #expect(
      check(Array(Self.adoptedLog.dropLast()))
        == .fail("the log has an extra line `content.viewDidAppear(false)`"))
    #expect(
      check(Self.adoptedLog + ["content.viewWillDisappear(false)"])
        == .fail("the log stops before `content.viewWillDisappear(false)`"))
    #expect(
      check(Array(Self.adoptedLog.dropFirst()))
        == .fail(
          "line 1 of the log should be `content.willMove(toParent: container)` but is `container.addChild(content)`"
        ))
  }

  @Test func logCountCountsMatchesExactly() {
    let (_, context) = Self.adopted()
    let check = { (line: String, count: Int) in
      Self.english.evaluate(.logCount(line, count), in: context)
    }
    #expect(check("content.viewDidAppear(false)", 1) == .pass)
    #expect(check("content.viewDidDisappear(false)", 0) == .pass)
    #expect(check("content.view*", 3) == .pass)
    #expect(
      check("content.view*", 2) == .fail("content.view… came 3 times; it should come exactly 2"))
    #expect(
      check("content.loadView()", 2)
        == .fail("content.loadView() came 1 time; it should come exactly 2"))
    #expect(
      check("content.viewDidDisappear(*)", 1) == .fail("content.viewDidDisappear(…) never came"))
    #expect(
      CheckEvaluator(language: .chinese).evaluate(.logCount("content.loadView()", 2), in: context)
        == .fail("content.loadView() 出现了 1 次；应当恰好出现 2 次"))
  }

  @Test func stateChecksExplainWhatTheLeftSideIs() {
    let (_, context) = Self.adopted()
    let check = { (expression: String) in Self.english.evaluate(.state(expression), in: context) }
    #expect(check("content.parent === container") == .pass)
    #expect(check("container.children == [content]") == .pass)
    #expect(check("content.isViewLoaded") == .pass)
    #expect(
      check("content.parent == nil") == .fail("content.parent should be nil, but it is container"))
    #expect(
      check("content.parent !== container")
        == .fail("content.parent should not be container, but it is"))
    #expect(
      check("content.isViewLoaded == false")
        == .fail("content.isViewLoaded should be false, but it is true"))
    #expect(
      check("!content.isViewLoaded")
        == .fail("`!content.isViewLoaded` should be true, but it is false"))
    #expect(
      check("1 +")
        == .fail("the check `1 +` could not be evaluated: expected expression after operator '+'"))
    #expect(
      CheckEvaluator(language: .chinese).evaluate(.state("content.parent == nil"), in: context)
        == .fail("content.parent 应当是 nil，实际是 container"))
  }

  @Test func stateCheckDoesNotLoadAView() {
    let sandbox = TestSandbox()
    let context = sandbox.context(after: "let content = UIViewController()")
    #expect(Self.english.evaluate(.state("content.view == nil"), in: context) == .pass)
    #expect(Self.english.evaluate(.state("content.isViewLoaded == false"), in: context) == .pass)
    #expect(sandbox.world.takeEvents().isEmpty)
  }

  @Test func appearanceChecks() {
    let (sandbox, context) = Self.adopted()
    #expect(Self.english.evaluate(.appearance("content", .appeared), in: context) == .pass)
    #expect(
      Self.english.evaluate(.appearance("content", .disappeared), in: context)
        == .fail("content should be disappeared but is appeared"))
    #expect(
      Self.english.evaluate(.appearance("nobody", .appeared), in: context)
        == .fail("there is no view controller called nobody yet"))
    _ = sandbox.perform("let number = 3")
    #expect(
      Self.english.evaluate(.appearance("number", .appeared), in: context)
        == .fail("there is no view controller called number yet"))
  }

  @Test func warningsAndErrorsAreFoundInTheLog() {
    let (sandbox, context) = Self.adopted()
    #expect(Self.english.evaluate(.noWarnings, in: context) == .pass)
    #expect(Self.english.evaluate(.noErrors, in: context) == .pass)
    let warned = sandbox.context(after: "content.viewWillAppear(false)")
    let warning = Self.english.evaluate(.noWarnings, in: warned).failureText
    #expect(
      warning.hasPrefix(
        "UIKit printed a warning: [ViewController] Calling -viewWillAppear: directly"))
    #expect(Self.english.evaluate(.noErrors, in: warned) == .pass)
    let failed = sandbox.context(after: "undefinedThing.foo()")
    #expect(
      Self.english.evaluate(.noErrors, in: failed)
        == .fail("the code has an error: cannot find 'undefinedThing' in scope"))
    let thrown = sandbox.context(
      after:
        "let b = UIViewController()\nlet c = UIViewController()\ncontainer.transition(from: b, to: c, duration: 0.3, options: [], animations: nil, completion: nil)"
    )
    #expect(
      Self.english.evaluate(.noErrors, in: thrown).failureText.hasPrefix(
        "an exception stopped the code: NSInvalidArgumentException: Children view controllers"))
  }

  @Test func outputCheckLooksForTextInAnyLine() {
    let context = TestSandbox().context(after: "", output: ["container", "└─ content (child)"])
    #expect(Self.english.evaluate(.outputContains("content (child)"), in: context) == .pass)
    #expect(
      Self.english.evaluate(.outputContains("other"), in: context)
        == .fail("the output should show `other`"))
    #expect(
      CheckEvaluator(language: .chinese).evaluate(.outputContains("other"), in: context)
        == .fail("输出中应当出现 `other`"))
  }

  @Test func orphanViewsAreViewsOnScreenWithoutAParent() {
    let sandbox = TestSandbox()
    _ = sandbox.perform(
      "let content = UIViewController()\nlet offscreen = UIViewController()\n_ = offscreen.view")
    let fine = sandbox.context(after: "")
    #expect(Self.english.evaluate(.noOrphanViews, in: fine) == .pass)
    let orphaned = sandbox.context(after: "container.view.addSubview(content.view)")
    #expect(
      Self.english.evaluate(.noOrphanViews, in: orphaned)
        == .fail("content.view is on screen but content is not a child of any controller"))
    let adopted = sandbox.context(after: "container.addChild(content)")
    #expect(Self.english.evaluate(.noOrphanViews, in: adopted) == .pass)
  }

  @Test func outcomeAccessors() {
    #expect(CheckOutcome.pass.passed)
    #expect(!CheckOutcome.fail("x").passed)
    #expect(CheckOutcome.fail("why").failureText == "why")
    #expect(CheckOutcome.pass.failureText == "")
  }
}
