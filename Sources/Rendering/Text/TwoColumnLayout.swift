/// A help table laid out to a width: a name column, then its description wrapped beside it;
/// when the width leaves too little room, the description goes under the name instead.
///
/// ```text
/// usage: containrepl check ID FILE   check one answer: ✓ or ✗ for each
///                                    check, with the reason
/// ```
public struct TwoColumnLayout: Sendable {
  /// One row: what stands before the name (`usage: `, or spaces), the name, what it does.
  public struct Row: Sendable {
    public var lead: String
    public var name: String
    public var text: String

    public init(lead: String = "", name: String, text: String) {
      self.lead = lead
      self.name = name
      self.text = text
    }
  }

  public var width: Int
  /// The widest the name column grows; longer names stand on a line of their own.
  public var maxName: Int
  /// The least room a description needs beside the names; with less it goes underneath.
  public var minText: Int

  public init(width: Int, maxName: Int = 24, minText: Int = 28) {
    self.width = max(20, width)
    self.maxName = maxName
    self.minText = minText
  }

  public func lines(_ rows: [Row]) -> [String] {
    guard !rows.isEmpty else { return [] }
    let lead = rows.map { DisplayWidth.of($0.lead) }.max() ?? 0
    let column = min(maxName, rows.map { DisplayWidth.of($0.name) }.max() ?? 0)
    let textStart = lead + column + 2
    let sideBySide = width - textStart >= minText
    var lines: [String] = []
    for row in rows {
      let rowLead = DisplayWidth.pad(row.lead, to: lead)
      let nameLines = TextWrapper(width: width).wrap(
        row.name, indent: rowLead, continuation: String(repeating: " ", count: lead + 4))
      let start = sideBySide ? textStart : lead + 4
      let textLines =
        row.text.isEmpty
        ? []
        : TextWrapper(width: width).wrap(
          row.text, indent: String(repeating: " ", count: start))
      if sideBySide, nameLines.count == 1, DisplayWidth.of(row.name) <= column,
        let first = textLines.first
      {
        lines.append(
          DisplayWidth.pad(nameLines[0], to: textStart) + String(first.dropFirst(textStart)))
        lines += textLines.dropFirst()
      } else {
        lines += nameLines + textLines
      }
    }
    return lines
  }
}
