import Simulation
import UIKitSurface

/// What Tab completion needs from the surface table, for the shell.
extension Interpreter {
  /// UIKit's class names, for completing a name at the start of an expression (with the run
  /// loop's types and C functions).
  public static var uikitClassNames: [String] {
    var seen: Set<String> = []
    return
      (UIKitSurface.classNames + UIKitSurface.runLoopTypeNames
      + UIKitSurface.runLoopEntries.filter { $0.receiver == nil }.map(\.name)
      + Surface.classHeaders.flatMap { [$0.name, $0.objcName] })
      .filter { seen.insert($0).inserted }
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
    // Then everything else the SDK declares on the chain.
    let surface = Surface.shared
    let uikitClass = chain.first { surface.type($0) != nil } ?? className
    let declared = surface.allMembers(in: surface.chain(uikitClass)).filter {
      !$0.isClassMember && $0.kind != .initializer
    }
    names += Self.completionNames(declared, objc: objc)
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  /// How Tab offers declared members: Swift names (properties bare, methods with their labels)
  /// or Objective-C's (property names, selectors), each language only what it can call.
  static func completionNames(_ members: [SurfaceMember], objc: Bool) -> [String] {
    members.compactMap { member in
      if objc {
        guard !member.objcName.isEmpty else { return nil }
        return member.kind == .property ? member.objcPropertyName : member.objcName
      }
      guard !member.availability.unavailableInSwift else { return nil }
      return member.kind == .method ? member.swiftName : member.name
    }
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
    if let declared = Surface.shared.type(typeName) {
      names += declared.cases.map(\.name)
      let chain = declared.kind == .class ? Surface.shared.chain(declared.name) : [declared.name]
      names += Self.completionNames(
        Surface.shared.allMembers(in: chain).filter(\.isClassMember), objc: false)
    }
    var seen: Set<String> = []
    return names.filter { seen.insert($0).inserted }
  }

  /// The type of UIKit's property `name` on an instance of `className`, as Swift writes it.
  public func uikitPropertyType(_ name: String, ofClass className: String) -> String? {
    if let type = UIKitSurface.property(name, chain: classes.chain(className))?.type { return type }
    let chain = Surface.shared.chain(
      classes.chain(className).first { Surface.shared.type($0) != nil } ?? className)
    return Surface.shared.members(swift: name, in: chain, classSide: false)
      .first { $0.kind == .property }?.type.description
  }

  /// The receiver kinds of a class chain, as the signatures name them.
  static func receiverKinds(chain: [String]) -> [ReceiverKind] {
    chain.compactMap { UIKitSignatures.instanceReceivers[$0] }
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
