import Simulation

/// A class or structure: UIKit's own, one the user declared, or one a name implies.
///
/// A value whose fields live in one box, copied when a shared box is changed: reading a class
/// out of the table (`classes[name]`, a dozen times a call while grading) and copying the table
/// for a new sandbox then retain one box, where a record of twenty fields retained each of its
/// tables and strings, and released them again. Its fields are read and changed by name through
/// the box (`info.superclass`, `info.protocols.insert(…)`).
@dynamicMemberLookup
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

  /// The fields, in one box that copies share until one of them changes.
  struct Fields {
    let name: String
    var superclass: String?
    var origin: Origin
    var isStruct = false
    /// A C `struct` (declared in Objective-C): its fields start at zero and it has no
    /// initialisers.
    var isCStruct = false
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
    /// Swift methods of one name that differ in their parameters' types (`warning(_ p: Print)`
    /// and `warning(_ s: String)`), besides the one the tables above hold; by Swift name, with
    /// `+` before a class method's.
    var overloads: [String: [UserMethod]] = [:]
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
  }

  private final class Box {
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var box: Box

  init(name: String, superclass: String?, origin: Origin) {
    box = Box(Fields(name: name, superclass: superclass, origin: origin))
  }

  subscript<Field>(dynamicMember field: KeyPath<Fields, Field>) -> Field {
    box.fields[keyPath: field]
  }

  subscript<Field>(dynamicMember field: WritableKeyPath<Fields, Field>) -> Field {
    get { box.fields[keyPath: field] }
    _modify {
      // The box, made this value's own before a change.
      if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
      yield &box.fields[keyPath: field]
    }
  }

  /// Whether the class defines any designated initialiser (Swift), so that it does not inherit
  /// its superclass's.
  var hasDesignatedInitializer: Bool {
    box.fields.initializers.values.contains { !$0.declaration.isConvenience }
  }

  /// The stored instance properties, in declaration order (the order initial values run in).
  var storedInstanceProperties: [(name: String, property: PropertyInfo)] {
    box.fields.storedOrder.compactMap { name in
      guard let property = box.fields.properties[name], property.isStored, !property.isStatic
      else { return nil }
      return (name, property)
    }
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
  /// An Objective-C protocol's `@property` declarations: an adopting class gets one only by
  /// `@synthesize`, `@dynamic` or declaring it itself.
  var objcProperties: [VariableDecl] = []
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
