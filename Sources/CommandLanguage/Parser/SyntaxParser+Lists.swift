extension SyntaxParser {
  /// Parses the whole token stream as top-level statements.
  func parseTopLevel() -> [Stmt] {
    do {
      return try parseStatements(.topLevel, closedByBrace: false)
    } catch {
      // Top-level lists recover from every failure themselves; nothing reaches here.
      return []
    }
  }

  /// Parses statements until the end of input or, when `closedByBrace`, an unconsumed `}`.
  /// Each failed statement becomes `.invalid` and parsing resumes at the next boundary.
  func parseStatements(
    _ kind: BodyKind, closedByBrace: Bool
  ) throws(ParseFailure) -> [Stmt] {
    var statements: [Stmt] = []
    let statementKind: BodyKind = kind == .caseBody ? .body : kind
    while true {
      // A failed statement may leave header state behind; every statement starts afresh.
      newlinesMatter = true
      trailingClosuresAllowed = true
      if consume(.semicolon) { continue }
      if current.isEnd || (closedByBrace && current.isSymbol(.rightBrace)) { break }
      if kind == .caseBody && startsSwitchCase { break }
      let start = index
      let firstDiagnostic = diagnostics.count
      do {
        if let statement = try parseStatement(statementKind) { statements.append(statement) }
        if !extraStatements.isEmpty {
          statements += extraStatements
          extraStatements.removeAll()
        }
        if kind == .topLevel, !fileScopeStatements.isEmpty {
          statements += fileScopeStatements
          fileScopeStatements.removeAll()
        }
        if index == start { advance() }  // Never loop in place, whatever a statement did.
      } catch {
        extraStatements.removeAll()
        if kind == .topLevel { fileScopeStatements.removeAll() }
        if error == .abandoned && kind != .topLevel { throw error }
        statements.append(recoverStatement(from: start, firstDiagnostic: firstDiagnostic))
        continue
      }
      let end = index
      if !statementEnded(closedByBrace: closedByBrace) {
        statements.append(recoverStatement(from: end, firstDiagnostic: diagnostics.count - 1))
      }
    }
    return statements
  }

  /// Whether the current token starts the next case of a Swift `switch`.
  var startsSwitchCase: Bool {
    if current.isKeyword(.caseKeyword) || current.isKeyword(.defaultKeyword) { return true }
    if case .atWord("unknown") = current.kind { return true }
    return false
  }

  /// Checks that a statement is followed by a separator; consumes one `;`; reports otherwise.
  func statementEnded(closedByBrace: Bool) -> Bool {
    if current.isSymbol(.semicolon) {
      advance()
      return true
    }
    if current.newlineBefore || current.isEnd { return true }
    if closedByBrace && current.isSymbol(.rightBrace) { return true }
    if current.isKeyword(.caseKeyword) || current.isKeyword(.defaultKeyword) { return true }
    if index > 0 && tokens[index - 1].isSymbol(.rightBrace) { return true }
    if index > 0 && tokens[index - 1].isSymbol(.semicolon) { return true }
    let token = current
    switch token.kind {
    case .invalid(let message):
      report(message, at: token.range)
    case .symbol(let symbol) where symbol.isCloser:
      report(.unexpectedCloser(symbol.rawValue), at: token.range)
    default:
      report(.consecutiveStatements, at: .at(previousEnd))
    }
    return false
  }

  /// Skips the rest of a failed statement that began at token `start` and returns the
  /// `.invalid` statement standing for it.
  func recoverStatement(from start: Int, firstDiagnostic: Int) -> Stmt {
    if diagnostics.count == firstDiagnostic {
      report(.expectedExpression(nil), at: current.range)
    }
    skipToStatementBoundary(from: start)
    let startOffset = tokens[min(start, tokens.count - 1)].range.start
    let range = SourceRange(start: startOffset, end: max(startOffset, previousEnd))
    return Stmt(.invalid(diagnosticIndex: firstDiagnostic), range: range)
  }

  /// Moves to the next statement boundary at the nesting level of token `start`: past the
  /// brackets the statement left open (when they close), then to a line break, a `;` (consumed),
  /// the `}` of the enclosing block or `@end` (not consumed), or the end of input. Lexical errors
  /// skipped on the way are reported. Always consumes at least one token when it can.
  func skipToStatementBoundary(from start: Int) {
    let failure = index
    var open: [Int] = []
    for position in start..<index {
      guard let symbol = tokens[position].symbol else { continue }
      if symbol.isOpener {
        open.append(position)
      } else if symbol.isCloser, let last = open.last, tokens[last].symbol?.closer == symbol {
        open.removeLast()
      }
    }
    if let outermost = open.first, let closer = matchingCloser(of: outermost), closer >= index {
      skipReporting(upTo: closer + 1, except: failure)
    }
    var moved = index > start
    while !current.isEnd {
      let token = current
      if moved && token.newlineBefore { break }
      if token.isSymbol(.semicolon) {
        advance()
        break
      }
      if token.isSymbol(.rightBrace) && moved { break }
      if case .atWord("end") = token.kind, moved { break }
      if token.symbol?.isOpener == true, let closer = matchingCloser(of: index) {
        skipReporting(upTo: closer + 1, except: failure)
      } else {
        if case .invalid(let message) = token.kind, index != failure {
          report(message, at: token.range)
        }
        advance()
      }
      moved = true
    }
  }

  /// Advances to token `target`, reporting the lexical errors passed over except the one at
  /// `failure`, which caused the recovery and is already reported.
  func skipReporting(upTo target: Int, except failure: Int) {
    while index < target && !current.isEnd {
      if case .invalid(let message) = current.kind, index != failure {
        report(message, at: current.range)
      }
      advance()
    }
  }
}
