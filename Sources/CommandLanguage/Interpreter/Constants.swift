import Simulation

/// Named constants of UIKit and Core Graphics the language knows.
enum Constants {
  /// `UIView.AnimationOptions` members.
  static let optionNames = [
    "layoutSubviews", "allowUserInteraction", "beginFromCurrentState", "repeat", "autoreverse",
    "overrideInheritedDuration", "overrideInheritedCurve", "allowAnimatedContent",
    "showHideTransitionViews", "overrideInheritedOptions", "curveEaseInOut", "curveEaseIn",
    "curveEaseOut", "curveLinear", "transitionNone", "transitionFlipFromLeft",
    "transitionFlipFromRight", "transitionCurlUp", "transitionCurlDown", "transitionCrossDissolve",
    "transitionFlipFromTop", "transitionFlipFromBottom", "preferredFramesPerSecondDefault",
  ]

  /// Colours `UIColor.x` and `[UIColor xColor]` name.
  static let colorNames = [
    "red", "green", "blue", "yellow", "orange", "purple", "brown", "gray", "lightGray",
    "darkGray", "black", "white", "clear", "cyan", "magenta", "systemRed", "systemGreen",
    "systemBlue", "systemYellow", "systemOrange", "systemPurple", "systemPink", "systemTeal",
    "systemIndigo", "systemGray", "systemBackground", "secondarySystemBackground", "label",
  ]

  /// Types used as values (`CGRect.zero`, `UIView.AnimationOptions`), besides the SDK's
  /// enumerations and option sets.
  private static let valueTypeNames: Set<String> = [
    "CGRect", "CGPoint", "CGSize", "UIColor", "UIScreen", "NSArray", "NSMutableArray", "Array",
    "UIInterfaceOrientation", "UIDeviceOrientation", "Bool", "Int", "Double", "CGFloat", "String",
    "NSString", "NSInteger", "UIEdgeInsets", "CGAffineTransform", "NSLayoutConstraint",
    "NSNotificationCenter", "NSUserDefaults", "Notification", "NSNotification",
  ]

  /// Whether a type is used as a value (its name alone is a type, not a call).
  static func isValueType(_ name: String) -> Bool {
    valueTypeNames.contains(name) || UIKitSurface.enumeration(name) != nil
  }

  /// A constant named in Objective-C style (`CGRectZero`, `UIViewAnimationOptionCurveEaseIn`).
  static func value(named name: String) -> Value? {
    switch name {
    case "CGRectZero": return .rect(.zero)
    case "CGPointZero": return .point(.zero)
    case "CGSizeZero": return .size(.zero)
    case "UIEdgeInsetsZero": return UIKitSurface.insets(.zero)
    case "CGAffineTransformIdentity": return UIKitSurface.transform(.identity)
    case "NSNotFound": return .int(Int.max)
    default: break
    }
    if name.hasPrefix("UIViewAnimationOption") {
      let member = lowerFirst(String(name.dropFirst("UIViewAnimationOption".count)))
      if member == "transitionNone" || member == "curveEaseInOut" { return .options([]) }
      if optionNames.contains(member) { return .options([member]) }
    }
    if let value = UIKitSurface.objcConstant(name) { return value }
    if name.hasPrefix("UIInterfaceOrientation") {
      let member = lowerFirst(String(name.dropFirst("UIInterfaceOrientation".count)))
      if let orientation = Orientation(rawValue: member) { return .orientation(orientation) }
    }
    return nil
  }

  /// `.member` with the type left to context.
  static func implicitMember(_ name: String) -> Value? {
    if name == "transitionNone" || name == "curveEaseInOut" { return .options([]) }
    if optionNames.contains(name) { return .options([name]) }
    if let orientation = Orientation(rawValue: name) { return .orientation(orientation) }
    if name == "zero" { return .rect(.zero) }
    if colorNames.contains(name) { return .color(name) }
    if let value = UIKitSurface.implicitMember(name) { return value }
    if ["system", "custom", "plain", "roundedRect", "doubleColumn", "tripleColumn"].contains(name) {
      return .string(name)
    }
    return nil
  }

  /// A member of a type used as a value (`CGRect.zero`, `UIColor.red`).
  static func typeMember(_ type: String, _ name: String) -> Value? {
    switch (type, name) {
    case ("CGRect", "zero"): return .rect(.zero)
    case ("CGPoint", "zero"): return .point(.zero)
    case ("CGSize", "zero"): return .size(.zero)
    case ("UIEdgeInsets", "zero"): return UIKitSurface.insets(.zero)
    case ("CGAffineTransform", "identity"): return UIKitSurface.transform(.identity)
    case ("UIColor", let color) where colorNames.contains(color): return .color(color)
    case ("UIInterfaceOrientation", let member), ("UIDeviceOrientation", let member):
      return Orientation(rawValue: member).map(Value.orientation)
    case ("UIView.AnimationOptions", let member), ("UIViewAnimationOptions", let member):
      return implicitMember(member)
    default:
      guard let enumeration = UIKitSurface.enumeration(type),
        enumeration.members.contains(name)
      else { return nil }
      return enumeration.value(name)
    }
  }

  static var implicitMemberNames: [String] {
    optionNames + Orientation.allCases.map(\.rawValue) + colorNames + ["zero"]
      + UIKitSurface.memberNames
  }

  static var names: [String] {
    ["CGRectZero", "CGPointZero", "CGSizeZero"]
      + optionNames.map { "UIViewAnimationOption" + MethodNaming.capitalize($0) }
  }

  static func lowerFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }
}
