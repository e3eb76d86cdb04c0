import CommandLanguage
import LessonEngine
import Simulation

/// A sandbox built straight from `Simulation` and `CommandLanguage` (no `Shell`): a runner of a
/// fresh world with the `container` root, each input ending with the world's turn.
typealias TestSandbox = CodeRunner

extension CodeRunner {
  /// Runs `code` and returns a context for checks over what it logged.
  func context(after code: String, output: [String] = []) -> CheckContext {
    let run = perform(code)
    return CheckContext(world: world, interpreter: interpreter, events: run.events, output: output)
  }
}

/// The lines of a text as the parser numbers them (split on `\n` only).
func lineCount(_ text: String) -> Int {
  text.utf8.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
}

/// Text with a `1️⃣` marker on one line: the text without the marker and the marked line number.
func marked(_ text: String) -> (text: String, line: Int?) {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  let line = lines.firstIndex { $0.contains("1️⃣") }.map { $0 + 1 }
  return (lines.map { $0.replacing("1️⃣", with: "") }.joined(separator: "\n"), line)
}

/// The scenario the parser and checker tests share: `content` shown by the on-screen container
/// (lines 1–8 of the snippet: `@Scenario`, set-up code on 2–4, `@Run`, run code on 6–8).
let onScreenScenario = """
  @Scenario(id: on-screen, title: the container is on screen)
  ```swift
  let content = UIViewController()
  ```
  @Run
  ```swift
  container.displayContentController(content)
  ```
  """
