import CommandLanguage
import Simulation
import Testing

@testable import LessonEngine

/// A check ends fast whatever path its answer takes, over all its scenarios.
@Suite struct CheckBudgetTests {
  static func checker(_ budget: Double? = nil) -> ExerciseChecker {
    let document = LessonParser.parse(ExerciseCheckerTests.exercise).0
    var checker = ExerciseChecker(
      document: document ?? LessonDocument(kind: .lesson, id: "broken"), language: .english)
    if let budget { checker.processorBudget = budget }
    return checker
  }

  @Test(arguments: [
    // A completion that starts another animation without end.
    """
    func displayContentController(_ content: UIViewController) {
      addChild(content)
      view.addSubview(content.view)
      content.didMove(toParent: self)
      pulse(content.view)
    }
    func pulse(_ v: UIView) {
      UIView.animate(withDuration: 0.5, animations: { v.alpha = 0.5 }, completion: { _ in self.pulse(v) })
    }
    """,
    // One animation longer than the limit.
    """
    func displayContentController(_ content: UIViewController) {
      addChild(content)
      view.addSubview(content.view)
      UIView.animate(withDuration: 90, animations: { content.view.alpha = 0 }) { _ in
        content.didMove(toParent: self)
      }
    }
    """,
  ])
  func animationThatNeverSettlesStopsAtTheVirtualDeadline(_ answer: String) {
    let result = Self.checker().check(answer) { TestSandbox() }
    #expect(result.status == .error)
    #expect(result.errorKind == .timeOut)
    #expect(result.message == "the answer kept animating past this exercise's limit of 60 s")
  }

  @Test("a check whose budget is spent is a time-out that says so")
  func spentBudgetIsATimeOut() {
    let answer = "func displayContentController(_ content: UIViewController) { addChild(content) }"
    #expect(Self.checker().check(answer) { TestSandbox() }.status == .fail)
    let result = Self.checker(0).check(answer) { TestSandbox() }
    #expect(result.errorKind == .timeOut)
    #expect(
      result.message.hasPrefix(
        "the answer used more than 0 s of processor time over the exercise's scenarios"),
      "\(result.message)")
  }

  /// A sandbox whose every input burns `cost` seconds of processor time and does nothing else:
  /// its inputs are meta commands (`:a`), which its host runs by burning, as it settles.
  static func burningSandbox(cost: Double) -> CodeRunner {
    let inner = TestSandbox()
    _ = inner.settle()  // the window's first layout, before any input is measured
    func burn() -> [String] {
      let start = ThreadClock.seconds()
      while ThreadClock.seconds() - start < cost {}
      return []
    }
    let host = CodeRunner.Host(
      logCount: { 0 }, events: { _ in [] }, endTurn: { [] }, drain: burn,
      meta: { _, _, _ in burn() }, input: { _ in })
    return CodeRunner(world: inner.world, interpreter: inner.interpreter, host: host)
  }

  @Test("the budget is the sum over inputs, and an input after it is spent does not run")
  func budgetSumsInputs() {
    let budget = CheckBudget(seconds: 0.025)
    let sandbox = BudgetedRunner(Self.burningSandbox(cost: 0.01), budget)
    #expect(!sandbox.perform(":a").failed)
    #expect(!sandbox.settle(until: nil).failed)
    #expect(!budget.isSpent, "two inputs of 10 ms stay under 25 ms")
    #expect(!sandbox.perform(":c").failed, "the third input starts under the budget")
    #expect(budget.isSpent)
    let after = sandbox.perform(":d")
    #expect(after.failed && after.hitLimit)
    #expect(budget.used < 0.04, "the fourth input never ran")
  }

  @Test("each input's own limit shrinks to what is left, and is restored after")
  func inputLimitIsWhatIsLeft() {
    let budget = CheckBudget(seconds: 0.3)
    let inner = TestSandbox()
    let before = inner.interpreter.limits
    var seen = 0.0
    _ = budget.measure(inner) {
      seen = inner.interpreter.limits.maxProcessorSeconds
      return CodeRun(events: [], output: [], failed: false, hitLimit: false)
    }
    #expect(seen == min(0.3, before.maxProcessorSeconds))
    #expect(inner.interpreter.limits == before)
  }
}
