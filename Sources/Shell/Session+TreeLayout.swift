import Rendering

extension Session {
  /// A tree's lines fitted to the terminal: a row too wide keeps its drawing and columns on its
  /// line, and its warnings (`⚠ …`) go beneath it, under the row's own rails, wrapped there —
  /// never back at column 0 where the terminal would put them.
  func fittedTree(_ lines: [String], _ glyphs: TreeGlyphs) -> [String] {
    let mark = "  " + glyphs.warning + " "
    var result: [String] = []
    for (index, line) in lines.enumerated() {
      guard DisplayWidth.of(line) > options.columns, let first = line.firstRange(of: mark) else {
        result.append(line)
        continue
      }
      result.append(String(line[..<first.lowerBound]))
      let rails = Self.railsBelow(line, glyphs)
      // The row's children hang below it: the rail under the row goes on down to them.
      let next = index + 1 < lines.count ? Self.railsBelow(lines[index + 1], glyphs) : ""
      let under = rails + (next.count > rails.count ? glyphs.pipe : glyphs.space)
      let flags = line[first.upperBound...].split(separator: mark, omittingEmptySubsequences: false)
      for flag in flags {
        result += wrapper.wrap(
          glyphs.warning + " " + String(flag), indent: under,
          continuation: under + String(repeating: " ", count: DisplayWidth.of(glyphs.warning) + 1))
      }
    }
    return result
  }

  /// The rails a tree row leaves for the rows below it: its drawing, with its own branch
  /// turned into the rail that goes on (`├─ ` → `│  `) or stops (`└─ ` → spaces).
  static func railsBelow(_ line: String, _ glyphs: TreeGlyphs) -> String {
    var rails = ""
    var rest = Substring(line)
    while true {
      if rest.hasPrefix(glyphs.pipe) || rest.hasPrefix(glyphs.branch) {
        rails += glyphs.pipe
      } else if rest.hasPrefix(glyphs.space) || rest.hasPrefix(glyphs.last) {
        rails += glyphs.space
      } else {
        return rails
      }
      rest = rest.dropFirst(3)
    }
  }
}
