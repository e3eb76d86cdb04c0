/// The parts of a Swift string literal as they are lexed, and its first error.
struct StringBody {
  var segments: [StringSegment] = []
  var text: [UInt8] = []
  var problem: ParseMessage?
  var problemRange: SourceRange?

  /// Ends the literal text before an interpolation.
  mutating func closeText() {
    guard !text.isEmpty else { return }
    segments.append(.text(String(decoding: text, as: UTF8.self)))
    text.removeAll()
  }

  /// Keeps the first error found.
  mutating func noteProblem(_ message: ParseMessage, _ range: SourceRange) {
    guard problem == nil else { return }
    problem = message
    problemRange = range
  }

  /// The token: the string, or its first error.
  mutating func finish(_ lexer: inout Lexer) -> TokenKind {
    if let problem {
      lexer.errorRange = problemRange
      return .invalid(problem)
    }
    if !text.isEmpty || segments.isEmpty {
      segments.append(.text(String(decoding: text, as: UTF8.self)))
    }
    return .string(segments)
  }
}

extension Lexer {
  /// Lexes a multi-line string `"""…"""` as Swift does: its content starts on the line after
  /// the opening delimiter and ends on the line before the closing one, whose indentation is
  /// removed from every line; a backslash at a line's end joins it to the next.
  mutating func lexMultiLineString(level: Int) -> TokenKind {
    let opening = index
    index += 3
    skipSpaces()
    guard index >= end || bytes[index] == ASCII.lineFeed else {
      errorRange = SourceRange(start: opening, end: opening + 3)
      skipMultiLineString(from: opening)
      return .invalid(.multiLineStringStart)
    }
    guard let (closing, indentation) = closingDelimiter(after: index) else {
      errorRange = SourceRange(start: opening, end: opening + 3)
      index = end
      return .invalid(.unterminatedString)
    }
    var body = StringBody()
    var lineStart = index + 1
    while lineStart < closing.lineStart {
      index = lineStart
      if !stripIndentation(indentation) {
        body.noteProblem(
          .insufficientIndentation, SourceRange(start: lineStart, end: lineStart + 1))
      }
      switch lexStringBody(&body, level: level, multiLine: true) {
      case .failed(let kind):
        index = closing.end
        return kind
      case .continued:
        break
      case .lineEnd, .quote:
        index += 1
        // The line break ends a line of content, except before the closing delimiter.
        if index < closing.lineStart { body.text.append(ASCII.lineFeed) }
      }
      lineStart = index
    }
    index = closing.end
    return body.finish(&self)
  }

  /// The line of the closing `"""` after `offset`: where the line starts, where the delimiter
  /// ends, and the indentation before it.
  private func closingDelimiter(after offset: Int) -> ((lineStart: Int, end: Int), [UInt8])? {
    var lineStart = offset + 1
    while lineStart < end {
      var position = lineStart
      while position < end, bytes[position] == ASCII.space || bytes[position] == ASCII.tab {
        position += 1
      }
      if position + 2 < end, bytes[position] == ASCII.quote,
        bytes[position + 1] == ASCII.quote, bytes[position + 2] == ASCII.quote
      {
        return ((lineStart, position + 3), Array(bytes[lineStart..<position]))
      }
      while position < end, bytes[position] != ASCII.lineFeed { position += 1 }
      lineStart = position + 1
    }
    return nil
  }

  /// Skips the closing delimiter's indentation at the start of a line; false when the line
  /// has less (a line of spaces only may have less).
  private mutating func stripIndentation(_ indentation: [UInt8]) -> Bool {
    for byte in indentation {
      guard index < end, bytes[index] == byte else {
        let rest = index
        skipSpaces()
        let blank = index >= end || bytes[index] == ASCII.lineFeed
        if !blank { index = rest }
        return blank
      }
      index += 1
    }
    return true
  }

  /// Skips spaces and tabs.
  private mutating func skipSpaces() {
    while index < end, bytes[index] == ASCII.space || bytes[index] == ASCII.tab { index += 1 }
  }

  /// Skips a malformed multi-line string to its closing delimiter (or the end).
  private mutating func skipMultiLineString(from opening: Int) {
    index = opening + 3
    while index < end {
      if index + 2 < end, bytes[index] == ASCII.quote, bytes[index + 1] == ASCII.quote,
        bytes[index + 2] == ASCII.quote
      {
        index += 3
        return
      }
      index += 1
    }
  }
}
