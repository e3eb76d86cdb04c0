extension SyntaxParser {
  /// Parses a primary expression: a name, a literal, a bracketed or parenthesized expression, a
  /// closure or block, an implicit member, or an Objective-C `@` literal.
  func parsePrimary() throws(ParseFailure) -> Expr {
    switch current.symbol {
    case .leftParen: return try parseParenthesized()
    case .leftBracket: return try parseBracketExpression()
    case .leftBrace where trailingClosuresAllowed: return try parseClosure()
    case .caret: return try parseBlockLiteral()
    case .at: return try parseAtExpression()
    default: return try parseSimplePrimary()
    }
  }

  /// Parses a primary expression that does not nest: a name, a literal, a string, an implicit
  /// member or an `@` word.
  func parseSimplePrimary() throws(ParseFailure) -> Expr {
    let token = current
    switch token.kind {
    case .identifier(let name):
      advance()
      return Expr(.identifier(name), range: token.range)
    case .keyword(let keyword):
      guard let literal = Self.literal(keyword) else {
        try fail(.keywordInExpression(keyword.rawValue), at: token.range)
      }
      advance()
      return Expr(literal, range: token.range)
    case .integer(let value):
      advance()
      return Expr(.intLiteral(value), range: token.range)
    case .floating(let value):
      advance()
      return Expr(.doubleLiteral(value), range: token.range)
    case .string(let segments):
      advance()
      return try stringExpression(segments, range: token.range)
    case .objcString(let text):
      advance()
      return Expr(.stringLiteral(text), range: token.range)
    case .atWord(let word):
      return try parseAtWordExpression(word)
    case .symbol(.dot):
      advance()
      guard let name = current.word else { try failMissing(.expectedMemberName) }
      advance()
      return Expr(.implicitMember(name), range: range(from: token.range.start))
    case .symbol(.hash):
      try fail(.unsupported(.compilerDirectives), at: token.range)
    case .invalid(let message):
      try fail(message, at: token.range)
    case .meta:
      try fail(.expectedExpression(nil), at: token.range)
    case .symbol, .end:
      try failMissing(.expectedExpression(nil))
    }
  }

  /// The expression a literal keyword stands for.
  static func literal(_ keyword: Keyword) -> Expr.Kind? {
    switch keyword {
    case .selfKeyword: return .selfRef
    case .superKeyword: return .superRef
    case .nilKeyword, .null, .capitalNil: return .nilLiteral
    case .trueKeyword, .yes: return .boolLiteral(true)
    case .falseKeyword, .no: return .boolLiteral(false)
    default: return nil
    }
  }

  /// Parses `@YES`, `@NO`, and rejects `@selector(…)` and other `@` words in expressions.
  func parseAtWordExpression(_ word: String) throws(ParseFailure) -> Expr {
    let token = current
    switch word {
    case "YES", "NO":
      advance()
      let value = Expr(.boolLiteral(word == "YES"), range: token.range)
      return Expr(.boxed(value), range: token.range)
    case "selector", "encode", "available", "protocol":
      try fail(.unsupported(.compilerDirectives), at: token.range)
    default:
      try fail(.unexpectedToken("@" + word), at: token.range)
    }
  }

  /// Parses `@[…]`, `@(…)` and `@1`.
  func parseAtExpression() throws(ParseFailure) -> Expr {
    let at = current
    advance()
    let token = current
    guard !token.spaceBefore else { try fail(.unexpectedToken("@"), at: at.range) }
    switch token.kind {
    case .symbol(.leftBracket):
      let array = try parseBracketExpression(arrayOnly: true)
      return Expr(array.kind, range: range(from: at.range.start))
    case .symbol(.leftParen):
      advance()
      let saved = (newlinesMatter, trailingClosuresAllowed)
      (newlinesMatter, trailingClosuresAllowed) = (false, true)
      defer { (newlinesMatter, trailingClosuresAllowed) = saved }
      let value = try parseExpression()
      try expectClosing(.rightParen, .boxedExpression, opener: token)
      return Expr(.boxed(value), range: range(from: at.range.start))
    case .symbol(.leftBrace):
      try fail(.unsupported(.dictionaryLiterals), at: at.range.union(token.range))
    case .integer, .floating:
      let number = try parsePrimary()
      return Expr(.boxed(number), range: range(from: at.range.start))
    default:
      try fail(.unexpectedToken("@"), at: at.range)
    }
  }

  /// Parses `(expr)` or a C cast `(UIButton *)sender`.
  func parseParenthesized() throws(ParseFailure) -> Expr {
    if looksLikeCast(at: index) { return try parseCCast() }
    let opener = index
    advance()
    let saved = enterBrackets()
    defer { restore(saved) }
    try rejectEmptyParentheses(openerAt: opener)
    let inner = try parseExpression()
    if current.isSymbol(.assign), isDoubleParenthesis(opener) {
      return try parseAssignmentInParentheses(to: inner, openerAt: opener)
    }
    try closeParenthesized(openerAt: opener)
    return Expr(.parenthesized(inner), range: range(from: tokens[opener].range.start))
  }

  /// Whether the `(` at `opener` sits directly inside another, `((…))`: C's way of saying an
  /// assignment used as a condition is meant.
  func isDoubleParenthesis(_ opener: Int) -> Bool {
    guard opener > 0, tokens[opener - 1].isSymbol(.leftParen),
      let inner = matchingCloser(of: opener), let outer = matchingCloser(of: opener - 1)
    else { return false }
    return outer == inner + 1
  }

  /// Parses `= value)` after the target of `((target = value))`.
  func parseAssignmentInParentheses(
    to target: Expr, openerAt opener: Int
  ) throws(ParseFailure) -> Expr {
    try checkAssignable(target)
    advance()
    let value = try parseExpression()
    try expectClosing(.rightParen, .expression, openerAt: opener)
    return Expr(
      .assignment(target: target, value: value), range: range(from: tokens[opener].range.start))
  }

  /// Reports `()`, which would be an empty tuple.
  func rejectEmptyParentheses(openerAt opener: Int) throws(ParseFailure) {
    guard current.isSymbol(.rightParen) else { return }
    try fail(.unsupported(.tuples), at: tokens[opener].range.union(current.range))
  }

  /// Consumes the `)` of a parenthesized expression, explaining tuples and `=` on the way.
  func closeParenthesized(openerAt opener: Int) throws(ParseFailure) {
    if current.isSymbol(.comma) { try fail(.unsupported(.tuples), at: current.range) }
    if current.isSymbol(.assign) { try fail(.assignmentInCondition, at: current.range) }
    try expectClosing(.rightParen, .expression, openerAt: opener)
  }

  /// The C scalar type names that make `(T)x` a cast.
  static let cScalarTypes: Set<String> = [
    "NSInteger", "NSUInteger", "CGFloat", "BOOL", "int", "float", "double", "long", "id",
    "void", "unsigned", "NSTimeInterval",
  ]

  /// Whether the `(` at `position` starts a C cast: `(UIButton *)`, `(UIViewController<P> *)`,
  /// or `(NSInteger)`, followed by the start of an operand.
  func looksLikeCast(at position: Int) -> Bool {
    guard position + 2 < tokens.count, let name = tokens[position + 1].identifier else {
      return false
    }
    var next = position + 2
    if Self.cScalarTypes.contains(name) && tokens[next].isSymbol(.rightParen) {
      return startsCastOperand(at: next + 1)
    }
    guard name.first?.isUppercase == true else { return false }
    if tokens[next].isSymbol(.less) {
      guard let after = angleBracketsEnd(from: next) else { return false }
      next = after
    }
    guard next < tokens.count, tokens[next].isSymbol(.star) else { return false }
    while next < tokens.count && tokens[next].isSymbol(.star) { next += 1 }
    guard next < tokens.count, tokens[next].isSymbol(.rightParen) else { return false }
    return startsCastOperand(at: next + 1)
  }

  /// Whether the token at `position` can start the operand of a cast.
  func startsCastOperand(at position: Int) -> Bool {
    guard position < tokens.count else { return false }
    switch tokens[position].kind {
    case .identifier, .integer, .floating, .string, .objcString, .atWord: return true
    case .keyword(let keyword): return Self.literal(keyword) != nil
    case .symbol(let symbol):
      return [.leftParen, .leftBracket, .at, .caret, .bang, .minus].contains(symbol)
    default: return false
    }
  }

  /// The index after the `>` closing the `<` at `position`, scanning at most 48 type tokens.
  func angleBracketsEnd(from position: Int) -> Int? {
    var nested = 0
    var next = position
    while next < tokens.count && next < position + 48 {
      let token = tokens[next]
      switch token.kind {
      case .symbol(.less): nested += 1
      case .symbol(.greater):
        nested -= 1
        if nested == 0 { return next + 1 }
      case .symbol(.star), .symbol(.comma), .identifier, .keyword(.inKeyword): break
      default: return nil
      }
      next += 1
    }
    return nil
  }

  /// Parses `(Type *)operand`.
  func parseCCast() throws(ParseFailure) -> Expr {
    let opener = current
    try enter()
    defer { depth -= 1 }
    advance()
    let (type, _) = try parseObjCType(.cast)
    try expectClosing(.rightParen, .cast, opener: opener)
    let operand = try parseUnary()
    return Expr(
      .cast(operand, to: type, conditional: false), range: opener.range.union(operand.range))
  }

  /// Parses `[a, b]` or an Objective-C message `[receiver selector:argument …]`.
  func parseBracketExpression(arrayOnly: Bool = false) throws(ParseFailure) -> Expr {
    let opener = index
    advance()
    let saved = enterBrackets()
    defer { restore(saved) }
    var elements: [Expr] = []
    while !current.isSymbol(.rightBracket) {
      let element = try parseExpression()
      if elements.isEmpty && !arrayOnly && current.word != nil {
        return try parseMessage(to: element, openerAt: opener)
      }
      if current.isSymbol(.colon) { try fail(.unsupported(.dictionaryLiterals), at: current.range) }
      elements.append(element)
      if !consume(.comma) { break }
    }
    try expectClosing(.rightBracket, .arrayLiteral, openerAt: opener)
    return Expr(.arrayLiteral(elements), range: range(from: tokens[opener].range.start))
  }

  /// Parses the selector and arguments of a message after its receiver.
  func parseMessage(to receiver: Expr, openerAt opener: Int) throws(ParseFailure) -> Expr {
    let first = current
    var selector = ""
    var selectorEnd = first.range.end
    var arguments: [Argument] = []
    if peek().isSymbol(.colon) {
      while let piece = current.word, peek().isSymbol(.colon) {
        let label = current
        advance()
        selectorEnd = current.range.end
        advance()
        let value = try parseExpression()
        arguments.append(Argument(label: piece, labelRange: label.range, value: value))
        selector += piece + ":"
      }
      while consume(.comma) {
        arguments.append(Argument(label: nil, value: try parseExpression()))
      }
    } else {
      selector = first.word ?? ""
      advance()
    }
    try expectClosing(.rightBracket, .messageSend, openerAt: opener)
    return Expr(
      .message(
        receiver: receiver, selector: selector,
        selectorRange: SourceRange(start: first.range.start, end: selectorEnd),
        arguments: arguments),
      range: range(from: tokens[opener].range.start))
  }

  /// Builds a string literal, parsing the tokens of each interpolation.
  func stringExpression(
    _ segments: [StringSegment], range: SourceRange
  ) throws(ParseFailure) -> Expr {
    var parts: [InterpolationPart] = []
    for segment in segments {
      switch segment {
      case .text(let text): parts.append(.text(text))
      case .code(let tokens, let codeRange):
        parts.append(.expression(try parseInterpolation(tokens, range: codeRange)))
      }
    }
    if parts.count == 1, case .text(let text) = parts[0] {
      return Expr(.stringLiteral(text), range: range)
    }
    return Expr(.interpolatedString(parts), range: range)
  }

  /// Parses the tokens of one `\(…)` as an expression, then returns to the main stream.
  func parseInterpolation(
    _ segmentTokens: [Token], range: SourceRange
  ) throws(ParseFailure) -> Expr {
    try enter()
    defer { depth -= 1 }
    let saved = (tokens, matches, index, inInterpolation, newlinesMatter, trailingClosuresAllowed)
    tokens =
      segmentTokens.isEmpty
      ? [Token(kind: .end, range: .at(range.end), newlineBefore: false, spaceBefore: false)]
      : segmentTokens
    matches = Self.matchBrackets(tokens)
    (index, inInterpolation, newlinesMatter, trailingClosuresAllowed) = (0, true, false, true)
    defer {
      (tokens, matches, index, inInterpolation, newlinesMatter, trailingClosuresAllowed) = saved
    }
    if current.isEnd { try fail(.expectedExpression(.interpolation), at: .at(range.start)) }
    let expr = try parseExpression()
    if !current.isEnd { try failMissing(.expected([")"], .interpolation)) }
    return expr
  }
}
