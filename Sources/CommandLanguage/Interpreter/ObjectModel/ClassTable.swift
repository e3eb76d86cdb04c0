import Simulation
import UIKitSurface

/// The classes the language knows: UIKit's, and the user's.
struct ClassTable {
  /// The tables, in one box that copies share until one of them changes
  /// (`ClassTable+Fields.swift`). Each sandbox starts from a copy of one table, and the
  /// interpreter hands its table to the lookups by copy: a copy of a dozen tables retained and
  /// released each, at every callback and call while grading. Read and changed only through
  /// the properties declared there.
  var fields: ClassTableFields

  static let containerClass = "ContainerViewController"
  /// The most classes a chain holds, the class itself included: a declaration that would make a
  /// longer one is refused as not simulated, rather than cut short.
  static let maxChainLength = 64

  /// UIKit's classes: those the simulation models, then every other class the SDK's rows declare.
  static var builtins: [(String, String?)] {
    let modelled = UIKitSurface.classes.map { ($0.name, $0.superclass) }
    let names = Set(modelled.map(\.0))
    return modelled
      + Surface.classHeaders.filter { !names.contains($0.name) }.map { ($0.name, $0.superclass) }
      + foundationClasses
  }

  /// Foundation's classes whose objects the language makes itself (UIKit's rows do not
  /// declare them).
  static let foundationClasses: [(String, String?)] = [("NSNull", "NSObject")]

  /// Protocols of the Swift standard library, Foundation and UIKit that code adopts: known
  /// by name, so that `class X: CustomStringConvertible` or `: UIScrollViewDelegate` declares
  /// a conformance (Objective-C protocols bind their adopters to classes).
  static let systemProtocols: [(String, classBound: Bool)] = [
    ("AnyObject", true), ("NSObjectProtocol", true), ("CustomStringConvertible", false),
    ("CustomDebugStringConvertible", false), ("Equatable", false), ("Hashable", false),
    ("Comparable", false), ("Codable", false), ("Encodable", false), ("Decodable", false),
    ("Identifiable", false), ("Sendable", false), ("CaseIterable", false), ("Error", false),
    ("LocalizedError", false),
    ("UIScrollViewDelegate", true), ("UITableViewDelegate", true),
    ("UITableViewDataSource", true), ("UICollectionViewDelegate", true),
    ("UICollectionViewDataSource", true), ("UIGestureRecognizerDelegate", true),
    ("UINavigationControllerDelegate", true), ("UITabBarControllerDelegate", true),
    ("UIPageViewControllerDelegate", true), ("UIPageViewControllerDataSource", true),
    ("UIViewControllerTransitioningDelegate", true),
    ("UIViewControllerAnimatedTransitioning", true),
    ("UIAdaptivePresentationControllerDelegate", true), ("UIContentContainer", true),
  ]

  /// The system protocols of Objective-C (UIKit's delegates and data sources), whose
  /// requirements are not listed: a method of an adopter may witness one, and be exposed.
  static let objcSystemProtocols = Set(
    systemProtocols.filter { $0.classBound && $0.0 != "AnyObject" }.map(\.0))

  /// An empty table that stands for one not made yet (see `Interpreter.classes`).
  static var placeholder: ClassTable { ClassTable(placeholder: ()) }

  private init(placeholder: Void) { fields = ClassTableFields() }

  /// UIKit's classes and the system protocols. What does not change between sandboxes (the
  /// classes with what they adopt, their chains) is worked out once rather than for each
  /// scenario `grade` runs. Each sandbox starts from a copy of one table, which shares its
  /// storage until the copy changes.
  init() { self = Self.initial }

  // Never changed once made: each sandbox copies it, and a copy's change copies the storage.
  nonisolated(unsafe) private static let initial = ClassTable(chains: builtinChains)

  private init(chains: [String: [String]]) {
    fields = ClassTableFields()
    let builtins = Self.builtinClasses
    classes.reserveCapacity(builtins.count)
    for builtin in builtins {
      var info = ClassInfo(
        name: builtin.name, superclass: builtin.superclass, origin: builtin.origin)
      info.protocols = builtin.protocols
      classes[builtin.name] = info
    }
    protocols.reserveCapacity(Self.systemProtocols.count)
    for (name, classBound) in Self.systemProtocols {
      protocols[name] = ProtocolInfo(name: name, inherited: [], isClassBound: classBound)
    }
    // The Objective-C names of the classes Swift renames (`NSTimer` is `Timer`).
    for header in Surface.classHeaders where header.objcName != header.name {
      if classes[header.objcName] == nil { aliases[header.objcName] = header.name }
    }
    self.chains = chains
  }

  /// A class every sandbox starts with.
  private struct BuiltinClass: Sendable {
    let name: String
    let superclass: String?
    let origin: ClassInfo.Origin
    let protocols: Set<String>
  }

  /// UIKit's classes with the protocols they adopt, then the container's class (a later entry
  /// of the same name wins).
  private static let builtinClasses: [BuiltinClass] = {
    var adopted: [String: Set<String>] = [:]
    for (name, protocols) in UIKitSurface.conformances {
      adopted[name, default: []].formUnion(protocols)
    }
    var list = builtins.map { name, superclass in
      BuiltinClass(
        name: name, superclass: superclass, origin: .uikit, protocols: adopted[name] ?? [])
    }
    list.append(
      BuiltinClass(
        name: containerClass, superclass: "UIViewController", origin: .implied, protocols: []))
    // UIKit's own transition context, which adopts the protocol an extension may extend.
    list.append(
      BuiltinClass(
        name: Interpreter.uikitContextClass, superclass: "NSObject", origin: .uikit,
        protocols: ["UIViewControllerContextTransitioning"]))
    // The scroll view a scroll-style page view controller keeps its pages in (rule PV.10).
    list.append(
      BuiltinClass(
        name: World.pageScrollViewClass, superclass: "UIScrollView", origin: .uikit,
        protocols: []))
    return list
  }()

  /// The chains of the classes every sandbox starts with.
  private static let builtinChains: [String: [String]] = {
    var superclasses: [String: String?] = [:]
    for builtin in builtinClasses { superclasses[builtin.name] = builtin.superclass }
    var chains: [String: [String]] = [:]
    chains.reserveCapacity(superclasses.count)
    // As `buildChain` walks them.
    for name in superclasses.keys {
      var chain: [String] = []
      var current: String? = name
      while let id = current, chain.count < Self.maxChainLength, !chain.contains(id) {
        chain.append(id)
        current = superclasses[id] ?? nil
      }
      chains[name] = chain
    }
    return chains
  }()

  /// The class named `name`; names ending in `Controller` or `View` are classes too, as
  /// subclasses of `UIViewController` or `UIView` (the book's `FirstViewController`).
  mutating func resolve(_ name: String) -> ClassInfo? {
    if let info = classes[name] { return info }
    if let target = aliases[name], target != name {
      // Followed once: an alias that comes back to itself names no class.
      let resolved = resolveAlias(name)
      return aliases[resolved] == nil ? resolve(resolved) : classes[resolved]
    }
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
  mutating func declare(
    _ name: String, superclass: String?, isStruct: Bool = false, isCStruct: Bool = false
  ) {
    if var info = classes[name] {
      if info.origin != .uikit {
        if let superclass { info.superclass = superclass }
        info.origin = .declared
        info.isStruct = isStruct
        info.isCStruct = isCStruct
      }
      classes[name] = info
    } else {
      var info = ClassInfo(name: name, superclass: superclass, origin: .declared)
      info.isStruct = isStruct
      info.isCStruct = isCStruct
      classes[name] = info
    }
    if let superclass { namedAsSuperclass.insert(superclass) }
    refreshChains(through: name)
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

  /// Rebuilds the chains that pass through a class just declared: its own, and its
  /// descendants', which exist only when a declaration named it as a superclass: looking
  /// through all of them for every declaration would make a file of many classes quadratic.
  private mutating func refreshChains(through name: String) {
    if namedAsSuperclass.contains(name) {
      let stale = chains.compactMap { other, chain in chain.contains(name) ? other : nil }
      for other in stale { chains[other] = buildChain(other) }
    }
    chains[name] = buildChain(name)
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
    while let id = current, result.count < Self.maxChainLength, !result.contains(id) {
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
      // An alias of a composition adopted before the alias was declared (`struct S: Model`,
      // `typealias Model = A & B` later in the module): each protocol in it.
      for direct in adopted {
        guard let members = composition(direct), !members.contains(direct) else { continue }
        if members.contains(protocolName) { return true }
        for member in members where inherits(member, protocolName) { return true }
      }
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
    guard ancestors.contains("UIViewController") else { return nil }
    return ancestors.lazy.compactMap {
      UIKitSurface.classesByName[$0]?.controllerKind
    }.first ?? .plain
  }

  /// The view class the world simulates instances of a view class as.
  func viewKind(_ name: String) -> ViewKind {
    chain(name).lazy.compactMap { UIKitSurface.classesByName[$0]?.viewKind }.first ?? .plain
  }

  func isViewClass(_ name: String) -> Bool { chain(name).contains("UIView") }
}
