import Grading
import LessonEngine
import Simulation
import Testing

/// Students found in a class's downloads: one per file or folder, the platforms' naming
/// recognised, files of one student joined, every file accounted for; links, pipes and devices
/// refused without being opened.
@Suite struct ClassroomCollectorTests {
  static let code = Array("func f() {}\n".utf8)

  static func collect(
    _ nodes: [String: MemorySubmissionFiles.Node], _ paths: [String] = ["class"],
    follow: Bool = false, id: String = "cycle-children"
  ) -> (students: [Submission], files: MemorySubmissionFiles) {
    let files = MemorySubmissionFiles(nodes)
    let collector = ClassroomCollector(
      files: files, language: .english, followSymlinks: follow, exerciseID: id)
    return (collector.collect(paths), files)
  }

  static func names(_ students: [Submission]) -> [String] { students.map(\.identity.name) }

  @Test func aMoodleDownloadInFoldersIsOneStudentPerPerson() {
    let (students, _) = Self.collect([
      "class/Ben Okafor_40213_assignsubmission_file_/Answer.swift": .file(Self.code),
      "class/Ben Okafor_40213_assignsubmission_file_/Helpers.M": .file(Self.code),
      "class/Ben Okafor_40213_assignsubmission_onlinetext_/onlinetext.html": .file([]),
      "class/Ann Lee_40214_assignsubmission_file/README.txt": .file([]),
    ])
    #expect(Self.names(students) == ["Ann Lee", "Ben Okafor"])
    #expect(students[1].identity.platformID == "40213")
    #expect(students[1].files.map(\.name) == ["Answer.swift", "Helpers.M", "onlinetext.html"])
    #expect(students[1].ignored.isEmpty, "online text is an answer too")
    #expect(students[1].problem == nil)
    #expect(students[0].files.isEmpty)
    #expect(
      students[0].problem?.message
        == "no answer file (.swift, .m, .mm, .h) in Ann Lee; not graded: README.txt: not code")
  }

  @Test func theFolderADownloadIsWrappedInIsOpened() {
    let (students, _) = Self.collect([
      "class/Assignment 1/Ben Okafor_40213_assignsubmission_file_/a.swift": .file(Self.code),
      "class/Assignment 1/Ann Lee_40214_assignsubmission_file_/a.swift": .file(Self.code),
    ])
    #expect(Self.names(students) == ["Ann Lee", "Ben Okafor"])
    let (one, _) = Self.collect(["class/ben/src/a.swift": .file(Self.code)])
    #expect(Self.names(one) == ["ben"], "a student's own folder is not a wrapper")
  }

  @Test func flatDownloadsGroupEachStudentsFiles() {
    let (students, _) = Self.collect([
      "class/okaforben_12345_1_Answer.swift": .file(Self.code),
      "class/okaforben_LATE_12345_2_Extra.mm": .file(Self.code),
      "class/leeann_777_3_notes.pdf": .file([]),
      "class/Lab_bokafor_attempt_2024-03-01-10-15-00.txt": .file([]),
      "class/Lab_bokafor_attempt_2024-03-01-10-15-00_Cycle.swift": .file(Self.code),
      "class/Answer.SWIFT": .file(Self.code),
    ])
    #expect(Self.names(students) == ["Answer", "bokafor", "leeann", "okaforben"])
    #expect(
      students[1].files.map(\.name) == ["Lab_bokafor_attempt_2024-03-01-10-15-00_Cycle.swift"])
    #expect(students[1].ignored.count == 1, "the receipt is listed, not graded")
    #expect(students[2].problem != nil)
    #expect(students[3].files.count == 2)
  }

  @Test func gitHubClassroomRepositoriesLoseTheirPrefix() {
    let (students, _) = Self.collect([
      "class/cycle-children-dorak/Sources/Cycle.swift": .file(Self.code),
      "class/cycle-children-dorak/.git/config": .file([]),
      "class/cycle-children-dorak/README.md": .file([]),
      "class/cycle-children-lee/Cycle.m": .file(Self.code),
    ])
    #expect(Self.names(students) == ["dorak", "lee"])
    #expect(students[0].identity.platform == .githubClassroom)
    #expect(students[0].files.map(\.name) == ["Sources/Cycle.swift"])
    #expect(students[0].ignored == ["README.md: not code"], "hidden folders are not listed")
  }

  @Test func aSubmissionsFolderGivesThePrefix() {
    let (students, _) = Self.collect(
      [
        "lab-3-submissions/lab-3-ann/a.swift": .file(Self.code),
        "lab-3-submissions/x/b.swift": .file(Self.code),
      ], ["lab-3-submissions"], id: "other")
    #expect(Self.names(students) == ["ann", "x"])
  }

  @Test func aFileNamedDirectlyIsOneStudentWhateverItsExtension() {
    let (students, _) = Self.collect(["answer.txt": .file(Self.code)], ["answer.txt"])
    #expect(students.count == 1)
    #expect(students[0].files.map(\.name) == ["answer.txt"])
  }

  struct Special: CustomTestStringConvertible, Sendable {
    let kind: FileNodeKind
    let words: String
    var testDescription: String { words }
  }

  @Test(arguments: [
    Special(kind: .fifo, words: "a named pipe (FIFO), not a file: not read"),
    Special(kind: .socket, words: "a socket, not a file: not read"),
    Special(kind: .characterDevice, words: "a character device, not a file: not read"),
    Special(kind: .blockDevice, words: "a block device, not a file: not read"),
  ])
  func specialFilesAreRowsAndNeverOpened(_ special: Special) {
    let (named, files) = Self.collect(["pipe.swift": .special(special.kind)], ["pipe.swift"])
    #expect(named.count == 1)
    #expect(named[0].problem?.message == "pipe.swift: " + special.words)
    #expect(named[0].problem?.kind == .unreadable)
    let (inside, folderFiles) = Self.collect([
      "class/pipe.swift": .special(special.kind), "class/ben/pipe.swift": .special(special.kind),
      "class/ben/a.swift": .file(Self.code),
    ])
    #expect(Self.names(inside) == ["ben", "pipe"])
    #expect(inside[0].ignored == ["pipe.swift: " + special.words])
    #expect(inside[1].problem?.message == "pipe.swift: " + special.words)
    #expect(files.reads.isEmpty)
    #expect(folderFiles.reads == ["class/ben/a.swift"])
  }

  @Test func symbolicLinksAreNotFollowedUnlessAskedAndNeverOutOfTheFolder() {
    let nodes: [String: MemorySubmissionFiles.Node] = [
      "home/.ssh/id_rsa": .file(Array("hunter2".utf8)),
      "class/sneaky.swift": .link(to: "home/.ssh/id_rsa"),
      "class/ben/answer.swift": .link(to: "home/.ssh/id_rsa"),
      "class/ben/real.swift": .file(Self.code),
      "class/ann/answer.swift": .link(to: "class/shared.swift"),
      "class/shared.swift": .file(Self.code),
      "link.swift": .link(to: "class/shared.swift"),
    ]
    let (plain, plainFiles) = Self.collect(nodes, ["class", "link.swift"])
    #expect(Self.names(plain) == ["ann", "ben", "shared", "sneaky", "link"])
    #expect(plain[0].problem != nil, "ann's only file is a link")
    #expect(
      plain[1].ignored == [
        "answer.swift: a symbolic link: not followed (--follow-symlinks follows it)"
      ])
    #expect(
      plain[3].problem?.message
        == "sneaky.swift: a symbolic link: not followed (--follow-symlinks follows it)")
    #expect(plain[4].problem?.kind == .unreadable)
    #expect(!plainFiles.reads.contains("home/.ssh/id_rsa"))

    let (followed, followedFiles) = Self.collect(nodes, ["class", "link.swift"], follow: true)
    #expect(followed[0].files.map(\.path) == ["class/ann/answer.swift"], "inside the folder")
    #expect(
      followed[1].ignored == [
        "answer.swift: a symbolic link that leads outside the folder being graded: not followed"
      ])
    #expect(
      followed[3].problem?.message
        == "sneaky.swift: a symbolic link that leads outside the folder being graded: not followed")
    #expect(followed[4].files.count == 1, "a link named directly is followed when asked")
    #expect(!followedFiles.reads.contains("home/.ssh/id_rsa"))
  }

  @Test func anEmptyFolderIsARow() {
    let (students, _) = Self.collect(["class/.DS_Store": .file([])])
    #expect(students.count == 1)
    #expect(students[0].problem?.message == "an empty folder")
  }

  @Test func unreadableTextSaysWhy() {
    let utf16 = Array("func f() {}\n".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let (students, _) = Self.collect([
      "class/nul.swift": .file([0x66, 0x00]), "class/latin1.m": .file([0x66, 0xE9, 0x0A]),
      "class/z-binary.swift": .file([0x66, 0xE9, 0x01, 0x02, 0x03, 0x1B, 0x80]),
      "class/z-unicode.swift": .file(utf16),
      "class/z-unicode-marked.swift": .file([0xFF, 0xFE] + utf16),
    ])
    let problems = students.flatMap(\.files).map { file -> String in
      if case .failure(let problem) = file.text { return problem.message }
      return "read"
    }
    let utf16Message =
      "this is UTF-16 text, which neither swiftc nor clang reads: save it as UTF-8 and hand it in again"
    #expect(
      problems == [
        "not UTF-8 text (byte 1): save the file as UTF-8 and hand it in again (it looks saved in another encoding, such as GBK or Latin-1)",
        "binary file (NUL bytes): not an answer",
        "a binary file, not text: hand in the code itself as a .swift or .m file",
        utf16Message, utf16Message,
      ], "\(problems)")
  }

  /// A collector that leaves reading to the graders opens no file while finding the students;
  /// what the graders then read is what it would have read.
  @Test func filesLeftUnreadAreReadAsTheCollectorReadsThem() {
    let nodes: [String: MemorySubmissionFiles.Node] = [
      "class/nul.swift": .file([0x66, 0x00]), "class/latin1.m": .file([0x66, 0xE9, 0x0A]),
      "class/ok.swift": .file(Self.code),
      "class/Ben Okafor_40213_assignsubmission_file_/Answer.swift": .file(Self.code),
    ]
    let (read, _) = Self.collect(nodes)
    let files = MemorySubmissionFiles(nodes)
    var collector = ClassroomCollector(
      files: files, language: .english, exerciseID: "cycle-children")
    collector.readsLater = true
    var students = collector.collect(["class"])
    #expect(files.reads.isEmpty)
    #expect(students.flatMap(\.files).allSatisfy { $0.unread != nil })
    for index in students.indices { students[index].readLeftFiles(files, .english) }
    func texts(_ students: [Submission]) -> [String] {
      students.flatMap(\.files).map { file in
        switch file.text {
        case .success(let text): return file.path + ": " + text
        case .failure(let problem): return file.path + ": " + problem.message
        }
      }
    }
    #expect(texts(students) == texts(read))
    #expect(students.flatMap(\.files).allSatisfy { $0.unread == nil })
    #expect(files.reads.count == 4)
  }
}
