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

  /// A heading or root row.
  static func heading(_ text: String, role: Role = .heading) -> TreeRow {
    TreeRow(rails: [], isLast: nil, parts: [Part(text: text, role: role)])
  }
}
