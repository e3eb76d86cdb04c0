import Simulation

extension Interpreter {
  /// Evaluates an expression. `nameHint` is the variable a constructor's result is bound to.
  func eval(_ expr: Expr, _ env: Env, nameHint: String? = nil) throws -> Value {
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
        case .expression(let inner): text += describe(try eval(inner, env))
        }
        if text.utf8.count > limits.maxCollectionSize {
          throw error(.collectionLimit(limits.maxCollectionSize), expr.range, env)
        }
      }
      return .string(text)
    case .arrayLiteral(let items):
      return .array(try items.map { try eval($0, env) })
    case .member(let base, let name, let nameRange, let optional):
      if case .superRef = base.kind {
        return try superProperty(name, nameRange, env)
      }
      let receiver = try eval(base, env)
      if optional || isInspecting, receiver.isNil { return .nilValue }
      return try property(name, of: receiver, nameRange, env)
    case .implicitMember(let name):
      return try implicitMember(name, expr.range, env)
    case .call(let callee, let arguments, _):
      return try call(callee, arguments, expr.range, env, nameHint: nameHint)
    case .message(let receiver, let selector, let selectorRange, let arguments):
      return try message(
        receiver, selector, selectorRange, arguments, expr.range, env,
        nameHint: nameHint)
    case .subscriptAccess(let base, let indexExpr):
      let container = try eval(base, env)
      let index = try eval(indexExpr, env)
      return try element(of: container, at: index, indexExpr.range, env)
    case .unary(let op, let operand):
      return try unary(op, try eval(operand, env), expr.range, env)
    case .binary(let op, let left, let right):
      return try binary(op, left, right, expr.range, env)
    case .ternary(let condition, let then, let otherwise):
      let flag = try truth(eval(condition, env), condition.range, env)
      return try eval(flag ? then : otherwise, env, nameHint: nameHint)
    case .closure(let closure):
      if env.scope !== globals, capturedScopes.count < 100_000 {
        capturedScopes.append(WeakScope(scope: env.scope))
      }
      return .closure(
        Closure(
          parameters: closure.parameters, body: closure.body, scope: env.scope,
          context: closureContext(env, closure.dialect),
          unit: env.unit, dialect: closure.dialect))
    case .cast(let operand, let type, let conditional):
      let value = try eval(operand, env, nameHint: nameHint)
      return try cast(value, to: type, conditional: conditional, expr.range, env)
    case .typeCheck(let operand, let type):
      let value = try eval(operand, env)
      return .bool(isInstance(value, of: type.name))
    case .forceUnwrap(let operand):
      let value = try eval(operand, env)
      if value.isNil { throw error(.unwrappedNil, expr.range, env) }
      return value
    case .parenthesized(let inner):
      return try eval(inner, env, nameHint: nameHint)
    case .boxed(let inner):
      return try eval(inner, env)
    case .assignment(let target, let value):
      try assign(target, .assign, value, env)
      return try read(resolve(target, env), env)
    }
  }

  // MARK: - Names

  /// Who `self` is inside a closure written here, and how its names resolve.
  private func closureContext(_ env: Env, _ dialect: Dialect) -> MethodContext {
    var context = env.context
    context.selfValue = implicitReceiver(env)
    context.isTopLevel = false
    context.returnsValue = false
    context.selfIsVariable = false
    context.dialect = dialect
    return context
  }

  /// A bare name: a local variable; inside a method, an instance variable or a member of
  /// `self`; a top-level variable; then a type or a constant.
  func identifier(_ name: String, _ range: SourceRange, _ env: Env) throws -> Value {
    let found = env.scope.lookUp(name)
    if let found, found.owner !== globals || !env.context.isInMethod {
      return try read(found.binding, name, range, env)
    }
    if env.context.isInMethod {
      if let value = try instanceVariable(name, range, env) { return value }
      let receiver = implicitReceiver(env)
      if case .type(let typeName) = receiver,
        let value = try typeProperty(name, of: typeName, range, env)
      {
        return value
      }
      if let value = try implicitSelfProperty(name, of: receiver, range, env) { return value }
    }
    if let found { return try read(found.binding, name, range, env) }
    if !env.context.isInMethod, case .controller = env.context.selfValue,
      let value = try implicitSelfProperty(name, of: env.context.selfValue, range, env)
    {
      return value
    }
    if let constant = Constants.value(named: name) { return constant }
    if name == "Self" { return .type(selfTypeName(env)) }
    if classes.resolve(name) != nil || Constants.valueTypes.contains(name) { return .type(name) }
    throw error(
      .unknownName(name), range, env, suggestion: nearestName(to: name, among: knownNames(env)))
  }

  /// The value of a variable, which must be initialized; a weak variable reads nil once its
  /// object is gone.
  private func read(_ binding: Binding, _ name: String, _ range: SourceRange, _ env: Env) throws
    -> Value
  {
    guard binding.isInitialized else {
      throw error(.usedBeforeInitialized(name), range, env)
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

  /// Names a suggestion may offer at this point.
  func knownNames(_ env: Env) -> [String] {
    var names = env.scope.visibleNames
    names += Constants.names + classes.names + Builtins.names
    names += PropertyCatalog.controllerNames
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

  private func implicitMember(_ name: String, _ range: SourceRange, _ env: Env) throws -> Value {
    if let value = Constants.implicitMember(name) { return value }
    throw error(
      .unknownImplicitMember(name), range, env,
      suggestion: nearestName(to: name, among: Constants.implicitMemberNames))
  }

  // MARK: - Subscripts and casts

  func element(of container: Value, at index: Value, _ range: SourceRange, _ env: Env) throws
    -> Value
  {
    guard case .array(let items) = container else {
      throw error(.notSubscriptable(container.typeName(in: world)), range, env)
    }
    guard case .int(let position) = index else {
      throw error(.badIndex(index.typeName(in: world)), range, env)
    }
    guard position >= 0, position < items.count else {
      throw error(.indexOutOfRange(position, items.count), range, env)
    }
    return items[position]
  }

  private func cast(
    _ value: Value, to type: TypeRef, conditional: Bool, _ range: SourceRange, _ env: Env
  ) throws -> Value {
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

  /// Whether a value is an instance of the named class (or a value of the named type).
  func isInstance(_ value: Value, of typeName: String) -> Bool {
    switch value {
    case .controller, .view, .object, .structure:
      guard let className = className(of: value) else { return false }
      if typeName == "AnyObject" || typeName == "Any" { return true }
      return classes.isSubclass(className, of: typeName)
        || classes.conforms(className, to: typeName)
    case .rect: return typeName == "CGRect"
    case .bool: return typeName == "Bool" || typeName == "BOOL"
    case .int: return typeName == "Int" || typeName == "NSInteger"
    case .double: return ["Double", "CGFloat", "Float"].contains(typeName)
    case .string: return typeName == "String" || typeName == "NSString"
    case .array:
      return typeName.hasPrefix("[") || typeName.hasPrefix("NS") && typeName.hasSuffix("Array")
    default: return false
    }
  }
}
