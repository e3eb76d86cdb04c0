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
    let agreed = zip(expected, given).prefix { $0 == $1 }.count
    guard agreed < given.count else {
      if given.count == expected.count { return (agreed, nil) }
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
}
