/// The punctuation and operators the lexer recognizes, longest spelling first when they share a
/// prefix.
enum Symbol: String, Hashable, Sendable {
  case leftParen = "("
  case rightParen = ")"
  case leftBracket = "["
  case rightBracket = "]"
  case leftBrace = "{"
  case rightBrace = "}"
  case comma = ","
  case semicolon = ";"
  case colon = ":"
  case dot = "."
  case question = "?"
  case bang = "!"
  case caret = "^"
  case at = "@"
  case hash = "#"
  case plus = "+"
  case minus = "-"
  case star = "*"
  case slash = "/"
  case percent = "%"
  case assign = "="
  case equal = "=="
  case notEqual = "!="
  case identical = "==="
  case notIdentical = "!=="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case and = "&&"
  case or = "||"
  case nilCoalescing = "??"
  case halfOpenRange = "..<"
  case closedRange = "..."
  case bitOr = "|"
  case bitAnd = "&"
  case arrow = "->"
  case addAssign = "+="
  case subtractAssign = "-="
  case multiplyAssign = "*="
  case divideAssign = "/="
  case bitOrAssign = "|="
  case increment = "++"
  case decrement = "--"
  case shiftLeft = "<<"
  case shiftRight = ">>"
  case tilde = "~"
  /// Starts a Swift key path (`\.title`).
  case backslash = "\\"
  case remainderAssign = "%="
  case bitAndAssign = "&="
  case bitXorAssign = "^="
  case shiftLeftAssign = "<<="
  case shiftRightAssign = ">>="

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
  case letKeyword = "let"
  case varKeyword = "var"
  case funcKeyword = "func"
  case classKeyword = "class"
  case structKeyword = "struct"
  case enumKeyword = "enum"
  case protocolKeyword = "protocol"
  case extensionKeyword = "extension"
  case importKeyword = "import"
  case ifKeyword = "if"
  case elseKeyword = "else"
  case guardKeyword = "guard"
  case whileKeyword = "while"
  case forKeyword = "for"
  case inKeyword = "in"
  case returnKeyword = "return"
  case breakKeyword = "break"
  case continueKeyword = "continue"
  case switchKeyword = "switch"
  case caseKeyword = "case"
  case defaultKeyword = "default"
  case doKeyword = "do"
  case repeatKeyword = "repeat"
  case deferKeyword = "defer"
  case throwKeyword = "throw"
  case tryKeyword = "try"
  case catchKeyword = "catch"
  case whereKeyword = "where"
  case isKeyword = "is"
  case asKeyword = "as"
  case selfKeyword = "self"
  case superKeyword = "super"
  case nilKeyword = "nil"
  case trueKeyword = "true"
  case falseKeyword = "false"
  case yes = "YES"
  case no = "NO"
  case null = "NULL"
  case capitalNil = "Nil"
  case initKeyword = "init"
  case deinitKeyword = "deinit"
  case typealiasKeyword = "typealias"

  /// Every keyword by spelling, for the lexer's lookup.
  static let bySpelling: [String: Keyword] = Dictionary(
    uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// Rules out most names without hashing them.
  private static let filter = SpellingFilter(allCases.map(\.rawValue))

  /// The keyword a word spells, if any (most words are names, and most names are long).
  static func lookUp(_ word: String) -> Keyword? {
    filter.mayContain(word) ? bySpelling[word] : nil
  }
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
  /// A preprocessor line the parser reads (`#define`), by its word; the rest of the line
  /// follows as tokens.
  case directive(String)
  /// A lexical error, already worded; the parser reports it when it reaches the token. Boxed:
  /// a message is several strings wide, and every token would otherwise be as wide as it.
  indirect case invalid(ParseMessage)
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
