import Simulation
import UIKitSurface

/// One run of a user method: what it runs on and with.
struct Invocation {
  var method: UserMethod
  var receiver: Value
  var values: [Value]
  var ranges: [SourceRange]
  /// The class whose initialiser this is (its `let` properties may be set).
  var initializing: String?
  /// Whether a Swift designated initialiser has called `super.init(…)`.
  var progress: InitProgress?
  /// For an observer: the property it observes (setting it there runs no observers).
  var observing: ObservedProperty?
}

extension Interpreter {
  /// Runs the user's method with `self` bound to `receiver`; its call line (if any) is `slot`.
  /// `binding` gives each parameter's argument (nil: the parameter's default value).
  func invokeUser(
    _ method: UserMethod, _ binding: [Int?], on receiver: Value, _ args: CallArguments,
    _ site: CallSite, _ env: Env, slot: Int?, observing: ObservedProperty? = nil
  ) throws -> Value {
    try checkMarkedWithTry(method, site.range, env)
    let values = try argumentValues(method, binding, args, env)
    if !deprecatedMethods.isEmpty, site.dialect == .objc { warnIfDeprecated(method, site, env) }
    if let slot {
      droppableLines.insert(slot)
      var line = EventKind.call(
        receiver: receiver.logValue(in: world), method: method.spelling,
        arguments: values.map { $0.logValue(in: world) }, family: nil)
      if let property = setterProperty(of: method), let value = values.first {
        // `[tabs setSelectedIndex:1]` to a property's setter is `tabs.selectedIndex = 1` in
        // Swift, which imports the setter as the property.
        line = .propertySet(
          receiver: receiver.logValue(in: world), property: PropertySpelling(swift: property),
          value: value.logValue(in: world))
      }
      world.fillLine(slot, line, rule: uikitLineRules.isEmpty ? nil : uikitLineRules[slot])
    }
    let ranges = binding.map { $0.map { args.ranges[$0] } ?? site.range }
    var invocation = Invocation(method: method, receiver: receiver, values: values, ranges: ranges)
    invocation.observing = observing
    return try runMethod(invocation, env).result
  }

  /// The property an Objective-C method is the setter of (`setSelectedIndex:` of a declared
  /// `selectedIndex`), if any.
  private func setterProperty(of method: UserMethod) -> String? {
    let selector = method.selector
    guard method.declaration.dialect == .objc, method.arity == 1, selector.hasPrefix("set"),
      selector.hasSuffix(":"), selector.count > 4
    else { return nil }
    let capitalized = selector.dropFirst(3).dropLast()
    let name = capitalized.prefix(1).lowercased() + capitalized.dropFirst()
    guard let info = classes.property(name, from: method.definingClass),
      case .objc(_, let setter) = info.kind, setter == selector
    else { return nil }
    return name
  }

  /// The values of a call's arguments, parameter by parameter, default values filled in and a
  /// variadic parameter's arguments gathered into one array.
  func argumentValues(
    _ method: UserMethod, _ binding: [Int?], _ args: CallArguments, _ env: Env
  ) throws -> [Value] {
    var values: [Value] = []
    for (index, parameter) in method.declaration.parameters.enumerated() {
      if parameter.isVariadic {
        // Its arguments run up to the next parameter's first, or to the end.
        let end = binding[(index + 1)...].compactMap { $0 }.first ?? args.count
        values.append(.array(binding[index].map { Array(args.values[$0..<end]) } ?? []))
        continue
      }
      if let argument = binding[index] {
        values.append(args.values[argument])
      } else if let defaultValue = parameter.defaultValue {
        if case .identifier(SyntaxParser.callerFunctionName) = defaultValue.kind {
          values.append(.string(env.context.functionName ?? "main"))
          continue
        }
        let defaultEnv = Env(
          scope: globals, context: env.context, unit: method.unit)
        values.append(try eval(defaultValue, defaultEnv))
      } else {
        values.append(.nilValue)
      }
    }
    return values
  }

  /// Runs a method of a structure; a `mutating` method's changes are written back to where the
  /// structure came from.
  func invokeStructMethod(
    _ method: UserMethod, _ binding: [Int?], on receiver: Value, _ args: CallArguments,
    _ site: CallSite, _ env: Env, slot: Int, receiverExpr: Expr?
  ) throws -> Value {
    var place: Place?
    if method.declaration.isMutating {
      // Swift refuses a mutating call on a constant before anything runs.
      guard let receiverExpr else { throw error(.notAssignableExpression, site.range, env) }
      let target = try resolve(receiverExpr, env)
      if case .variable(let name) = target.base, let binding = env.scope.binding(name),
        binding.isConstant, binding.isInitialized
      {
        throw error(.mutatingOnConstant(name), receiverExpr.range, env)
      }
      place = target
    }
    try checkMarkedWithTry(method, site.range, env)
    let values = try argumentValues(method, binding, args, env)
    let ranges = binding.map { $0.map { args.ranges[$0] } ?? site.range }
    let invocation = Invocation(method: method, receiver: receiver, values: values, ranges: ranges)
    let (result, changed) = try runMethod(invocation, env)
    if let place { try write(place, changed, env, slot: -1) }
    return result
  }

  /// Runs a method body: parameters bound, `self` set, the return value checked. Returns the
  /// result and `self` as the body left it (a structure's mutating method changes it).
  func runMethod(_ invocation: Invocation, _ env: Env) throws -> (result: Value, receiver: Value) {
    let method = invocation.method
    let declaration = method.declaration
    // `inout` and `&` are checked at the call, as swiftc does, before the body is entered.
    for (index, parameter) in declaration.parameters.enumerated()
    where index < invocation.values.count {
      let range = index < invocation.ranges.count ? invocation.ranges[index] : declaration.nameRange
      _ = try inoutArgument(invocation.values[index], parameter, declaration.dialect, range, env)
    }
    try enter(method.reentryPath, declaration.nameRange, env)
    // The body's calls are marked by its own `try`s, not by one around the call.
    let marked = callsMarkedWithTry
    callsMarkedWithTry = false
    defer {
      leave()
      callsMarkedWithTry = marked
    }
    do {
      return try runBody(invocation, env)
    } catch var failure as RuntimeError {
      failure = checkErrorLeaves(failure, method)
      if failure.diagnostic.notes.isEmpty, !failure.stopsInput {
        failure.diagnostic.notes.append(
          .runtime(.inMethod(method.swiftName, method.definingClass)))
      }
      throw failure
    }
  }

  private func runBody(_ invocation: Invocation, _ env: Env) throws -> (
    result: Value, receiver: Value
  ) {
    let method = invocation.method
    let declaration = method.declaration
    let scope = Scope(parent: declaration.hasStaticLocals ? staticScope(of: method) : globals)
    let values = invocation.values
    var inouts: [(String, PointerBox)] = []
    for (index, parameter) in declaration.parameters.enumerated() {
      var value = index < values.count ? values[index] : .nilValue
      let range = index < invocation.ranges.count ? invocation.ranges[index] : declaration.nameRange
      let box = try inoutArgument(value, parameter, declaration.dialect, range, env)
      if let box { value = try box.load() }
      try check(value, against: parameter.type, range, env, seenFrom: method.definingClass)
      if declaration.dialect == .swift, case .int = value {
        // A literal `320` passed as a `CGFloat` is one.
        value = try convert(value, toDeclared: parameter.type, range, env)
      }
      // C's parameters are variables of the function (`animated = NO;`); Swift's are constants.
      var binding = Binding(
        value: value, isConstant: box == nil && declaration.dialect == .swift, isInitialized: true)
      binding.isOptional = declaration.dialect == .swift && parameter.type?.isOptional == true
      scope.declare(parameter.name, binding)
      if let box { inouts.append((parameter.name, box)) }
    }
    // An `inout` parameter's last value goes back to the argument when the body returns.
    func finish(_ outcome: (Value, Value)) throws -> (result: Value, receiver: Value) {
      for (name, box) in inouts {
        if let binding = scope.binding(name) { try box.store(binding.current) }
      }
      return outcome
    }
    let returnsValue =
      declaration.returnType.map { !["Void", "void", "()"].contains($0.name) }
      ?? false
    var context = MethodContext(
      selfValue: invocation.receiver, definingClass: method.definingClass, isTopLevel: false,
      returnsValue: returnsValue, dialect: declaration.dialect)
    context.initializing = invocation.initializing
    context.progress = invocation.progress
    context.observing = invocation.observing
    context.returnType = declaration.returnType.map(Self.hint(for:))
    if declaration.dialect == .swift { context.declaredReturnType = declaration.returnType }
    context.isInMethod = true
    if !declaration.genericNames.isEmpty {
      context.genericTypes = genericTypes(declaration, values)
    }
    if invocation.receiver.isValueType {
      context.selfIsVariable = true
    } else if declaration.dialect == .objc, method.selector.hasPrefix("init") {
      context.selfIsVariable = true
    }
    if declaration.dialect == .objc { context.selector = method.selector }
    context.functionName = method.poundFunctionName
    if context.selfIsVariable {
      scope.declare(
        "self", Binding(value: invocation.receiver, isConstant: false, isInitialized: true))
    }
    let bodyEnv = Env(scope: scope, context: context, unit: method.unit)
    func finalSelf() -> Value { scope.binding("self")?.current ?? invocation.receiver }
    let body = declaration.body ?? []
    // A whole number returned as a `Double` or `CGFloat` is one (`func f() -> Double { 42 }`).
    func returned(_ value: Value) throws -> Value {
      guard case .int = value else { return value }
      return try convert(value, toDeclared: declaration.returnType, declaration.nameRange, env)
    }
    if returnsValue, body.count == 1, case .expression(let expr) = body[0].kind {
      let value = try eval(expr, bodyEnv)
      try checkReturned(value, expr.range, bodyEnv)
      return try finish((try returned(value), finalSelf()))
    }
    switch try exec(body, bodyEnv) {
    case .returned(let value):
      return try finish((try returned(value), finalSelf()))
    case .breakLoop, .continueLoop, .fallthroughCase:
      throw RuntimeError(
        diagnostic: Diagnostic(.runtime(.controlFlowOutsideBody), at: declaration.nameRange),
        unit: method.unit)
    case .normal:
      if returnsValue {
        throw RuntimeError(
          diagnostic: Diagnostic(
            .runtime(.missingReturn(method.swiftName, declaration.returnType?.name ?? "")),
            at: declaration.nameRange),
          unit: method.unit)
      }
      return try finish((.void, finalSelf()))
    }
  }

  /// What a call binds a generic function's parameters to: `T` from an argument of type
  /// `T.Type` (`Child.self`), or from the class of an argument of type `T`.
  private func genericTypes(_ declaration: FunctionDecl, _ values: [Value]) -> [String: String] {
    var bound: [String: String] = [:]
    for (index, parameter) in declaration.parameters.enumerated() where index < values.count {
      guard let type = parameter.type else { continue }
      let value = values[index]
      let generic = type.name.hasSuffix(".Type") ? String(type.name.dropLast(5)) : type.name
      if case .type(let name) = value, declaration.genericNames.contains(generic) {
        bound[generic] = name
      } else if declaration.genericNames.contains(type.name), bound[type.name] == nil,
        let name = className(of: value)
      {
        bound[type.name] = name
      }
    }
    return bound
  }

  /// The pointer a Swift `inout` parameter receives (`&x`, required); an `&x` passed where no
  /// `inout` parameter takes it is swiftc's error. C's pointer parameters take the pointer as
  /// their value.
  private func inoutArgument(
    _ value: Value, _ parameter: Parameter, _ dialect: Dialect, _ range: SourceRange, _ env: Env
  ) throws -> PointerBox? {
    guard dialect == .swift else { return nil }
    if parameter.type?.isInout == true {
      guard case .pointer(let box) = value else {
        throw error(.inoutNeedsAmpersand(value.typeName(in: world)), range, env)
      }
      return box
    }
    if case .pointer(let box) = value, parameter.type?.name.hasPrefix("Unsafe") != true {
      throw error(.ampersandNotInout(try box.load().typeName(in: world)), range, env)
    }
    return nil
  }

  /// Foundation's Swift value types and the classes Objective-C sees them as.
  static let bridgedClasses: [String: String] = [
    "Notification": "NSNotification", "Date": "NSDate", "URL": "NSURL", "Data": "NSData",
    "IndexPath": "NSIndexPath", "IndexSet": "NSIndexSet", "UUID": "NSUUID",
    "String": "NSString", "Array": "NSArray", "Dictionary": "NSDictionary", "Set": "NSSet",
  ]

  /// Checks a value against a declared parameter type (loosely: the language is dynamic).
  /// A name is read as the code of `owner` reads it (by default, the code running).
  func check(
    _ value: Value, against type: TypeRef?, _ range: SourceRange, _ env: Env,
    seenFrom owner: String? = nil,
    mismatch: (String, String) -> RuntimeMessage = RuntimeMessage.typeMismatch
  ) throws {
    guard let type, !type.isArray, !type.isFunction, !value.isNil else { return }
    if case .pointer = value, type.pointerDepth > 0 || type.name.hasPrefix("Unsafe") { return }
    let expected = typeName(type.name, seenFrom: owner ?? env.context.definingClass)
    // Foundation's Swift value types cross to Objective-C as their classes.
    if Self.bridgedClasses[value.typeName(in: world)] == expected { return }
    // An array, dictionary, set or string literal is an object of its Foundation class
    // (`let items: NSArray = [1, 2]`).
    if let className = Self.foundationClass(of: value),
      Surface.shared.chain(className).contains(expected)
    {
      return
    }
    let fits: Bool
    switch expected {
    case _ where classes.isEnum(expected):
      if case .enumCase(let enumValue) = value {
        fits = enumValue.typeName == expected
      } else {
        fits = false
      }
    case "CGRect": if case .rect = value { fits = true } else { fits = false }
    case "String", "NSString": if case .string = value { fits = true } else { fits = false }
    case "BOOL", "Bool": fits = value.isBool || (expected == "BOOL" && value.number != nil)
    case "NSInteger", "NSUInteger", "Int", "int", "CGFloat", "Double", "double", "float":
      fits = value.number != nil && !value.isBool
    default:
      if classes.isProtocol(expected) || classes.composition(expected) != nil {
        fits = isInstance(value, of: expected)
      } else if classes.existing(expected) != nil || expected.hasSuffix("ViewController") {
        switch value {
        case .controller, .view, .object, .structure: fits = isInstance(value, of: expected)
        default:
          // A value the language keeps as a value (a colour, a mutable array) is an object of
          // its class to Objective-C and UIKit.
          fits = classes.chain(value.typeName(in: world)).contains(expected)
        }
      } else {
        fits = true
      }
    }
    if !fits {
      throw error(mismatch(value.typeName(in: world), expected), range, env)
    }
  }
}

extension Interpreter {
  /// The scope that keeps a function's C `static` locals from call to call (one per
  /// definition).
  func staticScope(of method: UserMethod) -> Scope {
    let key = StaticSite(
      unit: ObjectIdentifier(method.unit), position: method.declaration.nameRange.start)
    if let scope = staticScopes[key] { return scope }
    let scope = Scope(parent: globals)
    scope.holdsStatics = true
    staticScopes[key] = scope
    return scope
  }
}

/// Where a function with `static` locals is defined: its source and its name's position.
struct StaticSite: Hashable {
  let unit: ObjectIdentifier
  let position: Int
}

extension Interpreter {
  /// swiftc's check of a returned value against the Swift method's declared return type.
  func checkReturned(_ value: Value, _ range: SourceRange, _ env: Env) throws {
    guard let type = env.context.declaredReturnType else { return }
    try check(value, against: type, range, env, mismatch: RuntimeMessage.returnTypeMismatch)
  }
}
