/// The punctuation and operators the lexer recognizes, longest spelling first when they share a
/// prefix.
enum Symbol: String, Hashable, Sendable {
  case leftParen = "(", rightParen = ")", leftBracket = "[", rightBracket = "]"
  case leftBrace = "{", rightBrace = "}"
  case comma = ",", semicolon = ";", colon = ":", dot = "."
  case question = "?", bang = "!", caret = "^", at = "@", hash = "#"
  case plus = "+", minus = "-", star = "*", slash = "/", percent = "%"
  case assign = "=", equal = "==", notEqual = "!=", identical = "===", notIdentical = "!=="
  case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
  case and = "&&", or = "||", nilCoalescing = "??"
  case halfOpenRange = "..<", closedRange = "..."
  case bitOr = "|", bitAnd = "&"
  case arrow = "->"
  case addAssign = "+=", subtractAssign = "-=", multiplyAssign = "*=", divideAssign = "/="
  case bitOrAssign = "|="
  case increment = "++", decrement = "--"

  /// Whether this symbol opens a bracketed region.
  var isOpener: Bool { self == .leftParen || self == .leftBracket || self == .leftBrace }

  /// Whether this symbol closes a bracketed region.
  var isCloser: Bool { self == .rightParen || self == .rightBracket || self == .rightBrace }

  /// The closer that matches this opener.
  var closer: Symbol? {
    switch self {
    case .leftParen: return .rightParen
    case .leftBracket: return .rightBracket
    case .leftBrace: return .rightBrace
    default: return nil
    }
  }
}

/// Words that cannot name a variable; they may still label an argument or name a member.
enum Keyword: String, Hashable, Sendable, CaseIterable {
  case letKeyword = "let", varKeyword = "var", funcKeyword = "func", classKeyword = "class"
  case structKeyword = "struct", enumKeyword = "enum", protocolKeyword = "protocol"
  case extensionKeyword = "extension", importKeyword = "import"
  case ifKeyword = "if", elseKeyword = "else", guardKeyword = "guard", whileKeyword = "while"
  case forKeyword = "for", inKeyword = "in", returnKeyword = "return", breakKeyword = "break"
  case continueKeyword = "continue", switchKeyword = "switch", caseKeyword = "case"
  case defaultKeyword = "default", doKeyword = "do", repeatKeyword = "repeat"
  case deferKeyword = "defer", throwKeyword = "throw", tryKeyword = "try"
  case catchKeyword = "catch", whereKeyword = "where"
  case isKeyword = "is", asKeyword = "as"
  case selfKeyword = "self", superKeyword = "super", nilKeyword = "nil"
  case trueKeyword = "true", falseKeyword = "false"
  case yes = "YES", no = "NO", null = "NULL", capitalNil = "Nil"
  case initKeyword = "init", deinitKeyword = "deinit", typealiasKeyword = "typealias"

  /// Every keyword by spelling, for the lexer's lookup.
  static let bySpelling: [String: Keyword] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
}

/// A piece of a Swift string literal: literal text or the tokens of an interpolation.
enum StringSegment: Hashable, Sendable {
  case text(String)
  /// The tokens between `\(` and `)`, ending with an `.end` token placed at the `)`.
  case code([Token], range: SourceRange)
}

/// What a token is.
enum TokenKind: Hashable, Sendable {
  case identifier(String)
  case keyword(Keyword)
  case integer(Int)
  case floating(Double)
  /// A Swift string `"…"`, split into text and interpolations.
  case string([StringSegment])
  /// An Objective-C string `@"…"`.
  case objcString(String)
  /// `@` directly followed by a word: `@interface`, `@end`, `@objc`, `@YES`.
  case atWord(String)
  case symbol(Symbol)
  /// A `:` meta command line at top level; the text excludes the colon and the line break.
  case meta(String)
  /// A lexical error, already worded; the parser reports it when it reaches the token.
  case invalid(ParseMessage)
  case end
}

/// One lexical unit with its position and the whitespace before it.
struct Token: Hashable, Sendable {
  var kind: TokenKind
  var range: SourceRange
  /// A line break (or a comment spanning one) separates this token from the previous one.
  var newlineBefore: Bool
  /// Whitespace, a comment or a line break separates this token from the previous one.
  var spaceBefore: Bool

  /// The word this token spells when it is an identifier or a keyword.
  var word: String? {
    switch kind {
    case .identifier(let name): return name
    case .keyword(let keyword): return keyword.rawValue
    default: return nil
    }
  }

  /// The identifier's name, or nil for keywords and other tokens.
  var identifier: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  /// Whether this token is the symbol `symbol`.
  func isSymbol(_ symbol: Symbol) -> Bool {
    if case .symbol(let own) = kind { return own == symbol }
    return false
  }

  /// Whether this token is the keyword `keyword`.
  func isKeyword(_ keyword: Keyword) -> Bool {
    if case .keyword(let own) = kind { return own == keyword }
    return false
  }

  /// Whether this token is the identifier `name` (a contextual word such as `override`).
  func isWord(_ name: String) -> Bool {
    if case .identifier(let own) = kind { return own == name }
    return false
  }

  /// The symbol this token is, if any.
  var symbol: Symbol? {
    if case .symbol(let own) = kind { return own }
    return nil
  }

  /// Whether this token is the end of the token stream.
  var isEnd: Bool {
    if case .end = kind { return true }
    return false
  }
}
