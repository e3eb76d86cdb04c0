import Simulation

/// A class or structure: UIKit's own, one the user declared, or one a name implies.
///
/// A value whose fields live in one box, copied when a shared box is changed: reading a class
/// out of the table (`classes[name]`, a dozen times a call while grading) and copying the table
/// for a new sandbox then retain one box, where a record of twenty fields retained each of its
/// tables and strings, and released them again.
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

  /// The fields; shared between copies until one of them changes.
  private final class Fields {
    let name: String
    var superclass: String?
    var origin: Origin
    var isStruct = false
    var protocols: Set<String> = []
    var methodsBySwiftName: [String: UserMethod] = [:]
    var methodsBySelector: [String: UserMethod] = [:]
    var methodsByBase: [String: [UserMethod]] = [:]
    var classMethodsBySwiftName: [String: UserMethod] = [:]
    var classMethodsBySelector: [String: UserMethod] = [:]
    var initializers: [String: UserMethod] = [:]
    var callbackOverrides: [CallbackName: UserMethod] = [:]
    var propertyOverrides: [OverridableProperty: UserMethod] = [:]
    var properties: [String: PropertyInfo] = [:]
    var staticProperties: [String: PropertyInfo] = [:]
    var storedOrder: [String] = []
    var ivars: [String: StorageInfo] = [:]
    var synthesized: [String: String] = [:]
    var enumCases: [EnumCaseInfo]?
    var rawType: String?

    init(name: String, superclass: String?, origin: Origin) {
      self.name = name
      self.superclass = superclass
      self.origin = origin
    }

    /// A copy of every field, for a change to a shared box.
    init(copying other: Fields) {
      name = other.name
      superclass = other.superclass
      origin = other.origin
      isStruct = other.isStruct
      protocols = other.protocols
      methodsBySwiftName = other.methodsBySwiftName
      methodsBySelector = other.methodsBySelector
      methodsByBase = other.methodsByBase
      classMethodsBySwiftName = other.classMethodsBySwiftName
      classMethodsBySelector = other.classMethodsBySelector
      initializers = other.initializers
      callbackOverrides = other.callbackOverrides
      propertyOverrides = other.propertyOverrides
      properties = other.properties
      staticProperties = other.staticProperties
      storedOrder = other.storedOrder
      ivars = other.ivars
      synthesized = other.synthesized
      enumCases = other.enumCases
      rawType = other.rawType
    }
  }

  private var fields: Fields

  init(name: String, superclass: String?, origin: Origin) {
    fields = Fields(name: name, superclass: superclass, origin: origin)
  }

  /// The box, made this value's own before a change.
  private var unique: Fields {
    mutating get {
      if !isKnownUniquelyReferenced(&fields) { fields = Fields(copying: fields) }
      return fields
    }
  }

  var name: String { fields.name }

  var superclass: String? {
    get { fields.superclass }
    set { unique.superclass = newValue }
  }

  var origin: Origin {
    get { fields.origin }
    set { unique.origin = newValue }
  }

  var isStruct: Bool {
    get { fields.isStruct }
    set { unique.isStruct = newValue }
  }

  /// Protocols the class adopts.
  var protocols: Set<String> {
    get { fields.protocols }
    _modify { yield &unique.protocols }
  }

  /// Instance methods by Swift name, by selector, and by Swift base name.
  var methodsBySwiftName: [String: UserMethod] {
    get { fields.methodsBySwiftName }
    _modify { yield &unique.methodsBySwiftName }
  }

  var methodsBySelector: [String: UserMethod] {
    get { fields.methodsBySelector }
    _modify { yield &unique.methodsBySelector }
  }

  var methodsByBase: [String: [UserMethod]] {
    get { fields.methodsByBase }
    _modify { yield &unique.methodsByBase }
  }

  /// Class (`static`, `+`) methods, likewise.
  var classMethodsBySwiftName: [String: UserMethod] {
    get { fields.classMethodsBySwiftName }
    _modify { yield &unique.classMethodsBySwiftName }
  }

  var classMethodsBySelector: [String: UserMethod] {
    get { fields.classMethodsBySelector }
    _modify { yield &unique.classMethodsBySelector }
  }

  /// Swift initialisers by Swift name (`init(title:)`).
  var initializers: [String: UserMethod] {
    get { fields.initializers }
    _modify { yield &unique.initializers }
  }

  /// UIKit callbacks and Boolean properties the class overrides.
  var callbackOverrides: [CallbackName: UserMethod] {
    get { fields.callbackOverrides }
    _modify { yield &unique.callbackOverrides }
  }

  var propertyOverrides: [OverridableProperty: UserMethod] {
    get { fields.propertyOverrides }
    _modify { yield &unique.propertyOverrides }
  }

  /// Instance and type properties by name.
  var properties: [String: PropertyInfo] {
    get { fields.properties }
    _modify { yield &unique.properties }
  }

  var staticProperties: [String: PropertyInfo] {
    get { fields.staticProperties }
    _modify { yield &unique.staticProperties }
  }

  /// Swift stored properties in declaration order (initial values run in this order).
  var storedOrder: [String] {
    get { fields.storedOrder }
    _modify { yield &unique.storedOrder }
  }

  /// Objective-C instance variables declared in `{ … }` blocks.
  var ivars: [String: StorageInfo] {
    get { fields.ivars }
    _modify { yield &unique.ivars }
  }

  /// `@synthesize name = ivar;` (an empty ivar for `@dynamic name;`).
  var synthesized: [String: String] {
    get { fields.synthesized }
    _modify { yield &unique.synthesized }
  }

  /// The cases of an enumeration, in declaration order; nil for classes and structures.
  var enumCases: [EnumCaseInfo]? {
    get { fields.enumCases }
    _modify { yield &unique.enumCases }
  }

  /// The raw value type of an enumeration (`Int`, `String`), if it has raw values.
  var rawType: String? {
    get { fields.rawType }
    set { unique.rawType = newValue }
  }

  /// Whether the class defines any designated initialiser (Swift), so that it does not inherit
  /// its superclass's.
  var hasDesignatedInitializer: Bool {
    fields.initializers.values.contains { !$0.declaration.isConvenience }
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
  /// Methods a protocol extension adds, by Swift name and by selector.
  var methodsBySwiftName: [String: UserMethod] = [:]
  var methodsBySelector: [String: UserMethod] = [:]
  var properties: [String: PropertyInfo] = [:]
  /// The methods an adopter must implement (not `optional`), by Swift name and selector.
  var requiredMethods: [RequiredMethod] = []
  /// The `optional` methods' Swift names (`pager(didShow:)`), which an adopter may leave out.
  var optionalMethods: Set<String> = []
}

/// A method a protocol requires.
struct RequiredMethod {
  let swiftName: String
  let selector: String
}

/// One case of an enumeration the user declared.
struct EnumCaseInfo {
  let name: String
  /// The raw value, when the enumeration has raw values.
  var rawValue: Value?
  /// The associated values' labels and types, when the case has any.
  var payload: [Parameter]?
}
