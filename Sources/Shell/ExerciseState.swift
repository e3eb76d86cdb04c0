import LessonEngine

/// An exercise being worked on in the REPL.
struct ExerciseState {
  var document: LessonDocument
  /// The definitions typed so far: the answer `:check` grades.
  var answer: [String] = []
  /// The predicted log lines typed so far, in a predict exercise.
  var prediction: [String] = []
  var hintsShown = 0

  var isPrediction: Bool { document.exercise?.isPrediction ?? false }
}
