import Simulation

/// What Tab completion needs from the surface table, for the shell.
extension Interpreter {
  /// UIKit's class names, for completing a name at the start of an expression (with the run
  /// loop's types and C functions).
  public static var uikitClassNames: [String] {
    UIKitSurface.classNames + UIKitSurface.runLoopTypeNames
      + UIKitSurface.runLoopEntries.filter { $0.receiver == nil }.map(\.name)
  }

  /// The members Tab offers after `x.` (Swift) or `[x ` (Objective-C) on an instance of
  /// `className`: UIKit's properties and methods from the surface table. Methods are given by
  /// their Swift names (`addChild(_:)`) or selectors.
  public func uikitMembers(ofClass className: String, objc: Bool) -> [String] {
    let chain = classes.chain(className)
    var names = UIKitSurface.properties(chain: chain).map { objc ? $0.objcName : $0.name }
    let kinds = Self.receiverKinds(chain: chain)
    for signature in UIKitSurface.methods where kinds.contains(signature.receiver) {
      names.append(objc ? signature.objcSelector : signature.spelling.swiftName)
    }
    if chain.contains(where: UIKitSurface.anchorClasses.contains) {
      names += UIKitSurface.anchorMethods.filter {
        chain.contains("NSLayoutDimension") || !$0.isDimensionOnly
      }.map { objc ? $0.selector : $0.swiftName }
    }
    return names
  }

  /// The class methods and constants Tab offers after `Type.`: `UIView.animate(…)`,
  /// `NSLayoutConstraint.activate(_:)`, an enumeration's members.
  public func uikitTypeMembers(_ typeName: String) -> [String] {
    if let enumeration = UIKitSurface.enumeration(typeName) { return enumeration.members }
    var kinds: [ReceiverKind] = []
    if typeName == "NSLayoutConstraint" { kinds.append(.constraintType) }
    if classes.isViewClass(typeName) { kinds.append(.viewType) }
    var names = UIKitSurface.methods.filter { kinds.contains($0.receiver) }.map(
      \.spelling.swiftName)
    switch typeName {
    case "NotificationCenter": names.append("default")
    case "UserDefaults": names.append("standard")
    case "DispatchQueue": names.append("main")
    default: break
    }
    names += UIKitSurface.runLoopEntries.filter { $0.receiver == typeName }.map(\.name)
    return names
  }

  /// The type of UIKit's property `name` on an instance of `className`, as Swift writes it.
  public func uikitPropertyType(_ name: String, ofClass className: String) -> String? {
    UIKitSurface.property(name, chain: classes.chain(className))?.type
  }

  /// The receiver kinds of a class chain, as the signatures name them.
  static func receiverKinds(chain: [String]) -> [ReceiverKind] {
    var kinds: [ReceiverKind] = []
    let table: [String: ReceiverKind] = [
      "UIViewController": .controller, "UINavigationController": .navigation,
      "UISplitViewController": .split, "UIView": .view, "UIWindow": .window,
      "UIScrollView": .scroll, "UIStackView": .stack,
      "UIActivityIndicatorView": .activityIndicator,
    ]
    for name in chain { if let kind = table[name] { kinds.append(kind) } }
    return kinds
  }
}

extension Interpreter {
  /// Whether instances of the class are view controllers (the user's methods are theirs).
  public func isController(_ className: String) -> Bool {
    classes.controllerKind(className) != nil
  }
}

extension Value {
  /// The class of an object that is neither a controller nor a view.
  public var objectClassName: String? {
    if case .object(let instance) = self { return instance.className }
    return nil
  }
}
