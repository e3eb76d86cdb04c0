import LessonEngine
import Simulation

/// Finds the students under the paths a teacher names: a file is one student; a folder holds
/// one student per file and per subfolder (a subfolder's code files, at any depth, are one
/// student's). Files with the same student in a platform's download naming (Moodle, Canvas,
/// Blackboard) are one student's. Every entry becomes a row or is listed as not graded:
/// nothing is skipped without a word.
///
/// Untrusted input: a symbolic link is followed only with `followSymlinks`, and then only when
/// named directly or when it stays inside the folder being graded; a pipe, socket or device is
/// never opened; every read is bounded.
public struct ClassroomCollector {
  public let files: any SubmissionFileSystem
  public let language: Language
  public let followSymlinks: Bool
  /// The exercise's id: GitHub Classroom folders start with it (`cycle-children-dorak`).
  public let exerciseID: String
  /// A predict exercise's answers are logs (`.txt`, `.log`), not code.
  public let isPrediction: Bool
  /// Leave each code file's reading to whoever grades its student (`SubmissionFile.unread`,
  /// `Submission.readLeftFiles`): a class's files are then read on all cores, not one by one
  /// while the students are found.
  public var readsLater = false
  /// A GitHub Classroom roster: folders are matched to its usernames, which are taken whole
  /// (`…-ben-okafor` is `ben-okafor`), and its names and identifiers are the students'.
  public var roster: ClassroomRoster?

  /// The largest answer file read.
  public static let fileLimit = 1 << 20
  /// Folders deeper than this inside a student's folder are not searched.
  public static let depthLimit = 12
  /// The most files looked at in one student's folder.
  public static let entryLimit = 2_000

  public init(
    files: any SubmissionFileSystem, language: Language, followSymlinks: Bool = false,
    exerciseID: String = "", isPrediction: Bool = false
  ) {
    self.files = files
    self.language = language
    self.followSymlinks = followSymlinks
    self.exerciseID = exerciseID
    self.isPrediction = isPrediction
  }

  /// Every student under the paths, in order.
  public func collect(_ paths: [String]) -> [Submission] {
    paths.flatMap(collect)
  }

  /// The students one path holds.
  public func collect(_ path: String) -> [Submission] {
    let name = Self.lastComponent(path)
    var target = path
    var kind = files.kind(of: path)
    if kind == .symbolicLink {
      guard followSymlinks, let resolved = files.resolve(path) else {
        return [refused(StudentNaming.file(name).student, path, .link(language, outside: false))]
      }
      target = resolved
      kind = files.kind(of: resolved)
    }
    switch kind {
    case .regular:
      // A file named on the command line is read whatever its extension: the teacher chose it.
      let identity = StudentNaming.file(name).student
      return [Submission(identity: identity, files: [read(target, shownAs: path, name: name)])]
    case .directory:
      return classFolder(target, shownAs: path)
    default:
      return [refused(StudentNaming.file(name).student, path, .special(kind, language))]
    }
  }

  // MARK: - A class's folder

  private func classFolder(_ folder: String, shownAs shown: String) -> [Submission] {
    let root = files.resolve(folder) ?? folder
    let names = (files.entries(of: folder) ?? []).filter(Self.isListed).sorted()
    if let inner = wrapped(folder, names) {
      return classFolder(folder + "/" + inner, shownAs: shown + "/" + inner)
    }
    var folders: [String] = []
    var kinds: [String: FileNodeKind] = [:]
    for name in names {
      var kind = files.kind(of: folder + "/" + name)
      if kind == .symbolicLink, followSymlinks,
        let resolved = files.resolve(folder + "/" + name), Self.isInside(resolved, root)
      {
        kind = files.kind(of: resolved)
      }
      kinds[name] = kind
      if kind == .directory { folders.append(name) }
    }
    let prefixes = folderPrefixes(folders, shownAs: shown)
    let beside = Set(besideTheClass(names, kinds: kinds, prefixes: prefixes))
    var students: [Submission] = []
    var groups: [String: Int] = [:]
    for name in names where !beside.contains(name) {
      let path = folder + "/" + name
      let shownPath = shown + "/" + name
      switch kinds[name] ?? .missing {
      case .directory:
        let identity = rosterIdentity(name) ?? StudentNaming.folder(name, prefixes: prefixes)
        var found = studentFolder(path, shownAs: shownPath, identity: identity, root: root)
        // Moodle puts each submission plugin's files in a folder of its own (`…_file_`,
        // `…_onlinetext_`): one student's folders are merged.
        if identity.platform != .plain, let index = groups[identity.key] {
          students[index].files += found.files
          students[index].ignored += found.ignored
          students[index].problem = students[index].files.isEmpty ? students[index].problem : nil
        } else {
          if identity.platform != .plain { groups[identity.key] = students.count }
          found.problem = found.files.isEmpty ? found.problem : nil
          students.append(found)
        }
      case .regular:
        let (identity, original) = StudentNaming.file(name)
        let index =
          groups[identity.key]
          ?? {
            students.append(Submission(identity: identity, files: []))
            groups[identity.key] = students.count - 1
            return students.count - 1
          }()
        if isCode(original) {
          students[index].files.append(read(path, shownAs: shownPath, name: name))
        } else {
          students[index].ignored.append(name + language.pick(": not code", "：不是代码"))
        }
      case .symbolicLink:
        let outside = followSymlinks
        students.append(
          refused(StudentNaming.file(name).student, shownPath, .link(language, outside: outside)))
      default:
        students.append(
          refused(
            StudentNaming.file(name).student, shownPath, .special(kinds[name] ?? .missing, language)
          ))
      }
    }
    for index in students.indices
    where students[index].files.isEmpty && students[index].problem == nil {
      students[index].problem = notCode(
        students[index].identity.name, ignored: students[index].ignored)
    }
    if names.isEmpty {
      students.append(
        Submission(
          identity: StudentNaming.folder(Self.lastComponent(shown)), files: [],
          problem: SubmissionProblem(language.pick("an empty folder", "空目录"))))
    }
    return students
  }

  /// The assignment prefixes a class folder's student folders may start with: the exercise's
  /// id, one the folders share, the name of a `…-submissions` folder.
  private func folderPrefixes(_ folders: [String], shownAs shown: String) -> [String] {
    var prefixes = [exerciseID]
    // A prefix guessed from the folders alone must be two words or more (`cycle-children-`):
    // plain folders `ben-okafor` and `ben-lee` share `ben-`, which is part of the names.
    if roster == nil, let shared = StudentNaming.sharedPrefix(folders),
      shared.dropLast().contains("-")
    {
      prefixes.append(shared)
    }
    let parent = Self.lastComponent(shown)
    if parent.hasSuffix("-submissions") {
      prefixes.append(String(parent.dropLast("-submissions".count)) + "-")
    }
    return prefixes
  }

  /// The files of a class folder that are no student's answer, left out rather than graded as
  /// students: a spreadsheet or a README in any class folder (the worksheet, the roster, a
  /// gradebook export the teacher keeps with the class), and, where the entries follow a
  /// platform's naming, every other file that follows none and is not code.
  private func besideTheClass(
    _ names: [String], kinds: [String: FileNodeKind], prefixes: [String]
  ) -> [String] {
    let followsNaming = names.contains { name in
      kinds[name] == .directory
        ? (rosterIdentity(name) ?? StudentNaming.folder(name, prefixes: prefixes)).platform
          != .plain
        : StudentNaming.file(name).student.platform != .plain
    }
    return names.filter { name in
      guard case .regular = kinds[name], !isCode(name) else { return false }
      let lowered = name.lowercased()
      if [".csv", ".tsv", ".xls", ".xlsx", ".ods"].contains(where: lowered.hasSuffix)
        || lowered.hasPrefix("readme")
      {
        return true
      }
      return followsNaming && StudentNaming.file(name).student.platform == .plain
    }
  }

  /// The files `collect` leaves out of a class folder as no student's answer
  /// (`besideTheClass`), by name, for the teacher to be told.
  public func leftOut(_ path: String) -> [String] {
    guard files.kind(of: path) == .directory else { return [] }
    let names = (files.entries(of: path) ?? []).filter(Self.isListed).sorted()
    if let inner = wrapped(path, names) {
      return names.filter { $0 != inner } + leftOut(path + "/" + inner)
    }
    var kinds: [String: FileNodeKind] = [:]
    for name in names { kinds[name] = files.kind(of: path + "/" + name) }
    let folders = names.filter { kinds[$0] == .directory }
    return besideTheClass(
      names, kinds: kinds, prefixes: folderPrefixes(folders, shownAs: path))
  }

  /// A GitHub Classroom folder's student as the roster knows them, when a roster was given.
  private func rosterIdentity(_ folder: String) -> StudentIdentity? {
    guard let roster, let username = roster.username(endingFolder: folder),
      let entry = roster.entry(username: username)
    else { return nil }
    return StudentIdentity(
      name: entry.name.isEmpty ? entry.username : entry.name, platformID: entry.username,
      platform: .githubClassroom, rosterIdentifier: entry.identifier)
  }

  /// One student's folder: its code files at any depth, in path order; everything else listed.
  private func studentFolder(
    _ folder: String, shownAs shown: String, identity: StudentIdentity, root: String
  ) -> Submission {
    var submission = Submission(identity: identity, files: [])
    var pending: [(path: String, relative: String, depth: Int)] = [(folder, "", 0)]
    var seen = 0
    var found: [(relative: String, path: String, shown: String)] = []
    while let (path, relative, depth) = pending.popLast() {
      for name in (files.entries(of: path) ?? []).filter(Self.isListed).sorted() {
        seen += 1
        guard seen <= Self.entryLimit else { break }
        let child = path + "/" + name
        let childRelative = relative.isEmpty ? name : relative + "/" + name
        var kind = files.kind(of: child)
        var target = child
        if kind == .symbolicLink {
          guard followSymlinks, let resolved = files.resolve(child), Self.isInside(resolved, root)
          else {
            submission.ignored.append(
              childRelative + language.pick(": ", "：")
                + SubmissionProblem.link(language, outside: followSymlinks).message)
            continue
          }
          target = resolved
          kind = files.kind(of: resolved)
        }
        switch kind {
        case .directory:
          if depth + 1 < Self.depthLimit {
            pending.append((target, childRelative, depth + 1))
          } else {
            submission.ignored.append(
              childRelative + language.pick(": too deep: not searched", "：层级太深，未搜索"))
          }
        case .regular:
          if isCode(name) {
            found.append((childRelative, target, shown + "/" + childRelative))
          } else {
            submission.ignored.append(childRelative + language.pick(": not code", "：不是代码"))
          }
        default:
          submission.ignored.append(
            childRelative + language.pick(": ", "：")
              + SubmissionProblem.special(kind, language).message)
        }
      }
    }
    for file in found.sorted(by: { $0.relative < $1.relative }) {
      submission.files.append(read(file.path, shownAs: file.shown, name: file.relative))
    }
    if submission.files.isEmpty {
      submission.problem = notCode(identity.name, ignored: submission.ignored)
    }
    return submission
  }

  /// The one folder a download wraps its class in (`Assignment 1/` around the students'
  /// folders, `…-submissions/`), when beside it there are only files that are not answers
  /// (the worksheet, the roster, a README); nil for a student's folder.
  private func wrapped(_ folder: String, _ names: [String]) -> String? {
    let folders = names.filter { files.kind(of: folder + "/" + $0) == .directory }
    guard folders.count == 1, let only = folders.first,
      !names.contains(where: { $0 != only && isCode($0) })
    else { return nil }
    return isClass(folder + "/" + only) ? only : nil
  }

  /// Whether a folder holds a class as a platform downloads it: its name ends with
  /// `-submissions`, or an entry in it follows a platform's naming (a Moodle, Canvas or
  /// Blackboard file or folder name, a roster's username). A student's own folder is not one.
  func isClass(_ folder: String) -> Bool {
    let name = Self.lastComponent(folder)
    if name.hasSuffix("-submissions") { return true }
    if StudentNaming.folder(name).platform != .plain
      || StudentNaming.file(name).student.platform != .plain
    {
      return false
    }
    let inside = (files.entries(of: folder) ?? []).filter(Self.isListed)
    let folders = inside.filter { files.kind(of: folder + "/" + $0) == .directory }
    // GitHub Classroom's repositories start with the assignment's name (`display-child-…`);
    // a name the folders share counts only where no code sits beside them (a student's own
    // project may hold `my-app-sources` and `my-app-tests` next to its code).
    let prefixes =
      inside.contains(where: isCode) ? [exerciseID] : folderPrefixes(folders, shownAs: folder)
    return inside.contains { entry in
      StudentNaming.file(entry).student.platform != .plain
    }
      || folders.contains { entry in
        StudentNaming.folder(entry, prefixes: prefixes).platform != .plain
          || roster?.username(endingFolder: entry) != nil
      }
  }

  /// Why the students under a folder cannot be told apart for sure, when they cannot: it holds
  /// a class downloaded from a platform next to other answers or a second class. `grade`
  /// refuses such a folder rather than guess (one class would become one student).
  public func ambiguity(_ path: String) -> String? {
    guard files.kind(of: path) == .directory else { return nil }
    let names = (files.entries(of: path) ?? []).filter(Self.isListed).sorted()
    if let inner = wrapped(path, names) { return ambiguity(path + "/" + inner) }
    let folders = names.filter { files.kind(of: path + "/" + $0) == .directory }
    let classes = folders.filter { isClass(path + "/" + $0) }
    guard !classes.isEmpty else { return nil }
    let shown = Self.lastComponent(path)
    if classes.count > 1 {
      return language.pick(
        "\(shown) holds more than one class (\(classes.joined(separator: ", "))): grade each folder on its own",
        "\(shown) 中有不止一个班级（\(classes.joined(separator: "、"))）：请分别批改每个目录")
    }
    let others = names.filter { $0 != classes[0] && (isCode($0) || folders.contains($0)) }
    return language.pick(
      "\(shown) holds the class folder \(classes[0]) next to other answers (\(others.joined(separator: ", "))): grade \(classes[0]) itself, or move the others out",
      "\(shown) 中班级目录 \(classes[0]) 旁边还有其他答案（\(others.joined(separator: "、"))）：请直接批改 \(classes[0])，或把其他答案移走"
    )
  }

  // MARK: - Files

  /// Reads a code file as UTF-8 text, or says why not (size, special file, binary, encoding).
  private func read(_ path: String, shownAs shown: String, name: String) -> SubmissionFile {
    if readsLater {
      return SubmissionFile(path: shown, name: name, text: .success(""), unread: path)
    }
    return SubmissionFile(path: shown, name: name, text: Self.text(of: path, files, language))
  }

  /// A code file's text, read as `read` reads it.
  static func text(of path: String, _ files: any SubmissionFileSystem, _ language: Language)
    -> Result<String, SubmissionProblem>
  {
    switch files.read(path, limit: Self.fileLimit) {
    case .failure(let error): return .failure(SubmissionProblem(error.message, kind: .unreadable))
    case .success(let bytes):
      let text = Self.decode(bytes, language)
      guard OnlineTextAnswer.isOnlineText(path) else { return text }
      return text.map(OnlineTextAnswer.text(fromHTML:))
    }
  }

  /// UTF-8 text with no NUL byte, or the problem; a document saved by a word processor is
  /// named as such, with what to do about it.
  static func decode(_ bytes: [UInt8], _ language: Language) -> Result<String, SubmissionProblem> {
    if let document = SavedDocument(bytes) {
      return .failure(SubmissionProblem(document.message(language)))
    }
    if bytes.contains(0) {
      return .failure(
        SubmissionProblem(
          language.pick("binary file (NUL bytes): not an answer", "二进制文件（含 NUL 字节）：不是答案")))
    }
    if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    decoding: while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput, .error: break decoding
      }
    }
    // Text in another encoding has few control bytes; a program's or an image's bytes many.
    let head = bytes.prefix(4_096)
    let controls = head.filter { $0 < 0x09 || ($0 > 0x0D && $0 < 0x20) || $0 == 0x7F }.count
    if controls * 20 > head.count {
      return .failure(
        SubmissionProblem(
          language.pick(
            "a binary file, not text: hand in the code itself as a .swift or .m file",
            "这是二进制文件，不是文本：请直接提交 .swift 或 .m 代码文件")))
    }
    return .failure(
      SubmissionProblem(
        language.pick(
          "not UTF-8 text (byte \(offset)): save the file as UTF-8 and hand it in again (it looks saved in another encoding, such as GBK or Latin-1)",
          "不是 UTF-8 文本（偏移 \(offset) 处的字节）：请把文件存为 UTF-8 后重新提交（它像是用 GBK、Latin-1 等其他编码保存的）"
        )))
  }

  /// Whether a file holds an answer: Swift or Objective-C code (`.swift`, `.m`, `.mm`, `.h`,
  /// any case, also with `.txt` added by a platform), a log for a predict exercise, or what a
  /// student typed into the platform's text box (`onlinetext.html`, `text.html`).
  func isCode(_ name: String) -> Bool {
    if OnlineTextAnswer.isOnlineText(name) { return true }
    if let code = isASCIICode(name) { return code }
    var lowered = name.lowercased()
    if isPrediction { return lowered.hasSuffix(".txt") || lowered.hasSuffix(".log") }
    if lowered.hasSuffix(".txt") { lowered = String(lowered.dropLast(4)) }
    return [".swift", ".m", ".mm", ".h"].contains {
      lowered.hasSuffix($0) && lowered.count > $0.count
    }
  }

  /// `isCode` of an ASCII name, on its bytes (each one a character, lower-cased as ASCII
  /// lower-cases); nil for any other name.
  private func isASCIICode(_ name: String) -> Bool? {
    var copy = name
    return copy.withUTF8 { bytes -> Bool? in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      func lower(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
      }
      func ends(_ suffix: StaticString, before end: Int) -> Bool {
        let count = suffix.utf8CodeUnitCount
        guard end >= count else { return false }
        return (0..<count).allSatisfy { lower(bytes[end - count + $0]) == suffix.utf8Start[$0] }
      }
      if isPrediction {
        return ends(".txt", before: bytes.count) || ends(".log", before: bytes.count)
      }
      let end = ends(".txt", before: bytes.count) ? bytes.count - 4 : bytes.count
      let suffixes: [StaticString] = [".swift", ".m", ".mm", ".h"]
      return suffixes.contains { ends($0, before: end) && end > $0.utf8CodeUnitCount }
    }
  }

  /// Why a student has nothing to grade.
  private func notCode(_ name: String, ignored: [String]) -> SubmissionProblem {
    let kinds = isPrediction ? ".txt, .log" : ".swift, .m, .mm, .h"
    return SubmissionProblem(
      language.pick(
        "no answer file (\(kinds)) in \(name)", "\(name) 中没有答案文件（\(kinds)）")
        + (ignored.isEmpty
          ? "" : language.pick("; not graded: ", "；未评分：") + ignored.joined(separator: "; ")))
  }

  private func refused(_ identity: StudentIdentity, _ path: String, _ problem: SubmissionProblem)
    -> Submission
  {
    var problem = problem
    problem.message = Self.lastComponent(path) + language.pick(": ", "：") + problem.message
    return Submission(identity: identity, files: [], problem: problem)
  }

  /// Hidden files and folders (`.git`, `.DS_Store`) and macOS's `__MACOSX` are not the
  /// student's work.
  static func isListed(_ name: String) -> Bool {
    !name.hasPrefix(".") && name != "__MACOSX"
  }

  static func isInside(_ path: String, _ root: String) -> Bool {
    path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
  }

  static func lastComponent(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
    return trimmed.split(separator: "/").last.map(String.init) ?? String(trimmed)
  }
}
