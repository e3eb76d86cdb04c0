import LessonEngine
import Shell
import Simulation
import TestSupport
import Testing

/// A predict step in a lesson: no count to aim at, a plain reason on a wrong line that never
/// gives the right one away, and nothing typed in it ever runs.
struct LessonPredictionTests {
  /// The add-child lesson at its predict step, and the callbacks that step's code logs.
  static func atPredictStep() throws -> (Session, [String]) {
    let document = try #require(LessonRetryTests.catalog.document("add-child", language: .english))
    let index = try #require(document.steps.firstIndex { $0.kind == .predict })
    let session = StepStrictnessTests.lesson("add-child", at: index)
    let expected = LearnerReplayTests.loggedCallbacks(of: document.steps[index], in: document)
    #expect(expected.count >= 2)
    return (session, expected)
  }

  @Test func theProgressLineShowsNoCount() throws {
    let (session, expected) = try Self.atPredictStep()
    let said = StepStrictnessTests.text(session.handle(expected[0]))
    #expect(said.contains("1 callback so far"), "\(said)")
    #expect(!said.contains("of \(expected.count)"), "\(said)")
  }

  @Test func aWrongLineGetsAReasonThatKeepsTheAnswer() throws {
    let (session, expected) = try Self.atPredictStep()
    // The second callback typed first: it does come, later.
    _ = session.handle(expected[1])
    let early = StepStrictnessTests.text(session.handle(":check"))
    #expect(early.contains("does come, but later"), "\(early)")
    #expect(!early.contains(expected[0]), "\(early)")
    _ = session.handle("nobody.viewDidLoad()")
    let absent = StepStrictnessTests.text(session.handle(":check"))
    #expect(absent.contains("`nobody.viewDidLoad()` does not come in this log"), "\(absent)")
  }

  @Test func linesTypedAfterARightPredictionNeverRun() throws {
    let (session, expected) = try Self.atPredictStep()
    for line in expected { _ = session.handle(line) }
    // Not compared yet: the learner may still be typing, so a stray line stays a prediction.
    let stray = StepStrictnessTests.text(session.handle("content.viewWillDisappear(true)"))
    #expect(!stray.contains("directly"), "\(stray)")
    #expect(!stray.contains("✓ step done"), "\(stray)")
    let checked = StepStrictnessTests.text(session.handle(":check"))
    #expect(checked.contains("does not come in this log"), "\(checked)")
    #expect(!session.history.contains { "\($0.kind)".contains("viewWillDisappear") })
  }
}
