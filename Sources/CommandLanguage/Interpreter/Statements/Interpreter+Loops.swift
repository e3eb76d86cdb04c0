import Simulation

extension Interpreter {
  /// Runs a loop (`for … in`, C `for`, `while`, `repeat`/`do … while`); `label` is the name a
  /// `break` or `continue` may give it.
  func loop(_ statement: Stmt, label: String?, _ env: Env) throws -> Flow {
    switch statement.kind {
    case .forIn(let pattern, let sequence, let whereClause, let body):
      return try forIn(pattern, sequence, whereClause, body, label: label, env)
    case .forLoop(let initializer, let condition, let step, let body):
      let loopEnv = env.with(scope: Scope(parent: env.scope))
      _ = try exec(initializer, loopEnv)
      while true {
        if let condition {
          try tick(condition.range, env)
          guard try truth(eval(condition, loopEnv), condition.range, loopEnv) else { break }
        }
        let flow = try exec(body, loopEnv.with(scope: Scope(parent: loopEnv.scope)))
        if let exit = leavesLoop(flow, label: label) { return exit }
        _ = try exec(step, loopEnv)
      }
    case .whileLoop(let conditions, let body):
      while true {
        try tick(statement.range, env)
        let scope = Scope(parent: env.scope)
        guard try test(conditions, env.with(scope: scope)) else { break }
        if let exit = leavesLoop(try exec(body, env.with(scope: scope)), label: label) {
          return exit
        }
      }
    case .repeatWhile(let body, let condition):
      while true {
        try tick(statement.range, env)
        let flow = try exec(body, env.with(scope: Scope(parent: env.scope)))
        if let exit = leavesLoop(flow, label: label) { return exit }
        guard try truth(eval(condition, env), condition.range, env) else { break }
      }
    default:
      return try exec(statement, env)
    }
    return .normal
  }

  /// What a loop does after its body ran: nil to go on, or the flow it ends with (`break`
  /// ends it normally; a `return`, or a `break`/`continue` naming an outer loop, passes on).
  private func leavesLoop(_ flow: Flow, label: String?) -> Flow? {
    switch flow {
    case .normal, .fallthroughCase, .continueLoop(nil): return nil
    case .continueLoop(let name?): return name == label ? nil : flow
    case .breakLoop(nil): return .normal
    case .breakLoop(let name?): return name == label ? .normal : flow
    case .returned: return flow
    }
  }

  private func forIn(
    _ pattern: Pattern?, _ sequenceExpr: Expr, _ whereClause: Expr?, _ body: [Stmt],
    label: String?, _ env: Env
  ) throws -> Flow {
    let sequence = try eval(sequenceExpr, env)
    // A range runs without making its elements first: `0..<1_000_000` costs nothing up front.
    if case .range(let range) = sequence {
      var number = range.lower
      // `for i in 0...` has no end: past the interpreter's count it stops as not simulated
      // rather than as if the range ended there.
      while number < range.endExclusive || range.isUnbounded {
        if range.isUnbounded, number >= range.endExclusive {
          throw error(
            .notSimulated("a loop over 'lower...' past \(limits.maxCollectionSize) elements"),
            sequenceExpr.range, env)
        }
        try tick(sequenceExpr.range, env)
        if let exit = try forInStep(
          .int(number), pattern, whereClause, body, label: label, sequenceExpr.range, env)
        {
          return exit
        }
        number += 1
      }
      return .normal
    }
    let items = try elements(of: sequence, sequenceExpr.range, env)
    for item in items {
      try tick(sequenceExpr.range, env)
      if let exit = try forInStep(
        item, pattern, whereClause, body, label: label, sequenceExpr.range, env)
      {
        return exit
      }
    }
    return .normal
  }

  /// One pass of a `for … in` loop: the element bound, the `where` clause, the body.
  private func forInStep(
    _ item: Value, _ pattern: Pattern?, _ whereClause: Expr?, _ body: [Stmt], label: String?,
    _ range: SourceRange, _ env: Env
  ) throws -> Flow? {
    let scope = Scope(parent: env.scope)
    let bodyEnv = env.with(scope: scope)
    switch pattern {
    case nil, .wildcard?:
      break
    case .binding(let name, _)?:
      scope.declare(name, Binding(value: item, isConstant: true, isInitialized: true))
    case let pattern?:
      var bindings: [(String, Value)] = []
      guard try match(pattern, item, &bindings, range, env) else { return nil }
      for (name, value) in bindings {
        scope.declare(name, Binding(value: value, isConstant: true, isInitialized: true))
      }
    }
    if let whereClause, try !truth(eval(whereClause, bodyEnv), whereClause.range, bodyEnv) {
      return nil
    }
    return leavesLoop(try exec(body, bodyEnv), label: label)
  }

  /// The elements a sequence yields, in order: an array's, a range's, a set's, a string's
  /// characters, a dictionary's `(key, value)` pairs.
  func elements(of sequence: Value, _ range: SourceRange, _ env: Env) throws -> [Value] {
    switch sequence {
    case .array(let items): return items
    case .mutableArray(let box): return box.items
    case .set(let set): return set.members
    case .mutableSet(let box): return box.set.members
    case .mutableString(let box): return box.text.map { .string(String($0)) }
    case .range(let value):
      guard value.count <= limits.maxCollectionSize else {
        throw error(.collectionLimit(limits.maxCollectionSize), range, env)
      }
      return value.values
    case .string(let text): return text.map { .string(String($0)) }
    case .dictionary(let dictionary):
      // Objective-C's fast enumeration of a dictionary yields its keys.
      return dialect(of: env) == .objc ? dictionary.keys : Self.pairs(dictionary)
    case .mutableDictionary(let box):
      // Fast enumeration of an `NSDictionary` yields its keys.
      return box.dictionary.keys
    case .nilValue where dialect(of: env) == .objc:
      // Fast enumeration over nil asks nil for its objects: there are none.
      return []
    default:
      throw error(.notASequence(sequence.typeName(in: world)), range, env)
    }
  }

  /// A dictionary's entries as `(key: k, value: v)` tuples.
  static func pairs(_ dictionary: DictionaryValue) -> [Value] {
    zip(dictionary.keys, dictionary.values).map { key, value in
      .tuple(TupleValue(values: [key, value], labels: ["key", "value"]))
    }
  }
}
