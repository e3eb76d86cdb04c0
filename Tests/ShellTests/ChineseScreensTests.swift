import Foundation
import Rendering
import Simulation
import Testing
import UIKitSurface

@testable import LessonEngine
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
    // UIKit's names: its types, their members and cases, as `:help CLASS` lists them.
    for type in Surface.shared.types {
      add(type.name)
      for member in type.members { add(member.name) }
      for item in type.cases { add(item.name) }
    }
    // The ids of lessons and exercises, and the command line's commands and option values.
    for id in catalog.lessonIDs + catalog.exerciseIDs { words.insert(id) }
    let help = CommandHelp(language: .english, width: 200)
    for path in help.visibleLeaves() {
      add(help.usage(path))
      words.formUnion(path)
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

  /// Latin words a Chinese technical text keeps as they are, each for a reason: names of
  /// products and services (`App` is how Chinese iOS writing names an app), the evidence kinds
  /// the rule catalogue prints as labels, and the exercise-state words the log shows.
  static let allowedWords: Set<String> = [
    // Products, platforms and services, as Chinese iOS articles write them.
    "App", "Swift", "Xcode", "Auto", "Layout", "Core", "Animation", "Foundation", "Moodle",
    "Canvas", "Stack", "Overflow", "GitHub", "Safari", "Markdown", "Mac", "Exercism", "Excel",
    // Terms Chinese iOS and Unix writing keeps in English: accessors, UIKit's pattern for
    // controls, the command interpreter.
    "getter", "setter", "target-action", "shell",
    // UIKit's appearance states, as `:tree` and checks name them (the log's own words).
    "appeared", "disappeared", "appearing", "disappearing",
    // The callbacks' own prefixes, as Chinese iOS writing groups them: "will 系列回调",
    // "begin/end 调用".
    "will", "did", "begin", "end",
    // UIKit's term, kept as Apple's Chinese documentation keeps it (explained where first used).
    "trait",
  ]

  /// Latin words left in `text` once code, quoted names, addresses, titles, identifiers
  /// (dotted, called, labelled, camel case, snake case, acronyms), labels and commands are
  /// taken out, and the words the code uses and the allowed words.
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
      // Names in code: dotted, called, labelled, camel case, snake case, acronyms.
      if word.contains(where: { ".(_:)[]/<>=|…#@+*0123456789".contains($0) })
        || word.dropFirst().contains(where: { $0.isUppercase })
        || word.count < 2 || !word.allSatisfy({ $0.isLetter || $0 == "-" })
      {
        continue
      }
      if codeWords.contains(word) || allowedWords.contains(word) { continue }
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
        // Meta commands and options as typed (`:help log`, `--lang`): the word itself, not
        // what is written against it.
        text = text.replacingOccurrences(
          of: #"(^|[\s（(「])(:|--?)[A-Za-z][A-Za-z0-9-]*"#, with: "$1", options: .regularExpression)
        // An English message the Objective-C runtime, Foundation or Swift prints, after its
        // place (`error: 1:1: Fatal error: …（App 会在这里崩溃…）`): theirs, as UIKit's are.
        text = text.replacingOccurrences(
          of: #"^\d+:\d+: (\*\*\* |[A-Z][a-z]+ [a-z]+: |NS[A-Za-z]+Exception)[^（]*"#, with: "",
          options: .regularExpression)
        prose.append(text)
      }
      let words = Self.englishWords(in: prose.joined(separator: " "))
      if !words.isEmpty {
        Issue.record("\(what): English \(words)")
      }
    }
  }

  /// A lesson file with a problem of nearly every kind, and a translation out of step.
  static let brokenLesson = """
    @Tutorial(id: broken-1, bogus: 1, minutes: x)
    @Step
    @Step(id: a, kind: weird)
    @Step(id: a)
    @Check(nonsense) x
    @Check(clock) sometimes
    @Check(appearance) x
    @Choice stray
    @Justification stray
    @Scenario(id: s)
    @Run
    @Mistake(id: m)
    @Prediction
    @Whatever
    ```swift
    let x = 1
    """

  /// `dev check` in Chinese mode: the catalogue's problems and notes are Chinese too.
  @Test func devCheckSaysItsProblemsInChinese() throws {
    let (_, problems) = LessonParser.parse(Self.brokenLesson)
    #expect(problems.count >= 8, "\(problems)")
    for problem in problems {
      let text = try #require(problem.chinese, "no Chinese for \(problem.message)")
      ChineseMessageTests.expectChinese(text, problem.message)
      #expect(problem.text(.english) == problem.message)
    }
    let catalog = LessonCatalog(
      files: [
        ("en/broken-1.md", Self.brokenLesson), ("zh-Hans/orphan-2.md", "@Tutorial(id: orphan-2)"),
      ],
      added: [("en/why-containers.md", "@Tutorial(id: why-containers)\n")],
      addedPrefix: "mine/")
    let check = DevCheck(
      catalog: catalog, only: ["lesson/broken-1", "lesson/orphan-2"], language: .chinese)
    let (report, found, warnings) = check.run()
    #expect(!found.isEmpty && !warnings.isEmpty, "\(found) \(warnings)")
    for line in report + found + warnings {
      #expect(line.contains { DisplayWidth.of($0) == 2 }, "\(line)")
      #expect(EnglishInChinese.sentence(in: line) == nil, "\(line)")
      #expect(Self.englishWords(in: line).isEmpty, "\(line)")
    }
    // The same catalogue in English mode says it in English.
    let english = DevCheck(catalog: catalog, only: ["lesson/broken-1", "lesson/orphan-2"]).run()
    #expect(english.problems.allSatisfy { !$0.contains { DisplayWidth.of($0) == 2 } })
  }
}
