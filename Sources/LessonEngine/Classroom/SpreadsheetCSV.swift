import Rendering

/// CSV as RFC 4180 writes it (CRLF line ends; a field with a comma, a quote, a line break or
/// spaces at its ends is quoted, quotes doubled), made safe to open in a spreadsheet: control
/// characters are escaped, and a field that starts with `=`, `+`, `-`, `@`, a tab, a carriage
/// return or a NUL gets a `'` in front, as OWASP recommends against CSV injection (ASVS 1.2.10).
public struct SpreadsheetCSV {
  private var text = ""
  /// Whether the file starts with a byte-order mark (Excel then reads it as UTF-8).
  public let byteOrderMark: Bool

  public init(byteOrderMark: Bool = false) {
    self.byteOrderMark = byteOrderMark
  }

  /// Adds a record.
  public mutating func append(_ fields: [String]) {
    text += fields.map(SpreadsheetCSV.field).joined(separator: ",") + "\r\n"
  }

  /// The whole file.
  public var contents: String { (byteOrderMark ? "\u{FEFF}" : "") + text }

  /// One field, neutralised and quoted as needed.
  public static func field(_ raw: String) -> String {
    var cleaned = ValueFormatter.escapeControls(raw)
    let start = raw.unicodeScalars.first
    let firstVisible = cleaned.drop { $0 == " " }.first
    if start == "\t" || start == "\r" || start == "\0"
      || firstVisible.map({ "=+-@".contains($0) }) == true
    {
      cleaned = "'" + cleaned
    }
    let needsQuotes =
      cleaned.contains { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }
      || cleaned.hasPrefix(" ") || cleaned.hasSuffix(" ")
    return needsQuotes ? "\"" + cleaned.replacing("\"", with: "\"\"") + "\"" : cleaned
  }
}

extension ClassReport {
  /// `containrepl grade --format csv`: a record per student (the teacher's view).
  public func csv(byteOrderMark: Bool = false) -> String {
    var file = SpreadsheetCSV(byteOrderMark: byteOrderMark)
    file.append(["student", "status", "score", "max_score", "percent", "feedback", "files", "id"])
    for (index, row) in rows.enumerated() {
      let result = row.result
      file.append([
        names[index], result.status.rawValue, String(result.score), String(result.maxScore),
        percentText(result.percent), teacher.summaryLine(result), row.files.joined(separator: "; "),
        row.identity.platformID ?? "",
      ])
    }
    return file.contents
  }

  /// `containrepl grade --format moodle`: the grading worksheet Moodle's assignment imports
  /// (Grading action › Upload grading worksheet). Moodle matches `Identifier` (`Participant N`,
  /// N from the download's folder or file names) and needs `Grade` and `Last modified (grade)`;
  /// `Feedback comments` reaches the student, so it carries the student's view. `modified` is
  /// now, as Moodle's `strtotime` reads it (`2024-05-01 10:00:00`): Moodle keeps a grade changed
  /// in Moodle after that time.
  public func moodle(modified: String, byteOrderMark: Bool = false) -> String {
    var file = SpreadsheetCSV(byteOrderMark: byteOrderMark)
    file.append([
      "Identifier", "Full name", "Grade", "Maximum Grade", "Last modified (grade)",
      "Feedback comments",
    ])
    for (index, row) in rows.enumerated() {
      let id = row.identity.platform == .moodle ? row.identity.platformID : nil
      file.append([
        id.map { "Participant " + $0 } ?? "", names[index], String(row.result.score),
        String(row.result.maxScore), modified, student.summaryLine(row.result),
      ])
    }
    return file.contents
  }

  /// `containrepl grade --format canvas`: the gradebook CSV Canvas imports (Grades › Import).
  /// Canvas matches a student by `ID` (the user id in the download's file names) or the SIS
  /// columns; the exercise is one assignment column, with a `Points Possible` row.
  public func canvas(byteOrderMark: Bool = false) -> String {
    var file = SpreadsheetCSV(byteOrderMark: byteOrderMark)
    file.append(["Student", "ID", "SIS User ID", "SIS Login ID", "Section", exercise])
    let maximum = rows.map(\.result.maxScore).max() ?? 0
    file.append(["Points Possible", "", "", "", "", String(maximum)])
    for (index, row) in rows.enumerated() {
      let id = row.identity.platform == .canvas ? row.identity.platformID : nil
      file.append([names[index], id ?? "", "", "", "", String(row.result.score)])
    }
    return file.contents
  }
}
