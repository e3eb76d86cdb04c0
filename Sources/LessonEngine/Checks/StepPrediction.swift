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
    PredictionLog.callbacks(lines.map(CheckEvaluator.normalize).filter { !$0.isEmpty })
  }

  /// How a prediction compares: how many callbacks lead it correctly, and the first difference
  /// in words (nil when the prediction is the log).
  public func compare(_ given: [String], language: Language) -> (agreed: Int, divergence: String?) {
    let result = PredictionLog.score("", expected: expected, given: given, language: language)
    let agreed = zip(expected, given).prefix { $0 == $1 }.count
    // The order test names the first line that differs; the other one only what is missing.
    let failed = result.tests.reversed().first { !$0.passed && !$0.message.isEmpty }
    return (agreed, failed?.message)
  }
}
