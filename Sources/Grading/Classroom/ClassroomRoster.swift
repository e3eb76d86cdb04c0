/// A GitHub Classroom roster (`classroom_roster.csv`, downloaded from the classroom's Students
/// page): each student's roster identifier, the GitHub account linked to it, and a name.
public struct ClassroomRoster: Sendable {
  /// One linked student.
  public struct Entry: Equatable, Sendable {
    public var identifier: String
    public var username: String
    public var name: String
  }

  /// The linked students (rows with a GitHub username).
  public var entries: [Entry]

  /// Reads a roster; it needs the `identifier` and `github_username` columns.
  public init(_ text: String) throws(GradebookFileError) {
    let (header, columns, rows) = try GradebookFileError.table(
      text, requiring: ["identifier", "github_username"], what: "a GitHub Classroom roster")
    let (identifier, username) = (columns[0], columns[1])
    let name = header.firstIndex(of: "name")
    entries = rows.compactMap { record in
      guard record.count > max(identifier, username), !record[username].isEmpty else {
        return nil
      }
      let shown = name.flatMap { $0 < record.count ? record[$0] : nil } ?? ""
      return Entry(identifier: record[identifier], username: record[username], name: shown)
    }
  }

  /// The entry of a GitHub username (GitHub ignores case in usernames).
  public func entry(username: String) -> Entry? {
    let wanted = username.lowercased()
    return entries.first { $0.username.lowercased() == wanted }
  }

  /// The username a GitHub Classroom folder ends with (`cycle-children-ben-okafor` →
  /// `ben-okafor`), the longest one on the roster; nil when none is.
  public func username(endingFolder folder: String) -> String? {
    let lowered = folder.lowercased()
    return entries.map(\.username).filter { name in
      let suffix = name.lowercased()
      return lowered == suffix || lowered.hasSuffix("-" + suffix)
    }.max { $0.count < $1.count }
  }
}
