import Simulation

/// A member of real UIKit or Foundation that containrepl knows exists but does not simulate:
/// code that uses it is valid, so it says `unsupported:` rather than "has no member".
struct UIKitUnsimulatedMember: Hashable {
  /// The class that declares it (`UIControl`, `UIView`).
  let owner: String
  /// The Swift name: `setTitle(_:for:)` for a method, `navigationItem` for a property.
  let swiftName: String
  /// The Objective-C selector, or the property's getter; a class member's starts with `+`.
  let objcName: String
  /// The Swift labels whose parameters have a default value (`options`, `completion`).
  let defaulted: Set<String>

  /// Whether it is a property (its Swift name has no parameter list).
  var isProperty: Bool { !swiftName.contains("(") }

  /// Whether it belongs to the class rather than to its instances.
  var isClassMember: Bool { objcName.hasPrefix("+") }

  /// The selector, or the getter, without the `+` of a class member.
  var selector: String { isClassMember ? String(objcName.dropFirst()) : objcName }

  /// The Swift base name (`setTitle`).
  var swiftBase: String { String(swiftName.prefix { $0 != "(" }) }

  /// The Swift argument labels, `_` read as none.
  var swiftLabels: [String?] {
    guard let open = swiftName.firstIndex(of: "(") else { return [] }
    let inside = swiftName[swiftName.index(after: open)...].dropLast()
    return inside.split(separator: ":").map { $0 == "_" ? nil : String($0) }
  }

  /// Whether the parameter with this label takes a block (a trailing closure may stand for it).
  static func takesClosure(_ label: String?) -> Bool {
    guard let label else { return false }
    return ["animations", "completion", "using", "handler", "completionHandler"].contains(label)
  }

  /// How a diagnostic names it: `UIButton.setTitle(_:for:)` in Swift, `-[UIButton
  /// setTitle:forState:]` in Objective-C (a property is `UIButton.selected` in both).
  func displayName(_ dialect: Dialect) -> String {
    guard dialect == .objc else { return owner + "." + swiftName }
    if isProperty { return owner + "." + selector }
    return (isClassMember ? "+[" : "-[") + owner + " " + selector + "]"
  }
}

extension UIKitSurface {
  /// Names of UIKit and Foundation classes that code uses around containers but containrepl
  /// does not simulate: naming one says `unsupported:` (not "cannot find in scope").
  static let unsimulatedClasses: Set<String> = [
    "UIImage", "UIFont", "UIGestureRecognizer", "UITapGestureRecognizer",
    "UIPanGestureRecognizer", "UISwipeGestureRecognizer", "UILongPressGestureRecognizer",
    "UIScreenEdgePanGestureRecognizer", "UIPinchGestureRecognizer", "UIBarButtonItem",
    "UINavigationItem", "UITabBarItem", "UIStoryboard", "UIViewPropertyAnimator", "UIBlurEffect",
    "UIBezierPath", "UIApplication", "UIDevice", "UIAction",
    "UIImpactFeedbackGenerator", "CABasicAnimation", "CATransition", "CAGradientLayer",
    "CAShapeLayer", "CATransaction", "NSAttributedString", "OperationQueue", "NSOperationQueue",
  ]

  /// Every known member that containrepl does not simulate, by declaring class.
  static let unsimulatedMembers: [UIKitUnsimulatedMember] =
    unsimulatedViewMembers + unsimulatedControllerMembers + unsimulatedOtherMembers

  /// The unsimulated members by declaring class.
  static let unsimulatedByOwner: [String: [UIKitUnsimulatedMember]] = Dictionary(
    grouping: unsimulatedMembers, by: \.owner)
}
