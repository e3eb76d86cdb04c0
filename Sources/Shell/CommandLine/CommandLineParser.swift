import Simulation

/// What a command line asks for, once read against the command table.
public struct ParsedCommandLine: Equatable, Sendable {
  /// The command's names after `containrepl` (`["progress", "export"]`; empty for the sandbox).
  public var path: [String] = []
  /// The positional arguments, in order.
  public var arguments: [String] = []
  /// The options given, by long name: the value, or "" for a flag (the last one given wins).
  public var options: [String: String] = [:]
  /// `--help` (or `-h`) was given: show the help of `path` instead of running it.
  public var wantsHelp = false
  /// `--version` was given.
  public var wantsVersion = false

  public init() {}

  /// Whether the flag or option `name` was given.
  public func flag(_ name: String) -> Bool { options[name] != nil }

  /// The value given to the option `name`.
  public func value(_ name: String) -> String? { options[name] }
}

/// Reads `containrepl [options] [command [arguments and options]]` against `CommandTable`.
///
/// Options every command takes (`--lang`, `--lessons`, …) may come anywhere; a command's own
/// options come after its name, and an option the command does not take is an error, as is a
/// value its option does not allow. `--` ends the options; `-` is an argument.
public struct CommandLineParser: Sendable {
  /// The table the line is read against.
  public let root: CommandDefinition

  public init(root: CommandDefinition = CommandTable.root) { self.root = root }

  /// The command, its arguments and its options; or what is wrong with the line.
  public func parse(_ words: [String]) throws(CommandLineError) -> ParsedCommandLine {
    var parsed = ParsedCommandLine()
    // Help is wanted whatever else the line holds: it names the command to explain.
    let options = words.prefix { $0 != "--" }
    parsed.wantsHelp =
      root.option("--help").map { help in
        options.contains { help.spellings.contains($0) }
      } ?? false
    var command = root
    var index = 0
    var onlyArguments = false
    while index < words.count {
      let word = words[index]
      index += 1
      if onlyArguments || !word.hasPrefix("-") || word == "-" {
        if parsed.arguments.isEmpty, !command.subcommands.isEmpty {
          guard let subcommand = command.subcommand(word) else {
            if parsed.wantsHelp { break }
            throw .unknownCommand(
              word, path: parsed.path,
              suggestion: nearestWord(to: word, among: visibleNames(command)))
          }
          command = subcommand
          parsed.path.append(word)
        } else {
          parsed.arguments.append(word)
        }
        continue
      }
      if word == "--" {
        onlyArguments = true
        continue
      }
      var spelling = word
      var inlineValue: String?
      if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
        spelling = String(word[..<equals])
        inlineValue = String(word[word.index(after: equals)...])
      }
      guard let option = command.option(spelling) ?? root.option(spelling) else {
        if parsed.wantsHelp { continue }
        throw unknown(spelling, in: command, path: parsed.path)
      }
      var value = ""
      if let expected = option.value {
        if let inlineValue {
          value = inlineValue
        } else if index < words.count {
          value = words[index]
          index += 1
        } else {
          throw .missingValue(spelling, path: parsed.path)
        }
        if let allowed = expected.kind.words, !accepts(expected.kind, value) {
          throw .invalidValue(spelling, value: value, allowed: allowed, path: parsed.path)
        }
      } else if inlineValue != nil {
        throw .unexpectedValue(spelling, path: parsed.path)
      }
      switch option.name {
      case "help": parsed.wantsHelp = true
      case "version": parsed.wantsVersion = true
      default: parsed.options[option.name] = value
      }
    }
    if parsed.wantsHelp || parsed.wantsVersion { return parsed }
    try checkArguments(parsed, of: command)
    if command.arguments.first?.kind == .command {
      // `help progress export`: the words must name a command.
      var named = root
      for (position, name) in parsed.arguments.enumerated() {
        guard let next = named.subcommand(name) else {
          throw .unknownCommand(
            name, path: Array(parsed.arguments.prefix(position)),
            suggestion: nearestWord(to: name, among: visibleNames(named)))
        }
        named = next
      }
    }
    return parsed
  }

  /// The command a path names (the root for an empty path).
  public func command(at path: [String]) -> CommandDefinition? {
    var command = root
    for name in path {
      guard let next = command.subcommand(name) else { return nil }
      command = next
    }
    return command
  }

  private func checkArguments(
    _ parsed: ParsedCommandLine, of command: CommandDefinition
  ) throws(CommandLineError) {
    let given = parsed.arguments
    if !command.subcommands.isEmpty, command.arguments.isEmpty, !parsed.path.isEmpty {
      throw .missingSubcommand(path: parsed.path)
    }
    for (position, argument) in command.arguments.enumerated() {
      let values = Array(given.dropFirst(position).prefix(argument.repeats ? Int.max : 1))
      if values.isEmpty, !argument.isOptional {
        throw .missingArgument(argument.placeholder, path: parsed.path)
      }
      for value in values where argument.kind.words != nil && !accepts(argument.kind, value) {
        throw .invalidArgument(value, allowed: argument.kind.words ?? [], path: parsed.path)
      }
    }
    let most = command.arguments.last?.repeats == true ? Int.max : command.arguments.count
    if given.count > most {
      throw .extraArgument(given[most], path: parsed.path)
    }
  }

  private func accepts(_ kind: ValueKind, _ value: String) -> Bool {
    if case .language = kind { return Language(code: value) != nil }
    return kind.words?.contains(value) ?? true
  }

  /// An option this command does not take: another command's, or nobody's.
  private func unknown(
    _ spelling: String, in command: CommandDefinition, path: [String]
  ) -> CommandLineError {
    let owners = allCommands().filter { $0.command.option(spelling) != nil }.map(\.path)
    if !owners.isEmpty { return .optionOfOtherCommands(spelling, path: path, owners: owners) }
    let known = (command.options + root.options).flatMap(\.spellings)
    return .unknownOption(spelling, path: path, suggestion: nearestWord(to: spelling, among: known))
  }

  /// Every command below the root with its path, depth first (hidden ones too).
  public func allCommands() -> [(path: [String], command: CommandDefinition)] {
    var found: [(path: [String], command: CommandDefinition)] = []
    func visit(_ command: CommandDefinition, _ path: [String]) {
      for subcommand in command.subcommands {
        found.append((path + [subcommand.name], subcommand))
        visit(subcommand, path + [subcommand.name])
      }
    }
    visit(root, [])
    return found
  }

  private func visibleNames(_ command: CommandDefinition) -> [String] {
    command.subcommands.filter { !$0.isHidden }.map(\.name)
  }
}
