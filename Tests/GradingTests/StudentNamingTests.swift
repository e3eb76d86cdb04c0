import Testing

@testable import Grading
@testable import LessonEngine

/// The students in the names learning platforms give a class's downloads: Moodle's
/// `_assignsubmission_` folders and files, Canvas's `name_userid_fileid_` files, Blackboard's
/// `_attempt_` files, GitHub Classroom's `prefix-user` repositories.
@Suite struct StudentNamingTests {
  struct FileCase: CustomTestStringConvertible, Sendable {
    let name: String
    let student: String
    var id: String?
    let platform: StudentIdentity.Platform
    let original: String
    var testDescription: String { name }
  }

  @Test(arguments: [
    FileCase(
      name: "Ben Okafor_40213_assignsubmission_file_Answer.swift", student: "Ben Okafor",
      id: "40213", platform: .moodle, original: "Answer.swift"),
    FileCase(
      name: "Ana_María López_7_assignsubmission_file_a_b.m", student: "Ana_María López", id: "7",
      platform: .moodle, original: "a_b.m"),
    FileCase(
      name: "Participant_123_assignsubmission_onlinetext_onlinetext.html", student: "Participant",
      id: "123", platform: .moodle, original: "onlinetext.html"),
    FileCase(
      name: "okaforben_12345_67890_Answer.swift", student: "okaforben", id: "12345",
      platform: .canvas, original: "Answer.swift"),
    FileCase(
      name: "okafor-ben_LATE_12345_67890_my_answer-1.SWIFT", student: "okafor-ben", id: "12345",
      platform: .canvas, original: "my_answer-1.SWIFT"),
    FileCase(
      name: "okafor--ben-late_12345_67890_a.m", student: "okafor--ben", id: "12345",
      platform: .canvas, original: "a.m"),
    FileCase(
      name: "okaforben_12345_text.html", student: "okaforben", id: "12345", platform: .canvas,
      original: "text.html"),
    FileCase(
      name: "Cycle Children_bokafor_attempt_2024-03-01-10-15-00_Answer.swift", student: "bokafor",
      id: "bokafor", platform: .blackboard, original: "Answer.swift"),
    FileCase(
      name: "Cycle_Children_bokafor_attempt_2024-03-01-10-15-00.txt", student: "bokafor",
      id: "bokafor", platform: .blackboard,
      original: "Cycle_Children_bokafor_attempt_2024-03-01-10-15-00.txt"),
    FileCase(name: "Answer.SWIFT", student: "Answer", platform: .plain, original: "Answer.SWIFT"),
    FileCase(
      name: "ben.swift.txt", student: "ben.swift", platform: .plain, original: "ben.swift.txt"),
    FileCase(
      name: "Ben_1_2_x.swift", student: "Ben_1_2_x", platform: .plain, original: "Ben_1_2_x.swift"),
    FileCase(
      name: "x_attempt_2024-3-1.swift", student: "x_attempt_2024-3-1", platform: .plain,
      original: "x_attempt_2024-3-1.swift"),
    FileCase(name: ".hidden", student: ".hidden", platform: .plain, original: ".hidden"),
  ])
  func filesNameTheirStudent(_ test: FileCase) {
    let (identity, original) = StudentNaming.file(test.name)
    #expect(identity.name == test.student)
    #expect(identity.platformID == test.id)
    #expect(identity.platform == test.platform)
    #expect(original == test.original)
  }

  struct FolderCase: CustomTestStringConvertible, Sendable {
    let name: String
    var prefixes: [String] = []
    let student: String
    let platform: StudentIdentity.Platform
    var testDescription: String { name }
  }

  @Test(arguments: [
    FolderCase(
      name: "Ben Okafor_40213_assignsubmission_file_", student: "Ben Okafor", platform: .moodle),
    FolderCase(
      name: "Ben Okafor_40213_assignsubmission_file", student: "Ben Okafor", platform: .moodle),
    FolderCase(
      name: "cycle-children-dorak", prefixes: ["cycle-children"], student: "dorak",
      platform: .githubClassroom),
    FolderCase(
      name: "Cycle-Children-Lee", prefixes: ["cycle-children-"], student: "Lee",
      platform: .githubClassroom),
    FolderCase(
      name: "cycle-children", prefixes: ["cycle-children"], student: "cycle-children",
      platform: .plain),
    FolderCase(name: "ben", prefixes: ["cycle-children"], student: "ben", platform: .plain),
  ])
  func foldersNameTheirStudent(_ test: FolderCase) {
    let identity = StudentNaming.folder(test.name, prefixes: test.prefixes)
    #expect(identity.name == test.student)
    #expect(identity.platform == test.platform)
  }

  @Test func theSharedPrefixOfRepositoryFolders() {
    #expect(StudentNaming.sharedPrefix(["lab-2-ann", "lab-2-bo", "lab-2-cy"]) == "lab-2-")
    #expect(StudentNaming.sharedPrefix(["lab-2-ann"]) == nil)
    #expect(StudentNaming.sharedPrefix(["ann", "bo"]) == nil)
    #expect(StudentNaming.sharedPrefix(["lab-ann", "lab-"]) == nil, "a student's name is left")
  }

  @Test func filesOfOneStudentShareAKey() {
    let a = StudentNaming.file("okaforben_12345_1_a.swift").student
    let b = StudentNaming.file("okaforben_LATE_12345_2_b.m").student
    let c = StudentNaming.file("okaforben.swift").student
    #expect(a.key == b.key)
    #expect(a.key != c.key)
  }
}
