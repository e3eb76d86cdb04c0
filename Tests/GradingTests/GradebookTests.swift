import Simulation
import Testing

@testable import Grading
@testable import LessonEngine

/// The gradebook files as the platforms read them: Moodle's grading worksheet (read the way
/// `mod/assign/feedback/offline/importgradeslib.php` reads it), its feedback-zip names (as
/// `mod/assign/feedback/file/importziplib.php` splits them), Canvas's gradebook import; every
/// file read back with a strict RFC 4180 reader.
@Suite struct GradebookTests {
  typealias Fixture = ClassReportTests

  static let names = ["Ben Okafor", "O'Neil, \"Em\"", "王小明", "García Ana"]

  /// A class: a pass, a fail, an error, a fail; Moodle participants 40213…40216.
  static func moodleRows() -> [ClassRow] {
    zip(names, [Fixture.pass, Fixture.fail, Fixture.error, Fixture.fail]).enumerated().map {
      index, pair in
      Fixture.row(pair.0, pair.1, id: String(40213 + index))
    }
  }

  /// What Moodle's importer takes from a worksheet: for each row it accepts, the participant
  /// number and the grade, and the feedback when that column is there. Columns are found by
  /// their exact names; the number is what follows as many bytes as `hiddenuser` has (PHP's
  /// `substr` counts bytes); an empty grade, or one above the maximum, is skipped.
  static func moodleImport(_ csv: String, _ words: MoodleWords, maximum: Double) throws
    -> [(participant: String, grade: Double, feedback: String?)]
  {
    let records = try StrictCSV.parse(csv)
    let header = try #require(records.first)
    let id = try #require(header.firstIndex(of: words.identifier))
    let grade = try #require(header.firstIndex(of: words.grade))
    _ = try #require(header.firstIndex(of: words.modified))
    let feedback = header.firstIndex(of: words.feedback)
    let prefixBytes = words.participant.utf8.count
    return records.dropFirst().compactMap { record in
      let number = String(decoding: Array(record[id].utf8).dropFirst(prefixBytes), as: UTF8.self)
      guard !number.isEmpty, number.allSatisfy(\.isNumber), let value = Double(record[grade]),
        value >= 0, value <= maximum
      else { return nil }
      return (number, value, feedback.map { record[$0] })
    }
  }

  @Test func moodleWorksheetInEnglishImportsEveryGradedStudentOnTheScale() throws {
    let report = Fixture.report(Self.moodleRows())
    let file = report.moodle(GradebookSettings(maxGrade: 10, modified: "2024-05-01 10:00:00 +0000"))
    #expect(file.warnings.isEmpty)
    let records = try StrictCSV.parse(file.text)
    #expect(
      records[0] == [
        "Identifier", "Full name", "Grade", "Maximum grade", "Last modified (grade)",
        "Feedback comments",
      ])
    #expect(records.dropFirst().map { $0[1] } == Self.names, "names with commas, quotes, CJK")
    let imported = try Self.moodleImport(file.text, .english, maximum: 10)
    #expect(
      imported.map { $0.participant } == ["40213", "40214", "40216"], "the error row is skipped")
    #expect(imported.map { $0.grade } == [10, 6.67, 6.67])
    #expect(records[3][2] == "", "an error leaves Moodle's grade as it is")
    let comment = try #require(imported[1].feedback)
    #expect(comment.contains("<li>✗ a: appears once — appears never came</li>"))
  }

  @Test func moodleWorksheetInChineseUsesTheChineseLanguagePacksNames() throws {
    let report = Fixture.report(Self.moodleRows(), .chinese)
    let file = report.moodle(GradebookSettings(modified: "2024-05-01 10:00:00 +0800"))
    let records = try StrictCSV.parse(file.text)
    #expect(records[0] == ["标识符", "全名", "成绩", "最高分", "上次修改（评分）", "反馈意见"])
    #expect(records[1][0] == "参与人40213")
    let imported = try Self.moodleImport(file.text, .chinese, maximum: 100)
    #expect(imported.map { $0.participant } == ["40213", "40214", "40216"])
    #expect(imported.first?.grade == 100, "Moodle's default maximum when none is given")
  }

  @Test func aDownloadedWorksheetComesBackAsMoodleWroteItWithTheGradesFilledIn() throws {
    let sheet = """
      Identifier,Full name,Email address,Status,Grade,Maximum grade,Grade can be changed,\
      Last modified (submission),Last modified (grade),Feedback comments\r
      Participant 40213,Ben Okafor,ben@example.org,Submitted for grading,,20.00,Yes,\
      "Monday, 1 May 2024, 10:00 AM",-,\r
      Participant 40299,Not Graded,n@example.org,No submission,12,20.00,Yes,-,-,old\r
      Participant 40214,"O'Neil, \"\"Em\"\"\",em@example.org,Submitted for grading,5,20.00,Yes,-,-,\r

      """
    let worksheet = try MoodleWorksheet(sheet)
    #expect(worksheet.maximum == 20)
    #expect(worksheet.participantPrefix == "Participant ")
    var rows = Self.moodleRows()
    rows.append(Fixture.row("Late Comer", Fixture.pass, id: "40300"))
    let file = Fixture.report(rows).moodle(
      GradebookSettings(worksheet: worksheet, modified: "2024-05-02 09:00:00 +0000"))
    let records = try StrictCSV.parse(file.text)
    let original = try StrictCSV.parse(sheet)
    #expect(records[0] == original[0])
    #expect(records[2] == original[2], "a participant not graded is left untouched")
    #expect(records[1][7] == "Monday, 1 May 2024, 10:00 AM")
    #expect(
      records[1][3] == "Submitted for grading" && records[1][8] == "2024-05-02 09:00:00 +0000")
    #expect(records[1][4] == "20" && records[3][4] == "13.33", "scaled to the worksheet's 20")
    #expect(file.warnings.count == 1)
    #expect(file.warnings.first?.contains("Late Comer") == true)
    #expect(file.warnings.first?.contains("王小明") == true)
    #expect(!file.text.contains("'-"), "the worksheet's own cells are not rewritten")
  }

  @Test func aWorksheetInChineseIsReadAndOneWithoutCommentsGetsTheColumn() throws {
    let sheet = "标识符,全名,成绩,最高分,上次修改（评分）\r\n参与人40213,Ben Okafor,,10.00,-\r\n"
    let worksheet = try MoodleWorksheet(sheet)
    #expect(worksheet.participant(worksheet.rows[0]) == "40213")
    let file = Fixture.report(Self.moodleRows(), .chinese).moodle(
      GradebookSettings(worksheet: worksheet, modified: "now"))
    let records = try StrictCSV.parse(file.text)
    #expect(records[0].last == "反馈意见")
    #expect(records[1][2] == "10")
    #expect(
      try Self.moodleImport(file.text, .chinese, maximum: 10).map { $0.participant } == ["40213"])
  }

  @Test(arguments: [
    ("Name,Grade\r\n", "not a Moodle grading worksheet"),
    ("Identifier,Grade,\"Last modified (grade)\r\n", "not valid CSV (record 1"),
    ("", "an empty file"),
  ])
  func aFileThatIsNotAWorksheetIsRefused(_ text: String, _ message: String) {
    #expect {
      _ = try MoodleWorksheet(text)
    } throws: { error in
      (error as? GradebookFileError)?.message.hasPrefix(message) == true
    }
  }

  @Test func moodleFeedbackFilesAreNamedAsItsZipUploadSplitsThem() {
    let rows = Self.moodleRows() + [Fixture.row("a_b/.c", Fixture.pass, id: "7")]
    let names = Fixture.report(rows).feedbackFileNames()
    for (row, name) in zip(rows, names) {
      // `explode('_', $pathpart, 5)`: name, participant, plugin type, plugin, the file.
      let parts = name.split(separator: "_", maxSplits: 4, omittingEmptySubsequences: false)
      #expect(parts.count == 5, "\(name)")
      #expect(parts[1] == row.identity.platformID.map { Substring($0) })
      #expect(parts[2] == "assignfeedback" && parts[3] == "file")
      #expect(parts[4] == "containrepl.feedback.txt")
      #expect(!name.hasPrefix(".") && !name.contains("/"))
    }
    #expect(names.last == "a b .c_7_assignfeedback_file_containrepl.feedback.txt")
  }

  @Test func theCommentSaysEveryFailureOnceAndIsSafeHTML() {
    var result = Fixture.fail
    result.tests.append(
      TestResult(
        name: "b: <script>", scenario: "b", passed: false, message: "x & y", points: 0,
        maxPoints: 1, isHidden: false))
    result.tests[1].rule = "R.1"
    result.tests[2].rule = "R.1"
    result.tests.append(
      TestResult(
        name: "hidden", scenario: "b", passed: false, message: "secret", points: 0,
        maxPoints: 1, isHidden: true))
    let comment = Fixture.report([Fixture.row("a", result)]).gradebookComment(0)
    #expect(comment.contains("b: &lt;script&gt; — x &amp; y"))
    #expect(!comment.contains("<script>"))
    #expect(
      comment.split(separator: "(rule R.1)", omittingEmptySubsequences: false).count == 2,
      "the rule once")
    #expect(comment.contains("1 hidden check failed") && !comment.contains("secret"))
    #expect(comment.split(separator: "<li>", omittingEmptySubsequences: false).count == 4)
  }

  // MARK: - Canvas

  static let export = """
    Student,ID,SIS User ID,SIS Login ID,Section,Show a child (4512),Show a child again (4513)\r
        Points Possible,,,,,10.0,10.0\r
    "García, Ana",1001,S1,ana,Sec A,,\r
    王小明,1002,S2,wxm,Sec A,,\r
    "Okafor, Ben",1003,S3,ben,"Sec B, Room 2",,\r

    """

  static func canvasRows() -> [ClassRow] {
    [
      ClassRow(
        identity: StudentIdentity(name: "garcíaana", platformID: "1001", platform: .canvas),
        files: ["a"], result: Fixture.pass),
      ClassRow(
        identity: StudentIdentity(name: "王小明", platformID: "1002", platform: .canvas),
        files: ["b"], result: Fixture.error),
      ClassRow(identity: StudentIdentity(name: "okaforben"), files: ["c"], result: Fixture.fail),
    ]
  }

  @Test func canvasTakesIdsSectionsAndPointsFromTheTeachersExport() throws {
    let export = try CanvasGradebookExport(Self.export)
    #expect(export.assignments == ["Show a child (4512)", "Show a child again (4513)"])
    let file = try Fixture.report(Self.canvasRows()).canvas(
      GradebookSettings(canvasExport: export, assignment: "Show a child"))
    #expect(file.warnings.isEmpty)
    let records = try StrictCSV.parse(file.text)
    #expect(
      records == [
        ["Student", "ID", "SIS User ID", "SIS Login ID", "Section", "Show a child (4512)"],
        ["Points Possible", "", "", "", "", "10"],
        ["García, Ana", "1001", "S1", "ana", "Sec A", "10"],
        ["王小明", "1002", "S2", "wxm", "Sec A", ""],
        ["Okafor, Ben", "1003", "S3", "ben", "Sec B, Room 2", "6.67"],
      ])
    let byID = try Fixture.report(Self.canvasRows()).canvas(
      GradebookSettings(canvasExport: export, assignment: "4513"))
    #expect(try StrictCSV.parse(byID.text)[0][5] == "Show a child again (4513)")
    #expect(throws: GradebookFileError.self) {
      try Fixture.report(Self.canvasRows()).canvas(
        GradebookSettings(canvasExport: export, assignment: "Nothing"))
    }
  }

  @Test func canvasWithoutAnExportSaysWhatCanvasWillDo() throws {
    let file = try Fixture.report(Self.canvasRows()).canvas(GradebookSettings())
    let records = try StrictCSV.parse(file.text)
    #expect(records[0].last == "display-child")
    #expect(records[1] == ["Points Possible", "", "", "", "", "3"])
    #expect(records[2] == ["garcíaana", "1001", "", "", "", "3"])
    #expect(file.warnings.count == 2)
    #expect(file.warnings[0].contains("create a new assignment"))
    #expect(file.warnings[1].contains("okaforben"))
    let titled = try Fixture.report(Self.canvasRows()).canvas(
      GradebookSettings(assignment: "Show a child (4512)"))
    #expect(titled.warnings.count == 1)
  }

  @Test func anEmptyClassIsAHeaderOnly() throws {
    let report = Fixture.report([])
    #expect(try StrictCSV.parse(report.moodle(GradebookSettings()).text).count == 1)
    #expect(try StrictCSV.parse(report.canvas(GradebookSettings()).text).count == 2)
    #expect(try StrictCSV.parse(report.csv()).count == 1)
  }

  // MARK: - GitHub Classroom

  @Test func aRosterGivesUsernamesWholeAndNames() throws {
    let roster = try ClassroomRoster(
      """
      "identifier","github_username","github_id","name"\r
      "ben@school.edu","ben-okafor","11","Ben Okafor"\r
      "lee@school.edu","ben","12","Ben Lee"\r
      "nobody@school.edu","","",""\r

      """)
    #expect(roster.entries.count == 2)
    #expect(roster.username(endingFolder: "display-child-ben-okafor") == "ben-okafor")
    #expect(roster.username(endingFolder: "display-child-ben") == "ben")
    #expect(roster.username(endingFolder: "display-child-Ben-Okafor") == "ben-okafor")
    #expect(roster.username(endingFolder: "display-child-kim") == nil)
    #expect(roster.entry(username: "BEN-OKAFOR")?.identifier == "ben@school.edu")
  }

  // MARK: - The CSV reader the downloads are read with

  @Test func theReaderFollowsRFC4180() throws {
    #expect(
      try CSVReader.records("\u{FEFF}a,\"b,c\",\"d\"\"e\"\r\n\"f\r\ng\",,h\n") == [
        ["a", "b,c", "d\"e"], ["f\r\ng", "", "h"],
      ])
    #expect(try CSVReader.records("") == [])
    #expect(try CSVReader.records("x") == [["x"]])
    for bad in ["a\"b", "\"a\"b", "\"open", "a\rb"] {
      #expect(throws: CSVReadError.self, "\(bad.debugDescription)") {
        try CSVReader.records(bad)
      }
    }
  }
}
