import CommandLanguage
import LessonEngine
import Rendering
import Simulation

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
    return ids.min { editDistance($0, id) < editDistance($1, id) }.flatMap {
      editDistance($0, id) <= max(3, id.count / 2) ? $0 : nil
    }
  }

  /// Brings the sandbox to the start of step `index`, silently: the set-up, then the inputs
  /// that began that step as the learner reached it (`LessonState.stepStarts`), or the earlier
  /// steps' reference code where the learner never reached it here. The clock and the iOS
  /// version are what those inputs left them.
  func rebuildStepStart(_ index: Int) {
    guard var state = lesson else { return }
    let starts = state.stepStarts[index] ?? Self.referenceInputs(state.document, before: index)
    let savedOptions = options
    state.rebuilding = true
    lesson = state
    options.clock = .auto
    options.iosVersion = SessionOptions().iosVersion
    runner = CodeRunner(iosVersion: options.iosVersion)
    inputs.removeAll()
    forgetHistory()
    // The tutor's advice already given stays given: a rebuilt start does not repeat it.
    let given = tutor.given
    tutor = TutorState()
    for block in state.document.setup where block.language == .swift || block.language == .objc {
      _ = run(block.text, fileName: nil, turnPerStatement: true) { _ in }
    }
    for input in starts {
      _ = run(input, fileName: nil, turnPerStatement: false) { _ in }
    }
    let (clock, iosVersion) = (options.clock, options.iosVersion)
    options = savedOptions
    options.clock = clock
    options.iosVersion = iosVersion
    hadError = false
    forgetHistory()
    tutor.given = given
    state.rebuilding = false
    state.rebuilt = true
    state.stepIndex = index
    state.stepStarts[index] = starts
    state.forgetStepProgress()
    lesson = state
    recordLessonPosition()
  }

  /// The reference code of the steps before `index`, one input per step.
  static func referenceInputs(_ document: LessonDocument, before index: Int) -> [String] {
    document.steps.prefix(index).compactMap { $0.code(.swift) ?? $0.code(.objc) }
  }

  func showStep() -> [OutputLine] {
    guard let state = lesson, let step = state.step else { return [] }
    return LessonPresenter(language: options.language, syntax: options.syntax)
      .step(step, number: state.stepIndex + 1, of: state.document.steps.count)
  }

  /// The current step's reference run, computed once per step (kept by the lesson runner).
  func stepReference() -> StepReference? {
    lessonRun.reference(referenceRun)
  }

  /// What a step's reference code does. Whether the code is meant to trouble UIKit, and how
  /// many statements it has, come from the reference lesson; the log a predict step compares
  /// comes from running the code on what the learner built, since that is where it will run.
  func referenceRun(_ state: LessonState) -> StepReference? {
    guard let step = state.step else { return nil }
    let target = referenceSession(state, through: state.stepIndex)
    let events = Array(target.session.history[target.start...])
    var logLines = CheckEvaluator.logLines(events, world: target.session.world)
    if step.kind == .predict {
      let own = referenceSession(state, through: state.stepIndex, fromLearnerStart: true)
      logLines = CheckEvaluator.logLines(
        Array(own.session.history[own.start...]), world: own.session.world)
    }
    let code = step.code(.swift) ?? step.code(.objc) ?? ""
    let controllers = target.session.world.controllers
    return StepReference(
      logLines: logLines, troubled: events.contains(where: StepFacts.isTrouble),
      statements: Parser.parse(SourceText(code)).statements.count,
      openAppearances: Set(controllers.filter(\.appearance.isTransitioning).map(\.name)))
  }

  /// A sandbox of its own that ran the set-up and the reference code of steps before `index`
  /// (or, `fromLearnerStart`, the inputs the learner began step `index` with), then the reference
  /// code of step `index` (the history of which starts at `start`).
  func referenceSession(_ state: LessonState, through index: Int, fromLearnerStart: Bool = false)
    -> (session: Session, start: Int)
  {
    var settings = SessionOptions(language: options.language, syntax: options.syntax)
    settings.ascii = options.ascii
    let target = Session(options: settings)
    target.catalog = catalog
    for block in state.document.setup where block.language == .swift || block.language == .objc {
      _ = target.run(block.text, fileName: nil, turnPerStatement: true) { _ in }
    }
    let learned = fromLearnerStart ? state.stepStarts[index] : nil
    for input in learned ?? Self.referenceInputs(state.document, before: index) {
      _ = target.run(input, fileName: nil, turnPerStatement: false) { _ in }
    }
    let start = target.history.count
    if index < state.document.steps.count,
      let code = state.document.steps[index].code(.swift) ?? state.document.steps[index].code(.objc)
    {
      _ = target.run(code, fileName: nil, turnPerStatement: false) { _ in }
    }
    return (target, start)
  }

  /// What the step's own code stumbles on when run on what the learner built before it (a name
  /// the learner's code does not define, a method it lacks), as the log writes it; nil when it
  /// runs.
  func missingForStep(_ state: LessonState) -> String? {
    guard state.stepStarts[state.stepIndex] != nil else { return nil }
    let probe = referenceSession(state, through: state.stepIndex, fromLearnerStart: true)
    let events = probe.session.history[probe.start...]
    guard let event = events.first(where: { probe.session.interpreter.marksError($0.kind) }) else {
      return nil
    }
    return probe.session.formatter.line(event).trimmingLeadingSpaces()
  }

  /// Marks the step solved and shows the next one (or the end of the lesson).
  func completeStep(revealed: Bool) -> [OutputLine] {
    guard var state = lesson, let step = state.step else { return [] }
    lessonRun.recordStepSolved(revealed: revealed)
    var lines = [
      OutputLine(
        "✓ " + options.language.pick("step done: ", "这一步完成了：") + step.title, .event(.appearance))
    ]
    lines += advance(&state)
    return lines
  }

  /// Marks the step skipped and shows the next one.
  func skipStep() -> [OutputLine] {
    guard var state = lesson, let step = state.step else { return [] }
    lessonRun.recordStepSkipped()
    let lines = [OutputLine(LessonMessage.skipped(step.title).text(options.language), .note)]
    if state.stepIndex + 1 < state.document.steps.count {
      // What the learner built, then the skipped step's reference code: the step after starts
      // from the learner's work as far as it went.
      let start =
        state.stepStarts[state.stepIndex]
        ?? Self.referenceInputs(state.document, before: state.stepIndex)
      lesson?.stepStarts[state.stepIndex + 1] =
        start + [step.code(.swift) ?? step.code(.objc)].compactMap { $0 }
      rebuildStepStart(state.stepIndex + 1)
      return lines + showStep()
    }
    return lines + advance(&state)
  }

  private func advance(_ state: inout LessonState) -> [OutputLine] {
    // The next step starts from what the learner typed: `:retry` and `:undo` there rebuild it
    // from these inputs, so only the inputs typed in that step are kept.
    if let start = state.stepStarts[state.stepIndex] {
      state.stepStarts[state.stepIndex + 1] = start + inputs
    }
    inputs.removeAll()
    state.stepIndex += 1
    state.forgetStepProgress()
    state.rebuilt = false
    lesson = state
    recordLessonPosition()
    if state.stepIndex < state.document.steps.count { return showStep() }
    return finishLesson()
  }

  private func finishLesson() -> [OutputLine] {
    guard var state = lesson else { return [] }
    let record = lessonRun.recordLessonFinished()
    saveProgress()
    let l = options.language
    var lines = [
      OutputLine(""),
      OutputLine(
        "✓ " + l.pick("lesson complete: ", "课程完成：") + state.document.title, .event(.appearance)),
    ]
    if record.completedAfterReveal {
      lines.append(
        OutputLine(l.pick("(recorded as solved after a revealed solution)", "（记为看过答案后完成）"), .note))
    }
    if !record.skippedSteps.isEmpty {
      lines.append(
        OutputLine(LessonMessage.skippedSummary(record.skippedSteps.count).text(l), .note))
    }
    if !state.document.questions.isEmpty {
      state.questionIndex = 0
      lesson = state
      lines += LessonPresenter(language: l, syntax: options.syntax)
        .question(state.document.questions[0], number: 1, of: state.document.questions.count)
    } else {
      lines += practiceLines(state.document)
    }
    return lines
  }

  /// The lesson's last word: the exercise to write from memory.
  func practiceLines(_ document: LessonDocument) -> [OutputLine] {
    guard let id = document.practice,
      let exercise = catalog.document(id, language: options.language, kind: .exercise)
    else { return [] }
    return [
      OutputLine(""),
      OutputLine(LessonMessage.practice(id, exercise.title).text(options.language), .info),
    ]
  }

  func recordLessonPosition() {
    lessonRun.recordPosition()
    saveProgress()
  }

  /// Writes the progress to its store.
  func saveProgress() {
    lessonRun.save(to: progressStore)
  }
}
