import LessonEngine
import Testing

/// Mistakes in a lesson file are reported where they are written and never take good parts of
/// the file with them.
struct LessonParserRecoveryTests {
  @Test func aJustificationWithoutAChoiceKeepsTheQuestion() {
    let (document, problems) = LessonParser.parse(
      "@Tutorial(id: t)\n@Assessments\n@Question(id: q) Text?\n@Justification Why.\n@Choice(correct) A"
    )
    #expect(problems == [FormatProblem(line: 4, "@Justification must follow a @Choice")])
    #expect(document?.questions.map(\.id) == ["q"])
    #expect(document?.questions.first?.choices.map(\.text) == ["A"])
  }

  @Test func aSecondHeadingInAStepIsProse() {
    let (document, problems) = LessonParser.parse(
      "@Tutorial(id: t)\n@Step(id: a)\n## Title A\n## Sub heading\nprose")
    #expect(problems.isEmpty)
    #expect(document?.steps.map(\.title) == ["Title A"])
    #expect(document?.steps.first?.prose == "## Sub heading\nprose")
  }

  @Test func windowsLineEndingsAndAByteOrderMarkReadLikeUnixOnes() {
    let unix = "@Tutorial(id: t)\n# Title\n@Step(id: a)\n## Step A\nprose\n@Check(state) a == nil\n"
    let windows =
      "\u{FEFF}"
      + unix.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
    let (expected, _) = LessonParser.parse(unix)
    let (document, problems) = LessonParser.parse(windows)
    #expect(problems.isEmpty)
    #expect(document == expected)
    #expect(document?.title == "Title")
    #expect(document?.steps.count == 1)
  }

  @Test func aScenarioWithoutATitleIsCalledByItsId() {
    let (document, _) = LessonParser.parse(
      "@Exercise(id: e, method: f(), selector: f)\n@Scenario(id: on-screen)\n")
    #expect(document?.exercise?.scenarios.first?.title == "on-screen")
  }

  @Test func aLogCheckIsReportedOnItsOwnLineWhenItsBlockNeverComes() {
    let text = """
      @Tutorial(id: t)
      @Step(id: a)
      @Check(log, order)
      @Step(id: b)
      ```log
      b.viewDidLoad()
      ```
      @Check(log, exact)
      @Check(log, order)
      ```log
      b.loadView()
      ```
      """
    let (document, problems) = LessonParser.parse(text)
    #expect(
      problems == [
        FormatProblem(line: 3, "this needs a ```log block right after it"),
        FormatProblem(line: 8, "this needs a ```log block right after it"),
      ])
    // The block in step b is not step a's; the second check of step b gets the last block.
    #expect(document?.steps.first?.checks == [])
    #expect(document?.steps.last?.checks == [.logOrder(["b.loadView()"])])
  }

  @Test func aMisplacedLogCheckIsReportedAtTheCheck() {
    let (_, problems) = LessonParser.parse(
      "@Tutorial(id: t)\n@Setup\n@Check(log, order)\n```log\na.x()\n```")
    #expect(problems == [FormatProblem(line: 3, "@Check must be inside a @Step or a @Scenario")])
  }

  @Test func badNumbersAndPhasesAreReported() {
    let text = """
      @Exercise(id: e, method: f(), selector: f, time: soon)
      @Scenario(id: s)
      @Check(no-errors, points: abc)
      @Check(no-warnings, when: strated)
      """
    let (document, problems) = LessonParser.parse(text)
    // (The exercise lacks its @Run and its solution, which is reported too.)
    #expect(
      problems.filter { !$0.message.contains("has no @") } == [
        FormatProblem(line: 1, "time must be a whole number, not 'soon'"),
        FormatProblem(line: 3, "points must be a whole number, not 'abc'"),
        FormatProblem(line: 4, "when must be started or finished, not 'strated'"),
      ])
    #expect(document?.exercise?.scenarios.first?.checks.map(\.points) == [1])
  }

  @Test func repeatedIdsAndMisplacedDirectivesAreReported() {
    let text = """
      @Tutorial(id: t)
      @Run
      @Prediction
      @Assessments
      @Question(id: q) One?
      @Question(id: q) Two?
      """
    let (_, problems) = LessonParser.parse(text)
    #expect(
      problems == [
        FormatProblem(line: 2, "@Run belongs in a @Scenario"),
        FormatProblem(line: 3, "@Prediction belongs in an @Exercise(…, predict)"),
        FormatProblem(line: 6, "question id 'q' is used twice"),
      ])
    let (_, scenarioProblems) = LessonParser.parse(
      "@Exercise(id: e, method: f(), selector: f)\n@Scenario(id: s)\n@Scenario(id: s)")
    #expect(
      scenarioProblems.filter { $0.message.contains("used twice") } == [
        FormatProblem(line: 3, "scenario id 's' is used twice")
      ])
  }
}
