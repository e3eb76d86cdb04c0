/// What handles an error thrown where the parser is reading, as swiftc decides it.
enum ErrorHandler {
  /// A function's body: the error leaves it if it is declared `throws` (or `rethrows`).
  case function(throws: Bool)
  /// A closure's body: a closure that throws is a throwing closure.
  case closure
  /// A `do` body: its `catch` clauses take every error when `exhaustive`.
  case doBody(exhaustive: Bool)
}

extension SyntaxParser {
  /// Parses Swift's `throw error`; swiftc refuses one that nothing handles.
  func parseSwiftThrow() throws(ParseFailure) -> Stmt {
    let keyword = current
    advance()
    let value = try parseExpression()
    var nonExhaustive = false
    for handler in errorHandlers.reversed() {
      switch handler {
      case .closure, .function(throws: true), .doBody(exhaustive: true):
        return Stmt(.swiftThrow(value), range: range(from: keyword.range.start))
      case .doBody(exhaustive: false):
        nonExhaustive = true
      case .function(throws: false):
        try fail(.errorNotHandled(nonExhaustive: nonExhaustive), at: keyword.range)
      }
    }
    // At the top level an error may escape: the program stops with it.
    return Stmt(.swiftThrow(value), range: range(from: keyword.range.start))
  }

  /// Parses the body and `catch` clauses of Swift's `do` after the keyword; nil when no
  /// `catch` follows the body (a plain scope, or C's `do { } while (c);`).
  func parseDoBody() throws(ParseFailure) -> (body: [Stmt], catches: [SwiftCatchClause]?) {
    errorHandlers.append(.doBody(exhaustive: catchesEveryError(afterBodyAt: index)))
    let body: [Stmt]
    do {
      defer { errorHandlers.removeLast() }
      body = try parseBraceBody(.block)
    }
    guard current.isKeyword(.catchKeyword) else { return (body, nil) }
    var catches: [SwiftCatchClause] = []
    while current.isKeyword(.catchKeyword) {
      let start = current.range.start
      advance()
      var patterns: [Pattern] = []
      var guardExpr: Expr?
      let saved = trailingClosuresAllowed
      trailingClosuresAllowed = false
      if !current.isSymbol(.leftBrace) && !current.isKeyword(.whereKeyword) {
        // `catch E.a, E.b { … }`: any of the patterns.
        repeat { patterns.append(try parsePattern(binds: false)) } while consume(.comma)
      }
      if current.isKeyword(.whereKeyword) {
        advance()
        guardExpr = try parseExpression()
      }
      trailingClosuresAllowed = saved
      let clause = try parseBraceBody(.block)
      catches.append(
        SwiftCatchClause(
          patterns: patterns, guardExpr: guardExpr, body: clause, range: range(from: start)))
    }
    return (body, catches)
  }

  /// Whether the `catch` clauses after the `do` body that opens at `opener` take every error:
  /// one of them has no pattern (`catch`, `catch let e`, `catch _`) and no `where`.
  private func catchesEveryError(afterBodyAt opener: Int) -> Bool {
    guard var closer = matchingCloser(of: opener) else { return false }
    while closer + 1 < tokens.count, tokens[closer + 1].isKeyword(.catchKeyword) {
      var brace = closer + 2
      while brace < tokens.count, !tokens[brace].isSymbol(.leftBrace), !tokens[brace].isEnd {
        brace += 1
      }
      let pattern = tokens[(closer + 2)..<min(brace, tokens.count)].map { $0.word ?? "?" }
      if pattern.isEmpty || pattern == ["_"] || pattern == ["let", "_"]
        || (pattern.count == 2 && ["let", "var"].contains(pattern[0]) && pattern[1] != "?")
      {
        return true
      }
      guard let next = matchingCloser(of: brace) else { return false }
      closer = next
    }
    return false
  }
}
