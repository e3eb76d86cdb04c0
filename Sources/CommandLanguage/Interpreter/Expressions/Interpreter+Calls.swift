import Simulation
import UIKitSurface

extension Interpreter {
  // MARK: - Swift calls

  func call(
    _ callee: Expr, _ arguments: [Argument], _ range: SourceRange, _ env: Env, nameHint: String?,
    typeHint: String? = nil
  ) throws -> Value {
    let slot = world.reserveLine()
    defer { closeCallLine(slot) }
    let trailing = trailingClosureCount(arguments)
    switch callee.kind {
    case .implicitMember(let name):
      let args = try evaluate(arguments, trailing: trailing, .swift, env)
      return try implicitMember(name, arguments: args, hint: typeHint, callee.range, env)
    case .typeValue(let type):
      let args = try evaluate(arguments, trailing: trailing, .swift, env)
      let site = swiftSite("init", args, range, callee.range)
      return try construct(
        Self.collectionTypeName(type), args, site, env, nameHint: nameHint, slot: slot)
    case .member(let base, let name, let nameRange, let optional):
      if case .superRef = base.kind {
        let args = try evaluate(arguments, trailing: trailing, .swift, env)
        let site = swiftSite(name, args, range, nameRange)
        return try superCall(site, args, env, slot: slot)
      }
      if case .selfRef = base.kind, name == "init" {
        let args = try evaluate(arguments, trailing: trailing, .swift, env)
        let site = swiftSite(name, args, range, nameRange)
        return try delegateInitializer(site, args, env)
      }
      let receiver = try eval(base, env)
      if receiver.isNil {
        if optional { throw OptionalChainEnd() }
        // `Optional.map`/`flatMap` are methods of the optional itself: on nil they give nil.
        if name == "map" || name == "flatMap", arguments.count == 1 {
          return .nilValue
        }
        throw error(.memberOfNil(name), nameRange, env)
      }
      let hints = argumentHints(name, arguments, receiver: receiver)
      let args = try evaluate(
        arguments, trailing: trailing, .swift, env, hints: hints, functionsTakenBy: name)
      let site = swiftSite(name, args, range, nameRange)
      if case .type(let typeName) = receiver, name == "init" {
        return try construct(typeName, args, site, env, nameHint: nameHint, slot: slot)
      }
      // `Outer.Inner(…)`: a type nested in another, made.
      if case .type(let outer) = receiver, let nested = nestedType(name, in: outer) {
        let initSite = swiftSite("init", args, range, nameRange)
        return try construct(nested, args, initSite, env, nameHint: nameHint, slot: slot)
      }
      // `Optional.map`/`flatMap` on an optional that holds a value: the closure gets it.
      if name == "map" || name == "flatMap", args.count == 1,
        case .closure(let closure) = args.values[0], isOptionalExpression(base, env)
      {
        return try invoke(closure, [receiver], range, env)
      }
      return try send(receiver, site, args, env, slot: slot, nameHint: nameHint, mutating: base)
    case .identifier(let name):
      // Looked up once: evaluating the arguments cannot declare a name in a scope seen here.
      let binding = env.scope.binding(name)
      if let binding {
        switch binding.current {
        case .closure(let closure):
          let args = try evaluate(arguments, trailing: trailing, .swift, env)
          return try invoke(
            closure, args.values, range, env, firstIsInout: false,
            inoutArguments: inoutArguments(arguments, args.values, closure)
          ).result
        case .nilValue where binding.isInitialized && binding.value.isNil:
          throw error(.callOfNilBlock, callee.range, env)
        default: break
        }
      }
      // `String(contentsOfFile:encoding:)` reads a file: not simulated, as without the
      // encoding, and said before its arguments, whose `.utf8` would otherwise be the error.
      if binding == nil, name == "String" || name == "NSString",
        let label = arguments.first?.label, label == "contentsOfFile" || label == "contentsOf"
      {
        throw error(.notSimulated("\(name)(\(label):)"), callee.range, env)
      }
      // `sizeof(int)`: C's own type words are no values.
      if name == "sizeof", binding == nil, arguments.count == 1,
        case .identifier(let word) = arguments[0].value.kind, let size = Self.cTypeSizes[word]
      {
        return .int(size)
      }
      if binding == nil, Self.varargsMacros.contains(name), dialect(of: env) == .objc {
        return try varargsMacro(name, arguments, range, nameRange: callee.range, env)
      }
      let hints = argumentHints(name, arguments, receiver: implicitReceiver(env))
      let args = try evaluate(arguments, trailing: trailing, .swift, env, hints: hints)
      let site = swiftSite(name, args, range, callee.range)
      if name == "print" || name == "debugPrint", binding == nil {
        optionalArguments = arguments.map { isOptionalExpression($0.value, env) }
      }
      // `String(describing: x)` of an optional is its debug description, `Optional(3)`.
      if name == "String", binding == nil, arguments.count == 1,
        arguments[0].label == "describing", isOptionalExpression(arguments[0].value, env)
      {
        return .string(try describe(args.values[0], optional: true))
      }
      // A function of the user's own that takes these arguments comes first, as Swift's
      // overload resolution prefers it (`func log()` is not `<math.h>`'s `log(_:)`).
      if !definesFunction(name, arity: args.count, env),
        let result = try builtin(name, args, site, env, nameHint: nameHint)
      {
        return result
      }
      if let result = try runLoopCall(receiver: nil, site, args, env, nameHint: nameHint) {
        return result
      }
      if RunLoopSurface.functionNames.contains(name), let result = clockFunction(name, args) {
        return result
      }
      if binding == nil, classes.existing(name) == nil {
        stopWaiting(for: name)
        if let refusal = FoundationTypes.refusal(name, written: site.written) {
          throw error(refusal, callee.range, env)
        }
        if failedTypes.contains(name) { throw failedTypeUse(name, callee.range, env) }
      }
      if binding == nil, case let scoped = typeName(name, seenFrom: env.context.definingClass),
        scoped != name
      {
        return try construct(scoped, args, site, env, nameHint: nameHint, slot: slot)
      }
      if binding == nil, isTypeName(name, env) {
        warnObjectiveCTypeName(name, callee.range, env)
        let typeName = name == "Self" ? selfTypeName(env) : classes.resolveAlias(name)
        return try construct(typeName, args, site, env, nameHint: nameHint, slot: slot)
      }
      let receiver = fileLevelFunctionOwner(name, else: implicitReceiver(env))
      return try send(
        receiver, site, args, env, slot: slot, nameHint: nameHint, implicitSelf: true,
        mutating: Expr(.selfRef, range: callee.range))
    case .optionalBase(let inner):
      if case .member(let base, let name, let nameRange, _) = inner.kind,
        let result = try optionalRequirementCall(
          base, name, nameRange, arguments, range, env, slot: slot, nameHint: nameHint)
      {
        return result
      }
      return try callValue(callee, arguments, trailing, range, env)
    default:
      return try callValue(callee, arguments, trailing, range, env)
    }
  }

  /// Calls a closure or block value (`handler(x)`, `completion?()`, `makeAction()(x)`).
  private func callValue(
    _ callee: Expr, _ arguments: [Argument], _ trailing: Int, _ range: SourceRange, _ env: Env
  ) throws -> Value {
    let value = try eval(callee, env)
    let args = try evaluate(arguments, trailing: trailing, .swift, env)
    guard case .closure(let closure) = value else {
      if value.isNil { throw error(.callOfNilBlock, callee.range, env) }
      throw error(.notCallable(value.typeName(in: world)), callee.range, env)
    }
    return try invoke(closure, args.values, range, env)
  }

  /// Whether a name called like a function names a type (so the call makes an instance).
  private func isTypeName(_ name: String, _ env: Env) -> Bool {
    name == "Self" || Constants.isValueType(name) || classes.resolve(name) != nil
  }

  /// The receiver of a call or member written without one: `self`, or in a type's own code,
  /// the type.
  func implicitReceiver(_ env: Env) -> Value {
    if env.context.selfIsVariable, let binding = env.scope.binding("self") {
      return binding.current
    }
    return env.context.selfValue
  }

  /// The class `Self` and `self` name in a method.
  func selfTypeName(_ env: Env) -> String {
    switch implicitReceiver(env) {
    case .type(let name): return name
    case let value: return className(of: value) ?? value.typeName(in: world)
    }
  }

  /// How many trailing closures end the arguments: an unlabelled closure followed only by
  /// labelled ones (`f(x) { … } completion: { … }`), or 0.
  func trailingClosureCount(_ arguments: [Argument]) -> Int {
    var index = arguments.count - 1
    while index > 0, arguments[index].label != nil, case .closure = arguments[index].value.kind {
      index -= 1
    }
    guard index >= 0, arguments[index].label == nil, isTrailing(arguments[index]) else { return 0 }
    return arguments.count - index
  }

  private func isTrailing(_ argument: Argument) -> Bool {
    if case .closure = argument.value.kind, argument.labelRange == nil { return true }
    return false
  }

  private func swiftSite(
    _ base: String, _ args: CallArguments, _ range: SourceRange,
    _ nameRange: SourceRange
  ) -> CallSite {
    CallSite(swiftBase: base, labels: args.labels, range: range, nameRange: nameRange)
  }

  /// Evaluates a call's arguments in order. `functionsTakenBy` names the method called, when
  /// its arguments may be functions: an argument that fails as a method named without `()`
  /// is then reported as one (`evalTakingFunction`). Which arguments may be is asked only
  /// when one fails, so a call that runs looks no names up for it.
  func evaluate(
    _ arguments: [Argument], trailing: Int, _ dialect: Dialect, _ env: Env,
    hints: [String?]? = nil, functionsTakenBy method: String? = nil
  ) throws -> CallArguments {
    var values: [Value] = []
    // No arguments, no buffer: asking for room for none still costs a call.
    if !arguments.isEmpty { values.reserveCapacity(arguments.count) }
    // By index: each argument is read where it stands rather than copied out.
    for index in arguments.indices {
      let hint = hints.flatMap { index < $0.count ? $0[index] : nil }
      do {
        values.append(try eval(arguments[index].value, env, typeHint: hint))
      } catch let failure as RuntimeError
        where takesFunction(arguments[index], method)
      {
        throw methodReferenceError(arguments[index].value, failure, env) ?? failure
      }
    }
    return CallArguments(
      values: values, labels: labels(of: arguments),
      ranges: ArgumentRanges(written: arguments),
      hasTrailingClosure: trailing > 0,
      dialect: dialect, trailingClosureCount: trailing)
  }

  /// The labels of a call's arguments. Unlabelled lists, the most common, share one array a
  /// length rather than each making its own; a labelled list the same as the last one made
  /// (`willMove(toParent:)` after `didMove(toParent:)`, a loop's calls) shares that one.
  func labels(of arguments: [Argument]) -> [String?] {
    guard arguments.count < Self.unlabelledLists.count else { return arguments.map(\.label) }
    for index in arguments.indices where arguments[index].label != nil {
      if lastLabels.count == arguments.count,
        arguments.indices.allSatisfy({ arguments[$0].label == lastLabels[$0] })
      {
        return lastLabels
      }
      lastLabels = arguments.map(\.label)
      return lastLabels
    }
    return Self.unlabelledLists[arguments.count]
  }

  /// `[]`, `[nil]`, `[nil, nil]`, ….
  private static let unlabelledLists: [[String?]] = (0..<6).map {
    Array(repeating: nil, count: $0)
  }

  /// Whether an argument may be a function: every argument of a method that takes functions
  /// (`map`, `animate`), and an argument labelled as one (`completion:`).
  private func takesFunction(_ argument: Argument, _ method: String?) -> Bool {
    if let method, Self.takesFunctionArguments.contains(method) { return true }
    return argument.label.map(Self.functionLabels.contains) == true
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
      let args = try evaluate(arguments, trailing: 0, .objc, env)
      return try superCall(site, args, env, slot: slot)
    }
    let receiver = try eval(receiverExpr, env)
    // A selector of `self` that no declaration before the method named, reported when the
    // method was defined, stops it there even if a later category declares it.
    if wasReportedAtDefinition(selectorRange, env), let className = className(of: receiver) {
      throw error(.unknownSelector(className, pieces.joined()), selectorRange, env)
    }
    let args = try evaluate(arguments, trailing: 0, .objc, env)
    if case .type(let name) = receiver, selector == "alloc" || selector == "new" {
      guard classes.resolve(name) != nil else {
        throw error(.unknownType(name), receiverExpr.range, env)
      }
      if selector == "new" {
        return try construct(name, args, site, env, nameHint: nameHint, slot: slot)
      }
      return .allocated(name)
    }
    // `[UIButton buttonWithType:UIButtonTypeSystem]`: UIButton's factory, `UIButton(type:)`.
    if case .type(let name) = receiver, selector == "buttonWithType:",
      classes.viewKind(name) == .button
    {
      return try construct(name, args, site, env, nameHint: nameHint, slot: slot)
    }
    if case .allocated(let name) = receiver {
      return try construct(name, args, site, env, nameHint: nameHint, slot: slot)
    }
    if receiver.isNil { return nilMessageResult(site.key) }
    return try send(
      receiver, site, args, env, slot: slot, nameHint: nameHint,
      mutating: receiverExpr)
  }

  // MARK: - Closures

  /// Calls a closure with arguments.
  func invoke(_ closure: Closure, _ values: [Value], _ range: SourceRange, _ env: Env) throws
    -> Value
  {
    try invoke(closure, values, range, env, firstIsInout: false).result
  }

  /// Calls a closure; with `firstIsInout` its first parameter is an `inout` variable
  /// (`reduce(into:)`'s accumulator), whose value when the body ends comes back as `first`.
  ///
  /// A Swift closure given `&x` (`block(&self)` for a parameter typed `(inout T) -> Void`)
  /// has that parameter as an `inout` variable: the value it ends with goes back to `x`.
  func invoke(
    _ closure: Closure, _ values: [Value], _ range: SourceRange, _ env: Env, firstIsInout: Bool,
    inoutArguments: [Int: PointerBox] = [:]
  ) throws -> (result: Value, first: Value) {
    try enter(.closure, range, env)
    let marked = callsMarkedWithTry
    callsMarkedWithTry = false
    defer {
      leave()
      callsMarkedWithTry = marked
    }
    let scope = Scope(parent: closure.scope)
    var firstName: String?
    var inoutNames: [(String, PointerBox)] = []
    var values = values
    for (index, box) in inoutArguments where index < values.count {
      values[index] = try box.load()
    }
    if values.count == 1, case .tuple(let tuple) = values[0], tuple.values.count > 1,
      tuple.values.count == closure.parameters?.count
        ?? (closure.dialect == .swift ? closure.anonymousArity : 0)
    {
      // `{ (i, s) in … }` given one pair (`enumerated().map`) takes its elements apart; so
      // does a closure that reads `$0` and `$1` (`zip(a, b).map { $0 + $1 }`), as swiftc
      // allows, while one that reads only `$0` has the pair as `$0` (`dict.map { $0.key }`).
      values = tuple.values
    }
    if let parameters = closure.parameters {
      for (index, parameter) in parameters.enumerated() {
        guard let name = parameter.name else { continue }
        var value = index < values.count ? values[index] : .nilValue
        if name == SyntaxParser.variadicArgumentsName {
          // A C function's `...`: the arguments after the named ones, for `va_start`.
          value = .array(index < values.count ? Array(values[index...]) : [])
        }
        let variable = firstIsInout && index == 0 || inoutArguments[index] != nil
        if firstIsInout && index == 0 { firstName = name }
        if let box = inoutArguments[index] { inoutNames.append((name, box)) }
        // A block's parameters are C variables; a Swift closure's are constants.
        scope.declare(
          name,
          Binding(
            value: value, isConstant: !variable && closure.dialect == .swift, isInitialized: true))
      }
    } else {
      // A closure without a parameter list reads its arguments as `$0`, `$1`, ….
      for (index, value) in values.enumerated() where index < Self.anonymousNames.count {
        let variable = firstIsInout && index == 0 || inoutArguments[index] != nil
        if firstIsInout && index == 0 { firstName = Self.anonymousNames[0] }
        if let box = inoutArguments[index] {
          inoutNames.append((Self.anonymousNames[index], box))
        }
        scope.declare(
          Self.anonymousNames[index],
          Binding(value: value, isConstant: !variable, isInitialized: true))
      }
    }
    func first() -> Value {
      firstName.flatMap { scope.binding($0)?.current } ?? values.first ?? .void
    }
    let bodyEnv = Env(scope: scope, context: closure.context, unit: closure.unit)
    let result: Value
    if closure.body.count == 1, case .expression(let expr) = closure.body[0].kind {
      result = try eval(expr, bodyEnv)
    } else if case .returned(let value) = try exec(closure.body, bodyEnv) {
      result = value
    } else {
      result = .void
    }
    for (name, box) in inoutNames {
      if let binding = scope.binding(name) { try box.store(binding.current) }
    }
    return (result, first())
  }

  /// The `&x` arguments of a Swift call of a closure, by position.
  func inoutArguments(_ arguments: [Argument], _ values: [Value], _ closure: Closure)
    -> [Int: PointerBox]
  {
    guard closure.dialect == .swift else { return [:] }
    var boxes: [Int: PointerBox] = [:]
    for (index, argument) in arguments.enumerated() where index < values.count {
      if case .unary(.addressOf, _) = argument.value.kind, case .pointer(let box) = values[index] {
        boxes[index] = box
      }
    }
    return boxes
  }

  /// The names of a closure's anonymous arguments.
  static let anonymousNames = (0..<10).map { "$\($0)" }

  /// The types the parameters of the user's method `name` expect, for arguments written as
  /// implicit members (`show(.first)`); nil when no argument is one (the common case).
  ///
  /// Inlined up to the first test: a call without user methods around, every call of a script
  /// without classes, costs no call and no setting up of one.
  @inline(__always)
  func argumentHints(_ name: String, _ arguments: [Argument], receiver: Value) -> [String?]? {
    guard !arguments.isEmpty, arguments.contains(where: { Self.isImplicitMember($0.value) })
    else { return nil }
    if classes.hasUserMethods, let hints = userArgumentHints(name, arguments, receiver: receiver) {
      return hints
    }
    if let hint = elementHint(name, of: receiver) {
      return arguments.map { Self.isImplicitMember($0.value) ? hint : nil }
    }
    return surfaceArgumentHints(name, arguments, receiver: receiver)
  }

  /// `positions.contains(.open)`: an array method that takes an element gets an implicit
  /// member of its elements' type (read from its first element; an empty array has none).
  private func elementHint(_ name: String, of receiver: Value) -> String? {
    // `edges.contains(.top)`: an option set's methods take members of its own type.
    if case .options(_, let type?) = receiver { return type }
    guard ["contains", "firstIndex", "lastIndex", "append", "insert", "index"].contains(name)
    else { return nil }
    let first: Value?
    switch receiver {
    case .array(let items): first = items.first
    case .mutableArray(let box): first = box.items.first
    default: return nil
    }
    return first.flatMap(hintType(of:))
  }

  /// The parameter types of the SDK's method (or, for `Type(…)`, initialiser) a call names:
  /// `.reverse` is the case of the parameter's type, whichever other types have one.
  private func surfaceArgumentHints(_ name: String, _ arguments: [Argument], receiver: Value)
    -> [String?]?
  {
    let surface = Surface.shared
    let members: [SurfaceMember]
    if surface.type(name)?.kind == .class {
      members = surface.members(swift: "init", in: surface.chain(name), classSide: true)
    } else if let (chain, classSide) = surfaceChain(of: receiver) {
      members = surface.members(swift: name, in: chain, classSide: classSide)
    } else {
      return nil
    }
    let labels = arguments.map(\.label)
    guard
      let member = members.first(where: { $0.labels == labels })
        ?? members.first(where: { $0.parameters.count >= arguments.count })
    else { return nil }
    return arguments.indices.map { index in
      let parameter =
        member.parameters.first { $0.label != nil && $0.label == arguments[index].label }
        ?? (index < member.parameters.count ? member.parameters[index] : nil)
      return parameter?.type.name
    }
  }

  /// `argumentHints` once the user has methods.
  private func userArgumentHints(_ name: String, _ arguments: [Argument], receiver: Value)
    -> [String?]?
  {
    // `Box(one: .init(…))`: the arguments of a user type's initialiser, or of its memberwise
    // one, whose labels are its stored properties.
    if classes.existing(name)?.origin == .declared {
      if let method = classes.methods(base: "init", from: name).first(where: {
        $0.arity >= arguments.count
      }) {
        return arguments.map { argument in
          method.declaration.parameters.first { $0.label == argument.label }?.type
            .map { typeName(Self.hint(for: $0), seenFrom: method.definingClass) }
        }
      }
      return arguments.map { argument in
        argument.label.flatMap {
          classes.property($0, from: name)?.type.map {
            typeName(Self.hint(for: $0), seenFrom: name)
          }
        }
      }
    }
    guard let className = className(of: receiver) ?? receiver.typeNameIfType
    else { return nil }
    let candidates =
      classes.methods(base: name, from: className)
      + classes.classMethods(base: name, from: className)
    guard let method = candidates.first(where: { $0.arity >= arguments.count }) else { return nil }
    let parameters = method.declaration.parameters
    return arguments.map { argument in
      (parameters.first { $0.label == argument.label }?.type?.name).map {
        typeName($0, seenFrom: method.definingClass)
      }
    }
  }

  /// Whether an argument is `.name` or `.name(…)`, whose type comes from the parameter.
  static func isImplicitMember(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .implicitMember: return true
    case .call(let callee, _, _): return isImplicitMember(callee)
    case .arrayLiteral(let items): return items.contains { isImplicitMember($0) }
    default: return false
    }
  }

  /// Keeps a closure so that the world can ask for it to be run later.
  func register(_ closure: Closure) -> BlockHandle {
    nextBlockHandle += 1
    let handle = nextBlockHandle
    changeClosures { $0[handle] = closure }
    return BlockHandle(nextBlockHandle)
  }

  /// Ends a call line; a user method's line goes when nothing was logged beneath it.
  func closeCallLine(_ slot: Int) {
    // Most calls are UIKit's, whose lines are never dropped: the set is usually empty.
    let droppable = !droppableLines.isEmpty && droppableLines.remove(slot) != nil
    world.closeLine(slot, dropIfEmpty: droppable)
  }
}
