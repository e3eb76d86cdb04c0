import LessonEngine
import Rendering
import Simulation

/// One student of a graded class: who, which files were graded and which were not, the result.
public struct ClassRow: Sendable {
  public var identity: StudentIdentity
  /// The code files graded, as given on the command line (joined in this order).
  public var files: [String]
  /// The same files named within the student's hand-in (what the student is shown: never
  /// the teacher's folders).
  public var fileNames: [String]
  /// Files of the student's that were not graded, each with why (`README.txt: not code`).
  public var ignored: [String]
  public var result: ExerciseResult

  public init(
    identity: StudentIdentity, files: [String], fileNames: [String]? = nil,
    ignored: [String] = [], result: ExerciseResult
  ) {
    self.identity = identity
    self.files = files
    self.fileNames =
      fileNames ?? files.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
    self.ignored = ignored
    self.result = result
  }

  /// One file, one student named after it.
  public init(file: String, result: ExerciseResult) {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    self.init(identity: StudentNaming.file(name).student, files: [file], result: result)
  }
}

/// A class's results for the teacher: a table with the class summary, JSON, CSV, and the
/// gradebook files Moodle and Canvas import; each student's feedback file. The teacher's views
/// show hidden checks; what students read (feedback, a gradebook's comments) does not, unless
/// `showHidden` says so.
public struct ClassReport: Sendable {
  public let exercise: String
  public let rows: [ClassRow]
  public let language: Language
  /// Show hidden checks in what students read.
  public let showHidden: Bool
  /// The previous grading of the class (`--compare`), by student.
  public let previous: [String: PreviousGrade]?
  /// Each row's student as shown: the name, with the platform's id when two share a name (as
  /// given: each format escapes it its own way).
  public let names: [String]

  public init(
    exercise: String, rows: [ClassRow], language: Language, showHidden: Bool = false,
    previous: [String: PreviousGrade]? = nil
  ) {
    self.exercise = exercise
    self.rows = rows
    self.language = language
    self.showHidden = showHidden
    self.previous = previous
    var counts: [String: Int] = [:]
    for row in rows { counts[row.identity.name, default: 0] += 1 }
    var used: [String: Int] = [:]
    names = rows.map { row in
      let name = row.identity.name
      guard counts[row.identity.name, default: 0] > 1 else { return name }
      if let id = row.identity.platformID, id != row.identity.name {
        return name + " (" + id + ")"
      }
      used[name, default: 0] += 1
      return name + " (\(used[name, default: 0]))"
    }
  }

  var teacher: ExerciseReport { ExerciseReport(language: language, showHidden: true) }
  var student: ExerciseReport { ExerciseReport(language: language, showHidden: showHidden) }

  /// The summary of the class (distribution, misconceptions, errors, similar logs, changes).
  public var summary: ClassSummary { ClassSummary(self) }

  // MARK: - Table

  /// `containrepl grade`: a row per student, names whole, then the class summary.
  public func table() -> [String] {
    let l = language
    let header = [
      l.pick("student", "学生"), l.pick("status", "状态"), l.pick("score", "得分"), "%",
      l.pick("feedback", "反馈"),
    ]
    var cells: [[String]] = rows.indices.map { index in
      let result = rows[index].result
      return [
        ExerciseReport.clean(names[index]), statusWord(result.status),
        "\(result.score)/\(result.maxScore)",
        percentText(result.percent),
        DisplayWidth.truncate(ExerciseReport.clean(teacher.summaryLine(result)), to: 120),
      ]
    }
    cells.insert(header, at: 0)
    let widths = (0..<4).map { column in cells.map { DisplayWidth.of($0[column]) }.max() ?? 0 }
    var lines = cells.map { row in
      (0..<4).map { DisplayWidth.pad(row[$0], to: widths[$0]) }.joined(separator: "  ") + "  "
        + row[4]
    }.map { $0.trimmingSpacesAtEnd() }
    lines.append("")
    lines += summary.lines()
    return lines
  }

  func statusWord(_ status: ExerciseResult.Status) -> String { teacher.statusWord(status) }

  func percentText(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  // MARK: - JSON

  /// `containrepl grade --format json`: every student with every check (hidden ones marked),
  /// and the summary.
  public func json() -> JSON {
    .object([
      ("exercise", .string(exercise)),
      ("students", .array(rows.indices.map(rowJSON))),
      ("summary", summary.json()),
    ])
  }

  private func rowJSON(_ index: Int) -> JSON {
    let row = rows[index]
    let result = row.result
    var pairs: [(String, JSON)] = [
      ("student", .string(names[index])),
      ("id", row.identity.platformID.map(JSON.string) ?? .null),
      ("identifier", row.identity.rosterIdentifier.map(JSON.string) ?? .null),
      ("platform", .string(row.identity.platform.rawValue)),
      ("status", .string(result.status.rawValue)),
      ("score", .number(Double(result.score))),
      ("max_score", .number(Double(result.maxScore))),
      ("percent", .number(result.percent)),
      ("feedback", .string(teacher.summaryLine(result))),
      ("files", .array(row.files.map { .string(ExerciseReport.clean($0)) })),
      ("ignored", .array(row.ignored.map { .string(ExerciseReport.clean($0)) })),
    ]
    if let kind = result.errorKind { pairs.append(("error_kind", .string(kind.rawValue))) }
    pairs.append(("mistakes", .array(result.mistakes.map(teacher.mistakeJSON))))
    pairs.append(("tests", .array(result.tests.map(teacher.testJSON))))
    pairs.append(("notes", .array(result.notes.map(JSON.string))))
    return .object(pairs)
  }

  // MARK: - Feedback files

  /// What a student gets back (`--feedback DIR`): who, which files, then the result as
  /// `containrepl check` writes it.
  public func feedback(_ index: Int) -> String {
    let row = rows[index]
    let l = language
    var lines = [l.pick("student: ", "学生：") + ExerciseReport.clean(names[index])]
    if !row.fileNames.isEmpty {
      lines.append(
        l.pick("files: ", "文件：")
          + row.fileNames.map(ExerciseReport.clean).joined(separator: ", "))
    }
    if !row.ignored.isEmpty {
      lines.append(
        l.pick("not graded: ", "未评分：")
          + row.ignored.map(ExerciseReport.clean).joined(separator: "; "))
    }
    lines += student.text(row.result)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A file name for each row's feedback: letters, digits, `-`, `_` and `.` from the student's
  /// name (no path separator, no `..`, no leading dot, no control character), unique within
  /// the class even on a file system that ignores case, ending in `.feedback.txt`.
  public func feedbackFileNames() -> [String] {
    feedbackFileNames(bases: rows.indices.map(feedbackFileBase))
  }

  /// `feedbackFileNames()` from each row's `feedbackFileBase`, which a class makes on all its
  /// cores: only making the names unique is left, in row order.
  public func feedbackFileNames(bases: [String]) -> [String] {
    var used = Set<String>()
    return bases.map { base in
      var name = base
      var number = 1
      while !used.insert(name.lowercased()).inserted {
        number += 1
        name = base + "-\(number)"
      }
      return name + ".feedback.txt"
    }
  }

  /// Every row's feedback file as one zip (`--feedback-zip`), each under its name in
  /// `feedbackFileNames()` at the top of the archive: Moodle's "Upload multiple feedback files
  /// in a zip" attaches a Moodle student's file to that participant's feedback, as
  /// `containrepl.feedback.txt`; nil when the class's feedback is too large for a zip.
  public func feedbackZip(modified: ZipArchive.Time) -> [UInt8]? {
    feedbackZip(
      names: feedbackFileNames(), letters: rows.indices.map(feedback), modified: modified)
  }

  /// `feedbackZip(modified:)` from the names and letters a class makes on all its cores.
  public func feedbackZip(names: [String], letters: [String], modified: ZipArchive.Time)
    -> [UInt8]?
  {
    var archive = ZipArchive()
    for (name, letter) in zip(names, letters) {
      guard archive.add(name, Array(letter.utf8), modified: modified) else { return nil }
    }
    return archive.bytes
  }

  /// A row's feedback file name before it is made unique (`feedbackFileNames()`). A Moodle
  /// student's is named as Moodle's "Upload multiple feedback files in a zip" matches it
  /// (`mod/assign/feedback/file/importziplib.php`): `NAME_PARTICIPANT_assignfeedback_file_`
  /// and the file's name, the name holding no `_`; the student gets `containrepl.feedback.txt`.
  public func feedbackFileBase(_ index: Int) -> String {
    let identity = rows[index].identity
    if identity.platform == .moodle, let id = identity.platformID {
      return Self.moodleName(identity.name) + "_" + id + "_assignfeedback_file_containrepl"
    }
    let source = identity.name + (identity.platformID.map { "_" + $0 } ?? "")
    return Self.asciiFileBase(source) ?? Self.fileBase(source)
  }

  /// A name as the first part of a Moodle feedback file's name: no `_` (Moodle splits there),
  /// none of the characters a file name cannot hold on Windows or macOS (the teacher zips the
  /// letters there), no control character, not starting with `.` or `~` (Moodle skips those).
  static func moodleName(_ name: String) -> String {
    var cleaned = ""
    for character in name {
      if "_/\\:*?\"<>|".contains(character) || character.isNewline {
        if !cleaned.isEmpty, cleaned.last != " " { cleaned.append(" ") }
      } else if !(character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) {
        cleaned.append(character)
      }
    }
    while cleaned.hasPrefix(".") || cleaned.hasPrefix("~") || cleaned.hasPrefix(" ") {
      cleaned.removeFirst()
    }
    while cleaned.hasSuffix(" ") || cleaned.hasSuffix(".") { cleaned.removeLast() }
    return cleaned.isEmpty ? "student" : String(cleaned.prefix(80))
  }

  /// A feedback file's name before its number and extension: the name's letters, digits, `-`,
  /// `_`, single dots inside, anything else as one `_`; at most 80 scalars; `student` if empty.
  static func fileBase(_ source: String) -> String {
    var base = ""
    for character in source {
      if character.isLetter || character.isNumber || character == "-" || character == "_" {
        base.append(character)
      } else if character == "." && !base.isEmpty && base.last != "." {
        base.append(character)
      } else if !base.isEmpty, base.last != "_" {
        base.append("_")
      }
      if base.unicodeScalars.count >= 80 { break }
    }
    while base.hasSuffix(".") || base.hasSuffix("_") { base.removeLast() }
    return base.isEmpty ? "student" : base
  }

  /// `fileBase` of a name of printable ASCII, byte by byte (each byte is a character, and a
  /// letter or a digit exactly when it is one of ASCII's); nil for any other name.
  static func asciiFileBase(_ source: String) -> String? {
    var copy = source
    return copy.withUTF8 { bytes -> String? in
      // Every byte first: one that is not ASCII may join the one before it in a character.
      guard !bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return nil }
      var base: [UInt8] = []
      base.reserveCapacity(min(bytes.count, 80))
      for byte in bytes {
        let kept =
          (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
          || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
          || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
          || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        if kept {
          base.append(byte)
        } else if byte == UInt8(ascii: "."), let last = base.last, last != UInt8(ascii: ".") {
          base.append(byte)
        } else if let last = base.last, last != UInt8(ascii: "_") {
          base.append(UInt8(ascii: "_"))
        }
        if base.count >= 80 { break }
      }
      while base.last == UInt8(ascii: ".") || base.last == UInt8(ascii: "_") { base.removeLast() }
      return base.isEmpty ? "student" : String(decoding: base, as: UTF8.self)
    }
  }
}

extension String {
  func trimmingSpacesAtEnd() -> String {
    var text = Substring(self)
    while text.last == " " { text.removeLast() }
    return String(text)
  }
}
