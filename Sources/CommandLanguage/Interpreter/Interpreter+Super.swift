import Simulation

extension Interpreter {
  // MARK: - super

  /// `super.name(…)` / `[super name…]`: the implementation above the running method's class.
  func superCall(_ site: CallSite, _ args: CallArguments, _ env: Env, slot: Int) throws -> Value {
    guard let definingClass = env.context.definingClass,
      let superclass = classes.existing(definingClass)?.superclass
    else {
      throw error(.superOutsideMethod, site.nameRange, env)
    }
    let receiver = env.context.selfValue
    if let signature = uikitSignature(site, args, receiver: receiver),
      case .callback(let name) = signature.operation,
      case .controller(let id) = receiver
    {
      if let (method, owner) = classes.override(name, from: superclass) {
        return try runMethod(
          method, definingClass: owner, on: receiver, args.values,
          ranges: args.ranges, env)
      }
      let callback = try makeCallback(name, signature, args, site, env)
      try world.performDefault(callback, on: id)
      return .void
    }
    if let (method, owner) = classes.method(site.name, from: superclass) {
      return try invokeUser(method, definingClass: owner, on: receiver, args, site, env, slot: slot)
    }
    if let signature = uikitSignature(site, args, receiver: receiver) {
      return try performUIKit(signature, on: receiver, site, args, env, slot: slot)
    }
    if args.count == 0 { return try superProperty(site.base, site.nameRange, env) }
    throw unknownMethod(receiver, site, args, env, implicitSelf: false)
  }

  /// `super.property`: UIKit's own value, ignoring overrides at and below the running class.
  func superProperty(_ name: String, _ range: SourceRange, _ env: Env) throws -> Value {
    guard case .controller(let id) = env.context.selfValue else {
      throw error(.superOutsideMethod, range, env)
    }
    if let property = OverridableProperty(rawValue: name) {
      let record = world.controller(id)
      return .bool(
        property == .shouldAutomaticallyForwardAppearanceMethods
          ? record.forwardsAppearance : record.forwardsRotation)
    }
    return try property(name, of: .controller(id), range, env)
  }
}
