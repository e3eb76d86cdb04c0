import Simulation
import UIKitSurface

extension ClassTable {
  /// Adds or replaces a method; returns the method it replaced.
  @discardableResult
  mutating func define(_ method: UserMethod, in className: String) -> UserMethod? {
    if protocols[className] != nil, classes[className] == nil {
      return defineInProtocol(method, className)
    }
    if classes[className] == nil { declare(className, superclass: nil) }
    hasUserMethods = true
    noteNames(of: method)
    if let callback = method.callback { overriddenCallbacks.insert(callback) }
    if let property = method.property { overriddenProperties.insert(property) }
    let declaration = method.declaration
    returnTypes[method.selector] =
      declaration.returnType ?? TypeRef(name: "void", range: declaration.nameRange)
    // Taken out of the table while it changes: a record the table still held would copy its
    // fields, and each of its tables, at the first change.
    var info =
      classes.removeValue(forKey: className)
      ?? ClassInfo(name: className, superclass: nil, origin: .declared)
    defer { classes[className] = info }
    if declaration.isInitializer {
      let replaced = info.initializers.updateValue(method, forKey: method.swiftName)
      return replaced
    }
    if declaration.isClassMethod {
      let replaced =
        info.classMethodsBySwiftName[method.swiftName]
        ?? info.classMethodsBySelector[
          method.selector]
      if let replaced { remove(replaced, fromClassMethodsOf: &info) }
      info.classMethodsBySwiftName[method.swiftName] = method
      info.classMethodsBySelector[method.selector] = method
      return replaced
    }
    let replaced =
      info.methodsBySwiftName[method.swiftName] ?? info.methodsBySelector[method.selector]
    if let replaced { remove(replaced, from: &info) }
    info.methodsBySwiftName[method.swiftName] = method
    info.methodsBySelector[method.selector] = method
    // A Swift method that meets a UIKit protocol's requirement answers to the requirement's
    // selector, as swiftc exports it (`animateTransition(using:)` is `animateTransition:`).
    if declaration.dialect == .swift {
      for selector in protocolSelectors(of: method, in: info) where selector != method.selector {
        info.methodsBySelector[selector] = method
        userMethodNames.insert(selector)
      }
    }
    info.methodsByBase[method.swiftBase, default: []].append(method)
    if let callback = method.callback { info.callbackOverrides[callback] = method }
    if let property = method.property { info.propertyOverrides[property] = method }
    return replaced
  }

  /// Keeps `replaced` as an overload of `method`, which took its place in the tables.
  mutating func addOverload(_ replaced: UserMethod, of method: UserMethod, in className: String) {
    let key = (method.declaration.isClassMethod ? "+" : "") + method.swiftName
    var known = classes[className]?.overloads[key] ?? []
    known.removeAll {
      $0.unit === replaced.unit && $0.declaration.nameRange == replaced.declaration.nameRange
    }
    known.append(replaced)
    classes[className]?.overloads[key] = known
    if !method.declaration.isClassMethod, !method.declaration.isInitializer {
      classes[className]?.methodsByBase[method.swiftBase, default: []].append(replaced)
    }
  }

  /// The overloads a class keeps besides `method` (`addOverload`).
  func overloads(of method: UserMethod) -> [UserMethod] {
    let key = (method.declaration.isClassMethod ? "+" : "") + method.swiftName
    return classes[method.definingClass]?.overloads[key] ?? []
  }

  private func remove(_ method: UserMethod, from info: inout ClassInfo) {
    info.methodsBySwiftName[method.swiftName] = nil
    info.methodsBySelector[method.selector] = nil
    info.methodsByBase[method.swiftBase]?.removeAll { $0.swiftName == method.swiftName }
    if let callback = method.callback { info.callbackOverrides[callback] = nil }
    if let property = method.property { info.propertyOverrides[property] = nil }
  }

  private func remove(_ method: UserMethod, fromClassMethodsOf info: inout ClassInfo) {
    info.classMethodsBySwiftName[method.swiftName] = nil
    info.classMethodsBySelector[method.selector] = nil
  }

  private mutating func defineInProtocol(_ method: UserMethod, _ name: String) -> UserMethod? {
    hasUserMethods = true
    noteNames(of: method)
    hasProtocolMethods = true
    let replaced = protocols[name]?.methodsBySwiftName[method.swiftName]
    protocols[name]?.methodsBySwiftName[method.swiftName] = method
    protocols[name]?.methodsBySelector[method.selector] = method
    return replaced
  }

  /// Records the names a method answers to in `userMethodNames`.
  /// The Objective-C selectors of the requirements `method` meets in the UIKit protocols the
  /// class adopts.
  private func protocolSelectors(of method: UserMethod, in info: ClassInfo) -> [String] {
    let adopted = info.protocols.filter { Surface.shared.type($0)?.kind == .protocol }
    guard !adopted.isEmpty else { return [] }
    return Surface.shared.members(swift: method.swiftBase, in: adopted.sorted(), classSide: false)
      .filter { $0.kind == .method && $0.swiftName == method.swiftName }.map(\.objcName)
  }

  private mutating func noteNames(of method: UserMethod) {
    // Room for a class or two of methods at once: grown one name at a time from empty, the set
    // was rehashed at every doubling, in every sandbox.
    if userMethodNames.isEmpty { userMethodNames.reserveCapacity(32) }
    userMethodNames.insert(method.swiftName)
    userMethodNames.insert(method.selector)
    userMethodNames.insert(method.swiftBase)
  }

  /// Whether a user method may answer a Swift call of this base name: false means that none
  /// does, and the call's exact name need not be built to look for one.
  func mayHaveUserMethod(swiftBase base: String) -> Bool {
    hasUserMethods && userMethodNames.contains(base)
  }

  /// The instance method a call names exactly, looked up from `className` upwards, then in the
  /// extensions of the protocols the class adopts.
  func method(_ key: String, dialect: Dialect, from className: String) -> UserMethod? {
    guard hasUserMethods, userMethodNames.contains(key) else { return nil }
    for id in chain(className) {
      guard let info = classes[id] else { continue }
      let found = dialect == .objc ? info.methodsBySelector[key] : info.methodsBySwiftName[key]
      if let found { return found }
    }
    guard hasProtocolMethods else { return nil }
    for name in adoptedProtocols(className) {
      guard let info = protocols[name] else { continue }
      let found = dialect == .objc ? info.methodsBySelector[key] : info.methodsBySwiftName[key]
      if let found { return found }
    }
    return nil
  }

  /// The instance methods with a Swift base name, nearest class first (for default arguments
  /// and trailing closures, which a call's exact name leaves out).
  func methods(base: String, from className: String) -> [UserMethod] {
    guard hasUserMethods, userMethodNames.contains(base) else { return [] }
    return chain(className).flatMap { classes[$0]?.methodsByBase[base] ?? [] }
  }

  /// The class methods with a Swift base name, nearest class first.
  func classMethods(base: String, from className: String) -> [UserMethod] {
    guard hasUserMethods, userMethodNames.contains(base) else { return [] }
    return chain(className).flatMap { id in
      (classes[id]?.classMethodsBySwiftName.values.filter { $0.swiftBase == base }) ?? []
    }
  }

  /// The class method a call names exactly, looked up from `className` upwards.
  func classMethod(_ key: String, dialect: Dialect, from className: String) -> UserMethod? {
    guard hasUserMethods, userMethodNames.contains(key) else { return nil }
    for id in chain(className) {
      guard let info = classes[id] else { continue }
      let found =
        dialect == .objc ? info.classMethodsBySelector[key] : info.classMethodsBySwiftName[key]
      if let found { return found }
    }
    return nil
  }

  /// The user's override of a callback, looked up from `className` upwards.
  func override(_ callback: CallbackName, from className: String) -> UserMethod? {
    guard hasUserMethods, overriddenCallbacks.contains(callback) else { return nil }
    for id in chain(className) {
      if let method = classes[id]?.callbackOverrides[callback] { return method }
    }
    return nil
  }

  /// The user's override of a Boolean property, looked up from `className` upwards.
  func override(_ property: OverridableProperty, from className: String) -> UserMethod? {
    guard hasUserMethods, overriddenProperties.contains(property) else { return nil }
    for id in chain(className) {
      if let method = classes[id]?.propertyOverrides[property] { return method }
    }
    return nil
  }

  /// Removes the user's override of a property from the class chain; returns whether one existed.
  mutating func removeOverride(_ property: OverridableProperty, from className: String) -> Bool {
    var removed = false
    for id in chain(className) {
      guard var info = classes[id], let method = info.propertyOverrides[property] else {
        continue
      }
      remove(method, from: &info)
      info.properties[property.rawValue] = nil
      classes[id] = info
      removed = true
    }
    return removed
  }

  /// The user methods visible from a class (for suggestions and completion).
  func methods(from className: String) -> [UserMethod] {
    chain(className).flatMap { classes[$0]?.methodsBySwiftName.values.map { $0 } ?? [] }
  }

  /// Every class name known.
  var names: [String] { classes.keys.sorted() }
}
