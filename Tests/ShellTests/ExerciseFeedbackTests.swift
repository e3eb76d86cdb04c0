import Grading
import LessonEngine
import Shell
import Simulation
import Testing

/// Feedback that teaches: a failed check says what happened, what was expected, why and what to
/// try, with the rule behind it, in the student's language and never in checker notation; known
/// mistakes by name; the checks of behaviour (super, spelling, balanced calls, slides); errors by
/// kind; Exercism's fields; answers in several files.
@Suite struct ExerciseFeedbackTests {
  static let display = ClassGrader(
    document: FixtureExercises.document("fixture-display"), language: .english)
  static let behaviour = ClassGrader(
    document: FixtureExercises.document("fixture-behaviour"), language: .english)

  static let viewOnly = """
    func displayContentController(_ content: UIViewController) {
      view.addSubview(content.view)
    }
    """

  @Test func aFailedCheckExplainsItselfAndAKnownMistakeIsNamed() {
    let result = Self.display.check(Self.viewOnly)
    #expect(result.mistakes.map(\.id) == ["view-only"])
    let lines = ExerciseReport(language: .english, showHidden: false).text(result)
    #expect(
      lines.starts(with: [
        "fixture-display: fail (1/5)",
        "known mistake: adds only the view — The view is on screen, but content is not a child: UIKit never tells it that it appears.",
      ]), "\(lines)")
    #expect(lines.contains("    rule 2.8 — " + (RuleCatalog.rule("2.8")?.english ?? "")))
    #expect(
      lines.contains(
        "✗ on screen: content is a child (0/2) — content.parent is nil: your code never calls container.addChild(content)"
      ))
    #expect(lines.contains("    expected: content.parent is container"))
    #expect(
      lines.contains(
        "    why: Only a child gets its appearance callbacks from the container."))
    #expect(lines.contains("    hint: Call addChild(content) first."))
    #expect(lines.contains { $0.hasPrefix("    rule 1.1 — ") })
    // A line that never came is explained by the rule that logs it in the reference solution.
    #expect(
      lines.contains(
        "✗ on screen: didMove comes once (0/1) — content.didMove(toParent: container) never came"))
    #expect(lines.contains("    expected: content.didMove(toParent: container) exactly once"))
    // No checker notation: no `*`, no `===`.
    #expect(!lines.joined().contains("*"), "\(lines)")
    #expect(!lines.joined().contains("==="), "\(lines)")
    #expect(lines.last == "1 hidden check, 0 failed")
  }

  @Test func theSolutionMakesNoKnownMistake() {
    let part = FixtureExercises.document("fixture-display").exercise
    let result = Self.display.check(part?.solution.first?.text ?? "")
    #expect(result.status == .pass)
    #expect(result.mistakes.isEmpty)
  }

  @Test func chineseFeedbackNamesChecksAndMistakesInChinese() {
    let grader = ClassGrader(
      document: FixtureExercises.document("fixture-display", .chinese), language: .chinese)
    let lines = ExerciseReport(language: .chinese, showHidden: false).text(
      grader.check(Self.viewOnly))
    #expect(lines.contains { $0.hasPrefix("已知错误：只加了视图——视图在屏幕上") })
    #expect(
      lines.contains(
        "✗ 在屏幕上：content 是子控制器（0/2）—— content.parent 是 nil：你的代码从未调用 container.addChild(content)"))
    #expect(lines.contains("    应当：content.parent 是 container"))
    #expect(lines.contains("    原因：只有子控制器才会收到容器转发的出现回调。"))
    #expect(lines.contains("    提示：先调用 addChild(content)。"))
    #expect(lines.contains { $0.hasPrefix("    规则 1.1 —— ") })
  }

  @Test func aCatalogSaysWhichCheckWordsAreNotTranslated() {
    let missing = FixtureExercises.catalog.untranslatedCheckWords(.chinese)
    #expect(
      missing == [
        "fixture-behaviour: scenario 'run': check 1 ('overrides call super') has no zh-Hans name",
        "fixture-behaviour: scenario 'run': check 2 ('today's spelling') has no zh-Hans name",
        "fixture-behaviour: scenario 'run': check 3 ('balanced') has no zh-Hans name",
        "fixture-behaviour: scenario 'run': check 4 ('slides in from the right') has no zh-Hans name",
        "fixture-display: scenario 'on-screen': check 3 ('didMove after the view is in') has no zh-Hans name",
        "fixture-display: scenario 'on-screen': check 4 ('secret check') has no zh-Hans name",
      ])
  }

  @Test func theSolutionOfTheBehaviourFixturePasses() {
    let part = FixtureExercises.document("fixture-behaviour").exercise
    let result = Self.behaviour.check(part?.solution.first?.text ?? "")
    #expect(result.status == .pass, "\(result.tests.filter { !$0.passed })")
  }

  struct Behaviour: CustomTestStringConvertible, Sendable {
    let name: String
    let answer: String
    let failing: String
    let happened: String
    var testDescription: String { name }
  }

  static let slideRight = """
    func slide(_ content: UIViewController) {
      addChild(content)
      content.view.frame = CGRect(x: -320, y: 0, width: 320, height: 480)
      view.addSubview(content.view)
      UIView.animate(withDuration: 0.3, animations: {
        content.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      }, completion: { _ in content.didMove(toParent: self) })
    }
    """

  @Test(arguments: [
    Behaviour(
      name: "an override that forgets super",
      answer: "override func viewWillAppear(_ animated: Bool) {}\n"
        + slideRight.replacing("-320", with: "320"),
      failing: "run: overrides call super",
      happened:
        "your override shown.viewWillAppear(_:) ran without calling super.viewWillAppear(_:)"),
    Behaviour(
      name: "a Swift 3 name",
      answer: slideRight.replacing("-320", with: "320").replacing(
        "addChild(content)", with: "addChildViewController(content)"),
      failing: "run: today's spelling",
      happened:
        "the answer calls addChildViewController(_:), a Swift 3 name no current compiler accepts"),
    Behaviour(
      name: "a slide the wrong way", answer: slideRight, failing: "run: slides in from the right",
      happened: "content.view slides right (x -320 → 0)"),
    Behaviour(
      name: "an unbalanced begin",
      answer: slideRight.replacing("-320", with: "320").replacing(
        "view.addSubview(content.view)",
        with:
          "view.addSubview(content.view)\n  content.beginAppearanceTransition(true, animated: false)"
      ),
      failing: "run: balanced",
      happened: "content.beginAppearanceTransition came 1 time, content.endAppearanceTransition() 0"
    ),
  ])
  func behaviourChecksFail(_ test: Behaviour) throws {
    let result = Self.behaviour.check(test.answer)
    let failed = result.tests.filter { !$0.passed }
    #expect(failed.map(\.name) == [test.failing], "\(failed)")
    #expect(failed.first?.message == test.happened)
  }

  @Test func anOverrideWithoutOverrideIsSwiftcsErrorNotAPass() {
    let answer =
      "func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }\n"
      + Self.slideRight.replacing("-320", with: "320")
    let result = Self.behaviour.check(answer)
    #expect(result.status == .error)
    #expect(result.errorKind == .syntax)
    #expect(result.message == "1:6: overriding declaration requires an 'override' keyword")
  }

  @Test func anAnswerStoppedOnlyByUnsupportedCodeIsAnErrorWithThatReason() {
    let answer = Self.viewOnly.replacing(
      "view.addSubview(content.view)",
      with: "addChild(content)\n  let text = String(contentsOfFile: \"notes.txt\")\n"
        + "  view.addSubview(content.view)\n  content.didMove(toParent: self)")
    let result = Self.display.check(answer)
    #expect(result.status == .error)
    #expect(result.errorKind == .unsupported)
    #expect(result.message == "3:14: containrepl does not simulate 'String(contentsOfFile:)' yet")
    #expect(result.tests.isEmpty, "no partial marks: \(result.tests)")
  }

  @Test func anOldSpellingNeverPassesSilentlyEvenWithoutASpellingCheck() {
    let answer = Self.viewOnly.replacing(
      "view.addSubview(content.view)",
      with: "addChildViewController(content)\n  view.addSubview(content.view)\n"
        + "  content.didMove(toParent: self)")
    let result = Self.display.check(answer)
    #expect(result.status == .fail)
    let failed = result.tests.filter { !$0.passed }
    #expect(
      failed.first?.name.hasSuffix("the answer uses today's Swift names") == true, "\(failed)")
    #expect(
      failed.first?.message
        == "'addChildViewController(_:)' has been renamed to 'addChild(_:)': no current Swift compiler accepts the old name"
    )
  }

  @Test func exercismFieldsAreFilled() throws {
    let answer = Self.viewOnly.replacing(
      "view.addSubview(content.view)", with: "print(\"hello\")\n  view.addSubview(content.view)")
    let json = ExerciseReport(language: .english, showHidden: false).json(
      Self.display.check(answer))
    #expect(json["version"]?.number == 3)
    let first = try #require(json["tests"]?.array?.first)
    #expect(first["task_id"]?.number == 1)
    #expect(first["output"]?.string == "hello")
    #expect(
      first["test_code"]?.string
        == "container.displayContentController(content)\n// content is a child")
    #expect(json["mistakes"]?.array?.first?["id"]?.string == "view-only")
    #expect(json["tests"]?.array?.count == 3, "the hidden check stays hidden")
  }

  struct ErrorCase: CustomTestStringConvertible, Sendable {
    let name: String
    let answer: String
    let kind: ErrorKind
    var testDescription: String { name }
  }

  @Test(arguments: [
    ErrorCase(name: "nothing but comments", answer: "// TODO\n\n", kind: .notCode),
    ErrorCase(
      name: "a syntax error", answer: "func displayContentController(_ c: UIViewController) {",
      kind: .syntax),
    ErrorCase(
      name: "statements outside a method", answer: "addChild(UIViewController())", kind: .syntax),
    ErrorCase(
      name: "an unsupported construct", answer: "typealias Pair<T> = (T, T)", kind: .unsupported),
    ErrorCase(
      name: "another method", answer: "func show(_ c: UIViewController) {}", kind: .missingMethod),
    ErrorCase(
      name: "an endless loop",
      answer: "func displayContentController(_ c: UIViewController) { while true {} }",
      kind: .timeOut),
  ])
  func errorsHaveAKind(_ test: ErrorCase) {
    let result = Self.display.check(test.answer)
    #expect(result.status == .error)
    #expect(result.errorKind == test.kind, "\(result.message)")
    #expect(result.maxScore == 5, "an error keeps the exercise's maximum")
  }

  @Test func anExerciseCanTightenItsLimits() throws {
    let text = FixtureExercises.display.replacing(
      "selector: displayContentController:)",
      with: "selector: displayContentController:, max-steps: 50)")
    let document = LessonParser.parse(text).0
    let grader = ClassGrader(document: try #require(document), language: .english)
    let loop = """
      func displayContentController(_ content: UIViewController) {
        var i = 0
        while i < 100 { i += 1 }
        addChild(content)
      }
      """
    #expect(grader.check(loop).errorKind == .timeOut)
  }

  @Test func filesOfOneStudentAreJoinedAndTheLaterDefinitionWins() {
    let submission = Submission(
      identity: StudentIdentity(name: "ben"),
      files: [
        SubmissionFile(path: "ben/a.swift", name: "a.swift", text: .success(Self.viewOnly)),
        SubmissionFile(
          path: "ben/b.swift", name: "b.swift",
          text: .success(
            FixtureExercises.document("fixture-display").exercise?.solution.first?.text ?? "")),
      ])
    let result = Self.display.grade(submission)
    #expect(result.status == .pass)
    #expect(
      result.notes == [
        "displayContentController(_:) is defined in a.swift and again in b.swift; the later file, b.swift, wins"
      ])
  }

  @Test func anErrorInTheSecondFileIsPlacedInIt() {
    let submission = Submission(
      identity: StudentIdentity(name: "ben"),
      files: [
        SubmissionFile(path: "a.swift", name: "a.swift", text: .success("// helpers\n\n")),
        SubmissionFile(path: "b.m", name: "b.m", text: .success("- (void)x {\n  [self nope:1]\n")),
      ])
    let result = Self.display.grade(submission)
    #expect(result.status == .error)
    #expect(result.message.hasPrefix("b.m:"), "\(result.message)")
  }

  @Test func aStudentWithoutCodeIsAnErrorRowWithWhy() {
    let submission = Submission(
      identity: StudentIdentity(name: "ben"), files: [],
      problem: SubmissionProblem("no answer file (.swift, .m, .mm, .h) in ben"))
    let result = Self.display.grade(submission)
    #expect(result.status == .error)
    #expect(result.errorKind == .notCode)
    #expect(result.message == "no answer file (.swift, .m, .mm, .h) in ben")
    #expect(result.maxScore == 5)
  }
}

extension ExerciseFeedbackTests {
  /// The status line is in the student's language too (通过 / 未通过 / 出错).
  @Test func theStatusWordIsTranslated() {
    let grader = ClassGrader(
      document: FixtureExercises.document("fixture-display", .chinese), language: .chinese)
    let report = ExerciseReport(language: .chinese, showHidden: false)
    #expect(report.text(grader.check(Self.viewOnly)).first == "fixture-display：未通过（1/5）")
    #expect(report.text(grader.check("")).first == "fixture-display：出错（0/5）")
  }
}

/// What a student reads about checks their code failed: what the code called where a call was
/// missed (the other way round, or another call of the same method), and each rule's sentence
/// once in the letter however many checks it is behind.
extension ExerciseFeedbackTests {
  static let reversed = """
    func displayContentController(_ content: UIViewController) {
      addChild(content)
      content.view.frame = frameForContentController()
      content.view.addSubview(view)
      content.didMove(toParent: self)
    }
    """

  static func letter(_ id: String, _ answer: String, _ language: Language) throws -> [String] {
    let document = try #require(ExerciseCorpusTests.document(id, language))
    let result = ClassGrader(document: document, language: language).check(answer)
    return ExerciseReport(language: language, showHidden: false).text(result)
  }

  @Test func aViewAddedTheOtherWayRoundIsToldWhatTheCodeDidWithItsRuleOnce() throws {
    let lines = try Self.letter("display-child", Self.reversed, .english)
    let text = lines.joined(separator: "\n")
    #expect(
      lines.contains(
        "✗ the container is on screen: addChild(_:) comes before the view is added (0/2) — your code calls content.view.addSubview(container.view), the other way round"
      ), "\(text)")
    #expect(!text.contains("container.view.addSubview(content.view) never came"))
    let sentence = try #require(RuleCatalog.rule("R.1")?.english)
    #expect(text.components(separatedBy: sentence).count == 2, "R.1's sentence once")
    #expect(lines.filter { $0 == "    rule R.1, as above" }.count == 2, "\(text)")
    #expect(lines.filter { $0.hasPrefix("    rule 5.12b — ") }.count == 1)
  }

  @Test func inChineseTooTheCodesCallAndEachRuleOnce() throws {
    let lines = try Self.letter("display-child", Self.reversed, .chinese)
    let text = lines.joined(separator: "\n")
    #expect(text.contains("你的代码调用的是 content.view.addSubview(container.view)，方向反了"), "\(text)")
    let sentence = try #require(RuleCatalog.rule("R.1")?.sentence(.chinese))
    #expect(text.components(separatedBy: sentence).count == 2)
    #expect(lines.contains("    规则 R.1，同上"), "\(text)")
  }

  @Test func aCallOfTheSameMethodWithAnotherArgumentIsNamed() throws {
    let answer = """
      func hideContentController(_ content: UIViewController) {
        content.willMove(toParent: self)
        content.view.removeFromSuperview()
        content.removeFromParent()
      }
      """
    let text = try Self.letter("hide-child", answer, .english).joined(separator: "\n")
    #expect(
      text.contains("your code calls content.willMove(toParent: container) instead"), "\(text)")
    #expect(text.contains("expected: content.willMove(toParent: nil)"), "\(text)")
    // A call that was not made at all is still said to be missing.
    let forgot = try Self.letter(
      "display-child",
      "func displayContentController(_ content: UIViewController) {\n  view.addSubview(content.view)\n}",
      .english
    ).joined(separator: "\n")
    #expect(forgot.contains("content.didMove(toParent: container) never came"), "\(forgot)")
  }
}
