import Simulation

/// A command line that does not fit the command table: what is wrong, and in which command.
public enum CommandLineError: Error, Equatable, Sendable {
  /// A word where a command's name was expected (`containrepl chek`).
  case unknownCommand(String, path: [String], suggestion: String?)
  /// A group of commands named without one of them (`containrepl progress`).
  case missingSubcommand(path: [String])
  /// An option no command takes.
  case unknownOption(String, path: [String], suggestion: String?)
  /// An option other commands take, but not this one (`run --replay`).
  case optionOfOtherCommands(String, path: [String], owners: [[String]])
  case missingValue(String, path: [String])
  /// A value given to a flag (`--show-hidden=yes`).
  case unexpectedValue(String, path: [String])
  case invalidValue(String, value: String, allowed: [String], path: [String])
  case missingArgument(HelpText, path: [String])
  case extraArgument(String, path: [String])
  case invalidArgument(String, allowed: [String], path: [String])

  /// The command the error belongs to, whose usage is shown with it.
  public var path: [String] {
    switch self {
    case .unknownCommand(_, let path, _), .missingSubcommand(let path),
      .unknownOption(_, let path, _), .optionOfOtherCommands(_, let path, _),
      .missingValue(_, let path), .unexpectedValue(_, let path),
      .invalidValue(_, _, _, let path), .missingArgument(_, let path),
      .extraArgument(_, let path), .invalidArgument(_, _, let path):
      return path
    }
  }

  /// The message, without `error: `, in `language`.
  public func message(_ language: Language) -> String {
    let l = language
    let command = "'" + (["containrepl"] + path).joined(separator: " ") + "'"
    func or(_ words: [String]) -> String {
      guard let last = words.last else { return "" }
      let first = words.dropLast()
      return first.isEmpty
        ? last : first.joined(separator: l.pick(", ", "、")) + l.pick(" or ", " 或 ") + last
    }
    func suggest(_ suggestion: String?) -> String {
      suggestion.map { l.pick("; did you mean '\($0)'?", "；你是不是想输入 '\($0)'？") } ?? ""
    }
    switch self {
    case .unknownCommand(let word, _, let suggestion):
      return l.pick("\(command) has no command '\(word)'", "\(command) 没有 '\(word)' 这个命令")
        + suggest(suggestion)
    case .missingSubcommand:
      return l.pick("\(command) needs a command", "\(command) 后面要跟一个命令")
    case .unknownOption(let option, _, let suggestion):
      return l.pick("unknown option '\(option)'", "未知的选项 '\(option)'") + suggest(suggestion)
    case .optionOfOtherCommands(let option, _, let owners):
      let names = owners.map { "'" + (["containrepl"] + $0).joined(separator: " ") + "'" }
      return l.pick(
        "\(command) does not take \(option) (\(or(names)) does)",
        "\(command) 不接受 \(option)（\(or(names)) 才接受）")
    case .missingValue(let option, _):
      return l.pick("\(option) needs a value", "\(option) 后面要跟一个值")
    case .unexpectedValue(let option, _):
      return l.pick("\(option) takes no value", "\(option) 不带值")
    case .invalidValue(let option, let value, let allowed, _):
      return l.pick(
        "\(command) does not take \(option) \(value) (use \(or(allowed)))",
        "\(command) 的 \(option) 不接受 '\(value)'（可用 \(or(allowed))）")
    case .missingArgument(let placeholder, _):
      return l.pick(
        "\(command) needs \(placeholder.text(l))", "\(command) 缺少参数 \(placeholder.text(l))")
    case .extraArgument(let word, _):
      return l.pick(
        "\(command) does not take the argument '\(word)'", "\(command) 不接受参数 '\(word)'")
    case .invalidArgument(let word, let allowed, _):
      return l.pick(
        "\(command) does not take '\(word)' (use \(or(allowed)))",
        "\(command) 不接受 '\(word)'（可用 \(or(allowed))）")
    }
  }
}

/// The candidate closest to `word` (at most two edits, or a prefix), for `did you mean …?`.
func nearestWord(to word: String, among candidates: [String]) -> String? {
  guard word.count <= 40 else { return nil }
  let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
  let best = scored.min { $0.1 < $1.1 }
  guard let best, best.1 <= min(2, max(1, word.count / 3)) else {
    let prefixed = candidates.filter { $0.hasPrefix(word) && word.count >= 2 }
    return prefixed.count == 1 ? prefixed[0] : nil
  }
  return best.0
}
