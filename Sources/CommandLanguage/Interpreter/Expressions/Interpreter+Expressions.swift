import Simulation

extension Interpreter {
  /// Evaluates an expression. `nameHint` is the variable a constructor's result is bound to;
  /// `typeHint` the type the context expects, which an implicit member (`.first`) belongs to.
  func eval(_ expr: Expr, _ env: Env, nameHint: String? = nil, typeHint: String? = nil) throws
    -> Value
  {
    try tick(expr.range, env)
    switch expr.kind {
    case .identifier(let name):
      return try identifier(name, expr.range, env)
    case .selfRef:
      return implicitReceiver(env)
    case .superRef:
      throw error(.superAlone, expr.range, env)
    case .nilLiteral:
      return .nilValue
    case .boolLiteral(let flag):
      return .bool(flag)
    case .intLiteral(let number):
      return .int(number)
    case .doubleLiteral(let number):
      return .double(number)
    case .stringLiteral(let text):
      return .string(text)
    case .interpolatedString(let parts):
      var text = ""
      for part in parts {
        switch part {
        case .text(let piece): text += piece
        case .expression(let inner): text += try interpolated(try eval(inner, env), inner, env)
        }
        if text.utf8.count > limits.maxCollectionSize {
          throw error(.collectionLimit(limits.maxCollectionSize), expr.range, env)
        }
      }
      return .string(text)
    case .arrayLiteral(let items):
      let elementHint = typeHint.map(Self.baseType)
      var values: [Value] = []
      values.reserveCapacity(items.count)
      for item in items { values.append(try eval(item, env, typeHint: elementHint)) }
      if typeHint?.hasPrefix("Set") == true { return try makeSet(values, expr.range, env) }
      return .array(values)
    case .member(let base, let name, let nameRange, let optional):
      if case .superRef = base.kind {
        return try superProperty(name, nameRange, env)
      }
      if isSelfArrow(base), hasInstanceVariable(name, env) {
        return try instanceVariable(name, nameRange, env) ?? .nilValue
      }
      let receiver = try eval(base, env)
      if receiver.isNil {
        if optional { throw OptionalChainEnd() }
        if isInspecting { return .nilValue }
      }
      if case .type(let outer) = receiver, let nested = nestedType(name, in: outer) {
        return .type(nested)
      }
      return try property(name, of: receiver, nameRange, env)
    case .implicitMember(let name):
      return try implicitMember(name, arguments: nil, hint: typeHint, expr.range, env)
    case .call(let callee, let arguments, _):
      return try call(callee, arguments, expr.range, env, nameHint: nameHint, typeHint: typeHint)
    case .message(let receiver, let selector, let selectorRange, let arguments):
      return try message(
        receiver, selector, selectorRange, arguments, expr.range, env,
        nameHint: nameHint)
    case .subscriptAccess(let base, let indexExpr):
      let container = try eval(base, env)
      let index = try oneSidedIndex(indexExpr, of: container, env) ?? eval(indexExpr, env)
      return try element(of: container, at: index, indexExpr.range, env)
    case .unary(.addressOf, let operand):
      return try address(of: operand, env)
    case .unary(let op, let operand) where op == .postIncrement || op == .postDecrement:
      let before = try read(resolve(operand, env), env)
      let one = Expr(.intLiteral(1), range: expr.range)
      try assign(operand, op == .postIncrement ? .add : .subtract, one, env)
      return before
    case .unary(let op, let operand):
      return try unary(op, try eval(operand, env), expr.range, env)
    case .binary(let op, let left, let right) where left.isOpenBound || right.isOpenBound:
      return try oneSidedRange(op, left, right, expr.range, env)
    case .binary(let op, let left, let right):
      return try binary(op, left, right, expr.range, env, typeHint: typeHint)
    case .ternary(let condition, let then, let otherwise):
      let flag = try truth(eval(condition, env), condition.range, env)
      return try eval(flag ? then : otherwise, env, nameHint: nameHint, typeHint: typeHint)
    case .closure(let closure):
      return try makeClosure(closure, env)
    case .cast(let operand, let type, let conditional):
      let value = try eval(operand, env, nameHint: nameHint, typeHint: type.name)
      return try cast(value, to: type, conditional: conditional, expr.range, env)
    case .typeCheck(let operand, let type):
      let value = try eval(operand, env)
      return .bool(isInstance(value, of: env.context.genericTypes[type.name] ?? type.name))
    case .forceUnwrap(let operand):
      let value = try eval(operand, env)
      if value.isNil { throw error(.unwrappedNil, expr.range, env) }
      return value
    case .parenthesized(let inner):
      return try eval(inner, env, nameHint: nameHint, typeHint: typeHint)
    case .boxed(let inner):
      let value = try eval(inner, env)
      // `@(UIViewAnimationCurveEaseOut)` is an NSNumber of the constant's integer.
      return Self.cInteger(of: value).map(Value.int) ?? value
    case .assignment(let target, let value):
      try assign(target, .assign, value, env)
      // Swift's assignment is `()`; C's is the value assigned.
      if dialect(of: env) == .swift { return .void }
      return try read(resolve(target, env), env)
    case .optionalChain(let inner):
      do {
        return try eval(inner, env, nameHint: nameHint, typeHint: typeHint)
      } catch is OptionalChainEnd {
        return .nilValue
      }
    case .optionalBase(let inner):
      let value = try eval(inner, env)
      if value.isNil { throw OptionalChainEnd() }
      return value
    case .tuple(let elements):
      var values: [Value] = []
      // `return (.full, .half)` for `(width: Size, height: Size)`: each element's type.
      var hints: [String] = []
      var labels = elements.map(\.label)
      if let typeHint, typeHint.hasPrefix("("), typeHint.hasSuffix(")") {
        hints = typeHint.dropFirst().dropLast().split(separator: ",").map(String.init)
        if hints.count != elements.count { hints = [] }
      }
      for (index, element) in elements.enumerated() {
        var hint = hints.isEmpty ? nil : hints[index]
        // An unlabelled element takes the label the tuple type gives it.
        if let typed = hint, let colon = typed.firstIndex(of: ":") {
          if labels[index] == nil { labels[index] = String(typed[..<colon]) }
          hint = String(typed[typed.index(after: colon)...])
        }
        values.append(try eval(element.value, env, typeHint: hint))
      }
      if values.count == 1, elements[0].label == nil { return values[0] }
      return .tuple(TupleValue(values: values, labels: labels))
    case .dictionaryLiteral(let entries):
      var dictionary = DictionaryValue()
      for entry in entries {
        let key = try eval(entry.key, env)
        let value = try eval(entry.value, env)
        dictionary.set(value, for: try hashKey(key, entry.key.range, env), original: key)
      }
      return .dictionary(dictionary)
    case .typeValue(let type):
      return .type(Self.collectionTypeName(type))
    case .selectorLiteral(let name):
      return try selectorLiteral(name, expr.range, env)
    case .branchValue(let statement):
      return try branchValue(statement, env, typeHint: typeHint)
    case .keyPathLiteral(let root, let path):
      return keyPathValue(root: root, path: path)
    case .tryExpr(let operand, let kind):
      return try evalTry(operand, kind, expr.range, env, nameHint: nameHint, typeHint: typeHint)
    }
  }

  /// The type a collection type written as a value names: `Array`, `Dictionary`, `Set`.
  static func collectionTypeName(_ type: TypeRef) -> String {
    if type.isArray { return "Array" }
    if type.name.hasPrefix("Set") { return "Set" }
    if type.name.hasPrefix("Dictionary") { return "Dictionary" }
    return type.name
  }

  /// Makes a closure value: its capture list is evaluated now, into a scope of its own that
  /// the body sees (`[weak self]` makes `self` a weak variable there).
  private func makeClosure(_ closure: ClosureExpr, _ env: Env) throws -> Value {
    var scope = env.scope
    var context = closureContext(env, closure.dialect)
    if !closure.captures.isEmpty {
      let captured = Scope(parent: env.scope)
      for capture in closure.captures {
        let value: Value
        if let written = capture.value {
          value = try eval(written, env)
        } else if capture.name == "self" {
          value = implicitReceiver(env)
        } else {
          value = try identifier(capture.name, capture.range, env)
        }
        if capture.ownership != .strong, !value.isNil, value.instance == nil {
          // swiftc's words for `[weak x]` or `[unowned x]` of a value.
          throw error(
            .weakValueType(capture.ownership.rawValue, value.typeName(in: world)), capture.range,
            env)
        }
        captured.declare(
          capture.name,
          Binding(
            value: value, isConstant: true, isInitialized: true, ownership: capture.ownership))
        if capture.name == "self" { context.selfIsVariable = true }
      }
      scope = captured
    }
    if scope !== globals, capturedScopes.count < 100_000 {
      capturedScopes.append(WeakScope(scope: scope))
    }
    return .closure(
      Closure(
        parameters: closure.parameters, body: closure.body, scope: scope, context: context,
        unit: env.unit, dialect: closure.dialect))
  }

  // MARK: - Names

  /// Who `self` is inside a closure written here, and how its names resolve.
  private func closureContext(_ env: Env, _ dialect: Dialect) -> MethodContext {
    var context = env.context
    context.selfValue = implicitReceiver(env)
    context.isTopLevel = false
    context.returnsValue = false
    context.returnType = nil
    context.declaredReturnType = nil
    context.selfIsVariable = false
    context.dialect = dialect
    // A closure is not its initialiser: setting the class's own properties there runs their
    // observers, as swiftc compiles it (`({ self.child = child })()` in an init).
    if dialect == .swift { context.initializing = nil }
    return context
  }

  /// A bare name: a local variable; inside a method, an instance variable or a member of
  /// `self`; a top-level variable; then a type or a constant.
  func identifier(_ name: String, _ range: SourceRange, _ env: Env) throws -> Value {
    if env.context.isInMethod {
      // In a method, a global comes after the instance's own names; a local comes first.
      let found = env.scope.lookUp(name)
      if let found, found.owner !== globals { return try read(found.binding, name, range, env) }
      if let value = try instanceVariable(name, range, env) { return value }
      let receiver = implicitReceiver(env)
      if case .type(let typeName) = receiver,
        let value = try typeProperty(name, of: typeName, range, env)
      {
        return value
      }
      // A case named bare in its enumeration's static methods (`[left, right]`).
      if case .type(let typeName) = receiver, classes.enumCase(name, of: typeName) != nil,
        let value = try enumValue(name, of: typeName, arguments: nil, range, env)
      {
        return value
      }
      if let value = try implicitSelfProperty(name, of: receiver, range, env) { return value }
      if let found { return try read(found.binding, name, range, env) }
      // `var effect = UIBlurEffect(style: defaultStyle)`: a stored property's initial value
      // finds the class's static members by their bare names.
      if env.context.isPropertyInitializer, let owner = env.context.definingClass,
        let value = try typeProperty(name, of: owner, range, env)
      {
        return value
      }
    } else {
      // Every name a script reads comes here: one lookup, without the owning scope.
      if let value = env.scope.strongValue(name) { return value }
      if let binding = env.scope.binding(name) { return try read(binding, name, range, env) }
      if case .controller = env.context.selfValue,
        let value = try implicitSelfProperty(name, of: env.context.selfValue, range, env)
      {
        return value
      }
    }
    if let constant = Constants.value(named: name) { return constant }
    if let running = Constants.runningVersion(name, ios: world.iosVersion) {
      if running.isApproximate { noteApproximateVersion(name, running.value, range, env) }
      return .double(running.value)
    }
    if name == "_cmd", let selector = env.context.selector { return .selector(selector) }
    if Constants.unsignedMaxima.contains(name) {
      // C keeps an unsigned maximum's bits (all ones) and reads them as the type says: `%lu`
      // prints 18446744073709551615, `%ld` -1. Swift has no value kind for it here.
      if dialect(of: env) == .objc { return .int(-1) }
      throw error(.notSimulated("\(name) (an unsigned value past Int.max)"), range, env)
    }
    if name == "Self" { return .type(selfTypeName(env)) }
    let scoped = typeName(name, seenFrom: env.context.definingClass)
    if scoped != name { return .type(scoped) }
    if let constant = RunLoopSurface.constant(name) { return constant }
    if classes.resolve(name) != nil || Constants.isValueType(name)
      || RunLoopSurface.typeNames.contains(name)
    {
      warnObjectiveCTypeName(name, range, env)
      return .type(classes.resolveAlias(name))
    }
    if let value = surfaceConstant(name, range, env) { return value }
    if let refusal = FoundationTypes.refusal(name, written: name) {
      throw error(refusal, range, env)
    }
    // A use reported when its method was defined stops the method without a second error.
    stopWaiting(for: name)
    if classes.existing(name) != nil { return .type(classes.resolveAlias(name)) }
    if failedTypes.contains(name) || wasReportedAtDefinition(range, env) {
      throw failedTypeUse(name, range, env)
    }
    throw error(
      .unknownName(name), range, env, suggestion: nearestName(to: name, among: knownNames(env)))
  }

  /// The value of a variable, which must be initialized; a weak variable reads nil once its
  /// object is gone.
  private func read(_ binding: Binding, _ name: String, _ range: SourceRange, _ env: Env) throws
    -> Value
  {
    if let lazy = binding.lazyInitializer { return try initializeLazyGlobal(lazy, name) }
    guard binding.isInitialized else {
      throw error(.usedBeforeInitialized(name), range, env)
    }
    if binding.isPoisoned {
      // Its declaration failed and was reported: one error, not one more per use.
      throw RuntimeError(
        diagnostic: Diagnostic(.runtime(.unknownName(name)), at: range), unit: env.unit,
        isLoggedException: true)
    }
    guard binding.ownership == .strong else {
      syncOwnership()
      if binding.ownership == .unowned, binding.isDangling {
        throw error(.unownedDeallocated(name), range, env)
      }
      return binding.current
    }
    return binding.value
  }

  /// A use of a type whose declaration failed: it stops the statement, and says nothing more.
  func failedTypeUse(_ name: String, _ range: SourceRange, _ env: Env) -> RuntimeError {
    var failure = RuntimeError(
      diagnostic: Diagnostic(.runtime(.unknownName(name)), at: range), unit: env.unit,
      isLoggedException: true)
    failure.isAlreadyReported = true
    return failure
  }

  /// Names a suggestion may offer at this point.
  func knownNames(_ env: Env) -> [String] {
    var names = env.scope.visibleNames
    names += Constants.names + classes.names + Builtins.names
    names += UIKitSurface.controllerPropertyNames
    let receiver = implicitReceiver(env)
    if let instance = receiver.instance { names += instance.storage.slots.keys }
    if let className = className(of: receiver) {
      names += classes.methods(from: className).map(\.swiftBase)
      names += classes.chain(className).flatMap {
        classes.existing($0)?.properties.keys.map { $0 } ?? []
      }
    }
    return names
  }

  // MARK: - Subscripts and casts

  /// `container[index]`: an array's element (or a slice for a range), a dictionary's value
  /// for a key (nil, or the `default:` given, when it has none).
  func element(
    of container: Value, at index: Value, _ range: SourceRange, _ env: Env,
    method: String = "objectAtIndexedSubscript:", message: Bool = false
  ) throws -> Value {
    switch container {
    case .dictionary(let dictionary):
      return try dictionaryValue(dictionary, index, range, env)
    case .mutableDictionary(let box):
      return try dictionaryValue(box.dictionary, index, range, env)
    case .nilValue where dialect(of: env) == .objc:
      // `nilArray[0]` is a message to nil (`objectAtIndexedSubscript:`): it returns nil.
      return .nilValue
    default:
      break
    }
    guard let items = arrayItems(container) else {
      throw error(.notSubscriptable(container.typeName(in: world)), range, env)
    }
    if case .range(let bounds) = index {
      guard bounds.lower >= 0, bounds.endExclusive <= items.count else {
        throw error(.indexOutOfRange(bounds.endExclusive - 1, items.count), range, env)
      }
      return .array(Array(items[bounds.lower..<bounds.endExclusive]))
    }
    guard case .int(let position) = index else {
      throw error(.badIndex(index.typeName(in: world)), range, env)
    }
    guard position >= 0, position < items.count else {
      throw indexTrap(container, position, method: method, message: message, range, env)
    }
    return items[position]
  }

  /// What an index past an array's end does: Swift's array traps; Foundation's raises
  /// NSRangeException, naming the class the array really is (an empty or one-element
  /// immutable array is its own class, whose subscript goes through `objectAtIndex:`). A
  /// `message` (`object(at:)` in Swift too) is always Foundation's.
  func indexTrap(
    _ container: Value, _ position: Int, method: String, message: Bool = false,
    _ range: SourceRange, _ env: Env
  ) -> RuntimeError {
    guard message || dialect(of: env) == .objc else {
      return error(.crashed(.fatal, "Index out of range"), range, env)
    }
    let count = arrayItems(container)?.count ?? 0
    var arrayClass = "__NSArrayI"
    var method = method
    if case .mutableArray = container {
      arrayClass = "__NSArrayM"
    } else if count < 2 {
      arrayClass = count == 0 ? "__NSArray0" : "__NSSingleObjectArrayI"
      method = "objectAtIndex:"
    }
    let exception = ObjCException.indexBeyondBounds(
      arrayClass: arrayClass, method: method, index: position, count: count)
    return error(.uncaughtException(exception), range, env)
  }

  /// A dictionary's value for `index`: a key, or `(key, default: value)`.
  private func dictionaryValue(
    _ dictionary: DictionaryValue, _ index: Value, _ range: SourceRange, _ env: Env
  ) throws -> Value {
    if case .tuple(let tuple) = index, tuple.labels.last == "default", tuple.values.count == 2 {
      return try dictionary.value(for: hashKey(tuple.values[0], range, env)) ?? tuple.values[1]
    }
    return try dictionary.value(for: hashKey(index, range, env)) ?? .nilValue
  }

  private func cast(
    _ value: Value, to type: TypeRef, conditional: Bool, _ range: SourceRange, _ env: Env
  ) throws -> Value {
    var type = type
    if let bound = env.context.genericTypes[type.name] { type.name = bound }
    // A C cast of an SDK enumeration's constant reads its integer.
    if dialect(of: env) == .objc, let number = Self.cInteger(of: value),
      ["CGFloat", "double", "float", "NSInteger", "NSUInteger", "int", "long"].contains(type.name)
        || Self.fixedWidthIntegers[type.name] != nil
    {
      return try cast(.int(number), to: type, conditional: conditional, range, env)
    }
    // C's compound literal `(CGRect){.origin = p, .size = s}`: the list initialises the type.
    if dialect(of: env) == .objc {
      switch value {
      case .array, .dictionary: return try convert(value, toDeclared: type, range, env)
      default: break
      }
    }
    // `(uint8_t)300` keeps the low bits, as C converts to a narrower integer.
    if let narrow = Self.fixedWidthIntegers[type.name] {
      var wide = type
      wide.name = "long"
      let whole = try cast(value, to: wide, conditional: conditional, range, env)
      if case .int(let number) = whole { return .int(narrow(number)) }
      return whole
    }
    switch type.name {
    case "CGFloat", "double", "float", "Double", "Float":
      if let number = value.number { return .double(number) }
    case "NSInteger", "NSUInteger", "int", "long", "Int":
      if case .double(let number) = value {
        guard number.isFinite, abs(number) < 9e18 else {
          throw error(.numberOutOfRange, range, env)
        }
        return .int(Int(number))
      }
      if case .int = value { return value }
    case "id", "Any", "AnyObject", "NSObject":
      return value
    default:
      let isType = classes.isProtocol(type.name) || classes.resolve(type.name) != nil
      if value.isNil || isInstance(value, of: type.name) || !isType {
        return value
      }
      if conditional { return .nilValue }
      throw error(.badCast(value.typeName(in: world), type.name), range, env)
    }
    return value
  }

  /// C's fixed-width integer types, each keeping the bits of its width.
  static let fixedWidthIntegers: [String: @Sendable (Int) -> Int] = [
    "int8_t": { Int(Int8(truncatingIfNeeded: $0)) },
    "uint8_t": { Int(UInt8(truncatingIfNeeded: $0)) },
    "int16_t": { Int(Int16(truncatingIfNeeded: $0)) },
    "uint16_t": { Int(UInt16(truncatingIfNeeded: $0)) },
    "int32_t": { Int(Int32(truncatingIfNeeded: $0)) },
    "uint32_t": { Int(UInt32(truncatingIfNeeded: $0)) },
  ]

  /// Whether a value is an instance of the named class (or a value of the named type).
  func isInstance(_ value: Value, of typeName: String) -> Bool {
    // A protocol composition (`A & B`, or an alias of one): every protocol in it.
    if let members = classes.composition(typeName), !members.contains(typeName) {
      return members.allSatisfy { isInstance(value, of: $0) }
    }
    switch value {
    case .controller, .view, .object, .structure:
      guard let className = className(of: value) else { return false }
      if typeName == "AnyObject" || typeName == "Any" { return true }
      if let members = classes.composition(typeName) {
        return members.allSatisfy { isInstance(value, of: $0) }
      }
      return classes.isSubclass(className, of: typeName)
        || classes.conforms(className, to: typeName)
    case .enumCase(let value):
      return typeName == "Any" || value.typeName == typeName
        || classes.conforms(value.typeName, to: typeName)
    case .rect: return typeName == "CGRect"
    // A number is an NSNumber to Objective-C, and Swift bridges it so (`$0 as! NSNumber`).
    case .bool: return ["Bool", "BOOL", "NSNumber", "NSValue", "NSObject"].contains(typeName)
    case .int: return ["Int", "NSInteger", "NSNumber", "NSValue", "NSObject"].contains(typeName)
    case .double:
      return ["Double", "CGFloat", "Float", "NSNumber", "NSValue", "NSObject"].contains(typeName)
    case .string: return typeName == "String" || typeName == "NSString"
    case .array:
      return typeName.hasPrefix("[") || typeName.hasPrefix("NS") && typeName.hasSuffix("Array")
    case .type(let name):
      // `Child.self is UIViewController.Type`: a class is an instance of its ancestors'
      // metatypes (`AnyClass`, `Any.Type` included).
      if typeName == "AnyClass" || typeName == "Any.Type" || typeName == "AnyObject.Type" {
        return classes.resolve(name) != nil
      }
      guard typeName.hasSuffix(".Type") else { return typeName == "Any" }
      let ancestor = String(typeName.dropLast(".Type".count))
      let className = classes.resolveAlias(name)
      return classes.isSubclass(className, of: ancestor)
        || classes.conforms(className, to: ancestor)
    default: return false
    }
  }
}

extension Interpreter {
  /// `items[1...]`, `items[..<2]`, `items[...1]`: the range the one-sided range means in the
  /// array's indices. Nil when the index is not a one-sided range or the container not an array.
  func oneSidedIndex(_ indexExpr: Expr, of container: Value, _ env: Env) throws -> Value? {
    guard case .binary(let op, let left, let right) = indexExpr.kind,
      left.isOpenBound || right.isOpenBound, let items = arrayItems(container)
    else { return nil }
    let lower = left.isOpenBound ? 0 : try integer(eval(left, env), left.range, env)
    let upper = right.isOpenBound ? items.count : try integer(eval(right, env), right.range, env)
    let closed = op == .closedRange && !right.isOpenBound
    guard upper >= lower || (!closed && upper == lower) else {
      throw error(.badRange(lower, upper), indexExpr.range, env)
    }
    return .range(RangeValue(lower: lower, upper: upper, closed: closed))
  }

  /// A one-sided range as a value: `0...` counts on as far as anything reads it (as many
  /// integers as a collection may hold: `zip(0..., pages)` numbers the pages); `..<2` and `...1`
  /// outside a subscript are not simulated.
  func oneSidedRange(
    _ op: BinaryOperator, _ left: Expr, _ right: Expr, _ range: SourceRange, _ env: Env
  ) throws -> Value {
    guard right.isOpenBound, !left.isOpenBound else {
      throw error(.notSimulated("a range with no lower bound outside a subscript"), range, env)
    }
    let lower = try integer(eval(left, env), left.range, env)
    let (upper, overflow) = lower.addingReportingOverflow(limits.maxCollectionSize)
    if overflow { throw error(.overflow, range, env) }
    var partial = RangeValue(lower: lower, upper: upper, closed: false)
    partial.isUnbounded = true
    return .range(partial)
  }

  /// An integer operand of a range.
  private func integer(_ value: Value, _ range: SourceRange, _ env: Env) throws -> Int {
    guard case .int(let number) = value else {
      throw error(.typeMismatch(value.typeName(in: world), "Int"), range, env)
    }
    return number
  }
}
