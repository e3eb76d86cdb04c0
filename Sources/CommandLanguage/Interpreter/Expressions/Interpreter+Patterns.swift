import Simulation

extension Interpreter {
  /// Whether `value` matches `pattern`; the names it binds are appended to `bindings`.
  func match(
    _ pattern: Pattern, _ value: Value, _ bindings: inout [(String, Value)],
    _ range: SourceRange, _ env: Env
  ) throws -> Bool {
    switch pattern {
    case .wildcard:
      return true
    case .binding(let name, _):
      bindings.append((name, value))
      return true
    case .value(let expr):
      if let matched = try matchesOneSidedRange(expr, value, env) { return matched }
      let expected = try eval(expr, env, typeHint: hintType(of: value))
      return try matchesValue(expected, value, expr.range, env)
    case .enumCase(let type, let name, let payload, let caseRange):
      return try matchEnumCase(type, name, payload, value, &bindings, caseRange, env)
    case .tuple(let elements):
      guard case .tuple(let tuple) = value, tuple.values.count == elements.count else {
        return false
      }
      for (element, item) in zip(elements, tuple.values) {
        guard try match(element.pattern, item, &bindings, range, env) else { return false }
      }
      return true
    case .isType(let type):
      return isInstance(value, of: type.name)
    case .cast(let inner, let type):
      guard isInstance(value, of: type.name) else { return false }
      return try match(inner, value, &bindings, range, env)
    case .optional(let inner):
      guard !value.isNil else { return false }
      return try match(inner, value, &bindings, range, env)
    }
  }

  /// `case 5...`, `case ..<0`, `case ...9`: whether the number lies on the range's side of its
  /// bound. Nil when the pattern is not a one-sided range.
  private func matchesOneSidedRange(_ expr: Expr, _ value: Value, _ env: Env) throws -> Bool? {
    guard case .binary(let op, let left, let right) = expr.kind,
      left.isOpenBound != right.isOpenBound
    else { return nil }
    let boundExpr = left.isOpenBound ? right : left
    guard case .int(let bound) = try eval(boundExpr, env) else {
      throw error(.notSimulated("a one-sided range of anything but integers"), expr.range, env)
    }
    guard case .int(let number) = value else { return false }
    if right.isOpenBound { return number >= bound }
    return op == .closedRange ? number <= bound : number < bound
  }

  /// The `~=` of a value pattern: a range holds the value, anything else equals it.
  func matchesValue(_ expected: Value, _ value: Value, _ range: SourceRange, _ env: Env) throws
    -> Bool
  {
    if case .range(let bounds) = expected {
      guard case .int(let number) = value else { return false }
      return bounds.contains(number)
    }
    return equal(expected, value)
  }

  /// `.name(…)` or `Type.name(…)`: a case of an enumeration (with its payload's patterns),
  /// `.some(x)`/`.none` of an optional, or a constant of another type compared by value.
  private func matchEnumCase(
    _ type: String?, _ name: String, _ payload: [PatternElement]?, _ value: Value,
    _ bindings: inout [(String, Value)], _ range: SourceRange, _ env: Env
  ) throws -> Bool {
    if case .enumCase(let enumValue) = value,
      type == nil || type == enumValue.typeName
        || classes.resolveAlias(type ?? "") == enumValue.typeName
    {
      guard enumValue.caseName == name else { return false }
      guard let payload else { return true }
      guard payload.count == enumValue.payload.count else {
        // `.loaded(let all)` binds every associated value as one tuple.
        guard payload.count == 1 else { return false }
        let whole = Value.tuple(TupleValue(values: enumValue.payload, labels: enumValue.labels))
        return try match(payload[0].pattern, whole, &bindings, range, env)
      }
      for (element, item) in zip(payload, enumValue.payload) {
        guard try match(element.pattern, item, &bindings, range, env) else { return false }
      }
      return true
    }
    if let type, !classes.enumCases(of: classes.resolveAlias(type)).isEmpty {
      // A value of another type is not a case of the user's enumeration (a `catch` pattern
      // meets errors of every type).
      return false
    }
    if type == nil || type == "Optional" {
      if name == "none" { return value.isNil }
      if name == "some" {
        guard !value.isNil else { return false }
        guard let payload, payload.count == 1 else { return true }
        return try match(payload[0].pattern, value, &bindings, range, env)
      }
    }
    // A member of another type (`.portrait`, `UIColor.red`): compared by value.
    let expected: Value
    if let type {
      expected = try property(name, of: .type(type), range, env)
    } else {
      expected = try implicitMember(name, arguments: nil, hint: hintType(of: value), range, env)
    }
    return equal(expected, value)
  }

  /// The type an implicit member compared with `value` belongs to.
  func hintType(of value: Value) -> String? {
    switch value {
    case .enumCase(let enumValue): return enumValue.typeName
    case .orientation: return "UIInterfaceOrientation"
    case .options(_, let type): return type ?? "UIView.AnimationOptions"
    case .color: return "UIColor"
    case .rect: return "CGRect"
    case .point: return "CGPoint"
    case .size: return "CGSize"
    case .structure(let structure): return structure.typeName
    case .object(let instance): return instance.className
    case .typedNumber(let type, _): return type
    default: return nil
    }
  }

  /// `let (a, b) = value`: binds each name of the pattern, or fails as Swift's type checker
  /// would when the shapes differ.
  func destructure(_ pattern: Pattern, isConstant: Bool, _ valueExpr: Expr, _ env: Env) throws {
    let value = try eval(valueExpr, env)
    var bindings: [(String, Value)] = []
    guard try match(pattern, value, &bindings, valueExpr.range, env) else {
      throw error(.patternMismatch(value.typeName(in: world)), valueExpr.range, env)
    }
    for (name, bound) in bindings {
      if !env.context.isTopLevel, env.scope.isDeclaredHere(name) {
        throw error(.redeclaration(name), valueExpr.range, env)
      }
      env.scope.declare(
        name, Binding(value: bound, isConstant: isConstant, isInitialized: true))
    }
  }
}
