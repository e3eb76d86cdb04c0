import LessonEngine
import Testing

/// The hash translations record: FNV-1a (64 bits, first 12 hex digits), whitespace runs as one.
@Suite struct ContentHashTests {
  struct HashCase: CustomTestStringConvertible, Sendable {
    let parts: [String]
    let hash: String
    var testDescription: String { "\(parts)" }
  }

  // Values computed with an independent FNV-1a (offset cbf29ce484222325, prime 100000001b3,
  // 0x1F after each part, whitespace runs as one 0x20, leading and trailing whitespace skipped).
  @Test(arguments: [
    HashCase(parts: [], hash: "cbf29ce48422"),
    HashCase(parts: [""], hash: "af63d24c8601"),
    HashCase(parts: ["a b"], hash: "c149b282aaf9"),
    HashCase(parts: ["  a \n\t b"], hash: "c149b282aaf9"),
    HashCase(parts: ["a b "], hash: "c149b282aaf9"),
    HashCase(parts: ["a b \t\r\n"], hash: "c149b282aaf9"),
    HashCase(parts: [" "], hash: "af63d24c8601"),
    HashCase(parts: ["a", "b"], hash: "e8bcb1823051"),
    HashCase(parts: ["ab"], hash: "e7200e190542"),
    HashCase(parts: ["添加"], hash: "24f12b8196ab"),
  ])
  func knownHashes(_ testCase: HashCase) {
    #expect(ContentHash.of(testCase.parts) == testCase.hash)
  }

  @Test func reflowedProseKeepsItsHash() {
    let original = "A container shows another controller's content\nby taking it in as a child."
    let reflowed =
      "A container shows another\ncontroller's   content by taking\r\nit in as a child."
    #expect(ContentHash.of([original]) == ContentHash.of([reflowed]))
    #expect(ContentHash.of([original]) != ContentHash.of([original + " Then more."]))
  }

  @Test func trailingWhitespaceOnAnyPartKeepsTheHash() {
    var step = Step(id: "s", line: 1)
    step.title = "Title"
    step.prose = "Prose that ends a line."
    step.code = [CodeBlock(language: .swift, text: "let a = 1", line: 2)]
    step.hints = ["Hint."]
    var spaced = step
    spaced.title += " "
    spaced.prose += "  \n"
    spaced.code[0].text += "\t"
    spaced.hints[0] += " "
    #expect(ContentHash.of(spaced) == ContentHash.of(step))
    #expect(ContentHash.of(["a ", " b"]) == ContentHash.of(["a", "b"]))
    #expect(ContentHash.of(["a b"]) != ContentHash.of(["ab"]))
  }

  @Test func hashIsTwelveLowercaseHexDigits() {
    for text in ["", "x", String(repeating: "long ", count: 10_000), "\u{0}", "🙂"] {
      let hash = ContentHash.of([text])
      #expect(hash.count == 12)
      #expect(hash.allSatisfy { "0123456789abcdef".contains($0) })
    }
  }

  @Test func stepHashCoversEverythingButTheLineAndId() {
    var step = Step(id: "s", line: 3)
    step.title = "Title"
    step.prose = "Prose."
    step.code = [CodeBlock(language: .swift, text: "let a = 1", line: 5)]
    step.checks = [.noWarnings]
    step.hints = ["Hint."]
    let hash = ContentHash.of(step)
    var moved = step
    moved.line = 40
    moved.id = "renamed"
    #expect(ContentHash.of(moved) == hash)
    var edits: [Step] = []
    for change in 0..<5 {
      var edited = step
      switch change {
      case 0: edited.title = "Other"
      case 1: edited.prose = "Other."
      case 2: edited.code[0].text = "let b = 1"
      case 3: edited.checks = [.noErrors]
      default: edited.hints.append("Another.")
      }
      edits.append(edited)
    }
    for edited in edits { #expect(ContentHash.of(edited) != hash) }
  }

  @Test func questionHashCoversChoicesTheirMarksAndJustifications() {
    var question = Question(id: "q", text: "Why?")
    var choice = Choice(text: "Because.", isCorrect: true)
    choice.justification = "Rule 1."
    question.choices = [choice]
    let hash = ContentHash.of(question)
    var renamed = question
    renamed.id = "other"
    #expect(ContentHash.of(renamed) == hash)
    var flipped = question
    flipped.choices[0].isCorrect = false
    #expect(ContentHash.of(flipped) != hash)
    var justified = question
    justified.choices[0].justification = "Rule 2."
    #expect(ContentHash.of(justified) != hash)
  }

  @Test func exerciseIntroHashCoversHintsAndScenarioTitles() throws {
    let text = "@Exercise(id: e)\n# Task\nDo it.\n@Hint One.\n@Scenario(id: a, title: on screen)"
    let document = try #require(LessonParser.parse(text).0)
    let hash = ContentHash.intro(of: document)
    #expect(hash == ContentHash.of(["Task", "Do it.", "One.", "on screen"]))
    var retitled = document
    retitled.exercise?.scenarios[0].title = "off screen"
    #expect(ContentHash.intro(of: retitled) != hash)
    var lesson = LessonDocument(kind: .lesson, id: "l")
    lesson.title = "Task"
    lesson.intro = "Do it."
    #expect(ContentHash.intro(of: lesson) == ContentHash.of(["Task", "Do it."]))
  }
}
