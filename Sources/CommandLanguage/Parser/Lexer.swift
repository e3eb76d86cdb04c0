/// Splits source bytes into tokens; bad input becomes `.invalid` tokens, never a failure.
struct Lexer {
  let bytes: [UInt8]
  let end: Int
  let maxNesting: Int
  var index = 0
  /// The offset of a `/*` that the input ended inside.
  var unterminatedComment: Int?
  /// A narrower range for the error token being lexed (an invalid escape inside a string).
  var errorRange: SourceRange?
  /// Where interpolations nested past the limit; the outermost string reports it.
  var nestingFailure: Int?
  /// For each `#if` open in the text being read: whether one of its branches was taken.
  var conditionals: [Bool] = []
  /// The macros defined at this point of the text, for `#ifdef` and `#if`.
  var macros = PreprocessorCondition.predefinedMacros
  /// The words read so far, so that a repeated name is neither decoded nor looked up again.
  var words = WordTable()
  /// For the top-level tokens (and possibly a few places past the last), the `WordTable` index
  /// of the word each spells, or -1 (other tokens, and the rare words read without the table): equal indices
  /// mean equal spellings, so the parser can share what it makes of a name. Beside the tokens
  /// rather than in them: a wider token is copied where the parser now only looks at it.
  var tokenWords: [Int32] = []
  /// Whether block comments nest (Swift) or end at the first `*/` (C), decided when a comment
  /// first holds a `/*`.
  private var nestingDecision: Bool?

  init(bytes: [UInt8], maxNesting: Int) {
    self.bytes = bytes
    self.end = bytes.count
    self.maxNesting = max(1, maxNesting)
  }

  /// The tokens of a whole input, ending with `.end`, and the start of an unclosed `/*`.
  static func tokenize(_ bytes: [UInt8], maxNesting: Int) -> (tokens: [Token], comment: Int?) {
    let lexed = tokenizeWithWords(bytes, maxNesting: maxNesting)
    return (lexed.tokens, lexed.comment)
  }

  /// `tokenize`, with the word index of the tokens up to the last word (`tokenWords`).
  static func tokenizeWithWords(
    _ bytes: [UInt8], maxNesting: Int
  ) -> (tokens: [Token], comment: Int?, words: [Int32]) {
    var lexer = Lexer(bytes: bytes, maxNesting: maxNesting)
    let tokens = lexer.lexTokens(level: 0).tokens
    if lexer.tokenWords.count > tokens.count {
      lexer.tokenWords.removeLast(lexer.tokenWords.count - tokens.count)
    }
    return (tokens, lexer.unterminatedComment, lexer.tokenWords)
  }

  /// Lexes tokens until the end of the input (level 0) or, inside an interpolation (level > 0),
  /// until its closing `)`; `closed` is false when an interpolation reached a line break.
  mutating func lexTokens(level: Int) -> (tokens: [Token], closed: Bool) {
    var tokens: [Token] = []
    // Dense code has a token every three or four bytes: reserving for one every two means the
    // array almost never grows (a copy of every token so far). Pages never written to cost
    // nothing.
    if level == 0 { tokens.reserveCapacity(end / 2 + 1) }
    var newlineBefore = false
    var spaceBefore = false
    var atLineStart = level == 0
    // On a `#define` line a `\` before the line feed joins the next line to it, as C's line
    // splicing does, so a macro's body may run over several lines.
    var inDirective = false
    var bracketDepth = 0
    var parenDepth = 0
    while index < end {
      let byte = bytes[index]
      let start = index
      var kind: TokenKind
      switch byte {
      // Words first: they are the most common tokens, and no other case starts with a letter,
      // `_` or `$`.
      case _ where Self.isIdentifierHead(byte):
        kind = lexIdentifierOrKeyword(token: level == 0 ? tokens.count : -1)
      case ASCII.space, ASCII.tab, ASCII.carriageReturn, ASCII.verticalTab, ASCII.formFeed:
        index += 1
        spaceBefore = true
        continue
      case ASCII.backslash where inDirective && splicesLine():
        spaceBefore = true
        continue
      case ASCII.lineFeed:
        if level > 0 { return (tokens, false) }
        index += 1
        inDirective = false
        newlineBefore = true
        spaceBefore = true
        atLineStart = true
        continue
      case ASCII.slash where index + 1 < end && bytes[index + 1] == ASCII.slash:
        skipToLineEnd()
        spaceBefore = true
        continue
      case ASCII.slash where index + 1 < end && bytes[index + 1] == ASCII.star:
        if skipBlockComment() {
          if level > 0 { return (tokens, false) }
          newlineBefore = true
          atLineStart = true
        }
        spaceBefore = true
        continue
      case ASCII.hash where atLineStart && level == 0:
        guard let directive = lexDirective() else { continue }
        inDirective = true
        kind = directive
      case ASCII.colon where atLineStart && level == 0 && bracketDepth == 0 && startsMeta():
        kind = lexMeta()
      case ASCII.quote:
        kind = lexSwiftString(level: level)
      case ASCII.at where index + 1 < end && bytes[index + 1] == ASCII.quote:
        kind = lexObjCString()
      case ASCII.at where index + 1 < end && Self.isIdentifierHead(bytes[index + 1]):
        index += 1
        kind = .atWord(lexWord())
      case ASCII.apostrophe:
        kind = lexSingleQuoted()
      case ASCII.backtick:
        kind = lexEscapedIdentifier()
      case _ where Self.isDigit(byte):
        kind = lexNumber()
      case ASCII.dot
      where index + 1 < end && Self.isDigit(bytes[index + 1])
        && startsLeadingDotNumber(after: tokens.last):
        kind = lexNumber()
      case 0x80...:
        guard let lexed = lexNonASCII() else {
          spaceBefore = true
          continue
        }
        kind = lexed
      // Brackets, separators and a lone `.` (most symbols) start no longer spelling: they are
      // read without trying the table of spellings.
      case ASCII.dot where index + 1 >= end || bytes[index + 1] != ASCII.dot:
        index += 1
        kind = .symbol(.dot)
      case _ where Self.isSingleSymbol(byte):
        index += 1
        kind = .symbol(Self.singleSymbol(byte))
      default:
        if let symbol = lexSymbol() {
          kind = .symbol(symbol)
        } else {
          index += 1
          kind = .invalid(Self.invalidASCII(byte))
        }
      }
      if case .symbol(let symbol) = kind {
        if symbol.isOpener {
          bracketDepth += 1
          if symbol == .leftParen { parenDepth += 1 }
        } else if symbol.isCloser {
          if level > 0 && symbol == .rightParen && parenDepth == 0 {
            tokens.append(
              Token(
                kind: .end, range: .at(start), newlineBefore: newlineBefore,
                spaceBefore: spaceBefore))
            return (tokens, true)
          }
          bracketDepth = max(0, bracketDepth - 1)
          if symbol == .rightParen { parenDepth = max(0, parenDepth - 1) }
        }
      }
      tokens.append(
        Token(
          kind: kind, range: errorRange ?? SourceRange(start: start, end: index),
          newlineBefore: newlineBefore, spaceBefore: spaceBefore))
      errorRange = nil
      newlineBefore = false
      spaceBefore = false
      atLineStart = false
    }
    if level > 0 { return (tokens, false) }
    tokens.append(
      Token(
        kind: .end, range: .at(end), newlineBefore: newlineBefore, spaceBefore: spaceBefore))
    return (tokens, true)
  }

  /// The message for an ASCII byte that starts no token.
  static func invalidASCII(_ byte: UInt8) -> ParseMessage {
    if byte < ASCII.space || byte == ASCII.delete {
      return .controlCharacter(codePointName(UInt32(byte)))
    }
    return .invalidCharacter(String(Character(Unicode.Scalar(byte))))
  }

  /// Whether block comments nest here: as in Swift, unless the text is Objective-C.
  var commentsNest: Bool {
    mutating get {
      if let nestingDecision { return nestingDecision }
      let decision = !Self.looksLikeObjectiveC(bytes)
      nestingDecision = decision
      return decision
    }
  }

  /// Whether the text holds a mark only Objective-C files have.
  static func looksLikeObjectiveC(_ bytes: [UInt8]) -> Bool {
    let marks = ["@interface", "@implementation", "#import", "@end", "#include"].map {
      Array($0.utf8)
    }
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ASCII.at || byte == ASCII.hash {
        for mark in marks where index + mark.count <= bytes.count {
          if bytes[index..<(index + mark.count)].elementsEqual(mark) { return true }
        }
      }
      index += 1
    }
    return false
  }

  /// Moves to the next line feed without consuming it.
  mutating func skipToLineEnd() {
    while index < end && bytes[index] != ASCII.lineFeed { index += 1 }
  }

  /// Skips a `/* … */` comment; returns whether it spanned a line break. A `/*` inside
  /// opens a nested comment in Swift; in C and Objective-C the first `*/` ends the comment.
  mutating func skipBlockComment() -> Bool {
    let start = index
    index += 2
    var sawNewline = false
    var open = 1
    while index < end {
      if bytes[index] == ASCII.star && index + 1 < end && bytes[index + 1] == ASCII.slash {
        index += 2
        open -= 1
        if open == 0 { return sawNewline }
        continue
      }
      if bytes[index] == ASCII.slash && index + 1 < end && bytes[index + 1] == ASCII.star,
        commentsNest
      {
        index += 2
        open += 1
        continue
      }
      if bytes[index] == ASCII.lineFeed { sawNewline = true }
      index += 1
    }
    if unterminatedComment == nil { unterminatedComment = start }
    return sawNewline
  }

  /// Whether the `:` at a line's start begins a meta command (`:tick`, `:?`, a bare `:`)
  /// rather than continuing a ternary expression (`: "not loaded"`), as Swift and C read it.
  func startsMeta() -> Bool {
    let next = index + 1
    guard next < end else { return true }
    let byte = bytes[next]
    return byte == ASCII.lineFeed || byte == ASCII.carriageReturn || byte == UInt8(ascii: "?")
      || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
  }

  /// Lexes a `:` meta command line; its text runs to the end of the line.
  mutating func lexMeta() -> TokenKind {
    index += 1
    let textStart = index
    skipToLineEnd()
    var textEnd = index
    if textEnd > textStart && bytes[textEnd - 1] == ASCII.carriageReturn { textEnd -= 1 }
    return .meta(String(decoding: bytes[textStart..<textEnd], as: UTF8.self))
  }

  /// Lexes a non-ASCII character: an identifier, an error, or nil for an invisible space.
  mutating func lexNonASCII() -> TokenKind? {
    let (scalar, length) = decodeScalar(at: index)
    guard let scalar, scalar.value != 0xFFFD else {
      index += length
      return .invalid(.invalidUTF8)
    }
    if let (name, suggestion) = Self.lookalike(scalar) {
      index += length
      return .invalid(
        .fullWidthCharacter(String(Character(scalar)), name: name, suggestion: suggestion))
    }
    if Self.isInvisibleSpace(scalar) {
      index += length
      return nil
    }
    if Self.isIdentifierHead(scalar) {
      let word = lexWord()
      return .identifier(word)
    }
    index += length
    if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
    {
      return .invalid(.controlCharacter(Self.codePointName(scalar.value)))
    }
    return .invalid(.invalidCharacter(String(Character(scalar))))
  }

  /// Lexes `` `name` `` as a plain identifier, even when `name` is a keyword.
  mutating func lexEscapedIdentifier() -> TokenKind {
    let start = index
    index += 1
    if index < end && (Self.isIdentifierHead(bytes[index]) || bytes[index] >= 0x80) {
      let word = lexWord()
      if !word.isEmpty && index < end && bytes[index] == ASCII.backtick {
        index += 1
        return .identifier(word)
      }
    }
    index = start + 1
    return .invalid(.invalidCharacter("`"))
  }

  /// Lexes punctuation, longest match first.
  mutating func lexSymbol() -> Symbol? {
    let first = bytes[index]
    let second: UInt8 = index + 1 < end ? bytes[index + 1] : 0
    let third: UInt8 = index + 2 < end ? bytes[index + 2] : 0
    let (symbol, length): (Symbol?, Int)
    switch (first, second, third) {
    case (0x3D, 0x3D, 0x3D): (symbol, length) = (.identical, 3)  // ===
    case (0x3D, 0x3D, _): (symbol, length) = (.equal, 2)
    case (0x3D, _, _): (symbol, length) = (.assign, 1)
    case (0x21, 0x3D, 0x3D): (symbol, length) = (.notIdentical, 3)  // !==
    case (0x21, 0x3D, _): (symbol, length) = (.notEqual, 2)
    case (0x21, _, _): (symbol, length) = (.bang, 1)
    case (0x2E, 0x2E, 0x2E): (symbol, length) = (.closedRange, 3)  // ...
    case (0x2E, 0x2E, 0x3C): (symbol, length) = (.halfOpenRange, 3)  // ..<
    case (0x2E, _, _): (symbol, length) = (.dot, 1)
    case (0x3C, 0x3C, 0x3D): (symbol, length) = (.shiftLeftAssign, 3)  // <<=
    case (0x3C, 0x3C, _): (symbol, length) = (.shiftLeft, 2)  // <<
    case (0x3C, 0x3D, _): (symbol, length) = (.lessOrEqual, 2)  // <=
    case (0x3C, _, _): (symbol, length) = (.less, 1)
    case (0x3E, 0x3E, 0x3D): (symbol, length) = (.shiftRightAssign, 3)  // >>=
    case (0x3E, 0x3E, _): (symbol, length) = (.shiftRight, 2)  // >>
    case (0x3E, 0x3D, _): (symbol, length) = (.greaterOrEqual, 2)  // >=
    case (0x3E, _, _): (symbol, length) = (.greater, 1)
    case (0x26, 0x26, _): (symbol, length) = (.and, 2)  // &&
    case (0x26, 0x3D, _): (symbol, length) = (.bitAndAssign, 2)  // &=
    case (0x26, _, _): (symbol, length) = (.bitAnd, 1)
    case (0x7C, 0x7C, _): (symbol, length) = (.or, 2)  // ||
    case (0x7C, 0x3D, _): (symbol, length) = (.bitOrAssign, 2)  // |=
    case (0x7C, _, _): (symbol, length) = (.bitOr, 1)
    case (0x3F, 0x3F, _): (symbol, length) = (.nilCoalescing, 2)  // ??
    case (0x3F, _, _): (symbol, length) = (.question, 1)
    case (0x2D, 0x3E, _): (symbol, length) = (.arrow, 2)  // ->
    case (0x2D, 0x3D, _): (symbol, length) = (.subtractAssign, 2)  // -=
    case (0x2D, 0x2D, _): (symbol, length) = (.decrement, 2)  // --
    case (0x2D, _, _): (symbol, length) = (.minus, 1)
    case (0x2B, 0x3D, _): (symbol, length) = (.addAssign, 2)  // +=
    case (0x2B, 0x2B, _): (symbol, length) = (.increment, 2)  // ++
    case (0x2B, _, _): (symbol, length) = (.plus, 1)
    case (0x2A, 0x3D, _): (symbol, length) = (.multiplyAssign, 2)  // *=
    case (0x2A, _, _): (symbol, length) = (.star, 1)
    case (0x2F, 0x3D, _): (symbol, length) = (.divideAssign, 2)  // /=
    case (0x2F, _, _): (symbol, length) = (.slash, 1)
    case (0x28, _, _): (symbol, length) = (.leftParen, 1)
    case (0x29, _, _): (symbol, length) = (.rightParen, 1)
    case (0x5B, _, _): (symbol, length) = (.leftBracket, 1)
    case (0x5D, _, _): (symbol, length) = (.rightBracket, 1)
    case (0x7B, _, _): (symbol, length) = (.leftBrace, 1)
    case (0x7D, _, _): (symbol, length) = (.rightBrace, 1)
    case (0x2C, _, _): (symbol, length) = (.comma, 1)
    case (0x3B, _, _): (symbol, length) = (.semicolon, 1)
    case (0x3A, _, _): (symbol, length) = (.colon, 1)
    case (0x5E, 0x3D, _): (symbol, length) = (.bitXorAssign, 2)  // ^=
    case (0x5E, _, _): (symbol, length) = (.caret, 1)
    case (0x40, _, _): (symbol, length) = (.at, 1)
    case (0x23, _, _): (symbol, length) = (.hash, 1)
    case (0x25, 0x3D, _): (symbol, length) = (.remainderAssign, 2)  // %=
    case (0x25, _, _): (symbol, length) = (.percent, 1)
    case (0x7E, _, _): (symbol, length) = (.tilde, 1)
    case (0x5C, _, _): (symbol, length) = (.backslash, 1)
    default: (symbol, length) = (nil, 0)
    }
    index += length
    return symbol
  }
}
