import Simulation
import UIKitSurface

/// One step below the object or variable an assignment starts from (`.origin`, `[2]`).
enum PathStep {
  case member(String, SourceRange)
  /// A subscript: an array's position, a dictionary's key.
  case index(Value, SourceRange)
}

/// Where an assignment writes: a variable or an object's property, then a path into its value.
struct Place {
  enum Base {
    case variable(String)
    case property(Value, String, isSelf: Bool)
    /// An Objective-C instance variable of `self`, written directly (`_current = vc`).
    case instanceVariable(String)
    /// A member of nil in Objective-C, or after `?.`: the assignment does nothing.
    case nowhere
    /// What a C out-parameter points to (`*stop = YES`).
    case pointer(PointerBox)
  }

  var base: Base
  var path: [PathStep]
  var range: SourceRange
}

extension Interpreter {
  /// `target op= value` (rule 9.2a: the target's receiver is evaluated before the value).
  func assign(_ target: Expr, _ op: AssignmentOperator, _ valueExpr: Expr, _ env: Env) throws {
    let slot = world.reserveLine()
    defer { closeCallLine(slot) }
    let place: Place
    do {
      place = try resolve(target, env)
    } catch is OptionalChainEnd {
      // `a?.b.c = v` with `a` nil: Swift assigns nothing and does not evaluate `v`.
      return
    }
    let hint = surfaceType(of: place)
    var value = try eval(valueExpr, env, nameHint: variableName(of: place), typeHint: hint)
    if dialect(of: env) == .swift { try refuseBareType(valueExpr, value, env) }
    if let hint, UIKitSurface.enumeration(hint)?.isOptionSet == true,
      case .array(let items) = value, let options = Self.optionSet(fromArray: items, type: hint)
    {
      value = options
    }
    if let binaryOp = op.binary {
      let current = try read(place, env)
      value = try apply(binaryOp, current, value, target.range, env)
    }
    try write(place, value, env, slot: slot)
  }

  /// The type of the UIKit property an assignment writes, which implicit members belong to.
  private func surfaceType(of place: Place) -> String? {
    guard place.path.isEmpty, case .property(let receiver, let name, _) = place.base else {
      return nil
    }
    // The user's own objects have no UIKit properties: skip the lookup on this hot path.
    if case .object(let instance) = receiver,
      UIKitSurface.classesByName[instance.className] == nil
    {
      return nil
    }
    return surfaceProperty(name, of: receiver)?.type
  }

  /// The name a new object assigned here gets: the variable's or the property's (rule 7a.8).
  private func variableName(of place: Place) -> String? {
    guard place.path.isEmpty else { return nil }
    switch place.base {
    case .variable(let name), .property(_, let name, _), .instanceVariable(let name): return name
    case .nowhere, .pointer: return nil
    }
  }

  /// Finds where a target expression writes, evaluating the objects on the way exactly once.
  func resolve(_ target: Expr, _ env: Env) throws -> Place {
    switch target.kind {
    case .identifier("_") where dialect(of: env) == .swift:
      // `_ = value` evaluates the value and keeps nothing, wherever it is written.
      return Place(base: .nowhere, path: [], range: target.range)
    case .identifier(let name):
      let owner = env.scope.owner(of: name)
      if let owner, owner !== globals {
        return Place(base: .variable(name), path: [], range: target.range)
      }
      if env.context.isInMethod {
        if hasInstanceVariable(name, env) {
          return Place(base: .instanceVariable(name), path: [], range: target.range)
        }
        if env.context.selfIsVariable, case .structure = implicitReceiver(env) {
          return Place(
            base: .variable("self"), path: [.member(name, target.range)], range: target.range)
        }
        if isMember(name, env) {
          return Place(
            base: .property(implicitReceiver(env), name, isSelf: true), path: [],
            range: target.range)
        }
      }
      if owner != nil {
        return Place(base: .variable(name), path: [], range: target.range)
      }
      if declaresByAssignment(env) {
        return Place(
          base: .property(implicitReceiver(env), name, isSelf: true), path: [],
          range: target.range)
      }
      throw error(
        .unknownName(name), target.range, env,
        suggestion: nearestName(to: name, among: knownNames(env)))
    case .selfRef:
      guard env.context.selfIsVariable else { throw error(.assignToSelf, target.range, env) }
      return Place(base: .variable("self"), path: [], range: target.range)
    case .member(let base, let name, let nameRange, let optional):
      if isSelfArrow(base), hasInstanceVariable(name, env) {
        return Place(base: .instanceVariable(name), path: [], range: nameRange)
      }
      if case .selfRef = base.kind {
        if env.context.selfIsVariable, case .structure = implicitReceiver(env) {
          return Place(
            base: .variable("self"), path: [.member(name, nameRange)], range: nameRange)
        }
        return Place(
          base: .property(implicitReceiver(env), name, isSelf: true), path: [], range: nameRange)
      }
      if let object = try objectReceiver(base, env, optional: optional) {
        // Swift's `a?.b = v` on nil ends the chain: nothing is assigned, `v` is not evaluated.
        if object.isNil, optional, dialect(of: env) == .swift { throw OptionalChainEnd() }
        if object.isNil { return Place(base: .nowhere, path: [], range: nameRange) }
        return Place(base: .property(object, name, isSelf: false), path: [], range: nameRange)
      }
      var place = try resolve(base, env)
      place.path.append(.member(name, nameRange))
      return place
    case .subscriptAccess(let base, let indexExpr):
      var place = try resolve(base, env)
      let index = try eval(indexExpr, env)
      place.path.append(.index(index, indexExpr.range))
      return place
    case .parenthesized(let inner), .forceUnwrap(let inner), .optionalChain(let inner),
      .optionalBase(let inner):
      return try resolve(inner, env)
    case .unary(.dereference, let inner):
      let pointer = try eval(inner, env)
      guard case .pointer(let box) = pointer else {
        throw error(.notAssignableExpression, target.range, env)
      }
      return Place(base: .pointer(box), path: [], range: target.range)
    default:
      throw error(.notAssignableExpression, target.range, env)
    }
  }

  /// Whether a bare name inside a method is a member of `self` (a property, UIKit's or the
  /// class's), which a global of the same name does not hide.
  private func isMember(_ name: String, _ env: Env) -> Bool {
    let receiver = implicitReceiver(env)
    if case .type(let typeName) = receiver {
      return classes.staticProperty(name, from: typeName) != nil
    }
    return hasProperty(name, of: receiver) || isUIKitProperty(name, of: receiver)
      || surfaceProperty(named: name, of: receiver, env) != nil
  }

  /// Whether an unknown bare name assigned inside `self`'s code declares a property on it.
  private func declaresByAssignment(_ env: Env) -> Bool {
    guard case .controller(let id, _) = implicitReceiver(env) else { return false }
    return classes.existing(world.className(of: id))?.origin != .declared
  }

  /// The object a member chain's base evaluates to, when it is one; nil (the value) when the
  /// base is nil in Objective-C or after `?.`.
  private func objectReceiver(_ base: Expr, _ env: Env, optional: Bool) throws -> Value? {
    if case .identifier(let name) = base.kind, env.scope.binding(name) == nil,
      !isObjectName(name, env)
    {
      return nil
    }
    switch base.kind {
    case .identifier, .member, .call, .message, .selfRef, .parenthesized, .forceUnwrap,
      .subscriptAccess, .cast, .unary(.dereference, _):
      let value = try eval(base, env)
      switch value {
      case .controller, .view, .object, .type: return value
      case .nilValue:
        if optional || hasOptionalChain(base) || dialect(of: env) == .objc { return .nilValue }
        throw error(.assignThroughNil, base.range, env)
      default:
        if isValuePath(base) { return nil }
        throw error(.notAssignableExpression, base.range, env)
      }
    default:
      return nil
    }
  }

  /// Whether an expression reads through `?.` somewhere (so a nil in it ends the chain).
  private func hasOptionalChain(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .member(let base, _, _, let optional): return optional || hasOptionalChain(base)
    case .call(let callee, _, _): return hasOptionalChain(callee)
    case .subscriptAccess(let base, _), .parenthesized(let base): return hasOptionalChain(base)
    default: return false
    }
  }

  /// Whether a bare name stands for an object (a class, or a property of `self`), decided
  /// without reading it: reading runs code (a getter, `loadView`), which must run once.
  private func isObjectName(_ name: String, _ env: Env) -> Bool {
    if classes.existing(name) != nil { return true }
    let receiver = implicitReceiver(env)
    switch receiver {
    case .controller(let id, _):
      return UIKitSurface.isUIKitProperty(name, of: world.kind(of: id))
        || hasProperty(name, of: receiver) || isUserProperty(name, of: receiver)
        || classes.method(name, dialect: .objc, from: world.className(of: id)) != nil
        || isSurfaceObjectProperty(name, of: receiver, env)
    case .view, .object:
      return hasProperty(name, of: receiver) || isSurfaceObjectProperty(name, of: receiver, env)
    case .structure:
      return hasProperty(name, of: receiver)
    default:
      return false
    }
  }

  /// Whether the SDK's rows give `self` a property holding an object (`presentedView` of a
  /// presentation controller), so that `presentedView?.frame = r` sets the object's frame.
  private func isSurfaceObjectProperty(_ name: String, of receiver: Value, _ env: Env) -> Bool {
    guard let member = surfaceProperty(named: name, of: receiver, env),
      case .named(let typeName, _) = member.type.unwrapped
    else { return false }
    return Surface.shared.type(typeName)?.kind == .class
  }

  /// Whether an expression names a place (so a struct inside it can be written back).
  private func isValuePath(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .identifier, .selfRef, .unary(.dereference, _): return true
    case .member(let base, _, _, _), .subscriptAccess(let base, _), .parenthesized(let base),
      .forceUnwrap(let base):
      return isValuePath(base)
    default: return false
    }
  }

  /// The current value at a place.
  func read(_ place: Place, _ env: Env) throws -> Value {
    var value: Value
    switch place.base {
    case .variable(let name):
      guard let binding = env.scope.binding(name), binding.isInitialized else {
        throw error(.usedBeforeInitialized(name), place.range, env)
      }
      value = binding.current
    case .property(let object, let name, _):
      value = try property(name, of: object, place.range, env)
    case .instanceVariable(let name):
      value = try instanceVariable(name, place.range, env) ?? .nilValue
    case .nowhere:
      return .nilValue
    case .pointer(let box):
      value = try box.load()
    }
    for step in place.path {
      switch step {
      case .member(let name, let range): value = try property(name, of: value, range, env)
      case .index(let index, let range): value = try element(of: value, at: index, range, env)
      }
    }
    return value
  }

  /// `d[key] = x` on a `let` Foundation collection: the constant is the reference, and the
  /// object it names changes, as swiftc allows.
  private static func isReferenceSubscript(_ value: Value, _ path: [PathStep]) -> Bool {
    guard case .index? = path.first else { return false }
    switch value {
    case .mutableArray, .mutableDictionary: return true
    default: return false
    }
  }

  /// Writes a value at a place; UIKit property writes get their log line in `slot`.
  func write(_ place: Place, _ newValue: Value, _ env: Env, slot: Int) throws {
    switch place.base {
    case .variable(let name):
      guard let binding = env.scope.binding(name) else {
        throw error(.unknownName(name), place.range, env)
      }
      if binding.isConstant && binding.isInitialized
        && !Self.isReferenceSubscript(binding.current, place.path)
      {
        if name != "self", dialect(of: env) == .objc, let type = cConstTypes[name] {
          throw error(.assignToCConstant(name, type), place.range, env)
        }
        let message: RuntimeMessage
        switch place.path.first {
        case _ where name == "self": message = .assignToSelf
        case .index?: message = .assignThroughSubscript(name)
        case .member?: message = .assignToConstantProperty(name)
        case nil: message = .assignToConstant(name)
        }
        throw error(message, place.range, env)
      }
      if binding.ownership != .strong, place.path.isEmpty, !newValue.isNil,
        newValue.instance == nil
      {
        throw error(.weakNonObject(name, newValue.typeName(in: world)), place.range, env)
      }
      let updated = try replacing(binding.current, at: place.path[...], with: newValue, env)
      env.scope.update(name, updated)
      if place.path.isEmpty { nameObject(updated, name) }
    case .property(let object, let name, let isSelf):
      let current = place.path.isEmpty ? newValue : try property(name, of: object, place.range, env)
      let updated = try replacing(current, at: place.path[...], with: newValue, env)
      try assignProperty(name, of: object, updated, place.range, env, slot: slot, isSelf: isSelf)
    case .instanceVariable(let name):
      let current =
        place.path.isEmpty ? newValue : try instanceVariable(name, place.range, env) ?? .nilValue
      let updated = try replacing(current, at: place.path[...], with: newValue, env)
      try writeInstanceVariable(name, updated, place.range, env)
    case .nowhere:
      return
    case .pointer(let box):
      let current = place.path.isEmpty ? newValue : try box.load()
      try box.store(try replacing(current, at: place.path[...], with: newValue, env))
    }
  }

  /// Whether an expression is Objective-C's `self->`, whose members are instance variables.
  func isSelfArrow(_ expr: Expr) -> Bool {
    guard case .unary(.dereference, let inner) = expr.kind, case .selfRef = inner.kind else {
      return false
    }
    return true
  }

  /// `&place`: a pointer that reads and writes the place, which is found once, here (C's
  /// out-parameters, `NSError **`, Swift's `inout` arguments).
  func address(of target: Expr, _ env: Env) throws -> Value {
    let place = try resolve(target, env)
    if case .variable(let name) = place.base, let binding = env.scope.binding(name),
      binding.isConstant, binding.isInitialized, dialect(of: env) == .swift
    {
      throw error(.immutableInout(name), target.range, env)
    }
    return .pointer(
      PointerBox(
        reading: { [unowned self] in try self.read(place, env) },
        writing: { [unowned self] in try self.write(place, $0, env, slot: -1) }))
  }
}
