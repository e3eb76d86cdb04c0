import Simulation

extension Interpreter {
  /// Sets UIKit's property `receiver.name = value` on a controller or view. With `apply` false
  /// only the checks run, so that a wrong value is refused before its line is logged.
  func setUIKitProperty(
    _ name: String, of receiver: Value, to value: Value, _ range: SourceRange, _ env: Env,
    apply: Bool = true
  ) throws {
    switch receiver {
    case .controller(let id, let instance):
      try setControllerProperty(name, of: id, instance, to: value, range, env, apply: apply)
    case .view(let id, _):
      try setViewProperty(name, of: id, to: value, range, env, apply: apply)
    case .object:
      guard let property = surfaceProperty(name, of: receiver) else {
        throw error(.notAssignable(name), range, env)
      }
      try setSurfaceProperty(property, of: receiver, to: value, range, env, apply: apply)
    default:
      throw error(.notAssignable(name), range, env)
    }
  }

  /// Whether `name` is a UIKit property of the receiver (a controller's or a view's).
  func isUIKitProperty(_ name: String, of receiver: Value) -> Bool {
    switch receiver {
    case .view: return surfaceProperty(name, of: receiver) != nil
    case .controller(let id, _):
      return PropertyCatalog.isUIKitProperty(name, of: world.kind(of: id))
        || OverridableProperty(rawValue: name) != nil
    case .object(let instance):
      return UIKitSurface.classesByName[instance.className] != nil
        && surfaceProperty(name, of: receiver) != nil
    default: return false
    }
  }

  private func setControllerProperty(
    _ name: String, of id: ControllerID, _ instance: Instance, to value: Value,
    _ range: SourceRange, _ env: Env, apply: Bool
  ) throws {
    let record = world.controller(id)
    switch name {
    case "view":
      switch value {
      case .view(let view, _): if apply { world.assignView(view, to: id) }
      case .nilValue: if apply { world.assignView(nil, to: id) }
      default: throw error(.typeMismatch(value.typeName(in: world), "UIView"), range, env)
      }
    case "shouldAutomaticallyForwardAppearanceMethods", "shouldAutomaticallyForwardRotationMethods":
      guard case .bool(let flag) = try coerce(value, to: .bool, range, env) else { return }
      if name == "shouldAutomaticallyForwardAppearanceMethods" {
        if apply { world.setForwardsAppearance(id, flag) }
      } else {
        if apply { world.setForwardsRotation(id, flag) }
      }
    case "viewControllers" where record.kind != .plain:
      guard case .array(let items) = value else {
        throw error(.typeMismatch(value.typeName(in: world), "[UIViewController]"), range, env)
      }
      if apply { try setViewControllers(items, of: id, range, env) }
    case "selectedIndex" where record.kind == .tabBar:
      guard case .int(let index) = value else {
        throw error(.typeMismatch(value.typeName(in: world), "Int"), range, env)
      }
      if apply { try world.setSelectedIndex(index, of: id) }
    case "selectedViewController" where record.kind == .tabBar:
      guard case .controller(let child, _) = value,
        let index = record.children.index(of: child)
      else {
        throw error(.notAChildOfTabBar, range, env)
      }
      if apply { try world.setSelectedIndex(index, of: id) }
    case "title":
      if apply { instance.storage.slots[name] = .strong(value) }
    case _ where PropertyCatalog.isUIKitProperty(name, of: record.kind):
      guard let property = PropertyCatalog.controllerProperty(name, of: record.kind),
        !property.isOverridable
      else {
        throw error(.readOnlyProperty(name), range, env)
      }
      try setSurfaceProperty(property, of: instance.value, to: value, range, env, apply: apply)
    default:
      throw noMember(instance.value, name, range, env)
    }
  }

  private func setViewProperty(
    _ name: String, of id: ViewID, to value: Value, _ range: SourceRange, _ env: Env, apply: Bool
  ) throws {
    switch name {
    case "frame":
      guard case .rect(let rect) = value else {
        throw error(.typeMismatch(value.typeName(in: world), "CGRect"), range, env)
      }
      if apply { world.setFrame(id, rect) }
    case "bounds":
      guard case .rect(let rect) = value else {
        throw error(.typeMismatch(value.typeName(in: world), "CGRect"), range, env)
      }
      if apply { world.setBoundsSize(id, rect.size) }
    case "center":
      guard case .point(let point) = value else {
        throw error(.typeMismatch(value.typeName(in: world), "CGPoint"), range, env)
      }
      let frame = world.view(id).frame
      guard apply else { return }
      world.setFrame(
        id,
        Rect(
          x: point.x - frame.width / 2, y: point.y - frame.height / 2, width: frame.width,
          height: frame.height))
    case "isUserInteractionEnabled", "userInteractionEnabled":
      let flag = try truth(value, range, env)
      if apply { world.setUserInteractionEnabled(id, flag) }
    case "isHidden", "hidden":
      let flag = try truth(value, range, env)
      if apply { world.setHidden(id, flag) }
    case "alpha":
      guard let number = value.number else {
        throw error(.typeMismatch(value.typeName(in: world), "CGFloat"), range, env)
      }
      if apply { world.setAlpha(id, number) }
    case "tag":
      guard case .int(let number) = value else {
        throw error(.typeMismatch(value.typeName(in: world), "Int"), range, env)
      }
      if apply { world.setTag(id, number) }
    case "backgroundColor":
      switch value {
      case .color(let color): if apply { world.setBackgroundColor(id, color) }
      case .nilValue: if apply { world.setBackgroundColor(id, nil) }
      default: throw error(.typeMismatch(value.typeName(in: world), "UIColor"), range, env)
      }
    case "rootViewController" where id == world.window:
      switch value {
      case .controller(let controller, _):
        if apply { try world.setRootViewController(controller) }
      case .nilValue: if apply { try world.setRootViewController(nil) }
      default:
        throw error(.typeMismatch(value.typeName(in: world), "UIViewController"), range, env)
      }
    case _ where surfaceProperty(name, of: self.value(of: id)) != nil:
      guard let property = surfaceProperty(name, of: self.value(of: id)) else { return }
      try setSurfaceProperty(property, of: self.value(of: id), to: value, range, env, apply: apply)
    default:
      throw noMember(self.value(of: id), name, range, env)
    }
  }
}
