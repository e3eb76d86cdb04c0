import Simulation
import UIKitSurface

extension Interpreter {
  // MARK: - super

  /// `super.name(…)` / `[super name…]`: the implementation above the running method's class.
  func superCall(_ site: CallSite, _ args: CallArguments, _ env: Env, slot: Int) throws -> Value {
    if site.base == "init" || (site.dialect == .objc && site.base.hasPrefix("init")) {
      return try superInitializer(site, args, env, slot: slot)
    }
    guard let definingClass = env.context.definingClass,
      let superclass = classes.existing(definingClass)?.superclass
    else {
      throw error(.superOutsideMethod, site.nameRange, env)
    }
    let receiver = implicitReceiver(env)
    if case .type(let typeName) = receiver {
      return try superClassMethodCall(typeName, superclass, site, args, env, slot: slot)
    }
    if let signature = uikitSignature(site, args, receiver: receiver),
      let name = signature.callback,
      case .controller(let id, _) = receiver
    {
      noteSuperCall(name)
      if let method = classes.override(name, from: superclass) {
        let invocation = Invocation(
          method: method, receiver: receiver, values: args.values, ranges: Array(args.ranges))
        return try runMethod(invocation, env).result
      }
      let callback = try makeCallback(name, signature, args, site, env)
      try world.performDefault(callback, on: id)
      syncOwnership()
      return .void
    }
    if let (method, binding) = userMethod(site, args, from: superclass, env) {
      return try invokeUser(method, binding, on: receiver, args, site, env, slot: slot)
    }
    if let match = uikitMatch(site, args, receiver: receiver) {
      return try performUIKit(match, on: receiver, site, args, env, slot: slot)
    }
    if let value = try superSurfaceMethod(receiver, site, args, env) { return value }
    if args.count == 0 { return try superProperty(site.base, site.nameRange, env) }
    throw unknownMethod(receiver, site, args, env, implicitSelf: false)
  }

  /// `super.m(…)` of a method the SDK's rows declare and the world does not run: UIKit's own
  /// version, as a call on an instance that does not override it answers (nothing, for an inert
  /// row). An Objective-C message that names a property is left to `superProperty`.
  private func superSurfaceMethod(
    _ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env
  ) throws -> Value? {
    if site.dialect == .objc, let (chain, classSide) = surfaceChain(of: receiver),
      Surface.shared.members(objc: site.written, in: chain, classSide: classSide).first?.kind
        == .property
    {
      return nil
    }
    return try inertCall(receiver, site, args, env)
  }

  /// `[super m]` in a class method: the class method of the superclass (or of the SDK class
  /// above it), run with `self` still the class the message was sent to.
  private func superClassMethodCall(
    _ typeName: String, _ superclass: String, _ site: CallSite, _ args: CallArguments,
    _ env: Env, slot: Int
  ) throws -> Value {
    let receiver = Value.type(typeName)
    if let result = try sendToClassMethod(
      typeName, site, args, env, slot: slot, lookingFrom: superclass)
    {
      return result
    }
    if let match = uikitMatch(site, args, receiver: receiver) {
      return try performUIKit(match, on: receiver, site, args, env, slot: slot)
    }
    if let value = try inertCall(receiver, site, args, env) { return value }
    throw unknownMethod(receiver, site, args, env, implicitSelf: false)
  }

  /// `super.property`: the superclass's implementation (UIKit's own value for UIKit's
  /// properties), ignoring overrides at and below the running class.
  func superProperty(_ name: String, _ range: SourceRange, _ env: Env) throws -> Value {
    let receiver = implicitReceiver(env)
    guard let definingClass = env.context.definingClass,
      let superclass = classes.existing(definingClass)?.superclass
    else {
      throw error(.superOutsideMethod, range, env)
    }
    if case .controller(let id, _) = receiver, let property = OverridableProperty(rawValue: name) {
      let record = world.controller(id)
      return .bool(
        property == .shouldAutomaticallyForwardAppearanceMethods
          ? record.forwardsAppearance : record.forwardsRotation)
    }
    if let info = classes.property(name, from: superclass), !info.observesInherited {
      return try readUserProperty(info, of: receiver, range, env)
    }
    if overridesBelow(superclass, name, of: receiver, env),
      let value = try uikitProperty(name, of: receiver, range, env)
    {
      return value
    }
    return try property(name, of: receiver, range, env)
  }

  /// Whether the receiver's class overrides `name` below `superclass` (a property, or in
  /// Objective-C its getter): reading it the usual way would run that override again.
  private func overridesBelow(_ superclass: String, _ name: String, of receiver: Value, _ env: Env)
    -> Bool
  {
    guard let className = className(of: receiver) else { return false }
    return isUserProperty(name, of: receiver)
      || classes.method(name, dialect: dialect(of: env), from: className) != nil
  }

  /// UIKit's own value of a property of a view or an object: the simulated one, else the
  /// declared row's. Nil for a controller (its properties have their own path) or a name no
  /// row declares.
  private func uikitProperty(_ name: String, of receiver: Value, _ range: SourceRange, _ env: Env)
    throws -> Value?
  {
    switch receiver {
    case .view, .object:
      if let property = surfaceProperty(name, of: receiver) {
        return try readSurfaceProperty(property, of: receiver, range, env)
      }
      return try inertProperty(name, of: receiver, range, env)
    default:
      return nil
    }
  }
}
