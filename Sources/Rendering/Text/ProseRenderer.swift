/// Markdown prose (a lesson's text, an exercise's task) as terminal lines: paragraphs wrapped to
/// the width, `**bold**` and `` `code` `` marked as spans, lists and quotes with hanging
/// indents, code blocks and tables as written.
///
/// ```text
/// Add the child **first**: `addChild(_:)` sends
/// `willMove(toParent:)` for you.
///   • the view goes in next
///   • `didMove(toParent:)` comes last
/// ```
public struct ProseRenderer: Sendable {
  public var width: Int
  public var ascii: Bool
  /// Whether spans will be shown as styles (colour): code then loses its backticks and bold its
  /// asterisks; without styles code keeps its backticks, so it still reads as code.
  public var styled: Bool

  public init(width: Int, ascii: Bool = false, styled: Bool = false) {
    self.width = width
    self.ascii = ascii
    self.styled = styled
  }

  /// Renders the lines of a Markdown text.
  public func render(_ lines: [String]) -> [StyledLine] {
    var output: [StyledLine] = []
    var paragraph: [String] = []
    var inFence = false
    let wrapper = TextWrapper(width: width)
    func flush() {
      guard !paragraph.isEmpty else { return }
      output += wrapper.wrap(inline(joined(paragraph)))
      paragraph.removeAll()
    }
    for line in lines {
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("```") {
        flush()
        inFence.toggle()
        continue
      }
      if inFence || line.hasPrefix("    ") || trimmed.hasPrefix("|") {
        flush()
        let text = inFence ? "    " + line : line
        output.append(StyledLine(text, spans: trimmed.hasPrefix("|") ? [] : codeSpan(text)))
        continue
      }
      if trimmed.isEmpty {
        flush()
        output.append(StyledLine(""))
        continue
      }
      if let block = block(String(line)) {
        flush()
        var text = inline(block.text)
        if block.strong { text.tags = text.tags.map { $0 == .plain ? .strong : $0 } }
        output += wrapper.wrap(
          text, indent: block.marker, continuation: String(repeating: " ", count: block.hanging))
        continue
      }
      paragraph.append(String(trimmed))
    }
    flush()
    return output
  }

  /// A heading, list item or quote: its marker, the text after it, and the indent of its
  /// following lines.
  private func block(_ line: String) -> (marker: String, text: String, hanging: Int, strong: Bool)?
  {
    let indent = String(line.prefix { $0 == " " })
    let rest = line.dropFirst(indent.count)
    if rest.hasPrefix("#") {
      let text = rest.drop { $0 == "#" }.drop { $0 == " " }
      return (indent, String(text), indent.count, true)
    }
    for bullet in ["- ", "* ", "+ "] where rest.hasPrefix(bullet) {
      let marker = indent + (ascii ? "- " : "• ")
      return (marker, String(rest.dropFirst(2)), DisplayWidth.of(marker), false)
    }
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, rest.dropFirst(digits.count).hasPrefix(". ") {
      let marker = indent + digits + ". "
      return (marker, String(rest.dropFirst(digits.count + 2)), marker.count, false)
    }
    if rest.hasPrefix(">") {
      let marker = indent + (ascii ? "| " : "│ ")
      return (marker, String(rest.dropFirst().drop { $0 == " " }), DisplayWidth.of(marker), false)
    }
    return nil
  }

  /// Lines of one paragraph as one text: a space between them, none between Chinese characters.
  private func joined(_ lines: [String]) -> String {
    var text = ""
    for line in lines {
      if let last = text.last, let first = line.first,
        !(DisplayWidth.of(last) == 2 && DisplayWidth.of(first) == 2)
      {
        text += " "
      }
      text += line
    }
    return text
  }

  /// Inline Markdown: backtick spans become code, `**…**` strong, `[text](address)` its text.
  func inline(_ text: String) -> StyledText {
    let characters = Array(text)
    var result = StyledText()
    var strong = false
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character == "`", let end = characters[(index + 1)...].firstIndex(of: "`") {
        let code = String(characters[(index + 1)..<end])
        result.append(styled ? code : "`" + code + "`", .code)
        index = end + 1
        continue
      }
      if character == "*", index + 1 < characters.count, characters[index + 1] == "*",
        strong || closes(characters, after: index + 2)
      {
        strong.toggle()
        index += 2
        continue
      }
      if character == "[", let close = characters[index...].firstIndex(of: "]"),
        close + 1 < characters.count, characters[close + 1] == "(",
        let end = characters[close...].firstIndex(of: ")")
      {
        result.append(String(characters[(index + 1)..<close]), strong ? .strong : .plain)
        index = end + 1
        continue
      }
      result.append(String(character), strong ? .strong : .plain)
      index += 1
    }
    return result
  }

  /// Whether a `**` follows `position`, so that the one before it opens a strong run.
  private func closes(_ characters: [Character], after position: Int) -> Bool {
    var index = position
    while index + 1 < characters.count {
      if characters[index] == "*", characters[index + 1] == "*" { return index > position }
      index += 1
    }
    return false
  }

  private func codeSpan(_ text: String) -> [TextSpan] {
    let indent = text.prefix { $0 == " " }.count
    let count = text.count - indent
    return count > 0 ? [TextSpan(start: indent, count: count, tag: .code)] : []
  }
}
