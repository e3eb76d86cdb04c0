/// A learner's progress through lessons and exercises (`progress.json`).
public struct Progress: Equatable, Sendable {
  /// One lesson's progress.
  public struct Lesson: Equatable, Sendable {
    /// The step the learner is on (0-based).
    public var currentStep = 0
    public var solvedSteps: [String] = []
    /// Steps whose solution was revealed before they were solved.
    public var revealedSteps: [String] = []
    /// Steps left unfinished with `:next` (and not solved since).
    public var skippedSteps: [String] = []
    public var completed = false
    public var hintsUsed = 0
    /// Quiz answers: question id → whether the chosen answer was right.
    public var quiz: [String: Bool] = [:]

    public init() {}

    /// Completed, but only after a solution was revealed.
    public var completedAfterReveal: Bool { completed && !revealedSteps.isEmpty }
  }

  /// One exercise's best result.
  public struct Exercise: Equatable, Sendable {
    public var bestScore = 0
    public var maxScore = 0
    public var passed = false

    public init() {}
  }

  public var lessons: [String: Lesson] = [:]
  public var exercises: [String: Exercise] = [:]

  public init() {}

  /// The progress as JSON text (stable key order).
  public func json() -> String {
    let lessonEntries = lessons.keys.sorted().map { id -> (String, JSON) in
      let lesson = lessons[id] ?? Lesson()
      return (
        id,
        .object(
          [
            ("currentStep", .number(Double(lesson.currentStep))),
            ("solvedSteps", .array(lesson.solvedSteps.map(JSON.string))),
            ("revealedSteps", .array(lesson.revealedSteps.map(JSON.string))),
          ]
            // Written only when there are some, so that older files read the same.
            + (lesson.skippedSteps.isEmpty
              ? [] : [("skippedSteps", JSON.array(lesson.skippedSteps.map(JSON.string)))])
            + [
              ("completed", .bool(lesson.completed)),
              ("hintsUsed", .number(Double(lesson.hintsUsed))),
              (
                "quiz",
                .object(lesson.quiz.keys.sorted().map { ($0, .bool(lesson.quiz[$0] ?? false)) })
              ),
            ])
      )
    }
    let exerciseEntries = exercises.keys.sorted().map { id -> (String, JSON) in
      let exercise = exercises[id] ?? Exercise()
      return (
        id,
        .object([
          ("bestScore", .number(Double(exercise.bestScore))),
          ("maxScore", .number(Double(exercise.maxScore))),
          ("passed", .bool(exercise.passed)),
        ])
      )
    }
    return JSON.object([
      ("version", .number(1)),
      ("lessons", .object(lessonEntries)),
      ("exercises", .object(exerciseEntries)),
    ]).text(pretty: true) + "\n"
  }

  /// Exercises that were renamed, by their old id: a score saved under the old id is kept.
  static let renamedExercises = ["tab-switcher": "tab-bar-switcher"]

  /// Reads progress JSON; nil when the text is damaged.
  public static func parse(_ text: String) -> Progress? {
    guard let root = JSON.parse(text), root["version"]?.number == 1,
      case .object(let lessonPairs)? = root["lessons"],
      case .object(let exercisePairs)? = root["exercises"]
    else { return nil }
    var progress = Progress()
    for (id, value) in lessonPairs {
      guard let lesson = Lesson(value) else { return nil }
      progress.lessons[id] = lesson
    }
    for (storedID, value) in exercisePairs {
      progress.exercises[renamedExercises[storedID] ?? storedID] = Exercise(value)
    }
    return progress
  }

  /// Combines two progress records (import): for each lesson and exercise, the further one.
  public func merged(with other: Progress) -> Progress {
    var result = self
    for (id, lesson) in other.lessons {
      guard var mine = result.lessons[id] else {
        result.lessons[id] = lesson
        continue
      }
      mine.solvedSteps = Array(Set(mine.solvedSteps + lesson.solvedSteps)).sorted()
      mine.revealedSteps = Array(Set(mine.revealedSteps + lesson.revealedSteps)).sorted()
      mine.skippedSteps = Array(Set(mine.skippedSteps + lesson.skippedSteps))
        .filter { !mine.solvedSteps.contains($0) }.sorted()
      mine.completed = mine.completed || lesson.completed
      mine.currentStep = max(mine.currentStep, lesson.currentStep)
      mine.hintsUsed = max(mine.hintsUsed, lesson.hintsUsed)
      mine.quiz.merge(lesson.quiz) { $0 || $1 }
      result.lessons[id] = mine
    }
    for (id, exercise) in other.exercises {
      var mine = result.exercises[id] ?? Exercise()
      mine.bestScore = max(mine.bestScore, exercise.bestScore)
      mine.maxScore = max(mine.maxScore, exercise.maxScore)
      mine.passed = mine.passed || exercise.passed
      result.exercises[id] = mine
    }
    return result
  }
}

extension Progress.Lesson {
  /// A lesson's entry of the file; nil without a sound `currentStep`.
  init?(_ value: JSON) {
    guard let step = value["currentStep"]?.number, step >= 0, step < 10_000 else { return nil }
    self.init()
    currentStep = Int(step)
    solvedSteps = value["solvedSteps"]?.array?.compactMap(\.string) ?? []
    revealedSteps = value["revealedSteps"]?.array?.compactMap(\.string) ?? []
    skippedSteps = value["skippedSteps"]?.array?.compactMap(\.string) ?? []
    completed = value["completed"]?.bool ?? false
    hintsUsed = Int(min(max(value["hintsUsed"]?.number ?? 0, 0), 1_000_000))
    if case .object(let answers)? = value["quiz"] {
      for (question, answer) in answers { quiz[question] = answer.bool ?? false }
    }
  }
}

extension Progress.Exercise {
  /// An exercise's entry of the file (missing numbers count as 0).
  init(_ value: JSON) {
    self.init()
    bestScore = Int(min(max(value["bestScore"]?.number ?? 0, 0), 1_000_000))
    maxScore = Int(min(max(value["maxScore"]?.number ?? 0, 0), 1_000_000))
    passed = value["passed"]?.bool ?? false
  }
}

/// Where progress is kept; the executable stores it in `$XDG_STATE_HOME/containrepl`.
public protocol ProgressStore: AnyObject {
  /// The saved progress (a fresh one when there is none or it was damaged).
  func load() -> Progress
  /// Saves progress (atomically).
  func save(_ progress: Progress)
}

/// Progress kept in memory (tests, and runs that must not touch the learner's files).
public final class MemoryProgressStore: ProgressStore {
  public var progress: Progress
  public init(_ progress: Progress = Progress()) { self.progress = progress }
  public func load() -> Progress { progress }
  public func save(_ progress: Progress) { self.progress = progress }
}
