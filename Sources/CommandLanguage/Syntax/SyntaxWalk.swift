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
    case .forIn(let pattern, let sequence, let whereClause, let body):
      pattern.map { visit($0) }
      visit(sequence)
      whereClause.map { visit($0) }
      visit(body)
    case .forLoop(let initializer, let condition, let step, let body):
      visit(initializer)
      condition.map { visit($0) }
      visit(step)
      visit(body)
    case .whileLoop(let conditions, let body):
      visit(conditions)
      visit(body)
    case .returnStatement(let value), .throwStatement(let value): value.map { visit($0) }
    case .swiftThrow(let value): visit(value)
    case .doCatch(let body, let catches):
      visit(body)
      for clause in catches {
        clause.patterns.forEach { visit($0) }
        clause.guardExpr.map { visit($0) }
        visit(clause.body)
      }
    case .tryStatement(let body, let catches, let finally):
      visit(body)
      for clause in catches { visit(clause.body) }
      finally.map { visit($0) }
    case .function(let declaration):
      for parameter in declaration.parameters { parameter.defaultValue.map { visit($0) } }
      declaration.body.map { visit($0) }
      declaration.setter.map { visit($0.body) }
    case .classDeclaration(let declaration): visit(declaration.members)
    case .protocolDeclaration(let declaration): visit(declaration.requirements)
    case .block(let body), .deferStatement(let body): visit(body)
    case .labeled(_, let inner): visit(inner)
    case .switchStatement(let subject, let cases):
      visit(subject)
      for item in cases {
        item.patterns.forEach { visit($0) }
        item.guardExpr.map { visit($0) }
        visit(item.body)
      }
    case .cSwitch(let subject, let body, let labels):
      visit(subject)
      for label in labels { label.value.map { visit($0) } }
      visit(body)
    case .repeatWhile(let body, let condition):
      visit(body)
      visit(condition)
    case .destructure(let pattern, _, let value):
      visit(pattern)
      visit(value)
    case .enumDeclaration(let declaration):
      for item in declaration.cases {
        item.rawValue.map { visit($0) }
        for parameter in item.payload ?? [] { parameter.defaultValue.map { visit($0) } }
      }
      visit(declaration.members)
    case .breakStatement, .continueStatement, .fallthroughStatement, .meta, .synthesize,
      .invalid, .typeAlias:
      break
    }
  }

  mutating func visit(_ pattern: Pattern) {
    switch pattern {
    case .value(let expr): visit(expr)
    case .enumCase(_, _, let payload, _): for element in payload ?? [] { visit(element.pattern) }
    case .tuple(let elements): for element in elements { visit(element.pattern) }
    case .cast(let inner, _), .optional(let inner): visit(inner)
    case .wildcard, .binding, .isType: break
    }
  }

  mutating func visit(_ conditions: [Condition]) {
    for condition in conditions {
      switch condition {
      case .expression(let expr): visit(expr)
      case .optionalBinding(_, _, let value): value.map { visit($0) }
      case .casePattern(let pattern, let value):
        visit(pattern)
        visit(value)
      }
    }
  }

  mutating func visit(_ node: Expr) {
    guard visitor.enter(node) else { return }
    switch node.kind {
    case .closure(let closure):
      for capture in closure.captures { capture.value.map { visit($0) } }
      visit(closure.body)
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
      .forceUnwrap(let operand), .parenthesized(let operand), .boxed(let operand),
      .optionalChain(let operand), .optionalBase(let operand), .tryExpr(let operand, _):
      visit(operand)
    case .tuple(let elements): elements.forEach { visit($0.value) }
    case .dictionaryLiteral(let entries):
      for entry in entries {
        visit(entry.key)
        visit(entry.value)
      }
    case .binary(_, let left, let right), .assignment(let left, let right):
      visit(left)
      visit(right)
    case .ternary(let condition, let then, let otherwise):
      visit(condition)
      visit(then)
      visit(otherwise)
    case .branchValue(let statement):
      visit(statement)
    case .identifier, .selfRef, .superRef, .nilLiteral, .boolLiteral, .intLiteral,
      .doubleLiteral, .stringLiteral, .implicitMember, .typeValue, .selectorLiteral,
      .keyPathLiteral:
      break
    }
  }
}
