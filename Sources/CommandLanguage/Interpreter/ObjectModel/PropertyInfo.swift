/// What a class declares about one property: where its value lives and what runs when it is
/// read or written.
struct PropertyInfo {
  /// How the property gets and keeps its value.
  enum Kind {
    /// Storage in each instance (a Swift stored property, with its initial value and observers).
    case stored
    /// A Swift computed property: its getter and optional setter.
    case computed(getter: UserMethod, setter: UserMethod?)
    /// An Objective-C `@property`: accessor methods if the class defines them, else the
    /// synthesized ones over its instance variable.
    case objc(getter: String, setter: String?)
  }

  let name: String
  var kind: Kind
  var type: TypeRef?
  let dialect: Dialect
  let unit: SourceUnit
  /// The class (or protocol, for an extension) that declares it.
  let definingClass: String
  var isConstant = false
  var ownership: Ownership = .strong
  var isLazy = false
  var isStatic = false
  var isOverride = false
  /// Whether Objective-C sees it (key-value coding finds it): every Objective-C property, and a
  /// Swift one marked `@objc` (or in an `@objcMembers` class) or overriding one.
  var isObjC = false
  /// `private` or `fileprivate` (nil: the module may use it), and the same for its setter.
  var access: String?
  var setterAccess: String?
  var initializer: Expr?
  /// The observers, as methods taking the new or old value.
  var willSet: UserMethod?
  var didSet: UserMethod?
  var nameRange: SourceRange

  init(
    name: String, kind: Kind, type: TypeRef?, dialect: Dialect, unit: SourceUnit,
    definingClass: String, nameRange: SourceRange
  ) {
    self.name = name
    self.kind = kind
    self.type = type
    self.dialect = dialect
    self.unit = unit
    self.definingClass = definingClass
    self.nameRange = nameRange
  }

  /// Whether instances keep a value for it.
  var isStored: Bool {
    if case .stored = kind { return true }
    return false
  }

  /// Whether the property only observes (or overrides) a UIKit property without storage of
  /// its own: `override var frame: CGRect { didSet { … } }`.
  var observesInherited: Bool { isOverride && isStored && initializer == nil }
}
