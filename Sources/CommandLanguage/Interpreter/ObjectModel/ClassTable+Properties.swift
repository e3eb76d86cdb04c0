extension ClassTable {
  /// The declared type a selector's method or property getter returns, if the user declared one.
  func returnType(ofSelector selector: String) -> TypeRef? { returnTypes[selector] }

  /// Adds a property to a class (or a protocol extension).
  mutating func addProperty(_ property: PropertyInfo, to className: String) {
    if let type = property.type { returnTypes[property.name] = type }
    propertyNames.insert(property.name)
    if case .objc(let getter, _) = property.kind, getter != property.name {
      customGetterNames.insert(getter)
    }
    if protocols[className] != nil, classes[className] == nil {
      protocols[className]?.properties[property.name] = property
      return
    }
    if property.isStatic {
      classes[className]?.staticProperties[property.name] = property
      return
    }
    if classes[className]?.properties[property.name] == nil, property.isStored {
      classes[className]?.storedOrder.append(property.name)
    }
    classes[className]?.properties[property.name] = property
  }

  /// Records an Objective-C instance variable.
  mutating func addIvar(_ name: String, _ info: StorageInfo, to className: String) {
    classes[className]?.ivars[name] = info
  }

  /// Records `@synthesize` or `@dynamic`.
  mutating func synthesize(_ property: String, ivar: String, in className: String) {
    classes[className]?.synthesized[property] = ivar
  }

  /// The property a name refers to, looked up from `className` upwards, then in protocol
  /// extensions.
  func property(_ name: String, from className: String) -> PropertyInfo? {
    guard propertyNames.contains(name) else { return nil }
    for id in chain(className) {
      if let found = classes[id]?.properties[name] { return found }
    }
    guard hasProtocolMethods else { return nil }
    for protocolName in adoptedProtocols(className) {
      if let found = protocols[protocolName]?.properties[name] { return found }
    }
    return nil
  }

  /// The Objective-C property of a protocol the class adopts that a message names (its getter
  /// or setter selector), or dot syntax names (`dotSyntax`: the property or its getter).
  func protocolProperty(_ name: String, adoptedBy className: String, dotSyntax: Bool)
    -> VariableDecl?
  {
    for protocolName in adoptedProtocols(className) {
      for property in protocols[protocolName]?.objcProperties ?? [] {
        let accessors = property.objcAccessors
        let other = dotSyntax ? property.name : accessors.setter
        if name == accessors.getter || name == other { return property }
      }
    }
    return nil
  }

  /// The Objective-C property whose getter has a name of its own (`getter=isOpen`).
  func property(getter name: String, from className: String) -> PropertyInfo? {
    guard customGetterNames.contains(name) else { return nil }
    for id in chain(className) {
      guard let info = classes[id] else { continue }
      for property in info.properties.values {
        if case .objc(let getter, _) = property.kind, getter == name, property.name != name {
          return property
        }
      }
    }
    return nil
  }

  /// The type property a name refers to, and the class that declares it.
  func staticProperty(_ name: String, from className: String) -> (PropertyInfo, String)? {
    guard propertyNames.contains(name) else { return nil }
    for id in chain(className) {
      if let found = classes[id]?.staticProperties[name] { return (found, id) }
    }
    return nil
  }

  /// The backing instance variable of an Objective-C property, as the class that implements
  /// it synthesizes it: `_name` unless `@synthesize` says otherwise; nil for `@dynamic`.
  func ivarName(of property: PropertyInfo) -> String? {
    for id in chain(property.definingClass) {
      if let ivar = classes[id]?.synthesized[property.name] { return ivar.isEmpty ? nil : ivar }
    }
    return "_" + property.name
  }

  /// The instance variable `name` of a class (declared, or synthesized for a property).
  func ivar(_ name: String, from className: String) -> StorageInfo? {
    for id in chain(className) {
      guard let info = classes[id] else { continue }
      if let found = info.ivars[name] { return found }
      for property in info.properties.values
      where property.dialect == .objc && ivarName(of: property) == name {
        return StorageInfo(type: property.type, ownership: property.ownership)
      }
    }
    return nil
  }
}

extension VariableDecl {
  /// An Objective-C property's getter and setter selectors (no setter when `readonly`).
  var objcAccessors: (getter: String, setter: String?) {
    let attributes = attributes ?? PropertyAttributes()
    let setter =
      attributes.isReadOnly ? nil : attributes.setter ?? "set" + MethodNaming.capitalize(name) + ":"
    return (attributes.getter ?? name, setter)
  }
}
