import CommandLanguage
import Rendering
import Simulation

/// The processor time one whole check may use. Each input has its own limit, but an answer
/// that stays just under it in every scenario would still take seconds; this bounds the sum.
/// Time is read on the thread that runs the input (`NativeStack.withInputStack` runs the
/// sandbox's own input stack inline), so checks graded side by side do not charge each other.
final class CheckBudget {
  let seconds: Double
  private(set) var used: Double = 0

  init(seconds: Double) { self.seconds = seconds }

  var isSpent: Bool { used >= seconds }

  /// Runs one input of `sandbox` with what is left of the budget as its processor limit.
  func measure(_ sandbox: CodeRunner, _ body: () -> CodeRun) -> CodeRun {
    guard !isSpent else { return CodeRun(events: [], output: [], failed: true, hitLimit: true) }
    let limits = sandbox.interpreter.limits
    sandbox.interpreter.limits.maxProcessorSeconds = min(
      limits.maxProcessorSeconds, max(0, seconds - used))
    defer { sandbox.interpreter.limits = limits }
    return NativeStack.withInputStack {
      let start = ThreadClock.seconds()
      defer { used += ThreadClock.seconds() - start }
      return body()
    }
  }

  /// Why the check stopped, with the error that stopped its last input when there was one.
  func spentText(_ language: Language, stopped result: ExerciseResult) -> String {
    let total = ValueFormatter.number(seconds)
    let text = language.pick(
      "the answer used more than \(total) s of processor time over the exercise's scenarios",
      "答案在这个练习的各个场景里共用了超过 \(total) 秒的处理器时间")
    guard result.status == .error, !result.message.isEmpty else { return text }
    return text + language.pick(" (last: ", "（最后一次：") + result.message + language.pick(")", "）")
  }
}

/// A runner whose inputs are charged to a check's budget (none without one).
struct BudgetedRunner {
  let inner: CodeRunner
  let budget: CheckBudget?

  init(_ inner: CodeRunner, _ budget: CheckBudget?) {
    self.inner = inner
    self.budget = budget
  }

  var world: World { inner.world }
  var interpreter: Interpreter { inner.interpreter }

  func perform(_ code: String) -> CodeRun {
    measure { inner.perform(code) }
  }

  func perform(_ code: String, parsed: ParseResult) -> CodeRun {
    measure { inner.perform(code, parsed: parsed) }
  }

  func settle(until deadline: Int64? = nil) -> CodeRun {
    measure { inner.settle(until: deadline) }
  }

  private func measure(_ body: () -> CodeRun) -> CodeRun {
    guard let budget else { return body() }
    return budget.measure(inner, body)
  }
}
