import Simulation
import Testing

@testable import Grading
@testable import LessonEngine

/// A class's results: the table with its summary, JSON, RFC 4180 CSV made safe for
/// spreadsheets, the Moodle and Canvas gradebook files, feedback files and their names.
@Suite struct ClassReportTests {
  static func result(
    _ status: ExerciseResult.Status, _ tests: [TestResult], message: String = "",
    kind: ErrorKind? = nil
  ) -> ExerciseResult {
    var result = ExerciseResult(
      exercise: "display-child", status: status, message: message, tests: tests, errorKind: kind)
    if status == .error { result.exerciseMaxScore = 3 }
    return result
  }

  static let pass = result(
    .pass,
    [
      ExerciseReportTests.test("a: child added", 2, of: 2),
      ExerciseReportTests.test("a: appears once", 1, of: 1),
    ])
  static let fail = result(
    .fail,
    [
      ExerciseReportTests.test("a: child added", 2, of: 2),
      ExerciseReportTests.test("a: appears once", 0, of: 1, "appears never came"),
    ])
  static let error = result(.error, [], message: "1:1: expected declaration", kind: .syntax)

  static func row(_ name: String, _ result: ExerciseResult, id: String? = nil) -> ClassRow {
    ClassRow(
      identity: StudentIdentity(
        name: name, platformID: id, platform: id == nil ? .plain : .moodle),
      files: [name + ".swift"], result: result)
  }

  static func report(_ rows: [ClassRow], _ language: Language = .english) -> ClassReport {
    ClassReport(exercise: "display-child", rows: rows, language: language)
  }

  @Test func csvIsRFC4180WithTheColumnsTeachersAskFor() {
    let csv = Self.report([
      Self.row("alice", Self.pass), Self.row("bob, jr", Self.fail),
      Self.row("say \"hi\"", Self.error), Self.row("new\nline", Self.pass),
    ]).csv()
    #expect(
      csv.split(separator: "\r\n", omittingEmptySubsequences: false) == [
        "student,status,score,max_score,percent,feedback,files,id,identifier",
        "alice,pass,3,3,100,,alice.swift,,",
        "\"bob, jr\",fail,2,3,66.7,a: appears once: appears never came,\"bob, jr.swift\",,",
        "\"say \"\"hi\"\"\",error,0,3,0,1:1: expected declaration,\"say \"\"hi\"\".swift\",,",
        "new\\u{a}line,pass,3,3,100,,new\\u{a}line.swift,,",
        "",
      ])
    #expect(Self.report([]).csv(byteOrderMark: true).hasPrefix("\u{FEFF}student,"))
  }

  struct Cell: CustomTestStringConvertible, Sendable {
    let raw: String
    let written: String
    var testDescription: String { raw.debugDescription }
  }

  /// OWASP's CSV injection advice: a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage
  /// return gets a `'` in front; control characters are escaped.
  @Test(arguments: [
    Cell(raw: "=HYPERLINK(\"http://x\")+1", written: "\"'=HYPERLINK(\"\"http://x\"\")+1\""),
    Cell(raw: "+cmd|' /C calc'!A0", written: "'+cmd|' /C calc'!A0"),
    Cell(raw: "-2+3", written: "'-2+3"),
    Cell(raw: "@SUM(A1)", written: "'@SUM(A1)"),
    Cell(raw: "\t=1+1", written: "' =1+1"),
    Cell(raw: "\r=1", written: "'\\u{d}=1"),
    Cell(raw: "\0=1", written: "'\\u{0}=1"),
    Cell(raw: "  =1", written: "'  =1"),
    Cell(raw: "plain", written: "plain"),
    Cell(raw: "a=b", written: "a=b"),
    Cell(raw: "\u{1B}[31mred", written: "\\u{1b}[31mred"),
  ])
  func spreadsheetCellsAreNeutralised(_ cell: Cell) {
    #expect(SpreadsheetCSV.field(cell.raw) == cell.written)
    let csv = Self.report([Self.row(cell.raw, Self.pass)]).csv()
    #expect(csv.split(separator: "\r\n")[1].hasPrefix(cell.written + ","))
  }

  @Test func theTableShowsNamesWholeAndEndsWithTheSummary() {
    let long = String(repeating: "n", count: 60)
    let lines = Self.report([
      Self.row("alice", Self.pass), Self.row(long, Self.fail), Self.row("dan", Self.error),
    ]).table()
    #expect(lines[0].hasPrefix("student" + String(repeating: " ", count: 55) + "status  score  %"))
    #expect(lines[2].hasPrefix(long + "  fail    2/3    66.7  a: appears once: appears never came"))
    #expect(lines.contains("display-child: 1 of 3 passed"))
    #expect(lines.contains("  1×  a: appears once (check): " + long))
    #expect(lines.contains("  1×  not valid Swift or Objective-C: dan"))
    #expect(lines.contains { $0.hasPrefix("  100%    1   ") })
  }

  @Test func theChineseTableSaysStatusesInChinese() {
    let lines = Self.report([Self.row("甲", Self.pass), Self.row("乙", Self.error)], .chinese)
      .table()
    #expect(lines[0].hasPrefix("学生  状态  得分  %    反馈"))
    #expect(lines[1].hasPrefix("甲    通过  3/3   100"))
    #expect(lines[2].hasPrefix("乙    出错  0/3   0"))
    #expect(lines.contains("display-child：2 名学生中有 1 名通过"))
  }

  @Test func jsonHasStudentsAndMisconceptionsWithTheirStudents() throws {
    var mistaken = Self.fail
    mistaken.mistakes = [
      MistakeHit(
        id: "view-only", name: "adds only the view", explanation: "…", rule: "2.1",
        scenario: "a")
    ]
    let json = Self.report([
      Self.row("alice", mistaken), Self.row("bob", mistaken), Self.row("carol", Self.error),
    ]).json()
    let students = try #require(json["students"]?.array)
    #expect(students.map { $0["student"]?.string } == ["alice", "bob", "carol"])
    #expect(students[2]["max_score"]?.number == 3, "an error row keeps the exercise's maximum")
    #expect(students[2]["error_kind"]?.string == "syntax")
    #expect(students[0]["percent"]?.number == 66.7)
    let misconceptions = try #require(json["summary"]?["misconceptions"]?.array)
    #expect(
      misconceptions.first
        == .object([
          ("name", .string("adds only the view")), ("kind", .string("mistake")),
          ("students", .array([.string("alice"), .string("bob")])),
        ]))
    #expect(json["summary"]?["errors"]?.array?.first?["kind"]?.string == "syntax")
  }

  @Test func identicalFailingLogsAreAHintNotPassingOnes() {
    var a = Self.fail
    a.logDigest = 7
    var b = Self.pass
    b.logDigest = 7
    let summary = Self.report([
      Self.row("x", a), Self.row("y", a), Self.row("z", b), Self.row("w", b),
    ]).summary
    #expect(summary.similar == [["x", "y"]])
  }

  @Test func aRegradeSaysWhoChanged() throws {
    let before = Self.report([Self.row("alice", Self.fail), Self.row("bob", Self.fail)]).json()
    let previous = try #require(PreviousGrade.parse(before.text()))
    let after = ClassReport(
      exercise: "display-child",
      rows: [
        Self.row("alice", Self.pass), Self.row("carol", Self.fail), Self.row("bob", Self.fail),
      ],
      language: .english, previous: previous)
    #expect(
      after.summary.changes == [
        ClassSummary.Change(
          student: "alice", before: PreviousGrade(status: "fail", score: 2, maxScore: 3),
          after: PreviousGrade(status: "pass", score: 3, maxScore: 3)),
        ClassSummary.Change(
          student: "carol", before: nil, after: PreviousGrade(status: "fail", score: 2, maxScore: 3)
        ),
      ])
    #expect(after.table().contains("  alice: fail 2/3 → pass 3/3"))
    #expect(PreviousGrade.parse("{\"students\": [{\"file\": 1}]}") == nil)
    #expect(PreviousGrade.parse("not json") == nil)
  }

  @Test func twoStudentsWithOneNameAreToldApart() {
    let report = Self.report([
      Self.row("Li Wei", Self.pass, id: "1"), Self.row("Li Wei", Self.fail, id: "2"),
      Self.row("Sam", Self.pass), Self.row("Sam", Self.pass),
    ])
    #expect(report.names == ["Li Wei (1)", "Li Wei (2)", "Sam (1)", "Sam (2)"])
  }

  struct FileName: CustomTestStringConvertible, Sendable {
    let student: String
    let file: String
    var testDescription: String { student.debugDescription }
  }

  /// Feedback file names never leave the folder, never hide, never carry control characters.
  @Test(arguments: [
    FileName(student: "Ben Okafor", file: "Ben_Okafor.feedback.txt"),
    FileName(student: "../../etc/passwd", file: "etc_passwd.feedback.txt"),
    FileName(student: ".bashrc", file: "bashrc.feedback.txt"),
    FileName(student: "a/b\\c", file: "a_b_c.feedback.txt"),
    FileName(student: "x\u{1B}[2J\u{0}y", file: "x_2J_y.feedback.txt"),
    FileName(student: "..", file: "student.feedback.txt"),
    FileName(student: "张伟", file: "张伟.feedback.txt"),
    FileName(student: "evil\u{202E}txt.exe", file: "evil_txt.exe.feedback.txt"),
  ])
  func feedbackFileNamesAreSafe(_ name: FileName) {
    let report = Self.report([Self.row(name.student, Self.pass)])
    #expect(report.feedbackFileNames() == [name.file])
  }

  @Test func feedbackFileNamesAreUniqueIgnoringCase() {
    let report = Self.report([
      Self.row("Ann", Self.pass), Self.row("ann", Self.pass), Self.row("ANN", Self.pass),
      Self.row("a/nn", Self.pass),
    ])
    #expect(
      report.feedbackFileNames() == [
        "Ann.feedback.txt", "ann-2.feedback.txt", "ANN-3.feedback.txt", "a_nn.feedback.txt",
      ])
  }

  @Test func feedbackHidesHiddenChecksFromStudents() {
    let rows = [
      ClassRow(
        identity: StudentIdentity(name: "bob"), files: ["class/bob.swift"],
        ignored: ["README.txt: not code"], result: ExerciseReportTests.mixed)
    ]
    #expect(
      Self.report(rows).feedback(0) == """
        student: bob
        files: bob.swift
        not graded: README.txt: not code
        display-child: fail (3/5)
        ✓ a: child added (2/2)
        ✗ a: appears once (0/1) — appears never came
        2 hidden checks, 1 failed

        """)
    // The teacher's table names the hidden check; the student's feedback does not.
    #expect(Self.report(rows).table().joined().contains("secret"))
  }
}
