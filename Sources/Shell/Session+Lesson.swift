import CommandLanguage
import LessonEngine
import Rendering
import Simulation

/// Where the learner is in a lesson.
struct LessonState {
  var document: LessonDocument
  var stepIndex = 0
  /// What the step has logged and printed since it started.
  var stepEvents: [Event] = []
  var stepOutput: [String] = []
  /// How many hints of the current step have been shown.
  var hintsShown = 0
  /// `:solution` was asked for once; the next one reveals it.
  var solutionAsked = false
  /// After the last step: the quiz question being asked.
  var questionIndex: Int?

  var step: Step? {
    stepIndex < document.steps.count ? document.steps[stepIndex] : nil
  }
}

extension Session {
  // MARK: - Starting

  /// Starts (or resumes) a lesson: a fresh sandbox, its set-up, then the step it was left at.
  public func startLesson(_ id: String) -> [OutputLine] {
    guard let document = catalog.document(id, language: options.language), document.kind == .lesson
    else {
      let suggestion = nearestLesson(id)
      return [errorLine(.unknownLesson(id, suggestion))]
    }
    let saved = progress.lessons[id] ?? Progress.Lesson()
    let resumeAt = min(saved.currentStep, max(0, document.steps.count - 1))
    var lines = LessonPresenter(language: options.language, syntax: options.syntax).intro(document)
    lesson = LessonState(document: document)
    rebuildStepStart(resumeAt)
    if resumeAt > 0 {
      lines.append(
        OutputLine(options.language.pick("(resuming where you left off)", "（从上次离开的地方继续）"), .note))
    }
    lines += showStep()
    return lines
  }

  func nearestLesson(_ id: String) -> String? {
    let ids = catalog.lessonIDs
    return ids.min { levenshtein($0, id) < levenshtein($1, id) }.flatMap {
      levenshtein($0, id) <= max(3, id.count / 2) ? $0 : nil
    }
  }

  /// Brings the sandbox to the start of step `index`: set-up and every earlier step's
  /// reference code, silently.
  func rebuildStepStart(_ index: Int) {
    guard var state = lesson else { return }
    let savedOptions = options
    (world, interpreter) = Session.makeSandbox(options)
    inputs.removeAll()
    forgetHistory()
    tutor = TutorState()
    for block in state.document.setup where block.language == .swift || block.language == .objc {
      _ = run(block.text, fileName: nil, turnPerStatement: true) { _ in }
    }
    for step in state.document.steps.prefix(index) {
      if let code = step.code(.swift) ?? step.code(.objc) {
        _ = run(code, fileName: nil, turnPerStatement: false) { _ in }
      }
    }
    options = savedOptions
    hadError = false
    forgetHistory()
    state.stepIndex = index
    state.stepEvents = []
    state.stepOutput = []
    state.hintsShown = 0
    state.solutionAsked = false
    state.questionIndex = nil
    lesson = state
    recordLessonPosition()
  }

  func showStep() -> [OutputLine] {
    guard let state = lesson, let step = state.step else { return [] }
    return LessonPresenter(language: options.language, syntax: options.syntax)
      .step(step, number: state.stepIndex + 1, of: state.document.steps.count)
  }

  // MARK: - After each input

  /// Looks at the step after an input: ✓ and on to the next step, or the first divergence.
  func lessonFeedback(events: [Event], output: [OutputLine], hadStatements: Bool) -> [OutputLine] {
    guard var state = lesson, let step = state.step, state.questionIndex == nil else { return [] }
    state.stepEvents += events
    state.stepOutput += output.map(\.text)
    lesson = state
    guard !step.checks.isEmpty else { return [] }
    let outcomes = evaluate(step.checks, state)
    if let failure = outcomes.first(where: { !$0.passed }) {
      guard hadStatements, case .fail(let reason) = failure else { return [] }
      return [OutputLine(options.language.pick("not yet: ", "还没有完成：") + reason, .hint)]
    }
    return completeStep(revealed: false)
  }

  func evaluate(_ checks: [Check], _ state: LessonState) -> [CheckOutcome] {
    let context = CheckContext(
      world: world, interpreter: interpreter, events: state.stepEvents, output: state.stepOutput)
    let evaluator = CheckEvaluator(language: options.language)
    return checks.map { evaluator.evaluate($0, in: context) }
  }

  /// Marks the step solved and shows the next one (or the end of the lesson).
  func completeStep(revealed: Bool) -> [OutputLine] {
    guard var state = lesson, let step = state.step else { return [] }
    var record = progress.lessons[state.document.id] ?? Progress.Lesson()
    if !record.solvedSteps.contains(step.id) { record.solvedSteps.append(step.id) }
    if revealed, !record.revealedSteps.contains(step.id) { record.revealedSteps.append(step.id) }
    progress.lessons[state.document.id] = record
    var lines = [
      OutputLine(
        "✓ " + options.language.pick("step done: ", "这一步完成了：") + step.title, .event(.appearance))
    ]
    lines += advance(&state)
    return lines
  }

  private func advance(_ state: inout LessonState) -> [OutputLine] {
    // `:undo` within the next step rebuilds its start from the reference code, so only the
    // inputs typed in that step are kept.
    inputs.removeAll()
    state.stepIndex += 1
    state.stepEvents = []
    state.stepOutput = []
    state.hintsShown = 0
    state.solutionAsked = false
    lesson = state
    recordLessonPosition()
    if state.stepIndex < state.document.steps.count { return showStep() }
    return finishLesson()
  }

  private func finishLesson() -> [OutputLine] {
    guard var state = lesson else { return [] }
    var record = progress.lessons[state.document.id] ?? Progress.Lesson()
    record.completed = record.solvedSteps.count >= state.document.steps.count
    progress.lessons[state.document.id] = record
    saveProgress()
    var lines = [
      OutputLine(""),
      OutputLine(
        "✓ " + options.language.pick("lesson complete: ", "课程完成：") + state.document.title,
        .event(.appearance)),
    ]
    if record.completedAfterReveal {
      lines.append(
        OutputLine(
          options.language.pick(
            "(recorded as solved after a revealed solution)",
            "（记为看过答案后完成）"), .note))
    }
    if !state.document.questions.isEmpty {
      state.questionIndex = 0
      lesson = state
      lines += LessonPresenter(language: options.language, syntax: options.syntax)
        .question(state.document.questions[0], number: 1, of: state.document.questions.count)
    }
    return lines
  }

  func recordLessonPosition() {
    guard let state = lesson else { return }
    var record = progress.lessons[state.document.id] ?? Progress.Lesson()
    record.currentStep = min(state.stepIndex, max(0, state.document.steps.count - 1))
    progress.lessons[state.document.id] = record
    saveProgress()
  }

  func saveProgress() {
    progressStore?.save(progress)
  }
}
