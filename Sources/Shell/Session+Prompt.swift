import CommandLanguage
import LessonEngine
import Rendering
import Simulation

extension Session {
  /// Asked now and then while an input runs; returning true stops it (Ctrl-C).
  public var interruptCheck: (() -> Bool)? {
    get { interpreter.shouldInterrupt }
    set { interpreter.shouldInterrupt = newValue }
  }

  /// The prompt for a new input: where you are (the sandbox, or a lesson and its step).
  public var prompt: String {
    guard let state = lesson else { return options.language.pick("sandbox> ", "沙盒> ") }
    let count = state.document.steps.count
    if state.stepIndex >= count { return "\(state.document.id) ✓> " }
    return "\(state.document.id) \(state.stepIndex + 1)/\(count)> "
  }

  /// The prompt while an input is incomplete (an open `{`, `(`, string…), as wide as `prompt`.
  public var continuationPrompt: String {
    let width = DisplayWidth.of(prompt)
    return String(repeating: " ", count: max(0, width - 5)) + "...> "
  }
}
