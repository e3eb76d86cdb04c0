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
  /// The cases of an enumeration, in declaration order; nil for classes and structures.
  var enumCases: [EnumCaseInfo]?
  /// The raw value type of an enumeration (`Int`, `String`), if it has raw values.
  var rawType: String?

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
