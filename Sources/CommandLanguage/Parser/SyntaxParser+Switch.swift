extension SyntaxParser {
  /// Parses a `switch`: Swift's (cases with patterns, no fall-through) or C's (labels into one
  /// body, falling through until `break`), told apart by the code around it.
  func parseSwitch() throws(ParseFailure) -> Stmt {
    let start = current.range.start
    advance()
    if looksLikeCSwitch() { return try parseCSwitch(start: start) }
    let saved = trailingClosuresAllowed
    trailingClosuresAllowed = false
    let subject = try parseExpression()
    trailingClosuresAllowed = saved
    let opener = current
    guard opener.isSymbol(.leftBrace) else { try failMissing(.expected(["{"], .switchSubject)) }
    try enter()
    defer { depth -= 1 }
    advance()
    var cases: [SwitchCase] = []
    var sawDefault = false
    while !current.isSymbol(.rightBrace) && !current.isEnd {
      let caseStart = current.range.start
      if case .atWord("unknown") = current.kind { advance() }
      let label = current
      var patterns: [Pattern] = []
      var guardExpr: Expr?
      if label.isKeyword(.caseKeyword) {
        if sawDefault { try fail(.caseAfterDefault, at: label.range) }
        advance()
        repeat { patterns.append(try parsePattern(binds: false)) } while consume(.comma)
        if current.isKeyword(.whereKeyword) {
          advance()
          guardExpr = try parseExpression()
        }
      } else if label.isKeyword(.defaultKeyword) {
        advance()
        sawDefault = true
      } else {
        try fail(.expected(["case", "default"], .switchBody), at: label.range)
      }
      try expect(.colon, .switchCase)
      let body = try parseStatements(.caseBody, closedByBrace: true)
      if body.isEmpty { try fail(.emptyCase(label.word ?? "case"), at: label.range) }
      cases.append(
        SwitchCase(
          patterns: patterns, guardExpr: guardExpr, body: body, isDefault: patterns.isEmpty,
          range: range(from: caseStart)))
    }
    if cases.isEmpty { try fail(.emptySwitch, at: opener.range) }
    try expectClosing(.rightBrace, .switchBody, opener: opener)
    return Stmt(.switchStatement(subject: subject, cases: cases), range: range(from: start))
  }

  /// Whether the `switch` at the cursor is C's: in Objective-C code, or, at the top level,
  /// one whose body ends its statements with `;`.
  func looksLikeCSwitch() -> Bool {
    if let bodyDialect { return bodyDialect == .objc }
    guard current.isSymbol(.leftParen), let closer = matchingCloser(of: index),
      closer + 1 < tokens.count, tokens[closer + 1].isSymbol(.leftBrace),
      let end = matchingCloser(of: closer + 1)
    else { return false }
    var nested = 0
    for position in (closer + 2)..<end {
      guard let symbol = tokens[position].symbol else { continue }
      if symbol.isOpener {
        nested += 1
      } else if symbol.isCloser {
        nested -= 1
      } else if symbol == .semicolon && nested == 0 {
        return true
      }
    }
    return false
  }

  /// Parses `switch (x) { case 1: …; break; default: … }` into one body and its labels.
  func parseCSwitch(start: Int) throws(ParseFailure) -> Stmt {
    let subject = try parseParenthesized()
    let opener = current
    guard opener.isSymbol(.leftBrace) else { try failMissing(.expected(["{"], .switchSubject)) }
    try enter()
    defer { depth -= 1 }
    advance()
    var body: [Stmt] = []
    var labels: [CaseLabel] = []
    while !current.isSymbol(.rightBrace) && !current.isEnd {
      newlinesMatter = true
      trailingClosuresAllowed = true
      if consume(.semicolon) { continue }
      let label = current
      if label.isKeyword(.caseKeyword) || label.isKeyword(.defaultKeyword) {
        advance()
        let value = label.isKeyword(.caseKeyword) ? try parseExpression() : nil
        try expect(.colon, .switchCase)
        labels.append(
          CaseLabel(value: value, position: body.count, range: range(from: label.range.start)))
        continue
      }
      let statementStart = index
      let firstDiagnostic = diagnostics.count
      do {
        if let statement = try parseStatement(.body) { body.append(statement) }
        body += extraStatements
        extraStatements.removeAll()
        if index == statementStart { advance() }
        if !statementEnded(closedByBrace: true) {
          body.append(recoverStatement(from: index, firstDiagnostic: diagnostics.count - 1))
        }
      } catch {
        if error == .abandoned { throw error }
        body.append(recoverStatement(from: statementStart, firstDiagnostic: firstDiagnostic))
      }
    }
    try expectClosing(.rightBrace, .switchBody, opener: opener)
    return Stmt(
      .cSwitch(subject: subject, body: body, labels: labels), range: range(from: start))
  }

  /// Parses Swift's `repeat { } while condition`.
  func parseRepeat() throws(ParseFailure) -> Stmt {
    let start = current.range.start
    advance()
    let body = try parseBraceBody(.block)
    guard current.isKeyword(.whileKeyword) else {
      try failMissing(.expected(["while"], .repeatBody))
    }
    advance()
    let condition = try parseLoopCondition()
    return Stmt(.repeatWhile(body: body, condition: condition), range: range(from: start))
  }

  /// Parses `do { } while (c);` (C), a `do { }` scope (Swift), or Swift's `do { } catch { }`.
  func parseDo() throws(ParseFailure) -> Stmt {
    let start = current.range.start
    advance()
    let (body, catches) = try parseDoBody()
    if let catches {
      return Stmt(.doCatch(body: body, catches: catches), range: range(from: start))
    }
    if current.isKeyword(.whileKeyword) {
      advance()
      let condition = try parseLoopCondition()
      return Stmt(.repeatWhile(body: body, condition: condition), range: range(from: start))
    }
    return Stmt(.block(body), range: range(from: start))
  }

  /// The condition after the `while` of a `repeat` or `do` loop.
  private func parseLoopCondition() throws(ParseFailure) -> Expr {
    let saved = trailingClosuresAllowed
    trailingClosuresAllowed = false
    defer { trailingClosuresAllowed = saved }
    return try parseExpression()
  }
}
