import LessonEngine
import Rendering
import Simulation
import Testing

@testable import Shell

/// Every screen of the wrapping test, in Chinese: no English word outside code, UIKit's names
/// and messages, publication titles and the diagnostic labels.
@Suite struct ChineseScreensTests {
  /// Words that are code: every name the lessons' and exercises' code uses, the callbacks,
  /// the meta commands and their arguments, the settings' values.
  static let codeWords: Set<String> = {
    var words = Set<String>()
    func add(_ text: String) {
      var word = ""
      for character in text + " " {
        if character.isASCII, character.isLetter || character.isNumber || character == "_" {
          word.append(character)
        } else {
          if !word.isEmpty { words.insert(word) }
          word = ""
        }
      }
    }
    let catalog = LessonRetryTests.catalog
    for id in catalog.lessonIDs + catalog.exerciseIDs {
      for kind in [LessonDocument.Kind.lesson, .exercise] {
        guard let document = catalog.document(id, language: .english, kind: kind) else { continue }
        for block in document.setup + document.introCode { add(block.text) }
        for step in document.steps {
          for language in [CodeBlock.Language.swift, .objc, .text] {
            if let code = step.code(language) { add(code) }
          }
        }
        for block in document.exercise?.solution ?? [] { add(block.text) }
      }
    }
    for command in MetaCommand.allCases { add(command.usage(.english)) }
    for topic in HelpTopic.allCases { add(topic.rawValue) }
    for word in [
      "on", "off", "auto", "manual", "brief", "verbose", "clear", "more", "undo", "swift", "objc",
      "en", "zh", "stdin", "ios", "iOS", "log", "tap", "pan", "present", "dismiss", "push", "pop",
      "containrepl", "ok",
    ] {
      words.insert(word)
    }
    return words
  }()

  /// Words only English prose uses (not names in code, commands or UIKit's states): one of
  /// them on a Chinese screen is a sentence or a phrase left untranslated.
  static let proseWords: Set<String> = EnglishInChinese.sentenceWords.union([
    "such", "file", "directory", "unknown", "only", "simulated", "stored", "accepted", "effect",
    "wrote", "interrupted", "published", "crash", "logs", "flow", "binary", "search", "lesson",
    "exercise", "translations", "solution", "wrong", "answer", "mutants", "passes", "fail",
    "seconds", "than", "which", "what", "should", "must", "would", "could", "because", "then",
    "but", "also", "every", "none", "some", "nothing", "found", "missing", "invalid", "cannot",
    "read", "written", "shows", "lists", "default", "name", "names", "line", "lines",
  ])

  /// Lowercase English words left in `text` once code, quoted names, addresses, labels and
  /// commands are taken out.
  static func englishWords(in text: String) -> [String] {
    var plain = ""
    var skipping: Character?
    for character in text {
      if let closing = skipping {
        if character == closing { skipping = nil }
        continue
      }
      switch character {
      case "`": skipping = "`"
      case "'": skipping = "'"
      case "<": skipping = ">"
      case "《": skipping = "》"
      case "“": skipping = "”"
      default: plain.append(character)
      }
    }
    var found: [String] = []
    for piece in plain.split(whereSeparator: { !$0.isASCII || $0 == " " }) {
      var trimmed = Substring(piece)
      while let last = trimmed.last, ",;!?\"".contains(last) { trimmed.removeLast() }
      while let first = trimmed.first, "\"".contains(first) { trimmed.removeFirst() }
      let word = String(trimmed)
      // Names in code: dotted, called, labelled, capitalised, camel case, snake case.
      if word.contains(where: { ".(_:)[]/<>=|…#@+*0123456789".contains($0) })
        || word.first?.isUppercase == true || word.dropFirst().contains(where: { $0.isUppercase })
        || word.count < 2 || !word.allSatisfy({ $0.isLetter || $0 == "-" })
      {
        continue
      }
      if codeWords.contains(word) || !proseWords.contains(word) { continue }
      found.append(word)
    }
    return found
  }

  @Test(arguments: ["sessions", "lessons", "command line"])
  func noEnglishWordOnAChineseScreen(_ kind: String) throws {
    var screens: [(String, [OutputLine])] = []
    switch kind {
    case "sessions": screens = EveryScreenWrappedTests.sessionScreens(.chinese, 80)
    case "lessons": screens = try EveryScreenWrappedTests.lessonScreens(.chinese, 80)
    default: screens = EveryScreenWrappedTests.commandLineScreens(.chinese, 80)
    }
    for (what, lines) in screens {
      // The screen's prose as one text, so that a quotation wrapped over lines stays whole.
      var prose: [String] = []
      var inDiagnostic = false
      var inSources = false
      for line in lines {
        let body = Substring(line.text.drop { $0 == " " })
        if line.style == .plain, inDiagnostic { continue }
        inDiagnostic = EveryScreenWrappedTests.isDiagnosticHeader(body)
        if EveryScreenWrappedTests.isUIKitLogLine(line, body) { continue }
        guard EveryScreenWrappedTests.isProse(line) else { continue }
        // A rule's sources: publications by their own titles, and their addresses.
        if inSources, line.text.first == " " { continue }
        inSources = body.hasPrefix("来源")
        if inSources { continue }
        var text = String(body)
        if text.hasPrefix("• ") { text.removeFirst(2) }
        for label in ["error: ", "warning: ", "note: ", "hint: ", "unsupported: "]
        where text.hasPrefix(label) {
          // UIKit's own message quoted in a goal (`• warning: Unbalanced calls…`).
          if let first = text.dropFirst(label.count).first, first.isUppercase || first == "[" {
            text = ""
          }
          text.removeFirst(min(label.count, text.count))
        }
        // Meta commands and options as typed (`:help log`, `--lang`).
        text = text.split(separator: " ", omittingEmptySubsequences: false).filter {
          !$0.hasPrefix(":") && !$0.hasPrefix("-")
        }.joined(separator: " ")
        prose.append(text)
      }
      let words = Self.englishWords(in: prose.joined(separator: " "))
      if !words.isEmpty {
        Issue.record("\(what): English \(words)")
      }
    }
  }
}
