import Simulation

/// The column names of Moodle's offline grading worksheet in one Moodle language. Moodle's
/// importer (`mod/assign/feedback/offline/importgradeslib.php`) finds its columns by these
/// exact names, in the language of the teacher who uploads, and reads a participant's number
/// after the `hiddenuser` word of the same language.
public struct MoodleWords: Equatable, Sendable {
  /// `recordid` of `assign`.
  public var identifier: String
  /// `hiddenuser` of `assign`: the identifier is this followed by the participant number.
  public var participant: String
  /// `fullname` of core.
  public var fullName: String
  /// `grade` (Moodle 4: `gradenoun`) of core.
  public var grade: String
  /// `maxgrade` of `assign`.
  public var maximum: String
  /// `lastmodifiedgrade` of `assign`.
  public var modified: String
  /// `pluginname` of `assignfeedback_comments`: the feedback comments' column.
  public var feedback: String

  /// Moodle's English language pack (`en`).
  public static let english = MoodleWords(
    identifier: "Identifier", participant: "Participant ", fullName: "Full name", grade: "Grade",
    maximum: "Maximum grade", modified: "Last modified (grade)", feedback: "Feedback comments")
  /// Moodle's Simplified Chinese language pack (`zh_cn`).
  public static let chinese = MoodleWords(
    identifier: "标识符", participant: "参与人", fullName: "全名", grade: "成绩", maximum: "最高分",
    modified: "上次修改（评分）", feedback: "反馈意见")

  /// The words of the teacher's language.
  public static func of(_ language: Language) -> MoodleWords {
    language == .chinese ? chinese : english
  }
}

/// Why a worksheet, gradebook export or roster given on the command line cannot be used.
public struct GradebookFileError: Error, Equatable, Sendable {
  public var message: String

  /// The records of a file the teacher downloaded, or why it is not CSV.
  static func records(_ text: String) throws(GradebookFileError) -> [[String]] {
    do { return try CSVReader.records(text) } catch {
      throw GradebookFileError(
        message: "not valid CSV (record \(error.record): \(error.reason))")
    }
  }

  /// A downloaded table's header, the places of the columns it must have, and its other
  /// records; `what` names the file when a column is missing (`a GitHub Classroom roster`).
  static func table(_ text: String, requiring names: [String], what: String)
    throws(GradebookFileError) -> (header: [String], columns: [Int], rows: ArraySlice<[String]>)
  {
    let records = try Self.records(text)
    let header = records.first ?? []
    let columns = names.compactMap { header.firstIndex(of: $0) }
    guard columns.count == names.count else {
      throw GradebookFileError(
        message: "not \(what): it needs the columns " + names.joined(separator: ", "))
    }
    return (header, columns, records.dropFirst())
  }
}

/// A grading worksheet downloaded from a Moodle assignment (Grading action › Download grading
/// worksheet): its own header, rows and maximum grade, so that the file `grade` writes is that
/// worksheet with the grades and comments filled in, in whatever language it was downloaded.
public struct MoodleWorksheet: Sendable {
  public var header: [String]
  public var rows: [[String]]
  public let identifierColumn: Int
  public let gradeColumn: Int
  public let modifiedColumn: Int
  public let maximumColumn: Int?
  public let fullNameColumn: Int?
  /// nil when the assignment has no feedback comments (then a column is added).
  public let feedbackColumn: Int?
  /// What comes before the number in the Identifier column (`Participant `, `参与人`).
  public let participantPrefix: String

  /// Reads a worksheet; its columns are recognised by their names in English or Chinese.
  public init(_ text: String) throws(GradebookFileError) {
    let records = try GradebookFileError.records(text)
    guard let header = records.first else {
      throw GradebookFileError(message: "an empty file, not a Moodle grading worksheet")
    }
    func column(_ names: (MoodleWords) -> String) -> Int? {
      let wanted = [names(.english), names(.chinese), names(.english).lowercased()]
      return header.firstIndex { wanted.contains($0) || wanted.contains($0.lowercased()) }
    }
    guard let identifier = column(\.identifier), let grade = column(\.grade),
      let modified = column(\.modified)
    else {
      throw GradebookFileError(
        message:
          "not a Moodle grading worksheet: it needs the columns Identifier, Grade and Last modified (grade) (标识符, 成绩, 上次修改（评分）)"
      )
    }
    self.header = header
    rows = records.dropFirst().map { record in
      record.count >= header.count
        ? record : record + Array(repeating: "", count: header.count - record.count)
    }
    identifierColumn = identifier
    gradeColumn = grade
    modifiedColumn = modified
    maximumColumn = column(\.maximum) ?? header.firstIndex { $0 == "Maximum Grade" }
    fullNameColumn = column(\.fullName)
    feedbackColumn = column(\.feedback)
    let sample = rows.first.map { $0[identifier] } ?? MoodleWords.english.participant
    participantPrefix = String(sample.reversed().drop { $0.isASCII && $0.isNumber }.reversed())
  }

  /// The participant number of a row (`Participant 40213` → `40213`).
  public func participant(_ row: [String]) -> String? {
    let value = row[identifierColumn]
    guard value.hasPrefix(participantPrefix) else { return nil }
    let number = value.dropFirst(participantPrefix.count)
    return !number.isEmpty && number.allSatisfy({ $0.isASCII && $0.isNumber })
      ? String(number) : nil
  }

  /// The assignment's maximum grade, as the worksheet states it.
  public var maximum: Double? {
    guard let column = maximumColumn else { return nil }
    return rows.lazy.compactMap { Double($0[column].replacing(",", with: ".")) }.first
  }
}
