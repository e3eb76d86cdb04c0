import Simulation
import TestSupport
import Testing

@testable import LessonEngine

/// Valid lessons and exercises, and the structure they parse into.
@Suite struct LessonParserTests {
  /// The lesson of `Lessons/README.md`, line for line.
  static let lesson = """
    @Tutorial(id: add-child, time: 10)
    # Adding a child view controller

    Prose before the first step: what the lesson is about. Any Markdown.

    @Setup
    ```swift
    let content = UIViewController()
    ```

    @Step(id: add)
    ## Make it a child
    Prose: what to do and why.

    ```swift
    container.addChild(content)
    ```

    ```objc
    [self addChildViewController:content];
    ```

    @Check(state) content.parent === container
    @Check(appearance) content: disappeared
    @Check(log, order)
    ```log
    container.addChild(content)
      content.willMove(toParent: container)
    ```
    @Check(log, count: 1) content.willMove(toParent: container)
    @Check(no-warnings)
    @Hint The container adopts the child: the call is on the container.
    @Hint Type `container.addChild(content)`.

    @Assessments
    @Question(id: who-calls) Who calls `willMove(toParent:)` when a child is added?
    @Choice(correct) `addChild(_:)` does, before the child is added.
    @Justification UIKit's documentation says so (rule 1.2).
    @Choice You must call it yourself first.
    @Justification That is `didMove(toParent:)`, after the view is in place.
    """

  @Test func lessonParsesIntoItsSteps() throws {
    let (parsed, problems) = LessonParser.parse(Self.lesson)
    #expect(problems == [])
    var expected = LessonDocument(kind: .lesson, id: "add-child")
    expected.title = "Adding a child view controller"
    expected.minutes = 10
    expected.intro = "Prose before the first step: what the lesson is about. Any Markdown."
    expected.setup = [
      CodeBlock(language: .swift, text: "let content = UIViewController()", line: 7)
    ]
    var step = Step(id: "add", line: 11)
    step.title = "Make it a child"
    step.prose = "Prose: what to do and why."
    step.code = [
      CodeBlock(language: .swift, text: "container.addChild(content)", line: 15),
      CodeBlock(language: .objc, text: "[self addChildViewController:content];", line: 19),
    ]
    step.checks = [
      .state("content.parent === container"),
      .appearance("content", .disappeared),
      .logOrder(["container.addChild(content)", "content.willMove(toParent: container)"]),
      .logCount("content.willMove(toParent: container)", 1),
      .noWarnings,
    ]
    step.hints = [
      "The container adopts the child: the call is on the container.",
      "Type `container.addChild(content)`.",
    ]
    expected.steps = [step]
    var question = Question(
      id: "who-calls", text: "Who calls `willMove(toParent:)` when a child is added?")
    var right = Choice(text: "`addChild(_:)` does, before the child is added.", isCorrect: true)
    right.justification = "UIKit's documentation says so (rule 1.2)."
    var wrong = Choice(text: "You must call it yourself first.", isCorrect: false)
    wrong.justification = "That is `didMove(toParent:)`, after the view is in place."
    question.choices = [right, wrong]
    expected.questions = [question]
    #expect(try #require(parsed) == expected)
    #expect(parsed?.steps.first?.code(.objc) == "[self addChildViewController:content];")
    #expect(parsed?.steps.first?.code(.log) == nil)
  }

  /// The exercise of `Lessons/README.md`, with a `when:` check and a quoted name added.
  static let exercise = """
    @Exercise(id: display-child, method: displayContentController(_:), selector: displayContentController:)
    # Show a child
    The task, in prose.

    @Hint First hint.
    continued on the next line.

    \(onScreenScenario)
    @Check(state, points: 2, name: child added) content.parent === container
    @Check(log, count: 1, points: 1, hidden) content.viewDidAppear(false)
    @Check(appearance, when: started, points: 3, name: "appearing, mid-animation") content: appearing
    @Check(no-orphans)

    @Solution
    ```swift
    func displayContentController(_ content: UIViewController) { }
    ```

    @WrongAnswer
    ```swift
    func displayContentController(_ content: UIViewController) { view.addSubview(content.view) }
    ```
    """

  @Test func exerciseParsesIntoScenariosAndAnswers() throws {
    let (parsed, problems) = LessonParser.parse(Self.exercise)
    #expect(problems == [])
    let document = try #require(parsed)
    #expect(document.kind == .exercise)
    #expect(document.id == "display-child")
    #expect(document.title == "Show a child")
    #expect(document.minutes == nil)
    #expect(document.intro == "The task, in prose.")
    #expect(document.exerciseHints == ["First hint. continued on the next line."])
    #expect(document.steps.isEmpty)
    var part = ExercisePart()
    part.swiftMethod = "displayContentController(_:)"
    part.objcSelector = "displayContentController:"
    var scenario = Scenario(id: "on-screen", line: 8)
    scenario.title = "the container is on screen"
    scenario.setup = [
      CodeBlock(language: .swift, text: "let content = UIViewController()", line: 9)
    ]
    scenario.run = [
      CodeBlock(language: .swift, text: "container.displayContentController(content)", line: 13)
    ]
    scenario.runLine = 12
    scenario.checks = [
      ScoredCheck(
        name: "child added", check: .state("content.parent === container"), points: 2,
        isHidden: false, line: 16),
      ScoredCheck(
        name: "content.viewDidAppear(false)", check: .logCount("content.viewDidAppear(false)", 1),
        points: 1, isHidden: true, line: 17),
      ScoredCheck(
        name: "appearing, mid-animation", check: .appearance("content", .appearing), points: 3,
        isHidden: false, phase: .started, line: 18),
      // No name and no trailing text: the check's own description names it.
      ScoredCheck(
        name: "noOrphanViews", check: .noOrphanViews, points: 1, isHidden: false, line: 19),
    ]
    part.scenarios = [scenario]
    part.solution = [
      CodeBlock(
        language: .swift, text: "func displayContentController(_ content: UIViewController) { }",
        line: 22)
    ]
    part.wrongAnswers = [
      CodeBlock(
        language: .swift,
        text:
          "func displayContentController(_ content: UIViewController) { view.addSubview(content.view) }",
        line: 27)
    ]
    #expect(document.exercise == part)
  }

  @Test func predictionExerciseKeepsItsReferenceLog() throws {
    let text = """
      @Exercise(id: guess, predict, time: 5)
      # Guess the log
      @Scenario(id: only, title: one child)
      @Run
      ```swift
      container.addChild(a)
      ```
      @Prediction
      ```log
      container.addChild(a)
      a.willMove(toParent: container)
      ```
      """
    let (parsed, problems) = LessonParser.parse(text)
    #expect(problems == [])
    let part = try #require(parsed?.exercise)
    #expect(part.isPrediction)
    #expect(parsed?.minutes == 5)
    #expect(part.scenarios.map(\.run.count) == [1])
    #expect(
      part.solution == [
        CodeBlock(
          language: .log, text: "container.addChild(a)\na.willMove(toParent: container)", line: 9)
      ])
  }

  struct CheckCase: CustomTestStringConvertible, Sendable {
    let line: String
    let check: Check
    var testDescription: String { line }
  }

  @Test(arguments: [
    CheckCase(
      line: "@Check(state) a.parent === container", check: .state("a.parent === container")),
    CheckCase(line: "@Check( state )   a.isViewLoaded  ", check: .state("a.isViewLoaded")),
    CheckCase(line: "@Check(appearance) a :  appearing", check: .appearance("a", .appearing)),
    CheckCase(line: "@Check(appearance) a: disappearing", check: .appearance("a", .disappearing)),
    CheckCase(
      line: "@Check(log, count: 0) a.viewDidLoad()", check: .logCount("a.viewDidLoad()", 0)),
    CheckCase(
      line: "@Check(log, count: \"2\") a.viewDidLoad()", check: .logCount("a.viewDidLoad()", 2)),
    CheckCase(line: "@Check(no-warnings)", check: .noWarnings),
    CheckCase(line: "@Check(no-errors)", check: .noErrors),
    CheckCase(line: "@Check(no-orphans)", check: .noOrphanViews),
    CheckCase(line: "@Check(output) ├─ content", check: .outputContains("├─ content")),
  ])
  func everyCheckKind(_ testCase: CheckCase) {
    let (parsed, problems) = LessonParser.parse("@Tutorial(id: t)\n@Step(id: s)\n" + testCase.line)
    #expect(problems == [])
    #expect(parsed?.steps.first?.checks == [testCase.check])
  }

  @Test func exactLogBlockDropsBlankLinesAndIndentation() {
    let text =
      "@Tutorial(id: t)\n@Step(id: s)\n@Check(log, exact)\n```log\n\n  a.viewDidLoad()\n\t\nb.x()  \n```"
    #expect(
      LessonParser.parse(text).0?.steps.first?.checks == [.logExact(["a.viewDidLoad()", "b.x()"])])
  }

  @Test func quizWithoutIdsNumbersQuestionsAndContinuesProse() throws {
    let text = """
      @Tutorial(id: t)
      @Assessments
      @Question Why?
      Really, why?
      @Choice(correct) Because.
      It is so.
      @Justification Rule 1.
      And rule 2.
      @Question(id: second) Next?
      """
    let questions = try #require(LessonParser.parse(text).0?.questions)
    #expect(questions.map(\.id) == ["q1", "second"])
    #expect(questions[0].text == "Why? Really, why?")
    #expect(questions[0].choices.map(\.text) == ["Because. It is so."])
    #expect(questions[0].choices.map(\.justification) == ["Rule 1. And rule 2."])
    #expect(questions[0].choices.map(\.isCorrect) == [true])
  }

  @Test func translationRecordsSourceHashes() throws {
    let text = """
      @Tutorial(id: t, time: 3, source: 0123456789ab)
      # 标题
      @Step(id: s, source: aaaaaaaaaaaa)
      ## 步骤
      @Assessments
      @Question(id: q, source: bbbbbbbbbbbb) 为什么？
      """
    let document = try #require(LessonParser.parse(text).0)
    #expect(document.sourceHash == "0123456789ab")
    #expect(document.title == "标题")
    #expect(document.steps.map(\.sourceHash) == ["aaaaaaaaaaaa"])
    #expect(document.steps.map(\.title) == ["步骤"])
    #expect(document.questions.map(\.sourceHash) == ["bbbbbbbbbbbb"])
  }

  @Test func introCodeIsShownIndentedNotRun() throws {
    let text =
      "@Exercise(id: fix)\n# Fix it\nThis code is wrong:\n```swift\nview.addSubview(a.view)\n```\nFix it."
    let document = try #require(LessonParser.parse(text).0)
    #expect(
      document.introCode == [CodeBlock(language: .swift, text: "view.addSubview(a.view)", line: 4)])
    #expect(document.intro == "This code is wrong:\n    view.addSubview(a.view)\nFix it.")
    #expect(document.setup.isEmpty)
  }

  @Test func stepsWithoutHeadingsAreTitledByTheirIds() throws {
    let text = "@Tutorial(id: t)\n@Step(id: one)\nRead this.\n@Step(id: two)\n# Not a title\n"
    let document = try #require(LessonParser.parse(text).0)
    #expect(document.title == "t")
    #expect(document.steps.map(\.title) == ["one", "two"])
    #expect(document.steps.map(\.prose) == ["Read this.", "# Not a title"])
    #expect(document.steps.map(\.line) == [2, 4])
  }

  /// The complete examples of `Lessons/README.md` (its ````markdown blocks) parse cleanly.
  @Test func readmeExamplesParseWithoutProblems() throws {
    let readme = try #require(repositoryFile("Lessons/README.md"))
    let blocks = readme.split(separator: "````", omittingEmptySubsequences: false)
    let examples = stride(from: 1, to: blocks.count, by: 2).map { blocks[$0] }
      .filter { $0.hasPrefix("markdown\n") }.map { String($0.dropFirst("markdown\n".count)) }
    #expect(examples.count == 3)
    for example in examples {
      let (document, problems) = LessonParser.parse(example)
      #expect(problems == [], "\(example)")
      #expect(document != nil)
    }
    #expect(LessonParser.parse(examples[0]).0?.steps.first?.checks.count == 5)
    #expect(LessonParser.parse(examples[1]).0?.exercise?.scenarios.first?.checks.count == 2)
    #expect(
      LessonParser.parse(examples[2]).0?.exercise?.scenarios.first?.mistakes.map(\.id) == [
        "view-only", "no-did-move", "early",
      ])
  }

  struct DirectiveCase: CustomTestStringConvertible, Sendable {
    let line: String
    let name: String
    let values: [String: String]
    let flags: Set<String>
    let rest: String
    var testDescription: String { line }
  }

  @Test(arguments: [
    DirectiveCase(
      line: "@Check(log, count: 1) a.x(false)", name: "Check", values: ["count": "1"],
      flags: ["log"], rest: "a.x(false)"),
    DirectiveCase(
      line: "@Check(state, name: didMove(toParent:) comes once) x", name: "Check",
      values: ["name": "didMove(toParent:) comes once"], flags: ["state"], rest: "x"),
    DirectiveCase(
      line: "@Check(state, name: \"a, b (c\") x", name: "Check", values: ["name": "a, b (c"],
      flags: ["state"], rest: "x"),
    DirectiveCase(
      line: "@Check(log,order)", name: "Check", values: [:], flags: ["log", "order"], rest: ""),
    DirectiveCase(line: "@Step", name: "Step", values: [:], flags: [], rest: ""),
    DirectiveCase(
      line: "@Hint  Some text\t", name: "Hint", values: [:], flags: [], rest: "Some text"),
    DirectiveCase(
      line: "@Question(id: q)Text", name: "Question", values: ["id": "q"], flags: [], rest: "Text"),
    DirectiveCase(
      line: "@Tutorial(id: t", name: "Tutorial", values: [:], flags: [], rest: "(id: t"),
    DirectiveCase(
      line: "@X(my-key: v, my_key:w, : z, )", name: "X", values: ["my-key": "v", "my_key": "w"],
      flags: [": z"], rest: ""),
  ])
  func directiveSyntax(_ testCase: DirectiveCase) {
    let (name, arguments, rest) = DirectiveSyntax.split(testCase.line)
    #expect(name == testCase.name)
    #expect(arguments.values == testCase.values)
    #expect(arguments.flags == testCase.flags)
    #expect(rest == testCase.rest)
  }
}
