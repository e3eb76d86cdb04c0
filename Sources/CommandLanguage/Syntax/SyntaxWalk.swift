/// What a `SyntaxWalk` asks about each node: whether to descend into it.
protocol SyntaxVisitor {
  mutating func enter(_ statement: Stmt) -> Bool
  mutating func enter(_ expression: Expr) -> Bool
}

/// Visits every statement and expression of a syntax tree, closures and bodies included, in
/// source order, asking its visitor at each node.
struct SyntaxWalk<Visitor: SyntaxVisitor> {
  var visitor: Visitor

  init(_ visitor: Visitor) { self.visitor = visitor }

  mutating func visit(_ statements: [Stmt]) {
    for statement in statements { visit(statement) }
  }

  mutating func visit(_ node: Stmt) {
    guard visitor.enter(node) else { return }
    switch node.kind {
    case .expression(let expr): visit(expr)
    case .variable(let declaration):
      declaration.initializer.map { visit($0) }
      declaration.modifiers.willSet.map { visit($0.body) }
      declaration.modifiers.didSet.map { visit($0.body) }
    case .assignment(let target, _, let value):
      visit(target)
      visit(value)
    case .ifStatement(let conditions, let then, let otherwise):
      visit(conditions)
      visit(then)
      otherwise.map { visit($0) }
    case .guardStatement(let conditions, let otherwise):
      visit(conditions)
      visit(otherwise)
    case .forIn(_, let sequence, let body):
      visit(sequence)
      visit(body)
    case .forLoop(let initializer, let condition, let step, let body):
      visit(initializer)
      condition.map { visit($0) }
      visit(step)
      visit(body)
    case .whileLoop(let conditions, let body):
      visit(conditions)
      visit(body)
    case .returnStatement(let value): value.map { visit($0) }
    case .function(let declaration):
      for parameter in declaration.parameters { parameter.defaultValue.map { visit($0) } }
      declaration.body.map { visit($0) }
      declaration.setter.map { visit($0.body) }
    case .classDeclaration(let declaration): visit(declaration.members)
    case .protocolDeclaration(let declaration): visit(declaration.requirements)
    case .block(let body): visit(body)
    case .breakStatement, .continueStatement, .meta, .synthesize, .invalid: break
    }
  }

  mutating func visit(_ conditions: [Condition]) {
    for condition in conditions {
      switch condition {
      case .expression(let expr): visit(expr)
      case .optionalBinding(_, _, let value): value.map { visit($0) }
      }
    }
  }

  mutating func visit(_ node: Expr) {
    guard visitor.enter(node) else { return }
    switch node.kind {
    case .closure(let closure): visit(closure.body)
    case .interpolatedString(let parts):
      for case .expression(let inner) in parts { visit(inner) }
    case .arrayLiteral(let items): items.forEach { visit($0) }
    case .member(let base, _, _, _): visit(base)
    case .call(let callee, let arguments, _):
      visit(callee)
      arguments.forEach { visit($0.value) }
    case .message(let receiver, _, _, let arguments):
      visit(receiver)
      arguments.forEach { visit($0.value) }
    case .subscriptAccess(let base, let index):
      visit(base)
      visit(index)
    case .unary(_, let operand), .cast(let operand, _, _), .typeCheck(let operand, _),
      .forceUnwrap(let operand), .parenthesized(let operand), .boxed(let operand):
      visit(operand)
    case .binary(_, let left, let right), .assignment(let left, let right):
      visit(left)
      visit(right)
    case .ternary(let condition, let then, let otherwise):
      visit(condition)
      visit(then)
      visit(otherwise)
    case .identifier, .selfRef, .superRef, .nilLiteral, .boolLiteral, .intLiteral,
      .doubleLiteral, .stringLiteral, .implicitMember:
      break
    }
  }
}
