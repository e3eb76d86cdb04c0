import Simulation

/// A class or structure: UIKit's own, one the user declared, or one a name implies.
struct ClassInfo {
  /// Where a class comes from.
  enum Origin {
    /// UIKit's or Foundation's (`UIViewController`, `NSObject`).
    case uikit
    /// Declared by the user: a Swift `class`/`struct` body or an Objective-C `@interface`.
    case declared
    /// Named but never declared: a `…ViewController` or `…View` the book's listings use.
    case implied
  }

  let name: String
  var superclass: String?
  var origin: Origin
  var isStruct = false
  /// Protocols the class adopts.
  var protocols: Set<String> = []
  /// Instance methods by Swift name, by selector, and by Swift base name.
  var methodsBySwiftName: [String: UserMethod] = [:]
  var methodsBySelector: [String: UserMethod] = [:]
  var methodsByBase: [String: [UserMethod]] = [:]
  /// Class (`static`, `+`) methods, likewise.
  var classMethodsBySwiftName: [String: UserMethod] = [:]
  var classMethodsBySelector: [String: UserMethod] = [:]
  /// Swift initialisers by Swift name (`init(title:)`).
  var initializers: [String: UserMethod] = [:]
  /// UIKit callbacks and Boolean properties the class overrides.
  var callbackOverrides: [CallbackName: UserMethod] = [:]
  var propertyOverrides: [OverridableProperty: UserMethod] = [:]
  /// Instance and type properties by name.
  var properties: [String: PropertyInfo] = [:]
  var staticProperties: [String: PropertyInfo] = [:]
  /// Swift stored properties in declaration order (initial values run in this order).
  var storedOrder: [String] = []
  /// Objective-C instance variables declared in `{ … }` blocks.
  var ivars: [String: StorageInfo] = [:]
  /// `@synthesize name = ivar;` (an empty ivar for `@dynamic name;`).
  var synthesized: [String: String] = [:]

  init(name: String, superclass: String?, origin: Origin) {
    self.name = name
    self.superclass = superclass
    self.origin = origin
  }

  /// Whether the class defines any designated initialiser (Swift), so that it does not inherit
  /// its superclass's.
  var hasDesignatedInitializer: Bool {
    initializers.values.contains { !$0.declaration.isConvenience }
  }
}

/// How one piece of storage holds its value.
struct StorageInfo {
  var type: TypeRef?
  var ownership: Ownership
}

/// A protocol the user declared.
struct ProtocolInfo {
  let name: String
  var inherited: [String]
  /// Whether only classes may adopt it (`AnyObject`, `class`, `NSObject`, or inherited).
  var isClassBound: Bool
  /// Requirements by name, with whether each is optional.
  var optionalRequirements: Set<String> = []
  /// Methods a protocol extension adds, by Swift name and by selector.
  var methodsBySwiftName: [String: UserMethod] = [:]
  var methodsBySelector: [String: UserMethod] = [:]
  var properties: [String: PropertyInfo] = [:]
}

/// The classes the language knows: UIKit's, and the user's.
struct ClassTable {
  private(set) var classes: [String: ClassInfo] = [:]
  private(set) var protocols: [String: ProtocolInfo] = [:]
  /// Whether the user has defined any method at all (most calls then skip the lookup).
  private(set) var hasUserMethods = false
  /// Whether any protocol extension defines methods (lookups then try protocols too).
  private(set) var hasProtocolMethods = false
  /// Class chains by class name, rebuilt when a class changes.
  private var chains: [String: [String]] = [:]
  /// The declared return types of the user's methods and property getters, by selector: what
  /// a message to nil returns the zero of.
  private var returnTypes: [String: TypeRef] = [:]

  static let containerClass = "ContainerViewController"

  static let builtins: [(String, String?)] = [
    ("NSObject", nil), ("UIResponder", "NSObject"), ("UIViewController", "UIResponder"),
    ("UINavigationController", "UIViewController"), ("UITabBarController", "UIViewController"),
    ("UISplitViewController", "UIViewController"), ("UIView", "UIResponder"),
    ("UIWindow", "UIView"), ("UIButton", "UIView"), ("UILabel", "UIView"),
    ("UIImageView", "UIView"), ("UIScrollView", "UIView"), ("UIStackView", "UIView"),
  ]

  init() {
    for (name, superclass) in Self.builtins {
      classes[name] = ClassInfo(name: name, superclass: superclass, origin: .uikit)
    }
    classes[Self.containerClass] = ClassInfo(
      name: Self.containerClass, superclass: "UIViewController", origin: .implied)
    refreshChains()
  }

  /// The class named `name`; names ending in `Controller` or `View` are classes too, as
  /// subclasses of `UIViewController` or `UIView` (the book's `FirstViewController`).
  mutating func resolve(_ name: String) -> ClassInfo? {
    if let info = classes[name] { return info }
    guard let superclass = Self.impliedSuperclass(of: name) else { return nil }
    let info = ClassInfo(name: name, superclass: superclass, origin: .implied)
    classes[name] = info
    chains[name] = buildChain(name)
    return info
  }

  /// The superclass a class name implies when it is never declared.
  static func impliedSuperclass(of name: String) -> String? {
    guard name.first?.isUppercase == true else { return nil }
    if name.hasSuffix("Controller") { return "UIViewController" }
    if name.hasSuffix("View") { return "UIView" }
    return nil
  }

  /// Looks a class up without creating implied ones.
  func existing(_ name: String) -> ClassInfo? { classes[name] }

  /// Declares a class (or gives an implied one its declaration).
  mutating func declare(_ name: String, superclass: String?, isStruct: Bool = false) {
    if var info = classes[name] {
      if info.origin != .uikit {
        if let superclass { info.superclass = superclass }
        info.origin = .declared
        info.isStruct = isStruct
      }
      classes[name] = info
    } else {
      var info = ClassInfo(name: name, superclass: superclass, origin: .declared)
      info.isStruct = isStruct
      classes[name] = info
    }
    refreshChains()
  }

  /// Records a protocol.
  mutating func declareProtocol(_ info: ProtocolInfo) {
    var info = info
    if let old = protocols[info.name] {
      info.methodsBySwiftName = old.methodsBySwiftName
      info.methodsBySelector = old.methodsBySelector
      info.properties = old.properties
    }
    protocols[info.name] = info
  }

  func isProtocol(_ name: String) -> Bool { protocols[name] != nil }

  /// Whether a protocol (or one it inherits) binds adopters to classes.
  func isClassBound(_ name: String) -> Bool {
    var seen = Set<String>()
    var pending = [name]
    while let next = pending.popLast(), seen.insert(next).inserted {
      guard let info = protocols[next] else { continue }
      if info.isClassBound { return true }
      pending += info.inherited
    }
    return false
  }

  private mutating func refreshChains() {
    chains.removeAll(keepingCapacity: true)
    for name in classes.keys { chains[name] = buildChain(name) }
  }

  func isBuiltin(_ name: String) -> Bool { classes[name]?.origin == .uikit }

  /// The class and its ancestors, nearest first.
  func chain(_ name: String) -> [String] {
    if let cached = chains[name] { return cached }
    return buildChain(name)
  }

  private func buildChain(_ name: String) -> [String] {
    var result: [String] = []
    var current: String? = name
    while let id = current, result.count < 64, !result.contains(id) {
      result.append(id)
      current = classes[id]?.superclass
    }
    return result
  }

  func isSubclass(_ name: String, of ancestor: String) -> Bool { chain(name).contains(ancestor) }

  /// Whether the class (or an ancestor) adopts the protocol, directly or through protocols
  /// that inherit it.
  func conforms(_ name: String, to protocolName: String) -> Bool {
    for id in chain(name) {
      guard let adopted = classes[id]?.protocols, !adopted.isEmpty else { continue }
      if adopted.contains(protocolName) { return true }
      for direct in adopted where inherits(direct, protocolName) { return true }
    }
    return false
  }

  private func inherits(_ name: String, _ target: String) -> Bool {
    var seen = Set<String>()
    var pending = protocols[name]?.inherited ?? []
    while let next = pending.popLast(), seen.insert(next).inserted {
      if next == target { return true }
      pending += protocols[next]?.inherited ?? []
    }
    return false
  }

  /// The protocols the class conforms to, directly or through its ancestors.
  func adoptedProtocols(_ name: String) -> [String] {
    var result: [String] = []
    var seen = Set<String>()
    var pending = chain(name).flatMap { classes[$0]?.protocols.sorted() ?? [] }
    while !pending.isEmpty {
      let next = pending.removeFirst()
      guard seen.insert(next).inserted else { continue }
      result.append(next)
      pending += protocols[next]?.inherited ?? []
    }
    return result
  }

  /// Records protocols a class adopts.
  mutating func adopt(_ protocols: [String], in name: String) {
    classes[name]?.protocols.formUnion(protocols)
  }

  /// What kind of view controller instances of the class are, or nil for a non-controller.
  func controllerKind(_ name: String) -> ControllerKind? {
    let ancestors = chain(name)
    if ancestors.contains("UINavigationController") { return .navigation }
    if ancestors.contains("UITabBarController") { return .tabBar }
    if ancestors.contains("UISplitViewController") { return .split }
    if ancestors.contains("UIViewController") { return .plain }
    return nil
  }

  func isViewClass(_ name: String) -> Bool { chain(name).contains("UIView") }

  // MARK: - Methods

  /// Adds or replaces a method; returns the method it replaced.
  @discardableResult
  mutating func define(_ method: UserMethod, in className: String) -> UserMethod? {
    if protocols[className] != nil, classes[className] == nil {
      return defineInProtocol(method, className)
    }
    if classes[className] == nil { declare(className, superclass: nil) }
    hasUserMethods = true
    let declaration = method.declaration
    returnTypes[method.selector] =
      declaration.returnType ?? TypeRef(name: "void", range: declaration.nameRange)
    var info = classes[className] ?? ClassInfo(name: className, superclass: nil, origin: .declared)
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
    info.methodsByBase[method.swiftBase, default: []].append(method)
    if let callback = method.callback { info.callbackOverrides[callback] = method }
    if let property = method.property { info.propertyOverrides[property] = method }
    return replaced
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
    hasProtocolMethods = true
    let replaced = protocols[name]?.methodsBySwiftName[method.swiftName]
    protocols[name]?.methodsBySwiftName[method.swiftName] = method
    protocols[name]?.methodsBySelector[method.selector] = method
    return replaced
  }

  /// The instance method a call names exactly, looked up from `className` upwards, then in the
  /// extensions of the protocols the class adopts.
  func method(_ key: String, dialect: Dialect, from className: String) -> UserMethod? {
    guard hasUserMethods else { return nil }
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
    guard hasUserMethods else { return [] }
    return chain(className).flatMap { classes[$0]?.methodsByBase[base] ?? [] }
  }

  /// The class method a call names exactly, looked up from `className` upwards.
  func classMethod(_ key: String, dialect: Dialect, from className: String) -> UserMethod? {
    guard hasUserMethods else { return nil }
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
    guard hasUserMethods else { return nil }
    for id in chain(className) {
      if let method = classes[id]?.callbackOverrides[callback] { return method }
    }
    return nil
  }

  /// The user's override of a Boolean property, looked up from `className` upwards.
  func override(_ property: OverridableProperty, from className: String) -> UserMethod? {
    guard hasUserMethods else { return nil }
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

  // MARK: - Properties and storage

  /// The declared type a selector's method or property getter returns, if the user declared one.
  func returnType(ofSelector selector: String) -> TypeRef? { returnTypes[selector] }

  /// Adds a property to a class (or a protocol extension).
  mutating func addProperty(_ property: PropertyInfo, to className: String) {
    if let type = property.type { returnTypes[property.name] = type }
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
    for id in chain(className) {
      if let found = classes[id]?.properties[name] { return found }
    }
    guard hasProtocolMethods else { return nil }
    for protocolName in adoptedProtocols(className) {
      if let found = protocols[protocolName]?.properties[name] { return found }
    }
    return nil
  }

  /// The Objective-C property whose getter has a name of its own (`getter=isOpen`).
  func property(getter name: String, from className: String) -> PropertyInfo? {
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
