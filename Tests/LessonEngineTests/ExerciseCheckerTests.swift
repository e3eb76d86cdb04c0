import Simulation
import Testing

@testable import LessonEngine

/// Answers run in fresh `TestSandbox`es, scored by their scenarios' checks.
@Suite struct ExerciseCheckerTests {
  static let exercise = """
    @Exercise(id: show, method: displayContentController(_:), selector: displayContentController:)
    # Show a child
    \(onScreenScenario)
    @Check(state, points: 2, name: adopted) content.parent === container
    @Check(log, count: 1, points: 1, name: appears once) content.viewDidAppear(false)
    @Check(log, count: 1, points: 1, name: move ends) content.didMove(toParent: container)
    @Check(no-orphans, points: 1, hidden, name: no orphan)
    """

  static func check(_ answer: String, language: Language = .english, exercise: String = exercise)
    -> ExerciseResult
  {
    let document = LessonParser.parse(exercise).0 ?? LessonDocument(kind: .lesson, id: "broken")
    return ExerciseChecker(document: document, language: language).check(answer) { TestSandbox() }
  }

  @Test func rightAnswerScoresFullMarksInEitherLanguage() {
    let swift = """
      func displayContentController(_ content: UIViewController) {
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
      }
      """
    let objc = """
      - (void)displayContentController:(UIViewController *)content {
          [self addChildViewController:content];
          [self.view addSubview:content.view];
          [content didMoveToParentViewController:self];
      }
      """
    for answer in [swift, objc] {
      let result = Self.check(answer)
      #expect(result.status == .pass, "\(result)")
      #expect(result.score == 5)
      #expect(result.maxScore == 5)
      #expect(
        result.tests.map(\.name)
          == ["adopted", "appears once", "move ends", "no orphan"].map {
            "the container is on screen: " + $0
          })
      #expect(result.tests.map(\.scenario) == Array(repeating: "on-screen", count: 4))
    }
  }

  @Test func wrongAnswersNameTheFirstDivergence() {
    let orphan = Self.check(
      "func displayContentController(_ content: UIViewController) { view.addSubview(content.view) }"
    )
    #expect(orphan.status == .fail)
    #expect(orphan.message == "content.parent should be container, but it is nil")
    // From iOS 8 on a parentless controller's view appears on its own (rule R.5): only the
    // containment checks fail.
    #expect(orphan.tests.map(\.passed) == [false, true, false, false])
    #expect(orphan.score == 1)
    #expect(
      orphan.tests[3].message
        == "content.view is on screen but content is not a child of any controller")
    let unfinished = Self.check(
      "func displayContentController(_ content: UIViewController) {\n addChild(content)\n view.addSubview(content.view)\n}"
    )
    #expect(unfinished.tests.map(\.passed) == [true, true, false, true])
    #expect(unfinished.score == 4)
    #expect(unfinished.message == "content.didMove(toParent: container) never came")
  }

  @Test func answerWithoutTheMethodIsAnError() {
    let result = Self.check("func somethingElse() {}")
    #expect(result.status == .error)
    #expect(
      result.message.hasPrefix(
        "the answer does not define displayContentController(_:) (Objective-C: displayContentController:); found: somethingElse()"
      ))
    // An empty answer is not code at all.
    #expect(Self.check("").message == "the answer holds no code (only blank lines or comments)")
    #expect(Self.check("// later\n").errorKind == .notCode)
  }

  @Test(arguments: [
    (
      "let x = 1\nprint(x)",
      "2:1: an answer may only define methods and classes; this statement would run on its own"
    ),
    ("a\u{0}b", "the answer contains NUL bytes: it is not text"),
    (String(repeating: "/", count: (1 << 20) + 1), "the answer is larger than 1 MiB"),
  ])
  func answerOfTheWrongShapeIsAnErrorBeforeRunning(_ answer: String, _ message: String) {
    let result = Self.check(answer)
    #expect(result.status == .error)
    #expect(result.message == message)
    #expect(result.tests.isEmpty)
  }

  @Test func lessonIsNotAnExercise() {
    let result = Self.check("func f() {}", exercise: "@Tutorial(id: t)")
    #expect(result.status == .error && result.message == "not an exercise" && result.tests.isEmpty)
    #expect(
      Self.check("func f() {}", language: .chinese, exercise: "@Tutorial(id: t)").message == "这不是练习"
    )
  }

  @Test func exceptionInTheAnswerIsNamedFirst() throws {
    let answer = """
      func displayContentController(_ content: UIViewController) {
        let other = UIViewController()
        transition(from: content, to: other, duration: 0.3, options: [], animations: nil, completion: nil)
      }
      """
    let result = Self.check(answer)
    let first = try #require(result.tests.first)
    #expect(first.name == "the container is on screen: the answer runs without errors")
    #expect(first.maxPoints == 0)
    #expect(first.message.hasPrefix("NSInvalidArgumentException: "))
    #expect(result.message == first.message)
    #expect(result.tests.count == 5)
  }

  static let prediction = """
    @Exercise(id: guess, predict)
    # Guess
    @Scenario(id: only, title: one child)
    ```swift
    let a = UIViewController()
    ```
    @Run
    ```swift
    container.addChild(a)
    container.view.addSubview(a.view)
    a.didMove(toParent: container)
    ```
    """

  @Test func predictionIsScoredOnCallbacksOnly() {
    let right = """
      # my guess
      a.willMove(toParent: container)   // first
      [t=0.00] a.loadView()
      a.viewDidLoad()
      a.viewWillAppear(false)
      a.didMove(toParent: container)
      [end of turn] a.viewDidAppear(false)
      container.addChild(a)
      """
    let result = Self.check(right, exercise: Self.prediction)
    #expect(result.status == .pass, "\(result)")
    #expect(result.score == 5)
    let swapped = right.replacing("a.viewDidLoad()\n", with: "").replacing(
      "[t=0.00] a.loadView()", with: "a.viewDidLoad()\na.loadView()")
    let wrong = Self.check(swapped, exercise: Self.prediction)
    #expect(wrong.status == .fail)
    #expect(wrong.message == "callback 2 should be a.loadView(), not a.viewDidLoad()")
    #expect(wrong.score == 2)
  }

  @Test func predictionScoresNameTheDivergence() {
    func score(_ given: [String], _ language: Language = .english) -> ExerciseResult {
      PredictionLog.score("p", expected: ["a.x()", "a.y()"], given: given, language: language)
    }
    #expect(score(["a.x()", "a.y()"]).tests.map(\.points) == [2, 3])
    #expect(score([]).tests.map(\.message) == ["a.x() is missing", "the log starts with a.x()"])
    #expect(
      score(["a.x()"]).tests.map(\.message) == [
        "a.y() is missing", "after 1 callback the log goes on with a.y()",
      ])
    #expect(
      score(["a.x()", "a.y()", "a.z()"]).tests.map(\.message) == [
        "a.z() does not happen", "a.z() does not happen",
      ])
    #expect(score(["a.y()", "a.x()"]).tests.map(\.points) == [2, 0])
    #expect(score(["a.y()", "a.x()"], .chinese).message == "第 1 个回调应当是 a.x()，而不是 a.y()")
    #expect(
      PredictionLog.score(
        "p", expected: ["a.x()", "a.y()", "a.z()"], given: ["a.x()", "a.y()"], language: .english
      )
      .tests[1].message == "after 2 callbacks the log goes on with a.z()")
  }

  @Test(arguments: [
    ("displayContentController(_:)", true), ("displayContentController:", true),
    ("displayContent(_:)", true), ("displayChild(_:)", false), ("hideContentController(_:)", false),
  ])
  func methodNamesMatchAcrossSpellings(_ name: String, _ same: Bool) {
    #expect(
      MethodNameMatch.sameMethod(name, "displayContentController(_:)", "displayContentController:")
        == same)
  }
}
