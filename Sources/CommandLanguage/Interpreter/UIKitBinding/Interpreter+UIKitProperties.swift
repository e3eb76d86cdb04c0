import Simulation

extension Interpreter {
  /// Sets UIKit's property `receiver.name = value` on a controller, a view or one of UIKit's
  /// helper objects: its row, then the row's action (`setSurfaceProperty`). With `apply` false
  /// only the checks run, so that a wrong value is refused before its line is logged.
  func setUIKitProperty(
    _ name: String, of receiver: Value, to value: Value, _ range: SourceRange, _ env: Env,
    apply: Bool = true
  ) throws {
    if case .controller(let id, _) = receiver, let flag = OverridableProperty(rawValue: name) {
      // The sandbox's shorthand for overriding the property (README, "The sandbox").
      guard case .bool(let forwards) = try coerce(value, to: .bool, range, env), apply else {
        return
      }
      if flag == .shouldAutomaticallyForwardAppearanceMethods {
        world.setForwardsAppearance(id, forwards)
      } else {
        world.setForwardsRotation(id, forwards)
      }
      return
    }
    guard let property = surfaceProperty(name, of: receiver) else {
      switch receiver {
      case .controller, .view: throw noMember(receiver, name, range, env)
      default: throw error(.notAssignable(name), range, env)
      }
    }
    if property.isOverridable { throw error(.readOnlyProperty(name), range, env) }
    try setSurfaceProperty(property, of: receiver, to: value, range, env, apply: apply)
  }

  /// Whether `name` is a UIKit property of the receiver (a controller's or a view's).
  func isUIKitProperty(_ name: String, of receiver: Value) -> Bool {
    switch receiver {
    case .view: return surfaceProperty(name, of: receiver) != nil
    case .controller(let id, _):
      return UIKitSurface.isUIKitProperty(name, of: world.kind(of: id))
        || OverridableProperty(rawValue: name) != nil
    case .object(let instance):
      return UIKitSurface.classesByName[instance.className] != nil
        && surfaceProperty(name, of: receiver) != nil
    default: return false
    }
  }
}
