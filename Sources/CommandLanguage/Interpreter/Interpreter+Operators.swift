import Simulation

extension Interpreter {
  func unary(_ op: UnaryOperator, _ value: Value, _ range: SourceRange, _ env: Env) throws
    -> Value
  {
    switch (op, value) {
    case (.not, _):
      return .bool(!(try truth(value, range, env)))
    case (.negate, .int(let number)):
      guard number != .min else { throw error(.overflow, range, env) }
      return .int(-number)
    case (.negate, .double(let number)): return .double(-number)
    case (.plus, .int), (.plus, .double): return value
    default:
      throw error(.badOperand(op.rawValue, value.typeName(in: world)), range, env)
    }
  }

  func binary(
    _ op: BinaryOperator, _ leftExpr: Expr, _ rightExpr: Expr, _ range: SourceRange, _ env: Env
  ) throws -> Value {
    switch op {
    case .and:
      guard try truth(eval(leftExpr, env), leftExpr.range, env) else { return .bool(false) }
      return .bool(try truth(eval(rightExpr, env), rightExpr.range, env))
    case .or:
      if try truth(eval(leftExpr, env), leftExpr.range, env) { return .bool(true) }
      return .bool(try truth(eval(rightExpr, env), rightExpr.range, env))
    case .nilCoalescing:
      let left = try eval(leftExpr, env)
      return left.isNil ? try eval(rightExpr, env) : left
    default:
      let left = try eval(leftExpr, env)
      let right = try eval(rightExpr, env)
      return try apply(op, left, right, range, env)
    }
  }

  /// Applies an arithmetic, comparison or identity operator to two values.
  func apply(_ op: BinaryOperator, _ left: Value, _ right: Value, _ range: SourceRange, _ env: Env)
    throws -> Value
  {
    switch op {
    case .equal: return .bool(equal(left, right))
    case .notEqual: return .bool(!equal(left, right))
    case .identical: return .bool(identical(left, right))
    case .notIdentical: return .bool(!identical(left, right))
    case .bitOr:
      if case .options(let a) = left, case .options(let b) = right {
        return .options(a + b.filter { !a.contains($0) })
      }
      if case .int(let a) = left, case .int(let b) = right { return .int(a | b) }
    case .bitAnd:
      if case .int(let a) = left, case .int(let b) = right { return .int(a & b) }
    case .halfOpenRange, .closedRange:
      guard case .int(let low) = left, case .int(let high) = right else { break }
      let upper = op == .closedRange ? high : high - 1
      guard upper >= low else { return .array([]) }
      guard upper - low < limits.maxCollectionSize else {
        throw error(.collectionLimit(limits.maxCollectionSize), range, env)
      }
      return .array((low...upper).map { .int($0) })
    case .add:
      if case .string(let a) = left, case .string(let b) = right {
        guard a.utf8.count + b.utf8.count <= limits.maxCollectionSize else {
          throw error(.collectionLimit(limits.maxCollectionSize), range, env)
        }
        return .string(a + b)
      }
      if case .array(let a) = left, case .array(let b) = right {
        guard a.count + b.count <= limits.maxCollectionSize else {
          throw error(.collectionLimit(limits.maxCollectionSize), range, env)
        }
        return .array(a + b)
      }
      return try arithmetic(op, left, right, range, env)
    case .subtract, .multiply, .divide, .remainder:
      return try arithmetic(op, left, right, range, env)
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      guard let a = left.number, let b = right.number else { break }
      switch op {
      case .less: return .bool(a < b)
      case .lessOrEqual: return .bool(a <= b)
      case .greater: return .bool(a > b)
      default: return .bool(a >= b)
      }
    case .and, .or, .nilCoalescing:
      break
    }
    throw error(
      .badOperands(op.rawValue, left.typeName(in: world), right.typeName(in: world)), range, env)
  }

  private func arithmetic(
    _ op: BinaryOperator, _ left: Value, _ right: Value, _ range: SourceRange, _ env: Env
  ) throws -> Value {
    if case .int(let a) = left, case .int(let b) = right {
      let result: (Int, Bool)
      switch op {
      case .add: result = a.addingReportingOverflow(b)
      case .subtract: result = a.subtractingReportingOverflow(b)
      case .multiply: result = a.multipliedReportingOverflow(by: b)
      case .divide:
        guard b != 0 else { throw error(.divisionByZero, range, env) }
        result = a.dividedReportingOverflow(by: b)
      default:
        guard b != 0 else { throw error(.divisionByZero, range, env) }
        result = a.remainderReportingOverflow(dividingBy: b)
      }
      if result.1 { throw error(.overflow, range, env) }
      return .int(result.0)
    }
    guard let a = left.number, let b = right.number,
      !(left.isBool || right.isBool)
    else {
      throw error(
        .badOperands(op.rawValue, left.typeName(in: world), right.typeName(in: world)), range, env)
    }
    switch op {
    case .add: return .double(a + b)
    case .subtract: return .double(a - b)
    case .multiply: return .double(a * b)
    case .divide:
      guard b != 0 else { throw error(.divisionByZero, range, env) }
      return .double(a / b)
    default:
      guard b != 0 else { throw error(.divisionByZero, range, env) }
      return .double(a.truncatingRemainder(dividingBy: b))
    }
  }

  /// `==`: identity for objects, value equality for everything else.
  func equal(_ left: Value, _ right: Value) -> Bool {
    switch (left, right) {
    case (.nilValue, .nilValue): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.rect(let a), .rect(let b)): return a == b
    case (.point(let a), .point(let b)): return a == b
    case (.size(let a), .size(let b)): return a == b
    case (.controller(let a, _), .controller(let b, _)): return a == b
    case (.view(let a, _), .view(let b, _)): return a == b
    case (.object(let a), .object(let b)): return a === b
    case (.structure(let a), .structure(let b)):
      return a.typeName == b.typeName && a.order == b.order
        && a.order.allSatisfy { equal(a.fields[$0] ?? .nilValue, b.fields[$0] ?? .nilValue) }
    case (.options(let a), .options(let b)): return Set(a) == Set(b)
    case (.orientation(let a), .orientation(let b)): return a == b
    case (.color(let a), .color(let b)): return a == b
    case (.type(let a), .type(let b)): return a == b
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    case (.closure(let a), .closure(let b)): return a === b
    default:
      if let a = left.number, let b = right.number, !left.isBool, !right.isBool { return a == b }
      return false
    }
  }

  /// `===`: the same object.
  func identical(_ left: Value, _ right: Value) -> Bool {
    switch (left, right) {
    case (.controller(let a, _), .controller(let b, _)): return a == b
    case (.view(let a, _), .view(let b, _)): return a == b
    case (.object(let a), .object(let b)): return a === b
    case (.nilValue, .nilValue): return true
    case (.closure(let a), .closure(let b)): return a === b
    default: return false
    }
  }
}
