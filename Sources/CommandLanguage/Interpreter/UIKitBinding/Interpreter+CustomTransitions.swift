import Simulation
import UIKitSurface

/// The objects of one custom transition UIKit runs: the animator the delegate gave, the
/// interaction controller, and UIKit's context object handed to both.
struct CustomTransitionParts {
  var animator: Value
  var delegate: Value
  var navigation: Value
  var context: Value?
  var interactor: Value?
  /// The animator's duration, when UIKit asked it before the transition started.
  var duration: Double?
  /// Whether UIKit asks the animator for its duration before running it (a presentation).
  var asksDurationFirst = false
  /// Whether the interaction controller holds the transition from its start (its
  /// wantsInteractiveStart, rule CT.27).
  var startsInteractive = true

  /// What UIKit tells the world before the will-callbacks: the duration it knows, and whether
  /// the transition is interactive from the start (rules CT.22, CT.27).
  func plan(duration: Double) -> CustomTransitionPlan {
    CustomTransitionPlan(duration: duration, isInteractive: interactor != nil && startsInteractive)
  }
}

extension Interpreter {
  /// The class of the context UIKit hands an animator for a push or pop.
  static let uikitContextClass = "_UIViewControllerOneToOneTransitionContext"
  private static let transitionSlot = "uikit.transition.id"
  private static let contextOwner = "uikit.UIViewControllerContextTransitioning."
  private static let percentOwner = "uikit.UIPercentDrivenInteractiveTransition."
  /// The messages UIKit sends, by their Objective-C selector and the Swift name a Swift class
  /// declares them under.
  private static let animatorSelector = (
    "navigationController:animationControllerForOperation:fromViewController:toViewController:",
    "navigationController(_:animationControllerFor:from:to:)"
  )
  private static let interactorSelector = (
    "navigationController:interactionControllerForAnimationController:",
    "navigationController(_:interactionControllerFor:)"
  )
  private static let tabAnimatorSelector = (
    "tabBarController:animationControllerForTransitionFromViewController:toViewController:",
    "tabBarController(_:animationControllerForTransitionFrom:to:)"
  )
  private static let tabInteractorSelector = (
    "tabBarController:interactionControllerForAnimationController:",
    "tabBarController(_:interactionControllerFor:)"
  )
  private static let animateSelector = ("animateTransition:", "animateTransition(using:)")
  private static let durationSelector = ("transitionDuration:", "transitionDuration(using:)")
  private static let endedSelector = ("animationEnded:", "animationEnded(_:)")
  private static let startSelector = (
    "startInteractiveTransition:", "startInteractiveTransition(_:)"
  )
  private static let startSpelling = MethodSpelling(
    swift: "startInteractiveTransition", [nil], objc: ["startInteractiveTransition"])
  private static let interruptibleSelector = (
    "interruptibleAnimatorForTransition:", "interruptibleAnimator(using:)"
  )
  private static let pauseSpelling = MethodSpelling(
    swift: "pause", [], objc: ["pauseInteractiveTransition"])
  private static let updateSpelling = MethodSpelling(
    swift: "update", [nil], objc: ["updateInteractiveTransition"])
  private static let finishSpelling = MethodSpelling(
    swift: "finish", [], objc: ["finishInteractiveTransition"])
  private static let cancelSpelling = MethodSpelling(
    swift: "cancel", [], objc: ["cancelInteractiveTransition"])
  private static let completeSpelling = MethodSpelling(
    swift: "completeTransition", [nil], objc: ["completeTransition"])

  // MARK: - The navigation controller's delegate (rules CT.1, CT.2)

  /// Asks the navigation controller's delegate for an animator and, with one, for an
  /// interaction controller, then the animator for its duration, before the will-callbacks as
  /// UIKit does (rule CT.22); keeps them for `runCustomTransition`.
  public func wantsCustomTransition(
    navigation: ControllerID, operation: NavigationOperation, from: ControllerID,
    to: ControllerID, in world: World
  ) throws -> CustomTransitionPlan? {
    guard classes.hasUserMethods, let (env, range) = hostCallEnv() else { return nil }
    let navigationValue = value(of: navigation)
    guard let delegate = storedObject(navigationValue, "uikit.UINavigationController.delegate"),
      implements(Self.animatorSelector, delegate)
    else { return nil }
    let operationValue =
      (try? implicitMember(
        operation.rawValue, arguments: nil, hint: "UINavigationController.Operation", range, env))
      ?? .int(operation == .push ? 1 : 2)
    let animator = try call(
      Self.animatorSelector, on: delegate,
      [navigationValue, operationValue, value(of: from), value(of: to)], range, env)
    guard !animator.isNil else { return nil }
    var parts = CustomTransitionParts(
      animator: animator, delegate: delegate, navigation: navigationValue)
    let plan = try askInteractorAndDuration(&parts, Self.interactorSelector, range, env)
    pendingCustomTransition = parts
    return plan
  }

  /// UIKit asks the delegate for an interaction controller for the animator, then the animator
  /// for its duration, in the context it has made for the transition (rules CT.14, CT.22).
  private func askInteractorAndDuration(
    _ parts: inout CustomTransitionParts, _ selector: (objc: String, swift: String),
    _ range: SourceRange, _ env: Env
  ) throws -> CustomTransitionPlan {
    if implements(selector, parts.delegate) {
      let interactor = try call(
        selector, on: parts.delegate, [parts.navigation, parts.animator], range, env)
      parts.interactor = interactor.isNil ? nil : interactor
      parts.startsInteractive = try startsInteractive(interactor, parts.animator, range, env)
    }
    let context = Value.object(
      makeObject(className: Self.uikitContextClass, name: "transitionContext"))
    parts.context = context
    let duration =
      try call(Self.durationSelector, on: parts.animator, [context], range, env).number ?? 0
    parts.duration = duration
    return parts.plan(duration: duration)
  }

  /// Whether the transition an interaction controller drives is interactive from its start: its
  /// wantsInteractiveStart (rule CT.27). UIKit's UIPercentDrivenInteractiveTransition that
  /// answers false runs the animator's animations without holding them; an interaction
  /// controller of the user's that answers false is not modelled (a note says so, and it
  /// starts interactive), nor is an animator's interruptible animator (rule CT.28).
  func startsInteractive(
    _ interactor: Value, _ animator: Value, _ range: SourceRange, _ env: Env
  ) throws -> Bool {
    guard !interactor.isNil else { return true }
    let percentDriven = isPercentDriven(interactor) && !implements(Self.startSelector, interactor)
    if percentDriven, implements(Self.interruptibleSelector, animator) {
      note(.notSimulated(Self.interruptibleStart), range, env)
    }
    let storage = interactor.instance?.storage
    var wants = try objectProperty("wantsInteractiveStart", of: interactor, storage, range, env)
    if wants == nil,
      case .strong(let stored)? = storage?.slots[
        Self.percentOwner + "wantsInteractiveStart"]
    {
      wants = stored
    }
    guard case .bool(false)? = wants else { return true }
    guard percentDriven else {
      note(.notSimulated(Self.nonInteractiveStart), range, env)
      return true
    }
    return false
  }

  private func note(_ message: RuntimeMessage, _ range: SourceRange, _ env: Env) {
    var note = Diagnostic(.note, .runtime(message), at: range)
    note.isBrief = true
    log(note, env.unit)
  }

  /// What containrepl does not model (rules CT.27, CT.28).
  static let nonInteractiveStart = "wantsInteractiveStart = false"
  static let interruptibleStart = "interruptibleAnimator(using:)"
  static let drivenBeforeInteraction =
    "update, finish or cancel after wantsInteractiveStart = false"

  // MARK: - The tab bar controller's delegate (rules CT.14, CT.15)

  /// Asks the tab bar controller's delegate for an animator, at once as UIKit does; with one,
  /// for an interaction controller and the animator's duration (the context exists already).
  /// Keeps them for the switch, which starts at the end of the turn.
  public func customTabTransition(
    tab: ControllerID, from: ControllerID, to: ControllerID, in world: World
  ) throws -> CustomTransitionPlan? {
    guard classes.hasUserMethods, let (env, range) = hostCallEnv() else { return nil }
    let tabValue = value(of: tab)
    guard let delegate = storedObject(tabValue, "uikit.UITabBarController.delegate"),
      implements(Self.tabAnimatorSelector, delegate)
    else { return nil }
    let animator = try call(
      Self.tabAnimatorSelector, on: delegate, [tabValue, value(of: from), value(of: to)], range,
      env)
    guard !animator.isNil else { return nil }
    var parts = CustomTransitionParts(animator: animator, delegate: delegate, navigation: tabValue)
    let plan = try askInteractorAndDuration(&parts, Self.tabInteractorSelector, range, env)
    pendingTabTransitions[tab] = parts
    return plan
  }

  /// Runs the animator of transition `id`, or hands UIKit's context to the interaction
  /// controller the delegate gives (rules CT.2, CT.6).
  public func runCustomTransition(_ id: Int, in world: World) throws {
    guard let (env, range) = hostCallEnv() else { return }
    var parts: CustomTransitionParts
    if let container = world.customTransition(id)?.container,
      let tabParts = pendingTabTransitions.removeValue(forKey: container)
    {
      parts = tabParts
    } else if let navigationParts = pendingCustomTransition {
      parts = navigationParts
      pendingCustomTransition = nil
    } else {
      return
    }
    let context =
      parts.context
      ?? Value.object(makeObject(className: Self.uikitContextClass, name: "transitionContext"))
    context.instance?.storage.slots[Self.transitionSlot] = .strong(.int(id))
    parts.context = context
    if parts.asksDurationFirst {
      parts.duration =
        try call(Self.durationSelector, on: parts.animator, [context], range, env).number ?? 0
    }
    customTransitionParts[id] = parts
    refreshContext(id)
    let interactor = parts.interactor ?? .nilValue
    guard !interactor.isNil else {
      _ = try call(Self.animateSelector, on: parts.animator, [context], range, env)
      try startAlongside(
        id, animator: parts.animator, context: context, known: parts.duration, range, env)
      return
    }
    if !implements(Self.startSelector, interactor), isPercentDriven(interactor) {
      let line = logUIKitCall(
        interactor, Self.startSpelling, [context], rule: "CT.6")
      defer { closeCallLine(line) }
      _ = try startPercentDriven(interactor, context: context, range, env)
      return
    }
    _ = try call(Self.startSelector, on: interactor, [context], range, env)
  }

  /// Whether `value` is UIKit's `UIPercentDrivenInteractiveTransition` or a subclass of it.
  private func isPercentDriven(_ value: Value) -> Bool {
    surfaceChain(of: value)?.chain.contains("UIPercentDrivenInteractiveTransition") == true
  }

  /// Writes the line of a message UIKit sends to one of its own objects; returns the line.
  private func logUIKitCall(
    _ receiver: Value, _ method: MethodSpelling, _ arguments: [Value], rule: RuleID
  ) -> Int {
    let line = world.reserveLine()
    world.fillLine(
      line,
      .call(
        receiver: receiver.logValue(in: world), method: method,
        arguments: arguments.map { $0.logValue(in: world) }, family: nil),
      rule: rule)
    return line
  }

  // MARK: - UIKit's context and UIPercentDrivenInteractiveTransition

  /// Performs a row of UIKit's transition context or of `UIPercentDrivenInteractiveTransition`;
  /// nil when the receiver is not UIKit's object (the user's own context class).
  func performTransitionSurface(
    _ operation: SurfaceOperation, on receiver: Value, _ values: [Value], _ range: SourceRange,
    _ env: Env
  ) throws -> Value? {
    switch operation {
    case .percentStart:
      return try startPercentDriven(receiver, context: values.first ?? .nilValue, range, env)
    case .percentUpdate:
      guard let id = transitionID(receiver), let percent = values.first?.number else {
        return .void
      }
      try refuseBeforeInteraction(id, range, env)
      closeCallLine(logUIKitCall(receiver, Self.updateSpelling, values, rule: "CT.6"))
      world.updateInteractiveTransition(id, percent: percent)
      refreshContext(id)
      return .void
    case .percentFinish, .percentCancel:
      guard let id = transitionID(receiver) else { return .void }
      try refuseBeforeInteraction(id, range, env)
      var speed = 1.0
      if case .strong(let value)? = receiver.instance?.storage.slots[
        Self.percentOwner + "completionSpeed"], let number = value.number, number > 0
      {
        speed = number
      }
      let cancelled = operation == .percentCancel
      let line = logUIKitCall(
        receiver, cancelled ? Self.cancelSpelling : Self.finishSpelling, [],
        rule: cancelled ? "CT.8" : "CT.7")
      defer { closeCallLine(line) }
      // The coordinator's interaction handlers run inside the call (rule CT.13).
      world.endInteraction(id, cancelled: cancelled, speed: speed)
      refreshContext(id)
      return .void
    case .percentPause:
      // pause() acts only on a transition an interruptible animator runs (rule CT.28).
      guard let id = transitionID(receiver) else { return .void }
      if let parts = customTransitionParts[id],
        implements(Self.interruptibleSelector, parts.animator)
      {
        throw error(.notSimulated(Self.interruptibleStart), range, env)
      }
      closeCallLine(logUIKitCall(receiver, Self.pauseSpelling, [], rule: "CT.28"))
      return .void
    default:
      break
    }
    guard let id = contextID(receiver) else { return nil }
    guard let record = world.customTransition(id) else {
      // The transition is over: a second completeTransition(_:) changes nothing (CT.4).
      return operation == .completeTransition ? .void : nil
    }
    func key() -> String { values.first.map { "\($0)" } ?? "" }
    func isFrom() -> Bool { key().contains("From") || key().contains("from") }
    switch operation {
    case .contextViewController:
      let controller = isFrom() ? record.from : record.to
      return controller.map(value(of:)) ?? .nilValue
    case .contextView:
      let controller = isFrom() ? record.from : record.to
      return controller.flatMap { world.transitionView(of: $0, in: id) }.map(value(of:))
        ?? .nilValue
    case .contextInitialFrame, .contextFinalFrame:
      guard let controller = values.first?.controllerID else { return .rect(.zero) }
      return .rect(
        operation == .contextInitialFrame
          ? world.initialFrame(of: controller, in: id) : world.finalFrame(of: controller, in: id))
    case .completeTransition:
      var completed = false
      if case .bool(let flag)? = values.first { completed = flag }
      let line = logUIKitCall(receiver, Self.completeSpelling, values, rule: "CT.4")
      defer { closeCallLine(line) }
      try world.completeCustomTransition(id, didComplete: completed)
      if let parts = customTransitionParts.removeValue(forKey: id),
        implements(Self.endedSelector, parts.animator)
      {
        _ = try call(Self.endedSelector, on: parts.animator, [.bool(completed)], range, env)
      }
      return .void
    default:
      return nil
    }
  }

  /// UIKit's `startInteractiveTransition(_:)`: it asks the context for its animator through
  /// a private method (so the user's own context class raises), takes the duration, runs
  /// `animateTransition(using:)` and holds what it animates at 0 % (rules CT.6, CT.9).
  private func startPercentDriven(
    _ interactor: Value, context: Value, _ range: SourceRange, _ env: Env
  ) throws -> Value {
    guard let id = contextID(context), let parts = customTransitionParts[id] else {
      let className = className(of: context) ?? "NSObject"
      let site = CallSite(unary: "_animator", dialect: .objc, range: range)
      throw unrecognizedSelector("_animator", sentTo: context, className, site, env)
    }
    let duration = try call(Self.durationSelector, on: parts.animator, [context], range, env)
    interactor.instance?.storage.slots[Self.percentOwner + "duration"] = .strong(
      .double(duration.number ?? 0))
    interactor.instance?.storage.slots[Self.transitionSlot] = .strong(.int(id))
    let marker = world.animationMarker
    _ = try call(Self.animateSelector, on: parts.animator, [context], range, env)
    world.startAlongsideAnimations(ofCustom: id, duration: duration.number ?? 0)
    // Without wantsInteractiveStart the animations run as they were started (rule CT.27).
    if parts.startsInteractive { world.holdAnimations(of: id, startedSince: marker) }
    refreshContext(id)
    return .void
  }

  /// update(_:), finish() and cancel() on a transition that started without interaction and
  /// has not become interactive: UIKit's answer depends on animators containrepl does not
  /// model (rule CT.27).
  private func refuseBeforeInteraction(_ id: Int, _ range: SourceRange, _ env: Env) throws {
    guard let parts = customTransitionParts[id], !parts.startsInteractive,
      world.customTransition(id) != nil
    else { return }
    throw error(.notSimulated(Self.drivenBeforeInteraction), range, env)
  }

  /// After the animator has started its animations, the alongside blocks queued on the
  /// transition's coordinator run in an animation of the animator's duration (rule CT.11); the
  /// simulation asks the animator for it only when there is such a block.
  private func startAlongside(
    _ id: Int, animator: Value, context: Value, known: Double?, _ range: SourceRange, _ env: Env
  ) throws {
    var duration = known ?? 0
    if known == nil,
      world.coordinators.contains(where: { $0.custom == id && $0.hasPendingAlongside })
    {
      duration = try call(Self.durationSelector, on: animator, [context], range, env).number ?? 0
    }
    world.startAlongsideAnimations(ofCustom: id, duration: duration)
  }

  /// Keeps the properties of the context, and of the interaction controller driving it, in
  /// step with the world.
  private func refreshContext(_ id: Int) {
    guard let record = world.customTransition(id), let parts = customTransitionParts[id],
      let storage = parts.context?.instance?.storage
    else { return }
    storage.slots[Self.contextOwner + "containerView"] = .strong(value(of: record.containerView))
    storage.slots[Self.contextOwner + "isAnimated"] = .strong(.bool(record.isAnimated))
    storage.slots[Self.contextOwner + "isInteractive"] = .strong(.bool(record.isInteractive))
    storage.slots[Self.contextOwner + "transitionWasCancelled"] = .strong(
      .bool(record.wasCancelled))
    for object in percentDrivers(of: id) {
      object.storage.slots[Self.percentOwner + "percentComplete"] = .strong(
        .double(record.percentComplete))
    }
  }

  /// The interaction controllers driving transition `id` (they keep its id).
  private func percentDrivers(of id: Int) -> [Instance] {
    guard let parts = customTransitionParts[id] else { return [] }
    return [parts.interactor, parts.delegate, parts.animator].compactMap { $0?.instance }.filter {
      if case .strong(.int(id))? = $0.storage.slots[Self.transitionSlot] { return true }
      return false
    }
  }

  private func contextID(_ value: Value) -> Int? {
    guard let instance = value.instance, instance.className == Self.uikitContextClass,
      case .strong(.int(let id))? = instance.storage.slots[Self.transitionSlot]
    else { return nil }
    return id
  }

  private func transitionID(_ value: Value) -> Int? {
    guard case .strong(.int(let id))? = value.instance?.storage.slots[Self.transitionSlot]
    else { return nil }
    return id
  }

  /// An object a UIKit property holds (strongly or weakly), or nil.
  func storedObject(_ owner: Value, _ key: String) -> Value? {
    switch owner.instance?.storage.slots[key] {
    case .strong(let value)?: return value.isNil ? nil : value
    case .weak(let reference)?: return reference.instance?.value
    default: return nil
    }
  }

  /// The environment UIKit's calls into the user's code run in: the top level of the statement
  /// being run.
  func hostCallEnv() -> (Env, SourceRange)? {
    guard let (statement, unit) = topLevelStatement else { return nil }
    return (topLevelEnv(unit), statement.range)
  }

  /// Whether the user's class of `receiver` implements the message.
  func implements(_ selector: (objc: String, swift: String), _ receiver: Value) -> Bool {
    guard let className = className(of: receiver) else { return false }
    return userMethod(named: selector.objc, from: className) != nil
      || userMethod(named: selector.swift, from: className) != nil
  }

  /// Sends a message as UIKit does, on a line of the log of its own: the user's method under
  /// either of its names, else UIKit's.
  func call(
    _ selector: (objc: String, swift: String), on receiver: Value, _ arguments: [Value],
    _ range: SourceRange, _ env: Env
  ) throws -> Value {
    var name = selector.objc
    if let className = className(of: receiver),
      userMethod(named: selector.objc, from: className) == nil,
      userMethod(named: selector.swift, from: className) != nil
    {
      name = selector.swift
    }
    let site = CallSite(unary: name, dialect: .objc, range: range)
    let line = world.reserveLine()
    defer { closeCallLine(line) }
    return try perform(name, on: receiver, arguments, site, env, slot: line)
  }
}
