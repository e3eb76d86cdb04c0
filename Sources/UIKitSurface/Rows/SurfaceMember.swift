/// One member of a class, protocol or structure, or one free C function or constant.
public struct SurfaceMember: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case property
    /// `static let didBecomeActiveNotification`, or a C global constant.
    case constant
    case method
    case initializer
    /// A C function (`CGRectGetWidth`).
    case function
  }

  public let kind: Kind
  /// The Swift type (or, for free declarations, the header group) that declares it.
  public let owner: String
  /// The owner as Objective-C names it (`NSBundle` for `Bundle`).
  public let objcOwner: String
  /// The Swift base name (`setTitle`, `init`, `isHidden`); a C function's C name.
  public let name: String
  public let parameters: [SurfaceParameter]
  /// A property's or constant's type; a method's or function's result (`Void` when none).
  public let type: SurfaceTypeExpression
  /// A class (or static) member: called on the type.
  public let isClassMember: Bool
  public let isReadOnly: Bool
  /// `init?`.
  public let isFailable: Bool
  /// The selector, the getter or the C name, without `+`; for a free declaration, how Swift
  /// spells it (`CGRect.width`), or empty when Swift has no spelling.
  public let objcName: String
  /// Objective-C calls it on the class (`+buttonWithType:`).
  public let isObjCClassMember: Bool
  /// A property's Objective-C setter when it is not `set` + its name.
  public let objcSetter: String?
  public let availability: SurfaceAvailability
  public let behaviour: SurfaceBehaviour
  /// In a protocol: whether adopters must implement it.
  public let isOptionalRequirement: Bool
  /// A property's value before anything sets it, as a Swift expression (`true`, `.natural`),
  /// where UIKit's documented default is not its type's natural value; nil otherwise.
  public let initialValue: String?

  /// A C function Swift does not import as itself: the Swift member that replaces it
  /// (`CGRect.width` for `CGRectGetWidth`); nil for any other row.
  public var swiftReplacement: String? {
    guard kind == .function, !objcName.isEmpty, objcName.prefix(while: { $0 != "(" }) != name
    else { return nil }
    return objcName
  }

  /// The argument labels, nil for `_`.
  public var labels: [String?] { parameters.map(\.label) }

  /// The Swift name as documentation writes it: `setTitle(_:for:)`, `isHidden`,
  /// `init(type:)`.
  public var swiftName: String {
    guard kind != .property, kind != .constant else { return name }
    return name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
  }

  /// The Objective-C property name a getter such as `isHidden` belongs to (`hidden`).
  public var objcPropertyName: String {
    guard kind == .property else { return objcName }
    if objcName == name, name.hasPrefix("is"), name.count > 2,
      name.dropFirst(2).first?.isUppercase == true
    {
      let rest = name.dropFirst(2)
      return rest.prefix(1).lowercased() + rest.dropFirst()
    }
    return objcName
  }

  /// The Objective-C setter (`setHidden:`); nil for a read-only property.
  public var setter: String? {
    guard kind == .property, !isReadOnly else { return nil }
    if let objcSetter { return objcSetter }
    let property = objcPropertyName
    return "set" + property.prefix(1).uppercased() + property.dropFirst() + ":"
  }

  /// How a diagnostic names it: `UIButton.setTitle(_:for:)` in Swift; `-[UIButton
  /// setTitle:forState:]` in Objective-C (a property `UIButton.selected`).
  public func displayName(objc: Bool) -> String {
    if kind == .function { return name }
    if owner.isEmpty || kind == .constant && !objc {
      return (owner.isEmpty ? "" : owner + ".") + name
    }
    guard objc else { return owner + "." + swiftName }
    if kind == .constant && !isObjCClassMember { return objcName }
    if kind == .property && !isObjCClassMember { return objcOwner + "." + objcPropertyName }
    return (isObjCClassMember ? "+[" : "-[") + objcOwner + " " + objcName + "]"
  }
}
