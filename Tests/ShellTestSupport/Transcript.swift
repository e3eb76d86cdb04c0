import Shell

/// A REPL transcript: inputs (`> ` lines, `>> ` for more lines of the same input) each followed
/// by the output the session prints. `#` lines are comments.
public enum Transcript {
  /// The inputs of a transcript, in order.
  public static func inputs(of text: String) -> [String] {
    var inputs: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix(">> "), !inputs.isEmpty {
        inputs[inputs.count - 1] += "\n" + line.dropFirst(3)
      } else if line.hasPrefix("> ") {
        inputs.append(String(line.dropFirst(2)))
      } else if line == ">" {
        inputs.append("")
      }
    }
    return inputs
  }

  /// Runs the inputs through `session` and writes the transcript it produces (comments dropped).
  public static func replay(_ text: String, in session: Session) -> String {
    var out: [String] = []
    for input in inputs(of: text) {
      let parts = input.split(separator: "\n", omittingEmptySubsequences: false)
      out.append("> " + (parts.first.map(String.init) ?? ""))
      out += parts.dropFirst().map { ">> " + $0 }
      out += session.handle(input).map(\.text)
    }
    return out.joined(separator: "\n")
  }

  /// The transcript without comment lines, for comparison.
  public static func withoutComments(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("#") }.joined(separator: "\n")
      .trimmingTrailingNewlines()
  }
}

extension String {
  func trimmingTrailingNewlines() -> String {
    var text = self
    while text.hasSuffix("\n") { text.removeLast() }
    return text
  }
}
