import Simulation

extension Interpreter {
  // MARK: - Swift calls

  func call(
    _ callee: Expr, _ arguments: [Argument], _ range: SourceRange, _ env: Env, nameHint: String?
  ) throws -> Value {
    let slot = world.reserveLine()
    defer { closeCallLine(slot) }
    let trailing = arguments.last.map { $0.label == nil && isTrailing($0, in: callee) } ?? false
    switch callee.kind {
    case .member(let base, let name, let nameRange, let optional):
      if case .superRef = base.kind {
        let args = try evaluate(arguments, trailing: trailing, .swift, env)
        let site = swiftSite(name, args, range, nameRange)
        return try superCall(site, args, env, slot: slot)
      }
      let receiver = try eval(base, env)
      if optional, receiver.isNil { return .nilValue }
      let args = try evaluate(arguments, trailing: trailing, .swift, env)
      let site = swiftSite(name, args, range, nameRange)
      return try send(receiver, site, args, env, slot: slot, nameHint: nameHint)
    case .identifier(let name):
      if let binding = env.scope.binding(name), case .closure(let closure) = binding.value {
        let args = try evaluate(arguments, trailing: trailing, .swift, env)
        return try invoke(closure, args.values, range, env)
      }
      let args = try evaluate(arguments, trailing: trailing, .swift, env)
      let site = swiftSite(name, args, range, callee.range)
      if let result = try builtin(name, args, site, env, nameHint: nameHint) { return result }
      if env.scope.binding(name) == nil,
        Constants.valueTypes.contains(name) || classes.resolve(name) != nil
      {
        return try construct(name, args, site, env, nameHint: nameHint, slot: slot)
      }
      return try send(
        env.context.selfValue, site, args, env, slot: slot, nameHint: nameHint,
        implicitSelf: true)
    default:
      let value = try eval(callee, env)
      let args = try evaluate(arguments, trailing: trailing, .swift, env)
      guard case .closure(let closure) = value else {
        throw error(.notCallable(value.typeName(in: world)), callee.range, env)
      }
      return try invoke(closure, args.values, range, env)
    }
  }

  private func isTrailing(_ argument: Argument, in callee: Expr) -> Bool {
    if case .closure = argument.value.kind, argument.labelRange == nil { return true }
    return false
  }

  private func swiftSite(
    _ base: String, _ args: CallArguments, _ range: SourceRange,
    _ nameRange: SourceRange
  ) -> CallSite {
    CallSite(swiftBase: base, labels: args.labels, range: range, nameRange: nameRange)
  }

  func evaluate(_ arguments: [Argument], trailing: Bool, _ dialect: Dialect, _ env: Env) throws
    -> CallArguments
  {
    var values: [Value] = []
    values.reserveCapacity(arguments.count)
    for argument in arguments { values.append(try eval(argument.value, env)) }
    return CallArguments(
      values: values, labels: arguments.map(\.label), ranges: arguments.map(\.value.range),
      hasTrailingClosure: trailing, dialect: dialect)
  }

  // MARK: - Objective-C messages

  func message(
    _ receiverExpr: Expr, _ selector: String, _ selectorRange: SourceRange,
    _ arguments: [Argument], _ range: SourceRange, _ env: Env, nameHint: String?
  ) throws -> Value {
    let slot = world.reserveLine()
    defer { closeCallLine(slot) }
    let keyword = arguments.filter { $0.label != nil }
    let pieces = keyword.isEmpty ? [selector] : keyword.compactMap(\.label)
    let site = CallSite(
      objcPieces: pieces, arity: keyword.count, selector: selector, range: range,
      nameRange: selectorRange)
    if case .superRef = receiverExpr.kind {
      let args = try evaluate(arguments, trailing: false, .objc, env)
      return try superCall(site, args, env, slot: slot)
    }
    let receiver = try eval(receiverExpr, env)
    let args = try evaluate(arguments, trailing: false, .objc, env)
    if case .type(let name) = receiver, selector == "alloc" || selector == "new" {
      guard classes.resolve(name) != nil else {
        throw error(.unknownType(name), receiverExpr.range, env)
      }
      if selector == "new" {
        return try construct(name, args, site, env, nameHint: nameHint, slot: slot)
      }
      return .allocated(name)
    }
    if case .allocated(let name) = receiver {
      return try construct(name, args, site, env, nameHint: nameHint, slot: slot)
    }
    if receiver.isNil { return .nilValue }
    return try send(
      receiver, site, args, env, slot: slot, nameHint: nameHint,
      mutating: receiverExpr)
  }

  // MARK: - Dispatch

  /// Sends a call to a receiver: the user's methods first, then UIKit's, then properties.
  func send(
    _ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env, slot: Int,
    nameHint: String?, implicitSelf: Bool = false, mutating receiverExpr: Expr? = nil
  ) throws -> Value {
    switch receiver {
    case .controller(let id):
      let className = world.controller(id).className
      let signature = uikitSignature(site, args, receiver: receiver)
      if let signature, case .callback = signature.operation {
        return try performUIKit(signature, on: receiver, site, args, env, slot: slot)
      }
      if let (method, definingClass) = classes.method(site.name, from: className) {
        return try invokeUser(
          method, definingClass: definingClass, on: receiver, args, site,
          env, slot: slot)
      }
      if let signature {
        return try performUIKit(signature, on: receiver, site, args, env, slot: slot)
      }
      if args.count == 0, site.dialect == .objc || site.written.hasSuffix("()") == false,
        let value = try? property(site.base, of: receiver, site.nameRange, env)
      {
        return value
      }
    case .view, .type:
      if let signature = uikitSignature(site, args, receiver: receiver) {
        return try performUIKit(signature, on: receiver, site, args, env, slot: slot)
      }
      if case .type(let typeName) = receiver,
        let value = try typeMethod(typeName, site, args, env)
      {
        return value
      }
      if args.count == 0, site.dialect == .objc {
        return try property(site.base, of: receiver, site.nameRange, env)
      }
    case .array, .rect, .string:
      if let value = try valueMethod(receiver, site, args, env, receiverExpr: receiverExpr) {
        return value
      }
    case .closure(let closure):
      if site.base == "invoke" || site.base == "call" {
        return try invoke(closure, args.values, site.range, env)
      }
    default:
      break
    }
    if let property = objcSetter(site, args) {
      switch receiver {
      case .controller, .view:
        if let spelling = PropertyCatalog.spelling(property), isSettable(property, on: receiver) {
          world.fillLine(
            slot,
            .propertySet(
              receiver: receiver.logValue(in: world), property: spelling,
              value: args.values[0].logValue(in: world)))
        }
        try setProperty(
          property, of: receiver, to: args.values[0], site.nameRange, env,
          isSelf: identical(receiver, env.context.selfValue))
        return .void
      default:
        break
      }
    }
    throw unknownMethod(receiver, site, args, env, implicitSelf: implicitSelf)
  }

  /// `[x setFoo:value]` is Objective-C's spelling of `x.foo = value`.
  private func objcSetter(_ site: CallSite, _ args: CallArguments) -> String? {
    guard site.dialect == .objc, args.count == 1, site.name.pieces.count == 1,
      let piece = site.name.pieces.first, piece.hasPrefix("set"), piece.count > 3
    else { return nil }
    let name = Constants.lowerFirst(String(piece.dropFirst(3)))
    switch name {
    case "userInteractionEnabled": return "isUserInteractionEnabled"
    case "hidden": return "isHidden"
    default: return name
    }
  }

  private func isSettable(_ name: String, on receiver: Value) -> Bool {
    switch receiver {
    case .view: return true
    case .controller(let id):
      return PropertyCatalog.isUIKitProperty(name, of: world.controller(id).kind)
    default: return false
    }
  }

  /// The error for a call nothing answered, in the compiler's words, with a suggestion.
  func unknownMethod(
    _ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env, implicitSelf: Bool
  ) -> RuntimeError {
    let typeName = receiver.typeName(in: world)
    var candidates = UIKitSignatures.names
    if case .controller(let id) = receiver {
      let methods = classes.methods(from: world.controller(id).className)
      if let sameStem = methods.first(where: { $0.name.stem == site.name.stem }) {
        return error(
          .wrongArguments(site.written, sameStem.spelling.swiftName, sameStem.spelling.selector),
          site.nameRange, env)
      }
      candidates += methods.flatMap { [$0.spelling.swiftBase, $0.spelling.selector] }
      candidates += PropertyCatalog.controllerNames
    }
    if let signatures = UIKitSignatures.bySwiftBase[site.base], let first = signatures.first,
      site.dialect == .swift
    {
      return error(
        .wrongArguments(site.written, first.spelling.swiftName, first.objcSelector),
        site.nameRange, env)
    }
    let suggestion = nearestName(
      to: site.dialect == .objc ? site.written : site.base, among: candidates)
    if implicitSelf {
      return error(.unknownName(site.base), site.nameRange, env, suggestion: suggestion)
    }
    let message: RuntimeMessage =
      site.dialect == .objc
      ? .unknownSelector(typeName, site.written) : .noMember(typeName, site.base)
    return error(message, site.nameRange, env, suggestion: suggestion)
  }

  // MARK: - User methods and closures

  /// Ends a call line; a user method's line goes when nothing was logged beneath it.
  func closeCallLine(_ slot: Int) {
    let droppable = droppableLines.remove(slot) != nil
    world.closeLine(slot, dropIfEmpty: droppable)
  }

  /// Runs the user's method with `self` bound to `receiver`; its call line (if any) is `slot`.
  func invokeUser(
    _ method: UserMethod, definingClass: String, on receiver: Value, _ args: CallArguments,
    _ site: CallSite, _ env: Env, slot: Int?
  ) throws -> Value {
    let declaration = method.declaration
    guard args.count == declaration.parameters.count else {
      throw error(
        .wrongArguments(site.written, method.spelling.swiftName, method.spelling.selector),
        site.nameRange, env)
    }
    if let slot {
      droppableLines.insert(slot)
      world.fillLine(
        slot,
        .call(
          receiver: receiver.logValue(in: world), method: method.spelling,
          arguments: args.values.map { $0.logValue(in: world) }, family: nil))
    }
    return try runMethod(
      method, definingClass: definingClass, on: receiver, args.values,
      ranges: args.ranges, env)
  }

  /// Runs a method body: parameters bound, `self` set, the return value checked.
  func runMethod(
    _ method: UserMethod, definingClass: String, on receiver: Value, _ values: [Value],
    ranges: [SourceRange], _ env: Env
  ) throws -> Value {
    let declaration = method.declaration
    let unit = method.unit
    callDepth += 1
    defer { callDepth -= 1 }
    if callDepth > limits.maxCallDepth || nativeStack.isExhausted() {
      throw error(.callDepthLimit(limits.maxCallDepth), declaration.nameRange, env)
    }
    let scope = Scope(parent: globals)
    for (index, parameter) in declaration.parameters.enumerated() {
      let value = index < values.count ? values[index] : .nilValue
      let range = index < ranges.count ? ranges[index] : declaration.nameRange
      try check(value, against: parameter.type, range, env)
      scope.declare(parameter.name, Binding(value: value, isConstant: true, isInitialized: true))
    }
    let returnsValue =
      declaration.returnType.map { !["Void", "void", "()"].contains($0.name) }
      ?? false
    let bodyEnv = Env(
      scope: scope,
      context: MethodContext(
        selfValue: receiver, definingClass: definingClass, isTopLevel: false,
        returnsValue: returnsValue),
      unit: unit)
    let body = declaration.body ?? []
    if returnsValue, body.count == 1, case .expression(let expr) = body[0].kind {
      return try eval(expr, bodyEnv)
    }
    switch try exec(body, bodyEnv) {
    case .returned(let value):
      return value
    case .breakLoop, .continueLoop:
      throw RuntimeError(
        diagnostic: Diagnostic(.runtime(.controlFlowOutsideBody), at: declaration.nameRange),
        unit: unit)
    case .normal:
      if returnsValue {
        throw RuntimeError(
          diagnostic: Diagnostic(
            .runtime(.missingReturn(method.spelling.swiftName, declaration.returnType?.name ?? "")),
            at: declaration.nameRange),
          unit: unit)
      }
      return .void
    }
  }

  /// Checks a value against a declared parameter type (loosely: the language is dynamic).
  func check(_ value: Value, against type: TypeRef?, _ range: SourceRange, _ env: Env) throws {
    guard let type, !type.isArray, !type.isFunction, !value.isNil else { return }
    let expected = type.name
    let fits: Bool
    switch expected {
    case "CGRect": if case .rect = value { fits = true } else { fits = false }
    case "String", "NSString": if case .string = value { fits = true } else { fits = false }
    case "BOOL", "Bool": fits = value.isBool || (expected == "BOOL" && value.number != nil)
    case "NSInteger", "NSUInteger", "Int", "int", "CGFloat", "Double", "double", "float":
      fits = value.number != nil && !value.isBool
    default:
      if classes.existing(expected) != nil || expected.hasSuffix("ViewController") {
        switch value {
        case .controller, .view: fits = isInstance(value, of: expected)
        default: fits = false
        }
      } else {
        fits = true
      }
    }
    if !fits {
      throw error(.typeMismatch(value.typeName(in: world), expected), range, env)
    }
  }

  /// Calls a closure with arguments.
  func invoke(_ closure: Closure, _ values: [Value], _ range: SourceRange, _ env: Env) throws
    -> Value
  {
    callDepth += 1
    defer { callDepth -= 1 }
    if callDepth > limits.maxCallDepth || nativeStack.isExhausted() {
      throw error(.callDepthLimit(limits.maxCallDepth), range, env)
    }
    let scope = Scope(parent: closure.scope)
    if let parameters = closure.parameters {
      for (index, parameter) in parameters.enumerated() {
        guard let name = parameter.name else { continue }
        let value = index < values.count ? values[index] : .nilValue
        scope.declare(name, Binding(value: value, isConstant: true, isInitialized: true))
      }
    }
    let bodyEnv = Env(scope: scope, context: closure.context, unit: closure.unit)
    if closure.body.count == 1, case .expression(let expr) = closure.body[0].kind {
      return try eval(expr, bodyEnv)
    }
    switch try exec(closure.body, bodyEnv) {
    case .returned(let value): return value
    default: return .void
    }
  }

  /// Keeps a closure so that the world can ask for it to be run later.
  func register(_ closure: Closure) -> BlockHandle {
    closures.append(closure)
    return BlockHandle(closures.count - 1)
  }
}
