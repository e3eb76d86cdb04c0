import CommandLanguage
import Simulation

/// A lesson step's prediction compared with the log its code prints: the predict exercises'
/// engine (`PredictionLog`), one callback at a time, for a learner who predicts before seeing.
public struct StepPrediction: Equatable, Sendable {
  /// The callbacks the step's code logs, normalized.
  public let expected: [String]

  public init(expectedLog lines: [String]) {
    expected = PredictionLog.callbacks(lines)
  }

  /// The callbacks of predicted lines: the learner's own call lines and comments left out.
  public static func callbacks(_ lines: [String]) -> [String] {
    PredictionLog.callbacks(
      lines.map { CheckEvaluator.normalize(FullWidthInput.ascii($0) ?? $0) }.filter { !$0.isEmpty })
  }

  /// How a prediction compares: how many callbacks lead it correctly, and why the first one
  /// after them is wrong, in plain words that never name the callback that comes instead (nil
  /// when the prediction is the log).
  public func compare(_ given: [String], language l: Language) -> (
    agreed: Int, divergence: String?
  ) {
    // Views loading on the way (`loadView`, `viewDidLoad`) are part of the log, but a step
    // asks about appearance and containment: a prediction that leaves every load out is
    // compared without them, unless loading is all the log has.
    var expected = expected
    if !given.contains(where: Self.isViewLoading),
      expected.contains(where: { !Self.isViewLoading($0) })
    {
      expected.removeAll(where: Self.isViewLoading)
    }
    let agreed = zip(expected, given).prefix { $0 == $1 }.count
    guard agreed < given.count else {
      if given.count == expected.count { return (agreed, nil) }
      if given.isEmpty {
        return (
          0,
          l.pick(
            "there is no callback in your prediction yet: type the callbacks you expect, one a line",
            "你的预测里还没有回调：请输入你预期的回调，每行一个")
        )
      }
      return (
        agreed,
        l.pick(
          "right so far, but the log goes on after your last callback",
          "到目前为止都对，但日志在你的最后一个回调之后还有内容")
      )
    }
    let wrong = given[agreed]
    let reason: String
    if expected[agreed...].contains(wrong) {
      reason = l.pick(
        "`\(wrong)` does come, but later: something else comes before it",
        "`\(wrong)` 确实会出现，但要晚一些：在它之前还有别的回调")
    } else if expected.prefix(agreed).contains(wrong) {
      reason = l.pick(
        "`\(wrong)` came already, and does not come again here", "`\(wrong)` 前面已经出现过，这里不会再出现")
    } else {
      reason = l.pick("`\(wrong)` does not come in this log", "这段日志里不会出现 `\(wrong)`")
    }
    return (agreed, reason)
  }

  /// Whether a normalized callback line is a view loading (`x.loadView()`, `x.viewDidLoad()`).
  static func isViewLoading(_ callback: String) -> Bool {
    callback.hasSuffix(".loadView()") || callback.hasSuffix(".viewDidLoad()")
  }
}
