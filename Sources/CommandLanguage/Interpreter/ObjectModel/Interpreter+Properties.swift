import Simulation
import UIKitSurface

extension Interpreter {
  // MARK: - Reading

  /// `receiver.name`.
  func property(_ name: String, of receiver: Value, _ range: SourceRange, _ env: Env) throws
    -> Value
  {
    try checkCoreAvailability(property: name, of: receiver, range, env)
    if let value = try unboxedValue(name, of: receiver, range, env) { return value }
    if name == "localizedDescription", let text = try errorDescription(receiver, range, env) {
      return .string(text)
    }
    // Objective-C's dot syntax sends NSObject's `-class` and `-superclass` too (`self.class`).
    if name == "class" || name == "superclass", dialect(of: env) == .objc,
      let className = className(of: receiver) ?? receiver.typeNameIfType
    {
      let chain = classes.chain(className)
      if name == "class" { return receiver.typeNameIfType == nil ? .type(className) : receiver }
      return chain.count > 1 ? .type(chain[1]) : .nilValue
    }
    switch receiver {
    case .controller(let id, let instance):
      if let value = try controllerProperty(name, of: id, instance, range, env) { return value }
      if let value = try inertProperty(name, of: receiver, range, env) { return value }
      throw noMember(receiver, name, range, env)
    case .view(_, let instance):
      if !isUserProperty(name, of: receiver), let property = surfaceProperty(name, of: receiver) {
        return try readSurfaceProperty(property, of: receiver, range, env)
      }
      if let value = try objectProperty(name, of: receiver, instance.storage, range, env) {
        return value
      }
    case .object(let instance):
      if instance.className == "NSException", let value = exceptionProperty(instance, name) {
        return value
      }
      // A timer is valid until it fires (once) or is invalidated (Objective-C's property is
      // `valid`, read through its getter `isValid`).
      if name == "isValid" || name == "valid", let id = timerWork[ObjectIdentifier(instance)] {
        return .bool(world.isScheduled(id))
      }
      if UIKitSurface.classesByName[instance.className] != nil,
        let property = surfaceProperty(name, of: receiver)
      {
        return try readSurfaceProperty(property, of: receiver, range, env)
      }
      if let value = try objectProperty(name, of: receiver, instance.storage, range, env) {
        return value
      }
    case .structure(let value):
      if let field = value.fields[name] { return field }
      if value.typeName == "CGAffineTransform",
        let computed = try transformMember(name, labels: nil, of: receiver, nil, range, env)
      {
        return computed
      }
      if let value = try objectProperty(name, of: receiver, nil, range, env) { return value }
    case .rect(let rect):
      switch name {
      case "origin": return .point(rect.origin)
      case "size": return .size(rect.size)
      default:
        if let value = RectGeometry.member(name, labels: [], isProperty: true, of: rect, []) {
          return value
        }
      }
    case .point(let point):
      if name == "x" { return .double(point.x) }
      if name == "y" { return .double(point.y) }
    case .size(let size):
      if name == "width" { return .double(size.width) }
      if name == "height" { return .double(size.height) }
    case .array, .mutableArray, .dictionary, .mutableDictionary, .set, .range, .tuple, .string,
      .int, .double, .bool, .mutableSet, .mutableString, .orientation, .typedNumber:
      if let value = valueProperty(name, of: receiver) { return value }
      if dialect(of: env) == .swift, let value = foundationSpelledProperty(name, of: receiver) {
        return value
      }
      if name == "description" || name == "debugDescription" {
        // `-description` of a Foundation collection; Swift's `description` is what print shows.
        return .string(
          dialect(of: env) == .objc ? try objcDescribe(receiver) : try describe(receiver))
      }
    case .enumCase(let value):
      if let found = try enumProperty(name, of: value, range, env) { return found }
    case .type(let typeName):
      if let value = try enumValue(name, of: typeName, arguments: nil, range, env) { return value }
      if name == "allCases", classes.isEnum(typeName) { return allCases(of: typeName) }
      if let value = try typeProperty(name, of: typeName, range, env) { return value }
      if let value = Self.numericConstant(typeName, name) { return value }
      if name == "max", ["UInt", "UInt64", "NSUInteger"].contains(typeName) {
        // Integers are 64-bit signed here: an unsigned value past Int.max has no value kind.
        throw error(.notSimulated("\(typeName).max (an unsigned value past Int.max)"), range, env)
      }
      if let value = Constants.typeMember(typeName, name) { return value }
      if let value = sdkTypeConstant(name, of: typeName) { return value }
      // `Child.self` is the type itself, as Swift prints and compares it.
      if name == "self" { return receiver }
      // A type the SDK nests in this one: `UIView.AnimationOptions`, `UIWindow.Level`.
      if name == "AnimationOptions" || Surface.shared.type(typeName + "." + name) != nil {
        return .type(typeName + "." + name)
      }
      if typeName == "DispatchQueue", name == "main" { return .type("DispatchQueue.main") }
      if let value = try legacyNotificationName(name, of: typeName, range, env) { return value }
      if let value = foundationSingleton(typeName, name, dialect(of: env)) { return value }
    case .options(let names, let type):
      if let value = optionProperty(name, names, type: type) { return value }
    case .nilValue:
      if dialect(of: env) == .objc { return nilMessageResult(name) }
      throw error(.memberOfNil(name), range, env)
    default:
      break
    }
    if let value = try extensionProperty(name, of: receiver, range, env) { return value }
    if let value = try inertProperty(name, of: receiver, range, env) { return value }
    throw noMember(receiver, name, range, env)
  }

  /// A computed property an extension of a standard value type declares (`extension String {
  /// var isBlank: Bool { … } }`), read on a value of it; nil when there is none.
  func extensionProperty(_ name: String, of receiver: Value, _ range: SourceRange, _ env: Env)
    throws -> Value?
  {
    guard let typeName = extendedTypeName(of: receiver),
      let getter = classes.method(name, dialect: .swift, from: typeName),
      getter.declaration.isProperty
    else { return nil }
    return try callAccessor(getter, on: receiver, [], range, env, logged: false)
  }

  /// `Int.max`, `CGFloat.pi`, `Double.infinity`: constants of the number types.
  static func numericConstant(_ typeName: String, _ name: String) -> Value? {
    switch (typeName, name) {
    case ("Int", "max"), ("NSInteger", "max"): return .int(Int.max)
    case ("Int", "min"), ("NSInteger", "min"), ("Int64", "min"): return .int(Int.min)
    case ("Int64", "max"): return .int(Int.max)
    case ("Int32", "max"): return .int(Int(Int32.max))
    case ("Int32", "min"): return .int(Int(Int32.min))
    case ("Int16", "max"): return .int(Int(Int16.max))
    case ("Int16", "min"): return .int(Int(Int16.min))
    case ("Int8", "max"): return .int(Int(Int8.max))
    case ("Int8", "min"): return .int(Int(Int8.min))
    case ("UInt32", "max"): return .int(Int(UInt32.max))
    case ("UInt16", "max"): return .int(Int(UInt16.max))
    case ("UInt8", "max"): return .int(Int(UInt8.max))
    case ("UInt", "min"), ("UInt64", "min"), ("UInt32", "min"), ("UInt16", "min"),
      ("UInt8", "min"), ("NSUInteger", "min"):
      return .int(0)
    case ("Double", "pi"), ("CGFloat", "pi"), ("Float", "pi"): return .double(Double.pi)
    case ("Double", "infinity"), ("CGFloat", "infinity"), ("Float", "infinity"):
      return .double(.infinity)
    case ("Double", "nan"), ("CGFloat", "nan"), ("Float", "nan"): return .double(.nan)
    case ("Double", "leastNonzeroMagnitude"), ("CGFloat", "leastNonzeroMagnitude"):
      return .double(.leastNonzeroMagnitude)
    case ("Double", "greatestFiniteMagnitude"), ("CGFloat", "greatestFiniteMagnitude"):
      return .double(.greatestFiniteMagnitude)
    default: return nil
    }
  }

  /// Whether `receiver.name` names something readable (for messages spelled as properties).
  func hasProperty(_ name: String, of receiver: Value) -> Bool {
    switch receiver {
    case .controller(let id, let instance):
      let kind = world.kind(of: id)
      return UIKitSurface.isUIKitProperty(name, of: kind) || isUserProperty(name, of: receiver)
        || OverridableProperty(rawValue: name) != nil || instance.storage.slots[name] != nil
        || (Self.containerHelpers.contains(name)
          && classes.isSubclass(world.className(of: id), of: ClassTable.containerClass))
    case .view(_, let instance):
      return surfaceProperty(name, of: receiver) != nil || isUserProperty(name, of: receiver)
        || instance.storage.slots[name] != nil
    case .object(let instance) where UIKitSurface.classesByName[instance.className] != nil:
      return surfaceProperty(name, of: receiver) != nil
    case .object, .structure:
      return isUserProperty(name, of: receiver)
    default:
      return false
    }
  }

  /// Whether the receiver's class declares a property `name` (one that is not only observers
  /// on a UIKit property).
  func isUserProperty(_ name: String, of receiver: Value) -> Bool {
    guard let className = className(of: receiver) else { return false }
    guard let info = classes.property(name, from: className) else {
      return classes.property(getter: name, from: className) != nil
    }
    return !info.observesInherited
  }

  /// The error for an unknown member, with a suggestion (and the listing's known slip).
  /// `assigning`: the member is assigned to (dot syntax then sends the setter).
  func noMember(
    _ receiver: Value, _ name: String, _ range: SourceRange, _ env: Env, assigning: Bool = false
  ) -> RuntimeError {
    let typeName = receiver.typeName(in: world)
    if let undeclared = undeclaredFrameworkClass(of: receiver) {
      return error(.notSimulated(undeclared + "." + name), range, env)
    }
    // Dot syntax on a property a protocol declares and the class never synthesized: clang
    // compiles it as the accessor's message, which the runtime does not find.
    if dialect(of: env) == .objc, let className = className(of: receiver),
      let property = classes.protocolProperty(name, adoptedBy: className, dotSyntax: true),
      case let accessors = property.objcAccessors,
      case let selector = assigning ? accessors.setter ?? accessors.getter : accessors.getter,
      classes.method(selector, dialect: .objc, from: className) == nil
    {
      let site = CallSite(
        objcPieces: [selector], arity: assigning ? 1 : 0, selector: selector, range: range,
        nameRange: range)
      return unrecognizedSelector(selector, sentTo: receiver, className, site, env)
    }
    if name == "currentClientView", case .controller = receiver {
      return error(.currentClientView(typeName), range, env, suggestion: childViewGuess(env))
    }
    var candidates: [String] = []
    if let className = className(of: receiver) {
      candidates += classes.methods(from: className).map(\.swiftBase)
      candidates += classes.chain(className).flatMap {
        classes.existing($0)?.properties.keys.map { $0 } ?? []
      }
    }
    switch receiver {
    case .controller(_, let instance):
      candidates += UIKitSurface.controllerPropertyNames + Array(instance.storage.slots.keys)
      candidates += surfaceNames(of: receiver, .swift, properties: true)
    case .view, .object:
      candidates += UIKitSurface.properties(chain: classes.chain(typeName)).flatMap(\.names)
      candidates += surfaceNames(of: receiver, .swift, properties: true)
    case .rect:
      candidates = [
        "origin", "size", "width", "height", "minX", "minY", "maxX", "maxY", "midX", "midY",
      ]
    case .array: candidates = ["count", "isEmpty", "first", "last", "firstObject", "lastObject"]
    case .structure(let value): candidates += value.order
    default: break
    }
    // Objective-C's dot syntax on an object: clang's words.
    let objcObject: Bool
    switch receiver {
    case .controller, .view, .object: objcObject = dialect(of: env) == .objc
    default: objcObject = false
    }
    return error(
      objcObject ? .propertyNotFound(typeName, name) : .noMember(typeName, name), range, env,
      suggestion: nearestName(to: name, among: candidates))
  }

  /// `content.view` when a parameter holding a controller is in scope (Listing 14-1's slip).
  private func childViewGuess(_ env: Env) -> String? {
    for name in env.scope.visibleNames {
      if case .controller = env.scope.binding(name)?.current, env.scope.owner(of: name) !== globals
      {
        return name + ".view"
      }
    }
    return nil
  }

  /// A bare name read inside `self`: a UIKit property, a declared property, a zero-argument
  /// method (Objective-C dot syntax, Swift computed property).
  func implicitSelfProperty(_ name: String, of receiver: Value, _ range: SourceRange, _ env: Env)
    throws -> Value?
  {
    switch receiver {
    case .controller(let id, let instance):
      return try controllerProperty(name, of: id, instance, range, env)
    case .object(let instance)
    where Self.objectValueTypes.contains(instance.className)
      && instance.storage.slots[name] != nil:
      // A notification's own properties (`userInfo`), read bare in an extension's methods.
      return try property(name, of: receiver, range, env)
    case .view, .object, .structure:
      if hasProperty(name, of: receiver) { return try property(name, of: receiver, range, env) }
      return try inertProperty(name, of: receiver, range, env)
    case .enumCase where name == "rawValue" || hasProperty(name, of: receiver):
      // `rawValue` and the enumeration's own properties, read bare in its methods.
      return try property(name, of: receiver, range, env)
    default:
      // In an extension of a standard value type, its own members read bare (`count`).
      guard extendedTypeName(of: receiver) != nil else { return nil }
      if let value = valueProperty(name, of: receiver) { return value }
      return try extensionProperty(name, of: receiver, range, env)
    }
  }

  private func controllerProperty(
    _ name: String, of id: ControllerID, _ instance: Instance, _ range: SourceRange, _ env: Env
  ) throws -> Value? {
    if name == "view" { return try controllerView(id, range, env) }
    // UIKit's property, unless the user's class declares its own; the forwarding flags are
    // read through the world, which calls the override.
    if let property = UIKitSurface.controllerProperty(name, of: world.kind(of: id)),
      OverridableProperty(rawValue: name) != nil
        || !isUserProperty(name, of: instance.value)
          && (!classes.hasUserMethods
            || classes.method(name, dialect: .objc, from: world.className(of: id)) == nil)
    {
      return try readSurfaceProperty(property, of: instance.value, range, env)
    }
    if let value = try objectProperty(name, of: instance.value, instance.storage, range, env) {
      return value
    }
    if Self.containerHelpers.contains(name), dialect(of: env) == .swift,
      classes.isSubclass(world.className(of: id), of: ClassTable.containerClass)
    {
      // Methods in Apple's listings: Swift reads them only with `()` (`Interpreter+CalledProperty`).
      throw methodUsedAsProperty(name, range, env)
    }
    if let helper = try containerHelper(name, of: id) { return helper }
    if !isUserProperty(name, of: instance.value),
      let value = try inertProperty(name, of: instance.value, range, env)
    {
      return value
    }
    return nil
  }

  /// The sandbox container's helpers, unless the user redefined them (README, "The sandbox").
  static let containerHelpers: Set<String> = [
    "frameForContentController", "newViewStartFrame", "oldViewEndFrame",
  ]

  func containerHelper(_ name: String, of id: ControllerID) throws -> Value? {
    guard Self.containerHelpers.contains(name),
      classes.isSubclass(world.className(of: id), of: ClassTable.containerClass)
    else {
      return nil
    }
    let bounds = world.view(try world.loadedView(of: id)).bounds
    syncOwnership()
    switch name {
    case "frameForContentController": return .rect(bounds)
    case "newViewStartFrame": return .rect(bounds.offsetBy(dx: bounds.width, dy: 0))
    default: return .rect(bounds.offsetBy(dx: -bounds.width, dy: 0))
    }
  }
}
