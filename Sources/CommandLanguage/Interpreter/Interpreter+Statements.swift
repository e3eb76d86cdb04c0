import Simulation

extension Interpreter {
  /// Runs statements in order until one changes the flow.
  func exec(_ statements: [Stmt], _ env: Env) throws -> Flow {
    for statement in statements {
      let flow = try exec(statement, env)
      if case .normal = flow { continue }
      return flow
    }
    return .normal
  }

  /// Runs one statement.
  func exec(_ statement: Stmt, _ env: Env) throws -> Flow {
    try tick(statement.range, env)
    switch statement.kind {
    case .expression(let expr):
      try execExpression(expr, env)
    case .variable(let declaration):
      try declare(declaration, env)
    case .assignment(let target, let op, let value):
      try assign(target, op, value, env)
    case .ifStatement(let conditions, let then, let otherwise):
      let scope = Scope(parent: env.scope)
      if try test(conditions, env.with(scope: scope)) {
        return try exec(then, env.with(scope: scope))
      } else if let otherwise {
        return try exec(otherwise, env.with(scope: Scope(parent: env.scope)))
      }
    case .guardStatement(let conditions, let otherwise):
      if try !test(conditions, env) {
        let flow = try exec(otherwise, env.with(scope: Scope(parent: env.scope)))
        if case .normal = flow {
          throw error(.guardMustExit, statement.range, env)
        }
        return flow
      }
    case .forIn(let variable, let sequence, let body):
      return try forIn(variable, sequence, body, env)
    case .forLoop(let initializer, let condition, let step, let body):
      return try forLoop(initializer, condition, step, body, env)
    case .whileLoop(let conditions, let body):
      while true {
        try tick(statement.range, env)
        let scope = Scope(parent: env.scope)
        guard try test(conditions, env.with(scope: scope)) else { break }
        switch try exec(body, env.with(scope: scope)) {
        case .breakLoop: return .normal
        case .returned(let value): return .returned(value)
        case .normal, .continueLoop: continue
        }
      }
    case .returnStatement(let value):
      if env.context.isTopLevel {
        throw error(.returnOutsideMethod, statement.range, env)
      }
      return .returned(try value.map { try eval($0, env) } ?? .void)
    case .breakStatement:
      return .breakLoop
    case .continueStatement:
      return .continueLoop
    case .function(let declaration):
      try define(declaration, inClass: nil, env, range: statement.range)
    case .classDeclaration(let declaration):
      try defineClass(declaration, env)
    case .protocolDeclaration(let declaration):
      try defineProtocol(declaration, env)
    case .synthesize:
      throw error(.notAClassMember, statement.range, env)
    case .meta:
      throw error(.metaInsideBlock, statement.range, env)
    case .block(let body):
      return try exec(body, env.with(scope: Scope(parent: env.scope)))
    case .invalid(let index):
      if index < env.unit.diagnostics.count {
        throw RuntimeError(diagnostic: env.unit.diagnostics[index], unit: env.unit)
      }
      throw error(.invalidStatement, statement.range, env)
    }
    return .normal
  }

  /// An expression statement; at the top level its value is shown unless it was a logged call.
  private func execExpression(_ expr: Expr, _ env: Env) throws {
    let before = world.events.count
    let value = try eval(expr, env)
    guard env.context.isTopLevel, !isCall(expr) || world.events.count == before else { return }
    // `a?.f()` on nil did nothing: there is nothing to show.
    if value.isNil, case .call(let callee, _, _) = expr.kind,
      case .member(_, _, _, optional: true) = callee.kind
    {
      return
    }
    switch value {
    case .void: return
    default: world.emit(.value(value.logValue(in: world)))
    }
  }

  private func isCall(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .call, .message: return true
    case .parenthesized(let inner): return isCall(inner)
    default: return false
    }
  }

  /// Evaluates conditions in order; optional bindings bind in `env`'s scope.
  func test(_ conditions: [Condition], _ env: Env) throws -> Bool {
    for condition in conditions {
      switch condition {
      case .expression(let expr):
        guard try truth(eval(expr, env), expr.range, env) else { return false }
      case .optionalBinding(let name, let range, let valueExpr):
        let value: Value
        if let valueExpr {
          value = try eval(valueExpr, env)
        } else {
          value = try identifier(name, range, env)
        }
        if value.isNil { return false }
        env.scope.declare(name, Binding(value: value, isConstant: true, isInitialized: true))
      }
    }
    return true
  }

  /// A value used as a condition.
  func truth(_ value: Value, _ range: SourceRange, _ env: Env) throws -> Bool {
    guard let flag = value.truthValue else {
      throw error(.notACondition(value.typeName(in: world)), range, env)
    }
    return flag
  }

  // MARK: - Loops

  private func forIn(_ variable: String?, _ sequenceExpr: Expr, _ body: [Stmt], _ env: Env) throws
    -> Flow
  {
    let sequence = try eval(sequenceExpr, env)
    let items: [Value]
    switch sequence {
    case .array(let values): items = values
    default:
      throw error(.notASequence(sequence.typeName(in: world)), sequenceExpr.range, env)
    }
    for item in items {
      try tick(sequenceExpr.range, env)
      let scope = Scope(parent: env.scope)
      if let variable {
        scope.declare(variable, Binding(value: item, isConstant: true, isInitialized: true))
      }
      switch try exec(body, env.with(scope: scope)) {
      case .breakLoop: return .normal
      case .returned(let value): return .returned(value)
      case .normal, .continueLoop: continue
      }
    }
    return .normal
  }

  private func forLoop(
    _ initializer: [Stmt], _ condition: Expr?, _ step: [Stmt], _ body: [Stmt], _ env: Env
  ) throws -> Flow {
    let loopEnv = env.with(scope: Scope(parent: env.scope))
    _ = try exec(initializer, loopEnv)
    while true {
      if let condition {
        try tick(condition.range, env)
        guard try truth(eval(condition, loopEnv), condition.range, loopEnv) else { break }
      }
      switch try exec(body, loopEnv.with(scope: Scope(parent: loopEnv.scope))) {
      case .breakLoop: return .normal
      case .returned(let value): return .returned(value)
      case .normal, .continueLoop: break
      }
      _ = try exec(step, loopEnv)
    }
    return .normal
  }

  // MARK: - Declarations

  private func declare(_ declaration: VariableDecl, _ env: Env) throws {
    if declaration.isProperty {
      throw error(.propertyOutsideClass(declaration.name), declaration.nameRange, env)
    }
    if !env.context.isTopLevel, env.scope.isDeclaredHere(declaration.name) {
      throw error(.redeclaration(declaration.name), declaration.nameRange, env)
    }
    var value: Value = .nilValue
    var initialized = true
    if let initializer = declaration.initializer {
      value = try eval(initializer, env, nameHint: declaration.name)
      value = try convert(value, toDeclared: declaration.type, initializer.range, env)
      if declaration.dialect == .swift {
        try check(value, against: declaration.type, initializer.range, env)
      }
      nameObject(value, declaration.name)
    } else if let type = declaration.type {
      if declaration.dialect == .objc {
        value = defaultValue(for: type) ?? .nilValue
      } else if !type.isOptional {
        initialized = false
      }
    }
    let ownership =
      declaration.dialect == .objc
      ? declaration.type?.ownership ?? .strong
      : declaration.modifiers.ownership
    if ownership != .strong {
      if declaration.dialect == .swift, declaration.isConstant {
        throw error(.weakLet(ownership.rawValue), declaration.nameRange, env)
      }
      if !value.isNil, value.instance == nil {
        throw error(
          .weakNonObject(declaration.name, value.typeName(in: world)), declaration.nameRange, env)
      }
    }
    env.scope.declare(
      declaration.name,
      Binding(
        value: value, isConstant: declaration.isConstant, isInitialized: initialized,
        ownership: ownership))
  }

  /// Gives an unnamed view the name of the first variable it is bound to (rule 7a.8).
  func nameObject(_ value: Value, _ name: String) {
    if case .view(let id, _) = value { world.nameView(id, name) }
  }

  /// The zero value C gives a declared scalar (`CGRect r;`, `NSInteger i;`).
  func defaultValue(for type: TypeRef) -> Value? {
    switch type.name {
    case "CGRect": return .rect(.zero)
    case "CGPoint": return .point(.zero)
    case "CGSize": return .size(.zero)
    case "NSInteger", "NSUInteger", "int", "long", "Int": return .int(0)
    case "CGFloat", "double", "float", "Double", "Float": return .double(0)
    case "BOOL", "Bool": return .bool(false)
    default: return nil
    }
  }

  /// Converts a value to a declared scalar type (`CGFloat w = 1;`, `let d: Double = 2`).
  func convert(_ value: Value, toDeclared type: TypeRef?, _ range: SourceRange, _ env: Env) throws
    -> Value
  {
    guard let type, !type.isArray else { return value }
    switch (type.name, value) {
    case ("CGFloat", .int(let n)), ("double", .int(let n)), ("float", .int(let n)),
      ("Double", .int(let n)), ("Float", .int(let n)):
      return .double(Double(n))
    case ("NSInteger", .double(let d)), ("int", .double(let d)), ("long", .double(let d)):
      guard d.isFinite, abs(d) < 9e18 else { throw error(.numberOutOfRange, range, env) }
      return .int(Int(d))
    case ("BOOL", .int(let n)): return .bool(n != 0)
    default: return value
    }
  }
}
