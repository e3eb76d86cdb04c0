import Simulation

extension Interpreter {
  // MARK: - Reading

  /// A property of the receiver's class; a property `self` declared by assigning it; or a
  /// method without arguments read as a property (Objective-C dot syntax, a computed property).
  /// Nil when the receiver has none of these.
  func objectProperty(
    _ name: String, of receiver: Value, _ storage: Storage?, _ range: SourceRange, _ env: Env
  ) throws -> Value? {
    let className = className(of: receiver)
    if let className, let info = classes.property(name, from: className), !info.observesInherited {
      return try readUserProperty(info, of: receiver, range, env)
    }
    if let className, let info = classes.property(getter: name, from: className) {
      return try readUserProperty(info, of: receiver, range, env)
    }
    if let storage, case .strong(let value)? = storage.slots[name] { return value }
    if let className, let method = classes.method(name, dialect: .objc, from: className),
      method.arity == 0, !method.declaration.isInitializer
    {
      try refuseMethodAsProperty(method, range, env)
      return try callAccessor(method, on: receiver, [], range, env, logged: true)
    }
    return nil
  }

  /// Swift reads a Swift method without `()` as a function value, never as its result: where
  /// the result is meant, swiftc says so and offers the `()` (Objective-C dot syntax calls it).
  func refuseMethodAsProperty(_ method: UserMethod, _ range: SourceRange, _ env: Env) throws {
    guard method.declaration.dialect == .swift, !method.declaration.isProperty,
      dialect(of: env) == .swift
    else { return }
    throw methodUsedAsProperty(method.swiftBase, range, env)
  }

  /// swiftc's error for a method read without `()`, with the fix-it that adds them.
  func methodUsedAsProperty(_ name: String, _ range: SourceRange, _ env: Env) -> RuntimeError {
    var diagnostic = Diagnostic(.runtime(.methodUsedAsProperty(name)), at: range)
    diagnostic.fixIt = .insert("()", at: range.end)
    return RuntimeError(diagnostic: diagnostic, unit: env.unit)
  }

  /// Swift's access control of a property: `private` is for the code of the type that
  /// declares it (and its extensions), `fileprivate` for its file; swiftc refuses any other
  /// use, and an assignment where only the getter is visible.
  func checkAccess(
    _ info: PropertyInfo, writing: Bool, _ range: SourceRange, _ env: Env
  ) throws {
    if !deprecatedMethods.isEmpty, info.dialect == .objc {
      warnIfDeprecated(info, range, env)
    }
    guard info.dialect == .swift else { return }
    func allowed(_ level: String) -> Bool {
      if level == "private" { return env.context.definingClass == info.definingClass }
      return env.unit.fileName == info.unit.fileName
    }
    if let level = info.access, !allowed(level) {
      throw error(.inaccessible(info.name, level), range, env)
    }
    if writing, let level = info.setterAccess, !allowed(level) {
      throw error(.setterInaccessible(info.name), range, env)
    }
  }

  /// Reads a property the user declared.
  func readUserProperty(
    _ info: PropertyInfo, of receiver: Value, _ range: SourceRange, _ env: Env
  ) throws -> Value {
    try checkAccess(info, writing: false, range, env)
    switch info.kind {
    case .stored:
      if case .structure(let value) = receiver {
        return value.fields[info.name] ?? defaultValue(info.type)
      }
      guard let instance = receiver.instance else {
        throw error(.noMember(receiver.typeName(in: world), info.name), range, env)
      }
      return try readSlot(info.name, of: instance.storage, info, receiver, range, env)
    case .computed(let getter, _):
      return try callAccessor(getter, on: receiver, [], range, env, logged: true)
    case .objc(let getter, _):
      guard let className = className(of: receiver) else { return .nilValue }
      if let method = classes.method(getter, dialect: .objc, from: className), method.arity == 0 {
        return try callAccessor(method, on: receiver, [], range, env, logged: true)
      }
      guard let ivar = classes.ivarName(of: info), let instance = receiver.instance else {
        throw error(.unknownSelector(className, getter), range, env)
      }
      return try readSlot(ivar, of: instance.storage, info, receiver, range, env)
    }
  }

  /// The value kept under `key`: a weak reference's object if it is still alive, a lazy
  /// property's value (computed now, the first time), or the zero of the property's type.
  func readSlot(
    _ key: String, of storage: Storage, _ info: PropertyInfo?, _ receiver: Value,
    _ range: SourceRange, _ env: Env
  ) throws -> Value {
    switch storage.slots[key] {
    case .strong(let value)?:
      return value
    case .weak(let reference)?:
      syncOwnership()
      return reference.instance?.value ?? .nilValue
    case .unowned(let reference)?:
      syncOwnership()
      guard let instance = reference.instance else {
        throw error(.unownedDeallocated(key), range, env)
      }
      return instance.value
    case .lazyPending?, nil:
      // `lazy` properties and type properties get their initial value on first use.
      guard let info, info.isLazy || info.isStatic, let initializer = info.initializer else {
        return defaultValue(info?.type)
      }
      let value = try initialValue(initializer, of: info, for: receiver, env)
      try writeSlot(key, of: storage, value, ownership: info.ownership, range, env)
      return value
    }
  }

  /// The zero of a declared type: `nil` for objects and optionals.
  func defaultValue(_ type: TypeRef?) -> Value {
    guard let type, !type.isOptional else { return .nilValue }
    return defaultValue(for: type) ?? .nilValue
  }

  /// Evaluates a property's initial value with `self` the instance being made (Swift allows it
  /// for `lazy` properties), naming a new object after the property.
  func initialValue(
    _ initializer: Expr, of info: PropertyInfo, for receiver: Value, _ env: Env
  ) throws -> Value {
    try enter(.initialValue(info.name, info.definingClass), info.nameRange, env)
    defer { leave() }
    var context = MethodContext(
      selfValue: receiver, definingClass: info.definingClass, isTopLevel: false,
      returnsValue: false, dialect: info.dialect)
    context.isInMethod = true
    context.isPropertyInitializer = true
    let propertyEnv = Env(scope: Scope(parent: globals), context: context, unit: info.unit)
    let value = try eval(
      initializer, propertyEnv, nameHint: info.name, typeHint: info.type.map(Self.hint))
    return try convert(value, toDeclared: info.type, initializer.range, propertyEnv)
  }

  /// Runs a getter, setter or observer on `receiver`; a getter read as a property is logged like
  /// a call (its line disappears when nothing happens beneath it).
  func callAccessor(
    _ method: UserMethod, on receiver: Value, _ values: [Value], _ range: SourceRange,
    _ env: Env, logged: Bool, observing: ObservedProperty? = nil
  ) throws -> Value {
    let slot = logged ? world.reserveLine() : -1
    defer { if logged { closeCallLine(slot) } }
    let args = CallArguments(
      values: values, labels: values.map { _ in nil }, ranges: values.map { _ in range },
      hasTrailingClosure: false, dialect: method.declaration.dialect)
    let site = CallSite(unary: method.swiftBase, dialect: method.declaration.dialect, range: range)
    return try invokeUser(
      method, Array(values.indices), on: receiver, args, site, env, slot: logged ? slot : nil,
      observing: observing)
  }

  // MARK: - Writing

  /// `receiver.name = value`: a UIKit property (its line logged in `slot`, then the class's
  /// observers of it), a property of the receiver's class, a type property, or a property
  /// `self` declares by assigning it (the sandbox's shorthand).
  func assignProperty(
    _ name: String, of receiver: Value, _ value: Value, _ range: SourceRange, _ env: Env,
    slot: Int, isSelf: Bool = false
  ) throws {
    if isUIKitProperty(name, of: receiver), !isUserProperty(name, of: receiver) {
      try assignUIKitProperty(name, of: receiver, value, range, env, slot: slot)
      return
    }
    if case .type(let typeName) = receiver {
      try assignTypeProperty(name, of: typeName, value, range, env)
      return
    }
    if let className = className(of: receiver), let info = classes.property(name, from: className) {
      try writeUserProperty(info, of: receiver, value, range, env, slot: slot)
      return
    }
    if let instance = receiver.instance, case .controller(let id, _) = receiver,
      instance.storage.slots[name] != nil || (isSelf && declaresByAssignment(id))
    {
      instance.storage.slots[name] = .strong(value)
      return
    }
    if case .nilValue = receiver, dialect(of: env) == .objc { return }
    if try inertAssignment(name, of: receiver, value, range, env) { return }
    throw noMember(receiver, name, range, env, assigning: true)
  }

  /// Whether assigning an unknown property on `self` declares it: in the sandbox's container
  /// and classes only named, never declared (README, "The sandbox"); a declared class must
  /// declare it.
  private func declaresByAssignment(_ id: ControllerID) -> Bool {
    classes.existing(world.className(of: id))?.origin != .declared
  }

  /// A UIKit property set: checked, logged, applied, with the class's observers around it.
  private func assignUIKitProperty(
    _ name: String, of receiver: Value, _ value: Value, _ range: SourceRange, _ env: Env,
    slot: Int
  ) throws {
    try setUIKitProperty(name, of: receiver, to: value, range, env, apply: false)
    if let spelling = UIKitSurface.spelling(name) {
      world.fillLine(
        slot,
        .propertySet(
          receiver: receiver.logValue(in: world), property: spelling,
          value: value.logValue(in: world)))
    }
    let key = receiver.instance.map { ObservedProperty(instance: ObjectIdentifier($0), name: name) }
    let observer =
      env.context.observing == key
      ? nil : className(of: receiver).flatMap { classes.property(name, from: $0) }
    let old = observer?.didSet != nil ? try property(name, of: receiver, range, env) : .nilValue
    if let willSet = observer?.willSet {
      _ = try callAccessor(
        willSet, on: receiver, [value], range, env, logged: false, observing: key)
    }
    try setUIKitProperty(name, of: receiver, to: value, range, env)
    syncOwnership()
    retainUntilIdle(receiver, [value])
    if let didSet = observer?.didSet {
      _ = try callAccessor(didSet, on: receiver, [old], range, env, logged: false, observing: key)
    }
  }

  /// Writes a property the user declared: its setter, or its storage with its observers.
  func writeUserProperty(
    _ info: PropertyInfo, of receiver: Value, _ value: Value, _ range: SourceRange, _ env: Env,
    slot: Int
  ) throws {
    try checkAccess(info, writing: true, range, env)
    switch info.kind {
    case .stored:
      guard let instance = receiver.instance else {
        throw error(.notAssignable(info.name), range, env)
      }
      let ownInitializer = env.context.initializing == info.definingClass
      if info.isConstant, !ownInitializer {
        throw error(.assignToConstantProperty(info.name), range, env)
      }
      // Swift runs no observers for a class setting its own properties in its initialiser,
      // nor for code written inside an observer setting the property it observes (a method
      // the observer calls does run them again).
      let key = ObservedProperty(instance: ObjectIdentifier(instance), name: info.name)
      let observed =
        !ownInitializer && (info.willSet != nil || info.didSet != nil)
        && env.context.observing != key
      if observed { fillAssignmentLine(slot, info, receiver, value) }
      let old =
        observed && info.didSet != nil
        ? try readSlot(info.name, of: instance.storage, info, receiver, range, env) : .nilValue
      if observed, let willSet = info.willSet {
        _ = try callAccessor(
          willSet, on: receiver, [value], range, env, logged: false, observing: key)
      }
      let converted = try convert(value, toDeclared: info.type, range, env)
      try writeSlot(
        info.name, of: instance.storage, converted, ownership: info.ownership, range, env)
      if observed, let didSet = info.didSet {
        _ = try callAccessor(didSet, on: receiver, [old], range, env, logged: false, observing: key)
      }
    case .computed(_, let setter):
      guard let setter else { throw error(.readOnlyProperty(info.name), range, env) }
      try callSetter(setter, info, on: receiver, value, range, env, slot: slot)
    case .objc(_, let declaredSetter):
      let className = className(of: receiver) ?? info.definingClass
      // A readonly property is still set through a setter method the class declares or
      // implements (`-setPercentComplete:`), as clang's dot syntax finds it.
      let implied = "set" + info.name.prefix(1).uppercased() + info.name.dropFirst() + ":"
      guard
        let setter = declaredSetter
          ?? (classes.method(implied, dialect: .objc, from: className) != nil ? implied : nil)
      else { throw error(.readOnlyObjCProperty(info.name), range, env) }
      if let method = classes.method(setter, dialect: .objc, from: className), method.arity == 1 {
        try callSetter(method, info, on: receiver, value, range, env, slot: slot)
        return
      }
      guard let ivar = classes.ivarName(of: info), let instance = receiver.instance else {
        throw error(.unknownSelector(className, setter), range, env)
      }
      try writeSlot(ivar, of: instance.storage, value, ownership: info.ownership, range, env)
    }
  }

  /// Runs a user-defined setter for an assignment; the assignment's line shows what it did.
  private func callSetter(
    _ method: UserMethod, _ info: PropertyInfo, on receiver: Value, _ value: Value,
    _ range: SourceRange, _ env: Env, slot: Int
  ) throws {
    fillAssignmentLine(slot, info, receiver, value)
    _ = try callAccessor(method, on: receiver, [value], range, env, logged: false)
  }

  /// An assignment that runs the user's code (a setter, observers) is logged like a call: its
  /// line shows when something happens beneath it.
  private func fillAssignmentLine(
    _ slot: Int, _ info: PropertyInfo, _ receiver: Value, _ value: Value
  ) {
    guard slot >= 0 else { return }
    droppableLines.insert(slot)
    world.fillLine(
      slot,
      .propertySet(
        receiver: receiver.logValue(in: world), property: PropertySpelling(swift: info.name),
        value: value.logValue(in: world)))
  }

  /// Stores a value as the storage's ownership says: a weak or unowned slot keeps only a
  /// reference that does not keep the object alive.
  func writeSlot(
    _ key: String, of storage: Storage, _ value: Value, ownership: Ownership,
    _ range: SourceRange, _ env: Env
  ) throws {
    guard ownership != .strong, !value.isNil else {
      storage.slots[key] = .strong(value)
      return
    }
    guard let instance = value.instance else {
      throw error(.weakNonObject(key, value.typeName(in: world)), range, env)
    }
    let reference = WeakReference(instance)
    storage.slots[key] = ownership == .weak ? .weak(reference) : .unowned(reference)
  }
}

/// A property whose observer is running: on one instance, or (for a structure, whose values
/// have no identity) on its type.
struct ObservedProperty: Hashable {
  let instance: ObjectIdentifier?
  let name: String
}
