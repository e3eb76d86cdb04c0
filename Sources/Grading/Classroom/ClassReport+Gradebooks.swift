import LessonEngine
import Simulation

/// What a gradebook file is made from besides the results: the scale, and the files the
/// teacher downloaded from the platform that the upload has to match.
public struct GradebookSettings: Sendable {
  /// The assignment's maximum grade (`--max-grade`); nil: the worksheet's, else the default.
  public var maxGrade: Double?
  /// A Moodle grading worksheet to fill in (`--worksheet`).
  public var worksheet: MoodleWorksheet?
  /// A Canvas gradebook export to take ids and sections from (`--gradebook`).
  public var canvasExport: CanvasGradebookExport?
  /// The Canvas assignment column (`--assignment`): `Title (id)`, a title or an id.
  public var assignment: String?
  /// When the grades were made, as PHP's `strtotime` reads it (`2024-05-01 10:00:00`).
  public var modified: String
  public var byteOrderMark: Bool

  public init(
    maxGrade: Double? = nil, worksheet: MoodleWorksheet? = nil,
    canvasExport: CanvasGradebookExport? = nil, assignment: String? = nil,
    modified: String = "", byteOrderMark: Bool = false
  ) {
    self.maxGrade = maxGrade
    self.worksheet = worksheet
    self.canvasExport = canvasExport
    self.assignment = assignment
    self.modified = modified
    self.byteOrderMark = byteOrderMark
  }
}

/// A gradebook file, and what the teacher should know before uploading it.
public struct GradebookFile: Equatable, Sendable {
  public var text: String
  public var warnings: [String]
}

extension ClassReport {
  /// A new Moodle assignment's maximum grade, used when neither `--max-grade` nor a worksheet
  /// says otherwise: Moodle skips a grade above the assignment's maximum.
  public static let moodleDefaultMaximum = 100.0

  /// A row's grade on a scale from 0 to `maximum` (its points when nil), with at most two
  /// decimals and a `.` (Moodle's `unformat_float` and Canvas read it in every locale); empty
  /// for a row that could not be graded, so that the platform keeps the grade it has.
  public func gradeText(_ index: Int, outOf maximum: Double?) -> String {
    let result = rows[index].result
    guard result.status != .error else { return "" }
    guard let maximum else { return String(result.score) }
    let value = result.maxScore > 0 ? Double(result.score) / Double(result.maxScore) * maximum : 0
    let hundredths = Int((value * 100).rounded())
    let whole = String(hundredths / 100)
    let fraction = hundredths % 100
    if fraction == 0 { return whole }
    let digits = fraction < 10 ? "0" + String(fraction) : String(fraction)
    return whole + "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
  }

  // MARK: - Moodle

  /// `containrepl grade --format moodle`: the grading worksheet Moodle's assignment imports
  /// (Grading action › Upload grading worksheet; the assignment needs the "Offline grading
  /// worksheet" feedback type). With a worksheet the teacher downloaded, it is that file with
  /// Grade, Last modified (grade) and Feedback comments filled in; without one, a worksheet
  /// with Moodle's column names in the interface language. Grades are scaled to the maximum.
  public func moodle(_ settings: GradebookSettings) -> GradebookFile {
    if let worksheet = settings.worksheet { return moodle(filling: worksheet, settings) }
    let words = MoodleWords.of(language)
    let maximum = settings.maxGrade ?? Self.moodleDefaultMaximum
    var file = SpreadsheetCSV(byteOrderMark: settings.byteOrderMark)
    file.append([
      words.identifier, words.fullName, words.grade, words.maximum, words.modified,
      words.feedback,
    ])
    var unmatched: [String] = []
    for (index, row) in rows.enumerated() {
      let id = row.identity.platform == .moodle ? row.identity.platformID : nil
      if id == nil { unmatched.append(names[index]) }
      file.append([
        id.map { words.participant + $0 } ?? "", names[index], gradeText(index, outOf: maximum),
        Self.number(maximum), settings.modified, gradebookComment(index),
      ])
    }
    return GradebookFile(text: file.contents, warnings: moodleWarnings(unmatched))
  }

  private func moodle(filling worksheet: MoodleWorksheet, _ settings: GradebookSettings)
    -> GradebookFile
  {
    let maximum = settings.maxGrade ?? worksheet.maximum ?? Self.moodleDefaultMaximum
    var header = worksheet.header
    let feedbackColumn = worksheet.feedbackColumn ?? header.count
    if worksheet.feedbackColumn == nil { header.append(MoodleWords.of(language).feedback) }
    var byParticipant: [String: Int] = [:]
    for (index, row) in rows.enumerated() where row.identity.platform == .moodle {
      if let id = row.identity.platformID { byParticipant[id] = index }
    }
    var used = Set<Int>()
    var file = SpreadsheetCSV(byteOrderMark: settings.byteOrderMark)
    file.appendVerbatim(header)
    for var record in worksheet.rows {
      if record.count < header.count {
        record += Array(repeating: "", count: header.count - record.count)
      }
      if let id = worksheet.participant(record), let index = byParticipant[id] {
        used.insert(index)
        record[worksheet.gradeColumn] = gradeText(index, outOf: maximum)
        record[worksheet.modifiedColumn] = settings.modified
        record[feedbackColumn] = gradebookComment(index)
      }
      // The worksheet's own cells go back as Moodle wrote them; the ones filled in here are
      // a number, a date and HTML that starts with `<`, none of which a spreadsheet runs.
      file.appendVerbatim(record)
    }
    let missing = rows.indices.filter { !used.contains($0) }.map { names[$0] }
    return GradebookFile(text: file.contents, warnings: moodleWarnings(missing, worksheet: true))
  }

  private func moodleWarnings(_ names: [String], worksheet: Bool = false) -> [String] {
    guard !names.isEmpty else { return [] }
    let list = names.map(ExerciseReport.clean).joined(separator: ", ")
    return [
      worksheet
        ? language.pick(
          "not in the worksheet, so Moodle will not import their grade: \(list)",
          "不在评分工作表中，Moodle 不会导入其成绩：\(list)")
        : language.pick(
          "no Moodle participant number in the download's names, so Moodle will not import their grade: \(list)",
          "下载的文件名中没有 Moodle 参与人编号，Moodle 不会导入其成绩：\(list)")
    ]
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  // MARK: - Canvas

  /// `containrepl grade --format canvas`: the gradebook CSV Canvas imports (Grades › Import).
  /// Canvas matches a student by `ID`, the SIS columns or the name, and an assignment column
  /// by its `Title (id)` header (a header it does not know makes a new assignment). With an
  /// export the teacher downloaded, the students' ids, SIS ids and sections come from it and
  /// grades are scaled to the assignment's points possible.
  public func canvas(_ settings: GradebookSettings) throws(GradebookFileError) -> GradebookFile {
    var warnings: [String] = []
    var column = settings.assignment ?? exercise
    var maximum = settings.maxGrade
    if let export = settings.canvasExport {
      let wanted = settings.assignment ?? exercise
      guard let found = export.assignment(wanted) else {
        throw GradebookFileError(
          message: language.pick(
            "no single assignment column '\(wanted)' in the Canvas gradebook export (give --assignment with its title or id)",
            "Canvas 成绩册导出文件中没有唯一的作业列“\(wanted)”（用 --assignment 给出其标题或编号）"))
      }
      column = found
      maximum = maximum ?? export.pointsPossible[found]
    } else if CanvasGradebookExport.assignmentID(of: column) == nil {
      warnings.append(
        language.pick(
          "the column '\(column)' has no assignment id, so Canvas will create a new assignment unless one has exactly that title (give --assignment 'Title (id)' or --gradebook FILE)",
          "列“\(column)”没有作业编号，除非有标题完全相同的作业，Canvas 会新建一个作业（用 --assignment '标题 (编号)' 或 --gradebook 文件）"
        ))
    }
    var file = SpreadsheetCSV(byteOrderMark: settings.byteOrderMark)
    file.append(["Student", "ID", "SIS User ID", "SIS Login ID", "Section", column])
    let points = maximum.map(Self.number) ?? String(rows.map(\.result.maxScore).max() ?? 0)
    file.append(["Points Possible", "", "", "", "", points])
    var unmatched: [String] = []
    for (index, row) in rows.enumerated() {
      let id = row.identity.platform == .canvas ? row.identity.platformID : nil
      var cells = [names[index], id ?? "", "", "", ""]
      if let export = settings.canvasExport {
        if let student = export.student(
          id: id, name: row.identity.name, identifier: row.identity.rosterIdentifier)
        {
          cells = [
            student.name, student.id, student.sisUserID, student.sisLoginID, student.section,
          ]
        } else {
          unmatched.append(names[index])
        }
      } else if id == nil {
        unmatched.append(names[index])
      }
      file.append(cells + [gradeText(index, outOf: maximum)])
    }
    if !unmatched.isEmpty {
      let list = unmatched.map(ExerciseReport.clean).joined(separator: ", ")
      warnings.append(
        language.pick(
          "no Canvas user id for these students, so Canvas matches them by name only: \(list)",
          "这些学生没有 Canvas 用户编号，Canvas 只能按姓名匹配：\(list)"))
    }
    return GradebookFile(text: file.contents, warnings: warnings)
  }

  // MARK: - The comment a gradebook shows the student

  /// The student's whole feedback as short HTML (Moodle's feedback comments are HTML): the
  /// result, each known mistake and each failed check with what the code did, what was
  /// expected and the hint, each rule named once; hidden checks only counted.
  public func gradebookComment(_ index: Int) -> String {
    let result = rows[index].result
    let l = language
    let report = student
    var html = "<p>" + Self.escape(report.text(result).first ?? "") + "</p>"
    if result.status == .error {
      html += "<p>" + Self.escape("error: " + result.message) + "</p>"
    }
    var items: [String] = []
    var rules = Set<String>()
    func rule(_ id: String?) -> String {
      guard let id, rules.insert(id).inserted else { return "" }
      return l.pick(" (rule \(id))", "（规则 \(id)）")
    }
    for mistake in result.mistakes {
      var item = l.pick("known mistake: ", "已知错误：") + mistake.name
      if !mistake.explanation.isEmpty { item += l.pick(" — ", "——") + mistake.explanation }
      items.append(Self.escape(item + rule(mistake.rule)))
    }
    var hiddenFailed = 0
    for test in result.tests where !test.passed {
      if test.isHidden && !showHidden {
        hiddenFailed += 1
        continue
      }
      var item = "✗ " + test.name + l.pick(" — ", "——") + test.shownMessage
      if !test.expected.isEmpty, !test.name.hasSuffix(test.expected) {
        item += l.pick("; expected: ", "；应当：") + test.expected
      }
      if !test.hint.isEmpty { item += l.pick("; hint: ", "；提示：") + test.hint }
      items.append(Self.escape(item + rule(test.rule)))
    }
    if hiddenFailed > 0 {
      items.append(
        Self.escape(
          l.pick(
            "\(hiddenFailed) hidden check\(hiddenFailed == 1 ? "" : "s") failed",
            "\(hiddenFailed) 项隐藏检查没有通过")))
    }
    if !items.isEmpty { html += "<ul><li>" + items.joined(separator: "</li><li>") + "</li></ul>" }
    for note in result.notes { html += "<p>" + Self.escape("note: " + note) + "</p>" }
    return html
  }

  /// Text made safe inside HTML, its control characters escaped as the reports escape them.
  static func escape(_ text: String) -> String {
    var escaped = ""
    for character in ExerciseReport.clean(text) {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
