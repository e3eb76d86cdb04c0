import CommandLanguage
import LessonEngine
import TestSupport
import Testing

/// Malformed files by the dozen: every one parses without crashing, in time, and every problem
/// it reports points at a line of the file.
@Suite struct LessonParserCorpusTests {
  @Test(arguments: MalformedLessons.all)
  func malformedFileIsParsedAndPositioned(_ file: MalformedLessons.File) {
    // Processor time of this thread, which the parser runs on, not the loaded machine's clock.
    let start = ThreadClock.seconds()
    let result = LessonParser.parse(file.text)
    let elapsed = ThreadClock.seconds() - start
    #expect(elapsed < 5, "took \(elapsed) s")
    let (document, problems) = result
    let lines = lineCount(file.text)
    for problem in problems {
      #expect((1...lines).contains(problem.line), "\(problem) outside 1...\(lines)")
    }
    // Nothing parsed means something reported.
    if document == nil { #expect(!problems.isEmpty) }
    if let id = file.keepsID {
      #expect(document?.id == id, "\(problems)")
    }
  }

  @Test func corpusIsLargeEnough() {
    #expect(MalformedLessons.all.count >= 60)
  }

  @Test func truncationKeepsTheStepsBeforeTheCut() throws {
    let original = try #require(BuiltinLessons.files.first { $0.path == "en/add-child.md" }?.text)
    let full = try #require(LessonParser.parse(original).0)
    let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
    let cut = try #require(
      lines.firstIndex {
        $0.hasPrefix("@Step(id: \(full.steps[2].id))")
          || $0.hasPrefix("@Step(id: \(full.steps[2].id),")
      })
    let (document, problems) = LessonParser.parse(lines[..<cut].joined(separator: "\n"))
    #expect(problems == [])
    #expect(document?.steps == Array(full.steps.prefix(2)))
  }

  @Test func repositoryAndBuiltinLessonsParseWithoutProblems() {
    for (path, text) in BuiltinLessons.files + repositoryLessonFiles() {
      let (document, problems) = LessonParser.parse(text)
      #expect(problems == [], "\(path)")
      #expect(document != nil, "\(path)")
    }
  }
}

/// Broken lesson files: real ones cut short, noise, huge lines, directives repeated thousands
/// of times, NUL bytes and undecodable bytes.
enum MalformedLessons {
  struct File: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    /// The id the document must still have (the first line survived).
    var keepsID: String?
    var testDescription: String { name }
  }

  static let all: [File] = truncations + tokenSoup + byteNoise + special + huge + repeated

  /// Four real files, each cut at twelve places (mid-line, mid-fence, mid-directive).
  static var truncations: [File] {
    let paths = [
      "en/add-child.md", "zh-Hans/transition.md", "en/exercises/display-child.md",
      "en/exercises/predict-transition.md",
    ]
    return paths.flatMap { path -> [File] in
      guard let text = BuiltinLessons.files.first(where: { $0.path == path })?.text else {
        return []
      }
      let characters = Array(text)
      let firstLine = characters.firstIndex(of: "\n") ?? characters.count
      let id = LessonParser.parse(text).0?.id
      return (1...12).map { piece in
        let cut = characters.count * piece / 13
        return File(
          name: "\(path) cut at \(cut)", text: String(characters[..<cut]),
          keepsID: cut > firstLine ? id : nil)
      }
    }
  }

  /// Random sequences of directive fragments (a seeded generator, so failures reproduce).
  static var tokenSoup: [File] {
    let tokens = [
      "@Tutorial(id: t)", "@Exercise(id: e, predict)", "@Step(id: ", "s)", "@Check(", "log",
      ", order)",
      ", exact)", "count: ", "-3", "state)", "appearance) a: ", "```", "```log", "```swift", "\n",
      "\n",
      "\n", "@Choice", "@Justification", "@Question", "\"", "(", ")", ",", ":", "## ", "# ",
      "@Setup",
      "@Scenario(id: a)", "@Run", "@Prediction", "@Solution", "@WrongAnswer", "@Hint x",
      "@Assessments",
      "\r\n", "\u{0}", "\t", " ", "é", "子", "👩‍👩‍👧",
    ]
    return (1...12).map { seed in
      var random = SeededGenerator(seed: UInt64(seed))
      var text = ""
      for _ in 0..<(200 * seed) { text += tokens[Int(random.next() % UInt64(tokens.count))] }
      return File(name: "token soup \(seed)", text: text)
    }
  }

  /// Random bytes, decoded leniently (invalid UTF-8 becomes U+FFFD).
  static var byteNoise: [File] {
    (1...5).map { seed in
      var random = SeededGenerator(seed: 1_000 + UInt64(seed))
      let bytes = (0..<(4_096 * seed)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      return File(name: "byte noise \(seed)", text: String(decoding: bytes, as: UTF8.self))
    }
  }

  static var special: [File] {
    let lesson = BuiltinLessons.files.first { $0.path == "en/add-child.md" }?.text ?? ""
    let invalid: [UInt8] =
      Array("@Tutorial(id: t)\n@Step(id: ".utf8) + [0xFF, 0xFE, 0xC3, 0x28]
      + Array(")\n@Tu".utf8) + [0xE2, 0x82] + Array("torial\n```swift\n".utf8) + [0xF0, 0x9F, 0x98]
    return [
      File(name: "empty", text: ""),
      File(name: "only @Tutorial", text: "@Tutorial(id: only)", keepsID: "only"),
      File(name: "only @Exercise", text: "@Exercise(id: only, predict)\n", keepsID: "only"),
      File(name: "YAML front matter only", text: "---\nid: x\ntitle: y\n---\n"),
      File(name: "only newlines", text: String(repeating: "\n", count: 500)),
      File(name: "only a fence", text: "```"),
      File(name: "only @", text: "@"),
      File(name: "open argument list", text: "@Tutorial("),
      File(name: "open argument value", text: "@Tutorial(id:"),
      File(name: "open quote", text: "@Tutorial(id: \"t)\n@Step(id: s)"),
      File(name: "NUL bytes only", text: String(repeating: "\u{0}", count: 1_000)),
      File(
        name: "NUL bytes in directives",
        text: "@Tutorial(id: t\u{0})\n@Step(id: \u{0})\n```swift\n\u{0}\n```\n@Check(\u{0})",
        keepsID: "t\u{0}"),
      File(name: "invalid UTF-8", text: String(decoding: invalid, as: UTF8.self), keepsID: "t"),
      File(name: "byte order mark", text: "\u{FEFF}" + lesson),
      File(name: "CRLF line ends", text: lesson.split(separator: "\n").joined(separator: "\r\n")),
      File(name: "CR line ends", text: lesson.split(separator: "\n").joined(separator: "\r")),
      File(name: "tabs before directives", text: "\t@Tutorial(id: t)\n\t@Step(id: s)"),
      File(
        name: "fence of backticks only",
        text: "@Tutorial(id: t)\n" + String(repeating: "`", count: 10_000), keepsID: "t"),
    ]
  }

  /// Lines of about a megabyte in every place a line can be.
  static var huge: [File] {
    let mega = String(repeating: "a", count: 1 << 20)
    let head = "@Tutorial(id: t)\n@Step(id: s)\n"
    return [
      File(name: "1 MB prose line", text: head + mega, keepsID: "t"),
      File(name: "1 MB step id", text: "@Tutorial(id: t)\n@Step(id: \(mega))", keepsID: "t"),
      File(name: "1 MB tutorial id", text: "@Tutorial(id: \(mega))", keepsID: mega),
      File(name: "1 MB state check", text: head + "@Check(state) " + mega, keepsID: "t"),
      File(
        name: "1 MB hint continued", text: head + "@Hint x\n" + mega + "\n" + mega, keepsID: "t"),
      File(
        name: "1 MB of open parentheses",
        text: head + "@Check(" + String(repeating: "(", count: 1 << 20), keepsID: "t"),
      File(
        name: "1 MB of quotes",
        text: head + "@Check(" + String(repeating: "\"", count: 1 << 20) + ")", keepsID: "t"),
      File(
        name: "256 kB of commas",
        text: head + "@Check(" + String(repeating: ",", count: 1 << 18) + ")", keepsID: "t"),
      File(name: "1 MB fence language", text: head + "```" + mega + "\nx\n```", keepsID: "t"),
      File(name: "1 MB code line, unclosed", text: head + "```swift\n" + mega, keepsID: "t"),
      File(name: "1 MB heading", text: "@Tutorial(id: t)\n# " + mega, keepsID: "t"),
    ]
  }

  /// One directive thousands of times.
  static var repeated: [File] {
    let lesson = "@Tutorial(id: t)\n"
    return [
      many(1_000, "steps", after: lesson) { "@Step(id: s\($0))\n## T\n@Check(no-warnings)" },
      many(2_000, "steps with one id", after: lesson) { _ in "@Step(id: same)" },
      many(5_000, "log checks without blocks") { _ in "@Check(log, order)" },
      many(10_000, "choices", after: lesson + "@Question Q\n") {
        "@Choice c\($0)\n@Justification j"
      },
      many(10_000, "orphan justifications", after: lesson) { _ in "@Justification j" },
      many(20_000, "hint lines", after: stepHead + "@Hint h\n") { "more \($0)" },
      many(10_001, "fences") { _ in "```" },
      many(5_000, "@Tutorial", after: "") { _ in "@Tutorial(id: t)" },
      many(3_000, "scenarios", after: "@Exercise(id: e)\n", id: "e") {
        "@Scenario(id: a\($0))\n@Run\n@Check(state, points: 9999) x"
      },
      many(5_000, "unknown directives") { "@Unknown\($0)(a: (b), c)" },
    ]
  }

  static let stepHead = "@Tutorial(id: t)\n@Step(id: s)\n"

  /// `count` lines made by `line`, after `head`; the document must keep the id `id`.
  static func many(
    _ count: Int, _ what: String, after head: String = stepHead, id: String = "t",
    _ line: (Int) -> String
  ) -> File {
    File(
      name: "\(count) \(what)", text: head + (0..<count).map(line).joined(separator: "\n"),
      keepsID: id)
  }
}
