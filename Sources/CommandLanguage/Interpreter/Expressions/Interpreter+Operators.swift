import Simulation

extension Interpreter {
  func unary(_ op: UnaryOperator, _ value: Value, _ range: SourceRange, _ env: Env) throws
    -> Value
  {
    switch (op, value) {
    case (.not, _):
      if case .bool(let flag) = value { return .bool(!flag) }
      if dialect(of: env) == .swift, !value.isNil {
        // Swift's assignment, the usual `()` here, is named as swiftc names the empty tuple.
        let type = if case .void = value { "()" } else { value.typeName(in: world) }
        throw error(.notABoolArgument(type), range, env)
      }
      return .bool(!(try truth(value, range, env)))
    case (.negate, .int(let number)):
      guard number != .min else { throw error(.overflow, range, env) }
      return .int(-number)
    case (.negate, .double(let number)): return .double(-number)
    case (.plus, .int), (.plus, .double): return value
    case (.bitNot, .int(let number)): return .int(~number)
    case (.bitNot, .options) where optionComplement(value) != nil:
      return optionComplement(value) ?? value
    case (.dereference, .pointer(let box)): return try box.load()
    // `self->_ivar`, `object->field`: an object is what its pointer points to.
    case (.dereference, .controller), (.dereference, .view), (.dereference, .object): return value
    default:
      throw error(.badOperand(op.rawValue, value.typeName(in: world)), range, env)
    }
  }

  func binary(
    _ op: BinaryOperator, _ leftExpr: Expr, _ rightExpr: Expr, _ range: SourceRange, _ env: Env,
    typeHint: String? = nil
  ) throws -> Value {
    if op == .equal || op == .notEqual,
      Self.isImplicitMember(leftExpr) || Self.isImplicitMember(rightExpr)
    {
      // `state == .loading`: the implicit member is of the other side's type.
      let leftFirst = !Self.isImplicitMember(leftExpr)
      let known = try eval(leftFirst ? leftExpr : rightExpr, env)
      let other = try eval(leftFirst ? rightExpr : leftExpr, env, typeHint: hintType(of: known))
      if let result = try userOperator(
        op, leftFirst ? known : other, leftFirst ? other : known, range, env)
      {
        return result
      }
      let same = equal(known, other)
      return .bool(op == .equal ? same : !same)
    }
    switch op {
    case .and:
      guard try operandTruth(leftExpr, env) else { return .bool(false) }
      return .bool(try operandTruth(rightExpr, env))
    case .or:
      if try operandTruth(leftExpr, env) { return .bool(true) }
      return .bool(try operandTruth(rightExpr, env))
    case .nilCoalescing:
      let left = try eval(leftExpr, env, typeHint: typeHint)
      return left.isNil ? try eval(rightExpr, env, typeHint: typeHint) : left
    case .elvis:
      let left = try eval(leftExpr, env, typeHint: typeHint)
      return try truth(left, leftExpr.range, env)
        ? left : try eval(rightExpr, env, typeHint: typeHint)
    default:
      // `weight < .bold`: an implicit member is of the other side's type.
      if Self.isImplicitMember(leftExpr), !Self.isImplicitMember(rightExpr) {
        let right = try eval(rightExpr, env)
        let left = try eval(leftExpr, env, typeHint: hintType(of: right))
        return try apply(op, left, right, range, env)
      }
      let left = try eval(leftExpr, env)
      let right = try eval(
        rightExpr, env, typeHint: Self.isImplicitMember(rightExpr) ? hintType(of: left) : nil)
      return try apply(op, left, right, range, env)
    }
  }

  /// An operand of `&&` or `||`. Swift's operators are functions taking `Bool`, so another
  /// type is an argument of the wrong type; a parenthesized assignment is `()` there and is
  /// refused before either side runs, as swiftc refuses it before the program does.
  func operandTruth(_ operand: Expr, _ env: Env) throws -> Bool {
    if dialect(of: env) == .swift {
      if case .assignment = operand.kind {
        throw error(.notABoolArgument("()"), operand.range, env)
      }
      let value = try eval(operand, env)
      if case .bool(let flag) = value { return flag }
      if value.isNil { return try truth(value, operand.range, env) }
      throw error(.notABoolArgument(value.typeName(in: world)), operand.range, env)
    }
    return try truth(eval(operand, env), operand.range, env)
  }

  /// Applies an arithmetic, comparison or identity operator to two values.
  /// An operator the user's code declares for the operands' types (`static func ==` in a
  /// type, or `func ==` at the file level), run with the two operands; `!=` is the negation of
  /// a declared `==`. Nil when none is declared.
  func userOperator(
    _ op: BinaryOperator, _ left: Value, _ right: Value, _ range: SourceRange, _ env: Env
  ) throws -> Value? {
    guard classes.hasUserMethods, Self.userOperators.contains(op) else { return nil }
    let declared =
      classes.mayHaveUserMethod(swiftBase: op.rawValue)
      ? op.rawValue
      : op == .notEqual && classes.mayHaveUserMethod(swiftBase: "==") ? "==" : nil
    guard let declared else { return nil }
    let types = [left, right].compactMap { className(of: $0) }.filter {
      classes.existing($0)?.origin == .declared
    }
    guard !types.isEmpty else { return nil }
    let args = CallArguments(
      values: [left, right], labels: [nil, nil], ranges: [range, range],
      hasTrailingClosure: false, dialect: .swift)
    let site = CallSite(swiftBase: declared, labels: [nil, nil], range: range, nameRange: range)
    var found: (UserMethod, Value)?
    for type in types {
      if let method = classes.classMethods(base: declared, from: type).first(where: {
        $0.arity == 2
      }), let fitting = overload(of: method, fitting: args, env, orNone: true) {
        found = (fitting, .type(type))
        break
      }
    }
    if found == nil, let owner = className(of: value(of: selfController)),
      let method = classes.methods(base: declared, from: owner).first(where: { $0.arity == 2 }),
      let fitting = overload(of: method, fitting: args, env, orNone: true)
    {
      found = (fitting, value(of: selfController))
    }
    guard let (method, receiver) = found else { return nil }
    let result = try invokeUser(method, [0, 1], on: receiver, args, site, env, slot: -1)
    if declared != op.rawValue, case .bool(let same) = result { return .bool(!same) }
    return result
  }

  /// The operators the user's code may declare.
  static let userOperators: Set<BinaryOperator> = [
    .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual, .add, .subtract,
    .multiply, .divide,
  ]

  func apply(_ op: BinaryOperator, _ left: Value, _ right: Value, _ range: SourceRange, _ env: Env)
    throws -> Value
  {
    // In C an enumeration constant is an integer (`UIViewContentModeCenter == 4`,
    // `UIViewContentModeRedraw + 1`).
    if left.isEnumCase || right.isEnumCase, op != .and, op != .or, dialect(of: env) == .objc,
      Self.cInteger(of: left) != nil || Self.cInteger(of: right) != nil
    {
      return try apply(
        op, Self.cInteger(of: left).map(Value.int) ?? left,
        Self.cInteger(of: right).map(Value.int) ?? right, range, env)
    }
    if let result = try userOperator(op, left, right, range, env) { return result }
    switch op {
    case .equal, .notEqual:
      // Swift's `==` on NSObjects is `isEqual(_:)`; Objective-C's compares pointers.
      let same =
        dialect(of: env) == .swift ? try objectsEqual(left, right, range, env) : equal(left, right)
      return .bool(op == .equal ? same : !same)
    case _ where Self.isTypedNumberOperation(op, left, right):
      return try typedNumberOperator(op, left, right, range, env)
    case .identical: return .bool(identical(left, right))
    case .notIdentical: return .bool(!identical(left, right))
    case .bitOr, .bitAnd, .bitXor:
      // Swift's option sets have no bit operators (`union`, `intersection` instead); C's do.
      if dialect(of: env) == .swift,
        [left, right].contains(where: { if case .options = $0 { true } else { false } })
      {
        throw error(
          .badOperands(op.rawValue, left.typeName(in: world), right.typeName(in: world)), range,
          env)
      }
      if let result = optionOperator(op, left, right) { return result }
      guard case .int(let a) = left, case .int(let b) = right else { break }
      return .int(op == .bitOr ? a | b : op == .bitAnd ? a & b : a ^ b)
    case .shiftLeft, .shiftRight:
      guard case .int(let a) = left, case .int(let b) = right else { break }
      return .int(op == .shiftLeft ? a << b : a >> b)
    case .halfOpenRange, .closedRange:
      guard case .int(let low) = left, case .int(let high) = right else { break }
      let closed = op == .closedRange
      // Swift traps on a range whose upper bound is below its lower bound.
      guard high >= low else {
        throw error(.badRange(low, high), range, env)
      }
      if closed, high == .max { throw error(.overflow, range, env) }
      return .range(RangeValue(lower: low, upper: high, closed: closed))
    case .add:
      if case .string(let a) = left, case .string(let b) = right {
        guard a.utf8.count + b.utf8.count <= limits.maxCollectionSize else {
          throw error(.collectionLimit(limits.maxCollectionSize), range, env)
        }
        return .string(a + b)
      }
      if let a = arrayItems(left), let b = arrayItems(right) {
        guard a.count + b.count <= limits.maxCollectionSize else {
          throw error(.collectionLimit(limits.maxCollectionSize), range, env)
        }
        return .array(a + b)
      }
      return try arithmetic(op, left, right, range, env)
    case .subtract, .multiply, .divide, .remainder:
      return try arithmetic(op, left, right, range, env)
    case .less, .lessOrEqual, .greater, .greaterOrEqual:
      if case .string(let a) = left, case .string(let b) = right {
        switch op {
        case .less: return .bool(a < b)
        case .lessOrEqual: return .bool(a <= b)
        case .greater: return .bool(a > b)
        default: return .bool(a >= b)
        }
      }
      guard let a = left.number, let b = right.number, !left.isBool, !right.isBool else { break }
      switch op {
      case .less: return .bool(a < b)
      case .lessOrEqual: return .bool(a <= b)
      case .greater: return .bool(a > b)
      default: return .bool(a >= b)
      }
    case .and, .or, .nilCoalescing, .elvis:
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
      // IEEE 754, as C and Swift compute it: `1.0 / 0` is `inf`, `0.0 / 0` is `nan`.
      return .double(a / b)
    default:
      return .double(a.truncatingRemainder(dividingBy: b))
    }
  }

  /// `==`: identity for objects, value equality for everything else.
  /// `isEqual:` as the runtime answers it: the user's override when the left object's class
  /// has one (`containsObject:`, `indexOfObject:` and Swift's `==` go through it), else
  /// identity for objects and equality for values.
  func objectsEqual(_ left: Value, _ right: Value, _ range: SourceRange, _ env: Env) throws
    -> Bool
  {
    guard left.instance != nil, let className = className(of: left) else {
      return equal(left, right)
    }
    for selector in ["isEqual:", "isEqual(_:)"]
    where userMethod(named: selector, from: className) != nil {
      let site = CallSite(swiftBase: "isEqual", labels: [nil], range: range, nameRange: range)
      let answer = try perform(selector, on: left, [right], site, env, slot: -1)
      return answer.truthValue ?? false
    }
    return equal(left, right)
  }

  func equal(_ left: Value, _ right: Value) -> Bool {
    switch (left, right) {
    case (.mutableString(let box), _): return equal(.string(box.text), right)
    case (_, .mutableString(let box)): return equal(left, .string(box.text))
    case (.mutableSet(let a), .mutableSet(let b)): return a === b
    case (.nilValue, .nilValue): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.rect(let a), .rect(let b)): return RectGeometry.equal(a, b)
    case (.point(let a), .point(let b)): return a == b
    case (.size(let a), .size(let b)): return a == b
    case (.controller(let a, _), .controller(let b, _)): return a == b
    case (.view(let a, _), .view(let b, _)): return a == b
    case (.object(let a), .object(let b)): return a === b
    case (.structure(let a), .structure(let b)):
      return a.typeName == b.typeName && a.order == b.order
        && a.order.allSatisfy { equal(a.fields[$0] ?? .nilValue, b.fields[$0] ?? .nilValue) }
    case (.options(let a, let aType), .options(let b, let bType)):
      return Self.optionsEqual(a, aType, b, bType)
    // `mask == [.a, .b]`: the literal is an option set of the other side's type.
    case (.options(_, let type), .array(let items)):
      return Self.optionSet(fromArray: items, type: type).map { equal(left, $0) } ?? false
    case (.array(let items), .options(_, let type)):
      return Self.optionSet(fromArray: items, type: type).map { equal($0, right) } ?? false
    case (.typedNumber(let a, let x), .typedNumber(let b, let y)): return a == b && equal(x, y)
    // Objective-C compares a string constant Swift code handed over as the `NSString` it is.
    case (.typedNumber(_, .string(let a)), .string(let b)),
      (.string(let a), .typedNumber(_, .string(let b))):
      return a == b
    case (.options, .int), (.int, .options):
      // C compares an `NS_OPTIONS` value with an integer by its bits.
      return optionOperands(left, right).map { $0.1 == $0.2 } ?? false
    case (.orientation(let a), .orientation(let b)): return a == b
    case (.color(let a), .color(let b)): return a == b
    case (.type(let a), .type(let b)): return a == b
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
    case (.mutableArray(let a), .mutableArray(let b)),
      (.mutableDictionary(let a), .mutableDictionary(let b)):
      return a === b
    case (.closure(let a), .closure(let b)): return a === b
    case (.range(let a), .range(let b)): return a == b
    case (.tuple(let a), .tuple(let b)):
      return a.values.count == b.values.count
        && zip(a.values, b.values).allSatisfy { equal($0, $1) }
    case (.enumCase(let a), .enumCase(let b)):
      return a.typeName == b.typeName && a.caseName == b.caseName
        && a.payload.count == b.payload.count
        && zip(a.payload, b.payload).allSatisfy { equal($0, $1) }
    case (.dictionary(let a), .dictionary(let b)):
      guard a.count == b.count else { return false }
      for (key, value) in zip(a.keys, a.values) {
        guard let hashed = try? hashKey(key, .at(0), nil), let other = b.value(for: hashed),
          equal(value, other)
        else { return false }
      }
      return true
    case (.set(let a), .set(let b)):
      guard a.count == b.count else { return false }
      return a.members.allSatisfy { member in
        (try? hashKey(member, .at(0), nil)).map { b.contains($0) } ?? false
      }
    case (.selector(let a), .selector(let b)): return a == b
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
    case (.mutableArray(let a), .mutableArray(let b)),
      (.mutableDictionary(let a), .mutableDictionary(let b)):
      return a === b
    default: return false
    }
  }

  /// The elements of an array value, Swift's or an `NSMutableArray`'s.
  func arrayItems(_ value: Value) -> [Value]? {
    switch value {
    case .array(let items): return items
    case .mutableArray(let box): return box.items
    default: return nil
    }
  }

  /// The key a value makes in a dictionary or set; values that are not `Hashable` fail (with
  /// no environment to report in, they simply fail).
  func hashKey(_ value: Value, _ range: SourceRange, _ env: Env?) throws -> ValueKey {
    switch value {
    case .nilValue: return .nilValue
    case .bool(let flag): return .bool(flag)
    case .int(let number): return .int(number)
    case .double(let number): return .double(number)
    case .string(let text): return .string(text)
    case .controller(let id, _): return .controller(id.index)
    case .view(let id, _): return .view(id.index)
    case .object(let instance): return .object(ObjectIdentifier(instance))
    case .mutableArray(let box), .mutableDictionary(let box), .mutableSet(let box):
      return .object(ObjectIdentifier(box))
    case .mutableString(let box): return .string(box.text)
    case .type(let name): return .type(name)
    case .selector(let name): return .name("selector " + name)
    case .color(let name): return .name("color " + name)
    case .orientation(let orientation): return .name("orientation " + orientation.rawValue)
    case .enumCase(let enumValue):
      var payload: [ValueKey] = []
      for item in enumValue.payload { payload.append(try hashKey(item, range, env)) }
      return .enumCase(enumValue.typeName, enumValue.caseName, payload)
    case .array(let items):
      var keys: [ValueKey] = []
      for item in items { keys.append(try hashKey(item, range, env)) }
      return .sequence(keys)
    case .tuple(let tuple):
      var keys: [ValueKey] = []
      for item in tuple.values { keys.append(try hashKey(item, range, env)) }
      return .sequence(keys)
    case .range(let bounds): return .sequence([.int(bounds.lower), .int(bounds.endExclusive)])
    // The SDK's typed values are `Hashable` (`[UITransitionContextViewControllerKey: …]`).
    case .typedNumber(let type, let raw):
      return .sequence([.type(type), try hashKey(raw, range, env)])
    case .structure(let structure):
      var keys: [ValueKey] = [.type(structure.typeName)]
      for name in structure.order {
        keys.append(try hashKey(structure.fields[name] ?? .nilValue, range, env))
      }
      return .sequence(keys)
    default:
      guard let env else { throw OptionalChainEnd() }
      throw error(.notHashable(value.typeName(in: world)), range, env)
    }
  }

  /// A set of values (duplicates dropped).
  func makeSet(_ values: [Value], _ range: SourceRange, _ env: Env) throws -> Value {
    var set = SetValue()
    for value in values { set.insert(value, key: try hashKey(value, range, env)) }
    return .set(set)
  }
}
