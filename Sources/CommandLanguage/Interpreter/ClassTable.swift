import Simulation

/// A class: UIKit's own, or one the user declared or named.
struct ClassInfo {
  let name: String
  var superclass: String?
  /// The user's methods, by exact key.
  var methods: [String: UserMethod] = [:]
  /// Protocols the class adopts.
  var protocols: Set<String> = []
  /// Stored properties declared in a class body, with their initial values' expressions.
  var storedProperties: [VariableDecl] = []
  var storedPropertyUnits: [SourceUnit] = []
}

/// The classes the language knows: UIKit's, and the user's.
struct ClassTable {
  private(set) var classes: [String: ClassInfo] = [:]
  /// Whether the user has defined any method at all (most calls then skip the lookup).
  private(set) var hasUserMethods = false
  /// Class chains by class name, rebuilt when a class changes.
  private var chains: [String: [String]] = [:]

  static let containerClass = "ContainerViewController"

  init() {
    for (name, superclass) in [
      ("NSObject", nil), ("UIResponder", "NSObject"), ("UIViewController", "UIResponder"),
      ("UINavigationController", "UIViewController"), ("UITabBarController", "UIViewController"),
      ("UISplitViewController", "UIViewController"), ("UIView", "UIResponder"),
      ("UIWindow", "UIView"), ("UIButton", "UIView"), ("UILabel", "UIView"),
      ("UIImageView", "UIView"), ("UIScrollView", "UIView"), ("UIStackView", "UIView"),
      (ClassTable.containerClass, "UIViewController"),
    ] as [(String, String?)] {
      classes[name] = ClassInfo(name: name, superclass: superclass)
    }
  }

  /// The class named `name`; names ending in `ViewController` or `View` are classes too, as
  /// subclasses of `UIViewController` or `UIView` (the book's `FirstViewController`).
  mutating func resolve(_ name: String) -> ClassInfo? {
    if let info = classes[name] { return info }
    let implied: String?
    guard name.first?.isUppercase == true else { return nil }
    if name.hasSuffix("Controller") {
      implied = "UIViewController"
    } else if name.hasSuffix("View") {
      implied = "UIView"
    } else {
      implied = nil
    }
    guard let superclass = implied else { return nil }
    let info = ClassInfo(name: name, superclass: superclass)
    classes[name] = info
    refreshChains()
    return info
  }

  /// Looks a class up without creating implied ones.
  func existing(_ name: String) -> ClassInfo? { classes[name] }

  /// Declares or extends a class.
  mutating func declare(_ name: String, superclass: String?) {
    if classes[name] == nil {
      classes[name] = ClassInfo(name: name, superclass: superclass ?? "UIViewController")
    } else if let superclass, classes[name]?.superclass != superclass, !isBuiltin(name) {
      classes[name]?.superclass = superclass
    }
    refreshChains()
  }

  private mutating func refreshChains() {
    chains.removeAll(keepingCapacity: true)
    for name in classes.keys { chains[name] = buildChain(name) }
  }

  func isBuiltin(_ name: String) -> Bool {
    [
      "NSObject", "UIResponder", "UIViewController", "UINavigationController", "UITabBarController",
      "UISplitViewController", "UIView", "UIWindow", "UIButton", "UILabel", "UIImageView",
      "UIScrollView", "UIStackView",
    ].contains(name)
  }

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

  /// Whether the class (or an ancestor) adopts the protocol.
  func conforms(_ name: String, to protocolName: String) -> Bool {
    chain(name).contains { classes[$0]?.protocols.contains(protocolName) == true }
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

  /// Adds or replaces a method; returns the method it replaced.
  @discardableResult
  mutating func define(_ method: UserMethod, in className: String) -> UserMethod? {
    if classes[className] == nil { declare(className, superclass: nil) }
    let key = method.name.exactKey
    let replaced =
      classes[className]?.methods[key]
      ?? classes[className]?.methods.values.first { $0.name.looseKey == method.name.looseKey }
    if let replaced { classes[className]?.methods[replaced.name.exactKey] = nil }
    classes[className]?.methods[key] = method
    hasUserMethods = true
    return replaced
  }

  mutating func addStoredProperty(
    _ declaration: VariableDecl, unit: SourceUnit, to className: String
  ) {
    classes[className]?.storedProperties.removeAll { $0.name == declaration.name }
    classes[className]?.storedProperties.append(declaration)
    classes[className]?.storedPropertyUnits.append(unit)
  }

  /// The method a call names, looked up from `className` upwards: exact keys first, then loose.
  func method(_ makeName: @autoclosure () -> MethodName, from className: String) -> (
    UserMethod, String
  )? {
    guard hasUserMethods else { return nil }
    let name = makeName()
    let ancestors = chain(className)
    for id in ancestors {
      if let method = classes[id]?.methods[name.exactKey] { return (method, id) }
    }
    let loose = name.looseKey
    for id in ancestors {
      if let method = classes[id]?.methods.values.first(where: { $0.name.looseKey == loose }) {
        return (method, id)
      }
    }
    return nil
  }

  /// The user's override of a callback, looked up from `className` upwards.
  func override(_ callback: CallbackName, from className: String) -> (UserMethod, String)? {
    guard hasUserMethods else { return nil }
    for id in chain(className) {
      if let method = classes[id]?.methods.values.first(where: { $0.callback == callback }) {
        return (method, id)
      }
    }
    return nil
  }

  /// The user's override of a Boolean property, looked up from `className` upwards.
  func override(_ property: OverridableProperty, from className: String) -> (UserMethod, String)? {
    guard hasUserMethods else { return nil }
    for id in chain(className) {
      if let method = classes[id]?.methods.values.first(where: { $0.property == property }) {
        return (method, id)
      }
    }
    return nil
  }

  /// Removes the user's override of a property from the class chain; returns whether one existed.
  mutating func removeOverride(_ property: OverridableProperty, from className: String) -> Bool {
    var removed = false
    for id in chain(className) {
      guard let keys = classes[id]?.methods.filter({ $0.value.property == property }).keys else {
        continue
      }
      for key in keys {
        classes[id]?.methods[key] = nil
        removed = true
      }
    }
    return removed
  }

  /// The user methods visible from a class (for suggestions and completion).
  func methods(from className: String) -> [UserMethod] {
    chain(className).flatMap { classes[$0]?.methods.values.map { $0 } ?? [] }
  }

  /// Every class name known.
  var names: [String] { classes.keys.sorted() }
}
