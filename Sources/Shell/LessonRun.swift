import LessonEngine

/// What a session is doing: one at a time, so a lesson and an exercise can never both be open.
enum Mode {
  /// The sandbox alone.
  case sandbox
  /// A lesson being followed.
  case lesson(LessonState)
  /// An exercise being worked on.
  case exercise(ExerciseState)
}

/// How the session reads a line typed now.
enum LineRole: Equatable {
  /// Code and meta commands, run as in the sandbox alone.
  case code
  /// A predicted log line: kept as part of the prediction, never run.
  case prediction
  /// A meta command that only looks or helps (`:tree`, `:hint`): run while predicting.
  case meta
  /// A meta command that would move the sandbox on (`:rotate`, `:tick`): held back while
  /// predicting, since what is predicted must not happen before the prediction is checked.
  case heldBack(command: String)
}

/// A step of a lesson: the lesson's id and the step's index.
struct LessonPosition: Equatable {
  var lesson: String
  var step: Int
}

/// The lesson or exercise a session runs, with what it has been told so far: the session holds
/// one and asks it how to read each input, where the learner is, what the open step's feedback
/// says (`feedback(after:facts:referenceRun:)`) and what to record of the learner's progress;
/// the session does the printing, the running and the saving.
struct LessonRun {
  /// The sandbox alone, a lesson, or an exercise.
  var mode = Mode.sandbox
  /// The learner's progress through lessons and exercises.
  var progress = Progress()

  /// The lesson being followed, if any; setting one leaves any exercise, setting nil leaves
  /// only a lesson.
  var lesson: LessonState? {
    get {
      if case .lesson(let state) = mode { return state }
      return nil
    }
    set {
      if let newValue {
        mode = .lesson(newValue)
      } else if case .lesson = mode {
        mode = .sandbox
      }
    }
  }

  /// The exercise being worked on, if any; setting one leaves any lesson, setting nil leaves
  /// only an exercise.
  var exercise: ExerciseState? {
    get {
      if case .exercise(let state) = mode { return state }
      return nil
    }
    set {
      if let newValue {
        mode = .exercise(newValue)
      } else if case .exercise = mode {
        mode = .sandbox
      }
    }
  }

  /// Where the learner is in the lesson being followed; nil when no lesson is open.
  var position: LessonPosition? {
    lesson.map { LessonPosition(lesson: $0.document.id, step: $0.stepIndex) }
  }

  /// Changes the saved record of the lesson being followed; returns it as changed, or nil when
  /// no lesson is open.
  @discardableResult
  mutating func changeLessonRecord(_ change: (inout Progress.Lesson) -> Void) -> Progress.Lesson? {
    guard let id = lesson?.document.id else { return nil }
    var record = progress.lessons[id] ?? Progress.Lesson()
    change(&record)
    progress.lessons[id] = record
    return record
  }

  /// Changes the saved record of the exercise being worked on; nothing when none is open.
  mutating func changeExerciseRecord(_ change: (inout Progress.Exercise) -> Void) {
    guard let id = exercise?.document.id else { return }
    var record = progress.exercises[id] ?? Progress.Exercise()
    change(&record)
    progress.exercises[id] = record
  }

  /// Records the open step solved (after its solution was shown, when `revealed`), and no
  /// longer skipped.
  mutating func recordStepSolved(revealed: Bool) {
    guard let id = lesson?.step?.id else { return }
    changeLessonRecord { record in
      if !record.solvedSteps.contains(id) { record.solvedSteps.append(id) }
      record.skippedSteps.removeAll { $0 == id }
      if revealed, !record.revealedSteps.contains(id) { record.revealedSteps.append(id) }
    }
  }

  /// Records the open step skipped, unless it was solved before.
  mutating func recordStepSkipped() {
    guard let id = lesson?.step?.id else { return }
    changeLessonRecord { record in
      if !record.solvedSteps.contains(id), !record.skippedSteps.contains(id) {
        record.skippedSteps.append(id)
      }
    }
  }

  /// Records the open step's solution shown, unless the step was solved before.
  mutating func recordSolutionShown() {
    guard let id = lesson?.step?.id else { return }
    changeLessonRecord { record in
      if !record.solvedSteps.contains(id), !record.revealedSteps.contains(id) {
        record.revealedSteps.append(id)
      }
    }
  }

  /// Records the lesson's last step passed: complete when every step was solved. Returns the
  /// lesson's record (an empty one when no lesson is open).
  mutating func recordLessonFinished() -> Progress.Lesson {
    guard let steps = lesson?.document.steps.count else { return Progress.Lesson() }
    return changeLessonRecord { $0.completed = $0.solvedSteps.count >= steps } ?? Progress.Lesson()
  }

  /// Records the step the learner is at (the last one once the lesson is over), where the lesson
  /// resumes.
  mutating func recordPosition() {
    guard let state = lesson else { return }
    let step = min(state.stepIndex, max(0, state.document.steps.count - 1))
    changeLessonRecord { $0.currentStep = step }
  }

  /// Records a grade of the open exercise: its best score and whether it ever passed.
  mutating func recordGrade(score: Int, of maxScore: Int, passed: Bool) {
    changeExerciseRecord { record in
      record.bestScore = max(record.bestScore, score)
      // An answer that does not run scores 0 of 0: keep the exercise's real maximum.
      record.maxScore = max(record.maxScore, maxScore)
      record.passed = record.passed || passed
    }
  }

  /// Saves the progress where it is kept (nowhere when `store` is nil).
  func save(to store: (any ProgressStore)?) {
    store?.save(progress)
  }

  /// Whether input typed now is a predicted log line rather than code.
  var takesPrediction: Bool {
    switch mode {
    case .sandbox: false
    case .lesson(let state): state.takesPrediction
    case .exercise(let state): state.isPrediction
    }
  }

  /// How a line typed now is read: the one question the session's run loop asks of each input
  /// (of a text's first line when it takes the text whole), and after each meta command of
  /// the text that follows it, since the command may have begun a prediction. The text is read
  /// only while a prediction is taken, so that asking after each meta command of a long script
  /// reads none of the script.
  func role(of line: @autoclosure () -> String) -> LineRole {
    guard takesPrediction else { return .code }
    let line = line()
    guard Self.isMeta(line) else { return .prediction }
    if let command = Self.sandboxChange(line) { return .heldBack(command: command) }
    return .meta
  }

  /// Keeps a predicted line; returns how many lines an exercise's count grew by (blank lines
  /// are not kept; a lesson's predict step answers each line itself, so it counts none).
  mutating func record(prediction line: String) -> Int {
    guard !line.allSatisfy(\.isWhitespace) else { return 0 }
    switch mode {
    case .sandbox:
      return 0
    case .lesson:
      lesson?.prediction.append(line)
      return 0
    case .exercise:
      exercise?.prediction.append(line)
      return 1
    }
  }

  /// Whether a text is a meta command (`:name`).
  static func isMeta(_ text: String) -> Bool {
    text.drop { $0.isWhitespace }.hasPrefix(":")
  }

  /// The meta command of a line, when it moves the sandbox on (time, the device, the
  /// controllers); nil for one that only looks or helps (`:tree`, `:hint`).
  static func sandboxChange(_ line: String) -> String? {
    let text = line.drop { $0.isWhitespace }.dropFirst()
    let word = String(text.prefix { !$0.isWhitespace })
    let changing: Set<MetaCommand> = [
      .play, .forward, .clock, .tick, .wait, .rotate, .ios, .add, .remove, .tap, .pan, .load,
    ]
    guard let command = MetaCommand.match(word), changing.contains(command) else { return nil }
    return ":" + word
  }
}

extension Session {
  /// The lesson being followed, if any (kept by `lessonRun`).
  var lesson: LessonState? {
    get { lessonRun.lesson }
    set { lessonRun.lesson = newValue }
  }

  /// The exercise being worked on, if any (kept by `lessonRun`).
  var exercise: ExerciseState? {
    get { lessonRun.exercise }
    set { lessonRun.exercise = newValue }
  }
}
