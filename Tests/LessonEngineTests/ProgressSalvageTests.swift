import Testing

@testable import LessonEngine

/// A damaged progress file keeps what is whole in it: export and import read it as far as they
/// can, and say how much was lost; nothing recognisable is refused.
@Suite struct ProgressSalvageTests {
  static let sound: String = {
    var progress = Progress()
    var lesson = Progress.Lesson()
    lesson.currentStep = 3
    lesson.solvedSteps = ["a", "b"]
    progress.lessons["add-child"] = lesson
    progress.lessons["remove-child"] = Progress.Lesson()
    var exercise = Progress.Exercise()
    exercise.bestScore = 20
    exercise.maxScore = 20
    exercise.passed = true
    progress.exercises["display-child"] = exercise
    progress.exercises["hide-child"] = Progress.Exercise()
    return progress.json()
  }()

  @Test func aSoundFileLosesNothing() throws {
    let (progress, lost) = try #require(Progress.salvage(Self.sound))
    #expect(lost == 0)
    #expect(progress == Progress.parse(Self.sound))
  }

  @Test func aFileCutShortKeepsTheEntriesBeforeTheCut() throws {
    let cut = String(Self.sound.prefix(Self.sound.count - 9))
    #expect(Progress.parse(cut) == nil)
    let (progress, _) = try #require(Progress.salvage(cut))
    #expect(progress.lessons["add-child"]?.currentStep == 3)
    #expect(progress.lessons["add-child"]?.solvedSteps == ["a", "b"])
    #expect(progress.exercises["display-child"]?.passed == true)
    #expect(progress.exercises["hide-child"] == nil, "the entry cut in half is given up")
  }

  @Test func garbageBeforeTheDataIsSkipped() throws {
    let (progress, _) = try #require(Progress.salvage("\u{FFFD}\u{0}" + Self.sound))
    #expect(progress.exercises.count == 2)
  }

  @Test func aBadEntryIsCountedAsLost() throws {
    let text = """
      {"version": 1, "lessons": {"a": {"currentStep": -1}, "b": {"currentStep": 2}},
       "exercises": {"x": {"bestScore": 1, "maxScore": 2, "passed": false}, "y": {}}}
      """
    let (progress, lost) = try #require(Progress.salvage(text))
    #expect(lost == 2)
    #expect(Array(progress.lessons.keys) == ["b"])
    #expect(Array(progress.exercises.keys) == ["x"])
  }

  @Test(arguments: ["", "garbage", "{\"version\": 1, \"lessons", "[1, 2, 3]", "{\"version\": 1}"])
  func nothingRecognisableIsRefused(_ text: String) {
    #expect(Progress.salvage(text)?.lost == nil)
  }
}
