extension SyntaxParser {
  /// Parses `(expr)` or a C cast `(UIButton *)sender`.
  func parseParenthesized() throws(ParseFailure) -> Expr {
    if looksLikeCast(at: index) { return try parseCCast() }
    if startsCompoundLiteral(at: index) { return try parseCompoundLiteral() }
    let opener = index
    advance()
    let saved = enterBrackets()
    defer { restore(saved) }
    if consume(.rightParen) {
      return Expr(.tuple([]), range: range(from: tokens[opener].range.start))
    }
    if current.word != nil, nextToken.isSymbol(.colon) { return try parseTuple(openerAt: opener) }
    if bodyDialect == .objc, current.isSymbol(.leftBrace) {
      // GNU C's statement expression `({ …; value; })`: the block runs, and its last
      // expression statement is the value.
      let body = try parseBraceBody(.block)
      try expectClosing(.rightParen, .expression, openerAt: opener)
      let whole = range(from: tokens[opener].range.start)
      return Expr(.branchValue(Stmt(.block(body), range: whole)), range: whole)
    }
    let inner = try parseExpression()
    if current.isSymbol(.assign), isDoubleParenthesis(opener) {
      return try parseAssignmentInParentheses(to: inner, openerAt: opener)
    }
    if current.isSymbol(.assign), opener == conditionOpener, assignsInCDialect() {
      warnAssignmentAsCondition(at: current.range)
      return try parseAssignmentInParentheses(to: inner, openerAt: opener)
    }
    if current.isSymbol(.assign), opener != conditionOpener {
      // An assignment in parentheses inside a larger expression is an expression of its own:
      // C's `nil != (parent = parent.parent)`, Swift's `c ? (x = 1) : (x = 2)`.
      return try parseAssignmentInParentheses(to: inner, openerAt: opener)
    }
    if current.isSymbol(.comma) { return try parseTuple(openerAt: opener, first: inner) }
    try closeParenthesized(openerAt: opener)
    return Expr(.parenthesized(inner), range: range(from: tokens[opener].range.start))
  }

  /// Parses the elements of a tuple `(a, b)`, `(x: 1, y: 2)` after its `(`.
  func parseTuple(openerAt opener: Int, first: Expr? = nil) throws(ParseFailure) -> Expr {
    var elements: [Argument] = first.map { [Argument(label: nil, value: $0)] } ?? []
    if first != nil { advance() }
    while !current.isSymbol(.rightParen) {
      elements.append(try parseArgument())
      if !consume(.comma) { break }
    }
    try expectClosing(.rightParen, .expression, openerAt: opener)
    return Expr(.tuple(elements), range: range(from: tokens[opener].range.start))
  }

  /// Whether the `(` at `opener` sits directly inside another, `((…))`: C's way of saying an
  /// assignment used as a condition is meant.
  func isDoubleParenthesis(_ opener: Int) -> Bool {
    guard opener > 0, tokens[opener - 1].isSymbol(.leftParen),
      let inner = matchingCloser(of: opener), let outer = matchingCloser(of: opener - 1)
    else { return false }
    return outer == inner + 1
  }

  /// Whether the `=` at the current token is C's (in an Objective-C body, or assigning a
  /// message send or a boxed value), which clang accepts with a warning where swiftc refuses.
  func assignsInCDialect() -> Bool {
    if let bodyDialect { return bodyDialect == .objc }
    let value = nextToken
    if case .atWord = value.kind { return true }
    return value.isSymbol(.leftBracket) || value.isSymbol(.at)
  }

  /// clang's `-Wparentheses` warning, with its two notes.
  func warnAssignmentAsCondition(at range: SourceRange) {
    var warning = Diagnostic(.warning, .parse(.assignmentAsCondition), at: range)
    warning.notes = [.parse(.parenthesizeAssignment), .parse(.assignmentMeantAsComparison)]
    diagnostics.append(warning)
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

  /// Consumes the `)` of a parenthesized expression, explaining `=` on the way.
  func closeParenthesized(openerAt opener: Int) throws(ParseFailure) {
    if current.isSymbol(.assign) { try fail(.assignmentInCondition, at: current.range) }
    try expectClosing(.rightParen, .expression, openerAt: opener)
  }

  /// ARC's bridging keywords, written before the type of a cast.
  static let bridgeWords: Set<String> = ["__bridge", "__bridge_transfer", "__bridge_retained"]

  /// The C scalar type names that make `(T)x` a cast.
  static let cScalarTypes: Set<String> = [
    "CFTypeRef",
    "NSInteger", "NSUInteger", "CGFloat", "BOOL", "int", "float", "double", "long", "id",
    "void", "unsigned", "NSTimeInterval", "char", "short", "signed", "SEL",
    "int64_t", "uint64_t", "int32_t", "uint32_t", "int16_t", "uint16_t", "int8_t", "uint8_t",
    "size_t", "ssize_t", "intptr_t", "uintptr_t", "dispatch_time_t",
  ]

  /// Whether the `(` at `position` starts a C cast: `(UIButton *)`, `(UIViewController<P> *)`,
  /// or `(NSInteger)`, followed by the start of an operand.
  func looksLikeCast(at position: Int) -> Bool {
    // ARC's bridging casts (`(__bridge id)ctx`, `(__bridge void *)self`) name the type after
    // their keyword; the value passes through unchanged.
    var first = position + 1
    while first < tokens.count, let word = tokens[first].identifier, Self.bridgeWords.contains(word)
    {
      first += 1
    }
    guard first + 1 < tokens.count, let name = tokens[first].identifier else {
      return false
    }
    var next = first + 1
    if Self.cScalarTypes.contains(name) || Self.cTypePrefixes.contains(name) {
      // `(unsigned long)`, `(long long)`, `(char *)`.
      while next < tokens.count, let word = tokens[next].identifier,
        ["int", "long", "char", "short", "double"].contains(word)
      {
        next += 1
      }
      // `(id<UIViewControllerTransitionCoordinatorContext>)`: an object of some class that
      // adopts the protocols.
      if name == "id", next < tokens.count, tokens[next].isSymbol(.less) {
        guard let after = angleBracketsEnd(from: next) else { return false }
        next = after
      }
      while next < tokens.count && tokens[next].isSymbol(.star) { next += 1 }
      if next < tokens.count && tokens[next].isSymbol(.rightParen) {
        return startsCastOperand(at: next + 1)
      }
    }
    guard name.first?.isUppercase == true else { return false }
    // `(UIBarStyle)self.style`: a type name alone, as an enumeration's or a struct's, before
    // an operand that cannot follow a parenthesized value (a name, a literal).
    if tokens[next].isSymbol(.rightParen), bodyDialect != .swift,
      isObjectiveCLine(at: tokens[position].range.start)
    {
      return startsBareTypeCastOperand(at: next + 1)
    }
    if tokens[next].isSymbol(.less) {
      guard let after = angleBracketsEnd(from: next) else { return false }
      next = after
    }
    guard next < tokens.count, tokens[next].isSymbol(.star) else { return false }
    while next < tokens.count && tokens[next].isSymbol(.star) { next += 1 }
    guard next < tokens.count, tokens[next].isSymbol(.rightParen) else { return false }
    return startsCastOperand(at: next + 1)
  }

  /// Whether the token at `position` starts an operand that only a cast can put right after
  /// `)`: a name, `self` or a literal (a `(`, `-` or `[` would make the parenthesized name a
  /// value called, subtracted from or subscripted).
  func startsBareTypeCastOperand(at position: Int) -> Bool {
    guard position < tokens.count else { return false }
    switch tokens[position].kind {
    case .identifier, .integer, .floating, .string, .objcString, .atWord: return true
    case .keyword(let keyword): return keyword == .selfKeyword || Self.literal(keyword) != nil
    default: return false
    }
  }

  /// Whether the token at `position` can start the operand of a cast.
  func startsCastOperand(at position: Int) -> Bool {
    guard position < tokens.count else { return false }
    switch tokens[position].kind {
    case .identifier, .integer, .floating, .string, .objcString, .atWord: return true
    case .keyword(let keyword): return Self.literal(keyword) != nil
    case .symbol(let symbol):
      return [.leftParen, .leftBracket, .at, .caret, .bang, .minus, .increment, .decrement]
        .contains(symbol)
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
      case .symbol(.shiftRight):
        nested -= 2
        if nested <= 0 { return nested == 0 ? next + 1 : nil }
      case .symbol(.star), .symbol(.comma), .identifier, .keyword(.inKeyword): break
      default: return nil
      }
      next += 1
    }
    return nil
  }

  /// Whether the `(` at `position` starts C's compound literal: `(CGRect){0, 0, 10, 10}`, a type
  /// named alone before braces.
  func startsCompoundLiteral(at position: Int) -> Bool {
    guard bodyDialect != .swift, position + 3 < tokens.count,
      let name = tokens[position + 1].identifier, name.first?.isUppercase == true,
      tokens[position + 2].isSymbol(.rightParen), tokens[position + 3].isSymbol(.leftBrace)
    else { return false }
    return isObjectiveCLine(at: tokens[position].range.start)
  }

  /// Parses `(Type){…}`: the initialiser list converted to the type.
  func parseCompoundLiteral() throws(ParseFailure) -> Expr {
    let opener = current
    try enter()
    defer { depth -= 1 }
    advance()
    let (type, _) = try parseObjCType(.cast)
    try expectClosing(.rightParen, .cast, opener: opener)
    let list = try parseInitializerList()
    return Expr(.cast(list, to: type, conditional: false), range: opener.range.union(list.range))
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
}
