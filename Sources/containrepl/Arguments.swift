import Rendering
import Shell
import Simulation

/// What the command line asks for.
enum Command: Equatable {
  case interactive
  case run([String])
  case help
  case version
}

/// The global options, with where they came from.
struct GlobalOptions {
  var language: Language?
  var syntax: LogSyntax = .swift
  var color: Bool?
  var ascii = false
  var lessonsDirectory: String?
}

/// A command line that could not be understood.
struct UsageError: Error {
  let message: String
}

/// Reads the command line: `containrepl [options] [command [arguments]]`.
enum ArgumentParser {
  static func parse(_ arguments: [String]) throws -> (Command, GlobalOptions) {
    var options = GlobalOptions()
    var positional: [String] = []
    var index = 0
    func value(for name: String) throws -> String {
      index += 1
      guard index < arguments.count else { throw UsageError(message: "missing value for '\(name)'") }
      return arguments[index]
    }
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
        return try value(for: name)
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
      default:
        throw UsageError(message: "unknown option '\(argument)'")
      }
      index += 1
    }
    guard let verb = positional.first else { return (.interactive, options) }
    let rest = Array(positional.dropFirst())
    switch verb {
    case "run":
      guard !rest.isEmpty else { throw UsageError(message: "'run' needs at least one file (or - for standard input)") }
      return (.run(rest), options)
    case "help":
      return (.help, options)
    default:
      throw UsageError(message: "unknown command '\(verb)'")
    }
  }
}
