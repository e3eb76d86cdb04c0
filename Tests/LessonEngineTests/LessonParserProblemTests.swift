import LessonEngine
import Testing

/// Format problems: each reported at the line marked `1️⃣`, with the parser's wording.
@Suite struct LessonParserProblemTests {
  struct ProblemCase: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let message: String
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ message: String) {
      self.name = name
      self.text = text
      self.message = message
    }

    /// A case whose marked line comes right after `@Tutorial(id: t)` and `@Step(id: s)`.
    static func inStep(_ name: String, _ line: String, _ message: String) -> ProblemCase {
      ProblemCase(name, "@Tutorial(id: t)\n@Step(id: s)\n1️⃣" + line, message)
    }
  }

  static let appearance =
    "write @Check(appearance) NAME: appeared|disappeared|appearing|disappearing"
  static let misplaced = "@Check must be inside a @Step or a @Scenario"
  static let unknownCheck = "unknown @Check kind; see Lessons/README.md"
  static let unclosed = "code block is not closed with ```"
  static let noDocument = "no @Tutorial or @Exercise directive"

  static let cases: [ProblemCase] = [
    .inStep("unknown directive", "@Chek(state) x", "unknown directive @Chek"),
    .inStep("a bare @", "@ Step(id: s)", "unknown directive @"),
    .inStep("unknown check kind", "@Check(stat) a", unknownCheck),
    .inStep("check without arguments", "@Check a.isViewLoaded", unknownCheck),
    .inStep("appearance without a colon", "@Check(appearance) a appeared", appearance),
    .inStep("appearance with an unknown state", "@Check(appearance) a: visible", appearance),
    .inStep(
      "count not a number", "@Check(log, count: one) a.x()",
      "count must be a whole number, not 'one'"),
    .inStep(
      "negative count", "@Check(log, count: -1) a.x()", "count must be from 0 to 1000000, not -1"),
    .inStep("unterminated code fence", "```swift\nlet a = 1\n", unclosed),
    .inStep("duplicate step id", "@Step(id: s)", "step id 's' is used twice"),
    .inStep("@Step without id", "@Step", "@Step needs an id"),
    ProblemCase(
      "directive before @Tutorial", "Intro prose.\n1️⃣@Step(id: s)\n@Tutorial(id: t)",
      "the file must start with @Tutorial(id: …) or @Exercise(id: …)"),
    ProblemCase(
      "code before @Tutorial", "1️⃣```swift\nlet a = 1\n```\n@Tutorial(id: t)",
      "code before @Tutorial/@Exercise"),
    ProblemCase("@Tutorial without id", "1️⃣@Tutorial(time: 10)", "@Tutorial needs an id"),
    ProblemCase("@Exercise with an empty id", "1️⃣@Exercise(id: \"\")", "@Exercise needs an id"),
    ProblemCase(
      "@Tutorial with an unclosed argument list", "1️⃣@Tutorial(id: t", "@Tutorial needs an id"),
    ProblemCase(
      "two @Tutorial", "@Tutorial(id: t)\n\n1️⃣@Tutorial(id: u)", "only one @Tutorial per file"),
    ProblemCase(
      "@Exercise after @Tutorial", "@Tutorial(id: t)\n1️⃣@Exercise(id: u)",
      "only one @Exercise per file"),
    ProblemCase(
      "check in the introduction", "@Tutorial(id: t)\n# T\n1️⃣@Check(no-warnings)", misplaced),
    ProblemCase("check in @Setup", "@Tutorial(id: t)\n@Setup\n1️⃣@Check(no-errors)", misplaced),
    ProblemCase(
      "check in the quiz", "@Tutorial(id: t)\n@Step(id: s)\n@Assessments\n1️⃣@Check(no-errors)",
      misplaced),
    ProblemCase(
      "check after @Solution", "@Exercise(id: e)\n@Scenario(id: a)\n@Solution\n1️⃣@Check(no-errors)",
      misplaced),
    ProblemCase(
      "choice without a question", "@Tutorial(id: t)\n@Assessments\n1️⃣@Choice(correct) Yes",
      "@Choice must follow a @Question"),
    ProblemCase(
      "justification without any question",
      "@Tutorial(id: t)\n@Assessments\n1️⃣@Justification Because",
      "@Justification must follow a @Choice"),
    ProblemCase(
      "scenario in a lesson", "@Tutorial(id: t)\n1️⃣@Scenario(id: a)",
      "@Scenario belongs in an @Exercise"),
    ProblemCase("unterminated fence on the last line", "@Tutorial(id: t)\n1️⃣```", unclosed),
    ProblemCase("no directive at all", "1️⃣# Just a heading\nprose", noDocument),
    ProblemCase("empty file", "1️⃣", noDocument),
  ]

  @Test(arguments: cases)
  func problemIsPositioned(_ testCase: ProblemCase) {
    let (text, line) = marked(testCase.text)
    let (_, problems) = LessonParser.parse(text)
    #expect(problems.map(\.message).contains(testCase.message), "\(problems)")
    #expect(problems.first { $0.message == testCase.message }?.line == line)
  }

  @Test func everyProblemOfAFileIsReportedInLineOrder() {
    let text = """
      @Tutorial(id: t)
      @Step(id: s)
      @Bogus
      @Check(appearance) a
      @Step(id: s)
      ```swift
      """
    let (document, problems) = LessonParser.parse(text)
    #expect(
      problems.map(\.description) == [
        "3: unknown directive @Bogus",
        "4: write @Check(appearance) NAME: appeared|disappeared|appearing|disappearing",
        "5: step id 's' is used twice",
        "6: code block is not closed with ```",
      ])
    // The document comes back as far as it got: both steps, the fence's (empty) code kept.
    #expect(document?.steps.map(\.id) == ["s", "s"])
    #expect(document?.steps.last?.code == [CodeBlock(language: .swift, text: "", line: 6)])
  }

  @Test func problemBeforeTheDocumentIsKeptWithoutTheGenericOne() {
    let (document, problems) = LessonParser.parse("@Hint early\nprose")
    #expect(document == nil)
    #expect(
      problems == [
        FormatProblem(line: 1, "the file must start with @Tutorial(id: …) or @Exercise(id: …)")
      ])
  }

  @Test func logCheckWithoutItsBlockIsReported() {
    let (document, problems) = LessonParser.parse(
      "@Tutorial(id: t)\n@Step(id: s)\n@Check(log, order)\nprose")
    #expect(problems == [FormatProblem(line: 3, "this needs a ```log block right after it")])
    #expect(document?.steps.first?.checks == [])
  }

  @Test func problemsDoNotStopTheRestOfTheFile() throws {
    let text =
      "@Tutorial(id: t)\n@Step(id: a)\n@Check(log, count: x) a.x()\n@Check(no-errors)\n@Hint Go on."
    let (document, problems) = LessonParser.parse(text)
    #expect(problems.map(\.line) == [3])
    let step = try #require(document?.steps.first)
    #expect(step.checks == [.noErrors])
    #expect(step.hints == ["Go on."])
  }

  @Test func problemDescriptionIsLineColonMessage() {
    #expect(
      FormatProblem(line: 12, "unknown directive @X").description == "12: unknown directive @X")
  }
}
