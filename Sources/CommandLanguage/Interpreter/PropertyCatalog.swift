import Simulation

/// UIKit's properties the language reads and writes, with their log spellings.
enum PropertyCatalog {
  static let controllerNames = [
    "view", "viewIfLoaded", "isViewLoaded", "parent", "parentViewController", "children",
    "childViewControllers", "navigationController", "tabBarController", "splitViewController",
    "isMovingToParent", "isMovingFromParent", "isMovingToParentViewController",
    "isMovingFromParentViewController", "shouldAutomaticallyForwardAppearanceMethods",
    "shouldAutomaticallyForwardRotationMethods", "viewControllers", "topViewController",
    "visibleViewController", "selectedIndex", "selectedViewController", "title",
  ]

  static let viewNames = [
    "frame", "bounds", "center", "superview", "subviews", "window", "isUserInteractionEnabled",
    "userInteractionEnabled", "isHidden", "hidden", "alpha", "tag", "backgroundColor",
    "rootViewController",
  ]

  /// Properties that only system containers have; on a plain controller they are the user's.
  static let containerOnly: Set<String> = [
    "viewControllers", "topViewController", "visibleViewController", "selectedIndex",
    "selectedViewController",
  ]

  /// Whether `name` is UIKit's on a controller of this kind.
  static func isUIKitProperty(_ name: String, of kind: ControllerKind) -> Bool {
    guard controllerNames.contains(name) else { return false }
    return kind != .plain || !containerOnly.contains(name)
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

  /// The spelling the log writes for a property set, or nil when it is not logged.
  static func spelling(_ name: String) -> PropertySpelling? {
    switch name {
    case "frame", "bounds", "center", "alpha", "tag", "backgroundColor", "rootViewController",
      "view", "viewControllers", "selectedIndex", "selectedViewController",
      "shouldAutomaticallyForwardAppearanceMethods", "shouldAutomaticallyForwardRotationMethods":
      return PropertySpelling(swift: name)
    case "isUserInteractionEnabled", "userInteractionEnabled":
      return PropertySpelling(swift: "isUserInteractionEnabled", objc: "userInteractionEnabled")
    case "isHidden", "hidden":
      return PropertySpelling(swift: "isHidden", objc: "hidden")
    default:
      return nil
    }
  }
}
