import LessonEngine
import Shell
import Simulation
import TestSupport
import Testing

/// A step is done only when every check holds and nothing is left open.
struct StepStrictnessTests {
  static func lesson(_ id: String, at step: Int) -> Session {
    let session = Session(options: SessionOptions(language: .english))
    session.catalog = LessonRetryTests.catalog
    var progress = Progress()
    progress.lessons[id] = Progress.Lesson()
    progress.lessons[id]?.currentStep = step
    let store = MemoryProgressStore()
    store.save(progress)
    session.progressStore = store
    _ = session.handle(":lesson \(id)")
    return session
  }

  static func text(_ lines: [OutputLine]) -> String { lines.map(\.text).joined(separator: "\n") }

  @Test func anAppearanceBegunOnTheWrongControllerKeepsTheStepOpen() {
    let session = Self.lesson("appearance-forwarding", at: 2)
    _ = session.handle("container.beginAppearanceTransition(true, animated: false)")
    let second = Self.text(session.handle("child.beginAppearanceTransition(true, animated: false)"))
    #expect(!LessonRetryTests.finishesStep([OutputLine(second)]), "\(second)")
    #expect(!second.contains("✓ step done"), "\(second)")
    #expect(second.contains("container is still appearing"), "\(second)")
    let checked = Self.text(session.handle(":check"))
    #expect(checked.contains("✗ container is still appearing"), "\(checked)")
    #expect(!checked.contains("✓ step done"), "\(checked)")
    // Ending what was begun by mistake closes it: the step is done.
    let ended = Self.text(session.handle("container.endAppearanceTransition()"))
    #expect(ended.contains("✓ step done"), "\(ended)")
  }

  @Test func aPageSlidingInFromTheWrongSideFailsTheStep() throws {
    let session = Self.lesson("second-tap", at: 1)
    let document = try #require(LessonRetryTests.catalog.document("second-tap", language: .english))
    let code = try #require(document.steps[1].code(.swift))
    let mirrored = code.replacing("toRight: index == 1", with: "toRight: WAS")
      .replacing("toRight: index != 1", with: "toRight: index == 1")
      .replacing("toRight: WAS", with: "toRight: index != 1")
    #expect(mirrored != code)
    let wrong = Self.text(session.handle(mirrored))
    #expect(!wrong.contains("✓ step done"), "\(wrong)")
    let checked = Self.text(session.handle(":check"))
    #expect(checked.contains("✗ `first.view.frame.origin.x < 0`"), "\(checked)")
  }
}
