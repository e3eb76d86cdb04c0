import CommandLanguage
import LessonEngine
import Rendering
import Simulation
import TestSupport
import Testing

@testable import Shell

/// The lesson runner's feedback on a step, without a session: given an input, the sandbox's
/// facts and a way to run the step's reference code, it decides what the step says, what it
/// keeps of the prediction, and what it records; the reference code runs once per step, and
/// only when needed.
struct LessonRunFeedbackTests {
  /// The add-child lesson at the step with this id.
  static func run(atStep id: String) throws -> LessonRun {
    let document = try #require(LessonRunTests.catalog.document("add-child", language: .english))
    var state = LessonState(document: document)
    state.stepIndex = try #require(document.steps.firstIndex { $0.id == id })
    var run = LessonRun()
    run.lesson = state
    return run
  }

  static func facts(_ runner: CodeRunner) -> StepFacts {
    StepFacts(
      world: runner.world, interpreter: runner.interpreter,
      formatter: LogLineFormatter(
        world: runner.world, interpreter: runner.interpreter, syntax: .swift, language: .english),
      clock: "auto", language: .english)
  }

  /// The input `code` as typed, run in `runner`.
  static func input(_ code: String, in runner: CodeRunner, changed: Bool = true) -> StepInput {
    let ran = runner.perform(code)
    #expect(!ran.failed, "\(code)")
    return StepInput(
      text: code, events: ran.events, output: ran.output, hadStatements: true, changed: changed,
      history: [], inputs: [])
  }

  /// A reference run that counts how often it is asked for.
  final class Reference {
    var runs = 0
    let made: StepReference
    init(statements: Int = 1, logLines: [String] = []) {
      made = StepReference(
        logLines: logLines, troubled: false, statements: statements, openAppearances: [])
    }
    func run(_ state: LessonState) -> StepReference? {
      runs += 1
      return made
    }
  }

  static func lines(_ verdict: StepVerdict) -> [String]? {
    if case .says(let lines) = verdict { return lines.map(\.text) }
    return nil
  }

  @Test func aStepWhoseChecksHoldIsSolved() throws {
    var run = try Self.run(atStep: "make-child")
    let runner = CodeRunner()
    let reference = Reference()
    let verdict = run.feedback(
      after: Self.input("let content = UIViewController()", in: runner), facts: Self.facts(runner),
      referenceRun: reference.run)
    guard case .solved = verdict else {
      Issue.record("the step's checks hold, but it was not solved: \(verdict)")
      return
    }
    // Whether the step's code leaves an appearance change open is asked of its reference run.
    #expect(reference.runs == 1)
    #expect(run.lesson?.statementsTyped == 1)
    #expect(run.lesson?.attempts == 1)
  }

  @Test func aFailingStepIsQuietUntilAsMuchIsTypedAsItsCodeHasThenSaysItsFirstFailingCheckOnce()
    throws
  {
    var run = try Self.run(atStep: "adopt")
    let runner = CodeRunner()
    _ = runner.perform("let content = UIViewController()")
    let reference = Reference(statements: 2)
    let facts = Self.facts(runner)
    // One statement of the two the step's code has: not judged yet.
    let first = run.feedback(
      after: Self.input("let a = 1", in: runner), facts: facts, referenceRun: reference.run)
    #expect(Self.lines(first) == [])
    // Two: the first failing check (content has no parent yet), as a hint.
    let second = run.feedback(
      after: Self.input("let b = 2", in: runner), facts: facts, referenceRun: reference.run)
    let said = try #require(Self.lines(second))
    #expect(said.count == 1)
    #expect(said.first?.hasPrefix("not yet: ") == true, "\(said)")
    // The same feedback after an input that changed nothing is not said again; after one that
    // may have changed something, it is.
    let unchanged = run.feedback(
      after: Self.input("let c = 3", in: runner, changed: false), facts: facts,
      referenceRun: reference.run)
    #expect(Self.lines(unchanged) == [])
    let changed = run.feedback(
      after: Self.input("let d = 4", in: runner), facts: facts, referenceRun: reference.run)
    #expect(Self.lines(changed) == said)
    // The reference code ran once for the step.
    #expect(reference.runs == 1)
    #expect(run.lesson?.statementsTyped == 4)
  }

  @Test func aPredictionIsCountedUntilCheckedThenComparedWithTheStepsLog() throws {
    var run = try Self.run(atStep: "add-view")
    let runner = CodeRunner()
    let reference = Reference(
      logLines: ["content.viewWillAppear(false)", "content.viewDidAppear(false)"])
    let facts = Self.facts(runner)
    func typed(_ line: String) -> StepVerdict {
      #expect(run.role(of: line) == .prediction)
      _ = run.record(prediction: line)
      return run.feedback(
        after: StepInput(
          text: line, events: [], output: [], hadStatements: false, changed: false, history: [],
          inputs: []), facts: facts, referenceRun: reference.run)
    }
    // A meta command typed while predicting says nothing and runs no reference code.
    let meta = run.feedback(
      after: StepInput(
        text: ":tree", events: [], output: [], hadStatements: false, changed: false, history: [],
        inputs: []), facts: facts, referenceRun: reference.run)
    #expect(Self.lines(meta) == [])
    #expect(reference.runs == 0)
    // Each callback is counted, not compared.
    #expect(
      Self.lines(typed("content.viewDidAppear(false)"))?.first?.hasPrefix(
        "prediction: 1 callback so far") == true)
    // A line that is no callback is said to be so, and dropped; the second time, briefly.
    #expect(Self.lines(typed("let x = 1"))?.first?.hasPrefix("`let x = 1` is no callback,") == true)
    #expect(
      Self.lines(typed("let y = 2")) == [
        LessonMessage.predictNotCallbackAgain("let y = 2").text(.english)
      ])
    #expect(run.lesson?.prediction == ["content.viewDidAppear(false)"])
    // `:check`: the first callback is wrong, so nothing of the prediction stands.
    let wrong = run.judgePrediction(early: true, language: .english, referenceRun: reference.run)
    #expect(Self.lines(wrong)?.first?.hasPrefix("not quite: ") == true)
    #expect(run.lesson?.prediction == [])
    #expect(run.lesson?.attempts == 1)
    _ = typed("content.viewWillAppear(false)")
    _ = typed("content.viewDidAppear(false)")
    let right = run.judgePrediction(early: true, language: .english, referenceRun: reference.run)
    guard case .predictedRight = right else {
      Issue.record("a prediction that is the log was not right: \(right)")
      return
    }
    // The prediction is done: what is typed now is code again.
    #expect(run.role(of: "content.viewDidAppear(false)") == .code)
    #expect(reference.runs == 1)
  }

  @Test func aStepSolvedSkippedOrRevealedIsRecordedAsTheLessonsProgressAndSaved() throws {
    var run = try Self.run(atStep: "adopt")
    let store = MemoryProgressStore()
    run.recordStepSkipped()
    run.recordSolutionShown()
    #expect(run.progress.lessons["add-child"]?.skippedSteps == ["adopt"])
    #expect(run.progress.lessons["add-child"]?.revealedSteps == ["adopt"])
    // Solved after all: no longer skipped, and a later skip or solution does not undo that.
    run.recordStepSolved(revealed: false)
    run.recordStepSkipped()
    run.lesson?.stepIndex = 0
    run.recordStepSolved(revealed: true)
    run.recordSolutionShown()
    let record = try #require(run.progress.lessons["add-child"])
    #expect(record.solvedSteps == ["adopt", "make-child"])
    #expect(record.skippedSteps == [])
    #expect(record.revealedSteps == ["adopt", "make-child"])
    // Not every step solved: finished, but not complete.
    #expect(run.recordLessonFinished().completed == false)
    // The position is the step the learner is at; past the last step, the last step.
    let steps = try #require(run.lesson?.document.steps.count)
    run.lesson?.stepIndex = steps
    run.recordPosition()
    #expect(run.progress.lessons["add-child"]?.currentStep == steps - 1)
    #expect(store.progress.lessons.isEmpty)
    run.save(to: store)
    #expect(store.progress.lessons["add-child"]?.currentStep == steps - 1)
    // With no lesson open, nothing is recorded.
    run.lesson = nil
    #expect(run.recordLessonFinished().solvedSteps.isEmpty)
  }

  @Test func nextAsksOnceBeforeSkippingAStepThatIsNotDone() throws {
    var run = try Self.run(atStep: "make-child")
    let first = run.next()
    let second = run.next()
    #expect(first == .ask)
    #expect(second == .skip)
    // Past the last step there is nothing to go on to.
    let steps = try #require(run.lesson?.document.steps.count)
    run.lesson?.stepIndex = steps
    let past = run.next()
    #expect(past == nil)
  }

  @Test func hintsComeOneAtATimeCountedAndRecorded() throws {
    var run = try Self.run(atStep: "make-child")
    let hints = try #require(run.lesson?.step?.hints)
    #expect(hints.count == 2)
    let given = [run.nextHint(), run.nextHint(), run.nextHint()]
    #expect(given[0]?.text == hints[0] && given[0]?.number == 1 && given[0]?.count == 2)
    #expect(given[1]?.text == hints[1] && given[1]?.number == 2)
    #expect(given[2] == nil)
    #expect(run.progress.lessons["add-child"]?.hintsUsed == 2)
  }

  @Test func aSolutionIsShownWhenAskedTwiceAndRecordedAsRevealed() throws {
    var run = try Self.run(atStep: "make-child")
    let asked = run.revealSolution()
    #expect(!asked)
    #expect(run.progress.lessons["add-child"] == nil)
    let confirmed = run.revealSolution()
    #expect(confirmed)
    #expect(run.progress.lessons["add-child"]?.revealedSteps == ["make-child"])
  }
}
