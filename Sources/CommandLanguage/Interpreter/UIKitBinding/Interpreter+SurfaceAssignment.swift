import Simulation
import UIKitSurface

extension Interpreter {
  /// Sets a property its row marks `sim core` or `sim stored`: a stored one on the object, a
  /// simulated one through its entry in `SurfaceBinding.all`. With `apply` false only the checks
  /// run.
  func setSurfaceProperty(
    _ property: UIKitProperty, of receiver: Value, to value: Value, _ range: SourceRange,
    _ env: Env, apply: Bool
  ) throws {
    if property.isReadOnly { throw error(.readOnlyProperty(property.name), range, env) }
    try checkSurfaceType(value, property, range, env)
    switch property.behaviour {
    case .stored:
      if apply { receiver.instance?.storage.slots[property.row.slotKey] = .strong(value) }
    case .simulated:
      try setBoundProperty(property, of: receiver, to: value, range, env, apply: apply)
    }
  }

  /// Refuses a value of the wrong type, in the compiler's words.
  private func checkSurfaceType(
    _ value: Value, _ property: UIKitProperty, _ range: SourceRange, _ env: Env
  ) throws {
    let type = property.type
    let optional = type.hasSuffix("?") || type.hasSuffix("!")
    let base = optional ? String(type.dropLast()) : type
    let fits: Bool
    switch value {
    case .nilValue: fits = optional
    case .bool: fits = base == "Bool"
    case .int:
      // Objective-C's BOOL is a number: `view.hidden = 1` compiles.
      fits =
        ["Int", "CGFloat", "Float", "UILayoutPriority"].contains(base)
        || Self.secondTypes.contains(base) || base == "Bool" && dialect(of: env) == .objc
    case .double:
      fits =
        ["CGFloat", "Float", "UILayoutPriority"].contains(base) || Self.secondTypes.contains(base)
    case .string: fits = base == "String"
    case .size: fits = base == "CGSize"
    case .point: fits = base == "CGPoint"
    case .rect: fits = base == "CGRect"
    case .color: fits = base == "UIColor" || base == "CGColor"
    case .options: fits = UIKitSurface.enumeration(base)?.isOptionSet == true
    case .array(let items):
      fits =
        UIKitSurface.enumeration(base)?.isOptionSet == true
        ? items.allSatisfy { if case .options = $0 { return true } else { return false } }
        : base.hasPrefix("[")
    case .enumCase(let member):
      let enumeration = UIKitSurface.enumeration(base)
      fits =
        enumeration.map { $0.name == member.typeName || $0.aliases.contains(member.typeName) }
        ?? false
    case .structure(let structure): fits = structure.typeName == base
    case .view: fits = isSurfaceClass(base, kindOf: "UIView")
    case .controller: fits = isSurfaceClass(base, kindOf: "UIViewController")
    default: fits = true
    }
    guard fits else {
      throw error(
        .assignmentMismatch(
          found: value.typeName(in: world), expected: type, objc: dialect(of: env) == .objc),
        range, env)
    }
  }

  /// The floating-point types a number is: `Double` and its names for seconds (a layer's
  /// `timeOffset` is a `CFTimeInterval`).
  private static let secondTypes: Set<String> = ["Double", "TimeInterval", "CFTimeInterval"]

  /// Whether an object of a `root` subclass can be a `type`: a class in `root`'s chain or
  /// below it, a protocol, `Any`; not another class, a structure, a number or a collection.
  private func isSurfaceClass(_ type: String, kindOf root: String) -> Bool {
    if let declaration = Surface.shared.type(type) {
      switch declaration.kind {
      case .class:
        return Surface.shared.chain(type).contains(root)
          || Surface.shared.chain(root).contains(type)
      case .protocol: return true
      default: return false
      }
    }
    return !Constants.isStructureType(type) && !type.hasPrefix("[")
  }
}
