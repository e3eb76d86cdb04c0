import Simulation

extension Interpreter {
  /// NSObject's key-value coding, in both languages: `valueForKey:`/`value(forKey:)`,
  /// `setValue:forKey:`/`setValue(_:forKey:)` and their key-path forms, on any object whose
  /// class descends from NSObject. Nil for other messages, and for a key that is not a string
  /// (the call then goes on as any other).
  func keyValueCoding(
    _ receiver: Value, _ className: String, _ site: CallSite, _ args: CallArguments, _ env: Env,
    slot: Int
  ) throws -> Value? {
    // Most messages that reach here are not these: the base name settles it before the full
    // name is made.
    guard args.count == 1 || args.count == 2, Self.keyValueCodingBases.contains(site.base) else {
      return nil
    }
    let key = site.key
    if key == "setValuesForKeysWithDictionary:" || key == "setValuesForKeys(_:)" {
      return try setValues(args.values[0], of: receiver, className, site, env, slot: slot)
    }
    let isPath: Bool
    switch (key, args.count) {
    case ("valueForKey:", 1), ("value(forKey:)", 1), ("setValue:forKey:", 2),
      ("setValue(_:forKey:)", 2):
      isPath = false
    case ("valueForKeyPath:", 1), ("value(forKeyPath:)", 1), ("setValue:forKeyPath:", 2),
      ("setValue(_:forKeyPath:)", 2):
      isPath = true
    default:
      return nil
    }
    guard classes.isSubclass(className, of: "NSObject"),
      let text = args.values.last.flatMap(stringText)
    else { return nil }
    // A key path is keys joined by dots; a key alone is one key even with a dot in it.
    let keys =
      isPath
      ? text.split(separator: ".", omittingEmptySubsequences: false).map(String.init) : [text]
    var object = receiver
    for name in keys.dropLast() {
      // Messages to nil along the path answer nil, as the runtime's do.
      if object.isNil { return .nilValue }
      object = try value(forKey: name, of: object, site, env, slot: slot)
    }
    guard !object.isNil, let last = keys.last else { return .nilValue }
    if args.count == 1 { return try value(forKey: last, of: object, site, env, slot: slot) }
    try setValue(args.values[0], forKey: last, of: object, site, env, slot: slot)
    return .void
  }

  private static let keyValueCodingBases: Set<String> = [
    "valueForKey", "valueForKeyPath", "value", "setValue", "setValuesForKeysWithDictionary",
    "setValuesForKeys",
  ]

  /// `setValuesForKeysWithDictionary:`: `setValue:forKey:` for each entry, in the dictionary's
  /// order, NSNull standing for nil; a nil dictionary sets nothing.
  private func setValues(
    _ dictionary: Value, of receiver: Value, _ className: String, _ site: CallSite, _ env: Env,
    slot: Int
  ) throws -> Value? {
    guard classes.isSubclass(className, of: "NSObject") else { return nil }
    guard let entries = dictionaryContents(dictionary) else {
      return dictionary.isNil ? .void : nil
    }
    for (key, value) in zip(entries.keys, entries.values) {
      guard let name = stringText(key) else {
        throw error(
          .notSimulated("setValuesForKeysWithDictionary: with a key that is not a string"),
          site.nameRange, env)
      }
      let isNull = value.instance?.className == "NSNull"
      try setValue(isNull ? .nilValue : value, forKey: name, of: receiver, site, env, slot: slot)
    }
    return .void
  }

  /// The text of an NSString argument, mutable or not.
  private func stringText(_ value: Value) -> String? {
    if case .mutableString(let box) = value { return box.text }
    return value.text
  }

  /// `valueForKey:` as Foundation searches: the accessor methods `getKey`, `key`, `isKey`,
  /// `_key`; a property Objective-C sees; the instance variables `_key`, `_isKey`, `key`,
  /// `isKey`; else `valueForUndefinedKey:`, which raises NSUnknownKeyException.
  private func value(
    forKey key: String, of receiver: Value, _ site: CallSite, _ env: Env, slot: Int
  ) throws -> Value {
    guard let className = className(of: receiver) else {
      return try property(key, of: receiver, site.range, env)
    }
    let capitalized = MethodNaming.capitalize(key)
    for selector in ["get" + capitalized, key, "is" + capitalized, "_" + key] {
      if let method = userMethod(named: selector, from: className), method.arity == 0,
        !method.declaration.isProperty, exposedToObjC(method)
      {
        return try perform(method.selector, on: receiver, [], site, env, slot: slot)
      }
    }
    if isKeyValueCodedProperty(key, of: receiver, className) {
      return try property(key, of: receiver, site.range, env)
    }
    if let (ivar, storage) = instanceVariable(for: key, of: receiver, className) {
      return try readSlot(ivar, of: storage, nil, receiver, site.range, env)
    }
    if let method = userMethod(named: "valueForUndefinedKey:", from: className) {
      return try perform(method.selector, on: receiver, [.string(key)], site, env, slot: slot)
    }
    throw undefinedKey(key, "valueForUndefinedKey:", receiver, className, site, env)
  }

  /// `setValue:forKey:` as Foundation searches: the setters `setKey:`, `_setKey:`; a property
  /// Objective-C sees; the instance variables `_key`, `_isKey`, `key`, `isKey`; else
  /// `setValue:forUndefinedKey:`, which raises NSUnknownKeyException. nil for a scalar goes to
  /// `setNilValueForKey:`, which raises NSInvalidArgumentException.
  private func setValue(
    _ value: Value, forKey key: String, of receiver: Value, _ site: CallSite, _ env: Env,
    slot: Int
  ) throws {
    guard let className = className(of: receiver) else {
      try assignProperty(key, of: receiver, value, site.range, env, slot: slot)
      return
    }
    let capitalized = MethodNaming.capitalize(key)
    if value.isNil, try holdsScalar(key, of: receiver, className, site, env, slot: slot) {
      if let method = userMethod(named: "setNilValueForKey:", from: className) {
        _ = try perform(method.selector, on: receiver, [.string(key)], site, env, slot: slot)
        return
      }
      let exception = ObjCException.nilValueForKey(
        className: className, instance: pointerText(receiver), key: key)
      throw error(.uncaughtException(exception), site.range, env)
    }
    for selector in ["set" + capitalized + ":", "_set" + capitalized + ":"] {
      if let method = userMethod(named: selector, from: className), method.arity == 1,
        !method.declaration.isProperty, exposedToObjC(method)
      {
        _ = try perform(method.selector, on: receiver, [value], site, env, slot: slot)
        return
      }
    }
    if isKeyValueCodedProperty(key, of: receiver, className) {
      try assignProperty(key, of: receiver, value, site.range, env, slot: slot)
      return
    }
    if let (ivar, storage) = instanceVariable(for: key, of: receiver, className) {
      let ownership = classes.ivar(ivar, from: className)?.ownership ?? .strong
      try writeSlot(ivar, of: storage, value, ownership: ownership, site.range, env)
      return
    }
    if let method = userMethod(named: "setValue:forUndefinedKey:", from: className) {
      _ = try perform(method.selector, on: receiver, [value, .string(key)], site, env, slot: slot)
      return
    }
    throw undefinedKey(key, "setValue:forUndefinedKey:", receiver, className, site, env)
  }

  /// Whether key-value coding finds a property named `key`: UIKit's (all Objective-C), an
  /// Objective-C `@property`, or a Swift property exposed to Objective-C. A Swift property
  /// without `@objc` is invisible to it.
  private func isKeyValueCodedProperty(_ key: String, of receiver: Value, _ className: String)
    -> Bool
  {
    if let info = classes.property(key, from: className) { return info.isObjC && !info.isStatic }
    return isUIKitProperty(key, of: receiver)
  }

  /// The instance variable key-value coding reads and writes for `key` when no accessor or
  /// property answers: the first of `_key`, `_isKey`, `key`, `isKey` the class declares.
  private func instanceVariable(for key: String, of receiver: Value, _ className: String)
    -> (String, Storage)?
  {
    guard let storage = receiver.instance?.storage else { return nil }
    let capitalized = MethodNaming.capitalize(key)
    for name in ["_" + key, "_is" + capitalized, key, "is" + capitalized]
    where classes.ivar(name, from: className) != nil {
      return (name, storage)
    }
    return nil
  }

  /// Whether the value kept for `key` is a scalar (a number, a Boolean, a structure), which
  /// nil cannot be set to.
  private func holdsScalar(
    _ key: String, of receiver: Value, _ className: String, _ site: CallSite, _ env: Env,
    slot: Int
  ) throws -> Bool {
    if let info = classes.property(key, from: className), let type = info.type {
      return !type.isOptional && !type.isFunction && !(defaultValue(type).isNil)
    }
    guard
      isKeyValueCodedProperty(key, of: receiver, className)
        || instanceVariable(for: key, of: receiver, className) != nil
    else { return false }
    switch try value(forKey: key, of: receiver, site, env, slot: slot) {
    case .typedNumber(_, .string): return false
    case .int, .double, .bool, .rect, .point, .size, .structure, .typedNumber: return true
    default: return false
    }
  }

  /// NSUnknownKeyException, raised by NSObject's `valueForUndefinedKey:` or
  /// `setValue:forUndefinedKey:`.
  private func undefinedKey(
    _ key: String, _ method: String, _ receiver: Value, _ className: String, _ site: CallSite,
    _ env: Env
  ) -> RuntimeError {
    let exception = ObjCException.undefinedKey(
      className: className, instance: pointerText(receiver), method: method, key: key)
    return error(.uncaughtException(exception), site.range, env)
  }
}
