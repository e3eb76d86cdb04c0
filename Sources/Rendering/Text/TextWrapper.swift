/// Wraps prose to a terminal's width, English and Chinese alike: the one wrapper every piece of
/// prose goes through.
///
/// A line breaks at a space or between two Chinese characters, never inside a backtick span, an
/// identifier, a call written out (`didMove(toParent: container)`) or a Latin word; no line starts with closing punctuation (`，。：；？！）」、`) or ends
/// with opening punctuation (`（「《`). Widths count East Asian wide characters as two. A word
/// wider than the line stands alone on its line rather than being cut.
///
/// ```text
/// 把 `content` 添加为容器的子控制器，并显示
/// 它的视图。
/// ```
public struct TextWrapper: Sendable {
  /// The most columns a line may take.
  public var width: Int

  public init(width: Int) { self.width = max(8, width) }

  /// Characters no line may start with.
  static let closing: Set<Character> = Set("，。：；？！）」』》〉】〕、”’…,.;:!?)]}%")
  /// Characters no line may end with.
  static let opening: Set<Character> = Set("（「『《〈【〔“‘([{")

  /// `text` in lines: the first starts with `indent`, the others with `continuation` (the
  /// indent when not given). Backtick spans count as code.
  public func wrap(_ text: String, indent: String = "", continuation: String? = nil) -> [String] {
    if DisplayWidth.of(indent) + DisplayWidth.of(text) <= width { return [indent + text] }
    return wrap(StyledText(plain: text), indent: indent, continuation: continuation).map(\.text)
  }

  /// A line as it was written, wrapped: its own leading spaces indent every line, and the
  /// lines after the first `hanging` columns more.
  public func wrapKeepingIndent(_ line: String, hanging: Int = 0) -> [String] {
    let indent = String(line.prefix { $0 == " " })
    return wrap(
      String(line.dropFirst(indent.count)), indent: indent,
      continuation: indent + String(repeating: " ", count: hanging))
  }

  /// A line of the tool's own output wrapped with its shape kept: its indent, then its
  /// leading columns (`2.2    LOG    …`, a help table's names), a label (`error: `, `提示：`)
  /// or a mark (`✗ `, `• `, `1. `): the lines after the first continue under the text that
  /// follows them. A line that fits is returned as it is.
  public func wrapLine(_ line: String) -> [String] {
    guard DisplayWidth.of(line) > width else { return [line] }
    let characters = Array(line)
    let start = Self.textStart(characters)
    let prefix = String(characters[..<start])
    let indent = characters.prefix { $0 == " " }.count
    let lead = DisplayWidth.of(prefix)
    let text = String(characters[start...])
    guard width - lead < 20, start > indent else {
      return wrap(text, indent: prefix, continuation: String(repeating: " ", count: lead))
    }
    // A lead that leaves too little room: it stands on its line, and the text goes beneath
    // it, indented a little more than the line.
    var head = String(characters[indent..<start])
    while head.last == " " { head.removeLast() }
    let under = String(repeating: " ", count: indent + 4)
    return wrap(head, indent: String(repeating: " ", count: indent), continuation: under)
      + wrap(text, indent: under)
  }

  /// A line of the tool's own output wrapped as `wrapLine` wraps it, its backtick spans shown
  /// as lesson prose shows them: styled, as code without their backticks; unstyled, as written.
  public func wrapLine(_ line: String, styled: Bool) -> [StyledLine] {
    guard styled, line.contains("`") else { return wrapLine(line).map { StyledLine($0) } }
    let characters = Array(line)
    let start = Self.textStart(characters)
    var text = StyledText()
    var index = start
    while index < characters.count {
      if characters[index] == "`", let end = characters[(index + 1)...].firstIndex(of: "`") {
        text.append(String(characters[(index + 1)..<end]), .code)
        index = end + 1
      } else {
        text.append(String(characters[index]), .plain)
        index += 1
      }
    }
    let prefix = String(characters[..<start])
    return wrap(
      text, indent: prefix, continuation: String(repeating: " ", count: DisplayWidth.of(prefix)))
  }

  /// Where the text of a line starts, after its indent, leading columns, label and mark.
  static func textStart(_ characters: [Character]) -> Int {
    var index = characters.prefix { $0 == " " }.count
    // Columns: the text after the last run of two or more spaces in the first 40 columns.
    var column = index
    var cursor = index
    while cursor < characters.count, column < 40 {
      if characters[cursor] == " ", cursor + 1 < characters.count, characters[cursor + 1] == " " {
        var end = cursor
        while end < characters.count, characters[end] == " " { end += 1 }
        column += end - cursor
        cursor = end
        if end < characters.count { index = end }
        continue
      }
      // A code span or a quoted name is never a column.
      if characters[cursor] == "`" || characters[cursor] == "'" { break }
      column += DisplayWidth.of(characters[cursor])
      cursor += 1
    }
    // A mark: `✗ `, `⚠ `, `• `, `- `, `* `, `→ `, or a number: `1. `.
    for mark in marks {
      let rest = characters[index...]
      if rest.starts(with: mark) {
        index += mark.count
        break
      }
    }
    if index + 3 < characters.count, characters[index].isNumber {
      var end = index
      while end < characters.count, characters[end].isNumber { end += 1 }
      if end + 1 < characters.count, characters[end] == ".", characters[end + 1] == " " {
        index = end + 2
      }
    }
    // A label: a short word that ends in `: ` or `：` (`error: `, `提示：`, `evidence: `).
    var end = index
    while end < characters.count, end - index <= 14,
      DisplayWidth.of(characters[end]) == 1 || end - index <= 5
    {
      if characters[end] == "："
        || (characters[end] == ":" && end + 1 < characters.count
          && characters[end + 1] == " ")
      {
        end += characters[end] == ":" ? 2 : 1
        // Only a label of letters (a word, not a name in code or a time).
        let word = characters[index..<end].dropLast(characters[end - 1] == " " ? 2 : 1)
        if !word.isEmpty, word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == " " }) {
          return end
        }
        break
      }
      end += 1
    }
    return index
  }

  static let marks: [[Character]] = ["✗ ", "✓ ", "⚠ ", "• ", "- ", "* ", "→ "].map { Array($0) }

  /// Styled text in lines, its tags carried into each line's spans.
  public func wrap(_ text: StyledText, indent: String = "", continuation: String? = nil)
    -> [StyledLine]
  {
    let characters = text.characters
    let tags = text.tags
    let widths = characters.map { DisplayWidth.of($0) }
    let later = continuation ?? indent
    let pieces = atoms(characters, tags)
    let atomWidths = pieces.map { widths[$0.range].reduce(0, +) }
    // Greedy first: each line takes the atoms that fit (the first of a line takes no gap).
    var breaks: [Int] = [0]
    var used = DisplayWidth.of(indent)
    for index in pieces.indices {
      let gap = pieces[index].gapBefore ? 1 : 0
      if index > 0 {
        if used + gap + atomWidths[index] <= width {
          used += gap
        } else {
          breaks.append(index)
          used = DisplayWidth.of(later)
        }
      }
      used += atomWidths[index]
    }
    breaks = avoidingOrphan(breaks, pieces, atomWidths, characters, later: DisplayWidth.of(later))
    var lines: [StyledLine] = []
    for (number, start) in breaks.enumerated() {
      let end = number + 1 < breaks.count ? breaks[number + 1] : pieces.count
      var lineCharacters: [Character] = []
      var lineTags: [TextTag] = []
      for index in start..<end {
        if index > start, pieces[index].gapBefore {
          lineCharacters.append(" ")
          lineTags.append(.plain)
        }
        lineCharacters += characters[pieces[index].range]
        lineTags += tags[pieces[index].range]
      }
      lines.append(
        StyledLine(
          prefix: number == 0 ? indent : later, characters: lineCharacters[...],
          tags: lineTags[...]))
    }
    return lines
  }

  /// The columns the atoms of `range` take on one line, the gaps between them counted.
  private func lineWidth(_ pieces: [Atom], _ widths: [Int], _ range: Range<Int>) -> Int {
    var total = 0
    for index in range {
      total += widths[index] + (index > range.lowerBound && pieces[index].gapBefore ? 1 : 0)
    }
    return total
  }

  /// The line breaks with no orphan: a last line that is a tiny fragment (under a sixth of the
  /// width, or a word or a Chinese run of two characters at most, its punctuation aside) takes
  /// words from the line before it, as a typesetter does, while that line keeps at least half
  /// the width.
  func avoidingOrphan(
    _ breaks: [Int], _ pieces: [Atom], _ widths: [Int], _ characters: [Character], later: Int
  ) -> [Int] {
    guard breaks.count >= 2 else { return breaks }
    var breaks = breaks
    let room = width - later
    func lastWidth() -> Int { lineWidth(pieces, widths, breaks[breaks.count - 1]..<pieces.count) }
    func isOrphan() -> Bool {
      let last = breaks[breaks.count - 1]
      let shown = lastWidth()
      guard shown * 6 >= width else { return true }
      guard !pieces[(last + 1)...].contains(where: \.gapBefore) else { return false }
      let letters = pieces[last...].reduce(0) { count, piece in
        count + characters[piece.range].filter { !Self.closing.contains($0) }.count
      }
      return letters <= 2
    }
    while isOrphan() {
      let previousStart = breaks[breaks.count - 2]
      let moved = breaks[breaks.count - 1] - 1
      guard moved > previousStart else { break }
      let kept = lineWidth(pieces, widths, previousStart..<moved)
      let grown = lineWidth(pieces, widths, moved..<pieces.count)
      guard grown <= room, kept * 2 >= room else { break }
      breaks[breaks.count - 1] = moved
    }
    return breaks
  }

  private func isIdentifier(_ character: Character) -> Bool {
    character == "_" || (character.isASCII && (character.isLetter || character.isNumber))
  }

  /// Where a run of Chinese characters that starts a word ends, when a `.` and an identifier
  /// follow it (`子控制器.didMove`): it is then a name in code, not prose.
  private func chineseNameEnd(_ characters: [Character], from start: Int) -> Int? {
    var end = start
    while end < characters.count, DisplayWidth.of(characters[end]) == 2,
      !Self.closing.contains(characters[end]), !Self.opening.contains(characters[end])
    {
      end += 1
    }
    guard end + 1 < characters.count, characters[end] == ".", isIdentifier(characters[end + 1])
    else { return nil }
    return end
  }

  /// The `)` that closes the `(` at `open` on the same short stretch of text, if any.
  private func closingParenthesis(_ characters: [Character], from open: Int) -> Int? {
    var depth = 0
    for index in open..<min(characters.count, open + 60) {
      switch characters[index] {
      case "(": depth += 1
      case ")":
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }

  /// Whether a web address (`https://…`, `<https://…>`) starts at `index`, or continues
  /// there after a break.
  static func startsAddress(_ characters: [Character], at index: Int) -> Bool {
    var scan = index
    if scan < characters.count, characters[scan] == "<" { scan += 1 }
    for scheme in ["https://", "http://"] where characters[scan...].starts(with: scheme) {
      return true
    }
    // A piece after a break inside an address: the character before it is the address's `/`.
    return index > 0 && characters[index - 1] == "/" && characters[index] != " "
  }

  /// An unbreakable piece of text, and whether a space stood before it.
  struct Atom {
    var range: Range<Int>
    var gapBefore: Bool
  }

  /// The pieces a line may break between: a run of narrow characters and code spans (a word,
  /// an identifier, `code`), or one wide character; punctuation joins the piece it belongs to.
  func atoms(_ characters: [Character], _ tags: [TextTag]) -> [Atom] {
    var atoms: [Atom] = []
    var index = 0
    var gap = false
    while index < characters.count {
      let character = characters[index]
      if tags[index] != .code, character == " " || character == "\t" {
        gap = true
        index += 1
        continue
      }
      let start = index
      var isWide = tags[index] != .code && DisplayWidth.of(character) == 2
      // A Chinese name used in code (`子控制器.view`) is one piece with what follows it.
      if isWide, gap || index == 0, let end = chineseNameEnd(characters, from: index) {
        index = end
        isWide = false
      }
      if isWide {
        index += 1
      } else {
        let isAddress = Self.startsAddress(characters, at: index)
        while index < characters.count {
          if tags[index] == .code {
            while index < characters.count, tags[index] == .code { index += 1 }
            continue
          }
          let next = characters[index]
          if next == " " || next == "\t" || DisplayWidth.of(next) == 2 { break }
          // A call (`didMove(toParent: container)`) is one piece, spaces and all.
          if next == "(", index > start, isIdentifier(characters[index - 1]),
            let close = closingParenthesis(characters, from: index)
          {
            index = close + 1
            continue
          }
          index += 1
          // An address breaks after a `/` (not inside `://`).
          if next == "/", isAddress, index < characters.count, characters[index] != "/",
            index >= 2, characters[index - 2] != "/"
          {
            break
          }
          // `a|b|c` (the choices of a usage) may break after a bar.
          if next == "|", index > start + 1, index < characters.count,
            isIdentifier(characters[index])
          {
            break
          }
        }
      }
      let atom = Atom(range: start..<index, gapBefore: gap)
      gap = false
      if let last = atoms.last, !atom.gapBefore,
        (tags[start] != .code && Self.closing.contains(characters[start]))
          || (tags[last.range.upperBound - 1] != .code
            && Self.opening.contains(characters[last.range.upperBound - 1]))
      {
        atoms[atoms.count - 1].range = last.range.lowerBound..<index
      } else {
        atoms.append(atom)
      }
    }
    return atoms
  }
}
