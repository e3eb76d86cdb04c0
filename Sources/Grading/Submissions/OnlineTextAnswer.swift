/// An answer typed into a learning platform's text box rather than handed in as a file:
/// Moodle's online text (`onlinetext.html`) and Canvas's text entry (`…_text.html`) are HTML
/// that the platform's editor wrote. Its text is the code: tags become line breaks or
/// nothing, character references become their characters.
///
/// ```text
/// <p>addChild(content)</p><p>&nbsp; &nbsp;view.addSubview(content.view)</p>
/// ```
/// becomes `addChild(content)`, then `   view.addSubview(content.view)` on a line of its own.
enum OnlineTextAnswer {
  /// Whether a file's name is one a platform gives a text-box answer: Moodle's
  /// `onlinetext.html` (alone in the student's folder, or after the decorations in one folder
  /// for all), Canvas's `…_USERID_text.html`.
  static func isOnlineText(_ name: String) -> Bool {
    let lowered = (name.split(separator: "/").last.map(String.init) ?? name).lowercased()
    return lowered == "onlinetext.html" || lowered == "text.html"
      || lowered.hasSuffix("_text.html") || lowered.hasSuffix("_onlinetext.html")
  }

  /// The answer's text, from the HTML.
  static func text(fromHTML html: String) -> String {
    var output = ""
    var rest = Substring(html)
    // Elements whose content is not the answer.
    var skipping: String?
    var preformatted = 0
    // Text between tags, where a line starts: the source's own line breaks and indentation
    // there are layout, not the answer (an `&nbsp;` is kept).
    func append(_ text: Substring) {
      var text = text
      if preformatted == 0, output.isEmpty || output.last == "\n" {
        text = text.drop { $0 == " " || $0 == "\n" || $0 == "\r\n" || $0 == "\t" }
      }
      output += decode(text, keepingLines: preformatted > 0)
    }
    while let open = rest.firstIndex(of: "<") {
      if skipping == nil { append(rest[..<open]) }
      guard let close = rest[open...].firstIndex(of: ">") else {
        rest = rest[open...]
        break
      }
      let tag = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      let name = String(
        tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }
      ).lowercased()
      let closing = tag.hasPrefix("/")
      if let skipped = skipping {
        if closing && name == skipped { skipping = nil }
        continue
      }
      if !closing, ["head", "script", "style", "title"].contains(name) {
        skipping = name
        continue
      }
      if name == "pre" { preformatted = max(0, preformatted + (closing ? -1 : 1)) }
      if name == "br" || (!closing && Self.blocks.contains(name)) {
        if !output.isEmpty, output.last != "\n" || name == "br" { output += "\n" }
      } else if closing, Self.blocks.contains(name), !output.isEmpty, output.last != "\n" {
        output += "\n"
      }
    }
    if skipping == nil { append(rest) }
    var lines = output.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
  }

  /// Elements that start a line of their own.
  private static let blocks: Set<String> = [
    "p", "div", "pre", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "ul", "ol",
    "table", "body", "section", "article",
  ]

  /// Text with its character references resolved; a line break in the source counts as a space,
  /// as HTML reads it, except inside `<pre>`.
  private static func decode(_ text: Substring, keepingLines: Bool) -> String {
    func spaced(_ part: Substring) -> String {
      keepingLines
        ? String(part.map { $0 == "\r\n" ? "\n" : $0 })
        : String(part.map { $0 == "\n" || $0 == "\r\n" ? " " : $0 })
    }
    var output = ""
    var rest = text
    while let amp = rest.firstIndex(of: "&") {
      output += spaced(rest[..<amp])
      let tail = rest[amp...]
      guard let semicolon = tail.prefix(12).firstIndex(of: ";") else {
        output += "&"
        rest = rest[rest.index(after: amp)...]
        continue
      }
      let entity = String(tail[tail.index(after: amp)..<semicolon])
      if let character = Self.character(entity) {
        output.append(character)
      } else {
        output += tail[amp...semicolon]
      }
      rest = tail[tail.index(after: semicolon)...]
    }
    output += spaced(rest)
    return output
  }

  private static func character(_ entity: String) -> Character? {
    switch entity {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    case "nbsp": return " "
    default: break
    }
    guard entity.hasPrefix("#") else { return nil }
    let digits = entity.dropFirst()
    let value =
      digits.first == "x" || digits.first == "X"
      ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
    return value.flatMap(Unicode.Scalar.init).map(Character.init)
  }
}
