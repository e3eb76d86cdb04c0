import Simulation
import UIKitSurface

extension Interpreter {
  /// Sets a property its row marks `sim core` or `sim stored` and the older switches do not
  /// handle. With `apply` false only the checks run.
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
      switch receiver {
      case .view(let id, _): try setViewSurface(property.name, of: id, value, range, env, apply)
      case .controller(let id, _):
        try setControllerSurface(property.name, of: id, value, range, env, apply)
      case .object:
        if let id = constraintID(receiver) {
          try setConstraint(property.name, of: id, value, range, env, apply)
        } else if apply {
          // An object the world does not model (`NSLayoutConstraint()` made bare) keeps it.
          receiver.instance?.storage.slots[property.row.slotKey] = .strong(value)
        }
      default:
        throw error(.notAssignable(property.name), range, env)
      }
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
        ["Int", "CGFloat", "Float", "UILayoutPriority", "Double"].contains(base)
        || base == "Bool" && dialect(of: env) == .objc
    case .double: fits = ["CGFloat", "Float", "UILayoutPriority", "Double"].contains(base)
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

  /// An option set's members, from one value or an array of them.
  private func optionNames(_ value: Value) -> [String] {
    switch value {
    case .options(let names, _): return names
    case .array(let items): return items.flatMap(optionNames)
    default: return []
    }
  }

  private func number(_ value: Value) -> Double { value.number ?? 0 }

  private func insets(_ value: Value) -> EdgeInsets {
    guard case .structure(let structure) = value else { return .zero }
    func field(_ name: String) -> Double { structure.fields[name]?.number ?? 0 }
    return EdgeInsets(
      top: field("top"), left: field("left"), bottom: field("bottom"), right: field("right"))
  }

  private func caseName(_ value: Value) -> String {
    if case .enumCase(let member) = value { return member.caseName }
    return ""
  }

  private func setViewSurface(
    _ name: String, of id: ViewID, _ value: Value, _ range: SourceRange, _ env: Env,
    _ apply: Bool
  ) throws {
    guard apply else { return }
    switch name {
    case "frame": if case .rect(let rect) = value { world.setFrame(id, rect) }
    case "bounds": if case .rect(let rect) = value { world.setBoundsSize(id, rect.size) }
    case "center":
      guard case .point(let point) = value else { return }
      let frame = world.view(id).frame
      world.setFrame(
        id,
        Rect(
          x: point.x - frame.width / 2, y: point.y - frame.height / 2, width: frame.width,
          height: frame.height))
    case "isUserInteractionEnabled":
      world.setUserInteractionEnabled(id, try truth(value, range, env))
    case "isHidden": world.setHidden(id, try truth(value, range, env))
    case "alpha": world.setAlpha(id, number(value))
    case "tag": if case .int(let tag) = value { world.setTag(id, tag) }
    case "backgroundColor":
      switch value {
      case .color(let color): world.setBackgroundColor(id, color)
      case .nilValue: world.setBackgroundColor(id, nil)
      default: break
      }
    case "rootViewController" where id == world.window:
      try world.setRootViewController(value.controllerID)
    case "rootViewController":
      try setOwnRootViewController(value, of: instance(of: id))
    case "clipsToBounds": world.setClipsToBounds(id, try truth(value, range, env))
    case "transform":
      guard let transform = UIKitSurface.transform(of: value) else { return }
      world.setTransform(id, transform)
    case "autoresizingMask":
      world.setAutoresizingMask(id, AutoresizingMask(names: optionNames(value)) ?? [])
    case "translatesAutoresizingMaskIntoConstraints":
      world.setTranslatesAutoresizingMask(id, try truth(value, range, env))
    case "contentSize":
      if case .size(let size) = value { world.setContentSize(id, size) }
    case "contentOffset":
      if case .point(let point) = value { try scroll(id, to: point, animated: false, range, env) }
    case "isPagingEnabled": world.setPagingEnabled(id, try truth(value, range, env))
    case "axis":
      let axis = StackArrangement.Axis(rawValue: caseName(value)) ?? .horizontal
      world.setStackArrangement(id) { $0.axis = axis }
    case "spacing":
      let spacing = number(value)
      world.setStackArrangement(id) { $0.spacing = spacing }
    case "distribution":
      let distribution = StackArrangement.Distribution(rawValue: caseName(value)) ?? .fill
      world.setStackArrangement(id) { $0.distribution = distribution }
    case "alignment":
      let alignment = StackArrangement.Alignment(rawValue: caseName(value)) ?? .fill
      world.setStackArrangement(id) { $0.alignment = alignment }
    default:
      break
    }
  }

  private func setControllerSurface(
    _ name: String, of id: ControllerID, _ value: Value, _ range: SourceRange, _ env: Env,
    _ apply: Bool
  ) throws {
    let record = world.controller(id)
    if name == "selectedViewController", record.kind == .tabBar {
      guard case .controller(let child, _) = value, let index = record.children.index(of: child)
      else { throw error(.notAChildOfTabBar, range, env) }
      if apply { try world.setSelectedIndex(index, of: id) }
      return
    }
    guard apply else { return }
    switch name {
    case "view": world.assignView(value.viewID, to: id)
    case "viewControllers" where record.kind != .plain:
      if case .array(let items) = value { try setViewControllers(items, of: id, range, env) }
    case "selectedIndex" where record.kind == .tabBar:
      if case .int(let index) = value { try world.setSelectedIndex(index, of: id) }
    case "modalPresentationStyle":
      world.setModalPresentationStyle(
        id, PresentationStyle(rawValue: caseName(value)) ?? .automatic)
    case "definesPresentationContext":
      world.setDefinesPresentationContext(id, try truth(value, range, env))
    case "preferredContentSize":
      if case .size(let size) = value { try world.setPreferredContentSize(id, size) }
    case "additionalSafeAreaInsets":
      world.setAdditionalSafeAreaInsets(id, insets(value))
    default:
      break
    }
  }

  private func setConstraint(
    _ name: String, of id: ConstraintID, _ value: Value, _ range: SourceRange, _ env: Env,
    _ apply: Bool
  ) throws {
    guard apply else { return }
    switch name {
    case "isActive", "active": try world.setActive(id, try truth(value, range, env))
    case "constant": world.setConstant(id, number(value))
    case "priority": try world.setPriority(id, number(value))
    default: break
    }
  }
}
