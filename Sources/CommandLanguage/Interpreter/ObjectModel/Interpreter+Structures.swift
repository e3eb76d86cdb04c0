import Simulation

extension Interpreter {
  /// `T(…)` for the user's structure: its own initialiser, or Swift's memberwise one
  /// (`Page(title: "a", index: 1)`, stored properties in order, those with initial values
  /// optional).
  func constructStructure(
    _ typeName: String, _ args: CallArguments, _ site: CallSite, _ env: Env
  ) throws -> Value {
    guard let info = classes.existing(typeName) else {
      throw error(.unknownType(typeName), site.nameRange, env)
    }
    var fields: [String: Value] = [:]
    var order: [String] = []
    for (name, property) in info.storedInstanceProperties {
      order.append(name)
      if let initializer = property.initializer {
        let placeholder = Value.structure(
          StructValue(typeName: typeName, fields: fields, order: order))
        fields[name] = try initialValue(initializer, of: property, for: placeholder, env)
      } else if property.type?.isOptional == true {
        fields[name] = .nilValue
      }
    }
    let start = Value.structure(StructValue(typeName: typeName, fields: fields, order: order))
    if !info.initializers.isEmpty {
      guard case .user(let method, let binding)? = initializer(from: typeName, site, args)?.0 else {
        throw error(.noInitializer(typeName, site.written), site.nameRange, env)
      }
      try checkMarkedWithTry(method, site.range, env)
      let values = try argumentValues(method, binding, args, env)
      var invocation = Invocation(
        method: method, receiver: start, values: values,
        ranges: binding.map { $0.map { args.ranges[$0] } ?? site.range })
      invocation.initializing = typeName
      let (result, built) = try runMethod(invocation, env)
      if method.declaration.isFailable, result.isNil { return .nilValue }
      return built
    }
    return try memberwise(info, start: fields, order: order, args, site, env)
  }

  private func memberwise(
    _ info: ClassInfo, start: [String: Value], order: [String], _ args: CallArguments,
    _ site: CallSite, _ env: Env
  ) throws -> Value {
    var fields = start
    var next = 0
    // A trailing closure takes the next property of a function type, as Swift's forward scan
    // matches it (`Segment(title: "a") { … }` sets `make`).
    let trailingStart =
      args.hasTrailingClosure ? args.count - args.trailingClosureCount : args.count
    for name in order {
      guard let property = info.properties[name] else { continue }
      let settable = !(property.isConstant && property.initializer != nil)
      let takesTrailing =
        next >= trailingStart && next < args.count && args.labels[next] == nil
        && property.type?.name.contains("->") == true
      if settable, next < args.count, args.labels[next] == name || takesTrailing {
        fields[name] = try convert(
          args.values[next], toDeclared: property.type, args.ranges[next], env)
        next += 1
      } else if fields[name] == nil {
        throw error(.noInitializer(info.name, site.written), site.nameRange, env)
      }
    }
    guard next == args.count else {
      throw error(.noInitializer(info.name, site.written), site.nameRange, env)
    }
    return .structure(StructValue(typeName: info.name, fields: fields, order: order))
  }

  /// A copy of a structure with one property changed: a stored field, or through its setter.
  func settingField(
    _ name: String, of structure: StructValue, to newValue: Value, _ range: SourceRange,
    _ env: Env
  ) throws -> Value {
    guard let property = classes.property(name, from: structure.typeName) else {
      throw error(.noMember(structure.typeName, name), range, env)
    }
    switch property.kind {
    case .stored:
      let ownInitializer = env.context.initializing == structure.typeName
      if property.isConstant, !ownInitializer {
        throw error(.assignToConstantProperty(name), range, env)
      }
      var changed = structure
      let old = changed.fields[name] ?? .nilValue
      let key = ObservedProperty(instance: nil, name: structure.typeName + "." + name)
      let observed = !ownInitializer && env.context.observing != key
      // An observer's changes to `self` (this property or others) are the structure's.
      func observe(_ observer: UserMethod, _ value: Value) throws {
        var invocation = Invocation(
          method: observer, receiver: .structure(changed), values: [value], ranges: [range])
        invocation.observing = key
        if case .structure(let after) = try runMethod(invocation, env).receiver { changed = after }
      }
      if observed, let willSet = property.willSet { try observe(willSet, newValue) }
      changed.fields[name] = try convert(newValue, toDeclared: property.type, range, env)
      if observed, let didSet = property.didSet { try observe(didSet, old) }
      return .structure(changed)
    case .computed(_, let setter?):
      let invocation = Invocation(
        method: setter, receiver: .structure(structure), values: [newValue], ranges: [range])
      return try runMethod(invocation, env).receiver
    default:
      throw error(.readOnlyProperty(name), range, env)
    }
  }

  /// How Swift prints a structure: `Page(title: "a", index: 1)`.
  func describe(_ structure: StructValue) throws -> String {
    var fields: [String] = []
    for name in structure.order {
      fields.append("\(name): " + (try describe(structure.fields[name] ?? .nilValue, nested: true)))
    }
    return structure.typeName + "(" + fields.joined(separator: ", ") + ")"
  }
}
