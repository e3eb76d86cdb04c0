import Simulation
import UIKitSurface

extension UIKitSurface {
  /// The names (both spellings) of the properties the simulation keeps or acts on, for
  /// suggestions and `#selector` checks.
  static let propertyNames: Set<String> = Set(properties.flatMap(\.names))

  /// The names (both spellings) of the properties of `UIViewController` and the system
  /// containers, for suggestions.
  static let controllerPropertyNames: [String] = {
    var seen: Set<String> = []
    return properties.filter { Surface.shared.chain($0.owner).contains("UIViewController") }
      .flatMap(\.names).filter { seen.insert($0).inserted }
  }()

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
    property(name, chain: Surface.shared.chain(className(of: kind)))
  }

  /// Whether `name` is UIKit's on a controller of this kind.
  static func isUIKitProperty(_ name: String, of kind: ControllerKind) -> Bool {
    controllerProperty(name, of: kind) != nil
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
