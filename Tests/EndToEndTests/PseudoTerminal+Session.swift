/// Steps every session test takes.
extension PseudoTerminal {
  static let prompt = "sandbox> "
  static let continuation = "...> "

  /// Starts a session living in `home` and waits for its first prompt.
  static func started(
    in home: TemporaryHome, locale: [String: String] = ["LANG": "C.UTF-8"]
  ) throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(environment: home.environment(locale))
    // A Chinese locale gives a Chinese interface, prompt included.
    if locale.values.contains(where: { $0.hasPrefix("zh") }) { terminal.sessionPrompt = "沙盒> " }
    try terminal.expect(terminal.sessionPrompt)
    return terminal
  }

  /// Types one line and waits for the next prompt.
  func enter(_ line: String) throws {
    send(line + "\r")
    try expect(sessionPrompt)
  }
}
