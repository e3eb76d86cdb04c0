import LessonEngine
import Rendering
import Shell
import Testing

/// A session does one thing at a time: the sandbox, a lesson, or an exercise; `:reset` says so
/// when it leaves an exercise, and a broken exercise is refused.
@Suite struct SessionModeTests {
  private func texts(_ lines: [OutputLine]) -> [String] { lines.map(\.text) }

  @Test func resetSaysWhenItLeavesAnExercise() {
    let session = Session(options: SessionOptions(columns: 200))
    _ = session.handle(":exercise display-child")
    let reset = texts(session.handle(":reset"))
    #expect(
      reset == [
        "a fresh sandbox: container is the window's root again",
        "you have left the exercise display-child; ':exercise display-child' opens it again (your definitions so far are gone)",
      ])
    // Out of the exercise: `:check` is a lesson command again.
    #expect(texts(session.handle(":check")).first?.contains("not in a lesson") == true)
    #expect(
      texts(session.handle(":reset")) == ["a fresh sandbox: container is the window's root again"])
  }

  @Test func startingALessonLeavesTheExerciseAndTheOtherWayRound() {
    let session = Session()
    _ = session.handle(":exercise display-child")
    _ = session.handle(":lesson add-child")
    #expect(texts(session.handle(":predict")).first?.contains("predict exercise") == true)
    _ = session.handle(":exercise hide-child")
    #expect(texts(session.handle(":next")).first?.contains("not in a lesson") == true)
  }

  @Test func aBrokenExerciseIsRefused() {
    let session = Session(options: SessionOptions(columns: 1000))
    session.catalog = LessonCatalog(files: [
      (
        "en/exercises/broken.md",
        "@Exercise(id: broken, point: 3)\n@Scenario(id: a)\n@Check(no-errors)"
      )
    ])
    let lines = texts(session.handle(":exercise broken"))
    #expect(lines.count == 1)
    #expect(
      lines.first?.hasPrefix(
        "error: the exercise 'broken' cannot be used until its file is fixed: en/exercises/broken.md:1: @Exercise has no attribute 'point'"
      ) == true, "\(lines)")
  }
}
