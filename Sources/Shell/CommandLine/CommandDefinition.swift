import Simulation

/// Text the user reads, in both interface languages.
public struct HelpText: Hashable, Sendable {
  /// The English text.
  public let english: String
  /// The Simplified Chinese text.
  public let chinese: String

  public init(_ english: String, _ chinese: String) {
    self.english = english
    self.chinese = chinese
  }

  /// The text in `language`.
  public func text(_ language: Language) -> String {
    language.pick(english, chinese)
  }
}

/// What a value on the command line names, for checking it and for completing it in a shell.
public enum ValueKind: Hashable, Sendable {
  /// One of a fixed set of words (`--format json`).
  case choice([String])
  /// An interface language: `en` or `zh` (also `zh-Hans`, `zh_CN.UTF-8` and the like).
  case language
  /// The name of a command (`containrepl help check`).
  case command
  /// A file (`-` is standard input where a command reads one).
  case file
  /// A folder.
  case directory
  /// A file or a folder.
  case path
  /// The id of a lesson, an exercise or a rule of the catalogue.
  case lessonID, exerciseID, ruleID
  /// Anything else a user types: a number, a title.
  case text
}

extension ValueKind {
  /// The words a value of this kind is one of, when they are fixed.
  public var words: [String]? {
    switch self {
    case .choice(let words): return words
    case .language: return ["en", "zh"]
    default: return nil
    }
  }
}

/// A positional argument: `ID`, `FILE…`.
public struct ArgumentDefinition: Hashable, Sendable {
  /// The placeholder in usage lines (`FILE`, `文件`).
  public let placeholder: HelpText
  /// What the value names.
  public let kind: ValueKind
  /// Whether it may be left out (`[ID]`).
  public let isOptional: Bool
  /// Whether it takes one value or more (`FILE…`).
  public let repeats: Bool

  public init(
    _ placeholder: HelpText, _ kind: ValueKind, isOptional: Bool = false, repeats: Bool = false
  ) {
    self.placeholder = placeholder
    self.kind = kind
    self.isOptional = isOptional
    self.repeats = repeats
  }

  /// How the argument is written in a usage line.
  public func usage(_ language: Language) -> String {
    let text = placeholder.text(language) + (repeats ? "…" : "")
    return isOptional ? "[" + text + "]" : text
  }
}

/// An option: a flag (`--show-hidden`) or one that takes a value (`--format json`).
public struct OptionDefinition: Hashable, Sendable {
  /// The long name without its dashes (`format`).
  public let name: String
  /// Other spellings, with their dashes (`-h`, `--no-colour`).
  public let aliases: [String]
  /// The value it takes; nil for a flag.
  public let value: OptionValue?
  /// What the option does, in a line.
  public let help: HelpText

  /// A flag: present or not.
  public static func flag(_ name: String, aliases: [String] = [], help: HelpText) -> Self {
    OptionDefinition(name: name, aliases: aliases, value: nil, help: help)
  }

  /// An option with a value; a `.choice` value is written as its words (`text|json`).
  public static func option(
    _ name: String, _ placeholder: HelpText? = nil, _ kind: ValueKind, aliases: [String] = [],
    help: HelpText
  ) -> Self {
    var shown = placeholder ?? HelpText("VALUE", "值")
    if let words = kind.words {
      let joined = words.joined(separator: "|")
      shown = HelpText(joined, joined)
    }
    return OptionDefinition(
      name: name, aliases: aliases, value: OptionValue(placeholder: shown, kind: kind), help: help)
  }

  /// `--name` and the aliases.
  public var spellings: [String] { ["--" + name] + aliases }

  /// How the option is written in a usage line (`--format text|json`).
  public func usage(_ language: Language) -> String {
    value.map { "--\(name) " + $0.placeholder.text(language) } ?? "--" + name
  }
}

/// The value an option takes: its placeholder in usage lines and what it names.
public struct OptionValue: Hashable, Sendable {
  /// How the value is written in usage lines (`FILE`, `text|json`).
  public let placeholder: HelpText
  /// What the value names.
  public let kind: ValueKind
}

/// A command of the command line (`check`), or a group of them (`progress`, `dev`).
public struct CommandDefinition: Hashable, Sendable {
  /// The word that names the command (`check`).
  public let name: String
  /// What the command does, in a line.
  public let abstract: HelpText
  /// Its positional arguments, in order.
  public let arguments: [ArgumentDefinition]
  /// Its own options (not the ones every command takes).
  public let options: [OptionDefinition]
  /// The commands of a group (`progress export`, `progress import`).
  public let subcommands: [CommandDefinition]
  /// Left out of `--help`, the man page and the completions (tools the build uses).
  public let isHidden: Bool
  /// Paragraphs `--help` shows after the options (how the command is used in practice).
  public let discussion: [HelpText]

  public init(
    _ name: String, abstract: HelpText, arguments: [ArgumentDefinition] = [],
    options: [OptionDefinition] = [], subcommands: [CommandDefinition] = [], isHidden: Bool = false,
    discussion: [HelpText] = []
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
    self.isHidden = isHidden
  }

  /// The subcommand called `name`.
  public func subcommand(_ name: String) -> CommandDefinition? {
    subcommands.first { $0.name == name }
  }

  /// The option spelled `spelling` (`--format`, `-h`).
  public func option(_ spelling: String) -> OptionDefinition? {
    options.first { $0.spellings.contains(spelling) }
  }
}
