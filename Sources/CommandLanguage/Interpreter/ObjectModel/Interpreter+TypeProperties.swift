import Simulation

extension Interpreter {
  // MARK: - Type properties

  /// `Type.name` for a `static` property or a class method read as a property.
  func typeProperty(_ name: String, of typeName: String, _ range: SourceRange, _ env: Env)
    throws -> Value?
  {
    if let (info, owner) = classes.staticProperty(name, from: typeName) {
      switch info.kind {
      case .computed(let getter, _):
        return try callAccessor(getter, on: .type(owner), [], range, env, logged: true)
      default:
        let storage = typeStorage(owner)
        return try readSlot(name, of: storage, info, .type(owner), range, env)
      }
    }
    if let method = classes.classMethod(name, dialect: .objc, from: typeName), method.arity == 0 {
      return try callAccessor(method, on: .type(typeName), [], range, env, logged: true)
    }
    return nil
  }

  /// `Type.name = value` for a `static var`.
  func assignTypeProperty(
    _ name: String, of typeName: String, _ value: Value, _ range: SourceRange, _ env: Env
  ) throws {
    guard let (info, owner) = classes.staticProperty(name, from: typeName) else {
      throw error(.noMember(typeName + ".Type", name), range, env)
    }
    switch info.kind {
    case .computed(_, let setter?):
      _ = try callAccessor(setter, on: .type(owner), [value], range, env, logged: false)
    case .stored where !info.isConstant:
      let storage = typeStorage(owner)
      if storage.slots[name] == nil { _ = try typeProperty(name, of: owner, range, env) }
      try writeSlot(name, of: storage, value, ownership: info.ownership, range, env)
    case .stored:
      throw error(.assignToConstantProperty(name), range, env)
    default:
      throw error(.readOnlyProperty(name), range, env)
    }
  }

  private func typeStorage(_ owner: String) -> Storage {
    if let storage = typeStorage[owner] { return storage }
    let made = Storage()
    typeStorage[owner] = made
    return made
  }

  // MARK: - Instance variables

  /// An Objective-C instance variable of `self` read by name (`_current`), if the running
  /// method's object has one.
  func instanceVariable(_ name: String, _ range: SourceRange, _ env: Env) throws -> Value? {
    let receiver = implicitReceiver(env)
    guard let instance = receiver.instance, let className = className(of: receiver),
      let info = classes.ivar(name, from: className)
    else { return nil }
    var property = PropertyInfo(
      name: name, kind: .stored, type: info.type, dialect: .objc, unit: env.unit,
      definingClass: className, nameRange: range)
    property.ownership = info.ownership
    return try readSlot(name, of: instance.storage, property, receiver, range, env)
  }

  /// Whether the running method's object has the instance variable `name`.
  func hasInstanceVariable(_ name: String, _ env: Env) -> Bool {
    let receiver = implicitReceiver(env)
    guard receiver.instance != nil, let className = className(of: receiver) else { return false }
    return classes.ivar(name, from: className) != nil
  }

  /// `_name = value`: writes the storage directly, without the setter.
  func writeInstanceVariable(_ name: String, _ value: Value, _ range: SourceRange, _ env: Env)
    throws
  {
    let receiver = implicitReceiver(env)
    guard let instance = receiver.instance, let className = className(of: receiver),
      let info = classes.ivar(name, from: className)
    else { throw error(.unknownName(name), range, env) }
    try writeSlot(name, of: instance.storage, value, ownership: info.ownership, range, env)
  }
}
