import Simulation

/// UIKit's properties the language reads and writes, with their log spellings.
enum PropertyCatalog {
  /// The names (both spellings) of `UIViewController`'s and the system containers' properties.
  static let controllerNames: [String] = names { classChain($0).contains("UIViewController") }

  /// The names of the properties of `UIView` and its subclasses.
  static let viewNames: [String] = names { classChain($0).contains("UIView") }

  private static func names(where owned: (String) -> Bool) -> [String] {
    var seen: Set<String> = []
    return UIKitSurface.properties.filter { owned($0.owner) }.flatMap(\.names).filter {
      seen.insert($0).inserted
    }
  }

  /// A UIKit class's chain up to `NSObject`, by the surface table.
  static func classChain(_ name: String) -> [String] {
    var chain: [String] = []
    var next: String? = name
    while let current = next, chain.count < 16 {
      chain.append(current)
      next = UIKitSurface.classesByName[current]?.superclass
    }
    return chain
  }

  /// Properties that only system containers have; on a plain controller they are the user's.
  static let containerOnly: Set<String> = Set(
    UIKitSurface.properties.filter {
      ["UINavigationController", "UITabBarController", "UISplitViewController"].contains($0.owner)
    }.flatMap(\.names))

  /// The UIKit class whose properties a controller of this kind has.
  static func className(of kind: ControllerKind) -> String {
    switch kind {
    case .plain: return "UIViewController"
    case .navigation: return "UINavigationController"
    case .tabBar: return "UITabBarController"
    case .split: return "UISplitViewController"
    case .page: return "UIPageViewController"
    }
  }

  /// The UIKit property `name` of a controller of this kind.
  static func controllerProperty(_ name: String, of kind: ControllerKind) -> UIKitProperty? {
    UIKitSurface.property(name, chain: classChain(className(of: kind)))
  }

  /// Whether `name` is UIKit's on a controller of this kind.
  static func isUIKitProperty(_ name: String, of kind: ControllerKind) -> Bool {
    controllerProperty(name, of: kind) != nil
  }

  /// The zero a message to nil returns for a UIKit property or method with a scalar result.
  static func zeroValue(_ selector: String) -> Value? {
    switch selector {
    case "frame", "bounds": return .rect(.zero)
    case "center": return .point(.zero)
    case "alpha": return .double(0)
    case "tag", "count", "selectedIndex": return .int(0)
    case "isViewLoaded", "hidden", "isHidden", "userInteractionEnabled",
      "isUserInteractionEnabled", "isMovingToParentViewController",
      "isMovingFromParentViewController", "isMovingToParent", "isMovingFromParent",
      "shouldAutomaticallyForwardAppearanceMethods", "shouldAutomaticallyForwardRotationMethods",
      "isDescendantOfView:":
      return .bool(false)
    default: return nil
    }
  }

  /// The spelling the log writes for a property set, or nil when it is not logged (only
  /// properties the simulation models are).
  static func spelling(_ name: String) -> PropertySpelling? {
    guard let property = loggedProperties[name] else { return nil }
    return PropertySpelling(swift: property.name, objc: property.objcName)
  }

  private static let loggedProperties: [String: UIKitProperty] = {
    var table: [String: UIKitProperty] = [:]
    for property in UIKitSurface.properties
    where property.behaviour == .simulated && !property.isReadOnly
      || property.isOverridable && property.type == "Bool"
    {
      for name in property.names where table[name] == nil { table[name] = property }
    }
    return table
  }()
}
