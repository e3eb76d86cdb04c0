import Rendering
import Shell
import Simulation

/// What the command line asks for.
enum Command: Equatable {
  case interactive
  case run([String])
  case lessons
  case lesson(String, replay: Bool)
  case exercises
  case exercise(String)
  case check(String, String)
  case grade(String, [String])
  case rules(String?)
  case devCheck(String?)
  case export([String])
  case diffLog(String, String)
  case devMan
  case devCompletion(String)
  case devList(String)
  case progressExport(String)
  case progressImport(String)
  case help([String])
  case version
}

/// How `check`, `grade` and `rules` write their results.
enum OutputFormat: String {
  case text, json, table, csv, markdown, moodle, canvas
}

/// The options every command takes, and the ones commands share the meaning of.
struct GlobalOptions {
  var language: Language?
  var syntax: LogSyntax = .swift
  var color: Bool?
  var ascii = false
  var lessonsDirectory: String?
  var format: OutputFormat?
  var feedbackDirectory: String?
  /// `grade --feedback-zip FILE`: the feedback files as one zip.
  var feedbackZip: String?
  var showHidden = false
  /// `run --export FILE`: where the HTML report goes.
  var exportPath: String?
  /// `--bom`: CSV starts with a byte-order mark.
  var byteOrderMark = false
  /// `--compare FILE`: an earlier `grade --format json` report.
  var compareReport: String?
  /// `--follow-symlinks`.
  var followSymlinks = false
  /// `grade --max-grade N`, as typed.
  var maxGrade: String?
  /// `grade --worksheet FILE` (Moodle), `--gradebook FILE` (Canvas), `--assignment TITLE`
  /// (Canvas), `--roster FILE` (GitHub Classroom).
  var worksheet: String?
  var gradebook: String?
  var assignment: String?
  var roster: String?
  /// `export --xctest`, and `export -o FILE` (nil: standard output).
  var xctest = false
  var outputPath: String?
}

/// The command line read against `CommandTable` (the table checks options and arguments; this
/// turns what it read into a command).
enum Arguments {
  static func parse(_ words: [String]) throws(CommandLineError) -> (Command, GlobalOptions) {
    // No arguments, the most common start, needs no command table (building it slows start-up).
    if words.isEmpty { return (.interactive, GlobalOptions()) }
    let parsed = try CommandLineParser().parse(words)
    var options = GlobalOptions()
    options.language = parsed.value("lang").flatMap(Language.init(code:))
    if let syntax = parsed.value("syntax").flatMap(LogSyntax.init(rawValue:)) {
      options.syntax = syntax
    }
    if parsed.flag("color") { options.color = true }
    if parsed.flag("no-color") { options.color = false }
    options.ascii = parsed.flag("ascii")
    options.lessonsDirectory = parsed.value("lessons")
    options.format = parsed.value("format").flatMap(OutputFormat.init(rawValue:))
    options.feedbackDirectory = parsed.value("feedback")
    options.feedbackZip = parsed.value("feedback-zip")
    options.showHidden = parsed.flag("show-hidden")
    options.exportPath = parsed.value("export")
    options.byteOrderMark = parsed.flag("bom")
    options.compareReport = parsed.value("compare")
    options.followSymlinks = parsed.flag("follow-symlinks")
    options.maxGrade = parsed.value("max-grade")
    options.worksheet = parsed.value("worksheet")
    options.gradebook = parsed.value("gradebook")
    options.assignment = parsed.value("assignment")
    options.roster = parsed.value("roster")
    options.xctest = parsed.flag("xctest")
    options.outputPath = parsed.value("output")
    if parsed.wantsHelp { return (.help(parsed.path), options) }
    if parsed.wantsVersion { return (.version, options) }
    return (command(parsed), options)
  }

  /// The command a parsed line names; the table has already checked its arguments.
  private static func command(_ parsed: ParsedCommandLine) -> Command {
    let arguments = parsed.arguments
    let first = arguments.first ?? ""
    let second = arguments.dropFirst().first ?? ""
    switch parsed.path {
    case ["run"]: return .run(arguments)
    case ["lessons"]: return .lessons
    case ["lesson"]: return .lesson(first, replay: parsed.flag("replay"))
    case ["exercises"]: return .exercises
    case ["exercise"]: return .exercise(first)
    case ["check"]: return .check(first, second)
    case ["grade"]: return .grade(first, Array(arguments.dropFirst()))
    case ["rules"]: return .rules(arguments.first)
    case ["export"]: return .export(arguments)
    case ["diff-log"]: return .diffLog(first, second)
    case ["progress", "export"]: return .progressExport(first)
    case ["progress", "import"]: return .progressImport(first)
    case ["dev", "check"]: return .devCheck(arguments.first)
    case ["dev", "man"]: return .devMan
    case ["dev", "completion"]: return .devCompletion(first)
    case ["dev", "list"]: return .devList(first)
    case ["help"]: return .help(arguments)
    default: return .interactive
    }
  }

  /// The interface language for messages about the command line itself: `--lang` if it is
  /// there and valid, else the locale.
  static func languageOption(in words: [String]) -> Language? {
    for (index, word) in words.enumerated() {
      if word == "--" { break }
      if word.hasPrefix("--lang=") { return Language(code: String(word.dropFirst(7))) }
      if word == "--lang", index + 1 < words.count { return Language(code: words[index + 1]) }
    }
    return nil
  }
}
