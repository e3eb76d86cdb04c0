import LessonEngine
import Rendering
import Simulation

/// The open lesson step's feedback as the session shows it: the lesson runner decides from the
/// input and the sandbox's facts; the session prints what it says, and runs a predicted step's
/// code.
extension Session {
  /// The step's feedback after an input (none after one that finished or left the step).
  func lessonFeedback(
    events: [Event], output: [OutputLine], hadStatements: Bool, input: String, changed: Bool
  ) -> [OutputLine] {
    let typed = StepInput(
      text: input, events: events, output: output.map(\.text), hadStatements: hadStatements,
      changed: changed, history: history, inputs: inputs)
    return stepLines(
      lessonRun.feedback(after: typed, facts: stepFacts, referenceRun: referenceRun))
  }

  /// The prediction so far (`early`: compared with the log, on `:check`).
  func predictionFeedback(early: Bool) -> [OutputLine] {
    stepLines(
      lessonRun.judgePrediction(
        early: early, language: options.language, referenceRun: referenceRun))
  }

  /// What the session shows for the step's verdict: the step done, after its code when it was
  /// predicted.
  func stepLines(_ verdict: StepVerdict) -> [OutputLine] {
    switch verdict {
    case .says(let lines): return lines
    case .solved: return completeStep(revealed: false)
    case .predictedRight:
      var lines = [
        OutputLine(LessonMessage.predictRight.text(options.language), .event(.appearance))
      ]
      if let code = lesson?.step.flatMap({ $0.code(.swift) ?? $0.code(.objc) }) {
        let changed = run(code, fileName: nil, turnPerStatement: false) { lines += $0 }
        if changed { inputs.append(code) }
      }
      return lines + completeStep(revealed: false)
    }
  }

  /// The sandbox as the step's checks see it now.
  var stepFacts: StepFacts {
    StepFacts(
      world: world, interpreter: interpreter, formatter: formatter, clock: options.clock.rawValue,
      language: options.language)
  }

  /// `:solution` in a predict step: the log the code prints.
  func predictedLogSolution() -> [OutputLine] {
    guard let reference = stepReference() else { return [] }
    let expected = StepPrediction(expectedLog: reference.logLines).expected
    return [OutputLine(LessonMessage.expectedLog.text(options.language), .note)]
      + expected.map { OutputLine("    " + $0, .value) }
  }
}
