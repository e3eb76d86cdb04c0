import Simulation
import Testing

@testable import Grading
@testable import LessonEngine

/// Results of one answer, and the reports written from them: text, JSON, CSV, table, feedback.
@Suite struct ExerciseReportTests {
  static func test(
    _ name: String, _ points: Int, of maxPoints: Int, _ message: String = "", hidden: Bool = false
  ) -> TestResult {
    TestResult(
      name: name, scenario: "a", passed: points == maxPoints, message: message, points: points,
      maxPoints: maxPoints, isHidden: hidden)
  }

  /// Two visible checks (one failed) and two hidden ones (one failed).
  static let mixed = ExerciseResult(
    exercise: "display-child", status: .fail, message: "appears never came",
    tests: [
      test("a: child added", 2, of: 2), test("a: appears once", 0, of: 1, "appears never came"),
      test("a: secret", 0, of: 1, "secret reason", hidden: true),
      test("a: other secret", 1, of: 1, hidden: true),
    ])
  static let passed = ExerciseResult(
    exercise: "display-child", status: .pass, message: "", tests: [test("a: child added", 2, of: 2)]
  )
  static let hiddenFirst = ExerciseResult(
    exercise: "display-child", status: .fail, message: "a hidden check failed",
    tests: [
      test("a: secret", 0, of: 3, "secret reason", hidden: true),
      test("a: shown", 0, of: 1, "shown reason"),
    ])

  /// Feedback says each rule once: a second failed check on the same rule
  /// names it without repeating its sentence.
  @Test(arguments: [Language.english, .chinese])
  func eachRuleIsSaidOnce(_ language: Language) {
    var first = Self.test("a: disappears", 0, of: 1, "never came")
    var second = Self.test("a: appears", 0, of: 1, "never came")
    first.rule = "1.1"
    second.rule = "1.1"
    let result = ExerciseResult(
      exercise: "manual-appearance", status: .fail, message: "never came", tests: [first, second])
    let lines = ExerciseReport(language: language, showHidden: false).text(result)
    let report = ExerciseReport(language: language, showHidden: false)
    var said = Set<String>()
    let full = report.ruleLine("1.1", said: &said)
    #expect(full.count > 12, "\(full)")
    #expect(lines.filter { $0.contains(full) }.count == 1, "\(lines)")
    #expect(lines.contains("    " + language.pick("rule 1.1, as above", "规则 1.1，同上")), "\(lines)")
  }

  @Test func scoresAddUpOverEveryCheck() {
    #expect(Self.mixed.score == 3)
    #expect(Self.mixed.maxScore == 5)
    #expect(Self.mixed.firstDivergence == "appears never came")
    #expect(Self.passed.firstDivergence == nil)
    #expect(
      ExerciseResult(exercise: "e", status: .error, message: "boom", tests: []).firstDivergence
        == "boom")
  }

  @Test func textHidesHiddenChecksButCountsThem() {
    #expect(
      ExerciseReport(language: .english, showHidden: false).text(Self.mixed) == [
        "display-child: fail (3/5)",
        "✓ a: child added (2/2)",
        "✗ a: appears once (0/1) — appears never came",
        "2 hidden checks, 1 failed",
      ])
    #expect(
      ExerciseReport(language: .chinese, showHidden: false).text(Self.mixed).last
        == "2 项隐藏检查，其中 1 项没有通过")
    #expect(
      ExerciseReport(language: .english, showHidden: true).text(Self.mixed) == [
        "display-child: fail (3/5)",
        "✓ a: child added (2/2)",
        "✗ a: appears once (0/1) — appears never came",
        "✗ a: secret (0/1) — secret reason",
        "✓ a: other secret (1/1)",
      ])
  }

  @Test func oneHiddenCheckIsSingular() {
    let result = ExerciseResult(
      exercise: "e", status: .pass, message: "", tests: [Self.test("x", 1, of: 1, hidden: true)])
    #expect(
      ExerciseReport(language: .english, showHidden: false).text(result) == [
        "e: pass (1/1)", "1 hidden check, 0 failed",
      ])
  }

  @Test func errorTextShowsTheEscapedMessageOnly() {
    let result = ExerciseResult(
      exercise: "e", status: .error, message: "1:5: bad\u{1B}[31m\tname\n", tests: [])
    #expect(result.message == "1:5: bad\\u{1b}[31m name\\u{a}")
    #expect(
      ExerciseReport(language: .english, showHidden: false).text(result) == [
        "e: error (0/0)", "error: 1:5: bad\\u{1b}[31m name\\u{a}",
      ])
  }

  @Test func resultEscapesNamesAndMessagesOnce() {
    let result = ExerciseResult(
      exercise: "e", status: .fail, message: "",
      tests: [Self.test("name\u{7}\u{85}", 0, of: 1, "why\r\n\u{0}")])
    #expect(result.tests[0].name == "name\\u{7}\\u{85}")
    #expect(result.tests[0].message == "why\\u{d}\\u{a}\\u{0}")
    #expect(
      ExerciseReport(language: .english, showHidden: false).text(result)[1]
        == "✗ name\\u{7}\\u{85} (0/1) — why\\u{d}\\u{a}\\u{0}")
  }

  @Test func jsonIsExercismVersionThree() {
    let report = ExerciseReport(language: .english, showHidden: false)
    #expect(
      report.json(Self.mixed).text() == """
        {"version":3,"status":"fail","message":"appears never came","tests":[\
        {"name":"a: child added","status":"pass","message":null,"output":null,"test_code":"",\
        "task_id":0,"points":2,"max_points":2},\
        {"name":"a: appears once","status":"fail","message":"appears never came","output":null,\
        "test_code":"","task_id":0,"points":0,"max_points":1}],"score":3,"max_score":5}
        """)
    #expect(
      report.json(Self.passed).text() == """
        {"version":3,"status":"pass","message":null,"tests":[\
        {"name":"a: child added","status":"pass","message":null,"output":null,"test_code":"",\
        "task_id":0,"points":2,"max_points":2}],"score":2,"max_score":2}
        """)
  }

  @Test func jsonShowsHiddenChecksOnlyWhenAsked() {
    let hidden = ExerciseReport(language: .english, showHidden: false).json(Self.hiddenFirst)
    #expect(hidden["message"] == .string("a hidden check failed"))
    #expect(hidden["tests"]?.array?.compactMap { $0["name"]?.string } == ["a: shown"])
    #expect(hidden["tests"]?.array?.first?["hidden"] == nil)
    #expect(
      ExerciseReport(language: .chinese, showHidden: false).json(Self.hiddenFirst)["message"]
        == .string("一项隐藏检查没有通过"))
    let shown = ExerciseReport(language: .english, showHidden: true).json(Self.hiddenFirst)
    #expect(shown["message"] == .string("secret reason"))
    #expect(shown["tests"]?.array?.map { $0["hidden"] } == [.bool(true), .bool(false)])
  }

  @Test func scoredResultNamesTheFirstFailureOrHidesIt() {
    let tests = Self.hiddenFirst.tests
    #expect(
      ExerciseResult.scored("e", tests, language: .english).message == "a hidden check failed")
    #expect(
      ExerciseResult.scored("e", Array(tests.reversed()), language: .english).message
        == "shown reason")
    #expect(ExerciseResult.scored("e", tests, language: .english).status == .fail)
    #expect(
      ExerciseResult.scored("e", [Self.test("x", 1, of: 1)], language: .english).status == .pass)
    #expect(
      ExerciseResult.scored("e", [], language: .english)
        == ExerciseResult(exercise: "e", status: .pass, message: "", tests: []))
  }

  @Test func everyFormatEscapesTextChangedAfterTheResultWasMade() {
    var result = Self.mixed
    result.tests[1].name = "n\u{1B}]0;title\u{7}"
    result.tests[1].message = "m\u{1B}[2J"
    let report = ExerciseReport(language: .english, showHidden: true)
    let row = ClassRow(file: "f\u{1B}.swift", result: result)
    let classReport = ClassReport(exercise: "e", rows: [row], language: .english, showHidden: true)
    let outputs =
      report.text(result) + [report.json(result).text(pretty: true)]
      + classReport.csv().split(separator: "\r\n").map(String.init) + classReport.table() + [
        classReport.feedback(0), classReport.json().text(),
      ]
    for output in outputs {
      let raw = output.unicodeScalars.filter {
        ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
      }
      #expect(raw.isEmpty, "\(output)")
    }
    #expect(report.text(result)[2] == "✗ n\\u{1b}]0;title\\u{7} (0/1) — m\\u{1b}[2J")
    #expect(report.json(result)["tests"]?.array?[1]["message"] == .string("m\u{1B}[2J"))
    #expect(report.json(result).text().contains(#""message":"m\u001b[2J""#))
  }
}
