import LessonEngine
import Simulation
import Testing

@testable import Grading
@testable import Shell

/// Classes as the platforms download them, graded whole: Moodle (both layouts, online text,
/// names in any script), Canvas (accented and CJK sortable names, LATE, text entries), GitHub
/// Classroom (with a roster, hyphenated usernames), a class folder next to the worksheet or
/// next to other answers, files saved by a word processor, an untouched stub.
@Suite struct ClassDownloadTests {
  static let good = Array(
    """
    func displayContentController(_ content: UIViewController) {
      addChild(content)
      content.view.frame = frameForContentController()
      view.addSubview(content.view)
      content.didMove(toParent: self)
    }

    """.utf8)
  static let stub = Array(
    "func displayContentController(_ content: UIViewController) {\n}\n".utf8)
  static let html = Array(
    """
    <p>func displayContentController(_ content: UIViewController) {</p>
    <p>&nbsp; addChild(content)</p><p>&nbsp; content.view.frame = frameForContentController()</p>
    <p>&nbsp; view.addSubview(content.view)</p><p>&nbsp; content.didMove(toParent: self)</p><p>}</p>
    """.utf8)

  static func grade(
    _ nodes: [String: MemorySubmissionFiles.Node], _ path: String = "class",
    roster: ClassroomRoster? = nil
  ) -> (rows: [ClassRow], ambiguity: String?) {
    let files = MemorySubmissionFiles(nodes)
    var collector = ClassroomCollector(
      files: files, language: .english, exerciseID: "display-child")
    collector.roster = roster
    guard let document = ExerciseCorpusTests.document("display-child") else {
      Issue.record("the built-in exercise display-child is missing")
      return ([], nil)
    }
    let grader = ClassGrader(document: document, language: .english)
    return (grader.grade(collector.collect([path])), collector.ambiguity(path))
  }

  static func summary(_ rows: [ClassRow]) -> [String] {
    rows.map { row in
      row.identity.name + " " + (row.identity.platformID ?? "-") + " "
        + row.result.status.rawValue + " " + String(row.result.score)
    }
  }

  @Test func aMoodleClassWithOnlineTextAndNamesInAnyScriptIsGradedWhole() {
    let (rows, ambiguity) = Self.grade([
      "class/Assignment 1/Ben Okafor_40213_assignsubmission_file_/Answer.swift": .file(Self.good),
      "class/Assignment 1/王小明_40214_assignsubmission_onlinetext_/onlinetext.html": .file(
        Self.html),
      "class/Assignment 1/Emma O_Neil_40215_assignsubmission_file_Answer.swift": .file(Self.good),
      "class/Assignment 1/José Núñez_40216_assignsubmission_onlinetext_onlinetext.html": .file(
        Self.html),
      "class/offline_grading_worksheet.csv": .file(Array("Identifier\r\n".utf8)),
    ])
    #expect(ambiguity == nil, "a worksheet beside the class is not an answer")
    #expect(
      Self.summary(rows) == [
        "Ben Okafor 40213 pass 22", "Emma O_Neil 40215 pass 22", "José Núñez 40216 pass 22",
        "王小明 40214 pass 22",
      ])
  }

  @Test func aCanvasClassKeepsAccentedAndChineseNamesAndJoinsEachStudentsFiles() {
    let (rows, _) = Self.grade([
      "class/garcíaana_1001_5001_Answer.swift": .file(Self.good),
      "class/garcíaana_LATE_1001_5002_Helpers.swift": .file(Array("// more\n".utf8)),
      "class/王小明_LATE_1002_text.html": .file(Self.html),
      "class/okafor-ben_1003_5003_Answer.swift": .file(Self.stub),
    ])
    #expect(
      Self.summary(rows) == [
        "garcíaana 1001 pass 22", "okafor-ben 1003 fail 0", "王小明 1002 pass 22",
      ])
    #expect(
      rows[0].fileNames == [
        "garcíaana_1001_5001_Answer.swift", "garcíaana_LATE_1001_5002_Helpers.swift",
      ])
    #expect(
      rows[1].result.notes.contains { $0.contains("does nothing the checks look at") },
      "an untouched stub scores 0 and is told why")
  }

  @Test func gitHubUsernamesAreKeptWholeWithOrWithoutARoster() throws {
    let nodes: [String: MemorySubmissionFiles.Node] = [
      "class/display-child-submissions/display-child-ben-okafor/Answer.swift": .file(Self.good),
      "class/display-child-submissions/display-child-ben-lee/src/Answer.swift": .file(Self.stub),
      "class/classroom_roster.csv": .file([]),
    ]
    let roster = try ClassroomRoster(
      "identifier,github_username,github_id,name\r\nS-17,ben-okafor,1,Ben Okafor\r\nS-18,ben-lee,2,Ben Lee\r\n"
    )
    let (named, _) = Self.grade(nodes, roster: roster)
    #expect(Self.summary(named) == ["Ben Lee ben-lee fail 0", "Ben Okafor ben-okafor pass 22"])
    #expect(named.map(\.identity.rosterIdentifier) == ["S-18", "S-17"])
    let (plain, _) = Self.grade([
      "class/ben-okafor/Answer.swift": .file(Self.good),
      "class/ben-lee/Answer.swift": .file(Self.stub),
    ])
    #expect(plain.map(\.identity.name) == ["ben-lee", "ben-okafor"], "`ben-` is part of the names")
  }

  @Test func aClassNextToOtherAnswersIsRefusedNotGradedAsOneStudent() {
    let moodle = "class/Assignment 1/Ben Okafor_40213_assignsubmission_file_/Answer.swift"
    let (_, beside) = Self.grade([
      moodle: .file(Self.good), "class/extra.swift": .file(Self.good),
    ])
    #expect(beside?.contains("holds the class folder Assignment 1 next to other answers") == true)
    let (_, two) = Self.grade([
      moodle: .file(Self.good),
      "class/Assignment 2/Ann Lee_40214_assignsubmission_file_/a.swift": .file(Self.good),
    ])
    #expect(two?.contains("more than one class (Assignment 1, Assignment 2)") == true)
    let (_, plain) = Self.grade([
      "class/ann/Answer.swift": .file(Self.good), "class/bo/Answer.swift": .file(Self.good),
    ])
    #expect(plain == nil, "a folder of students' own folders is a class")
  }

  @Test(arguments: [
    (Array("{\\rtf1\\ansi\\ansicpg1252 func f() {}}".utf8), "Rich Text (RTF)"),
    ([0xEF, 0xBB, 0xBF] + Array("{\\rtf1 x}".utf8), "Rich Text (RTF)"),
    ([0x50, 0x4B, 0x03, 0x04] + Array("....[Content_Types].xml word/document.xml".utf8), "Word"),
    ([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0], "Word"),
    (Array("%PDF-1.7\n".utf8), "PDF"),
    ([0x50, 0x4B, 0x03, 0x04, 0x14, 0, 0, 0], "zip"),
  ])
  func aDocumentSavedByAnotherProgramIsNamed(_ bytes: [UInt8], _ kind: String) {
    let (rows, _) = Self.grade(["class/ann.swift": .file(bytes)])
    #expect(rows.first?.result.status == .error)
    #expect(
      rows.first?.result.message.contains(kind) == true, "\(rows.first?.result.message ?? "")")
  }

  @Test func onlineTextBecomesTheCodeTheStudentTyped() {
    let html = """
      <!DOCTYPE html><html><head><title>x</title><style>p{}</style></head><body>
      <p>if a &lt; b &amp;&amp; c &gt; d {</p><p>&nbsp;&nbsp;print(&quot;&#x4F60;&#22909;&quot;)<br>}</p>
      <pre>let x = 1
      let y = 2</pre></body></html>
      """
    #expect(
      OnlineTextAnswer.text(fromHTML: html)
        == "if a < b && c > d {\n  print(\"你好\")\n}\nlet x = 1\nlet y = 2\n")
    #expect(OnlineTextAnswer.isOnlineText("王小明_LATE_1002_text.html"))
    #expect(OnlineTextAnswer.isOnlineText("class/x/onlinetext.html"))
    #expect(!OnlineTextAnswer.isOnlineText("notes.html"))
  }

  @Test func whatAStudentReadsNamesNoTeacherFolder() {
    let (rows, _) = Self.grade(
      ["/home/teacher/Downloads/class/ann/src/Answer.swift": .file(Self.stub)],
      "/home/teacher/Downloads/class")
    let report = ClassReport(exercise: "display-child", rows: rows, language: .english)
    #expect(!report.feedback(0).contains("/home/teacher"))
    #expect(report.feedback(0).contains("files: src/Answer.swift"))
    #expect(!report.gradebookComment(0).contains("/home/teacher"))
  }
}

/// Each platform's class with a file beside its entries, the same class
/// one folder down with a file beside that folder, and with an answer beside it; a folder that
/// follows no platform's naming.
extension ClassDownloadTests {
  /// Each platform's two students, by path under the class folder, and what they grade to.
  static let platforms: [(name: String, entries: [String], summary: [String])] = [
    (
      "Moodle folders",
      [
        "Ben Okafor_40213_assignsubmission_file_/Answer.swift",
        "Ann Lee_40214_assignsubmission_file_/a.swift",
      ], ["Ann Lee 40214 pass 22", "Ben Okafor 40213 pass 22"]
    ),
    (
      "Moodle files",
      [
        "Ben Okafor_40213_assignsubmission_file_Answer.swift",
        "Ann Lee_40214_assignsubmission_file_a.swift",
      ], ["Ann Lee 40214 pass 22", "Ben Okafor 40213 pass 22"]
    ),
    (
      "Canvas", ["garcíaana_1001_5001_Answer.swift", "leeann_LATE_1002_5002_a.swift"],
      ["garcíaana 1001 pass 22", "leeann 1002 pass 22"]
    ),
    (
      "GitHub Classroom",
      ["display-child-ben-okafor/Answer.swift", "display-child-ann-lee/src/a.swift"],
      ["ann-lee ann-lee pass 22", "ben-okafor ben-okafor pass 22"]
    ),
  ]

  static func collector(_ nodes: [String: MemorySubmissionFiles.Node]) -> ClassroomCollector {
    ClassroomCollector(
      files: MemorySubmissionFiles(nodes), language: .english, exerciseID: "display-child")
  }

  @Test(arguments: 0..<4)
  func aFileBesideAPlatformsEntriesIsLeftOutNotAStudent(_ platform: Int) {
    let (name, entries, summary) = Self.platforms[platform]
    var nodes: [String: MemorySubmissionFiles.Node] = [:]
    for entry in entries { nodes["class/" + entry] = .file(Self.good) }
    for sibling in ["worksheet.csv", "classroom_roster.csv", "notes.txt", "README.md"] {
      nodes["class/" + sibling] = .file(Array("Identifier\r\n".utf8))
    }
    let (rows, ambiguity) = Self.grade(nodes)
    #expect(ambiguity == nil, "\(name)")
    #expect(Self.summary(rows) == summary, "\(name)")
    #expect(
      Self.collector(nodes).leftOut("class")
        == ["README.md", "classroom_roster.csv", "notes.txt", "worksheet.csv"], "\(name)")
  }

  @Test(arguments: 0..<4)
  func aPlatformsClassOneFolderDownIsFoundOrRefusedWithTheReason(_ platform: Int) {
    let (name, entries, summary) = Self.platforms[platform]
    var nodes: [String: MemorySubmissionFiles.Node] = ["class/grades.csv": .file([])]
    for entry in entries { nodes["class/Download 7/" + entry] = .file(Self.good) }
    let (rows, ambiguity) = Self.grade(nodes)
    #expect(ambiguity == nil, "\(name)")
    #expect(Self.summary(rows) == summary, "\(name)")
    #expect(Self.collector(nodes).leftOut("class") == ["grades.csv"], "\(name)")
    nodes["class/stray.swift"] = .file(Self.good)
    let (_, refused) = Self.grade(nodes)
    #expect(
      refused
        == "class holds the class folder Download 7 next to other answers (stray.swift): grade Download 7 itself, or move the others out",
      "\(name)")
  }

  @Test func aFolderThatFollowsNoPlatformsNamingIsAClassOfItsEntries() {
    let nodes: [String: MemorySubmissionFiles.Node] = [
      "class/alice.swift": .file(Self.good), "class/bob/src/Answer.m.txt": .file(Self.good),
      "class/carol.docx": .file([0x50, 0x4B, 0x03, 0x04] + Array("word/document.xml".utf8)),
      "class/grades.xlsx": .file([0x50, 0x4B, 0x03, 0x04]),
    ]
    let (rows, ambiguity) = Self.grade(nodes)
    #expect(ambiguity == nil)
    #expect(
      Self.summary(rows) == ["alice - pass 22", "bob - pass 22", "carol - error 0"],
      "a student's Word file is a row that says so; the teacher's spreadsheet is none")
    #expect(Self.collector(nodes).leftOut("class") == ["grades.xlsx"])
  }
}
