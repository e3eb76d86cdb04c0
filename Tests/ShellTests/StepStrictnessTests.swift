import LessonEngine
import Rendering
import Shell
import Simulation
import TestSupport
import Testing

/// A step is done only when every check holds and nothing is left open.
struct StepStrictnessTests {
  static func lesson(_ id: String, at step: Int, language: Language = .english) -> Session {
    let session = Session(options: SessionOptions(language: language))
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

  /// The learner's own state decides what is left open: a controller of their own naming,
  /// begun and never ended, keeps the step open though the step's code has no such controller.
  @Test func anAppearanceLeftOpenOnALearnersOwnControllerKeepsTheStepOpen() {
    let session = Self.lesson("add-child", at: 0)
    _ = session.handle("let extra = UIViewController()")
    _ = session.handle("extra.beginAppearanceTransition(true, animated: false)")
    let typed = Self.text(session.handle("let content = UIViewController()"))
    #expect(!typed.contains("✓ step done"), "\(typed)")
    let checked = Self.text(session.handle(":check"))
    #expect(checked.contains("extra is still appearing"), "\(checked)")
    let ended = Self.text(session.handle("extra.endAppearanceTransition()"))
    #expect(ended.contains("✓ step done"), "\(ended)")
  }

  /// Practical-advice's page method keeps the page in `currentPage` (the next step calls it
  /// through that variable): a method that forgets it does not pass the step.
  @Test func aPageMethodThatForgetsTheCurrentPageFailsTheStep() throws {
    let session = Self.lesson("practical-advice", at: 3)
    let document = try #require(
      LessonRetryTests.catalog.document("practical-advice", language: .english))
    let code = try #require(document.steps[3].code(.swift))
    let forgetful = code.replacing("  currentPage = page\n", with: "")
    #expect(forgetful != code)
    let typed = Self.text(session.handle(forgetful))
    #expect(!typed.contains("✓ step done"), "\(typed)")
    let checked = Self.text(session.handle(":check"))
    #expect(checked.contains("✗ currentPage should be news"), "\(checked)")
  }

  /// A check on printed text wants what the learner's own code prints: a page titled in
  /// Chinese passes the header check, in either language.
  @Test(arguments: Language.allCases)
  func aHeaderInTheLearnersOwnWordsPasses(_ language: Language) throws {
    let session = Self.lesson("practical-advice", at: 2, language: language)
    let document = try #require(
      LessonRetryTests.catalog.document("practical-advice", language: .english))
    let own = try #require(document.steps[2].code(.swift)).replacing("\"News\"", with: "\"新闻\"")
    let done = language.pick("✓ step done", "✓ 这一步完成了")
    let defined = Self.text(session.handle(own))
    #expect(defined.contains(done), "\(defined)")
    let shown = Self.text(session.handle(try #require(document.steps[3].code(.swift))))
    #expect(shown.contains("header: 新闻"), "\(shown)")
    #expect(shown.contains(done), "\(shown)")
  }
}
