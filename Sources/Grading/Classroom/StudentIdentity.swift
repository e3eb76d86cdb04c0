import LessonEngine

/// Who handed an answer in: the name a teacher knows, and the id the learning platform that
/// produced the download knows the student by (what its gradebook import matches on).
public struct StudentIdentity: Hashable, Sendable {
  /// The platform whose download naming the name was recognised from.
  public enum Platform: String, Sendable, CaseIterable {
    case moodle, canvas, blackboard
    case githubClassroom = "github-classroom"
    /// A file or folder named by hand: the name is the id.
    case plain
  }

  /// The student's name as the download gives it (`Ben Okafor`, `okaforben`, `dorak`).
  public var name: String
  /// The platform's id: Moodle's participant number, Canvas's user id, a Blackboard or GitHub
  /// user name; nil for a plain name.
  public var platformID: String?
  public var platform: Platform
  /// The identifier a roster gives the student (GitHub Classroom's `identifier`: a student
  /// number or an e-mail address the school knows), when a roster was read.
  public var rosterIdentifier: String?

  public init(
    name: String, platformID: String? = nil, platform: Platform = .plain,
    rosterIdentifier: String? = nil
  ) {
    self.name = name
    self.platformID = platformID
    self.platform = platform
    self.rosterIdentifier = rosterIdentifier
  }

  /// What makes two files one student's: the platform and its id, else the name.
  public var key: String { platform.rawValue + "/" + (platformID ?? name) }
}

/// Reads the decorations that Moodle, Canvas, Blackboard and GitHub Classroom put around a
/// student's files and folders when a teacher downloads a class's submissions.
///
/// ```text
/// Ben Okafor_40213_assignsubmission_file_/        Moodle, a folder per student
/// Ben Okafor_40213_assignsubmission_file_Answer.swift   Moodle, one folder for all
/// okaforben_LATE_12345_67890_Answer.swift          Canvas: name, late, user id, file id
/// Cycle_bokafor_attempt_2024-03-01-10-15-00_Answer.swift   Blackboard: assignment, user
/// cycle-children-dorak/                            GitHub Classroom: assignment prefix, user
/// ```
public enum StudentNaming {
  /// A folder's student, the platform's decorations removed; `prefixes` are assignment
  /// prefixes a GitHub Classroom folder may start with (the exercise id, the prefix the
  /// sibling folders share, the name of the `…-submissions` folder that holds them).
  public static func folder(_ name: String, prefixes: [String] = []) -> StudentIdentity {
    if let (student, id, _) = moodle(name), !student.isEmpty {
      return StudentIdentity(name: student, platformID: id, platform: .moodle)
    }
    for prefix in prefixes where !prefix.isEmpty {
      let dashed = prefix.hasSuffix("-") ? prefix : prefix + "-"
      guard name.count > dashed.count, name.lowercased().hasPrefix(dashed.lowercased()) else {
        continue
      }
      let user = String(name.dropFirst(dashed.count))
      return StudentIdentity(name: user, platformID: user, platform: .githubClassroom)
    }
    return StudentIdentity(name: name)
  }

  /// A file's student and the name the student gave the file (decorations removed). A plain
  /// file's student is its name without the extension.
  public static func file(_ name: String) -> (student: StudentIdentity, original: String) {
    if let (student, id, rest) = moodle(name), !student.isEmpty, let rest {
      return (StudentIdentity(name: student, platformID: id, platform: .moodle), rest)
    }
    if let found = blackboard(name) { return found }
    if let found = canvas(name) { return found }
    return (StudentIdentity(name: withoutExtension(name)), name)
  }

  /// The assignment prefix the folders share (`cycle-children-` of `cycle-children-dorak`,
  /// `cycle-children-lee`): nil unless there are two folders or more and the prefix ends at
  /// a `-` before every name's last part.
  public static func sharedPrefix(_ names: [String]) -> String? {
    guard names.count >= 2, var prefix = names.first.map(Array.init) else { return nil }
    for name in names.dropFirst() {
      let characters = Array(name)
      var length = 0
      while length < prefix.count, length < characters.count,
        prefix[length] == characters[length]
      {
        length += 1
      }
      prefix = Array(prefix.prefix(length))
    }
    guard let dash = prefix.lastIndex(of: "-"), dash > 0 else { return nil }
    let shared = String(prefix[...dash])
    return names.allSatisfy({ $0.count > shared.count }) ? shared : nil
  }

  /// `name` without its last extension (`Answer.swift` → `Answer`; `.hidden` stays).
  public static func withoutExtension(_ name: String) -> String {
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }

  // MARK: - Each platform's naming

  /// Moodle's `Full Name_PARTICIPANT_assignsubmission_PLUGIN_` (a folder), or the same
  /// followed by the student's file name: (name, participant id, the rest if any).
  static func moodle(_ name: String) -> (String, String, String?)? {
    guard let marker = name.lastRange(ofASCII: "_assignsubmission_") else {
      return nil
    }
    let head = name[..<marker.lowerBound]
    guard let underscore = head.lastIndex(of: "_") else { return nil }
    let id = head[head.index(after: underscore)...]
    guard !id.isEmpty, id.allSatisfy(\.isASCIIDigit) else { return nil }
    let student = String(head[..<underscore])
    let tail = name[marker.upperBound...]
    let plugin = tail.prefix { $0 != "_" }
    guard !plugin.isEmpty, plugin.allSatisfy({ $0.isLetter }) else { return nil }
    let rest = tail.dropFirst(plugin.count).dropFirst()
    return (student, String(id), rest.isEmpty ? nil : String(rest))
  }

  /// Blackboard's `ASSIGNMENT_USER_attempt_YYYY-MM-DD-HH-MM-SS[_FILE]`: the receipt
  /// (`….txt`) has no file part.
  static func blackboard(_ name: String) -> (student: StudentIdentity, original: String)? {
    guard let marker = name.lastRange(ofASCII: "_attempt_") else { return nil }
    let head = name[..<marker.lowerBound]
    guard let underscore = head.lastIndex(of: "_") else { return nil }
    let user = String(head[head.index(after: underscore)...])
    let tail = name[marker.upperBound...]
    let stamp = tail.prefix(19)
    let shape = Array("0000-00-00-00-00-00")
    guard !user.isEmpty, stamp.count == 19,
      zip(stamp, shape).allSatisfy({ $1 == "-" ? $0 == "-" : $0.isASCIIDigit })
    else { return nil }
    let rest = tail.dropFirst(19)
    let original = rest.hasPrefix("_") ? String(rest.dropFirst()) : name
    return (StudentIdentity(name: user, platformID: user, platform: .blackboard), original)
  }

  /// Canvas's `sortablename[_LATE]_USERID_FILEID_FILE` (and `…_USERID_text.html` for a text
  /// entry); the sortable name is lower case letters (any script), digits and dashes.
  static func canvas(_ name: String) -> (student: StudentIdentity, original: String)? {
    // Three parts need two `_` bytes (a `_` character is one): most plain names have none.
    guard name.utf8.lazy.filter({ $0 == UInt8(ascii: "_") }).count >= 2 else { return nil }
    var parts = name.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 3 else { return nil }
    var student = parts.removeFirst()
    if student.lowercased().hasSuffix("-late") { student = String(student.dropLast(5)) }
    if parts.first?.lowercased() == "late" { parts.removeFirst() }
    // Canvas writes the sortable name in lower case with only its letters and digits, and
    // keeps letters beyond ASCII (`garcíaana`, `王小明`).
    guard !student.isEmpty, student.first?.isLetter == true,
      student.allSatisfy({
        ($0.isLetter && !$0.isUppercase) || $0.isNumber || $0 == "-"
      }),
      parts.count >= 2, let user = parts.first, user.allSatisfy(\.isASCIIDigit), !user.isEmpty
    else { return nil }
    let identity = StudentIdentity(name: student, platformID: user, platform: .canvas)
    if parts.count == 2, ["text.html", "link.html"].contains(parts[1]) {
      return (identity, parts[1])
    }
    guard parts.count >= 3, parts[1].allSatisfy(\.isASCIIDigit), !parts[1].isEmpty else {
      return nil
    }
    return (identity, parts.dropFirst(2).joined(separator: "_"))
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
