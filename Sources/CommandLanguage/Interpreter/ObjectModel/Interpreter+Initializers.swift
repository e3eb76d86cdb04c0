import Simulation
import UIKitSurface

/// What an initialiser call reaches.
enum InitializerTarget {
  /// The user's initialiser (a Swift `init`, or an Objective-C `init…` method), with each
  /// parameter's argument.
  case user(UserMethod, [Int?])
  /// UIKit's, by the operation its row names (`sim initFrame`: what it does beyond making
  /// the object).
  case uikit(SurfaceOperation)
  /// Swift's implicit `init()` of a class whose stored properties all have initial values.
  case implicit
}

/// Whether a Swift designated initialiser has called `super.init(…)` yet (Swift calls the
/// superclass's `init()` itself at the end when the body does not).
final class InitProgress {
  var superInitialized = false
}

extension Interpreter {
  /// Makes an instance of a class or structure and runs its initialiser.
  func instantiate(
    _ typeName: String, _ args: CallArguments, _ written: CallSite, _ env: Env, nameHint: String?,
    slot: Int
  ) throws -> Value {
    // `T(…)` calls T's `init(…)`; a message names its initialiser itself.
    var site =
      written.dialect == .swift
      ? CallSite(
        swiftBase: "init", labels: args.labels, range: written.range, nameRange: written.nameRange)
      : written
    guard let info = classes.resolve(typeName) else {
      // Not a class: one of the SDK's typed constants' types (`UILayoutPriority(999)`)?
      if written.dialect == .swift,
        let value = try typedValue(typeName, args, site.nameRange, env)
      {
        return value
      }
      if classes.isProtocol(typeName) {
        throw error(.protocolNotConstructible(typeName), site.nameRange, env)
      }
      // `UIRectEdge()`: an SDK option set, empty.
      if args.count == 0, let declaration = OptionBits.declaration(typeName) {
        return .options([], type: declaration.name)
      }
      throw error(
        .unknownType(typeName), site.nameRange, env,
        suggestion: nearestName(to: typeName, among: classes.names))
    }
    // Initialisers and initial values can make more instances: one depth budget for all.
    try enter(.initializer(typeName), site.nameRange, env)
    defer { leave() }
    if info.enumCases != nil {
      if args.labels == ["rawValue"] { return enumFromRawValue(typeName, args.values[0]) }
      throw error(.noInitializer(typeName, site.written), site.nameRange, env)
    }
    if info.isStruct {
      return try constructStructure(typeName, args, site, env)
    }
    guard var (target, owner) = initializer(from: typeName, site, args) else {
      if inheritsUIKitInitializers(typeName),
        let value = try inertCall(.type(typeName), site, args, env)
      {
        return value
      }
      if let (designated, values) = designatedInitializer(for: typeName, site),
        case .user = initializer(from: typeName, designated, values)?.0
      {
        // A Swift class that overrides UIKit's designated initialiser inherits `init()`,
        // which sends it.
        return try instantiate(
          typeName, values, designated, env, nameHint: nameHint, slot: slot)
      }
      throw error(.noInitializer(typeName, site.written), site.nameRange, env)
    }
    var args = args
    if case .uikit(.initPlain) = target,
      let (designated, values) = designatedInitializer(for: typeName, site),
      let found = initializer(from: typeName, designated, values)
    {
      (target, owner, site, args) = (found.0, found.1, designated, values)
    }
    let object = allocate(typeName, nameHint: nameHint)
    if case .user(let method, _) = target, slot >= 0 {
      droppableLines.insert(slot)
      world.fillLine(
        slot,
        .call(
          receiver: .typeName(typeName), method: method.spelling,
          arguments: args.values.map { $0.logValue(in: world) }, family: nil))
    }
    return try runInitializer(
      target, declaredBy: owner, startingAt: typeName, on: object, args, site, env, slot: slot)
  }

  /// A new object of the class: a controller or a view in the world, or an instance of the
  /// user's class, named after the variable it is for.
  func allocate(_ typeName: String, nameHint: String?) -> Value {
    if let kind = classes.controllerKind(typeName) {
      let name = world.freshName(nameHint ?? baseName(typeName))
      return value(of: world.makeController(className: typeName, kind: kind, name: name))
    }
    if classes.isViewClass(typeName) {
      let name = nameHint.map { world.freshName($0) }
      let view = world.makeView(
        className: typeName, kind: classes.viewKind(typeName), frame: .zero, name: name)
      applyClassDefaults(to: view, typeName)
      return value(of: view)
    }
    return .object(makeObject(className: typeName, name: nameHint ?? baseName(typeName)))
  }

  /// The documented initial values the world keeps per view and that a class changes: the
  /// nearest row of the class's chain says them (UILabel's and UIImageView's
  /// isUserInteractionEnabled is false, UIView's true).
  private func applyClassDefaults(to view: ViewID, _ typeName: String) {
    let chain = classes.chain(typeName)
    if let property = UIKitSurface.property("isUserInteractionEnabled", chain: chain),
      case .bool(let flag) = property.initial,
      flag != world.view(view).isUserInteractionEnabled
    {
      world.setUserInteractionEnabled(view, flag)
    }
  }

  /// The initialiser a call names, looked up from `className` upwards as Swift and
  /// Objective-C inherit them: a Swift class that defines a designated initialiser inherits
  /// none of its superclass's; an Objective-C class inherits them all.
  func initializer(from className: String, _ site: CallSite, _ args: CallArguments)
    -> (InitializerTarget, String)?
  {
    let chain = classes.chain(className)
    for (index, name) in chain.enumerated() {
      guard let info = classes.existing(name) else { continue }
      if info.origin == .uikit {
        // A convenience initialiser an extension of this UIKit class or of one above it
        // declares: a UIKit class inherits all its superclass's initialisers, so
        // `UIPanGestureRecognizer(addTo:…)` finds `extension UIGestureRecognizer`'s.
        for owner in chain[index...] {
          guard let declaring = classes.existing(owner),
            let (method, binding) = userInitializer(in: declaring, site, args)
          else { continue }
          return (.user(method, binding), owner)
        }
        if let operation = uikitInitializer(name, site, args) { return (.uikit(operation), name) }
        return protocolInitializer(className, site, args)
      }
      if let (method, binding) = userInitializer(in: info, site, args) {
        return (.user(method, binding), name)
      }
      if info.hasDesignatedInitializer { return protocolInitializer(className, site, args) }
    }
    if let found = protocolInitializer(className, site, args) { return found }
    let key = site.key
    guard args.count == 0, key == "init()" || key == "init" || key == "new" else { return nil }
    return (.implicit, className)
  }

  /// An initialiser an extension of a protocol the class adopts declares (`extension P {
  /// init(_ block: (Self) -> Void) { self.init(); block(self) } }`), which the class's own
  /// initialisers of the same name hide. It runs on the new object as a convenience
  /// initialiser does: the class it delegates to gives the stored properties their values.
  private func protocolInitializer(_ className: String, _ site: CallSite, _ args: CallArguments)
    -> (InitializerTarget, String)?
  {
    guard classes.hasProtocolMethods, site.dialect == .swift else { return nil }
    for name in classes.adoptedProtocols(className) {
      guard let info = classes.protocols[name] else { continue }
      let initializers = info.methodsBySwiftName.values.filter { $0.declaration.isInitializer }
        .sorted { $0.swiftName < $1.swiftName }
      if let (method, binding) = firstBinding(initializers, args) {
        return (.user(method, binding), className)
      }
    }
    return nil
  }

  /// UIKit's designated initialiser that its plain `init` sends to the object itself, with
  /// the arguments it passes: `-[UIView init]` is `[self initWithFrame:CGRectZero]`,
  /// `-[UIViewController init]` is `[self initWithNibName:nil bundle:nil]`; so a subclass's
  /// override of that initialiser runs when the object is made with `init`, `new` or `T()`
  /// (rule I.1). Nil for any other call or class.
  func designatedInitializer(for className: String, _ site: CallSite)
    -> (CallSite, CallArguments)?
  {
    let key = site.key
    guard key == "init()" || key == "init" || key == "new" else { return nil }
    let chain = classes.chain(className)
    let designated: (selector: String, swift: String, values: [Value])
    if chain.contains("UIView") {
      designated = ("initWithFrame:", "init(frame:)", [.rect(.zero)])
    } else if chain.contains("UIViewController") {
      designated = ("initWithNibName:bundle:", "init(nibName:bundle:)", [.nilValue, .nilValue])
    } else {
      return nil
    }
    let named = selectorSite(site.dialect == .swift ? designated.swift : designated.selector, site)
    let args = CallArguments(
      values: designated.values,
      labels: site.dialect == .swift ? named.labels : designated.values.map { _ in nil },
      ranges: designated.values.map { _ in site.range }, hasTrailingClosure: false,
      dialect: site.dialect)
    return (named, args)
  }

  /// Whether the class has UIKit's initialisers: a class of the user's inherits them only
  /// while neither it nor a class of the user's above it declares a designated initialiser.
  private func inheritsUIKitInitializers(_ className: String) -> Bool {
    for name in classes.chain(className) {
      guard let info = classes.existing(name) else { continue }
      if info.origin == .uikit { return true }
      if info.hasDesignatedInitializer { return false }
    }
    return true
  }

  private func userInitializer(in info: ClassInfo, _ site: CallSite, _ args: CallArguments)
    -> (UserMethod, [Int?])?
  {
    let key = site.key == "new" ? "init" : site.key
    let identity = Array(0..<args.count)
    if site.dialect == .objc {
      if let method = info.initializers.values.first(where: { $0.selector == key }),
        let binding = messageBinding(method, args)
      {
        return (method, binding)
      }
      if key.hasPrefix("init"), let method = info.methodsBySelector[key],
        let binding = messageBinding(method, args)
      {
        return (method, binding)
      }
      return nil
    }
    if let method = info.initializers[key] ?? info.methodsBySwiftName[key],
      method.swiftBase == "init", method.arity == args.count
    {
      return (method, identity)
    }
    return firstBinding(Array(info.initializers.values), args)
  }

  /// UIKit's initialiser a call names on `className` (a class the simulation models): NSObject's
  /// `init` and `new`, else the nearest row up the class chain that the call names and that
  /// makes the object itself (`sim initPlain`, `sim initFrame`…), so that a subclass's
  /// redeclaration (`UIButton`'s `init(frame:)`) acts as its ancestor's. Nil for any other
  /// initialiser, which the rows then answer as declared but not simulated.
  private func uikitInitializer(_ className: String, _ site: CallSite, _ args: CallArguments)
    -> SurfaceOperation?
  {
    switch site.key {
    case "init()", "init", "new": return .initPlain
    default: break
    }
    let surface = Surface.shared
    let chain = surface.chain(className)
    let rows: [SurfaceMember]
    if site.dialect == .objc {
      rows =
        surface.members(objc: site.written, in: chain, classSide: false)
        + surface.members(objc: site.written, in: chain, classSide: true)
    } else {
      rows = surface.members(swift: "init", in: chain, classSide: true).filter { row in
        let parameters = defaultedParameters(row)
        return bindArguments(
          labels: parameters.map(\.label), hasDefault: parameters.map(\.hasDefault),
          takesClosure: parameters.map { $0.type.isFunction }, args) != nil
      }
    }
    for row in rows where row.kind == .initializer {
      if case .simulated(let name, _) = row.behaviour,
        let operation = SurfaceOperation(rawValue: name), operation.isInitializer
      {
        return operation
      }
    }
    return nil
  }

  /// Runs an initialiser found at class `owner` on `object`, for a search that began at
  /// `start`: the classes in between, which inherit it, give their stored properties their
  /// initial values first (subclass first, as Swift does). Returns the new object, or nil
  /// when a failable initialiser fails.
  func runInitializer(
    _ target: InitializerTarget, declaredBy owner: String, startingAt start: String,
    on object: Value, _ args: CallArguments, _ site: CallSite, _ env: Env, slot: Int
  ) throws -> Value {
    for name in classes.chain(start) {
      if name == owner { break }
      try initializeStoredProperties(of: object, declaredBy: name, env)
    }
    switch target {
    case .implicit:
      // The implicit `init()` of a class none of whose ancestors declares an initialiser: each
      // class's own implicit `init()` gives its stored properties their values, then calls
      // its superclass's (subclass first).
      for name in classes.chain(owner) {
        try initializeStoredProperties(of: object, declaredBy: name, env)
      }
      return object
    case .uikit(let kind):
      try runUIKitInitializer(kind, on: object, args, site, env, slot: slot)
      return object
    case .user(let found, let binding):
      let method =
        binding == Array(0..<args.count) ? overload(of: found, fitting: args, env) : found
      return try runUserInitializer(method, binding, on: object, args, site, env)
    }
  }

  private func runUserInitializer(
    _ method: UserMethod, _ binding: [Int?], on object: Value, _ args: CallArguments,
    _ site: CallSite, _ env: Env
  ) throws -> Value {
    let declaration = method.declaration
    guard declaration.isInitializer else {
      // An Objective-C `init…` method: it calls `[super init]` and returns self (or nil).
      let result = try invokeUser(method, binding, on: object, args, site, env, slot: nil)
      return result.isVoid ? object : result
    }
    let owner = method.definingClass
    try checkMarkedWithTry(method, site.range, env)
    if !declaration.isConvenience {
      try initializeStoredProperties(of: object, declaredBy: owner, env)
    }
    let progress = InitProgress()
    let values = try argumentValues(method, binding, args, env)
    var invocation = Invocation(
      method: method, receiver: object, values: values,
      ranges: binding.map { $0.map { args.ranges[$0] } ?? site.range })
    invocation.initializing = owner
    invocation.progress = progress
    let (result, _) = try runMethod(invocation, env)
    if declaration.isFailable, result.isNil { return .nilValue }
    if !declaration.isConvenience, !progress.superInitialized,
      let superclass = classes.existing(owner)?.superclass
    {
      let implicitSite = CallSite(unary: "init", dialect: .swift, range: site.range)
      let none = CallArguments.none(.swift)
      if let (target, found) = initializer(from: superclass, implicitSite, none) {
        _ = try runInitializer(
          target, declaredBy: found, startingAt: superclass, on: object, none, implicitSite, env,
          slot: -1)
      }
    }
    return object
  }

  /// What UIKit's initialisers do beyond making the object.
  private func runUIKitInitializer(
    _ kind: SurfaceOperation, on object: Value, _ args: CallArguments, _ site: CallSite,
    _ env: Env, slot: Int
  ) throws {
    switch kind {
    case .initPlain:
      keepPresentationControllerArguments(of: object, args)
      // `init(nibName: "Alert", bundle: nil)`: the nib is not loaded; nil is the plain path.
      if site.dialect == .objc
        ? site.written == "initWithNibName:bundle:" : args.labels.first == "nibName",
        case .string(let name)? = args.values.first
      {
        noteNotLoaded(.nib(name), site.nameRange, env)
      }
    case .initFrame:
      guard case .view(let id, _) = object, let frame = args.values.first else { return }
      guard case .rect(let rect) = frame else {
        throw error(.typeMismatch(frame.typeName(in: world), "CGRect"), site.range, env)
      }
      world.setFrame(id, rect)
    case .initRootViewController:
      guard case .controller(let id, _) = object, let root = args.values.first else { return }
      guard case .controller(let rootID, _) = root else {
        throw error(.typeMismatch(root.typeName(in: world), "UIViewController"), site.range, env)
      }
      if slot >= 0 {
        droppableLines.remove(slot)
        world.fillLine(
          slot,
          .call(
            receiver: .typeName(world.className(of: id)),
            method: MethodSpelling(
              swift: "init", ["rootViewController"], objc: ["initWithRootViewController"]),
            arguments: [.controller(rootID)], family: .containment),
          rule: "7a.1")
      }
      try world.setNavigationRoot(rootID, of: id)
      syncOwnership()
    case .initConstraint:
      guard case .object(let instance) = object, args.count == 7 else { return }
      let id = try makeItemConstraint(args.values, Array(args.ranges), env)
      instance.storage.slots[SurfaceSlot.constraint] = .strong(.int(id.index))
      constraintInstances[id.index] = WeakInstance(instance)
    case .initArrangedSubviews:
      guard case .view(let stack, _) = object, case .array(let items)? = args.values.first else {
        return
      }
      for item in items {
        guard let view = item.viewID else {
          throw error(.typeMismatch(item.typeName(in: world), "UIView"), site.range, env)
        }
        try world.addArrangedSubview(view, to: stack)
      }
    case .initPageViewController:
      guard case .controller(let id, _) = object else { return }
      try configurePageViewController(id, args, site, env)
    default:
      return
    }
  }

  /// `super.init(…)` / `[super init…]`: the superclass's initialiser, run on `self`.
  func superInitializer(_ site: CallSite, _ args: CallArguments, _ env: Env, slot: Int) throws
    -> Value
  {
    guard let definingClass = env.context.definingClass,
      let superclass = classes.existing(definingClass)?.superclass
    else {
      throw error(.superOutsideMethod, site.nameRange, env)
    }
    let object = implicitReceiver(env)
    guard let (target, owner) = initializer(from: superclass, site, args) else {
      // A UIKit initialiser that is not simulated: it makes nothing more of `self`.
      if try inertCall(.type(superclass), site, args, env) != nil {
        env.context.progress?.superInitialized = true
        return object
      }
      throw error(.noInitializer(superclass, site.written), site.nameRange, env)
    }
    env.context.progress?.superInitialized = true
    if case .uikit(.initPlain) = target, let dynamic = className(of: object),
      let (designated, values) = designatedInitializer(for: superclass, site),
      let (found, foundOwner) = initializer(from: dynamic, designated, values),
      case .user = found
    {
      // UIKit's `init` sends the designated initialiser to self: the override runs.
      return try runInitializer(
        found, declaredBy: foundOwner, startingAt: dynamic, on: object, values, designated, env,
        slot: slot)
    }
    return try runInitializer(
      target, declaredBy: owner, startingAt: superclass, on: object, args, site, env, slot: slot)
  }

  /// `self.init(…)` in a convenience initialiser, or `[self init…]`: another initialiser of
  /// the same class, run on `self`.
  func delegateInitializer(_ site: CallSite, _ args: CallArguments, _ env: Env) throws -> Value {
    let object = implicitReceiver(env)
    // In a protocol extension's initialiser `self.init()` names the adopter's.
    let defining = env.context.definingClass.flatMap { classes.isProtocol($0) ? nil : $0 }
    guard let className = defining ?? className(of: object) else {
      throw error(.noInitializer(selfTypeName(env), site.written), site.nameRange, env)
    }
    if let (target, owner) = initializer(from: className, site, args) {
      return try runInitializer(
        target, declaredBy: owner, startingAt: className, on: object, args, site, env, slot: -1)
    }
    // `self.init(target:action:)` in an extension of a UIKit class: UIKit's initialiser, which
    // makes nothing more of `self` when it is not simulated.
    if inheritsUIKitInitializers(className),
      try inertCall(.type(className), site, args, env) != nil
    {
      return object
    }
    // `self.init()` in a class that overrides UIKit's designated initialiser: the inherited
    // `init()` sends it to self (rule I.1).
    guard let (designated, values) = designatedInitializer(for: className, site),
      let dynamic = self.className(of: object),
      let (target, owner) = initializer(from: dynamic, designated, values), case .user = target
    else {
      throw error(.noInitializer(selfTypeName(env), site.written), site.nameRange, env)
    }
    return try runInitializer(
      target, declaredBy: owner, startingAt: dynamic, on: object, values, designated, env,
      slot: -1)
  }
}

extension Value {
  /// `()`, what a method without a result returns.
  var isVoid: Bool {
    if case .void = self { return true }
    return false
  }
}
