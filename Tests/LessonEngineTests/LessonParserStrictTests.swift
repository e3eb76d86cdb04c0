import LessonEngine
import TestSupport
import Testing

/// An exercise file that cannot lie: every unknown directive, attribute or check kind, every
/// bad value and every missing part is a problem at its line, and the new parts of the format
/// (known mistakes, check explanations and hints, limits, translated check words) read back.
@Suite struct LessonParserStrictTests {
  /// A complete exercise around the marked lines (`@Scenario` on line 2, `@Run` on 3).
  static func exercise(_ lines: String) -> String {
    """
    @Exercise(id: e, method: f(), selector: f)
    @Scenario(id: a)
    @Run
    ```swift
    container.f()
    ```
    \(lines)
    @Check(no-errors)
    @Solution
    ```swift
    func f() {}
    ```
    """
  }

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "misspelt attribute", text: exercise("1️⃣@Check(state, point: 3) a"),
      message: "@Check has no attribute 'point'; did you mean 'points'?; see Lessons/README.md"),
    Case(
      name: "misspelt kind flag", text: exercise("1️⃣@Check(no-warning)"),
      message: "@Check has no kind 'no-warning'; did you mean 'no-warnings'?; see Lessons/README.md"
    ),
    Case(
      name: "negative points", text: exercise("1️⃣@Check(no-errors, points: -3)"),
      message: "points must be from 0 to 1000, not -3"),
    Case(
      name: "points not a number", text: exercise("1️⃣@Check(no-errors, points: many)"),
      message: "points must be a whole number, not 'many'"),
    Case(
      name: "a rule that does not exist", text: exercise("1️⃣@Check(no-errors, rule: 99.9)"),
      message: "there is no rule '99.9'; 'containrepl rules' lists them"),
    Case(
      name: "two kinds at once", text: exercise("1️⃣@Check(state, no-errors) a"),
      message: "a @Check has one kind, not no-errors and state"),
    Case(
      name: "an unknown callback for calls-super",
      text: exercise("1️⃣@Check(calls-super) viewWillShow"),
      message: "'viewWillShow' is not a UIKit callback containrepl knows"),
    Case(
      name: "a slide without a direction", text: exercise("1️⃣@Check(slide) content: sideways"),
      message: "write @Check(slide) NAME: left|right|up|down"),
    Case(
      name: "an attribute on @Run", text: exercise("1️⃣@Run(fast)"),
      message:
        "@Run takes no 'fast'; see Lessons/README.md"),
    Case(
      name: "a mistake without an id", text: exercise("1️⃣@Mistake(log) a.x()"),
      message: "@Mistake needs an id"),
    Case(
      name: "a mistake of no kind", text: exercise("1️⃣@Mistake(id: m) a.x()"),
      message: "a @Mistake is either log or state: @Mistake(id: …, log) …"),
    Case(
      name: "a scenario without @Run",
      text:
        "@Exercise(id: e)\n1️⃣@Scenario(id: a)\n@Check(no-errors)\n@Solution\n```swift\nfunc f() {}\n```",
      message: "@Scenario(id: a) has no @Run: nothing would call the answer"),
    Case(
      name: "an exercise without a solution",
      text: "1️⃣@Exercise(id: e)\n@Scenario(id: a)\n@Run\n```swift\nf()\n```\n@Check(no-errors)",
      message: "this @Exercise has no @Solution"),
    Case(
      name: "an exercise without a scenario",
      text: "1️⃣@Exercise(id: e)\n@Solution\n```swift\nfunc f() {}\n```",
      message: "this @Exercise has no @Scenario"),
    Case(
      name: "a bad time limit", text: "1️⃣@Exercise(id: e, max-time: 0)",
      message: "max-time must be a number of seconds above 0 and up to 3600, not '0'"),
    Case(
      name: "a bad step limit", text: "1️⃣@Exercise(id: e, max-steps: 0)",
      message: "max-steps must be from 1 to 100000000, not 0"),
  ]

  @Test(arguments: cases)
  func problemIsPositioned(_ testCase: Case) {
    let (text, line) = marked(testCase.text)
    let (_, problems) = LessonParser.parse(text)
    #expect(problems.map(\.message).contains(testCase.message), "\(problems)")
    #expect(problems.first { $0.message == testCase.message }?.line == line)
  }

  @Test func aCompleteExerciseHasNoProblem() {
    let (_, problems) = LessonParser.parse(Self.exercise(""))
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test func checksCarryTheirWordsAndTheNewKinds() throws {
    let text = Self.exercise(
      """
      @Check(calls-super, name: super, explain: "UIKit needs its own work done", hint: "call super", rule: 6.5) viewWillAppear, viewDidAppear(_:)
      @Check(current-spelling)
      @Check(balanced-appearance, hidden)
      @Check(slide, points: 2) content: left
      @Check(slide, when: finished) other: up
      """)
    let (document, problems) = LessonParser.parse(text)
    #expect(problems.isEmpty, "\(problems)")
    let checks = try #require(document?.exercise?.scenarios.first?.checks)
    #expect(checks[0].check == .callsSuper(["viewWillAppear", "viewDidAppear"]))
    #expect(checks[0].explanation == "UIKit needs its own work done")
    #expect(checks[0].hint == "call super")
    #expect(checks[0].rule == "6.5")
    #expect(checks[0].line == 7)
    #expect(checks[1].check == .currentSpelling)
    #expect(checks[2].check == .balancedAppearance && checks[2].isHidden)
    #expect(checks[3].check == .slide("content", .left) && checks[3].phase == .started)
    #expect(checks[4].check == .slide("other", .up) && checks[4].phase == .finished)
  }

  @Test func mistakesReadTheirPatternAndExplanation() throws {
    let text = Self.exercise(
      """
      @Mistake(id: view-only, name: "adds only the view", state, rule: 2.1) content.parent == nil
      The view is on screen, but UIKit does not know content is a child:
      it gets no appearance callbacks.

      @Mistake(id: no-did-move, log, count: 0) content.didMove(toParent: container)
      @Mistake(id: late, log)
      ```log
      content.viewDidAppear(false)
      content.didMove(toParent: container)
      ```
      Announced too late.
      """)
    let (document, problems) = LessonParser.parse(text)
    #expect(problems.isEmpty, "\(problems)")
    let mistakes = try #require(document?.exercise?.scenarios.first?.mistakes)
    #expect(mistakes.map(\.id) == ["view-only", "no-did-move", "late"])
    #expect(mistakes[0].name == "adds only the view")
    #expect(mistakes[0].pattern == .state("content.parent == nil"))
    #expect(
      mistakes[0].explanation
        == "The view is on screen, but UIKit does not know content is a child: it gets no appearance callbacks."
    )
    #expect(mistakes[0].rule == "2.1")
    #expect(mistakes[1].name == "no-did-move")
    #expect(mistakes[1].pattern == .logCount("content.didMove(toParent: container)", 0))
    #expect(
      mistakes[2].pattern
        == .log(["content.viewDidAppear(false)", "content.didMove(toParent: container)"]))
    #expect(mistakes[2].explanation == "Announced too late.")
    // The checks after a mistake still belong to the scenario.
    #expect(document?.exercise?.scenarios.first?.checks.count == 1)
  }

  @Test func limitsAreRead() {
    let (document, _) = LessonParser.parse("@Exercise(id: e, max-steps: 5000, max-time: 2.5)")
    #expect(document?.exercise?.limits == ExerciseLimits(maxSteps: 5_000, maxSeconds: 2.5))
  }

  @Test func aTranslationNamesItsChecksAndMistakes() throws {
    let text = """
      @Exercise(id: e, source: 000000000000)
      # 练习
      @Scenario(id: a, title: 场景)
      @Check(name: 没有错误, explain: 原因, hint: 提示)
      @Check(name: 第二项)
      @Mistake(id: view-only, name: 只加了视图)
      视图在屏幕上，但 UIKit 不知道它是子控制器。
      """
    let (document, problems) = LessonParser.parse(text)
    #expect(problems.isEmpty, "\(problems)")
    let scenario = try #require(document?.exercise?.scenarios.first)
    #expect(
      scenario.translatedChecks == [
        CheckTranslation(name: "没有错误", explanation: "原因", hint: "提示", line: 4),
        CheckTranslation(name: "第二项", explanation: nil, hint: nil, line: 5),
      ])
    #expect(scenario.mistakes.first?.name == "只加了视图")
    #expect(scenario.mistakes.first?.explanation == "视图在屏幕上，但 UIKit 不知道它是子控制器。")
    #expect(scenario.mistakes.first?.pattern == .translated)
  }

  /// Every file of the course reads without a problem under the stricter rules.
  @Test func theBuiltInLessonsHaveNoProblem() {
    let catalog = LessonCatalog(files: repositoryLessonFiles())
    #expect(catalog.problems.isEmpty, "\(catalog.problems)")
  }
}
