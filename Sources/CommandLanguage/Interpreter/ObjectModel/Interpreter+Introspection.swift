import Simulation
import UIKitSurface

extension Interpreter {
  /// NSObject's runtime questions and `performSelector:`, in both languages:
  /// `isKindOfClass:`/`isKind(of:)`, `isMemberOfClass:`/`isMember(of:)`,
  /// `respondsToSelector:`/`responds(to:)`, `performSelector:`/`perform(_:)` (with up to two
  /// objects), and `[x class]`.
  func introspection(
    _ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env, slot: Int
  ) throws -> Value? {
    if let value = try runLoopMessage(receiver, site, args, env, slot: slot) { return value }
    // The sandbox container's helpers are methods, as in Apple's listings.
    if args.count == 0, case .controller(let id, _) = receiver,
      let frame = try containerHelper(site.base, of: id)
    {
      return frame
    }
    if site.dialect == .objc, args.count == 0,
      ["retain", "release", "autorelease"].contains(site.base)
    {
      // Code written before ARC: the object's lifetime is kept as ARC keeps it.
      noteOnce(
        "manual reference counting", env,
        {
          var note = Diagnostic(.note, .runtime(.manualReferenceCounting), at: site.nameRange)
          note.isBrief = true
          return note
        })
      return site.base == "release" ? .void : receiver
    }
    if case .type(let typeName) = receiver {
      if let boxed = try boxedValue(typeName, site, args, env) { return boxed }
      return classIntrospection(classes.resolveAlias(typeName), site, args)
    }
    if args.count == 0, let value = try unboxedValue(site.base, of: receiver, site.range, env) {
      return value
    }
    guard let className = className(of: receiver) else {
      return try valueIntrospection(receiver, site, args)
    }
    if let value = try keyValueCoding(receiver, className, site, args, env, slot: slot) {
      return value
    }
    switch (args.count == 0 ? site.base : site.key, args.count) {
    case ("class", 0):
      return .type(className)
    case ("superclass", 0):
      let chain = classes.chain(className)
      return chain.count > 1 ? .type(chain[1]) : .nilValue
    case ("isKindOfClass:", 1), ("isKind(of:)", 1):
      guard let ancestor = classArgument(args.values[0]) else { return nil }
      return .bool(classes.isSubclass(className, of: ancestor))
    case ("isMemberOfClass:", 1), ("isMember(of:)", 1):
      guard let exact = classArgument(args.values[0]) else { return nil }
      return .bool(className == exact)
    case ("conformsToProtocol:", 1), ("conforms(to:)", 1):
      // The protocols the class and its superclasses declare they adopt.
      guard let proto = classArgument(args.values[0]) else { return nil }
      return .bool(classes.conforms(className, to: proto))
    case ("isEqual:", 1), ("isEqual(_:)", 1):
      // NSObject's own `isEqual:` is identity (a subclass's override ran before this).
      return .bool(identical(receiver, args.values[0]))
    case ("hash", 0), ("hashValue", 0):
      // NSObject's `hash` is the object's address.
      return .int(Int(pointerText(receiver).dropFirst(2), radix: 16) ?? 0)
    case ("methodForSelector:", 1), ("method(for:)", 1):
      // Objective-C's way to hold a method as a value (an `IMP`), like Swift's method references.
      throw error(.notSimulated(Self.methodReferences), site.range, env)
    case ("respondsToSelector:", 1), ("responds(to:)", 1):
      guard case .selector(let name) = args.values[0] else { return nil }
      return .bool(responds(receiver, className, to: name, site))
    case ("performSelector:", 1), ("performSelector:withObject:", 2),
      ("performSelector:withObject:withObject:", 3), ("perform(_:)", 1), ("perform(_:with:)", 2),
      ("perform(_:with:with:)", 3):
      guard case .selector(let name) = args.values[0] else { return nil }
      return try perform(name, on: receiver, Array(args.values.dropFirst()), site, env, slot: slot)
    default:
      return nil
    }
  }

  /// NSObject's class methods about the class itself: `+description` (its name), `+class`,
  /// `+superclass`, `+isSubclassOfClass:`, `+instancesRespondToSelector:` and
  /// `+conformsToProtocol:`. Nil for other messages, and for a type that is not a class.
  private func classIntrospection(_ typeName: String, _ site: CallSite, _ args: CallArguments)
    -> Value?
  {
    let chain = classes.chain(typeName)
    guard chain.contains("NSObject") else { return nil }
    switch (args.count == 0 ? site.base : site.key, args.count) {
    case ("description", 0), ("debugDescription", 0):
      return .string(typeName)
    case ("class", 0) where site.dialect == .objc:
      return .type(typeName)
    case ("superclass", 0):
      return chain.count > 1 ? .type(chain[1]) : .nilValue
    case ("isSubclassOfClass:", 1), ("isSubclass(of:)", 1):
      guard let ancestor = classArgument(args.values[0]) else { return nil }
      return .bool(chain.contains(ancestor))
    case ("conformsToProtocol:", 1), ("conforms(to:)", 1):
      guard let proto = classArgument(args.values[0]) else { return nil }
      return .bool(classes.conforms(typeName, to: proto))
    case ("instancesRespondToSelector:", 1), ("instancesRespond(to:)", 1):
      guard case .selector(let selector) = args.values[0] else { return nil }
      if userMethod(named: selector, from: typeName) != nil { return .bool(true) }
      let members = Surface.shared.members(
        objc: selector, in: surfaceAncestry(of: typeName), classSide: false)
      return .bool(!members.isEmpty)
    default:
      return nil
    }
  }

  /// `isKindOfClass:` of a Foundation value: a string is an NSString, an array an NSArray, a
  /// number an NSNumber, each an NSObject, and none is of another class. Nil for other
  /// questions.
  private func valueIntrospection(_ receiver: Value, _ site: CallSite, _ args: CallArguments)
    throws -> Value?
  {
    guard site.key == "isKindOfClass:" || site.key == "isKind(of:)", args.count == 1,
      let asked = classArgument(args.values[0])
    else { return nil }
    let chain: [String]
    switch receiver {
    case .string: chain = ["NSString"]
    case .mutableString: chain = ["NSMutableString", "NSString"]
    case .array: chain = ["NSArray"]
    case .mutableArray: chain = ["NSMutableArray", "NSArray"]
    case .dictionary: chain = ["NSDictionary"]
    case .mutableDictionary: chain = ["NSMutableDictionary", "NSDictionary"]
    case .set: chain = ["NSSet"]
    case .mutableSet: chain = ["NSMutableSet", "NSSet"]
    case .int, .double, .bool: chain = ["NSNumber", "NSValue"]
    default: return nil
    }
    if (chain + ["NSObject"]).contains(asked) { return .bool(true) }
    // A string's private class (`__NSCFString`) descends from NSMutableString or not,
    // depending on how it was made: that one answer is left open.
    if case .string = receiver, asked == "NSMutableString" { return nil }
    return .bool(false)
  }

  /// Whether an object answers a selector: a method of the user's, UIKit's, or a property's
  /// getter.
  func responds(_ receiver: Value, _ className: String, to selector: String, _ site: CallSite)
    -> Bool
  {
    if userMethod(named: selector, from: className) != nil { return true }
    let named = selectorSite(selector, site)
    let placeholders = CallArguments(
      values: Array(repeating: .nilValue, count: named.arity),
      labels: Array(repeating: nil, count: named.arity),
      ranges: Array(repeating: site.range, count: named.arity), hasTrailingClosure: false,
      dialect: named.dialect)
    if uikitSignature(named, placeholders, receiver: receiver) != nil { return true }
    // Any method or property getter the SDK declares for the receiver's class.
    guard let (chain, classSide) = surfaceChain(of: receiver) else { return false }
    return !Surface.shared.members(objc: selector, in: chain, classSide: classSide).isEmpty
  }

  /// Sends the method a selector names, with `objects` as its arguments (missing ones nil, as
  /// the runtime passes whatever is in the register).
  func perform(
    _ selector: String, on receiver: Value, _ objects: [Value], _ site: CallSite, _ env: Env,
    slot: Int
  ) throws -> Value {
    if let className = className(of: receiver),
      let method = userMethod(named: selector, from: className)
    {
      let arity = method.declaration.parameters.count
      let named = methodSite(method, site)
      let values = (objects + Array(repeating: Value.nilValue, count: arity)).prefix(arity)
      let args = CallArguments(
        values: Array(values), labels: method.swiftLabels,
        ranges: Array(repeating: site.range, count: arity), hasTrailingClosure: false,
        dialect: named.dialect)
      return try invokeUser(method, Array(0..<arity), on: receiver, args, named, env, slot: slot)
    }
    if let className = className(of: receiver),
      !responds(receiver, className, to: selector, site)
    {
      throw unrecognizedSelector(selector, sentTo: receiver, className, site, env)
    }
    let named = selectorSite(selector, site)
    let values = (objects + Array(repeating: Value.nilValue, count: named.arity)).prefix(
      named.arity)
    let args = CallArguments(
      values: Array(values),
      labels: named.dialect == .swift ? named.labels : Array(repeating: nil, count: named.arity),
      ranges: Array(repeating: site.range, count: named.arity), hasTrailingClosure: false,
      dialect: named.dialect)
    return try send(receiver, named, args, env, slot: slot, nameHint: nil)
  }

  /// Swift's `#selector(tick)`, `#selector(Host.tick(_:))`: swiftc refuses a method that does
  /// not exist, so the value keeps only the method's name. Objective-C's `@selector` names
  /// any selector.
  func selectorLiteral(_ written: String, _ range: SourceRange, _ env: Env) throws -> Value {
    let head = written.prefix { $0 != "(" }
    guard dialect(of: env) == .swift, !written.contains(":") || written.contains("(") else {
      return .selector(written)
    }
    var name = written
    var typeName: String?
    if let dot = head.lastIndex(of: ".") {
      typeName = String(written[..<dot])
      name = String(written[written.index(after: dot)...])
    }
    let base = String(name.prefix { $0 != "(" })
    let className =
      typeName.flatMap { $0 == "self" ? nil : classes.resolveAlias($0) } ?? selfTypeName(env)
    let known =
      userMethod(named: name, from: className) != nil
      || !classes.methods(base: base, from: className).isEmpty
      || UIKitSignatures.bySwiftBase[base] != nil || classes.property(base, from: className) != nil
      || UIKitSurface.propertyNames.contains(base)
      || !Surface.shared.members(
        swift: base, in: Surface.shared.chain(classes.resolveAlias(className)), classSide: false
      ).isEmpty
    guard known else {
      if let typeName, typeName != "self" {
        throw error(.typeHasNoMember(typeName, base), range, env)
      }
      throw error(.unknownName(base), range, env)
    }
    if let method = userMethod(named: name, from: className), !exposedToObjC(method) {
      let kind = method.declaration.isClassMethod ? "class method" : "instance method"
      throw error(.selectorNotObjC(kind, method.swiftName), range, env)
    }
    return .selector(name)
  }

  /// Whether Swift exposes a method of the user's to Objective-C, so `#selector` may name it:
  /// declared in Objective-C, marked (`@objc`, `@IBAction`, `@objcMembers`, `@objc extension`),
  /// an override (of UIKit's methods, all Objective-C), or possibly the witness of an
  /// Objective-C protocol's requirement (any protocol of UIKit's the class adopts, or one of the
  /// user's that requires the name), which Swift exposes by inference.
  func exposedToObjC(_ method: UserMethod) -> Bool {
    let declaration = method.declaration
    if declaration.dialect == .objc || declaration.isObjC || declaration.isOverride {
      return true
    }
    for name in classes.chain(method.definingClass) where !classes.isBuiltin(name) {
      for adopted in classes.classes[name]?.protocols ?? [] {
        guard let requirements = classes.protocols[adopted],
          !ClassTable.objcSystemProtocols.contains(adopted)
        else { return true }
        if requirements.requiredMethods.contains(where: { $0.swiftName == method.swiftName })
          || requirements.optionalMethods.contains(method.swiftName)
        {
          return true
        }
      }
    }
    return false
  }

  /// The runtime's answer to a message the receiver does not implement: `doesNotRecognizeSelector:`
  /// raises NSInvalidArgumentException, which nothing catches.
  func unrecognizedSelector(
    _ selector: String, sentTo receiver: Value, _ className: String, _ site: CallSite, _ env: Env
  ) -> RuntimeError {
    var objcSelector = selector
    let named = selectorSite(selector, site)
    if selector.contains("(") {
      objcSelector = MethodNaming.exportedSelector(base: named.base, labels: named.labels)
    }
    let exception = ObjCException.unrecognizedSelector(
      className: className, selector: objcSelector, instance: pointerText(receiver))
    return error(.uncaughtException(exception), site.range, env)
  }

  /// The user's method a selector names: by selector (`cycleFrom:to:`), by Swift name
  /// (`cycle(from:to:)`), or by base name alone (`#selector(tick)`).
  func userMethod(named selector: String, from className: String) -> UserMethod? {
    guard classes.hasUserMethods else { return nil }
    if let method = classes.method(selector, dialect: .objc, from: className) { return method }
    if let method = classes.method(selector, dialect: .swift, from: className) { return method }
    guard !selector.contains(":") && !selector.contains("(") else { return nil }
    return classes.methods(base: selector, from: className).first {
      !$0.declaration.isProperty
    }
  }

  /// A call site that names a user's method exactly, in the language it was written in.
  private func methodSite(_ method: UserMethod, _ site: CallSite) -> CallSite {
    if method.declaration.dialect == .objc {
      return selectorSite(method.selector, site)
    }
    return CallSite(
      swiftBase: method.swiftBase, labels: method.swiftLabels, range: site.range,
      nameRange: site.nameRange)
  }

  /// A call site for a selector as written: `a:b:` (Objective-C), `a(b:c:)` or `a` (Swift).
  func selectorSite(_ selector: String, _ site: CallSite) -> CallSite {
    if let open = selector.firstIndex(of: "("), selector.hasSuffix(")") {
      let base = String(selector[..<open])
      let inside = selector[selector.index(after: open)..<selector.index(before: selector.endIndex)]
      let labels: [String?] = inside.split(separator: ":").map { $0 == "_" ? nil : String($0) }
      return CallSite(swiftBase: base, labels: labels, range: site.range, nameRange: site.nameRange)
    }
    let pieces = selector.split(separator: ":").map(String.init)
    let arity = selector.filter { $0 == ":" }.count
    return CallSite(
      objcPieces: pieces, arity: arity, selector: selector, range: site.range,
      nameRange: site.nameRange)
  }

  /// The class a class argument names: `[X class]` in Objective-C, `X.self` in Swift.
  private func classArgument(_ value: Value) -> String? {
    value.typeNameIfType
  }
}
