extension SyntaxParser {
  /// Parses `if` or `switch` where a value is expected (Swift 5.9, SE-0380): `let x = if a { 1 }
  /// else { 2 }`, `return switch v { case 1: "one" default: "other" }`.
  func parseBranchValue() throws(ParseFailure) -> Expr {
    try enter()
    defer { depth -= 1 }
    let keyword = current
    let statement = current.isKeyword(.ifKeyword) ? try parseIf() : try parseSwitch()
    if let (message, range) = Self.branchValueProblem(statement) {
      try fail(message, at: range ?? keyword.range)
    }
    return Expr(.branchValue(statement), range: statement.range)
  }

  /// Why an `if` or `switch` cannot be a value, and where (nil: at its keyword): an `if` needs
  /// a final `else`; each branch must be one expression, or an `if` or `switch` that is a value.
  static func branchValueProblem(_ statement: Stmt) -> (ParseMessage, SourceRange?)? {
    switch statement.kind {
    case .ifStatement(_, let then, let otherwise):
      guard let otherwise else { return (.ifValueNeedsElse, nil) }
      return branchProblem(then, "if", statement) ?? branchProblem(otherwise, "if", statement)
    case .switchStatement(_, let cases):
      for item in cases {
        if let problem = branchProblem(item.body, "switch", statement) { return problem }
      }
      return nil
    default:
      return (.branchNotAnExpression("switch"), nil)
    }
  }

  private static func branchProblem(_ body: [Stmt], _ keyword: String, _ owner: Stmt) -> (
    ParseMessage, SourceRange?
  )? {
    guard body.count == 1, let only = body.first else {
      return (.branchNotAnExpression(keyword), body.first?.range ?? owner.range)
    }
    switch only.kind {
    case .expression: return nil
    case .ifStatement, .switchStatement: return branchValueProblem(only)
    default: return (.branchNotAnExpression(keyword), only.range)
    }
  }
}
