extension SyntaxParser {
  /// Parses one statement; returns nil for lines that produce none (`#import`, `import UIKit`,
  /// `@class X;`). A small dispatcher, since it sits on every block's recursion path.
  func parseStatement(_ kind: BodyKind) throws(ParseFailure) -> Stmt? {
    if kind == .swiftClass || kind == .swiftProtocol { return try parseSwiftMember(kind) }
    switch current.kind {
    case .keyword(let keyword): return try parseKeywordStatement(keyword, kind)
    case .identifier: return try parseIdentifierStatement(kind)
    case .symbol(.leftBrace): return try parseBlockStatement()
    case .atWord(let word): return try parseAtStatement(word, kind)
    default: return try parseSymbolStatement(kind)
    }
  }

  /// Parses a `{ … }` compound statement.
  func parseBlockStatement() throws(ParseFailure) -> Stmt {
    let start = current.range.start
    let body = try parseBraceBody(.block)
    return Stmt(.block(body), range: range(from: start))
  }

  /// Parses a statement that starts with an identifier: a declaration after modifiers, an
  /// Objective-C declaration, or an expression statement.
  func parseIdentifierStatement(_ kind: BodyKind) throws(ParseFailure) -> Stmt {
    if let word = current.identifier, Self.modifierWords.contains(word),
      startsSwiftDeclaration(afterModifiersAt: index)
    {
      return try parseSwiftDeclaration(kind)
    }
    if looksLikeObjCDeclaration() { return try parseObjCVariable() }
    return try parseExpressionStatement()
  }

  /// Parses a statement that starts with punctuation, a meta command or an error token.
  func parseSymbolStatement(_ kind: BodyKind) throws(ParseFailure) -> Stmt {
    let token = current
    switch token.kind {
    case .meta(let text):
      advance()
      guard kind == .topLevel else { try fail(.metaInsideBlock, at: token.range) }
      return Stmt(.meta(text: text), range: token.range)
    case .symbol(.colon) where token.newlineBefore || index == 0:
      try fail(.metaInsideBlock, at: token.range)
    case .symbol(let symbol) where symbol.isCloser:
      advance()
      try fail(.unexpectedCloser(symbol.rawValue), at: token.range)
    case .symbol(.increment), .symbol(.decrement):
      return try parsePrefixIncrement()
    default:
      guard looksLikeMethodSignature(at: index) else { return try parseExpressionStatement() }
      guard kind == .topLevel else { try fail(.methodInsideBody, at: token.range) }
      return try parseObjCMethod(inProtocol: false)
    }
  }

  /// Parses a statement that starts with a keyword.
  func parseKeywordStatement(
    _ keyword: Keyword, _ kind: BodyKind
  ) throws(ParseFailure) -> Stmt? {
    switch keyword {
    case .ifKeyword: return try parseIf()
    case .whileKeyword: return try parseWhile()
    case .forKeyword: return try parseFor()
    case .guardKeyword: return try parseGuard()
    case .letKeyword, .varKeyword, .funcKeyword, .classKeyword, .protocolKeyword,
      .extensionKeyword, .structKeyword, .initKeyword:
      return try parseSwiftDeclaration(kind)
    default: return try parseSimpleKeywordStatement(keyword)
    }
  }

  /// Parses `return`, `break`, `continue`, `import`, a literal keyword's expression statement,
  /// or reports an unsupported or misplaced keyword.
  func parseSimpleKeywordStatement(_ keyword: Keyword) throws(ParseFailure) -> Stmt? {
    let token = current
    switch keyword {
    case .returnKeyword:
      advance()
      let value = atStatementEnd ? nil : try parseExpression()
      return Stmt(.returnStatement(value), range: range(from: token.range.start))
    case .breakKeyword:
      advance()
      return Stmt(.breakStatement, range: token.range)
    case .continueKeyword:
      advance()
      return Stmt(.continueStatement, range: token.range)
    case .importKeyword:
      advance()
      while !atStatementEnd { advance() }
      return nil
    case .enumKeyword: try fail(.unsupported(.enumerations), at: token.range)
    case .switchKeyword, .caseKeyword, .defaultKeyword:
      try fail(.unsupported(.switchStatements), at: token.range)
    case .doKeyword, .tryKeyword, .throwKeyword, .catchKeyword:
      try fail(.unsupported(.errorHandling), at: token.range)
    case .repeatKeyword: try fail(.unsupported(.repeatLoops), at: token.range)
    case .deferKeyword: try fail(.unsupported(.deferStatements), at: token.range)
    case .deinitKeyword: try fail(.deinitializerOutsideClass, at: token.range)
    case .typealiasKeyword: try fail(.unsupported(.typeAliases), at: token.range)
    case .elseKeyword, .inKeyword, .whereKeyword, .isKeyword, .asKeyword:
      advance()
      try fail(.unexpectedToken(keyword.rawValue), at: token.range)
    default:
      return try parseExpressionStatement()
    }
  }

  /// Parses a statement that starts with an `@` word.
  func parseAtStatement(_ word: String, _ kind: BodyKind) throws(ParseFailure) -> Stmt? {
    let token = current
    switch word {
    case "interface", "implementation", "protocol":
      guard kind == .topLevel else { try fail(.unsupported(.nestedTypes), at: token.range) }
      return word == "protocol" ? try parseObjCProtocol() : try parseObjCClass()
    case "class", "import":
      advance()
      while !current.isEnd && !current.isSymbol(.semicolon) && !current.newlineBefore {
        advance()
      }
      _ = consume(.semicolon)
      return nil
    case "end":
      advance()
      try fail(.strayEnd, at: token.range)
    case "property", "synthesize", "dynamic", "optional", "required":
      advance()
      try fail(.unexpectedToken("@" + word), at: token.range)
    case "YES", "NO", "selector", "encode":
      return try parseExpressionStatement()
    default:
      guard startsSwiftDeclaration(afterModifiersAt: index) else {
        advance()
        try fail(.unexpectedToken("@" + word), at: token.range)
      }
      return try parseSwiftDeclaration(kind)
    }
  }

  /// Whether the current token ends a statement (`;`, a line break, `}` or the end).
  var atStatementEnd: Bool {
    let token = current
    return token.isEnd || token.isSymbol(.semicolon) || token.isSymbol(.rightBrace)
      || (token.newlineBefore && newlinesMatter)
  }

  /// Parses an expression statement, an assignment or `x++`.
  func parseExpressionStatement() throws(ParseFailure) -> Stmt {
    let target = try parseExpression()
    if let op = Self.assignmentOperator(current) { return try parseAssignment(to: target, op) }
    if (current.isSymbol(.increment) || current.isSymbol(.decrement)) && !current.newlineBefore {
      return try parsePostfixIncrement(of: target)
    }
    return Stmt(.expression(target), range: target.range)
  }

  /// Parses the value of `target op value`.
  func parseAssignment(
    to target: Expr, _ op: AssignmentOperator
  ) throws(ParseFailure) -> Stmt {
    try checkAssignable(target)
    advance()
    let value = try parseExpression()
    return Stmt(
      .assignment(target: target, op: op, value: value), range: range(from: target.range.start))
  }

  /// Turns `x++` into `x += 1` and `x--` into `x -= 1`.
  func parsePostfixIncrement(of target: Expr) throws(ParseFailure) -> Stmt {
    try checkAssignable(target)
    let token = current
    advance()
    let one = Expr(.intLiteral(1), range: token.range)
    let op: AssignmentOperator = token.isSymbol(.increment) ? .add : .subtract
    return Stmt(
      .assignment(target: target, op: op, value: one), range: range(from: target.range.start))
  }

  /// Parses `++x` or `--x` as a statement.
  func parsePrefixIncrement() throws(ParseFailure) -> Stmt {
    let token = current
    advance()
    let target = try parsePostfix(try parsePrimary())
    try checkAssignable(target)
    let one = Expr(.intLiteral(1), range: token.range)
    let op: AssignmentOperator = token.isSymbol(.increment) ? .add : .subtract
    return Stmt(
      .assignment(target: target, op: op, value: one), range: range(from: token.range.start))
  }

  /// The assignment operator a token spells.
  static func assignmentOperator(_ token: Token) -> AssignmentOperator? {
    switch token.symbol {
    case .assign: return .assign
    case .addAssign: return .add
    case .subtractAssign: return .subtract
    case .multiplyAssign: return .multiply
    case .divideAssign: return .divide
    case .bitOrAssign: return .bitOr
    default: return nil
    }
  }

  /// Reports a target that cannot be assigned to.
  func checkAssignable(_ target: Expr) throws(ParseFailure) {
    var expr = target
    while true {
      switch expr.kind {
      case .identifier, .member, .subscriptAccess, .selfRef: return
      case .parenthesized(let inner), .forceUnwrap(let inner): expr = inner
      default: try fail(.notAssignable, at: target.range)
      }
    }
  }

  /// Parses `{ statements }` as a body, reporting a missing `{` at `place`.
  func parseBraceBody(_ place: ParseMessage.Place) throws(ParseFailure) -> [Stmt] {
    let opener = current
    guard opener.isSymbol(.leftBrace) else { try failMissing(.expected(["{"], place)) }
    try enter()
    defer { depth -= 1 }
    advance()
    let saved = (newlinesMatter, trailingClosuresAllowed)
    newlinesMatter = true
    trailingClosuresAllowed = true
    defer { (newlinesMatter, trailingClosuresAllowed) = saved }
    let body = try parseStatements(.body, closedByBrace: true)
    let closingPlace: ParseMessage.Place = place == .functionBody ? .functionBody : .block
    try expectClosing(.rightBrace, closingPlace, opener: opener)
    return body
  }
}
