extension Lexer {
  /// Lexes a Swift string `"…"` with escapes and `\(…)` interpolations.
  mutating func lexSwiftString(level: Int) -> TokenKind {
    if index + 2 < end && bytes[index + 1] == ASCII.quote && bytes[index + 2] == ASCII.quote {
      return lexMultiLineString(level: level)
    }
    index += 1
    var body = StringBody()
    switch lexStringBody(&body, level: level, multiLine: false) {
    case .failed(let kind): return kind
    case .lineEnd, .continued: return unterminated(level: level)
    case .quote: return body.finish(&self)
    }
  }

  /// How the body of a string literal stopped.
  enum StringBodyEnd {
    /// At the closing `"` (consumed) of a one-line string.
    case quote
    /// At a line feed (not consumed), or the end of the input.
    case lineEnd
    /// After a backslash that ends a line of a multi-line string (both consumed): the next
    /// line continues this one.
    case continued
    /// At an error that ends the literal.
    case failed(TokenKind)
  }

  /// Lexes string contents, escapes and interpolations into `body`, up to the closing quote (a
  /// one-line string) or the end of the line (a line of a multi-line string).
  mutating func lexStringBody(
    _ body: inout StringBody, level: Int, multiLine: Bool
  ) -> StringBodyEnd {
    while true {
      guard index < end, bytes[index] != ASCII.lineFeed else { return .lineEnd }
      let byte = bytes[index]
      if byte == ASCII.quote && !multiLine {
        index += 1
        return .quote
      }
      guard byte == ASCII.backslash, index + 1 < end else {
        body.text.append(byte)
        index += 1
        continue
      }
      let escaped = bytes[index + 1]
      if let simple = Self.swiftEscape(escaped) {
        body.text.append(simple)
        index += 2
      } else if escaped == UInt8(ascii: "u") {
        let escapeStart = index
        if let scalar = lexUnicodeEscape() {
          body.text.append(contentsOf: Array(String(Character(scalar)).utf8))
        } else {
          body.noteProblem(.invalidUnicodeScalar, SourceRange(start: escapeStart, end: index))
        }
      } else if escaped == UInt8(ascii: "(") {
        body.closeText()
        guard level + 1 <= maxNesting else {
          nestingFailure = nestingFailure ?? index
          skipToLineEnd()
          return .failed(unterminated(level: level))
        }
        index += 2
        let codeStart = index
        let (tokens, closed) = lexTokens(level: level + 1)
        guard closed else {
          skipToLineEnd()
          return .failed(unterminated(level: level))
        }
        body.segments.append(.code(tokens, range: SourceRange(start: codeStart, end: index - 1)))
      } else if multiLine && escaped == ASCII.lineFeed {
        // A backslash at the end of a line joins it to the next.
        index += 2
        return .continued
      } else {
        let escapeEnd = min(end, index + 1 + decodeScalar(at: index + 1).length)
        let spelling = String(decoding: bytes[index..<escapeEnd], as: UTF8.self)
        body.noteProblem(.invalidEscape(spelling), SourceRange(start: index, end: escapeEnd))
        index += 2
      }
    }
  }

  /// The error for a string that reached the end of its line; when interpolations nested too
  /// deep inside it, the outermost string reports that instead.
  mutating func unterminated(level: Int) -> TokenKind {
    guard let failure = nestingFailure, level == 0 else { return .invalid(.unterminatedString) }
    nestingFailure = nil
    errorRange = SourceRange(start: failure, end: failure + 2)
    return .invalid(.nestingTooDeep(limit: maxNesting))
  }

  /// The byte a one-character Swift escape stands for.
  static func swiftEscape(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "n"): return ASCII.lineFeed
    case UInt8(ascii: "t"): return ASCII.tab
    case UInt8(ascii: "r"): return ASCII.carriageReturn
    case UInt8(ascii: "0"): return 0
    case ASCII.quote, ASCII.apostrophe, ASCII.backslash: return byte
    default: return nil
    }
  }

  /// Lexes `\u{1F600}` at `index`; nil (after skipping what it can) when it is malformed.
  mutating func lexUnicodeEscape() -> Unicode.Scalar? {
    index += 2
    guard index < end, bytes[index] == UInt8(ascii: "{") else { return nil }
    index += 1
    var value: UInt32 = 0
    var digits = 0
    while index < end, let digit = Self.hexValue(bytes[index]) {
      if digits < 8 { value = value << 4 | digit }
      digits += 1
      index += 1
    }
    guard index < end, bytes[index] == UInt8(ascii: "}") else { return nil }
    index += 1
    guard (1...8).contains(digits) else { return nil }
    return Unicode.Scalar(value)
  }

  /// Lexes an Objective-C string `@"…"` with C escapes; `%@` stays as written.
  mutating func lexObjCString() -> TokenKind {
    index += 2
    var text: [UInt8] = []
    // A malformed escape is reported once the whole literal is read, so lexing goes on after it.
    var failure: TokenKind?
    while true {
      guard index < end, bytes[index] != ASCII.lineFeed else {
        return .invalid(.unterminatedString)
      }
      let byte = bytes[index]
      index += 1
      if byte == ASCII.quote { break }
      guard byte == ASCII.backslash, index < end, bytes[index] != ASCII.lineFeed else {
        text.append(byte)
        continue
      }
      let escaped = bytes[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "u"), UInt8(ascii: "U"):
        // A universal character name: exactly four or eight hexadecimal digits.
        let count = escaped == UInt8(ascii: "u") ? 4 : 8
        guard let scalar = lexFixedHex(count: count).flatMap(Unicode.Scalar.init) else {
          failure = failure ?? .invalid(.invalidUnicodeScalar)
          continue
        }
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
      case UInt8(ascii: "x"):
        // A hexadecimal escape names one byte; clang rejects one with no digits.
        var value: UInt32 = 0
        let digitsStart = index
        while index < end, let digit = Self.hexValue(bytes[index]) {
          value = (value << 4 | digit) & 0xFFFF
          index += 1
        }
        guard index > digitsStart, value <= 0xFF else {
          failure = failure ?? .invalid(.invalidEscape("\\x"))
          continue
        }
        text.append(UInt8(value))
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        // An octal escape: up to three digits (`\0`, `\101`).
        var value = UInt32(escaped - UInt8(ascii: "0"))
        var digits = 1
        while digits < 3, index < end,
          (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index])
        {
          value = value << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
          digits += 1
          index += 1
        }
        guard value <= 0xFF else {
          failure = failure ?? .invalid(.invalidEscape("\\" + String(value, radix: 8)))
          continue
        }
        text.append(UInt8(value))
      case UInt8(ascii: "a"): text.append(0x07)
      case UInt8(ascii: "b"): text.append(0x08)
      case UInt8(ascii: "f"): text.append(ASCII.formFeed)
      case UInt8(ascii: "v"): text.append(ASCII.verticalTab)
      case UInt8(ascii: "e"): text.append(0x1B)
      default: text.append(Self.swiftEscape(escaped) ?? escaped)
      }
    }
    if let failure { return failure }
    return .objcString(String(decoding: text, as: UTF8.self))
  }

  /// Reads exactly `count` hexadecimal digits at `index`; nil, having read what it could, when
  /// fewer are there.
  mutating func lexFixedHex(count: Int) -> UInt32? {
    var value: UInt32 = 0
    for _ in 0..<count {
      guard index < end, let digit = Self.hexValue(bytes[index]) else { return nil }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  /// Lexes a `'…'` literal as an error, up to its closing quote or the end of the line.
  mutating func lexSingleQuoted() -> TokenKind {
    index += 1
    while index < end && bytes[index] != ASCII.lineFeed {
      let byte = bytes[index]
      index += 1
      if byte == ASCII.backslash && index < end && bytes[index] != ASCII.lineFeed {
        index += 1
      } else if byte == ASCII.apostrophe {
        break
      }
    }
    return .invalid(.singleQuotedString)
  }

  /// Whether a `.` starts a number such as `.5`: only where an operand is expected.
  func startsLeadingDotNumber(after previous: Token?) -> Bool {
    guard index + 1 < end, Self.isDigit(bytes[index + 1]) else { return false }
    guard let previous else { return true }
    guard case .symbol(let symbol) = previous.kind else { return false }
    return !symbol.isCloser && symbol != .dot && symbol != .question && symbol != .bang
  }

  /// Lexes a number: decimal, hexadecimal, octal or binary integers, decimals with exponents,
  /// `_` separators, and C suffixes (`0.5f`, `10u`, `10L`) that are ignored.
  mutating func lexNumber() -> TokenKind {
    let start = index
    var radix = 10
    var isFloat = false
    if bytes[index] == UInt8(ascii: "0") && index + 1 < end {
      switch bytes[index + 1] {
      case UInt8(ascii: "x"), UInt8(ascii: "X"): radix = 16
      case UInt8(ascii: "b"), UInt8(ascii: "B"): radix = 2
      case UInt8(ascii: "o"), UInt8(ascii: "O"): radix = 8
      default: break
      }
      if radix != 10 { index += 2 }
    }
    let digitsStart = index
    skipDigits(radix: radix)
    if radix == 10 {
      if index + 1 < end && bytes[index] == ASCII.dot && Self.isDigit(bytes[index + 1]) {
        isFloat = true
        index += 1
        skipDigits(radix: 10)
      } else if endsWithBareDecimalPoint(numberStart: start) {
        // C's `0.` and `58.f`: a decimal point with no digits after it.
        isFloat = true
        index += 1
      }
      if index < end && (bytes[index] | 0x20) == UInt8(ascii: "e") {
        var next = index + 1
        if next < end && (bytes[next] == UInt8(ascii: "+") || bytes[next] == UInt8(ascii: "-")) {
          next += 1
        }
        if next < end && Self.isDigit(bytes[next]) {
          isFloat = true
          index = next
          skipDigits(radix: 10)
        }
      }
    }
    let bodyEnd = index
    while index < end {
      let lower = bytes[index] | 0x20
      if lower == UInt8(ascii: "u") || lower == UInt8(ascii: "l") {
        index += 1
      } else if lower == UInt8(ascii: "f") && radix == 10 {
        isFloat = true
        index += 1
      } else {
        break
      }
    }
    if (index < end && Self.isIdentifierBody(bytes[index])) || bodyEnd == digitsStart {
      while index < end && Self.isIdentifierBody(bytes[index]) { index += 1 }
      let spelling = String(decoding: bytes[start..<min(index, start + 40)], as: UTF8.self)
      return .invalid(.invalidNumber(spelling))
    }
    let body = bytes[digitsStart..<bodyEnd].filter { $0 != ASCII.underscore }
    if isFloat {
      let spelling = (bytes[start] == ASCII.dot ? "0" : "") + String(decoding: body, as: UTF8.self)
      guard let value = Double(spelling) else { return .invalid(.invalidNumber(spelling)) }
      return .floating(value)
    }
    var value = 0
    for byte in body {
      guard let digit = Self.hexValue(byte) else { return .invalid(.invalidNumber("")) }
      let (shifted, overflow1) = value.multipliedReportingOverflow(by: radix)
      let (sum, overflow2) = shifted.addingReportingOverflow(Int(digit))
      if overflow1 || overflow2 { return .invalid(.integerOverflow) }
      value = sum
    }
    return .integer(value)
  }

  /// Whether the `.` at `index` ends a C floating literal (`0.`, `58.f`) rather than starting a
  /// member (`1.description`), a range (`0...2`) or a tuple index (`pair.0.frame`).
  func endsWithBareDecimalPoint(numberStart: Int) -> Bool {
    guard index < end, bytes[index] == ASCII.dot,
      numberStart == 0 || bytes[numberStart - 1] != ASCII.dot
    else { return false }
    let next = index + 1 < end ? bytes[index + 1] : ASCII.lineFeed
    if next | 0x20 == UInt8(ascii: "f") {
      return index + 2 >= end || !Self.isIdentifierBody(bytes[index + 2])
    }
    return !Self.isIdentifierHead(next) && next != ASCII.dot && !Self.isDigit(next)
      && next < 0x80
  }

  /// Skips digits of `radix` and `_` separators.
  mutating func skipDigits(radix: Int) {
    while index < end
      && (Self.isDigit(bytes[index], radix: radix) || bytes[index] == ASCII.underscore)
    {
      index += 1
    }
  }
}
