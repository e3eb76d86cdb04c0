import Testing

@testable import LessonEngine

/// A class's results: CSV, the grade table with its summary, grade JSON, feedback files.
@Suite struct ClassReportTests {
  typealias Row = ExerciseReport.Row
  static var english: ExerciseReport { ExerciseReport(language: .english, showHidden: false) }

  static func result(_ status: ExerciseResult.Status, _ tests: [TestResult], message: String = "")
    -> ExerciseResult
  {
    ExerciseResult(exercise: "display-child", status: status, message: message, tests: tests)
  }

  static let pass = result(.pass, [ExerciseReportTests.test("a: child added", 2, of: 2)])
  static let fail = result(
    .fail,
    [
      ExerciseReportTests.test("a: child added", 2, of: 2),
      ExerciseReportTests.test("a: appears once", 0, of: 1, "appears never came"),
    ])
  static let error = result(.error, [], message: "1:1: expected declaration")

  @Test func csvQuotesCommasQuotesAndSpaces() {
    let rows = [
      Row(file: "alice.swift", result: Self.pass),
      Row(file: "bob, jr.swift", result: Self.fail),
      Row(file: "say \"hi\".m", result: Self.error),
      Row(file: "tab\there.swift", result: Self.pass),
      Row(file: "new\nline.swift", result: Self.pass),
    ]
    #expect(
      Self.english.csv(rows) == [
        "file,status,score,max_score,first_divergence",
        "alice.swift,pass,2,2,",
        "\"bob, jr.swift\",fail,2,3,\"appears never came\"",
        "\"say \"\"hi\"\".m\",error,0,0,\"1:1: expected declaration\"",
        "\"tab here.swift\",pass,2,2,",
        "new\\u{a}line.swift,pass,2,2,",
      ])
  }

  @Test(arguments: ["=1+1", "+cmd", "-2", "@SUM(A1)"])
  func csvDefusesFormulas(_ file: String) {
    #expect(Self.english.csv([Row(file: file, result: Self.pass)])[1] == "\"'\(file)\",pass,2,2,")
  }

  @Test func csvHidesAHiddenFirstFailureUnlessAsked() {
    let rows = [Row(file: "x", result: ExerciseReportTests.hiddenFirst)]
    #expect(Self.english.csv(rows)[1] == "x,fail,0,4,\"a hidden check failed\"")
    #expect(
      ExerciseReport(language: .english, showHidden: true).csv(rows)[1]
        == "x,fail,0,4,\"secret reason\"")
  }

  @Test func tableEndsWithTheClassSummary() {
    let rows = [
      Row(file: "alice.swift", result: Self.pass), Row(file: "bob.swift", result: Self.fail),
      Row(file: "carol.m", result: Self.fail), Row(file: "dan.swift", result: Self.error),
    ]
    #expect(
      Self.english.table(exercise: "display-child", rows) == [
        "file         status  score    first divergence",
        "alice.swift  pass    2/2      ",
        "bob.swift    fail    2/3      appears never came",
        "carol.m      fail    2/3      appears never came",
        "dan.swift    error   0/0      1:1: expected declaration",
        "",
        "display-child: 1 of 4 passed",
        "checks failed most:",
        "  2×  a: appears once",
        "commonest first divergences:",
        "  2×  appears never came",
        "  1×  1:1: expected declaration",
      ])
  }

  @Test func tableInChineseAndWithoutRows() {
    let chinese = ExerciseReport(language: .chinese, showHidden: false)
    #expect(
      chinese.table(exercise: "e", [Row(file: "甲.swift", result: Self.pass)]) == [
        "文件      状态    得分     第一处偏差", "甲.swift  pass    2/2      ", "", "e：1 份中有 1 份通过",
      ])
    #expect(
      Self.english.table(exercise: "e", []) == [
        "file  status  score    first divergence", "", "e: 0 of 0 passed",
      ])
  }

  @Test func tableCutsLongFilesAndMessages() {
    let long = String(repeating: "f", count: 60)
    let message = String(repeating: "m", count: 150)
    let row = Row(file: long, result: Self.result(.error, [], message: message))
    let lines = Self.english.table(exercise: "e", [row])
    #expect(
      lines[1] == String(repeating: "f", count: 39) + "…  error   0/0      "
        + String(repeating: "m", count: 99) + "…")
    #expect(lines.last == "  1×  " + String(repeating: "m", count: 119) + "…")
  }

  @Test func summaryOrdersByCountThenName() {
    let rows =
      [Self.fail, Self.fail, Self.error].map { Row(file: "f", result: $0) } + [
        Row(
          file: "g",
          result: Self.result(
            .fail,
            [
              ExerciseReportTests.test("b", 0, of: 1, "zzz"),
              ExerciseReportTests.test("a", 0, of: 1, "yyy"),
            ]))
      ]
    let summary = ExerciseReport.Summary(
      rows, report: ExerciseReport(language: .english, showHidden: false))
    #expect(summary.passed == 0)
    #expect(summary.failuresByTest.map(\.0) == ["a: appears once", "a", "b"])
    #expect(summary.failuresByTest.map(\.1) == [2, 1, 1])
    #expect(
      summary.divergences.map(\.0) == ["appears never came", "1:1: expected declaration", "zzz"])
  }

  @Test func theSummaryNamesNoHiddenCheckUnlessAsked() {
    let rows = [Row(file: "x", result: ExerciseReportTests.hiddenFirst)]
    let hidden = ExerciseReport.Summary(rows, report: Self.english)
    #expect(hidden.failuresByTest.map(\.0) == ["a hidden check", "a: shown"])
    #expect(hidden.divergences.map(\.0) == ["a hidden check failed"])
    let shown = ExerciseReport.Summary(
      rows, report: ExerciseReport(language: .english, showHidden: true))
    #expect(shown.failuresByTest.map(\.0) == ["a: secret", "a: shown"])
    #expect(shown.divergences.map(\.0) == ["secret reason"])
    #expect(!Self.english.table(exercise: "display-child", rows).joined().contains("secret"))
  }

  @Test func gradeJSONListsSubmissionsAndSummary() {
    let rows = [
      Row(file: "alice.swift", result: Self.pass), Row(file: "bob.swift", result: Self.fail),
    ]
    #expect(
      Self.english.gradeJSON(exercise: "display-child", rows).text() == """
        {"exercise":"display-child","submissions":[\
        {"file":"alice.swift","status":"pass","score":2,"max_score":2,"message":null,"tests":[\
        {"name":"a: child added","status":"pass","message":null,"points":2,"max_points":2}]},\
        {"file":"bob.swift","status":"fail","score":2,"max_score":3,"message":"appears never came","tests":[\
        {"name":"a: child added","status":"pass","message":null,"points":2,"max_points":2},\
        {"name":"a: appears once","status":"fail","message":"appears never came","points":0,"max_points":1}]}],\
        "summary":{"count":2,"passed":1,"by_test":[{"name":"a: appears once","failed":1}],\
        "divergences":[{"text":"appears never came","count":1}]}}
        """)
  }

  @Test func feedbackIsTheFileThenTheTextReport() {
    let row = Row(file: "class/bob.swift", result: ExerciseReportTests.mixed)
    #expect(
      Self.english.feedback(row) == """
        class/bob.swift
        display-child: fail (3/5)
        ✓ a: child added (2/2)
        ✗ a: appears once (0/1) — appears never came
        2 hidden checks, 1 failed

        """)
    #expect(Self.english.feedback(row).contains("secret") == false)
  }
}
