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
    // A method UIKit declares and the user's class overrides (a presentation controller's
    // `super.presentationTransitionWillBegin()`): UIKit's own version, not the override again.
    if declaresUIKitMethod(site, of: receiver),
      let value = try inertCall(receiver, site, args, env)
    {
      return value
    }
    if args.count == 0 { return try superProperty(site.base, site.nameRange, env) }
    throw unknownMethod(receiver, site, args, env, implicitSelf: false)
  }

  /// Whether the SDK declares `site` as a method (not a property) of the receiver's classes.
  private func declaresUIKitMethod(_ site: CallSite, of receiver: Value) -> Bool {
    guard let (chain, classSide) = surfaceChain(of: receiver), !chain.isEmpty else { return false }
    let found =
      site.dialect == .objc
      ? Surface.shared.members(objc: site.written, in: chain, classSide: classSide)
      : Surface.shared.members(swift: site.base, in: chain, classSide: classSide)
    return found.first?.kind == .method
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
    return try property(name, of: receiver, range, env)
  }
}
