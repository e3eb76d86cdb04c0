extension SyntaxParser {
  /// Parses `if`, in Swift form (`if a, let b = c { }`) or C form (`if (a) stmt; else stmt;`).
  func parseIf() throws(ParseFailure) -> Stmt {
    let start = current.range.start
    advance()
    let (conditions, cStyle) = try parseConditions(.ifCondition)
    let braced = current.isSymbol(.leftBrace)
    let then = try parseControlledBody(cStyle: cStyle, .ifCondition)
    let otherwise = try parseElse(afterBraces: braced)
    return Stmt(
      .ifStatement(conditions: conditions, then: then, otherwise: otherwise),
      range: range(from: start))
  }

  /// Parses the `else` part of an `if`, if any: `else if …`, `else { }` or `else stmt;`.
  func parseElse(afterBraces braced: Bool) throws(ParseFailure) -> [Stmt]? {
    if !braced && current.isSymbol(.semicolon) && nextToken.isKeyword(.elseKeyword) { advance() }
    guard current.isKeyword(.elseKeyword) else { return nil }
    advance()
    if current.isKeyword(.ifKeyword) {
      try enter()
      defer { depth -= 1 }
      return [try parseIf()]
    }
    if current.isSymbol(.leftBrace) || current.isEnd { return try parseBraceBody(.elseClause) }
    return try parseEmbeddedStatement()
  }

  /// Parses `guard conditions else { }`.
  func parseGuard() throws(ParseFailure) -> Stmt {
    let start = current.range.start
    advance()
    let (conditions, _) = try parseConditions(.guardCondition)
    guard current.isKeyword(.elseKeyword) else {
      try failMissing(.expected(["else"], .guardCondition))
    }
    advance()
    let body = try parseBraceBody(.elseClause)
    return Stmt(.guardStatement(conditions: conditions, otherwise: body), range: range(from: start))
  }

  /// Parses `while cond { }` or `while (cond) stmt;`.
  func parseWhile() throws(ParseFailure) -> Stmt {
    let start = current.range.start
    advance()
    let (conditions, cStyle) = try parseConditions(.whileCondition)
    let body = try parseControlledBody(cStyle: cStyle, .whileCondition)
    return Stmt(.whileLoop(condition: conditions, body: body), range: range(from: start))
  }

  /// Parses the body of a control statement: braces, or one statement after a C condition.
  func parseControlledBody(
    cStyle: Bool, _ place: ParseMessage.Place
  ) throws(ParseFailure) -> [Stmt] {
    if cStyle && !current.isSymbol(.leftBrace) && !current.isEnd {
      return try parseEmbeddedStatement()
    }
    return try parseBraceBody(place)
  }

  /// Parses the single statement of a braceless C body.
  func parseEmbeddedStatement() throws(ParseFailure) -> [Stmt] {
    try enter()
    defer { depth -= 1 }
    let saved = (newlinesMatter, trailingClosuresAllowed)
    newlinesMatter = true
    trailingClosuresAllowed = true
    defer { (newlinesMatter, trailingClosuresAllowed) = saved }
    guard let statement = try parseStatement(.body) else { return [] }
    defer { extraStatements.removeAll() }
    return [statement] + extraStatements
  }

  /// Parses the conditions of `if`, `guard` or `while`; reports whether they were written in
  /// the C form, a parenthesized condition followed by a braceless statement.
  func parseConditions(
    _ place: ParseMessage.Place
  ) throws(ParseFailure) -> ([Condition], cStyle: Bool) {
    let savedOpener = conditionOpener
    conditionOpener = current.isSymbol(.leftParen) ? index : nil
    defer { conditionOpener = savedOpener }
    if current.isSymbol(.leftParen), let closer = matchingCloser(of: index),
      startsCStyleBody(tokens[min(closer + 1, tokens.count - 1)])
    {
      return ([.expression(try parseParenthesized())], true)
    }
    let saved = trailingClosuresAllowed
    trailingClosuresAllowed = false
    defer { trailingClosuresAllowed = saved }
    var conditions: [Condition] = []
    repeat {
      if current.isKeyword(.letKeyword) || current.isKeyword(.varKeyword) {
        conditions.append(try parseOptionalBinding())
      } else if current.isKeyword(.caseKeyword) {
        conditions.append(try parseCaseCondition())
      } else if current.isSymbol(.leftBrace) || current.isEnd {
        try failMissing(.expectedExpression(nil))
      } else {
        conditions.append(.expression(try parseExpression()))
      }
    } while consume(.comma)
    if current.isSymbol(.assign) { try fail(.assignmentInCondition, at: current.range) }
    return (conditions, false)
  }

  /// Parses `let x = e`, `var x = e` or the shorthand `let x` in a condition.
  func parseOptionalBinding() throws(ParseFailure) -> Condition {
    advance()
    if current.isSymbol(.leftParen) { return try parseTupleBinding() }
    let name = current
    guard let identifier = name.identifier ?? (name.isKeyword(.selfKeyword) ? "self" : nil) else {
      try failMissing(.expectedName(.variableDeclaration))
    }
    advance()
    if consume(.colon) { _ = try parseSwiftType(.typeAnnotation) }
    guard consume(.assign) else {
      return .optionalBinding(name: identifier, nameRange: name.range, value: nil)
    }
    let value = try parseExpression()
    return .optionalBinding(name: identifier, nameRange: name.range, value: value)
  }

  /// Parses `let (a, b) = e` in a condition: `e` is an optional tuple, unwrapped and taken
  /// apart, as `case let (a, b)? = e` does.
  func parseTupleBinding() throws(ParseFailure) -> Condition {
    let opener = current
    advance()
    var elements: [PatternElement] = []
    repeat {
      let token = current
      if token.isWord("_") {
        elements.append(PatternElement(label: nil, pattern: .wildcard))
      } else if let name = token.identifier {
        elements.append(PatternElement(label: nil, pattern: .binding(name, token.range)))
      } else {
        try failMissing(.expectedName(.variableDeclaration))
      }
      advance()
    } while consume(.comma)
    try expectClosing(.rightParen, .variableDeclaration, opener: opener)
    if consume(.colon) { _ = try parseSwiftType(.typeAnnotation) }
    try expect(.assign, .variableDeclaration)
    let value = try parseExpression()
    let tuple = Pattern.tuple(elements)
    let some = Pattern.enumCase(
      type: nil, name: "some", payload: [PatternElement(label: nil, pattern: tuple)],
      range: opener.range)
    return .casePattern(some, value)
  }

  /// Whether the token after a parenthesized condition starts a braceless C statement rather
  /// than continuing a Swift condition (`(a) && b`) or opening the braced body.
  func startsCStyleBody(_ next: Token) -> Bool {
    switch next.kind {
    case .symbol(let symbol):
      // `if (error) *error = …;`: C's body through a pointer.
      if symbol == .star { return bodyDialect != .swift }
      return [.leftBracket, .leftParen, .at, .caret, .increment, .decrement].contains(symbol)
    case .identifier, .objcString, .string, .integer, .floating, .atWord:
      return true
    case .keyword(let keyword):
      return ![.elseKeyword, .isKeyword, .asKeyword, .inKeyword, .whereKeyword].contains(keyword)
    case .meta, .invalid, .end, .directive:
      return false
    }
  }

  /// Parses `for x in seq { }`, `for (T *x in seq) { }` or `for (init; cond; step) { }`.
  func parseFor() throws(ParseFailure) -> Stmt {
    let start = current.range.start
    advance()
    // `for (a, b) in pairs` (or `for (a, b): (A, B) in pairs`) is a Swift tuple pattern; any
    // other parenthesis opens a C header.
    if current.isSymbol(.leftParen) {
      let closer = matchingCloser(of: index)
      let after = closer.map { tokens[min($0 + 1, tokens.count - 1)] }
      if after.map({ !$0.isKeyword(.inKeyword) && !$0.isSymbol(.colon) }) ?? true {
        return try parseParenthesizedFor(start: start)
      }
    }
    if current.isKeyword(.caseKeyword) { advance() }
    if current.isKeyword(.varKeyword) || current.isKeyword(.letKeyword) { advance() }
    guard current.identifier != nil || current.isSymbol(.leftParen) || current.isSymbol(.dot)
    else { try failMissing(.expectedName(.forHeader)) }
    var pattern: Pattern? = try parsePattern(binds: true)
    if case .wildcard = pattern { pattern = nil }
    // `for item: MenuItemView in items`: the elements' type, as swiftc checks it.
    if current.isSymbol(.colon) {
      advance()
      _ = try parseSwiftType(.type)
    }
    guard current.isKeyword(.inKeyword) else { try failMissing(.expected(["in"], .forEachPattern)) }
    advance()
    let saved = trailingClosuresAllowed
    trailingClosuresAllowed = false
    defer { trailingClosuresAllowed = saved }
    let sequence = try parseExpression()
    var whereClause: Expr?
    if current.isKeyword(.whereKeyword) {
      advance()
      whereClause = try parseExpression()
    }
    trailingClosuresAllowed = saved
    let body = try parseBraceBody(.forEachBody)
    return Stmt(
      .forIn(pattern: pattern, sequence: sequence, whereClause: whereClause, body: body),
      range: range(from: start))
  }

  /// Parses the Objective-C and C `for` loops, whose header is parenthesized.
  func parseParenthesizedFor(start: Int) throws(ParseFailure) -> Stmt {
    let opener = current
    let closer = matchingCloser(of: index)
    advance()
    let saved = newlinesMatter
    newlinesMatter = false
    if isForInHeader(until: closer) {
      var variable: String?
      let variableStart = current.range
      if let name = current.identifier, nextToken.isKeyword(.inKeyword) {
        variable = name == "_" ? nil : name
        advance()
      } else {
        let (_, blockName) = try parseObjCType(.forHeader)
        guard let name = blockName?.identifier ?? current.identifier else {
          try failMissing(.expectedName(.forHeader))
        }
        if blockName == nil { advance() }
        variable = name
      }
      guard current.isKeyword(.inKeyword) else {
        try failMissing(.expected(["in"], .forEachPattern))
      }
      advance()
      let sequence = try parseExpression()
      try expectClosing(.rightParen, .forHeader, opener: opener)
      newlinesMatter = saved
      let body = try parseControlledBody(cStyle: true, .forEachBody)
      let pattern = variable.map { Pattern.binding($0, variableStart) }
      return Stmt(
        .forIn(pattern: pattern, sequence: sequence, whereClause: nil, body: body),
        range: range(from: start))
    }
    let savedHeader = inCForHeader
    inCForHeader = true
    defer { inCForHeader = savedHeader }
    let initializer = current.isSymbol(.semicolon) ? [] : [try parseSimpleStatement()]
    try expect(.semicolon, .forHeader)
    let condition = current.isSymbol(.semicolon) ? nil : try parseExpression()
    try expect(.semicolon, .forHeader)
    var step: [Stmt] = []
    if !current.isSymbol(.rightParen) {
      repeat { step.append(try parseSimpleStatement()) } while consume(.comma)
    }
    try expectClosing(.rightParen, .forHeader, opener: opener)
    inCForHeader = savedHeader
    newlinesMatter = saved
    let body = try parseControlledBody(cStyle: true, .forEachBody)
    return Stmt(
      .forLoop(initializer: initializer, condition: condition, step: step, body: body),
      range: range(from: start))
  }

  /// Whether the parenthesized `for` header holds `in` before any `;`.
  func isForInHeader(until closer: Int?) -> Bool {
    let limit = min(closer ?? index + 64, tokens.count - 1)
    var position = index
    var nested = 0
    while position < limit {
      let token = tokens[position]
      if token.isSymbol(.semicolon) && nested == 0 { return false }
      if token.isKeyword(.inKeyword) && nested == 0 { return true }
      if let symbol = token.symbol {
        if symbol.isOpener { nested += 1 } else if symbol.isCloser { nested -= 1 }
        if nested < 0 { return false }
      }
      position += 1
    }
    return false
  }

  /// Parses a declaration, an assignment, an increment or an expression in a C `for` header.
  func parseSimpleStatement() throws(ParseFailure) -> Stmt {
    if current.isSymbol(.increment) || current.isSymbol(.decrement) {
      return try parsePrefixIncrement()
    }
    if current.isKeyword(.varKeyword) || current.isKeyword(.letKeyword) {
      return try parseSwiftVariable(modifiers: Modifiers(), member: false)
    }
    if looksLikeObjCDeclaration() { return try parseObjCVariable() }
    return try parseExpressionStatement()
  }
}
