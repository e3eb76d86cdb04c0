import LessonEngine
import Rendering
import Simulation

extension Session {
  /// The prediction so far: how many callbacks it has, compared with the log when `early`
  /// (`:check`). Right: the code runs and the step is done. Wrong:
  /// the first line that differs; the callbacks before it stay.
  func predictionFeedback(early: Bool) -> [OutputLine] {
    guard let state = lesson, let step = state.step, step.kind == .predict,
      let reference = stepReference()
    else { return [] }
    let l = options.language
    let prediction = StepPrediction(expectedLog: reference.logLines)
    let given = StepPrediction.callbacks(state.prediction)
    // A line that is code or prose rather than a callback is said to be so, not kept silently.
    if !early, let last = state.prediction.last, Self.isStatement(last),
      StepPrediction.callbacks([last]).isEmpty
    {
      lesson?.prediction.removeLast()
      let line = Self.trimmed(last)
      guard !state.notCallbackSaid else {
        return [OutputLine(LessonMessage.predictNotCallbackAgain(line).text(l), .note)]
      }
      lesson?.notCallbackSaid = true
      return [OutputLine(LessonMessage.predictNotCallback(line).text(l), .hint)]
    }
    if given.isEmpty, !early { return [] }
    // Compared only on `:check`: a learner who is not told how long the log is decides when the
    // prediction is complete, and no line typed after it can slip into the next step as code.
    guard early else {
      return [
        OutputLine(
          LessonMessage.predictProgress(given.count).text(l), .note)
      ]
    }
    let (agreed, divergence) = prediction.compare(given, language: l)
    if let divergence {
      lesson?.prediction = Array(given.prefix(agreed))
      lesson?.attempts += 1
      return [OutputLine(LessonMessage.predictWrong(divergence, agreed).text(l), .hint)]
    }
    return runPredictedCode(step)
  }

  /// A line without its surrounding spaces and line breaks.
  private static func trimmed(_ line: String) -> String {
    String(line.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }

  /// Whether a typed line says something (not blank, not only a comment).
  private static func isStatement(_ line: String) -> Bool {
    let text = trimmed(line)
    return !text.isEmpty && !text.hasPrefix("//") && !text.hasPrefix("#")
  }

  /// After a right prediction: the step's code runs in the learner's sandbox, its log shown.
  private func runPredictedCode(_ step: Step) -> [OutputLine] {
    lesson?.predictionDone = true
    var lines = [OutputLine(LessonMessage.predictRight.text(options.language), .event(.appearance))]
    if let code = step.code(.swift) ?? step.code(.objc) {
      let changed = run(code, fileName: nil, turnPerStatement: false) { lines += $0 }
      if changed { inputs.append(code) }
    }
    return lines + completeStep(revealed: false)
  }

  /// `:solution` in a predict step: the log the code prints.
  func predictedLogSolution() -> [OutputLine] {
    guard let reference = stepReference() else { return [] }
    let expected = StepPrediction(expectedLog: reference.logLines).expected
    return [OutputLine(LessonMessage.expectedLog.text(options.language), .note)]
      + expected.map { OutputLine("    " + $0, .value) }
  }
}
