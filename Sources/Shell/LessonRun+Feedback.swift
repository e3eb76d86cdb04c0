import CommandLanguage
import LessonEngine
import Rendering
import Simulation

/// An input as the open lesson step's feedback sees it, with what the session has kept since
/// the step's start was rebuilt.
struct StepInput {
  /// The input as typed.
  var text: String
  /// The events it logged.
  var events: [Event]
  /// The lines printed for it.
  var output: [String]
  /// It held statements (not only meta commands).
  var hadStatements: Bool
  /// It may have changed the sandbox.
  var changed: Bool
  /// The session's history: after a rebuilt start, the step's log.
  var history: [Event]
  /// The inputs that changed the sandbox since the step's start.
  var inputs: [String]
}

/// What the open step's feedback decides after an input or `:check`.
enum StepVerdict {
  /// Lines to show (none: nothing to say).
  case says([OutputLine])
  /// The step's checks hold: it is done.
  case solved
  /// The step's prediction matches its log: its code runs now, and the step is done.
  case predictedRight
}

extension LessonRun {
  /// Looks at the step after an input: solved; otherwise quiet until the learner has typed as
  /// much as the step needs, then the first divergence. After an input that changed nothing
  /// (`:tree`, `:goal`, `:help`), what was said already is not said again. `referenceRun` runs
  /// the step's reference code, once per step and only when needed.
  mutating func feedback(
    after input: StepInput, facts: StepFacts, referenceRun: (LessonState) -> StepReference?
  ) -> StepVerdict {
    guard var state = lesson, let step = state.step, state.questionIndex == nil else {
      return .says([])
    }
    if step.kind == .predict, !state.predictionDone {
      if Self.isMeta(input.text) { return .says([]) }
      return judgePrediction(early: false, language: facts.language, referenceRun: referenceRun)
    }
    func isNote(_ event: Event) -> Bool {
      if case .hostNote = event.kind { return true }
      return false
    }
    let typedNow = StepFacts.countedStatements(input.text)
    if state.rebuilt {
      // The step was rebuilt (`:retry`, `:undo`, a start): what ran since is the step's log.
      state.rebuilt = false
      state.troubleSaid = nil
      state.notYetSaid = nil
      state.stepEvents = input.history.filter { !isNote($0) } + input.events.filter(isNote)
      state.stepOutput = input.output
      state.statementsTyped = input.inputs.reduce(0) { $0 + StepFacts.countedStatements($1) }
      state.attempts = input.inputs.count
      state.attemptStarts = []
    } else {
      // An input error is about that input only: a typo fixed on the next line is forgotten.
      state.stepEvents.removeAll(where: isNote)
      let start = state.stepEvents.count
      state.stepEvents += input.events
      state.stepOutput += input.output
      // An input that only failed (a typo) ran nothing worth counting.
      let notes = facts.interpreter.notes
      let failed = input.events.contains { event in
        guard case .hostNote(let number) = event.kind, number < notes.count,
          case .diagnostic(let diagnostic, _) = notes[number]
        else { return false }
        return diagnostic.severity.isFailure
      }
      if !failed {
        state.statementsTyped += typedNow
        if typedNow > 0, input.hadStatements {
          state.attempts += 1
          if start > 0, input.events.contains(where: { !isNote($0) }) {
            state.attemptStarts.append(start)
          }
        }
      }
    }
    lesson = state
    guard !step.checks.isEmpty else { return .says([]) }
    let outcomes = facts.evaluate(step.checks, state)
    let trouble = facts.troubleLine(state) { self.reference(referenceRun) }
    let open = facts.openAppearanceLine(reference: reference(referenceRun))
    if trouble == nil, open == nil, outcomes.allSatisfy(\.passed) { return .solved }
    let expected = reference(referenceRun)?.statements ?? 1
    // A clock in the wrong mode cannot be mended by typing on: say so at once.
    let clockWrong = zip(step.checks, outcomes).contains { check, outcome in
      if case .clock = check { return !outcome.passed }
      return false
    }
    guard typedNow > 0, trouble != nil || clockWrong || state.statementsTyped >= max(1, expected)
    else {
      return .says([])
    }
    // A warning is quoted once; after that, a short line recalls it, unless nothing changed.
    if let trouble {
      guard lesson?.troubleSaid != trouble else {
        return .says(
          input.changed
            ? [OutputLine(LessonMessage.stillTroubled.text(facts.language), .hint)] : [])
      }
      lesson?.troubleSaid = trouble
    }
    // An open appearance change is news once the checks hold; before, the first failing check is.
    let blocker = trouble ?? (outcomes.allSatisfy(\.passed) ? open : nil)
    let lines = facts.failureLines(step, outcomes, trouble: blocker, state: state)
    let said = lines.map(\.text)
    if !input.changed, lesson?.notYetSaid == said { return .says([]) }
    lesson?.notYetSaid = said
    return .says(lines)
  }

  /// The prediction so far: how many callbacks it has, compared with the log when `early`
  /// (`:check`). Right: the prediction is done (the session runs the step's code). Wrong: the
  /// first line that differs; the callbacks before it stay.
  mutating func judgePrediction(
    early: Bool, language l: Language, referenceRun: (LessonState) -> StepReference?
  ) -> StepVerdict {
    guard let state = lesson, let step = state.step, step.kind == .predict,
      let reference = reference(referenceRun)
    else { return .says([]) }
    let prediction = StepPrediction(expectedLog: reference.logLines)
    let given = StepPrediction.callbacks(state.prediction)
    // A line that is code or prose rather than a callback is said to be so, not kept silently.
    if !early, let last = state.prediction.last, Self.isStatement(last),
      StepPrediction.callbacks([last]).isEmpty
    {
      lesson?.prediction.removeLast()
      let line = Self.trimmed(last)
      guard !state.notCallbackSaid else {
        return .says([OutputLine(LessonMessage.predictNotCallbackAgain(line).text(l), .note)])
      }
      lesson?.notCallbackSaid = true
      return .says([OutputLine(LessonMessage.predictNotCallback(line).text(l), .hint)])
    }
    if given.isEmpty, !early { return .says([]) }
    // Compared only on `:check`: a learner who is not told how long the log is decides when the
    // prediction is complete, and no line typed after it can slip into the next step as code.
    guard early else {
      return .says([OutputLine(LessonMessage.predictProgress(given.count).text(l), .note)])
    }
    let (agreed, divergence) = prediction.compare(given, language: l)
    if let divergence {
      lesson?.prediction = Array(given.prefix(agreed))
      lesson?.attempts += 1
      return .says([OutputLine(LessonMessage.predictWrong(divergence, agreed).text(l), .hint)])
    }
    lesson?.predictionDone = true
    return .predictedRight
  }

  /// The open step's reference run: made by `run` when first needed, then kept for the step.
  mutating func reference(_ run: (LessonState) -> StepReference?) -> StepReference? {
    guard let state = lesson, state.step != nil else { return nil }
    if let known = state.reference { return known }
    let made = run(state)
    lesson?.reference = made
    return made
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
}
