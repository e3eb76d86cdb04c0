import Foundation
import Glibc
import Testing

/// `containrepl grade` as a teacher uses it on a class downloaded from a learning platform: one
/// row per student, CSV a spreadsheet opens without running anything, gradebook files, feedback
/// files that stay in their folder, exit statuses; and as a careful teacher tries it on hostile
/// downloads: a named pipe, links out of the folder, names that are formulas.
@Suite struct GradeEndToEndTests {
  static let good = ProgressEndToEndTests.displayChild.replacing("; ", with: "\n")
  static let wrong = ProgressEndToEndTests.wrongDisplayChild

  /// Writes `text` at `path` under the home, creating its folders.
  static func write(_ text: String, _ path: String, in home: TemporaryHome) {
    var folder = home.path
    for part in path.split(separator: "/").dropLast() {
      folder += "/" + part
      mkdir(folder, 0o755)
    }
    let descriptor = open(home.path + "/" + path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }
    _ = Array(text.utf8).withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
  }

  /// A teacher's exercise: show a child, one check (`check`, the directive up to its text).
  static func exerciseFile(id: String, check: String) -> String {
    """
    @Exercise(id: \(id), method: displayContentController(_:), selector: displayContentController:)
    # Mine
    @Scenario(id: a)
    ```swift
    let content = UIViewController()
    ```
    @Run
    ```swift
    container.displayContentController(content)
    ```
    \(check) content.parent === container
    @Solution
    ```swift
    func displayContentController(_ content: UIViewController) { addChild(content) }
    ```
    """
  }

  static func grade(_ arguments: [String], in home: TemporaryHome, locale: String = "C.UTF-8")
    throws -> PipedRun.Result
  {
    try PipedRun(["grade", "display-child"] + arguments, in: home, locale: ["LANG": locale])
      .finish()
  }

  /// The records of a CSV output (CRLF line ends, none inside these fields).
  static func records(_ csv: String) -> [String] {
    csv.split(separator: "\r\n").map(String.init)
  }

  @Test func aMoodleDownloadIsOneRowPerStudentWithEveryFileAccountedFor() throws {
    let home = try TemporaryHome()
    let moodle = "class/Ben Okafor_40213_assignsubmission_file_"
    Self.write(Self.good, moodle + "/Answer.SWIFT", in: home)
    Self.write("// helpers come later\n", moodle + "/Helpers.mm", in: home)
    Self.write("notes", moodle + "/README.txt", in: home)
    Self.write(Self.wrong, "class/Ann Lee_40214_assignsubmission_file_/a.m.txt", in: home)
    Self.write("just a readme", "class/Cy Wu_40215_assignsubmission_file_/README.txt", in: home)
    let result = try Self.grade([home.path + "/class", "--format", "csv"], in: home)
    #expect(result.status == .exited(0), "\(result.errors)")
    let records = Self.records(result.output)
    #expect(
      records.first == "student,status,score,max_score,percent,feedback,files,id,identifier")
    #expect(records.count == 4, "\(records)")
    #expect(records[1].hasPrefix("Ann Lee,fail,"))
    #expect(records[2].hasPrefix("Ben Okafor,pass,22,22,100,,"))
    #expect(records[2].hasSuffix(",40213,"))
    #expect(
      records[3].hasPrefix("Cy Wu,error,0,22,0,\"no answer file (.swift, .m, .mm, .h) in Cy Wu"))

    let moodleCSV = try Self.grade([home.path + "/class", "--format", "moodle"], in: home)
    let rows = Self.records(moodleCSV.output)
    #expect(
      rows.first
        == "Identifier,Full name,Grade,Maximum grade,Last modified (grade),Feedback comments")
    #expect(
      rows.dropFirst().map { $0.prefix(18) } == [
        "Participant 40214,", "Participant 40213,", "Participant 40215,",
      ])
  }

  @Test func aMoodleWorksheetComesBackFilledInAndAnAmbiguousFolderIsRefused() throws {
    let home = try TemporaryHome()
    let moodle = "dl/Assignment 1/Ben Okafor_40213_assignsubmission_file_"
    Self.write(Self.good, moodle + "/Answer.swift", in: home)
    Self.write(Self.wrong, "dl/Assignment 1/Ann Lee_40214_assignsubmission_file_/a.m", in: home)
    Self.write(
      "Identifier,Full name,Grade,Maximum grade,Last modified (grade),Feedback comments\r\n"
        + "Participant 40213,Ben Okafor,,10.00,-,\r\nParticipant 40214,Ann Lee,4,10.00,-,\r\n",
      "dl/worksheet.csv", in: home)
    let result = try Self.grade(
      [home.path + "/dl", "--format", "moodle", "--worksheet", home.path + "/dl/worksheet.csv"],
      in: home)
    #expect(result.status == .exited(0), "\(result.errors)")
    let rows = Self.records(result.output)
    #expect(
      rows.first
        == "Identifier,Full name,Grade,Maximum grade,Last modified (grade),Feedback comments")
    #expect(rows[1].hasPrefix("Participant 40213,Ben Okafor,10,10.00,"))
    #expect(
      rows[2].hasPrefix("Participant 40214,Ann Lee,")
        && !rows[2].hasPrefix("Participant 40214,Ann Lee,4,"))
    #expect(!result.output.contains(home.path), "no teacher folder in what students read")

    Self.write(Self.good, "dl/stray.swift", in: home)
    let ambiguous = try Self.grade([home.path + "/dl"], in: home)
    #expect(ambiguous.status == .exited(2))
    #expect(ambiguous.errors.contains("next to other answers"))
    let badScale = try Self.grade([home.path + "/dl/Assignment 1", "--max-grade", "ten"], in: home)
    #expect(badScale.status == .exited(2))
  }

  @Test func gitHubClassroomFoldersAndTheClassSummaryInChinese() throws {
    let home = try TemporaryHome()
    Self.write(Self.good, "subs/display-child-dorak/Sources/Child.swift", in: home)
    Self.write(Self.wrong, "subs/display-child-lee/Child.swift", in: home)
    Self.write(Self.wrong, "subs/display-child-kim/Child.swift", in: home)
    let result = try Self.grade([home.path + "/subs"], in: home, locale: "zh_CN.UTF-8")
    #expect(result.status == .exited(0), "\(result.errors)")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("学生") == true, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("dorak ") && $0.contains("通过") })
    #expect(lines.contains { $0.hasPrefix("kim ") && $0.contains("未通过") })
    #expect(lines.contains("display-child：3 名学生中有 1 名通过"))
    #expect(lines.contains("得分分布："))
    #expect(lines.contains { $0.contains("未通过的答案中回调日志完全相同的") })
    #expect(lines.contains("  kim、lee"))
  }

  struct Refusal: CustomTestStringConvertible, Sendable {
    let name: String
    let arguments: [String]
    let error: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    Refusal(
      name: "a path that does not exist", arguments: ["HOME/nowhere"],
      error: "error: HOME/nowhere: no such file or folder"),
    Refusal(
      name: "a feedback folder that is a file",
      arguments: ["HOME/class", "--feedback", "HOME/class/a.swift"],
      error: "error: HOME/class/a.swift: cannot write feedback here: "),
    Refusal(
      name: "a comparison that is no report",
      arguments: ["HOME/class", "--compare", "HOME/class/a.swift"],
      error: "error: HOME/class/a.swift: not a report of containrepl grade --format json"),
    Refusal(
      name: "a bad format", arguments: ["HOME/class", "--format", "xlsx"],
      error: "error: 'containrepl grade' does not take --format xlsx"),
  ])
  func aCommandLineThatCannotBeCarriedOutExitsTwo(_ refusal: Refusal) throws {
    let home = try TemporaryHome()
    Self.write(Self.good, "class/a.swift", in: home)
    let arguments = refusal.arguments.map { $0.replacing("HOME", with: home.path) }
    let result = try Self.grade(arguments, in: home)
    #expect(result.status == .exited(2))
    #expect(
      result.errors.hasPrefix(refusal.error.replacing("HOME", with: home.path)), "\(result.errors)")
    #expect(result.output.isEmpty)
  }

  @Test func aBrokenExerciseIsRefusedBeforeGradingAnyone() throws {
    let home = try TemporaryHome()
    Self.write(Self.good, "class/a.swift", in: home)
    Self.write(
      "@Exercise(id: mine, method: f(), selector: f)\n# Mine\n@Scenario(id: a)\n@Check(state, points: -3) a\n",
      "lessons/en/exercises/mine.md", in: home)
    let result = try PipedRun(
      ["--lessons", home.path + "/lessons", "grade", "mine", home.path + "/class"], in: home
    ).finish()
    #expect(result.status == .exited(2))
    #expect(
      result.errors.hasPrefix(
        "error: the exercise 'mine' cannot be used until its file is fixed:\n"),
      "\(result.errors)")
    #expect(result.errors.contains("lessons/en/exercises/mine.md:3: @Scenario(id: a) has no @Run"))
    #expect(
      result.errors.contains(
        "lessons/en/exercises/mine.md:4: points must be from 0 to 1000, not -3"))
    let check = try PipedRun(
      ["--lessons", home.path + "/lessons", "check", "mine", home.path + "/class/a.swift"], in: home
    ).finish()
    #expect(check.status == .exited(2))
    let open = try PipedRun(["--lessons", home.path + "/lessons", "exercise", "mine"], in: home)
      .finish()
    #expect(open.status == .exited(2))
    #expect(open.errors.hasPrefix("error: the exercise 'mine' cannot be used"))
    // The teacher's folder adds to the built-in exercises: theirs are listed with the others.
    let list = try PipedRun(
      ["--lessons", home.path + "/lessons", "dev", "list", "exercises"], in: home
    ).finish()
    #expect(list.output.split(separator: "\n").contains("display-child"))
    #expect(list.output.split(separator: "\n").contains("mine"))
  }

  @Test func aNamedPipeIsARowAtOnceAndNeverOpened() throws {
    let home = try TemporaryHome()
    Self.write(Self.good, "class/ben.swift", in: home)
    #expect(mkfifo(home.path + "/class/pipe.swift", 0o644) == 0)
    #expect(mkfifo(home.path + "/alone.swift", 0o644) == 0)
    let result = try Self.grade(
      [home.path + "/class", home.path + "/alone.swift", "--format", "csv"], in: home)
    #expect(result.status == .exited(0), "\(result.errors)")
    let records = Self.records(result.output)
    #expect(records.count == 4)
    #expect(records[1].hasPrefix("ben,pass,"))
    #expect(
      records[2].hasPrefix(
        "pipe,error,0,22,0,\"pipe.swift: a named pipe (FIFO), not a file: not read\""))
    #expect(
      records[3].hasPrefix(
        "alone,error,0,22,0,\"alone.swift: a named pipe (FIFO), not a file: not read\""))
  }

  @Test func symbolicLinksNeverLeadOutOfTheFolder() throws {
    let home = try TemporaryHome()
    Self.write("hunter2 = 1\n", "secret/id_rsa", in: home)
    Self.write(Self.good, "class/ben/answer.swift", in: home)
    symlink(home.path + "/secret/id_rsa", home.path + "/class/ben/stolen.swift")
    symlink(home.path + "/secret/id_rsa", home.path + "/class/sneaky.swift")
    symlink(home.path + "/class/ben/answer.swift", home.path + "/class/copy.swift")
    symlink(home.path + "/secret/id_rsa", home.path + "/direct.swift")
    for follow in [false, true] {
      let result = try Self.grade(
        [home.path + "/class", home.path + "/direct.swift", "--format", "json"]
          + (follow ? ["--follow-symlinks"] : []), in: home)
      #expect(result.status == .exited(0), "\(result.errors)")
      #expect(!result.output.contains("hunter2"), "the secret file was shown")
      #expect(result.output.contains("symbolic link"))
      if follow {
        // Named directly and asked for: followed. Inside the folder: only when it stays inside.
        #expect(result.output.contains("an answer may only define methods"))
        #expect(result.output.contains("\"student\": \"copy\""), "\(result.output)")
        #expect(!result.output.contains("\"stolen.swift: a symbolic link: not followed"))
      }
    }
    let named = try PipedRun(
      ["check", "display-child", home.path + "/direct.swift"], in: home
    ).finish()
    #expect(named.status == .exited(1))
    #expect(!named.output.contains("hunter2"))
    // `check` wraps its lines to the width (80 when piped): read them joined.
    let joined = named.output.replacingOccurrences(of: "\n  ", with: " ")
    #expect(joined.contains("a symbolic link: not followed (--follow-symlinks follows it)"))
  }

  @Test func aFileNamedLikeAFormulaIsNeutralisedInEverySpreadsheetFormat() throws {
    let home = try TemporaryHome()
    Self.write(Self.good, "class/=HYPERLINK(\"evil.example\")+1.swift", in: home)
    Self.write(Self.good, "class/@SUM(A1).swift", in: home)
    for format in ["csv", "moodle", "canvas"] {
      let result = try Self.grade([home.path + "/class", "--format", format], in: home)
      #expect(result.status == .exited(0))
      for record in Self.records(result.output) {
        for field in record.split(separator: ",") {
          let cell = field.hasPrefix("\"") ? field.dropFirst() : field[...]
          #expect(!["=", "+", "-", "@"].contains(cell.first.map(String.init) ?? ""), "\(record)")
        }
      }
      #expect(result.output.contains("'=HYPERLINK(\"\"evil.example\"\")+1"))
    }
    let bom = try Self.grade([home.path + "/class", "--format", "csv", "--bom"], in: home)
    #expect(bom.output.hasPrefix("\u{FEFF}student,"))
  }

  @Test func feedbackFilesStayInTheirFolder() throws {
    let home = try TemporaryHome()
    Self.write(Self.wrong, "class/escape.swift", in: home)
    Self.write(Self.wrong, "class/.hidden.swift", in: home)
    Self.write(Self.good, "class/Ben Okafor_1_assignsubmission_file_/a.swift", in: home)
    Self.write("outside\n", "outside.txt", in: home)
    mkdir(home.path + "/out", 0o755)
    // A link planted under a feedback file's name is replaced, never written through.
    symlink(home.path + "/outside.txt", home.path + "/out/escape.feedback.txt")
    let result = try Self.grade(
      [home.path + "/class", "--feedback", home.path + "/out"], in: home)
    #expect(result.status == .exited(0), "\(result.errors)")
    #expect(home.contents(of: home.path + "/outside.txt") == Array("outside\n".utf8))
    let written = String(
      decoding: home.contents(of: home.path + "/out/escape.feedback.txt") ?? [], as: UTF8.self)
    #expect(written.hasPrefix("student: escape\nfiles: "), "\(written)")
    #expect(written.contains("display-child: fail"))
    let ben = String(
      decoding: home.contents(
        of: home.path + "/out/Ben Okafor_1_assignfeedback_file_containrepl.feedback.txt") ?? [],
      as: UTF8.self)
    #expect(ben.contains("display-child: pass (22/22)"), "\(ben)")
    #expect(!home.exists("out/.hidden.feedback.txt"), "hidden files are not students")
  }

  /// `--feedback-zip`: the letters `--feedback` writes, each stored whole under its own name in
  /// one zip (its structure is checked in `FeedbackZipTests`); a path that cannot take it stops
  /// the command before grading.
  @Test func theFeedbackZipHoldsEveryLetterUnderItsName() throws {
    let home = try TemporaryHome()
    Self.write(Self.good, "class/Ben Okafor_40213_assignsubmission_file_/a.swift", in: home)
    Self.write(Self.wrong, "class/王小明_40214_assignsubmission_file_/b.swift", in: home)
    let result = try Self.grade(
      [
        home.path + "/class", "--format", "moodle", "--feedback", home.path + "/letters",
        "--feedback-zip", home.path + "/letters.zip",
      ], in: home)
    #expect(result.status == .exited(0), "\(result.errors)")
    let zip = try #require(home.contents(of: home.path + "/letters.zip"))
    #expect(zip.starts(with: [0x50, 0x4B, 0x03, 0x04]))
    let names = try FileManager.default.contentsOfDirectory(atPath: home.path + "/letters")
    #expect(
      Set(names) == [
        "Ben Okafor_40213_assignfeedback_file_containrepl.feedback.txt",
        "王小明_40214_assignfeedback_file_containrepl.feedback.txt",
      ])
    for name in names {
      let letter = try #require(home.contents(of: home.path + "/letters/" + name))
      let stored = Array(name.utf8) + letter
      #expect(
        zip.indices.contains { zip[$0...].starts(with: stored) }, "\(name) stored whole")
    }
    let refused = try Self.grade(
      [home.path + "/class", "--feedback-zip", home.path + "/letters"], in: home)
    #expect(refused.status == .exited(2))
    #expect(refused.errors.contains("cannot write the zip here"), "\(refused.errors)")
  }

  /// A regrade into the same folder: a letter already there is rewritten whole (no tail of a
  /// longer old letter left), and what is not a plain file of its own is replaced, never
  /// written through: a hard link to a file outside, a named pipe (which would also block).
  @Test func aRegradeRewritesLettersAndReplacesWhatIsNotAPlainFile() throws {
    let home = try TemporaryHome()
    for name in ["ann", "ben", "cy", "dee"] {
      Self.write(Self.good, "class/\(name).swift", in: home)
    }
    Self.write("outside\n", "outside.txt", in: home)
    mkdir(home.path + "/out", 0o755)
    Self.write(
      String(repeating: "an old, longer letter\n", count: 400), "out/ann.feedback.txt", in: home)
    #expect(link(home.path + "/outside.txt", home.path + "/out/ben.feedback.txt") == 0)
    #expect(mkfifo(home.path + "/out/cy.feedback.txt", 0o644) == 0)
    let first = try Self.grade([home.path + "/class", "--feedback", home.path + "/out"], in: home)
    #expect(first.status == .exited(0), "\(first.errors)")
    #expect(home.contents(of: home.path + "/outside.txt") == Array("outside\n".utf8))
    var letters: [String: String] = [:]
    for name in ["ann", "ben", "cy", "dee"] {
      let path = home.path + "/out/\(name).feedback.txt"
      var status = stat()
      #expect(lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG, "\(name)")
      #expect(status.st_nlink == 1, "\(name)")
      letters[name] = String(decoding: home.contents(of: path) ?? [], as: UTF8.self)
      #expect(letters[name]?.hasPrefix("student: \(name)\n") == true, "\(letters[name] ?? "")")
      #expect(letters[name]?.contains("display-child: pass (22/22)") == true)
      #expect(letters[name]?.contains("old, longer") == false)
    }
    // Graded again, now wrong: each letter is replaced in place by the new one.
    Self.write(Self.wrong, "class/dee.swift", in: home)
    let again = try Self.grade([home.path + "/class", "--feedback", home.path + "/out"], in: home)
    #expect(again.status == .exited(0), "\(again.errors)")
    let dee = String(
      decoding: home.contents(of: home.path + "/out/dee.feedback.txt") ?? [], as: UTF8.self)
    #expect(dee.hasPrefix("student: dee\n") && dee.contains("display-child: fail"), "\(dee)")
    #expect(
      home.contents(of: home.path + "/out/ann.feedback.txt")
        == Array(letters["ann", default: ""].utf8))
    let left = (try? FileManager.default.contentsOfDirectory(atPath: home.path + "/out")) ?? []
    #expect(left.sorted() == ["ann", "ben", "cy", "dee"].map { $0 + ".feedback.txt" }, "\(left)")
  }

  @Test func aRegradeSaysWhoChanged() throws {
    let home = try TemporaryHome()
    Self.write(Self.wrong, "class/ann.swift", in: home)
    Self.write(Self.good, "class/ben.swift", in: home)
    let first = try Self.grade([home.path + "/class", "--format", "json"], in: home)
    Self.write(first.output, "before.json", in: home)
    Self.write(Self.good, "class/ann.swift", in: home)
    let again = try Self.grade(
      [home.path + "/class", "--compare", home.path + "/before.json"], in: home)
    #expect(again.status == .exited(0), "\(again.errors)")
    let lines = again.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("changes since the previous grading:"))
    #expect(lines.contains { $0.hasPrefix("  ann: fail ") && $0.hasSuffix(" → pass 22/22") })
    #expect(!lines.contains { $0.hasPrefix("  ben:") })
  }

  @Test func checkWritesExercismResults() throws {
    let home = try TemporaryHome()
    Self.write(Self.wrong, "answer.swift", in: home)
    let result = try PipedRun(
      ["check", "display-child", home.path + "/answer.swift", "--format", "json"], in: home
    ).finish()
    #expect(result.status == .exited(1))
    #expect(result.output.contains("\"version\": 3"), "\(result.output)")
    #expect(result.output.contains("\"task_id\": 1"))
    #expect(result.output.contains("\"test_code\": \""))
    #expect(result.output.contains("\"output\": null"))
    let missing = try PipedRun(["check", "display-child", home.path + "/none.swift"], in: home)
      .finish()
    #expect(missing.status == .exited(2))
  }

  @Test func devCheckChecksOneFileOrFolder() throws {
    let home = try TemporaryHome()
    Self.write(Self.exerciseFile(id: "mine", check: "@Check(state, point: 2)"), "mine.md", in: home)
    let broken = try PipedRun(["dev", "check", home.path + "/mine.md"], in: home).finish()
    #expect(broken.status == .exited(1))
    #expect(
      broken.output.contains(
        "error: \(home.path)/mine.md:11: @Check has no attribute 'point'; did you mean 'points'?"),
      "\(broken.output)")
    #expect(!broken.output.contains("lesson why-containers"), "only the file is checked")
    Self.write(
      String(decoding: home.contents(of: home.path + "/mine.md") ?? [], as: UTF8.self)
        .replacing("point: 2", with: "points: 2"), "mine.md", in: home)
    let fixed = try PipedRun(["dev", "check", home.path + "/mine.md"], in: home).finish()
    #expect(fixed.status == .exited(0), "\(fixed.output)")
    #expect(fixed.output.contains("ok   exercise mine (en)"))
    #expect(fixed.output.contains("warning: mine: scenario 'a': check 1"), "no translation")
    let none = try PipedRun(["dev", "check", home.path + "/none.md"], in: home).finish()
    #expect(none.status == .exited(2))
  }
}

extension GradeEndToEndTests {
  /// A teacher's exercise with a built-in one's place replaces it, and says so.
  @Test func aTeachersExerciseReplacesTheBuiltInOneWithANote() throws {
    let home = try TemporaryHome()
    Self.write(
      Self.exerciseFile(id: "display-child", check: "@Check(state, points: 7)"),
      "lessons/en/exercises/display-child.md", in: home)
    Self.write(Self.good, "answer.swift", in: home)
    let result = try PipedRun(
      ["--lessons", home.path + "/lessons", "check", "display-child", home.path + "/answer.swift"],
      in: home
    ).finish()
    #expect(result.status == .exited(0), "\(result.errors)")
    #expect(
      result.errors
        == "note: \(home.path)/lessons/en/exercises/display-child.md replaces the built-in en/exercises/display-child.md\n"
    )
    #expect(result.output.hasPrefix("display-child: pass (7/7)"), "\(result.output)")
  }

  /// `check` takes one file: a folder is an error row saying what it is.
  @Test func checkOnAFolderSaysItIsAFolder() throws {
    let home = try TemporaryHome()
    Self.write(Self.good, "class/a.swift", in: home)
    let result = try PipedRun(["check", "display-child", home.path + "/class"], in: home).finish()
    #expect(result.status == .exited(1))
    #expect(
      result.output.contains("error: class: a directory, not a file: not read"), "\(result.output)")
  }
}
