/// One case of an enumeration: `case a`, `case b = 2`, `case loaded(UIViewController)`.
public struct EnumCaseDecl: Hashable, Sendable {
  public var name: String
  public var nameRange: SourceRange
  /// The raw value written (`= 2`, `= "home"`, `= 1 << 2`).
  public var rawValue: Expr?
  /// The associated values' labels and types, when the case has any.
  public var payload: [Parameter]?

  public init(name: String, nameRange: SourceRange, rawValue: Expr?, payload: [Parameter]?) {
    self.name = name
    self.nameRange = nameRange
    self.rawValue = rawValue
    self.payload = payload
  }
}

/// A Swift `enum`, or an Objective-C `NS_ENUM`/`NS_OPTIONS`/C `enum` (whose cases are also
/// integer constants of their own names).
public struct EnumDecl: Hashable, Sendable {
  public var name: String
  public var nameRange: SourceRange
  /// `Int`, `String`, `NSInteger`…; nil when the enumeration has no raw values.
  public var rawType: String?
  public var protocols: [String]
  public var cases: [EnumCaseDecl]
  /// Methods and properties (Swift).
  public var members: [Stmt]
  public var dialect: Dialect
  /// `NS_OPTIONS`: a bit set rather than a choice.
  public var isOptionSet = false

  public init(
    name: String, nameRange: SourceRange, rawType: String?, protocols: [String],
    cases: [EnumCaseDecl], members: [Stmt], dialect: Dialect
  ) {
    self.name = name
    self.nameRange = nameRange
    self.rawType = rawType
    self.protocols = protocols
    self.cases = cases
    self.members = members
    self.dialect = dialect
  }
}

/// A parameter of a function or method definition.
public struct Parameter: Hashable, Sendable {
  /// The external label: Swift's label (nil for `_`), or the Objective-C selector piece.
  public var label: String?
  /// The name the body uses.
  public var name: String
  public var type: TypeRef?
  /// A Swift default argument (`animated: Bool = true`).
  public var defaultValue: Expr?
  /// A Swift variadic parameter (`_ views: UIView...`): its arguments arrive as one array.
  public var isVariadic = false
  public var range: SourceRange

  public init(
    label: String?, name: String, type: TypeRef?, defaultValue: Expr? = nil, range: SourceRange
  ) {
    self.label = label
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.range = range
  }
}

/// The body of a setter, `willSet` or `didSet`, with the name its value goes by (`newValue`,
/// `oldValue`, or the name written in parentheses).
public struct AccessorBody: Hashable, Sendable {
  public var parameter: String
  public var body: [Stmt]
  public var range: SourceRange

  public init(parameter: String, body: [Stmt], range: SourceRange) {
    self.parameter = parameter
    self.body = body
    self.range = range
  }
}

/// How a stored reference holds its object.
public enum Ownership: String, Hashable, Sendable {
  /// Keeps the object alive (Swift's default, Objective-C's `strong`/`retain`/`copy`).
  case strong
  /// Becomes nil when nothing else holds the object (`weak`).
  case weak
  /// Does not keep the object alive; reading it after the object is gone is an error
  /// (Swift's `unowned`, Objective-C's `unsafe_unretained` and `assign` on objects).
  case unowned
}

/// What a Swift declaration's modifiers say about a stored or computed property.
public struct PropertyModifiers: Hashable, Sendable {
  public var ownership: Ownership = .strong
  public var isLazy = false
  /// `static` or `class`: one value for the type.
  public var isStatic = false
  public var isOverride = false
  public var willSet: AccessorBody?
  public var didSet: AccessorBody?
  /// `private` or `fileprivate`: who may read and write it; nil when the module may.
  public var access: String?
  /// `private(set)` or `fileprivate(set)`: who may write it.
  public var setterAccess: String?
  /// `@objc`, `@IBOutlet`, `@NSManaged`, or a member of an `@objcMembers` class: Objective-C
  /// (key-value coding) sees it.
  public var isObjC = false

  public init() {}
}

/// The attributes of an Objective-C `@property (…)`.
public struct PropertyAttributes: Hashable, Sendable {
  public var ownership: Ownership = .strong
  public var isReadOnly = false
  public var isCopy = false
  /// `getter=name`.
  public var getter: String?
  /// `setter=name:` (kept with its colon).
  public var setter: String?
  /// `class`: a class property, with no instance storage.
  public var isClass = false

  public init() {}
}

/// A declaration marked deprecated (`__deprecated`, `DEPRECATED_ATTRIBUTE`,
/// `__attribute__((deprecated("…")))`, `NS_DEPRECATED_IOS(2_0, 7_0)`): what clang says of it
/// at each use (`-Wdeprecated-declarations`).
public struct Deprecation: Hashable, Sendable {
  /// The message written with it, if any.
  public var message: String?
  /// The iOS release an availability form deprecates it in (`7.0`), if one does.
  public var ios: String?

  public init(message: String? = nil, ios: String? = nil) {
    self.message = message
    self.ios = ios
  }

  /// What follows "'name' is deprecated": nothing, ": message", or ": first deprecated in
  /// iOS 7.0" with " - message" when one is written.
  public var detail: String? {
    guard let ios else { return message }
    return "first deprecated in iOS " + ios + (message.map { " - " + $0 } ?? "")
  }
}

/// A method, function or computed property defined by the user.
public struct FunctionDecl: Hashable, Sendable {
  /// Swift: the base name (`cycle`); Objective-C: the first selector piece (`cycleFromViewController`).
  public var baseName: String
  /// The full Objective-C selector (`cycleFromViewController:toViewController:`), or nil for Swift.
  public var selector: String?
  public var parameters: [Parameter]
  public var returnType: TypeRef?
  /// Nil for an Objective-C prototype (`- (void) f;` with no body) or a protocol requirement.
  public var body: [Stmt]?
  public var isOverride: Bool
  /// A Swift computed property (`var x: Bool { false }`); it has no parameters.
  public var isProperty: Bool
  /// An Objective-C class method (`+ (void) …`) or a Swift `static`/`class` func.
  public var isClassMethod: Bool
  public var dialect: Dialect
  public var nameRange: SourceRange
  /// A Swift `init(…)`; its `baseName` is `init`.
  public var isInitializer = false
  /// `init?(…)`: it may return nil.
  public var isFailable = false
  /// `convenience init`: it must delegate to another initialiser of its class.
  public var isConvenience = false
  /// `mutating func` of a structure.
  public var isMutating = false
  /// An `@objc optional` (or `@optional`) protocol requirement.
  public var isOptionalRequirement = false
  /// A C function (`static BOOL IsBig(NSInteger x) { … }`): a global, not a method of `self`.
  public var isCFunction = false
  /// `@discardableResult`: its result may go unused without a warning.
  /// Its body declares a C `static` local variable, kept between calls.
  public var hasStaticLocals = false
  /// `private` or `fileprivate`: who may call it; nil when the module may.
  public var access: String?
  public var isDiscardableResult = false
  /// `throws` or `rethrows` after the parameters: a call of it must be marked with `try`.
  public var isThrowing = false
  /// `rethrows`: it throws only what a function given to it throws, so swiftc asks for `try`
  /// only when that function throws.
  public var isRethrowing = false
  /// Exposed to Objective-C by its own attribute (`@objc`, `@IBAction`) or its context's
  /// (`@objcMembers class`, `@objc extension`); Objective-C methods always are.
  public var isObjC = false
  /// The generic parameters of a Swift function (`T` of `func add<T: UIViewController>`).
  public var genericNames: [String] = []
  /// The `set { … }` of a computed property.
  public var setter: AccessorBody?
  /// An Objective-C method marked deprecated where it is declared.
  public var deprecation: Deprecation?

  public init(
    baseName: String, selector: String?, parameters: [Parameter], returnType: TypeRef?,
    body: [Stmt]?, isOverride: Bool, isProperty: Bool, isClassMethod: Bool = false,
    dialect: Dialect, nameRange: SourceRange
  ) {
    self.baseName = baseName
    self.selector = selector
    self.parameters = parameters
    self.returnType = returnType
    self.body = body
    self.isOverride = isOverride
    self.isProperty = isProperty
    self.isClassMethod = isClassMethod
    self.dialect = dialect
    self.nameRange = nameRange
  }
}

/// A variable or property declaration: `let a = …`, `var c: T?`, `UIViewController *a = …;`,
/// `CGRect r;`, `@property (nonatomic) UIViewController *child;`.
public struct VariableDecl: Hashable, Sendable {
  public var name: String
  public var nameRange: SourceRange
  public var isConstant: Bool
  public var type: TypeRef?
  public var initializer: Expr?
  /// An Objective-C `@property` (inside `@interface`) or a stored property in a Swift class body.
  public var isProperty: Bool
  public var dialect: Dialect
  /// Swift modifiers: `weak`, `unowned`, `lazy`, `static`, observers.
  public var modifiers = PropertyModifiers()
  /// The attributes of an Objective-C `@property`; nil for everything else.
  public var attributes: PropertyAttributes?
  /// An Objective-C instance variable (`{ UIViewController *_current; }`).
  public var isInstanceVariable = false
  /// An Objective-C `@property` marked deprecated (`@property … options __deprecated;`).
  public var deprecation: Deprecation?
  /// An Objective-C protocol's `@property` in its `@optional` section.
  public var isOptionalRequirement = false
  /// A C variable whose declarator is `const` (`const int X`, `NSString *const k`): clang's
  /// spelling of its type, for the error on assigning it; nil for everything else.
  public var cConstType: String?

  public init(
    name: String, nameRange: SourceRange, isConstant: Bool, type: TypeRef?, initializer: Expr?,
    isProperty: Bool = false, dialect: Dialect
  ) {
    self.name = name
    self.nameRange = nameRange
    self.isConstant = isConstant
    self.type = type
    self.initializer = initializer
    self.isProperty = isProperty
    self.dialect = dialect
  }
}

/// A type declaration or an addition to one: Swift `class`, `struct`, `extension`, or
/// Objective-C `@interface X : Super … @end` / `@implementation X … @end` (both spellings of one
/// class merge), categories `X (Name)` and class extensions `X ()`.
public struct ClassDecl: Hashable, Sendable {
  /// What the declaration introduces.
  public enum Kind: String, Hashable, Sendable {
    case classType, structType, extensionType, objcInterface, objcImplementation
  }

  public var kind: Kind
  /// An Objective-C category's name; empty for a class extension `()`; nil otherwise.
  public var category: String?
  public var name: String
  public var nameRange: SourceRange
  /// Nil for an Objective-C `@implementation` or a class extension that names no superclass.
  public var superclass: String?
  public var protocols: [String]
  /// `FunctionDecl` and `VariableDecl` statements (other statements are rejected by the parser).
  public var members: [Stmt]
  public var dialect: Dialect

  public init(
    kind: Kind, name: String, nameRange: SourceRange, superclass: String?, protocols: [String],
    members: [Stmt], dialect: Dialect, category: String? = nil
  ) {
    self.kind = kind
    self.category = category
    self.name = name
    self.nameRange = nameRange
    self.superclass = superclass
    self.protocols = protocols
    self.members = members
    self.dialect = dialect
  }
}

/// A protocol: Swift `protocol P { … }` or Objective-C `@protocol P <NSObject> … @end`.
public struct ProtocolDecl: Hashable, Sendable {
  public var name: String
  public var nameRange: SourceRange
  public var inherited: [String]
  /// Requirements: `FunctionDecl`s without bodies and `VariableDecl`s.
  public var requirements: [Stmt]
  public var dialect: Dialect

  public init(
    name: String, nameRange: SourceRange, inherited: [String], requirements: [Stmt],
    dialect: Dialect
  ) {
    self.name = name
    self.nameRange = nameRange
    self.inherited = inherited
    self.requirements = requirements
    self.dialect = dialect
  }
}
