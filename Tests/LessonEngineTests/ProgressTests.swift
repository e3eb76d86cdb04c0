import LessonEngine
import Testing

/// Progress: its JSON, reading damaged files, merging two records, the in-memory store.
@Suite struct ProgressTests {
  static var sample: Progress {
    var progress = Progress()
    var lesson = Progress.Lesson()
    lesson.currentStep = 3
    lesson.solvedSteps = ["make-child", "adopt"]
    lesson.revealedSteps = ["adopt"]
    lesson.completed = true
    lesson.hintsUsed = 2
    lesson.quiz = ["who-calls": true, "why": false]
    progress.lessons["add-child"] = lesson
    progress.lessons["why-containers"] = Progress.Lesson()
    var exercise = Progress.Exercise()
    exercise.bestScore = 7
    exercise.maxScore = 12
    progress.exercises["display-child"] = exercise
    return progress
  }

  @Test func emptyProgressIsThisJSON() {
    #expect(
      Progress().json() == "{\n  \"version\": 1,\n  \"lessons\": {},\n  \"exercises\": {}\n}\n")
  }

  @Test func aScoreSavedUnderARenamedExerciseIsKept() throws {
    let saved = """
      {"version": 1, "lessons": {"tab-switcher": {"currentStep": 2}},
       "exercises": {"tab-switcher": {"bestScore": 5, "maxScore": 9, "passed": false}}}
      """
    let progress = try #require(Progress.parse(saved))
    #expect(progress.exercises.keys.sorted() == ["tab-bar-switcher"])
    #expect(progress.exercises["tab-bar-switcher"]?.bestScore == 5)
    // The lesson of the same name was never renamed.
    #expect(progress.lessons["tab-switcher"]?.currentStep == 2)
  }

  @Test func jsonHasSortedKeysAndTwoSpaceIndentation() {
    var progress = Progress()
    var exercise = Progress.Exercise()
    exercise.bestScore = 3
    exercise.maxScore = 4
    exercise.passed = true
    progress.exercises["b"] = exercise
    progress.exercises["a"] = Progress.Exercise()
    progress.lessons["l"] = Progress.Lesson()
    progress.lessons["l"]?.quiz = ["z": true, "y": false]
    #expect(
      progress.json() == """
        {
          "version": 1,
          "lessons": {
            "l": {
              "currentStep": 0,
              "solvedSteps": [],
              "revealedSteps": [],
              "completed": false,
              "hintsUsed": 0,
              "quiz": {
                "y": false,
                "z": true
              }
            }
          },
          "exercises": {
            "a": {
              "bestScore": 0,
              "maxScore": 0,
              "passed": false
            },
            "b": {
              "bestScore": 3,
              "maxScore": 4,
              "passed": true
            }
          }
        }

        """)
  }

  @Test func roundTrip() {
    let progress = Self.sample
    #expect(Progress.parse(progress.json()) == progress)
    #expect(Progress.parse(Progress().json()) == Progress())
    #expect(progress.lessons["add-child"]?.completedAfterReveal == true)
    #expect(progress.lessons["why-containers"]?.completedAfterReveal == false)
  }

  @Test func everyTruncationIsDamaged() {
    let text = Self.sample.json()
    // Only the final newline may go: everything shorter is cut inside the object.
    #expect(Progress.parse(String(text.dropLast())) == Self.sample)
    for length in 0..<(text.count - 1) {
      #expect(Progress.parse(String(text.prefix(length))) == nil, "prefix \(length)")
    }
  }

  struct DamageCase: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    DamageCase(name: "empty", text: ""),
    DamageCase(name: "not JSON", text: "progress"),
    DamageCase(name: "an array", text: "[]"),
    DamageCase(name: "no version", text: #"{"lessons": {}, "exercises": {}}"#),
    DamageCase(name: "version 2", text: #"{"version": 2, "lessons": {}, "exercises": {}}"#),
    DamageCase(name: "version as text", text: #"{"version": "1", "lessons": {}, "exercises": {}}"#),
    DamageCase(name: "no exercises", text: #"{"version": 1, "lessons": {}}"#),
    DamageCase(
      name: "lessons as an array", text: #"{"version": 1, "lessons": [], "exercises": {}}"#),
    DamageCase(
      name: "lesson without a step", text: #"{"version": 1, "lessons": {"a": {}}, "exercises": {}}"#
    ),
    DamageCase(
      name: "negative step",
      text: #"{"version": 1, "lessons": {"a": {"currentStep": -1}}, "exercises": {}}"#),
    DamageCase(
      name: "huge step",
      text: #"{"version": 1, "lessons": {"a": {"currentStep": 1e9}}, "exercises": {}}"#),
    DamageCase(
      name: "trailing garbage", text: #"{"version": 1, "lessons": {}, "exercises": {}} x"#),
    DamageCase(name: "trailing comma", text: #"{"version": 1, "lessons": {}, "exercises": {},}"#),
    DamageCase(
      name: "NUL inside a key", text: "{\"version\": 1, \"less\u{0}ons\": {}, \"exercises\": {}}"),
    DamageCase(
      name: "deep nesting",
      text: #"{"version": 1, "lessons": {}, "exercises": {}, "x": "#
        + String(repeating: "[", count: 100_000) + "}"),
  ])
  func damagedTextIsRejected(_ testCase: DamageCase) {
    #expect(Progress.parse(testCase.text) == nil)
  }

  @Test func oddValuesAreClampedOrDefaulted() throws {
    let text = """
      {"version": 1, "extra": null,
       "lessons": {"a": {"currentStep": 2.7, "solvedSteps": ["x", 3, null, "y"], "revealedSteps": "no",
                         "completed": "yes", "hintsUsed": -4, "quiz": {"q1": true, "q2": 1}}},
       "exercises": {"e": {"bestScore": 1e12, "maxScore": -3}, "f": 7}}
      """
    let progress = try #require(Progress.parse(text))
    let lesson = try #require(progress.lessons["a"])
    #expect(lesson.currentStep == 2)
    #expect(lesson.solvedSteps == ["x", "y"])
    #expect(lesson.revealedSteps == [])
    #expect(lesson.completed == false)
    #expect(lesson.hintsUsed == 0)
    #expect(lesson.quiz == ["q1": true, "q2": false])
    #expect(progress.exercises["e"]?.bestScore == 1_000_000)
    #expect(progress.exercises["e"]?.maxScore == 0)
    #expect(progress.exercises["f"] == Progress.Exercise())
  }

  @Test func mergeKeepsTheFurtherOfEach() {
    var mine = Self.sample
    var theirs = Progress()
    var lesson = Progress.Lesson()
    lesson.currentStep = 1
    lesson.solvedSteps = ["adopt", "zeta"]
    lesson.hintsUsed = 5
    lesson.quiz = ["who-calls": false, "why": true, "new": false]
    theirs.lessons["add-child"] = lesson
    theirs.lessons["remove-child"] = lesson
    var worse = Progress.Exercise()
    worse.bestScore = 5
    worse.maxScore = 12
    worse.passed = true
    theirs.exercises["display-child"] = worse
    theirs.exercises["hide-child"] = worse
    mine.exercises["display-child"]?.passed = false
    let merged = mine.merged(with: theirs)
    let addChild = merged.lessons["add-child"]
    #expect(addChild?.currentStep == 3)
    #expect(addChild?.solvedSteps == ["adopt", "make-child", "zeta"])
    #expect(addChild?.revealedSteps == ["adopt"])
    #expect(addChild?.completed == true)
    #expect(addChild?.hintsUsed == 5)
    #expect(addChild?.quiz == ["who-calls": true, "why": true, "new": false])
    #expect(merged.lessons["remove-child"] == lesson)
    #expect(merged.lessons["why-containers"] == Progress.Lesson())
    // The best score stays; a pass is never lost, whichever side had it.
    #expect(merged.exercises["display-child"]?.bestScore == 7)
    #expect(merged.exercises["display-child"]?.passed == true)
    #expect(merged.exercises["hide-child"] == worse)
    #expect(theirs.merged(with: mine).exercises["display-child"]?.passed == true)
    #expect(theirs.merged(with: mine).exercises["display-child"]?.bestScore == 7)
  }

  @Test func mergeWithItselfOrNothingChangesNothing() {
    let sample = Self.sample
    #expect(sample.merged(with: Progress()) == sample)
    #expect(Progress().merged(with: sample) == sample)
    // Merging sorts the step lists (they are sets).
    #expect(
      sample.merged(with: sample).lessons["add-child"]?.solvedSteps == ["adopt", "make-child"])
    #expect(sample.merged(with: sample).exercises == sample.exercises)
  }

  @Test func memoryStoreKeepsWhatWasSaved() {
    let store = MemoryProgressStore()
    #expect(store.load() == Progress())
    store.save(Self.sample)
    #expect(store.load() == Self.sample)
    #expect(store.progress == Self.sample)
    let shared: any ProgressStore = store
    shared.save(Progress())
    #expect(store.load() == Progress())
    #expect(MemoryProgressStore(Self.sample).load() == Self.sample)
  }
}
