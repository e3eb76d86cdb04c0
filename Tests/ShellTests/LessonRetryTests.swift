import LessonEngine
import Rendering
import Shell
import Simulation
import TestSupport
import Testing

/// `:retry` starts the step again from what the learner built, never from the reference code
/// of the steps they wrote themselves.
struct LessonRetryTests {
  static let catalog = LessonCatalog(files: repositoryLessonFiles())

  func lesson(_ id: String, _ language: Language = .english) -> Session {
    let session = Session(options: SessionOptions(language: language))
    session.catalog = Self.catalog
    session.progressStore = MemoryProgressStore()
    _ = session.handle(":lesson \(id)")
    return session
  }

  /// The English reference code of each step of a lesson.
  static func code(of id: String) -> [String] {
    catalog.document(id, language: .english)?.steps.map { $0.code(.swift) ?? "" } ?? []
  }

  static func text(_ lines: [OutputLine]) -> String { lines.map(\.text).joined(separator: "\n") }

  static func finishesStep(_ lines: [OutputLine]) -> Bool {
    lines.contains { $0.text.hasPrefix("✓ step done: ") }
  }

  @Test func retryKeepsWhatTheLearnerDefinedInEarlierSteps() {
    let session = lesson("add-child")
    _ = session.handle("let marker = UIView()")
    #expect(Self.finishesStep(session.handle("let content = UIViewController()")))
    let retried = Self.text(session.handle(":retry"))
    #expect(retried.contains("with your own code"), "\(retried)")
    // The reference code of the first step never declares `marker`: it is the learner's.
    let after = Self.text(
      session.handle("marker.frame = CGRect(x: 0, y: 0, width: 10, height: 10)"))
    #expect(!after.contains("error:"), "\(after)")
    #expect(Self.finishesStep(session.handle("container.addChild(content)")))
  }

  @Test func retryKeepsTheLearnersOwnValues() {
    let session = lesson("transition")
    let code = Self.code(of: "transition")
    #expect(Self.finishesStep(session.handle(code[0])))
    #expect(Self.finishesStep(session.handle(code[1])))
    // The learner's own duration, 0.3 s, where the reference has 0.5 s.
    let started = session.handle(code[2].replacing("duration: 0.5", with: "duration: 0.3"))
    #expect(Self.finishesStep(started), "\(Self.text(started))")
    _ = session.handle(":retry")
    // The learner's 0.3 s transition is running again, not the reference's 0.5 s one.
    let halfway = Self.text(session.handle(":tick 0.15\n:views"))
    #expect(halfway.contains("(160, 0, 320, 480)"), "\(halfway)")
  }

  @Test(arguments: Language.allCases)
  func retrySaysWhatTheStepNeedsAndOffersTheSolution(_ language: Language) {
    let session = lesson("second-tap", language)
    // The learner's frames come from the sandbox's helpers, not from a method of their own:
    // the step's checks hold, and the next step's code needs `offscreenFrame(toRight:)`.
    let lines = session.handle(
      "let rightFrame = newViewStartFrame()\nlet leftFrame = oldViewEndFrame()")
    #expect(Self.finishesStep(lines) || lines.contains { $0.text.hasPrefix("✓ 这一步完成了") })
    let retried = Self.text(session.handle(":retry"))
    #expect(retried.contains(":solution"), "\(retried)")
    #expect(retried.contains("offscreenFrame"), "\(retried)")
    // Nothing was put in place of the learner's code: there is still no `offscreenFrame`.
    let check = Self.text(session.handle("offscreenFrame(toRight: true)"))
    #expect(check.contains("error:"), "\(check)")
  }

  @Test func retryOnReferenceCodeSaysNothingMissing() {
    let session = lesson("add-child")
    #expect(Self.finishesStep(session.handle("let content = UIViewController()")))
    let retried = Self.text(session.handle(":retry"))
    #expect(!retried.contains(":solution"), "\(retried)")
  }
}
