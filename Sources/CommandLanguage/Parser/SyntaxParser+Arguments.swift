extension SyntaxParser {
  /// Parses `(label: value, value, …)`; labels may be any word, keywords included.
  func parseArguments() throws(ParseFailure) -> [Argument] {
    let opener = index
    advance()
    let saved = enterBrackets()
    defer { restore(saved) }
    guard !current.isSymbol(.rightParen) else {
      try expectClosing(.rightParen, .expressionList, openerAt: opener)
      return []
    }
    // Most calls have one or two arguments: an array literal of those is allocated at its exact
    // size in one step, where an empty array's first append or reservation takes the general
    // growth path. A comma may end the list (`f(a,)`).
    let first = try parseArgument()
    var arguments: [Argument]
    if consume(.comma) && !current.isSymbol(.rightParen) {
      arguments = [consume first, try parseArgument()]
      while consume(.comma) && !current.isSymbol(.rightParen) {
        arguments.append(try parseArgument())
      }
    } else {
      arguments = [consume first]
    }
    try expectClosing(.rightParen, .expressionList, openerAt: opener)
    return arguments
  }

  /// Parses one argument with its optional label.
  func parseArgument() throws(ParseFailure) -> Argument {
    guard nextToken.isSymbol(.colon), let label = current.word else {
      return Argument(label: nil, value: try parseArgumentValue())
    }
    let labelRange = current.range
    advance()
    advance()
    return Argument(label: label, labelRange: labelRange, value: try parseArgumentValue())
  }

  /// An argument's value; an operator alone (`reduce(0, +)`, `sorted(by: >)`) is the function
  /// it names, `{ $0 op $1 }`.
  func parseArgumentValue() throws(ParseFailure) -> Expr {
    guard nextToken.isSymbol(.comma) || nextToken.isSymbol(.rightParen),
      let (op, _, _) = infixAtCursor, case .binary(let binary) = op
    else { return try parseExpression() }
    let token = current
    advance()
    let first = Expr(.identifier("$0"), range: token.range)
    let second = Expr(.identifier("$1"), range: token.range)
    let body = Expr(.binary(binary, first, second), range: token.range)
    let closure = ClosureExpr(
      parameters: nil, body: [Stmt(.expression(body), range: token.range)], dialect: .swift)
    return Expr(.closure(closure), range: token.range)
  }
}
