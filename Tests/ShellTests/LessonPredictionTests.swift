import Foundation
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

  /// A predict step's prose and hints give the rules, never the lines: no callback of the
  /// log the learner is to predict is written out in them (the step's own code may be), in
  /// either language.
  @Test(arguments: Language.allCases)
  func predictStepsPointToTheRulesNotTheLines(_ language: Language) throws {
    var predictSteps = 0
    for id in LessonRetryTests.catalog.lessonIDs {
      let document = try #require(LessonRetryTests.catalog.document(id, language: language))
      for step in document.steps where step.kind == .predict {
        predictSteps += 1
        let code = (step.code(.swift) ?? "") + (step.code(.objc) ?? "")
        let told = ([step.prose] + step.hints).joined(separator: "\n")
        for line in LearnerReplayTests.loggedCallbacks(of: step, in: document)
        where !code.contains(line) {
          #expect(!told.contains(line), "\(id)/\(step.id) (\(language)) writes out `\(line)`")
        }
      }
    }
    #expect(predictSteps >= 8)
  }

  /// Lesson 1's prediction states the question; the rules that decide its log come one per
  /// `:hint` (which controllers appear, parents first, when each kind of callback comes), so
  /// the step's screen does not answer it before the learner has tried.
  @Test(arguments: Language.allCases)
  func lessonOnesPredictionGivesItsRulesOnlyWhenAsked(_ language: Language) throws {
    let learner = try LessonWalkthroughTests.learner(at: "show", of: "why-containers", language)
    // Wrapped lines joined again: a break is a space in English, nothing in Chinese.
    let joined = { (lines: [String]) in
      lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(
        separator: language.pick(" ", ""))
    }
    let screen = joined(Array(learner.transcript.suffix(30)))
    let timing = language.pick("did-callbacks UIKit sends", "UIKit 发出的 did 系列回调")
    #expect(!screen.contains(timing), "\(screen)")
    let hints = (1...3).map { _ in joined(learner.type(":hint")) }
    #expect(hints[0].contains(language.pick("selected tab", "只显示选中的那个标签")), "\(hints[0])")
    #expect(
      hints[1].contains(language.pick("before the children", "再通知它里面的子控制器")), "\(hints[1])")
    #expect(hints[2].contains(timing), "\(hints[2])")
  }
}
