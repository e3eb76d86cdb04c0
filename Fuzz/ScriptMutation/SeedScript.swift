/// A script the mutation fuzzer starts from: an example, a corpus file, a graded answer, or
/// the code blocks of a lesson.
public struct SeedScript: Sendable, Equatable {
  /// How the script is written, which decides the file name a mutant gets.
  public enum Dialect: String, Sendable {
    case swift
    case objc
    /// A predicted callback log (an answer to a predict exercise).
    case log

    /// The extension a mutant of this dialect is written with.
    public var fileExtension: String {
      switch self {
      case .swift: return "swift"
      case .objc: return "m"
      case .log: return "txt"
      }
    }
  }

  /// Where the seed came from (a path, with `#swift` or `#objc` for a lesson's code).
  public var name: String
  public var text: String
  public var dialect: Dialect
  /// The exercise it answers, when it is a graded answer (`Answers/ID/…`).
  public var exercise: String?

  public init(name: String, text: String, dialect: Dialect, exercise: String? = nil) {
    self.name = name
    self.text = text
    self.dialect = dialect
    self.exercise = exercise
  }

  /// The seeds in one file found under a seed folder: a lesson or exercise file gives its Swift
  /// code and its Objective-C code (two seeds, none when it has no code), any other file itself.
  public static func seeds(path: String, text: String) -> [SeedScript] {
    let exercise = exerciseID(path: path)
    if path.hasSuffix(".md") {
      return [Dialect.swift, .objc].compactMap { dialect in
        let code = codeBlocks(in: text, language: dialect.rawValue)
        guard !code.isEmpty else { return nil }
        return SeedScript(name: path + "#" + dialect.rawValue, text: code, dialect: dialect)
      }
    }
    let dialect: Dialect =
      path.hasSuffix(".m") || path.hasSuffix(".m.txt")
      ? .objc
      : path.hasSuffix(".swift") || path.hasSuffix(".swift.txt") || exercise == nil
        ? .swift : .log
    return [SeedScript(name: path, text: text, dialect: dialect, exercise: exercise)]
  }

  /// The exercise a graded answer's path names (`…/Answers/ID/good/file`).
  static func exerciseID(path: String) -> String? {
    let parts = path.split(separator: "/")
    guard let answers = parts.firstIndex(of: "Answers"), answers + 2 < parts.count else {
      return nil
    }
    return String(parts[answers + 1])
  }

  /// The code of a Markdown file's fenced blocks in `language`, one after another.
  static func codeBlocks(in text: String, language: String) -> String {
    var code: [Substring] = []
    var inside = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if inside {
        if line.hasPrefix("```") { inside = false } else { code.append(line) }
      } else if line == "```" + language {
        inside = true
      }
    }
    return code.joined(separator: "\n")
  }
}
