import Simulation

extension Interpreter {
  // MARK: - Dispatch

  /// Sends a call to a receiver. A user method answers only when one of its exact names is the
  /// call's (its Swift name, or its selector); then UIKit's methods, then properties spelled as
  /// messages (`[x name]`, `[x setName:v]`) and blocks kept in properties (`self.onFinish(YES)`).
  func send(
    _ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env, slot: Int,
    nameHint: String?, implicitSelf: Bool = false, mutating receiverExpr: Expr? = nil
  ) throws -> Value {
    // A string constant that Swift code handed to Objective-C is an `NSString` there.
    if site.dialect == .objc, case .typedNumber(_, .string(let text)) = receiver {
      return try send(
        .string(text), site, args, env, slot: slot, nameHint: nameHint,
        implicitSelf: implicitSelf, mutating: receiverExpr)
    }
    switch receiver {
    case .controller:
      let match = uikitMatch(site, args, receiver: receiver)
      if let match, case .callback = match.signature.operation {
        return try performUIKit(match, on: receiver, site, args, env, slot: slot)
      }
      if let result = try sendToUserMethod(receiver, site, args, env, slot: slot) {
        return result
      }
      if let match {
        return try performUIKit(match, on: receiver, site, args, env, slot: slot)
      }
    case .view, .object:
      if case .object(let instance) = receiver, instance.className == "NSException",
        let result = try exceptionMethod(instance, site, args, env)
      {
        return result
      }
      if let result = try sendToUserMethod(receiver, site, args, env, slot: slot) {
        return result
      }
      if let result = try anchorCall(receiver, site, args, env) { return result }
      if let match = uikitMatch(site, args, receiver: receiver) {
        return try performUIKit(match, on: receiver, site, args, env, slot: slot)
      }
    case .structure, .enumCase:
      if let result = try sendToUserMethod(
        receiver, site, args, env, slot: slot, receiverExpr: receiverExpr)
      {
        return result
      }
      if case .structure(let value) = receiver, value.typeName == "CGAffineTransform",
        let computed = try transformMember(
          site.base, labels: args.labels, of: receiver, args, site.nameRange, env)
      {
        return computed
      }
    case .type(let typeName):
      if typeName == "NSException", let value = try exceptionClassMethod(site, args, env) {
        return value
      }
      // A static method an extension of an SDK type declares (`extension DispatchQueue {
      // static func onMain(…) }`), before the SDK's own members of the type.
      if classes.existing(typeName)?.origin != .declared,
        let result = try sendToClassMethod(typeName, site, args, env, slot: slot)
      {
        return result
      }
      if let value = try runLoopCall(receiver: typeName, site, args, env, nameHint: nameHint) {
        return value
      }
      if let value = try viewAnimationCall(typeName, site, args, env, slot: slot) { return value }
      if args.count == 0, let value = foundationSingleton(typeName, site.base, site.dialect) {
        return value
      }
      // `Notification.Name("x")`, `UILayoutPriority.init(999)`.
      if let value = try typedValue(
        site.base == "init" ? typeName : typeName + "." + site.base, args, site.nameRange, env)
      {
        return value
      }
      if let value = try runLoopMessage(receiver, site, args, env, slot: slot) { return value }
      if let match = uikitMatch(site, args, receiver: receiver) {
        return try performUIKit(match, on: receiver, site, args, env, slot: slot)
      }
      if site.dialect == .swift,
        let value = try enumValue(site.base, of: typeName, arguments: args, site.nameRange, env)
      {
        return value
      }
      if let result = try sendToClassMethod(typeName, site, args, env, slot: slot) {
        return result
      }
      if let value = try typeMethod(typeName, site, args, env) { return value }
    case .array, .mutableArray, .dictionary, .mutableDictionary, .set, .range, .rect, .string,
      .int, .double, .mutableSet, .mutableString, .options:
      if let value = try valueMethod(receiver, site, args, env, receiverExpr: receiverExpr) {
        return value
      }
      // A method an extension of the standard type declares (`extension String`).
      if extendedTypeName(of: receiver) != nil,
        let result = try sendToUserMethod(receiver, site, args, env, slot: slot)
      {
        return result
      }
      if let value = try foundationSpelledCall(
        receiver, site, args, env, receiverExpr: receiverExpr)
      {
        return value
      }
    case .closure(let closure):
      if site.base == "invoke" || site.base == "call" {
        return try invoke(closure, args.values, site.range, env)
      }
    default:
      break
    }
    if let value = try foundationCall(receiver, site, args, env, slot: slot) { return value }
    if let value = try introspection(receiver, site, args, env, slot: slot) { return value }
    if let value = try propertyMessage(receiver, site, args, env, slot: slot) { return value }
    if let value = try inertCall(receiver, site, args, env) { return value }
    if implicitSelf, let value = try inertFunction(site.base, args, site.nameRange, env) {
      return value
    }
    throw unknownMethod(receiver, site, args, env, implicitSelf: implicitSelf)
  }

  /// The class whose methods an object answers with (nil for values without methods).
  func className(of receiver: Value) -> String? {
    switch receiver {
    case .controller(let id, _): return world.className(of: id)
    case .view(let id, _): return world.view(id).className
    case .object(let instance): return instance.className
    case .structure(let value): return value.typeName
    case .enumCase(let value): return value.typeName
    default: return nil
    }
  }

  /// Runs the user's method a call names exactly, if the receiver's class has one.
  private func sendToUserMethod(
    _ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env, slot: Int,
    receiverExpr: Expr? = nil
  ) throws -> Value? {
    guard classes.hasUserMethods,
      let className = className(of: receiver) ?? extendedTypeName(of: receiver),
      let (method, binding) = userMethod(site, args, from: className, env)
    else { return nil }
    if method.declaration.isMutating, !receiver.isValueType {
      throw error(
        .notSimulated("a mutating method of an extension of \(className)"), site.nameRange, env)
    }
    if site.dialect == .swift, let level = method.declaration.access {
      // swiftc's access control: `private` for the declaring type's code, `fileprivate` for
      // its file.
      let allowed =
        level == "private"
        ? env.context.definingClass == method.definingClass
        : env.unit.fileName == method.unit.fileName
      if !allowed { throw error(.inaccessible(method.swiftBase, level), site.nameRange, env) }
    }
    guard receiver.isValueType else {
      return try invokeUser(method, binding, on: receiver, args, site, env, slot: slot)
    }
    return try invokeStructMethod(
      method, binding, on: receiver, args, site, env, slot: slot, receiverExpr: receiverExpr)
  }

  /// Runs the user's class method a call names exactly (`Pager.make()`, `[Pager pager]`).
  func sendToClassMethod(
    _ typeName: String, _ site: CallSite, _ args: CallArguments, _ env: Env, slot: Int,
    lookingFrom lookup: String? = nil
  ) throws -> Value? {
    let lookup = lookup ?? typeName
    guard let found = classes.classMethod(site.key, dialect: site.dialect, from: lookup),
      let binding = messageBinding(found, args)
    else {
      // Default values and trailing closures, which the call's exact name leaves out.
      guard site.dialect == .swift, classes.mayHaveUserMethod(swiftBase: site.base),
        let (method, binding) = firstBinding(
          classes.classMethods(base: site.base, from: lookup), args)
      else { return nil }
      return try invokeUser(method, binding, on: .type(typeName), args, site, env, slot: slot)
    }
    let method = overload(of: found, fitting: args, env)
    return try invokeUser(method, binding, on: .type(typeName), args, site, env, slot: slot)
  }

  /// Each parameter's argument for a call by the method's exact name: one each, in order, and
  /// for a method declared with `...` the arguments after its named ones, gathered (its index
  /// is the first of them, nil when there are none). Nil when the count does not fit.
  func messageBinding(_ method: UserMethod, _ args: CallArguments) -> [Int?]? {
    guard method.declaration.parameters.last?.name == SyntaxParser.variadicArgumentsName else {
      return method.arity == args.count ? Array(0..<args.count) : nil
    }
    let named = method.arity - 1
    guard args.count >= named else { return nil }
    return Array(0..<named) + [args.count > named ? named : nil]
  }

  /// The user method a call names on instances of `className`, with each parameter's argument
  /// (nil where a Swift default value stands in).
  func userMethod(_ site: CallSite, _ args: CallArguments, from className: String, _ env: Env)
    -> (UserMethod, [Int?])?
  {
    if site.dialect == .swift, !classes.mayHaveUserMethod(swiftBase: site.base) { return nil }
    if let method = classes.method(site.key, dialect: site.dialect, from: className),
      let binding = messageBinding(method, args)
    {
      return (overload(of: method, fitting: args, env), binding)
    }
    guard site.dialect == .swift else { return nil }
    return firstBinding(
      classes.methods(base: site.base, from: className).filter { !$0.declaration.isProperty },
      args)
  }

  /// Of a method and its overloads (methods of one name whose parameters' types differ), the
  /// one the arguments fit best, as swiftc's overload resolution picks: an argument of a type
  /// the parameter names exactly counts above one that a type the language does not check
  /// (`CVarArg`, a generic parameter) lets through; a type it does not fit rules it out.
  func overload(of method: UserMethod, fitting args: CallArguments, _ env: Env) -> UserMethod {
    overload(of: method, fitting: args, env, orNone: false) ?? method
  }

  /// With `orNone`, nil when the arguments fit none of them (an operator declared for other
  /// types: the language's own then applies).
  func overload(
    of method: UserMethod, fitting args: CallArguments, _ env: Env, orNone: Bool
  ) -> UserMethod? {
    let others = classes.overloads(of: method)
    guard !others.isEmpty || orNone else { return method }
    var best: UserMethod?
    var bestScore = -1
    for candidate in [method] + others {
      guard let score = fit(of: args, to: candidate, env) else { continue }
      if score > bestScore { (best, bestScore) = (candidate, score) }
    }
    return best ?? (orNone ? nil : method)
  }

  /// How well the arguments fit a method's parameter types (positions bound one to one): the
  /// number of parameters of a type the language checks that they fit; nil when one does not.
  private func fit(of args: CallArguments, to method: UserMethod, _ env: Env) -> Int? {
    let parameters = method.declaration.parameters
    guard parameters.count == args.count else { return nil }
    var score = 0
    let written = args.ranges.written.flatMap { $0.count == args.count ? $0 : nil }
    for (index, (parameter, given)) in zip(parameters, args.values).enumerated() {
      guard var type = parameter.type else { continue }
      var value = given
      if parameter.isVariadic {
        // A variadic parameter's first argument stands for them all.
        type = TypeRef(name: type.element ?? type.name, range: type.range)
        if case .array(let items) = given {
          guard let first = items.first else { continue }
          value = first
        }
      }
      let name = typeName(type.name, seenFrom: method.definingClass)
      // A number literal with a fraction is no integer; one without is best an integer.
      switch value {
      case .double where Self.integerTypes.contains(name): return nil
      case .double where Self.floatingTypes.contains(name): score += 1
      case .int where Self.integerTypes.contains(name): score += 1
      default: break
      }
      // An optional argument fits only an optional parameter; another is best given to a
      // parameter that is not optional.
      if let written, !parameter.isVariadic, isOptionalExpression(written[index].value, env) {
        if !type.isOptional { return nil }
      } else if !value.isNil, !type.isOptional {
        score += 1
      }
      let checked =
        classes.existing(name) != nil || classes.isProtocol(name)
        || classes.composition(name) != nil || Self.checkedValueTypes.contains(name)
      do {
        try check(
          value, against: type, method.declaration.nameRange, env, seenFrom: method.definingClass)
      } catch {
        return nil
      }
      if checked { score += 1 }
    }
    return score
  }

  static let integerTypes: Set<String> = ["Int", "int", "NSInteger", "NSUInteger"]
  static let floatingTypes: Set<String> = ["CGFloat", "Double", "double", "float", "Float"]

  /// The value types `check(_:against:)` tells apart.
  static let checkedValueTypes: Set<String> = [
    "CGRect", "String", "NSString", "BOOL", "Bool", "NSInteger", "NSUInteger", "Int", "int",
    "CGFloat", "Double", "double", "float",
  ]

  /// The first of `methods` whose parameters the Swift arguments fit, with the binding.
  /// Whether a parameter of the user's method takes a closure: its type is a function type,
  /// or an alias of one (`typealias Handler = (Int) -> Void`), or it is not written.
  func takesClosure(_ parameter: Parameter, of method: UserMethod) -> Bool {
    guard let type = parameter.type else { return true }
    if type.isFunction { return true }
    guard !classes.aliases.isEmpty else { return false }
    return classes.resolveAlias(typeName(type.name, seenFrom: method.definingClass)) == "Function"
  }

  func firstBinding(_ methods: [UserMethod], _ args: CallArguments) -> (UserMethod, [Int?])? {
    for method in methods {
      let parameters = method.declaration.parameters
      if let binding = bindArguments(
        labels: parameters.map(\.label), hasDefault: parameters.map { $0.defaultValue != nil },
        takesClosure: parameters.map { takesClosure($0, of: method) }, args,
        variadic: parameters.map(\.isVariadic))
      {
        return (method, binding)
      }
    }
    return nil
  }

  /// Matches Swift arguments to parameters: labels in order, defaults skipped, a trailing
  /// closure taking the next closure parameter when only defaulted ones follow. Returns the
  /// argument index for each parameter (nil: its default). A `variadic` parameter takes its
  /// labelled argument and the unlabelled ones after it (its index is the first; the next
  /// parameter's, or the end, bounds them), or none.
  func bindArguments(
    labels: [String?], hasDefault: [Bool], takesClosure: [Bool], _ args: CallArguments,
    variadic: [Bool] = []
  ) -> [Int?]? {
    var result: [Int?] = []
    var next = 0
    let trailingIndex = args.hasTrailingClosure ? args.count - args.trailingClosureCount : -1
    // The labels of the labelled trailing closures, which later parameters must take.
    let laterLabels = args.labels.suffix(max(0, args.trailingClosureCount - 1))
    for index in labels.indices {
      let isTrailing = next == trailingIndex
      if index < variadic.count, variadic[index] {
        guard next < args.count, !isTrailing, args.labels[next] == labels[index] else {
          result.append(nil)
          continue
        }
        result.append(next)
        next += 1
        while next < args.count, next != trailingIndex, args.labels[next] == nil { next += 1 }
        continue
      }
      if next < args.count, !isTrailing, args.labels[next] == labels[index] {
        result.append(next)
        next += 1
      } else if isTrailing, takesClosure[index],
        laterLabels.isEmpty
          ? hasDefault[(index + 1)...].allSatisfy({ $0 })
          : laterLabels.allSatisfy({ label in labels[(index + 1)...].contains(label) })
      {
        result.append(next)
        next += 1
      } else if hasDefault[index] {
        result.append(nil)
      } else {
        return nil
      }
    }
    return next == args.count ? result : nil
  }

  /// Properties spelled as messages: `[x name]`, `[x setName:v]`; and a block kept in a property,
  /// called: `self.onFinish(YES)`.
  private func propertyMessage(
    _ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env, slot: Int
  ) throws -> Value? {
    if site.dialect == .objc, args.count == 0, hasProperty(site.base, of: receiver) {
      return try property(site.base, of: receiver, site.nameRange, env)
    }
    // `[text length]`, `[items count]`: a value's property sent as a message.
    if site.dialect == .objc, args.count == 0, let value = valueProperty(site.base, of: receiver) {
      return value
    }
    if let name = objcSetter(site, args), hasProperty(name, of: receiver) {
      if case .controller = receiver, OverridableProperty(rawValue: name) != nil {
        // No setter is declared: clang refuses the message, as it refuses the assignment.
        var diagnostic = Diagnostic(
          .runtime(.unknownSelector(className(of: receiver) ?? "UIViewController", site.key)),
          at: site.nameRange)
        diagnostic.notes = overrideNotes(name, env)
        throw RuntimeError(diagnostic: diagnostic, unit: env.unit)
      }
      try assignProperty(name, of: receiver, args.values[0], site.nameRange, env, slot: slot)
      return .void
    }
    if site.dialect == .swift, hasProperty(site.base, of: receiver) {
      let value = try property(site.base, of: receiver, site.nameRange, env)
      switch value {
      case .closure(let closure): return try invoke(closure, args.values, site.range, env)
      case .nilValue: throw error(.callOfNilBlock, site.nameRange, env)
      default: return nil
      }
    }
    return nil
  }

  /// `[x setFoo:value]` is Objective-C's spelling of `x.foo = value`.
  private func objcSetter(_ site: CallSite, _ args: CallArguments) -> String? {
    guard site.dialect == .objc, args.count == 1, site.pieces.count == 1,
      let piece = site.pieces.first, piece.hasPrefix("set"), piece.count > 3
    else { return nil }
    let name = Constants.lowerFirst(String(piece.dropFirst(3)))
    switch name {
    case "userInteractionEnabled": return "isUserInteractionEnabled"
    case "hidden": return "isHidden"
    default: return name
    }
  }

  /// What a message to nil returns in Objective-C: nil, or the zero of the method's type
  /// (`0`, `NO`, `CGRectZero`).
  func nilMessageResult(_ selector: String) -> Value {
    if let type = classes.returnType(ofSelector: selector) {
      if type.name == "void" { return .void }
      return defaultValue(for: type) ?? .nilValue
    }
    guard let type = UIKitSurface.resultType(ofSelector: selector) else { return .nilValue }
    return UIKitSurface.naturalValue(of: type) ?? .nilValue
  }

  /// The error for a call nothing answered, in the compiler's words, with a suggestion.
  func unknownMethod(
    _ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env, implicitSelf: Bool
  ) -> RuntimeError {
    let typeName = receiver.typeName(in: world)
    let isObjC = site.dialect == .objc
    if let undeclared = undeclaredFrameworkClass(of: receiver) {
      return error(.notSimulated(undeclared + "." + site.written), site.nameRange, env)
    }
    // `UIViewControler()`: a capitalised name called alone is a type's initialiser.
    if implicitSelf, site.base.first?.isUppercase == true {
      let types = classes.names + UIKitSurface.classNames
      return error(
        .unknownName(site.base), site.nameRange, env,
        suggestion: nearestName(to: site.base, among: types))
    }
    if !isObjC, let called = calledProperty(receiver, site, args, env) { return called }
    // An accessor of a protocol's property the class never synthesized: clang compiles the
    // message, and the runtime finds no method.
    if isObjC, let className = className(of: receiver),
      classes.protocolProperty(site.written, adoptedBy: className, dotSyntax: false) != nil
    {
      return unrecognizedSelector(site.written, sentTo: receiver, className, site, env)
    }
    // UIKit's methods are candidates for an object only: an array has no `addChild`.
    var candidates =
      receiver.instance == nil && !implicitSelf
      ? [] : isObjC ? UIKitSignatures.all.map(\.objcSelector) : UIKitSignatures.all.map(\.swiftBase)
    if let className = className(of: receiver) {
      let methods = classes.methods(from: className)
      // The same method under its other language's name, or with other labels.
      let sameBase = methods.first {
        $0.selector.prefix { $0 != ":" } == site.base || (!isObjC && $0.swiftBase == site.base)
      }
      if let sameBase, !sameBase.declaration.isProperty {
        return error(
          .wrongArguments(site.written, sameBase.swiftName, sameBase.selector), site.nameRange,
          env)
      }
      candidates += methods.map { isObjC ? $0.selector : $0.swiftBase }
      candidates += surfaceNames(of: receiver, site.dialect, properties: false)
      if case .controller = receiver { candidates += UIKitSurface.controllerPropertyNames }
    }
    if receiver.controllerID != nil || receiver.viewID != nil,
      let first = UIKitSignatures.bySwiftBase[site.base]?.first, site.dialect == .swift
    {
      return error(
        .wrongArguments(site.written, first.spelling.swiftName, first.objcSelector),
        site.nameRange, env)
    }
    // A selector is suggested by its first piece: `addChild:` finds `addChildViewController:`.
    let firstPieces = Dictionary(
      candidates.map { (String($0.prefix { $0 != ":" }), $0) }, uniquingKeysWith: { a, _ in a })
    let sameFirstPiece = firstPieces[site.base].flatMap { $0 == site.written ? nil : $0 }
    let suggestion =
      isObjC
      ? sameFirstPiece
        ?? nearestName(to: site.base, among: Array(firstPieces.keys)).flatMap { firstPieces[$0] }
      : nearestName(to: site.base, among: candidates)
    if implicitSelf {
      return error(.unknownName(site.base), site.nameRange, env, suggestion: suggestion)
    }
    let message: RuntimeMessage =
      site.dialect == .objc
      ? .unknownSelector(typeName, site.written) : .noMember(typeName, site.base)
    return error(message, site.nameRange, env, suggestion: suggestion)
  }
}
