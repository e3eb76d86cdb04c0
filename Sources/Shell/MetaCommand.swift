/// The meta commands (`:name`), apart from the language as in the Swift REPL.
enum MetaCommand: String, CaseIterable {
  case tree, log, forward, clock, tick, wait, rotate, ios, syntax, lang, quit

  /// The command a typed word names: exact, or a unique prefix.
  static func match(_ word: String) -> MetaCommand? {
    let lowered = word.lowercased()
    if let exact = MetaCommand(rawValue: lowered) { return exact }
    let candidates = allCases.filter { $0.rawValue.hasPrefix(lowered) }
    return candidates.count == 1 ? candidates[0] : nil
  }

  /// How the command is written with its arguments.
  var usage: String {
    switch self {
    case .tree: return ":tree"
    case .log: return ":log [clear|brief|verbose]"
    case .forward: return ":forward on|off"
    case .clock: return ":clock auto|manual"
    case .tick: return ":tick SECONDS"
    case .wait: return ":wait"
    case .rotate: return ":rotate portrait|landscapeLeft|landscapeRight|portraitUpsideDown"
    case .ios: return ":ios VERSION"
    case .syntax: return ":syntax swift|objc"
    case .lang: return ":lang en|zh"
    case .quit: return ":quit"
    }
  }
}
