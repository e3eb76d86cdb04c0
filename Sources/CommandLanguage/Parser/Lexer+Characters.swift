extension Lexer {
  /// The byte values the lexer tests by name.
  enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let verticalTab: UInt8 = 0x0B
    static let formFeed: UInt8 = 0x0C
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let slash = UInt8(ascii: "/")
    static let star = UInt8(ascii: "*")
    static let dot = UInt8(ascii: ".")
    static let colon = UInt8(ascii: ":")
    static let hash = UInt8(ascii: "#")
    static let at = UInt8(ascii: "@")
    static let underscore = UInt8(ascii: "_")
    static let dollar = UInt8(ascii: "$")
    static let delete: UInt8 = 0x7F
  }

  /// Whether `byte` is a symbol of one byte that starts no longer spelling: a bracket, `,`, `;`
  /// or `:`.
  static func isSingleSymbol(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x2C, 0x3B, 0x3A: return true
    default: return false
    }
  }

  /// The symbol a byte accepted by `isSingleSymbol` spells.
  static func singleSymbol(_ byte: UInt8) -> Symbol {
    switch byte {
    case 0x28: return .leftParen
    case 0x29: return .rightParen
    case 0x5B: return .leftBracket
    case 0x5D: return .rightBracket
    case 0x7B: return .leftBrace
    case 0x7D: return .rightBrace
    case 0x2C: return .comma
    case 0x3B: return .semicolon
    default: return .colon
    }
  }

  /// Whether `byte` is an ASCII letter.
  static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
  }

  /// Whether `byte` is an ASCII decimal digit.
  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Whether `byte` may start an ASCII identifier: a letter, `_` or `$`, tested like
  /// `isIdentifierBody`, without the digits.
  static func isIdentifierHead(_ byte: UInt8) -> Bool {
    let set: UInt64 = byte < 64 ? 0x0000_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
    return byte < 128 && (set >> UInt64(byte & 63)) & 1 != 0
  }

  /// Whether `byte` may continue an ASCII identifier: one bit test in a 128-bit set, where the
  /// range tests cost the word scan several branches a byte. The low word holds bytes 0–63 (`$`
  /// and the digits), the high word bytes 64–127 (the letters and `_`).
  static func isIdentifierBody(_ byte: UInt8) -> Bool {
    let set: UInt64 = byte < 64 ? 0x03FF_0010_0000_0000 : 0x07FF_FFFE_87FF_FFFE
    return byte < 128 && (set >> UInt64(byte & 63)) & 1 != 0
  }

  /// Whether `byte` is a digit in `radix` (2, 8, 10 or 16).
  static func isDigit(_ byte: UInt8, radix: Int) -> Bool {
    switch radix {
    case 2: return byte == 0x30 || byte == 0x31
    case 8: return byte >= 0x30 && byte <= 0x37
    case 16:
      return isDigit(byte) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    default: return isDigit(byte)
    }
  }

  /// The value of the hexadecimal digit `byte`.
  static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: return UInt32(byte - 0x30)
    case 0x41...0x46: return UInt32(byte - 0x41 + 10)
    case 0x61...0x66: return UInt32(byte - 0x61 + 10)
    default: return nil
    }
  }

  /// Decodes the UTF-8 scalar at `offset`; an invalid sequence yields nil and a length of 1.
  func decodeScalar(at offset: Int) -> (scalar: Unicode.Scalar?, length: Int) {
    let first = bytes[offset]
    if first < 0x80 { return (Unicode.Scalar(first), 1) }
    let length: Int
    var value: UInt32
    switch first {
    case 0xC2...0xDF:
      length = 2
      value = UInt32(first & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(first & 0x0F)
    case 0xF0...0xF4:
      length = 4
      value = UInt32(first & 0x07)
    default: return (nil, 1)
    }
    guard offset + length <= end else { return (nil, 1) }
    for position in (offset + 1)..<(offset + length) {
      let byte = bytes[position]
      guard byte & 0xC0 == 0x80 else { return (nil, 1) }
      value = (value << 6) | UInt32(byte & 0x3F)
    }
    let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= minimum, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
    return (scalar, length)
  }

  /// Whether a non-ASCII scalar may start an identifier (`子控制器`, `état`).
  static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
    let properties = scalar.properties
    if properties.isAlphabetic || properties.isIdeographic { return true }
    if properties.generalCategory == .letterNumber { return true }
    return scalar.value > 0xFF && properties.isEmojiPresentation
  }

  /// Whether a non-ASCII scalar may continue an identifier.
  static func isIdentifierBody(_ scalar: Unicode.Scalar) -> Bool {
    if isIdentifierHead(scalar) || scalar.value == 0xFE0F || scalar.value == 0x200D { return true }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation:
      return true
    default:
      return false
    }
  }

  /// Whether a non-ASCII scalar is a space that web pages put in copied code (no-break space,
  /// thin spaces, zero-width space, byte order mark); it is skipped like a space.
  static func isInvisibleSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0xA0, 0x2000...0x200B, 0x202F, 0x205F, 0xFEFF: return true
    default: return false
    }
  }

  /// The name of a full-width or curly punctuation character and the ASCII it stands for.
  static func lookalike(_ scalar: Unicode.Scalar) -> (ParseMessage.CharacterName, String?)? {
    let value = scalar.value
    switch value {
    case 0xFF0C: return (.comma, ",")
    case 0x3001, 0xFF64: return (.ideographicComma, ",")
    case 0x3002, 0xFF0E, 0xFF61: return (.fullStop, ".")
    case 0xFF1B: return (.semicolon, ";")
    case 0xFF1A: return (.colon, ":")
    case 0xFF08, 0x3014: return (.parenthesis, "(")
    case 0xFF09, 0x3015: return (.parenthesis, ")")
    case 0xFF3B, 0x3010: return (.bracket, "[")
    case 0xFF3D, 0x3011: return (.bracket, "]")
    case 0xFF5B: return (.brace, "{")
    case 0xFF5D: return (.brace, "}")
    case 0xFF02, 0x300C...0x300F, 0xFF62, 0xFF63: return (.quotationMark, "\"")
    case 0xFF07: return (.apostrophe, "'")
    case 0x201C, 0x201D: return (.curlyQuotationMark, "\"")
    case 0x2018, 0x2019: return (.curlyApostrophe, "'")
    case 0x3000: return (.space, " ")
    case 0xFF01: return (.exclamationMark, "!")
    case 0xFF1F: return (.questionMark, "?")
    case 0xFF1D: return (.equalsSign, "=")
    case 0x3008, 0x300A, 0xFF1C: return (.angleBracket, "<")
    case 0x3009, 0x300B, 0xFF1E: return (.angleBracket, ">")
    case 0x3003...0x303F, 0xFF65: return (.other, nil)
    case 0xFF00...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF5E:
      let ascii = Unicode.Scalar(UInt8(truncatingIfNeeded: value - 0xFEE0))
      return (.other, value == 0xFF00 ? nil : String(Character(ascii)))
    case 0xFF5F, 0xFF60: return (.other, nil)
    default: return nil
    }
  }

  /// `U+0007`-style spelling of a scalar value.
  static func codePointName(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
