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
  case devCheck
  case progressExport(String)
  case progressImport(String)
  case help
  case version
}

/// How `check` and `grade` write their results.
enum OutputFormat: String {
  case text, json, table, csv
}

/// The global options, with where they came from.
struct GlobalOptions {
  var language: Language?
  var syntax: LogSyntax = .swift
  var color: Bool?
  var ascii = false
  var lessonsDirectory: String?
  var format: OutputFormat?
  var feedbackDirectory: String?
  var showHidden = false
  var replay = false
}

/// A command line that could not be understood.
struct UsageError: Error {
  let message: String
}

/// Reads the command line: `containrepl [options] [command [arguments]]`; options may come
/// anywhere.
enum ArgumentParser {
  static func parse(_ arguments: [String]) throws -> (Command, GlobalOptions) {
    var options = GlobalOptions()
    var positional: [String] = []
    var index = 0
    var onlyPositional = false
    while index < arguments.count {
      let argument = arguments[index]
      if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
        positional.append(argument)
        index += 1
        continue
      }
      var name = argument
      var inlineValue: String?
      if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func take() throws -> String {
        if let inlineValue { return inlineValue }
        index += 1
        guard index < arguments.count else {
          throw UsageError(message: "missing value for '\(name)'")
        }
        return arguments[index]
      }
      switch name {
      case "--":
        onlyPositional = true
      case "--help", "-h":
        return (.help, options)
      case "--version":
        return (.version, options)
      case "--lang":
        let code = try take()
        guard let language = Language(code: code) else {
          throw UsageError(message: "unknown language '\(code)' (use en or zh)")
        }
        options.language = language
      case "--syntax":
        let text = try take()
        guard let syntax = LogSyntax(rawValue: text) else {
          throw UsageError(message: "unknown syntax '\(text)' (use swift or objc)")
        }
        options.syntax = syntax
      case "--no-color", "--no-colour":
        options.color = false
      case "--color":
        options.color = true
      case "--ascii":
        options.ascii = true
      case "--lessons":
        options.lessonsDirectory = try take()
      case "--format":
        let text = try take()
        guard let format = OutputFormat(rawValue: text) else {
          throw UsageError(message: "unknown format '\(text)' (text, json, table or csv)")
        }
        options.format = format
      case "--feedback":
        options.feedbackDirectory = try take()
      case "--show-hidden":
        options.showHidden = true
      case "--replay":
        options.replay = true
      default:
        throw UsageError(message: "unknown option '\(argument)'")
      }
      index += 1
    }
    return (try command(positional, options), options)
  }

  private static func command(_ positional: [String], _ options: GlobalOptions) throws -> Command {
    guard let verb = positional.first else { return .interactive }
    let rest = Array(positional.dropFirst())
    func expect(_ count: Int, _ usage: String) throws {
      guard rest.count == count else { throw UsageError(message: "usage: containrepl \(usage)") }
    }
    switch verb {
    case "run":
      guard !rest.isEmpty else {
        throw UsageError(message: "'run' needs at least one file (or - for standard input)")
      }
      return .run(rest)
    case "lessons":
      try expect(0, "lessons")
      return .lessons
    case "lesson":
      try expect(1, "lesson ID [--replay]")
      return .lesson(rest[0], replay: options.replay)
    case "exercises":
      try expect(0, "exercises")
      return .exercises
    case "exercise":
      try expect(1, "exercise ID")
      return .exercise(rest[0])
    case "check":
      try expect(2, "check ID FILE [--format text|json]")
      return .check(rest[0], rest[1])
    case "grade":
      guard rest.count >= 2 else {
        throw UsageError(
          message:
            "usage: containrepl grade ID PATH… [--format table|csv|json] [--feedback DIR] [--show-hidden]"
        )
      }
      return .grade(rest[0], Array(rest.dropFirst()))
    case "dev":
      guard rest == ["check"] else { throw UsageError(message: "usage: containrepl dev check") }
      return .devCheck
    case "progress":
      guard rest.count == 2, rest[0] == "export" || rest[0] == "import" else {
        throw UsageError(message: "usage: containrepl progress export|import FILE")
      }
      return rest[0] == "export" ? .progressExport(rest[1]) : .progressImport(rest[1])
    case "help":
      return .help
    default:
      throw UsageError(message: "unknown command '\(verb)'")
    }
  }
}
