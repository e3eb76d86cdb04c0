/// A gradebook a teacher exported from Canvas (Grades › Export): its students with the ids,
/// SIS ids and sections Canvas matches an import on, and its assignment columns, each headed
/// `Title (id)`.
public struct CanvasGradebookExport: Sendable {
  /// One student of the export.
  public struct Student: Equatable, Sendable {
    public var name: String
    public var id: String
    public var sisUserID: String
    public var sisLoginID: String
    public var section: String
  }

  public var students: [Student]
  /// The assignment columns' headers, in order.
  public var assignments: [String]
  /// Each assignment column's points possible, when the export has that row.
  public var pointsPossible: [String: Double]

  /// Reads an export; it needs the `Student` and `ID` columns.
  public init(_ text: String) throws(GradebookFileError) {
    let (header, columns, rows) = try GradebookFileError.table(
      text, requiring: ["Student", "ID"], what: "a Canvas gradebook export")
    let (nameColumn, idColumn) = (columns[0], columns[1])
    func cell(_ record: [String], _ name: String) -> String {
      guard let column = header.firstIndex(of: name), column < record.count else { return "" }
      return record[column]
    }
    assignments = header.filter { Self.assignmentID(of: $0) != nil }
    var points: [String: Double] = [:]
    students = []
    for record in rows where record.count > max(nameColumn, idColumn) {
      let first = record[nameColumn].trimmingCharacters(in: " ")
      if record[idColumn].isEmpty {
        if first == "Points Possible" {
          for assignment in assignments {
            if let value = Double(cell(record, assignment)) { points[assignment] = value }
          }
        }
        continue
      }
      students.append(
        Student(
          name: record[nameColumn], id: record[idColumn], sisUserID: cell(record, "SIS User ID"),
          sisLoginID: cell(record, "SIS Login ID"), section: cell(record, "Section")))
    }
    pointsPossible = points
  }

  /// The id in an assignment column's header (`Cycle children (4512)` → `4512`).
  public static func assignmentID(of header: String) -> String? {
    guard header.hasSuffix(")"), let open = header.lastIndex(of: "(") else { return nil }
    let digits = header[header.index(after: open)..<header.index(before: header.endIndex)]
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      header[..<open].hasSuffix(" ")
    else { return nil }
    return String(digits)
  }

  /// The assignment column `wanted` names: the header itself, its title without the id, or
  /// its id; nil when none or more than one matches.
  public func assignment(_ wanted: String) -> String? {
    if assignments.contains(wanted) { return wanted }
    let found = assignments.filter { header in
      let id = Self.assignmentID(of: header) ?? ""
      let title = String(header.dropLast(id.count + 3))
      return title == wanted || id == wanted
    }
    return found.count == 1 ? found[0] : nil
  }

  /// The student a download's name or id stands for: by Canvas user id, by a roster's
  /// identifier as SIS login or user id, else by the name
  /// Canvas writes in download file names (the sortable name in lower case, letters and
  /// digits only: `García, Ana` → `garcíaana`).
  public func student(id: String?, name: String, identifier: String? = nil) -> Student? {
    if let id, let found = students.first(where: { $0.id == id }) { return found }
    if let identifier, !identifier.isEmpty,
      let found = students.first(where: {
        $0.sisLoginID == identifier || $0.sisUserID == identifier
      })
    {
      return found
    }
    let key = Self.downloadName(name)
    let matches = students.filter { Self.downloadName($0.name) == key }
    return matches.count == 1 ? matches[0] : nil
  }

  /// A name as Canvas writes it in a submission download's file names.
  public static func downloadName(_ name: String) -> String {
    String(name.lowercased().filter { $0.isLetter || $0.isNumber })
  }
}

extension String {
  func trimmingCharacters(in set: Character) -> String {
    String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
  }
}
