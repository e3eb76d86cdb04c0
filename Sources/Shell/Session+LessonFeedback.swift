import CommandLanguage
import LessonEngine
import Rendering
import Simulation

extension Session {
  /// Looks at the step after an input: ✓ and on to the next step; otherwise quiet until the
  /// learner has typed as much as the step needs, then the first divergence. After an input that
  /// changed nothing (`:tree`, `:goal`, `:help`), what was said already is not said again.
  func lessonFeedback(
    events: [Event], output: [OutputLine], hadStatements: Bool, input: String, changed: Bool
  ) -> [OutputLine] {
    guard var state = lesson, let step = state.step, state.questionIndex == nil else { return [] }
    if step.kind == .predict, !state.predictionDone {
      return LessonRun.isMeta(input) ? [] : predictionFeedback(early: false)
    }
    func isNote(_ event: Event) -> Bool {
      if case .hostNote = event.kind { return true }
      return false
    }
    let typedNow = Self.countedStatements(input)
    if state.rebuilt {
      // The step was rebuilt (`:retry`, `:undo`, a start): what ran since is the step's log.
      state.rebuilt = false
      state.troubleSaid = nil
      state.notYetSaid = nil
      state.stepEvents = history.filter { !isNote($0) } + events.filter(isNote)
      state.stepOutput = output.map(\.text)
      state.statementsTyped = inputs.reduce(0) { $0 + Self.countedStatements($1) }
      state.attempts = inputs.count
      state.attemptStarts = []
    } else {
      // An input error is about that input only: a typo fixed on the next line is forgotten.
      state.stepEvents.removeAll(where: isNote)
      let start = state.stepEvents.count
      state.stepEvents += events
      state.stepOutput += output.map(\.text)
      // An input that only failed (a typo) ran nothing worth counting.
      let failed = events.contains { event in
        guard case .hostNote(let number) = event.kind, number < interpreter.notes.count,
          case .diagnostic(let diagnostic, _) = interpreter.notes[number]
        else { return false }
        return diagnostic.severity.isFailure
      }
      if !failed {
        state.statementsTyped += typedNow
        if typedNow > 0, hadStatements {
          state.attempts += 1
          if start > 0, events.contains(where: { !isNote($0) }) {
            state.attemptStarts.append(start)
          }
        }
      }
    }
    lesson = state
    guard !step.checks.isEmpty else { return [] }
    let outcomes = evaluate(step.checks, state)
    let trouble = troubleLine(state)
    let open = openAppearanceLine(state)
    if trouble == nil, open == nil, outcomes.allSatisfy(\.passed) {
      return completeStep(revealed: false)
    }
    let expected = stepReference()?.statements ?? 1
    // A clock in the wrong mode cannot be mended by typing on: say so at once.
    let clockWrong = zip(step.checks, outcomes).contains { check, outcome in
      if case .clock = check { return !outcome.passed }
      return false
    }
    guard typedNow > 0, trouble != nil || clockWrong || state.statementsTyped >= max(1, expected)
    else {
      return []
    }
    // A warning is quoted once; after that, a short line recalls it, unless nothing changed.
    if let trouble {
      guard lesson?.troubleSaid != trouble else {
        return changed
          ? [OutputLine(LessonMessage.stillTroubled.text(options.language), .hint)] : []
      }
      lesson?.troubleSaid = trouble
    }
    // An open appearance change is news once the checks hold; before, the first failing check is.
    let blocker = trouble ?? (outcomes.allSatisfy(\.passed) ? open : nil)
    let lines = failureLines(step, outcomes, trouble: blocker, state: state)
    let said = lines.map(\.text)
    if !changed, lesson?.notYetSaid == said { return [] }
    lesson?.notYetSaid = said
    return lines
  }

  /// The feedback on a step that is not done: the first failing check, and how to recover.
  func failureLines(_ step: Step, _ outcomes: [CheckOutcome], trouble: String?, state: LessonState)
    -> [OutputLine]
  {
    let l = options.language
    if let trouble { return [OutputLine(trouble, .hint)] }
    let clockFirst = step.checks.indices.first { index in
      if case .clock = step.checks[index] { return !outcomes[index].passed }
      return false
    }
    guard let index = clockFirst ?? outcomes.firstIndex(where: { !$0.passed }),
      case .fail(let reason) = outcomes[index]
    else { return [] }
    var lines = [OutputLine(LessonMessage.notYet(reason).text(l), .hint)]
    if let note = recoveryNote(step, outcomes, state) { lines.append(note) }
    return lines
  }

  /// How to get out of a failing step when the log holds too much: the learner's own call of
  /// a callback UIKit sends too, else an earlier attempt still in the step's log.
  func recoveryNote(_ step: Step, _ outcomes: [CheckOutcome], _ state: LessonState) -> OutputLine? {
    for (check, outcome) in zip(step.checks, outcomes) where !outcome.passed {
      if case .logCount(let line, _) = check, calledAlsoByUIKit(line, state) {
        return OutputLine(LessonMessage.sentByUIKitToo(line).text(options.language), .note)
      }
    }
    guard spoiltByEarlierAttempt(step, outcomes, state) else { return nil }
    return OutputLine(LessonMessage.earlierAttempt.text(options.language), .note)
  }

  /// Whether the learner's code made a call that UIKit makes as well in the step (a
  /// `willMove(toParent:)` typed before `addChild`, which sends it too).
  func calledAlsoByUIKit(_ line: String, _ state: LessonState) -> Bool {
    let formatter = LogLineFormatter(world: world, syntax: .swift, language: .english)
    var byUser = false
    var byUIKit = false
    for event in state.stepEvents {
      guard case .callback = event.kind,
        CheckEvaluator.matches(line, CheckEvaluator.normalize(formatter.body(event)))
      else { continue }
      if event.isUserCall { byUser = true } else { byUIKit = true }
    }
    return byUser && byUIKit
  }

  /// Whether a failing log check may be failing because of an earlier attempt in the step.
  func spoiltByEarlierAttempt(_ step: Step, _ outcomes: [CheckOutcome], _ state: LessonState)
    -> Bool
  {
    guard state.attempts > 1 else { return false }
    // A log check is spoilt by an earlier attempt when it holds on the log from a later input
    // on: the lines that make it fail came before. One input whose own lines come in the wrong
    // order is the code's doing, not an earlier attempt's.
    let holdsLater = { (check: Check) in
      state.attemptStarts.contains { start in
        var later = state
        later.stepEvents = Array(state.stepEvents[start...])
        return self.evaluate([check], later).allSatisfy(\.passed)
      }
    }
    return zip(step.checks, outcomes).contains { check, outcome in
      guard !outcome.passed else { return false }
      switch check {
      case .logOrder, .logExact, .logCount: return holdsLater(check)
      // An override that skipped super has run already: mending it needs the step again.
      case .callsSuper: return true
      default: return false
      }
    }
  }

  /// UIKit printed a warning or raised an exception.
  static func isTrouble(_ event: Event) -> Bool {
    switch event.kind {
    case .warning, .exception: return true
    default: return false
    }
  }

  /// A warning or exception the step did not mean to cause, in the learner's words.
  func troubleLine(_ state: LessonState) -> String? {
    guard let event = state.stepEvents.first(where: Self.isTrouble) else { return nil }
    guard stepReference()?.troubled == false else { return nil }
    return LessonMessage.troubled(Self.firstSentence(formatter.line(event).trimmingLeadingSpaces()))
      .text(options.language)
  }

  /// A warning's first sentence: UIKit's long warnings go on with advice the printed warning
  /// above already shows in full.
  static func firstSentence(_ text: String) -> String {
    guard let end = text.firstRange(of: ". ") else { return text }
    return String(text[..<end.lowerBound]) + "."
  }

  /// An appearance change left open (a begin without its end) beyond those the step's own code
  /// leaves open: the step is not done while it is, whatever its checks say. The learner's own
  /// state is what counts: their controllers may have names of their own, so it is the number
  /// of open changes that is compared, and the one named is one the step's code does not leave
  /// open under that name.
  func openAppearanceLine(_ state: LessonState) -> String? {
    guard let reference = stepReference() else { return nil }
    let open = world.controllers.filter(\.appearance.isTransitioning)
    guard open.count > reference.openAppearances.count,
      let named = open.first(where: { !reference.openAppearances.contains($0.name) })
    else { return nil }
    return LessonMessage.leftOpen(named.name, named.appearance.rawValue).text(options.language)
  }

  /// Statements and sandbox commands in an input; lesson commands and looking around (`:hint`,
  /// `:log`, `:why`, …) do not count.
  static func countedStatements(_ text: String) -> Int {
    let parsed = Parser.parse(SourceText(text))
    let quiet: Set<MetaCommand> = [
      .help, .log, .why, .undo, .reset, .retry, .hints, .lang, .syntax, .lesson, .lessons, .next,
      .back, .hint, .goal, .check, .solution, .answer, .predict, .timeline, .export,
    ]
    return parsed.statements.filter {
      switch $0.kind {
      case .meta(let command):
        let word = command.split(separator: " ").first.map(String.init) ?? ""
        return MetaCommand.match(word).map { !quiet.contains($0) } ?? false
      case .classDeclaration(let declaration):
        // An Objective-C `@interface` only declares (a class extension's `child` property):
        // Swift has no such statement, so a learner writing Objective-C is not one ahead.
        return declaration.kind != .objcInterface
      default: return true
      }
    }.count
  }

  func evaluate(_ checks: [Check], _ state: LessonState) -> [CheckOutcome] {
    var context = CheckContext(
      world: world, interpreter: interpreter, events: state.stepEvents, output: state.stepOutput)
    context.clock = options.clock.rawValue
    let evaluator = CheckEvaluator(language: options.language)
    return checks.map { check in
      let outcome = evaluator.evaluate(check, in: context)
      // A step lists no expectation beside a failed check: a slide says which way it wanted.
      guard case .slide(_, let direction) = check, case .fail(let happened) = outcome else {
        return outcome
      }
      return .fail(
        options.language.pick(
          "\(happened), but it should slide \(direction.rawValue)",
          "\(happened)，但应当向\(direction.chinese)滑动"))
    }
  }
}
