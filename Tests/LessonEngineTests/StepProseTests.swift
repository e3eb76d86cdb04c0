import LessonEngine
import Simulation
import TestSupport
import Testing

/// Every name or text a check requires is said where the learner reads:
/// a name the step's own code declares, or a string it must hold, that a check of the step
/// looks for is in the step's prose (or title), in both languages — not only in a check, a
/// hint or a goal line. For an exercise, every name its reference solution declares that a
/// check looks for is in the exercise's text.
struct StepProseTests {
  static let catalog = LessonCatalog(files: repositoryLessonFiles())

  /// The names a piece of Swift or Objective-C declares (`let x`, `func f`, `class C`, `@property … *x`).
  static func declaredNames(_ code: String) -> Set<String> {
    var names = Set<String>()
    let words = tokens(code)
    for (index, word) in words.enumerated() where index + 1 < words.count {
      if ["let", "var", "func", "class", "protocol", "struct", "enum", "@interface", "@protocol"]
        .contains(word)
      {
        names.insert(words[index + 1])
      }
    }
    return names
  }

  /// The identifiers and words of a text, in order (`@interface` keeps its `@`).
  static func tokens(_ text: String) -> [String] {
    var result: [String] = []
    var current = ""
    for character in text {
      if character.isASCII,
        character.isLetter || character.isNumber || character == "_"
          || (character == "@" && current.isEmpty)
      {
        current.append(character)
      } else {
        if !current.isEmpty { result.append(current) }
        current = ""
      }
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// The string literals of a check (`"News"` in `news.headerText() == "News"`).
  static func stringLiterals(_ text: String) -> [String] {
    let parts = text.split(separator: "\"", omittingEmptySubsequences: false)
    return parts.enumerated().filter { $0.offset % 2 == 1 && !$0.element.isEmpty }
      .map { String($0.element) }
  }

  /// The text a check looks for: its expression, names, log lines, output.
  static func text(of check: Check) -> String {
    switch check {
    case .state(let expression): return expression
    case .appearance(let name, _): return name
    case .logOrder(let lines), .logExact(let lines): return lines.joined(separator: "\n")
    case .logCount(let line, _): return line
    case .outputContains(let text): return text
    case .slide(let name, _): return name
    case .callsSuper(let names): return names.joined(separator: " ")
    default: return ""
    }
  }

  /// What the check wants printed, outside interpolations (`header:` of
  /// `header: \(news.headerText())`), for output checks on text the step's code prints.
  static func printedText(of check: Check, code: String) -> [String] {
    guard case .outputContains(let text) = check else { return [] }
    var literal = text
    while let start = literal.range(of: "\\(") {
      guard let end = literal[start.upperBound...].firstIndex(of: ")") else { break }
      literal.replaceSubrange(start.lowerBound...end, with: " ")
    }
    return literal.split(separator: " ").map(String.init)
      .filter { word in word.contains(where: \.isLetter) && code.contains("\"" + word) }
  }

  /// Whether the prose says the name (as a whole word) or the text.
  static func says(_ prose: String, _ name: String) -> Bool {
    let isName = name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    return isName ? tokens(prose).contains(name) : prose.contains(name)
  }

  @Test(arguments: Language.allCases)
  func lessonStepsSayWhatTheirChecksRequire(_ language: Language) throws {
    var missing: [String] = []
    var looked = 0
    for id in Self.catalog.lessonIDs {
      let document = try #require(Self.catalog.document(id, language: language))
      for step in document.steps where !step.checks.isEmpty {
        let code = step.code(.swift) ?? ""
        // A shown step's code is on the screen with its prose.
        let prose = step.title + "\n" + step.prose + (step.kind == .show ? "\n" + code : "")
        let declared = Self.declaredNames(code)
        for check in step.checks {
          let wanted =
            Self.tokens(Self.text(of: check)).filter(declared.contains)
            + Self.stringLiterals(Self.text(of: check))
            + Self.printedText(of: check, code: code)
          for name in Set(wanted) {
            looked += 1
            if !Self.says(prose, name) { missing.append("\(id) \(step.id): '\(name)'") }
          }
        }
      }
    }
    #expect(looked > 20)
    #expect(missing.isEmpty, "\(language): \(missing.joined(separator: "; "))")
  }

  @Test(arguments: Language.allCases)
  func exercisesSayWhatTheirChecksRequire(_ language: Language) throws {
    var missing: [String] = []
    for id in Self.catalog.exerciseIDs {
      let document = try #require(
        Self.catalog.document(id, language: language, kind: .exercise))
      let part = try #require(document.exercise)
      let prose = document.title + "\n" + document.intro
      let declared = part.solution.reduce(into: Set<String>()) {
        $0.formUnion(Self.declaredNames($1.text))
      }
      for scenario in part.scenarios {
        for scored in scenario.checks {
          let text = Self.text(of: scored.check)
          for name in Set(Self.tokens(text).filter(declared.contains) + Self.stringLiterals(text))
          where !Self.says(prose, name) {
            missing.append("\(id) \(scenario.id): '\(name)'")
          }
        }
      }
    }
    #expect(missing.isEmpty, "\(language): \(missing.joined(separator: "; "))")
  }

  /// No dictation: after the first two lessons at most eight steps show
  /// the code to type with the step; the others state what must become true and give the code
  /// only with the last hint.
  @Test func fewStepsShowTheirCodeAfterTheFirstLessons() throws {
    var shown: [String] = []
    for id in Self.catalog.lessonIDs.dropFirst(2) {
      let document = try #require(Self.catalog.document(id, language: .english))
      for step in document.steps
      where step.kind == .show && step.code(.swift) != nil && !step.checks.isEmpty {
        shown.append("\(id) \(step.id)")
      }
    }
    #expect(Self.catalog.lessonIDs.count >= 11)
    #expect(shown.count <= 8, "\(shown.count) steps show their code: \(shown)")
  }

  /// No step tells its log before it runs: the prose of a step that is not a prediction quotes
  /// at most one of the lines its order checks expect (`oldChild.viewWillDisappear(true)`, or the
  /// callback with its arguments). The order stays a question, and `:goal` shows the log.
  @Test func noStepTellsItsLogBeforeItRuns() throws {
    var told: [String] = []
    for id in Self.catalog.lessonIDs {
      let document = try #require(Self.catalog.document(id, language: .english))
      for step in document.steps where step.kind != .predict {
        let quoted = Self.quoted(step.prose)
        let expected = step.checks.flatMap { check -> [String] in
          switch check {
          case .logOrder(let lines), .logExact(let lines): return lines
          default: return []
          }
        }
        let said = Set(expected).filter { line in
          let call = line.split(separator: ".", maxSplits: 1).last.map(String.init) ?? line
          return quoted.contains(line) || (quoted.contains(call) && !call.hasSuffix("()"))
        }
        if said.count >= 2 { told.append("\(id) \(step.id): \(said.sorted())") }
      }
    }
    #expect(told.isEmpty, "\(told.joined(separator: "\n"))")
  }

  /// The code spans of a text (what stands between backticks).
  static func quoted(_ text: String) -> Set<String> {
    let parts = text.split(separator: "`", omittingEmptySubsequences: false)
    return Set(parts.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
  }

  @Test func theReadersFindNamesAndTexts() {
    #expect(
      Self.declaredNames("let news = X()\nfunc displayPage(_ p: P) {}") == ["news", "displayPage"])
    #expect(Self.stringLiterals(#"news.headerText() == "News""#) == ["News"])
    #expect(
      Self.printedText(
        of: .outputContains(#"header: \(news.headerText())"#),
        code: #"print("header: \(page.headerText())")"#) == ["header:"])
    #expect(Self.says("把它存进 `currentPage`。", "currentPage"))
    #expect(!Self.says("currentPages", "currentPage"))
  }
}
