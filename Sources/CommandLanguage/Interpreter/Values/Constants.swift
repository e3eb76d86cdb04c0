import Simulation
import UIKitSurface

/// Named constants of UIKit and Core Graphics the language knows.
enum Constants {
  /// `UIView.AnimationOptions`' members, as its rows declare them.
  static var optionNames: [String] {
    UIKitSurface.enumeration("UIView.AnimationOptions")?.members ?? []
  }

  /// One of `UIView.AnimationOptions`' members (`curveEaseInOut`, which is zero, is no option).
  static func animationOption(_ name: String) -> Value? {
    UIKitSurface.caseValue(name, of: "UIView.AnimationOptions")
  }

  /// The numeric macros of C's and Foundation's headers that container code uses
  /// (`<math.h>`, `<limits.h>`, `<float.h>`, `NSObjCRuntime.h`, `CGBase.h`), with their values
  /// on a 64-bit device; Swift imports them as constants too.
  private static func cMacro(_ name: String) -> Value? {
    switch name {
    case "M_E": return .double(2.718281828459045)
    case "M_LOG2E": return .double(1.4426950408889634)
    case "M_LOG10E": return .double(0.4342944819032518)
    case "M_LN2": return .double(0.6931471805599453)
    case "M_LN10": return .double(2.302585092994046)
    case "M_PI": return .double(Double.pi)
    case "M_PI_2": return .double(Double.pi / 2)
    case "M_PI_4": return .double(Double.pi / 4)
    case "M_1_PI": return .double(1 / Double.pi)
    case "M_2_PI": return .double(2 / Double.pi)
    case "M_2_SQRTPI": return .double(2 / Double.pi.squareRoot())
    case "M_SQRT2": return .double(2.0.squareRoot())
    case "M_SQRT1_2": return .double(0.5.squareRoot())
    case "INT_MAX": return .int(Int(Int32.max))
    case "INT_MIN": return .int(Int(Int32.min))
    case "UINT_MAX": return .int(Int(UInt32.max))
    case "LONG_MAX", "LLONG_MAX", "INT64_MAX", "INTPTR_MAX": return .int(Int.max)
    case "LONG_MIN", "LLONG_MIN", "INT64_MIN", "INTPTR_MIN": return .int(Int.min)
    case "INT32_MAX": return .int(Int(Int32.max))
    case "INT32_MIN": return .int(Int(Int32.min))
    case "UINT32_MAX": return .int(Int(UInt32.max))
    case "INT16_MAX", "SHRT_MAX": return .int(Int(Int16.max))
    case "INT16_MIN", "SHRT_MIN": return .int(Int(Int16.min))
    case "UINT16_MAX", "USHRT_MAX": return .int(Int(UInt16.max))
    case "INT8_MAX", "SCHAR_MAX", "CHAR_MAX": return .int(Int(Int8.max))
    case "INT8_MIN", "SCHAR_MIN", "CHAR_MIN": return .int(Int(Int8.min))
    case "UINT8_MAX", "UCHAR_MAX": return .int(Int(UInt8.max))
    case "NSIntegerMax": return .int(Int.max)
    case "NSIntegerMin": return .int(Int.min)
    case "CGFLOAT_MAX": return .double(Double.greatestFiniteMagnitude)
    case "CGFLOAT_MIN": return .double(Double.leastNormalMagnitude)
    case "CGFLOAT_EPSILON": return .double(Double.ulpOfOne)
    case "DBL_MAX": return .double(Double.greatestFiniteMagnitude)
    case "DBL_MIN": return .double(Double.leastNormalMagnitude)
    case "DBL_EPSILON": return .double(Double.ulpOfOne)
    case "FLT_MAX": return .double(Double(Float.greatestFiniteMagnitude))
    case "MAXFLOAT": return .double(Double(Float.greatestFiniteMagnitude))
    case "FLT_MIN": return .double(Double(Float.leastNormalMagnitude))
    case "FLT_EPSILON": return .double(Double(Float.ulpOfOne))
    case "INFINITY": return .double(.infinity)
    case "HUGE_VAL": return .double(.infinity)
    case "HUGE_VALF": return .double(.infinity)
    case "NAN": return .double(.nan)
    default: return nil
    }
  }

  /// The unsigned 64-bit maxima of `<limits.h>`, `<stdint.h>` and `NSObjCRuntime.h`.
  static let unsignedMaxima: Set<String> = [
    "NSUIntegerMax", "ULONG_MAX", "ULLONG_MAX", "UINT64_MAX", "UINTPTR_MAX", "SIZE_MAX",
  ]

  /// Swift's own value types, and the C and Foundation type names that are no SDK row
  /// (`NSInteger` is a typedef, `Notification` a Swift overlay): the SDK's types come from
  /// its rows.
  static let swiftValueTypes: Set<String> = [
    "Bool", "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32",
    "UInt64", "Double", "Float", "String", "Character", "Array", "Dictionary", "Set", "Optional",
    "NSInteger", "NSUInteger", "Notification",
  ]

  /// Whether a name alone is a type, not a call (`CGRect.zero`, `UIView.AnimationOptions`,
  /// `Int.max`): one of Swift's value types or any type the SDK's rows declare.
  static func isValueType(_ name: String) -> Bool {
    if swiftValueTypes.contains(name) { return true }
    if let type = Surface.shared.type(name) { return type.kind != .global }
    return Interpreter.typedDeclaration(name) != nil
  }

  /// Whether a type has value semantics, as `weak` needs to know: Swift's own value types and
  /// the SDK's structures, enumerations and option sets; not a class or a protocol.
  static func isStructureType(_ name: String) -> Bool {
    if swiftValueTypes.contains(name) { return true }
    switch Surface.shared.type(name)?.kind {
    case .struct?, .enum?, .options?, .typed?: return true
    default: return false
    }
  }

  /// A constant named in Objective-C style (`CGRectZero`, `UIViewAnimationOptionCurveEaseIn`).
  static func value(named name: String) -> Value? {
    switch name {
    case "CGRectZero": return .rect(.zero)
    case "CGRectNull": return .rect(RectGeometry.null)
    case "CGRectInfinite": return .rect(RectGeometry.infinite)
    case "CGPointZero": return .point(.zero)
    case "CGSizeZero": return .size(.zero)
    case "UIEdgeInsetsZero": return UIKitSurface.insets(.zero)
    case "CGAffineTransformIdentity": return UIKitSurface.transform(.identity)
    case "NSNotFound": return .int(Int.max)
    default: break
    }
    if let value = associationPolicy(name) { return value }
    if let number = foundationVersions[name] ?? coreFoundationVersions[name] {
      return .double(number)
    }
    if let value = cMacro(name) { return value }
    if let value = PreprocessorCondition.predefinedMacros[name] { return .int(value) }
    if let value = UIKitSurface.objcConstant(name) { return value }
    if name.hasPrefix("UIInterfaceOrientation") {
      let member = lowerFirst(String(name.dropFirst("UIInterfaceOrientation".count)))
      if let orientation = Orientation(rawValue: member) { return .orientation(orientation) }
    }
    return nil
  }

  /// The Foundation versions of each iOS release, as `<Foundation/NSObjCRuntime.h>` defines
  /// them (`NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_6_1` tests for iOS 7).
  static let foundationVersions: [String: Double] = [
    "NSFoundationVersionNumber_iPhoneOS_2_0": 678.24,
    "NSFoundationVersionNumber_iPhoneOS_2_1": 678.26,
    "NSFoundationVersionNumber_iPhoneOS_2_2": 678.29,
    "NSFoundationVersionNumber_iPhoneOS_3_0": 678.47,
    "NSFoundationVersionNumber_iPhoneOS_3_1": 678.51,
    "NSFoundationVersionNumber_iPhoneOS_3_2": 678.60,
    "NSFoundationVersionNumber_iOS_4_0": 751.32, "NSFoundationVersionNumber_iOS_4_1": 751.37,
    "NSFoundationVersionNumber_iOS_4_2": 751.49, "NSFoundationVersionNumber_iOS_4_3": 751.49,
    "NSFoundationVersionNumber_iOS_5_0": 881.00, "NSFoundationVersionNumber_iOS_5_1": 890.10,
    "NSFoundationVersionNumber_iOS_6_0": 992.00, "NSFoundationVersionNumber_iOS_6_1": 993.00,
    "NSFoundationVersionNumber_iOS_7_0": 1047.20, "NSFoundationVersionNumber_iOS_7_1": 1047.25,
    "NSFoundationVersionNumber_iOS_8_0": 1140.11, "NSFoundationVersionNumber_iOS_8_1": 1141.1,
    "NSFoundationVersionNumber_iOS_8_2": 1142.14, "NSFoundationVersionNumber_iOS_8_3": 1144.17,
    "NSFoundationVersionNumber_iOS_8_4": 1144.17, "NSFoundationVersionNumber_iOS_8_x_Max": 1199,
    "NSFoundationVersionNumber_iOS_9_0": 1240.1, "NSFoundationVersionNumber_iOS_9_1": 1241.14,
    "NSFoundationVersionNumber_iOS_9_2": 1242.12, "NSFoundationVersionNumber_iOS_9_3": 1242.12,
    "NSFoundationVersionNumber_iOS_9_4": 1280.25, "NSFoundationVersionNumber_iOS_9_x_Max": 1299,
  ]

  /// The Core Foundation versions of each iOS release, as `<CoreFoundation/CFBase.h>` defines
  /// them (`kCFCoreFoundationVersionNumber > kCFCoreFoundationVersionNumber_iOS_6_1` tests for
  /// iOS 7).
  static let coreFoundationVersions: [String: Double] = [
    "kCFCoreFoundationVersionNumber_iPhoneOS_2_0": 478.23,
    "kCFCoreFoundationVersionNumber_iPhoneOS_2_1": 478.26,
    "kCFCoreFoundationVersionNumber_iPhoneOS_2_2": 478.29,
    "kCFCoreFoundationVersionNumber_iPhoneOS_3_0": 478.47,
    "kCFCoreFoundationVersionNumber_iPhoneOS_3_1": 478.52,
    "kCFCoreFoundationVersionNumber_iPhoneOS_3_2": 478.61,
    "kCFCoreFoundationVersionNumber_iOS_4_0": 550.32,
    "kCFCoreFoundationVersionNumber_iOS_4_1": 550.38,
    "kCFCoreFoundationVersionNumber_iOS_4_2": 550.52,
    "kCFCoreFoundationVersionNumber_iOS_4_3": 550.52,
    "kCFCoreFoundationVersionNumber_iOS_5_0": 675.00,
    "kCFCoreFoundationVersionNumber_iOS_5_1": 690.10,
    "kCFCoreFoundationVersionNumber_iOS_6_0": 793.00,
    "kCFCoreFoundationVersionNumber_iOS_6_1": 793.00,
    "kCFCoreFoundationVersionNumber_iOS_7_0": 847.20,
    "kCFCoreFoundationVersionNumber_iOS_7_1": 847.24,
    "kCFCoreFoundationVersionNumber_iOS_8_0": 1140.1,
    "kCFCoreFoundationVersionNumber_iOS_8_1": 1141.14,
    "kCFCoreFoundationVersionNumber_iOS_8_2": 1142.16,
    "kCFCoreFoundationVersionNumber_iOS_8_3": 1144.17,
    "kCFCoreFoundationVersionNumber_iOS_8_4": 1145.15,
    "kCFCoreFoundationVersionNumber_iOS_8_x_Max": 1199,
    "kCFCoreFoundationVersionNumber_iOS_9_0": 1240.1,
    "kCFCoreFoundationVersionNumber_iOS_9_1": 1241.11,
    "kCFCoreFoundationVersionNumber_iOS_9_2": 1242.13,
    "kCFCoreFoundationVersionNumber_iOS_9_3": 1242.13,
    "kCFCoreFoundationVersionNumber_iOS_9_4": 1280.38,
    "kCFCoreFoundationVersionNumber_iOS_9_x_Max": 1299,
  ]

  /// The framework versions a running system reports (rule W.5), for the simulated major
  /// release: its `.0` release's number, and whether that number is only approximate.
  static func runningVersion(_ name: String, ios: Int) -> (value: Double, isApproximate: Bool)? {
    switch name {
    case "kCFCoreFoundationVersionNumber":
      if let known = coreFoundationVersions["kCFCoreFoundationVersionNumber_iOS_\(ios)_0"]
        ?? laterCoreFoundationReleases[ios]
      {
        return (known, false)
      }
      // No source gives iOS 17's or later numbers: the lower bounds the tweak headers use.
      return (ios >= 18 ? 3000 : 2000, true)
    case "NSFoundationVersionNumber":
      if let known = foundationVersions["NSFoundationVersionNumber_iOS_\(ios)_0"] {
        return (known, false)
      }
      // From iOS 9 Foundation's number follows Core Foundation's (both 1240.1 in 9.0).
      guard let core = runningVersion("kCFCoreFoundationVersionNumber", ios: ios) else {
        return nil
      }
      return (core.value, true)
    default:
      return nil
    }
  }

  /// `kCFCoreFoundationVersionNumber` on the `.0` of the releases after the SDK's last
  /// constant (rule W.5).
  private static let laterCoreFoundationReleases: [Int: Double] = [
    10: 1348.00, 11: 1443.00, 12: 1556.00, 13: 1665.15, 14: 1751.108, 15: 1854, 16: 1946.102,
  ]

  /// `objc_AssociationPolicy`'s constants, with their values in `<objc/runtime.h>`.
  private static func associationPolicy(_ name: String) -> Value? {
    switch name {
    case "OBJC_ASSOCIATION_ASSIGN": return .int(0)
    case "OBJC_ASSOCIATION_RETAIN_NONATOMIC": return .int(1)
    case "OBJC_ASSOCIATION_COPY_NONATOMIC": return .int(3)
    case "OBJC_ASSOCIATION_RETAIN": return .int(0o1401)
    case "OBJC_ASSOCIATION_COPY": return .int(0o1403)
    default: return nil
    }
  }

  /// `.member` with the type left to context.
  static func implicitMember(_ name: String) -> Value? {
    if let policy = associationPolicy(name) { return policy }
    if let option = animationOption(name) { return option }
    if let orientation = Orientation(rawValue: name) { return .orientation(orientation) }
    if name == "zero" { return .rect(.zero) }
    if UIKitSurface.colorNames.contains(name) { return .color(name) }
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
    case ("CGRect", "null"): return .rect(RectGeometry.null)
    case ("CGRect", "infinite"): return .rect(RectGeometry.infinite)
    case ("CGPoint", "zero"): return .point(.zero)
    case ("CGSize", "zero"): return .size(.zero)
    case ("UIEdgeInsets", "zero"): return UIKitSurface.insets(.zero)
    case ("CGAffineTransform", "identity"): return UIKitSurface.transform(.identity)
    case ("UIColor", let color) where UIKitSurface.colorNames.contains(color): return .color(color)
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
    optionNames + Orientation.allCases.map(\.rawValue) + UIKitSurface.colorNames.sorted() + ["zero"]
      + UIKitSurface.memberNames
  }

  static var names: [String] {
    ["CGRectZero", "CGRectNull", "CGRectInfinite", "CGPointZero", "CGSizeZero"]
      + (UIKitSurface.enumeration("UIView.AnimationOptions")?.declaration.cases.map(\.objcName)
        ?? [])
  }

  static func lowerFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }
}
