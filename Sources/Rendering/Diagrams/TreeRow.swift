/// One line of a tree diagram before it is drawn: where it hangs and what it says, in parts
/// that a picture can colour (text joins them with two spaces).
public struct TreeRow: Hashable, Sendable {
  /// What a part of a row is.
  public enum Role: Hashable, Sendable {
    case name, detail, state, flag, heading
  }

  /// One part of a row's text.
  public struct Part: Hashable, Sendable {
    public var text: String
    public var role: Role
  }

  /// For each level above the row's own (the root's children have none), whether the branch
  /// of that level goes on below this row.
  public var rails: [Bool]
  /// Whether the row hangs from a branch (nil for a root or a heading), and if it is the last.
  public var isLast: Bool?
  public var parts: [Part]

  /// The row as text, with the glyphs of `glyphs`.
  public func text(_ glyphs: TreeGlyphs) -> String {
    var line = ""
    for continues in rails { line += continues ? glyphs.pipe : glyphs.space }
    if let isLast { line += isLast ? glyphs.last : glyphs.branch }
    return line + parts.map(\.text).joined(separator: "  ")
  }

  /// The branch drawing in front of the row's parts.
  func prefix(_ glyphs: TreeGlyphs) -> String {
    var line = ""
    for continues in rails { line += continues ? glyphs.pipe : glyphs.space }
    if let isLast { line += isLast ? glyphs.last : glyphs.branch }
    return line
  }

  /// Rows as text with their first `aligned` parts in columns (wide characters counted as
  /// two), so that classes, states and frames line up; headings and later parts as they are.
  ///
  /// ```text
  /// window
  /// └─ container  ContainerViewController  appeared   view in window
  ///    └─ a       UIViewController         appearing  view in window
  /// ```
  public static func aligned(
    _ rows: [TreeRow], _ glyphs: TreeGlyphs, columns aligned: Int, widestName: Int = 40
  ) -> [String] {
    let cells = rows.map { row -> [String] in
      guard let first = row.parts.first, first.role != .heading else { return [] }
      return [row.prefix(glyphs) + first.text] + row.parts.dropFirst().map(\.text)
    }
    var widths = Array(repeating: 0, count: aligned)
    for row in cells {
      // A column is padded only where something follows it on the row; a name column deeper
      // than `widestName` (a very deep tree) is not padded out to, so lines stay short.
      for index in 0..<max(0, min(aligned, row.count - 1)) {
        let width = DisplayWidth.of(row[index])
        if index == 0, width > widestName { continue }
        widths[index] = max(widths[index], width)
      }
    }
    return zip(rows, cells).map { row, cells in
      guard !cells.isEmpty else { return row.text(glyphs) }
      var line = ""
      for (index, cell) in cells.enumerated() {
        if index > 0 { line += "  " }
        let isLast = index == cells.count - 1
        line += index < aligned && !isLast ? DisplayWidth.pad(cell, to: widths[index]) : cell
      }
      return line
    }
  }

  /// A heading or root row.
  static func heading(_ text: String, role: Role = .heading) -> TreeRow {
    TreeRow(rails: [], isLast: nil, parts: [Part(text: text, role: role)])
  }
}
