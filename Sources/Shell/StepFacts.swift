import CommandLanguage
import LessonEngine
import Rendering
import Simulation

/// The sandbox as a lesson step's checks see it after an input, and the language its feedback
/// is said in: what the step's checks say, what went wrong and how to recover are decided from
/// these alone.
struct StepFacts {
  var world: World
  var interpreter: Interpreter
  /// Writes a warning or an exception as the log does, for the feedback to quote.
  var formatter: LogLineFormatter
  /// The session's clock mode (`auto` or `manual`), for a clock check.
  var clock: String
  var language: Language

  /// Each check's outcome on the step's log and the sandbox now.
  func evaluate(_ checks: [Check], _ state: LessonState) -> [CheckOutcome] {
    var context = CheckContext(
      world: world, interpreter: interpreter, events: state.stepEvents, output: state.stepOutput)
    context.clock = clock
    let evaluator = CheckEvaluator(language: language)
    return checks.map { check in
      let outcome = evaluator.evaluate(check, in: context)
      // A step lists no expectation beside a failed check: a slide says which way it wanted.
      guard case .slide(_, let direction) = check, case .fail(let happened) = outcome else {
        return outcome
      }
      return .fail(
        language.pick(
          "\(happened), but it should slide \(direction.rawValue)",
          "\(happened)，但应当向\(direction.chinese)滑动"))
    }
  }

  /// The feedback on a step that is not done: the first failing check, and how to recover.
  func failureLines(_ step: Step, _ outcomes: [CheckOutcome], trouble: String?, state: LessonState)
    -> [OutputLine]
  {
    if let trouble { return [OutputLine(trouble, .hint)] }
    let clockFirst = step.checks.indices.first { index in
      if case .clock = step.checks[index] { return !outcomes[index].passed }
      return false
    }
    guard let index = clockFirst ?? outcomes.firstIndex(where: { !$0.passed }),
      case .fail(let reason) = outcomes[index]
    else { return [] }
    var lines = [OutputLine(LessonMessage.notYet(reason).text(language), .hint)]
    if let note = recoveryNote(step, outcomes, state) { lines.append(note) }
    return lines
  }

  /// How to get out of a failing step when the log holds too much: the learner's own call of
  /// a callback UIKit sends too, else an earlier attempt still in the step's log.
  func recoveryNote(_ step: Step, _ outcomes: [CheckOutcome], _ state: LessonState) -> OutputLine? {
    for (check, outcome) in zip(step.checks, outcomes) where !outcome.passed {
      if case .logCount(let line, _) = check, calledAlsoByUIKit(line, state) {
        return OutputLine(LessonMessage.sentByUIKitToo(line).text(language), .note)
      }
    }
    guard spoiltByEarlierAttempt(step, outcomes, state) else { return nil }
    return OutputLine(LessonMessage.earlierAttempt.text(language), .note)
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

  /// A warning or exception the step did not mean to cause, in the learner's words; the step's
  /// reference run is asked for only when the step's log holds one.
  func troubleLine(_ state: LessonState, reference: () -> StepReference?) -> String? {
    guard let event = state.stepEvents.first(where: Self.isTrouble) else { return nil }
    guard reference()?.troubled == false else { return nil }
    return LessonMessage.troubled(Self.firstSentence(formatter.line(event).trimmingLeadingSpaces()))
      .text(language)
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
  func openAppearanceLine(reference: StepReference?) -> String? {
    guard let reference else { return nil }
    let open = world.controllers.filter(\.appearance.isTransitioning)
    guard open.count > reference.openAppearances.count,
      let named = open.first(where: { !reference.openAppearances.contains($0.name) })
    else { return nil }
    return LessonMessage.leftOpen(named.name, named.appearance.rawValue).text(language)
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
}
