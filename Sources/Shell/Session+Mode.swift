/// What a session is doing: one at a time, so a lesson and an exercise can never both be open.
enum Mode {
  /// The sandbox alone.
  case sandbox
  /// A lesson being followed.
  case lesson(LessonState)
  /// An exercise being worked on.
  case exercise(ExerciseState)
}

extension Session {
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
}
