import LessonEngine

/// What `:next` does on the open step.
enum NextStep: Equatable {
  /// The step has nothing to check: it is done.
  case done
  /// The step is not done: the learner is asked first.
  case ask
  /// Asked already: the step is skipped.
  case skip
}

/// The lesson commands' decisions on the open step (`:next`, `:hint`, `:solution`); the
/// session says and saves what they decide.
extension LessonRun {
  /// `:next`: a step with nothing to check is done; one with checks or a prediction is skipped
  /// only when asked twice. Nil when no step is open.
  mutating func next() -> NextStep? {
    guard let step = lesson?.step else { return nil }
    if step.checks.isEmpty, step.kind != .predict { return .done }
    guard lesson?.skipAsked == true else {
      lesson?.skipAsked = true
      return .ask
    }
    return .skip
  }

  /// `:hint`: the open step's next hint, with its number and the step's count of hints,
  /// recorded as used; nil when none is left or no step is open.
  mutating func nextHint() -> (text: String, number: Int, count: Int)? {
    guard var state = lesson, let step = state.step, state.hintsShown < step.hints.count else {
      return nil
    }
    let hint = step.hints[state.hintsShown]
    state.hintsShown += 1
    lesson = state
    changeLessonRecord { $0.hintsUsed += 1 }
    return (hint, state.hintsShown, step.hints.count)
  }

  /// `:solution`: asked once, the open step's solution waits to be asked again (false); asked
  /// again, it is to be shown, and is recorded as revealed (true).
  mutating func revealSolution() -> Bool {
    guard lesson?.step != nil else { return false }
    guard lesson?.solutionAsked == true else {
      lesson?.solutionAsked = true
      return false
    }
    recordSolutionShown()
    return true
  }
}
