import LessonEngine
import Simulation

/// One student's hand-in: who, the code files to grade (joined in name order), the files left
/// out and why, and why nothing could be graded when that is so.
public struct Submission: Sendable {
  public var identity: StudentIdentity
  public var files: [SubmissionFile]
  /// Files of the student's not graded, each with why (`README.txt: not code`).
  public var ignored: [String]
  /// Why the student has nothing to grade (set when `files` is empty).
  public var problem: SubmissionProblem?

  public init(
    identity: StudentIdentity, files: [SubmissionFile], ignored: [String] = [],
    problem: SubmissionProblem? = nil
  ) {
    self.identity = identity
    self.files = files
    self.ignored = ignored
    self.problem = problem
  }

  /// One file named `file` with its text (or why it could not be read), as one student.
  public init(file: String, text: Result<String, SubmissionProblem>) {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    self.init(
      identity: StudentNaming.file(name).student,
      files: [SubmissionFile(path: file, name: name, text: text)])
  }
}

/// A code file of a submission.
public struct SubmissionFile: Sendable {
  /// The path as the file system knows it (what messages show).
  public var path: String
  /// The name within the student's folder (what notes show).
  public var name: String
  public var text: Result<String, SubmissionProblem>
  /// Where the text is still to be read from, when the collector left reading to the worker
  /// that grades the student (`ClassroomCollector.readsLater`); `text` is empty until then.
  public var unread: String?

  public init(
    path: String, name: String, text: Result<String, SubmissionProblem>, unread: String? = nil
  ) {
    self.path = path
    self.name = name
    self.text = text
    self.unread = unread
  }
}

extension Submission {
  /// Reads the files the collector left unread (`ClassroomCollector.readsLater`), as it would
  /// have read them.
  public mutating func readLeftFiles(_ files: any SubmissionFileSystem, _ language: Language) {
    for index in self.files.indices {
      guard let path = self.files[index].unread else { continue }
      self.files[index].text = ClassroomCollector.text(of: path, files, language)
      self.files[index].unread = nil
    }
  }
}

/// Why a file or a student was not graded, and the kind of error that counts as.
public struct SubmissionProblem: Error, Sendable {
  public var message: String
  public var kind: ErrorKind

  public init(_ message: String, kind: ErrorKind = .notCode) {
    self.message = message
    self.kind = kind
  }
}

extension SubmissionProblem {
  /// A special file, never opened: what it is, in words.
  static func special(_ kind: FileNodeKind, _ language: Language) -> SubmissionProblem {
    let what: String
    switch kind {
    case .fifo: what = language.pick("a named pipe (FIFO)", "命名管道（FIFO）")
    case .socket: what = language.pick("a socket", "套接字")
    case .characterDevice: what = language.pick("a character device", "字符设备")
    case .blockDevice: what = language.pick("a block device", "块设备")
    case .directory: what = language.pick("a directory", "目录")
    case .missing:
      return SubmissionProblem(language.pick("no such file", "文件不存在"), kind: .unreadable)
    case .inaccessible(let reason): return SubmissionProblem(reason, kind: .unreadable)
    default: what = language.pick("not a regular file", "不是普通文件")
    }
    return SubmissionProblem(
      what + language.pick(", not a file: not read", "，不是普通文件：未读取"), kind: .unreadable)
  }

  /// A folder named where one file was expected.
  public static func directory(_ path: String, _ language: Language) -> SubmissionProblem {
    var problem = special(.directory, language)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    problem.message = name + language.pick(": ", "：") + problem.message
    return problem
  }

  /// A symbolic link that is not followed.
  static func link(_ language: Language, outside: Bool) -> SubmissionProblem {
    SubmissionProblem(
      outside
        ? language.pick(
          "a symbolic link that leads outside the folder being graded: not followed",
          "指向被评分目录之外的符号链接：不跟随")
        : language.pick(
          "a symbolic link: not followed (--follow-symlinks follows it)",
          "符号链接：不跟随（加 --follow-symlinks 才跟随）"),
      kind: .unreadable)
  }
}
