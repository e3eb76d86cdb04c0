import Simulation

extension Interpreter {
  /// Runs a Swift or C `switch`; `label` is the name a `break` may give it.
  func switchStatement(_ statement: Stmt, label: String?, _ env: Env) throws -> Flow {
    let flow: Flow
    switch statement.kind {
    case .switchStatement(let subjectExpr, let cases):
      let subject = try eval(subjectExpr, env)
      try checkExhaustive(cases, subject, statement.range, env)
      flow = try runSwiftCases(cases, subject, subjectExpr.range, env)
    case .cSwitch(let subjectExpr, let body, let labels):
      let subject = try eval(subjectExpr, env)
      var start: Int?
      for caseLabel in labels where caseLabel.value != nil {
        guard let valueExpr = caseLabel.value else { continue }
        let value = try eval(valueExpr, env)
        if try matchesValue(value, subject, valueExpr.range, env) {
          start = caseLabel.position
          break
        }
      }
      start = start ?? labels.first { $0.value == nil }?.position
      guard let start else { return .normal }
      // C falls through from one label's statements into the next until `break`.
      flow = try exec(Array(body[start...]), env.with(scope: Scope(parent: env.scope)))
    default:
      return try exec(statement, env)
    }
    switch flow {
    case .breakLoop(nil): return .normal
    case .breakLoop(let name?) where name == label: return .normal
    default: return flow
    }
  }

  /// The value of an `if` or `switch` used as an expression (Swift 5.9): the one expression of
  /// the branch taken.
  func branchValue(_ statement: Stmt, _ env: Env, typeHint: String?) throws -> Value {
    func value(of body: [Stmt], _ env: Env) throws -> Value {
      guard let only = body.first else { return .void }
      switch only.kind {
      case .expression(let expr): return try eval(expr, env, typeHint: typeHint)
      case .ifStatement, .switchStatement: return try branchValue(only, env, typeHint: typeHint)
      default: return .void
      }
    }
    try tick(statement.range, env)
    switch statement.kind {
    case .block(let body):
      // A statement expression: the statements run in a scope of their own, and the last one,
      // an expression, gives the value (none when it is another statement).
      // A `return`, `break` or `continue` leaving it is not simulated, rather than skipped.
      let blockEnv = env.with(scope: Scope(parent: env.scope))
      guard let last = body.last else { return .void }
      func run(_ statements: [Stmt]) throws {
        guard case .normal = try exec(statements, blockEnv) else {
          throw error(.notSimulated("leaving a statement expression"), statement.range, env)
        }
      }
      try run(Array(body.dropLast()))
      if case .expression(let expr) = last.kind {
        return try eval(expr, blockEnv, typeHint: typeHint)
      }
      try run([last])
      return .void
    case .ifStatement(let conditions, let then, let otherwise):
      let scope = Scope(parent: env.scope)
      if try test(conditions, env.with(scope: scope)) {
        return try value(of: then, env.with(scope: scope))
      }
      return try value(of: otherwise ?? [], env.with(scope: Scope(parent: env.scope)))
    case .switchStatement(let subjectExpr, let cases):
      let subject = try eval(subjectExpr, env)
      try checkExhaustive(cases, subject, statement.range, env)
      for item in cases {
        let caseEnv = env.with(scope: Scope(parent: env.scope))
        if try caseMatches(item, subject, subjectExpr.range, caseEnv) {
          return try value(of: item.body, caseEnv)
        }
      }
      throw error(.notExhaustive(["_"]), statement.range, env)
    default:
      return .void
    }
  }

  /// Runs the first case whose pattern matches (and whose `where` holds); `fallthrough`
  /// continues into the next case's body.
  private func runSwiftCases(
    _ cases: [SwitchCase], _ subject: Value, _ range: SourceRange, _ env: Env
  ) throws -> Flow {
    var index = 0
    while index < cases.count {
      let item = cases[index]
      let scope = Scope(parent: env.scope)
      let caseEnv = env.with(scope: scope)
      if try caseMatches(item, subject, range, caseEnv) {
        var flow = try exec(item.body, caseEnv)
        while case .fallthroughCase = flow, index + 1 < cases.count {
          index += 1
          flow = try exec(cases[index].body, env.with(scope: Scope(parent: env.scope)))
        }
        if case .fallthroughCase = flow { return .normal }
        return flow
      }
      index += 1
    }
    return .normal
  }

  /// Whether one case takes the subject; its bindings are declared in `env`'s scope.
  private func caseMatches(
    _ item: SwitchCase, _ subject: Value, _ range: SourceRange, _ env: Env
  ) throws -> Bool {
    if item.isDefault { return true }
    for pattern in item.patterns {
      var bindings: [(String, Value)] = []
      guard try match(pattern, subject, &bindings, range, env) else { continue }
      for (name, value) in bindings {
        env.scope.declare(name, Binding(value: value, isConstant: true, isInitialized: true))
      }
      if let guardExpr = item.guardExpr,
        try !truth(eval(guardExpr, env), guardExpr.range, env)
      {
        continue
      }
      return true
    }
    return false
  }

  /// Swift refuses a `switch` that does not cover every value: one over a Bool must have
  /// `true` and `false`, one over an enumeration every case; anything else needs `default`
  /// or a pattern that takes every value.
  private func checkExhaustive(
    _ cases: [SwitchCase], _ subject: Value, _ range: SourceRange, _ env: Env
  ) throws {
    let unguarded = cases.filter { $0.guardExpr == nil }.flatMap(\.patterns)
    if cases.contains(where: \.isDefault) || coverage(for: subject).isExhaustive(unguarded) {
      return
    }
    var named = Set<String>()
    for item in cases {
      if item.isDefault { return }
      for pattern in item.patterns {
        if Self.takesEverything(pattern) && item.guardExpr == nil { return }
        guard item.guardExpr == nil else { continue }
        switch pattern {
        case .enumCase(_, let name, _, _): named.insert(name)
        case .value(let expr):
          switch expr.kind {
          case .boolLiteral(let flag): named.insert(flag ? "true" : "false")
          case .nilLiteral: named.insert("none")
          case .implicitMember(let name): named.insert(name)
          default: break
          }
        case .optional: named.insert("some")
        default: break
        }
      }
    }
    var missing: [String] = []
    switch subject {
    case .enumCase(let value):
      let all = classes.enumCases(of: value.typeName).map(\.name)
      missing = all.filter { !named.contains($0) }.map { "." + $0 }
    case .bool:
      missing = ["true", "false"].filter { !named.contains($0) }
    default:
      if named.contains("some") && named.contains("none") { return }
      missing = ["_"]
    }
    guard !missing.isEmpty else { return }
    throw error(.notExhaustive(missing), range, env)
  }

  /// The coverage check for a subject: an enumeration's cases come from the subject's own
  /// type, or, inside a tuple, from the enumeration that declares the names written.
  private func coverage(for subject: Value) -> SwitchCoverage {
    let subjectEnum: String? = {
      if case .enumCase(let value) = subject { return value.typeName }
      return nil
    }()
    return SwitchCoverage { names in
      if let subjectEnum {
        let all = self.classes.enumCases(of: subjectEnum).map(\.name)
        if names.isSubset(of: Set(all)) { return all }
      }
      guard let first = names.first else { return nil }
      for candidate in self.classes.enumsDeclaring(case: first) {
        let all = self.classes.enumCases(of: candidate).map(\.name)
        if names.isSubset(of: Set(all)) { return all }
      }
      return nil
    }
  }

  /// Whether a pattern matches every value (so a `switch` with it needs no `default`).
  static func takesEverything(_ pattern: Pattern) -> Bool {
    switch pattern {
    case .wildcard, .binding: return true
    case .tuple(let elements): return elements.allSatisfy { takesEverything($0.pattern) }
    default: return false
    }
  }
}
