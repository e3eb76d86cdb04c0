extension SyntaxParser {
  /// Parses one statement; returns nil for lines that produce none (`#import`, `import UIKit`,
  /// `@class X;`). A small dispatcher, since it sits on every block's recursion path.
  func parseStatement(_ kind: BodyKind) throws(ParseFailure) -> Stmt? {
    if kind == .swiftClass || kind == .swiftProtocol { return try parseSwiftMember(kind) }
    // Most statements start with a name: tested in place, before the switch copies the token.
    if case .identifier = tokens[index].kind { return try parseIdentifierStatement(kind) }
    switch current.kind {
    case .keyword(let keyword): return try parseKeywordStatement(keyword, kind)
    case .identifier: return try parseIdentifierStatement(kind)
    case .symbol(.leftBrace):
      // Swift has no bare blocks; a top-level `{` stays C's compound statement.
      if bodyDialect == .swift { return try parseSwiftBraceStatement() }
      return try parseBlockStatement()
    case .atWord(let word): return try parseAtStatement(word, kind)
    case .directive: return try parseDefine()
    default: return try parseSymbolStatement(kind)
    }
  }

  /// Parses a `{ … }` compound statement.
  func parseBlockStatement(from start: Int? = nil) throws(ParseFailure) -> Stmt {
    let start = start ?? current.range.start
    let body = try parseBraceBody(.block)
    return Stmt(.block(body), range: range(from: start))
  }

  /// Parses a Swift statement that starts with `{`: a closure, as swiftc reads it (Swift has no
  /// bare blocks). Called at once (`{ … }()`) it runs; left alone it is swiftc's "closure
  /// expression is unused", unless it is the whole body of a function that returns it.
  private func parseSwiftBraceStatement() throws(ParseFailure) -> Stmt {
    let opener = index
    let statement = try parseExpressionStatement()
    guard case .expression(let expression) = statement.kind, case .closure = expression.kind
    else { return statement }
    let wholeBody = valueBodyOpener == opener - 1 && current.isSymbol(.rightBrace)
    if !wholeBody {
      let at = tokens[opener].range
      let index = report(.unusedClosure, at: at)
      diagnostics[index].notes = [.parse(.useDoStatement)]
      diagnostics[index].fixIt = .insert("do ", at: at.start)
      return Stmt(.invalid(diagnosticIndex: index), range: statement.range)
    }
    return statement
  }

  /// Parses a statement that starts with an identifier: a declaration after modifiers, an
  /// Objective-C declaration, or an expression statement.
  func parseIdentifierStatement(_ kind: BodyKind) throws(ParseFailure) -> Stmt? {
    guard let word = current.identifier else { return try parseExpressionStatement() }
    // `__attribute__((unused)) static …`: an attribute before a declaration changes nothing.
    if word.hasPrefix("__attribute"), Self.isAttributeMacro(word), nextToken.isSymbol(.leftParen),
      let closer = matchingCloser(of: index + 1)
    {
      index = closer + 1
      return try parseStatement(kind)
    }
    // A name followed by `.` (`view.addSubview(…)`, the most common statement) starts no
    // declaration: a modifier is followed by a word, a keyword, `(` or an attribute.
    if !nextToken.isSymbol(.dot), Self.modifierFilter.mayContain(word),
      Self.modifierWords.contains(word), startsSwiftDeclaration(afterModifiersAt: index)
    {
      return try parseSwiftDeclaration(kind)
    }
    if let statement = try parseWordStatement(word) { return statement }
    // `FOUNDATION_EXTERN NSString *const Key;` is a declaration, the macro its `extern`.
    if Self.macroFilter.mayContain(word), Self.ignoredMacros.contains(word),
      !nextToken.isSymbol(.leftParen) || word.hasPrefix("NS_"),
      !(word.hasSuffix("_EXTERN") || word.hasSuffix("_EXPORT")) || nextToken.identifier == nil
    {
      advance()
      if current.isSymbol(.leftParen), let closer = matchingCloser(of: index) { index = closer + 1 }
      return nil
    }
    if kind == .topLevel, looksLikeCFunction() { return try parseCFunction() }
    if looksLikeObjCDeclaration() { return try parseObjCVariable() }
    return try parseExpressionStatement()
  }

  /// Macros of Apple's headers that stand alone on a line and change nothing here.
  static let ignoredMacros: Set<String> = [
    "NS_ASSUME_NONNULL_BEGIN", "NS_ASSUME_NONNULL_END", "NS_HEADER_AUDIT_BEGIN",
    "NS_HEADER_AUDIT_END", "UIKIT_EXTERN", "FOUNDATION_EXPORT", "FOUNDATION_EXTERN",
    "NS_SWIFT_UI_ACTOR",
  ]

  /// Rule out most names before `modifierWords` and `ignoredMacros` hash them.
  static let modifierFilter = SpellingFilter(modifierWords)
  static let macroFilter = SpellingFilter(ignoredMacros)

  /// Statements that start with a contextual word: `fallthrough`, `typedef`, a label
  /// (`outer: for …`); nil when the word starts none of them.
  func parseWordStatement(_ word: String) throws(ParseFailure) -> Stmt? {
    // Most statements start with a name followed by `.`, `(` or `=`: none of these.
    if !nextToken.isSymbol(.colon) && word.utf8.count != 11 && word.utf8.count != 7 { return nil }
    let token = current
    switch word {
    case "fallthrough" where atStatementEnd(after: 1):
      advance()
      return Stmt(.fallthroughStatement, range: token.range)
    case "typedef":
      return try parseTypedef()
    default:
      guard nextToken.isSymbol(.colon), !nextToken.spaceBefore || peek(2).newlineBefore == false,
        Self.labelledKeywords.contains(where: { peek(2).isKeyword($0) })
      else { return nil }
      advance()
      advance()
      let inner = try parseStatement(.body)
      guard let inner else { try failMissing(.expectedExpression(nil)) }
      return Stmt(.labeled(word, inner), range: range(from: token.range.start))
    }
  }

  /// The statements a label may name.
  static let labelledKeywords: [Keyword] = [
    .forKeyword, .whileKeyword, .repeatKeyword, .switchKeyword, .doKeyword, .ifKeyword,
  ]

  /// Whether the token `offset` places ahead ends a statement (so a word there stands alone).
  func atStatementEnd(after offset: Int) -> Bool {
    let token = peek(offset)
    return token.isEnd || token.isSymbol(.semicolon) || token.isSymbol(.rightBrace)
      || token.newlineBefore || token.isKeyword(.caseKeyword)
      || token.isKeyword(.defaultKeyword)
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
    case .switchKeyword: return try parseSwitch()
    case .repeatKeyword: return try parseRepeat()
    case .doKeyword: return try parseDo()
    case .deferKeyword:
      let start = current.range.start
      advance()
      let body = try parseBraceBody(.block)
      return Stmt(.deferStatement(body), range: range(from: start))
    case .enumKeyword where startsCEnum(at: index):
      return try parseCEnum(typedefStart: nil)
    case .structKeyword where startsCStruct(at: index):
      return try parseCStruct(typedefStart: nil)
    case .letKeyword, .varKeyword, .funcKeyword, .classKeyword, .protocolKeyword,
      .extensionKeyword, .structKeyword, .initKeyword, .enumKeyword, .typealiasKeyword:
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
    case .breakKeyword, .continueKeyword:
      advance()
      var label: String?
      if let name = current.identifier, !current.newlineBefore {
        label = name
        advance()
      }
      let kind: Stmt.Kind =
        keyword == .breakKeyword ? .breakStatement(label) : .continueStatement(label)
      return Stmt(kind, range: range(from: token.range.start))
    case .importKeyword:
      advance()
      while !atStatementEnd { advance() }
      return nil
    case .caseKeyword, .defaultKeyword:
      advance()
      try fail(.caseOutsideSwitch(keyword.rawValue), at: token.range)
    case .tryKeyword:
      return try parseExpressionStatement()
    case .throwKeyword:
      return try parseSwiftThrow()
    case .catchKeyword:
      advance()
      try fail(.unexpectedToken(keyword.rawValue), at: token.range)
    case .deinitKeyword: try fail(.deinitializerOutsideClass, at: token.range)
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
    case "property" where kind == .topLevel:
      // At the prompt, as a method written there is the container's, so is a property: an
      // answer file holds the class's members without its `@interface`.
      return try parseProperty()
    case "property", "synthesize", "dynamic", "optional", "required":
      advance()
      try fail(.unexpectedToken("@" + word), at: token.range)
    case "YES", "NO", "selector", "encode":
      return try parseExpressionStatement()
    case "autoreleasepool":
      // A pool changes nothing the simulation shows: its body runs as a scope.
      advance()
      return try parseBlockStatement(from: token.range.start)
    case "synchronized":
      // One thread here: the lock is taken at once; its object is still evaluated by clang,
      // but reading it has no effect worth showing.
      advance()
      let opener = try expect(.leftParen, .expression)
      _ = try parseExpression()
      try expectClosing(.rightParen, .expression, opener: opener)
      return try parseBlockStatement(from: token.range.start)
    case "try":
      advance()
      return try parseObjCTry(from: token)
    case "catch", "finally":
      // clang reads a clause with no `@try` before it as an expression starting with `@`.
      advance()
      try fail(.unexpectedAt, at: token.range)
    case "throw":
      advance()
      guard !atStatementEnd else {
        guard catchDepth > 0 else { try fail(.rethrowOutsideCatch, at: token.range) }
        return Stmt(.throwStatement(nil), range: token.range)
      }
      let value = try parseExpression()
      return Stmt(.throwStatement(value), range: range(from: token.range.start))
    default:
      guard startsSwiftDeclaration(afterModifiersAt: index) else {
        advance()
        try fail(.unexpectedToken("@" + word), at: token.range)
      }
      return try parseSwiftDeclaration(kind)
    }
  }

  /// Parses the rest of `@try { … } @catch (NSException *e) { … } @finally { … }` after `@try`.
  private func parseObjCTry(from keyword: Token) throws(ParseFailure) -> Stmt {
    let body = try parseBraceBody(.block)
    var catches: [CatchClause] = []
    while case .atWord("catch") = current.kind {
      let start = current.range.start
      advance()
      let opener = try expect(.leftParen, .expression)
      var className: String?
      var name: String?
      if !consume(.closedRange) {
        let type = try parseObjCType(.expression).0
        // `id`, or a pointer to a class (`NSException *`); C types and structures are not.
        let isObject =
          type.name == "id"
          ? type.pointerDepth == 0 : type.pointerDepth == 1 && type.name.first?.isUppercase == true
        guard isObject, !type.isFunction else {
          try fail(.catchParameterNotObject, at: type.range)
        }
        className = type.name == "id" ? nil : type.name
        if let word = current.identifier {
          name = word
          advance()
        }
      }
      try expectClosing(.rightParen, .expression, opener: opener)
      catchDepth += 1
      defer { catchDepth -= 1 }
      let clause = try parseBraceBody(.block)
      catches.append(
        CatchClause(className: className, name: name, body: clause, range: range(from: start)))
    }
    var finally: [Stmt]?
    if case .atWord("finally") = current.kind {
      advance()
      finally = try parseBraceBody(.block)
    }
    guard !catches.isEmpty || finally != nil else {
      // At the prompt, the `@catch` may be on the next line still to come.
      if current.isEnd && !inInterpolation { isIncomplete = true }
      try fail(.tryWithoutCatch, at: keyword.range)
    }
    return Stmt(
      .tryStatement(body: body, catches: catches, finally: finally),
      range: range(from: keyword.range.start))
  }

  /// Whether the current token ends a statement (`;`, a line break, `}` or the end).
  var atStatementEnd: Bool {
    let token = current
    return token.isEnd || token.isSymbol(.semicolon) || token.isSymbol(.rightBrace)
      || (token.newlineBefore && newlinesMatter)
  }

  /// Parses an expression statement, an assignment or `x++`.
  func parseExpressionStatement() throws(ParseFailure) -> Stmt {
    let first = try parseOneExpressionStatement()
    // C's comma operator between statements: `old = a, a = new;` runs left to right.
    guard current.isSymbol(.comma), isObjectiveCLine(at: first.range.start) else { return first }
    var parts = [first]
    while consume(.comma) { parts.append(try parseOneExpressionStatement()) }
    return Stmt(.block(parts), range: range(from: first.range.start))
  }

  private func parseOneExpressionStatement() throws(ParseFailure) -> Stmt {
    if current.isSymbol(.star) { return try parseDereferenceAssignment() }
    if (current.isSymbol(.increment) || current.isSymbol(.decrement)) && !incrementIsC {
      try failRemovedIncrement()
    }
    let target = try parseExpression()
    if let op = Self.assignmentOperator(current) { return try parseAssignment(to: target, op) }
    if case .unary(let op, let operand) = target.kind, op == .postIncrement || op == .postDecrement
    {
      // `x++;` alone is the statement `x += 1`, whose value nobody reads.
      let one = Expr(.intLiteral(1), range: target.range)
      return Stmt(
        .assignment(target: operand, op: op == .postIncrement ? .add : .subtract, value: one),
        range: target.range)
    }
    // Moved into the statement, not copied into it and then dropped here.
    let range = target.range
    return Stmt(.expression(consume target), range: range)
  }

  /// Parses the value of `target op value`.
  func parseAssignment(
    to target: Expr, _ op: AssignmentOperator
  ) throws(ParseFailure) -> Stmt {
    try checkAssignable(target)
    advance()
    var value = try parseExpression()
    if op == .assign, isObjectiveCLine(at: target.range.start) {
      value = try parseChainedAssignment(value)
    }
    return Stmt(
      .assignment(target: target, op: op, value: value), range: range(from: target.range.start))
  }

  /// C's `a = b = c`: an assignment is an expression and groups to the right, so the value of
  /// `a = …` is the assignment `b = c`.
  private func parseChainedAssignment(_ first: Expr) throws(ParseFailure) -> Expr {
    guard current.isSymbol(.assign) else { return first }
    try checkAssignable(first)
    try enter()
    defer { depth -= 1 }
    advance()
    let rest = try parseChainedAssignment(try parseExpression())
    return Expr(.assignment(target: first, value: rest), range: range(from: first.range.start))
  }

  /// Parses `++x` or `--x` as a statement.
  func parsePrefixIncrement() throws(ParseFailure) -> Stmt {
    guard incrementIsC else { try failRemovedIncrement() }
    let token = current
    advance()
    let target = try parsePostfix(try parsePrimary())
    try checkAssignable(target)
    let one = Expr(.intLiteral(1), range: token.range)
    let op: AssignmentOperator = token.isSymbol(.increment) ? .add : .subtract
    return Stmt(
      .assignment(target: target, op: op, value: one), range: range(from: token.range.start))
  }

  /// Parses C's `*stop = YES;`, an assignment through a pointer parameter.
  func parseDereferenceAssignment() throws(ParseFailure) -> Stmt {
    let star = current
    advance()
    guard let name = current.identifier else { try failMissing(.expectedExpression(nil)) }
    let nameToken = current
    advance()
    let target = Expr(
      .unary(.dereference, Expr(.identifier(name), range: nameToken.range)),
      range: star.range.union(nameToken.range))
    guard let op = Self.assignmentOperator(current) else {
      try failMissing(.expected(["="], .expression))
    }
    advance()
    let value = try parseExpression()
    return Stmt(
      .assignment(target: target, op: op, value: value), range: range(from: star.range.start))
  }

  /// The assignment operator a token spells.
  static func assignmentOperator(_ token: Token) -> AssignmentOperator? {
    switch token.symbol {
    case .assign: return .assign
    case .addAssign: return .add
    case .subtractAssign: return .subtract
    case .multiplyAssign: return .multiply
    case .divideAssign: return .divide
    case .remainderAssign: return .remainder
    case .bitOrAssign: return .bitOr
    case .bitAndAssign: return .bitAnd
    case .bitXorAssign: return .bitXor
    case .shiftLeftAssign: return .shiftLeft
    case .shiftRightAssign: return .shiftRight
    default: return nil
    }
  }

  /// Reports a target that cannot be assigned to.
  func checkAssignable(_ target: Expr) throws(ParseFailure) {
    var expr = target
    while true {
      switch expr.kind {
      case .identifier, .member, .subscriptAccess, .selfRef: return
      case .unary(.dereference, _): return
      case .parenthesized(let inner), .forceUnwrap(let inner), .optionalChain(let inner),
        .optionalBase(let inner):
        expr = inner
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
