import Simulation
import UIKitSurface

/// A presentation with the user's transitioning delegate and presentation controller (rules
/// CT.17–CT.23): what UIKit asks of them, and when.
extension Interpreter {
  /// The transitioning delegate's methods UIKit calls, as (Objective-C, Swift) names.
  private static let presentedAnimatorSelector = (
    "animationControllerForPresentedController:presentingController:sourceController:",
    "animationController(forPresented:presenting:source:)"
  )
  private static let dismissedAnimatorSelector = (
    "animationControllerForDismissedController:", "animationController(forDismissed:)"
  )
  private static let presentationInteractorSelector = (
    "interactionControllerForPresentation:", "interactionControllerForPresentation(using:)"
  )
  private static let dismissalInteractorSelector = (
    "interactionControllerForDismissal:", "interactionControllerForDismissal(using:)"
  )

  // MARK: - The transitioning delegate (rules CT.17, CT.18)

  /// Asks the presented controller's transitioning delegate for the animator of a presentation
  /// or dismissal and, with one, for its interaction controller (rule CT.21); keeps them for
  /// `runCustomTransition`.
  public func wantsCustomPresentation(
    presented: ControllerID, presenting: ControllerID, source: ControllerID?, dismissal: Bool,
    in world: World
  ) throws -> CustomTransitionPlan? {
    guard classes.hasUserMethods, let (env, range) = hostCallEnv() else { return nil }
    let presentedValue = value(of: presented)
    let selector = dismissal ? Self.dismissedAnimatorSelector : Self.presentedAnimatorSelector
    guard let delegate = try transitioningDelegate(of: presentedValue, range, env),
      implements(selector, delegate)
    else { return nil }
    let arguments =
      dismissal
      ? [presentedValue]
      : [presentedValue, value(of: presenting), value(of: source ?? presenting)]
    let animator = try call(selector, on: delegate, arguments, range, env)
    guard !animator.isNil else { return nil }
    var parts = CustomTransitionParts(
      animator: animator, delegate: delegate, navigation: presentedValue, asksDurationFirst: true)
    let interactorSelector =
      dismissal ? Self.dismissalInteractorSelector : Self.presentationInteractorSelector
    if implements(interactorSelector, delegate) {
      let interactor = try call(interactorSelector, on: delegate, [animator], range, env)
      parts.interactor = interactor.isNil ? nil : interactor
      parts.startsInteractive = try startsInteractive(interactor, animator, range, env)
    }
    pendingCustomTransition = parts
    return parts.plan(duration: 0)
  }

  // MARK: - The presentation controller (rule CT.20)

  private static let presentationControllerSelector = (
    "presentationControllerForPresentedViewController:presentingViewController:sourceViewController:",
    "presentationController(forPresented:presenting:source:)"
  )
  private static let presentationOwner = "uikit.UIPresentationController."
  /// What UIKit reads or calls on a presentation controller of the user's (rule CT.20).
  static let presentationControllerCalls: Set<String> = [
    "frameOfPresentedViewInContainerView", "presentationTransitionWillBegin",
    "presentationTransitionDidEnd", "dismissalTransitionWillBegin", "dismissalTransitionDidEnd",
    "shouldRemovePresentersView", "containerViewWillLayoutSubviews",
    "containerViewDidLayoutSubviews",
  ]

  /// Asks the transitioning delegate for its presentation controller; keeps the one it gives,
  /// tells it its controllers and views, and reads from it the presented view's frame and
  /// whether it removes the presenter's view (rules CT.20, CT.23).
  public func beginPresentationController(
    presented: ControllerID, presenting: ControllerID, source: ControllerID?,
    container: ViewID, in world: World
  ) throws -> UserPresentationController? {
    presentationControllers[presented] = nil
    guard classes.hasUserMethods, let (env, range) = hostCallEnv() else { return nil }
    let presentedValue = value(of: presented)
    guard let delegate = try transitioningDelegate(of: presentedValue, range, env),
      implements(Self.presentationControllerSelector, delegate)
    else { return nil }
    let controller = try call(
      Self.presentationControllerSelector, on: delegate,
      [presentedValue, value(of: presenting), value(of: source ?? presenting)], range, env)
    guard let storage = controller.instance?.storage else { return nil }
    storage.slots[Self.presentationOwner + "presentedViewController"] = .strong(presentedValue)
    storage.slots[Self.presentationOwner + "presentingViewController"] = .strong(
      value(of: presenting))
    storage.slots[Self.presentationOwner + "containerView"] = .strong(value(of: container))
    if let view = world.controllers[presented.index].view {
      storage.slots[Self.presentationOwner + "presentedView"] = .strong(value(of: view))
    }
    presentationControllers[presented] = controller
    var frame: Rect?
    if case .rect(let given)? = try objectProperty(
      "frameOfPresentedViewInContainerView", of: controller, storage, range, env)
    {
      frame = given
    }
    var removes = false
    if case .bool(let flag)? = try objectProperty(
      "shouldRemovePresentersView", of: controller, storage, range, env)
    {
      removes = flag
    }
    return UserPresentationController(frame: frame, removesPresentersView: removes)
  }

  /// What UIKit's own presentation controller answers where a subclass does not override it:
  /// the presented view fills the container view (the window, once the presentation has
  /// begun; a zero rectangle before), and the presenter's view stays (rules CT.20, CT.23).
  func presentationControllerDefault(_ name: String, of receiver: Value) -> Value {
    guard name == "frameOfPresentedViewInContainerView" else { return .bool(false) }
    guard
      case .strong(.view(let container, _))? = receiver.instance?.storage.slots[
        Self.presentationOwner + "containerView"]
    else { return .rect(.zero) }
    return .rect(world.view(container).bounds)
  }

  /// A presentation controller's presented view before UIKit has set it up or after it is done
  /// (rule CT.20): the presented controller's view, the default implementation's answer. (Its
  /// container view's nil is the row's initial value.)
  func unsetPresentationControllerValue(
    _ member: SurfaceMember, of receiver: Value, _ range: SourceRange, _ env: Env
  ) throws -> Value? {
    guard member.owner == "UIPresentationController", member.name == "presentedView" else {
      return nil
    }
    guard
      case .strong(let presented)? = receiver.instance?.storage.slots[
        Self.presentationOwner + "presentedViewController"]
    else { return .nilValue }
    return try property("view", of: presented, range, env)
  }

  /// `UIPresentationController(presentedViewController:presenting:)` keeps its two
  /// controllers: they read back at once, before UIKit uses the object (rule CT.24).
  func keepPresentationControllerArguments(of object: Value, _ args: CallArguments) {
    guard args.count == 2, let storage = object.instance?.storage,
      surfaceChain(of: object)?.chain.contains("UIPresentationController") == true,
      let presented = args.values.first, presented.controllerID != nil
    else { return }
    storage.slots[Self.presentationOwner + "presentedViewController"] = .strong(presented)
    if let presenting = args.values.last, presenting.controllerID != nil {
      storage.slots[Self.presentationOwner + "presentingViewController"] = .strong(presenting)
    }
  }

  /// Calls the presentation controller's presentationTransitionWillBegin,
  /// presentationTransitionDidEnd(_:), dismissalTransitionWillBegin or
  /// dismissalTransitionDidEnd(_:) when its class implements it.
  public func tellPresentationController(
    of presented: ControllerID, dismissal: Bool, completed: Bool?, in world: World
  ) throws {
    guard let controller = presentationControllers[presented],
      let (env, range) = hostCallEnv()
    else { return }
    if let view = world.controllers[presented.index].view {
      controller.instance?.storage.slots[Self.presentationOwner + "presentedView"] = .strong(
        value(of: view))
    }
    let stage = dismissal ? "dismissalTransition" : "presentationTransition"
    let selector =
      completed == nil
      ? (stage + "WillBegin", stage + "WillBegin()") : (stage + "DidEnd:", stage + "DidEnd(_:)")
    if dismissal, completed == true { presentationControllers[presented] = nil }
    if !dismissal, completed == false { presentationControllers[presented] = nil }
    guard implements(selector, controller) else { return }
    _ = try call(selector, on: controller, completed.map { [.bool($0)] } ?? [], range, env)
  }

  /// The container view lays out its subviews: each presentation controller kept, oldest
  /// presented controller first, hears containerViewWillLayoutSubviews before and
  /// containerViewDidLayoutSubviews after, when its class implements it (rule CT.20).
  public func presentationContainerLayout(did: Bool, in world: World) throws {
    guard !presentationControllers.isEmpty, let (env, range) = hostCallEnv() else { return }
    let name = did ? "containerViewDidLayoutSubviews" : "containerViewWillLayoutSubviews"
    for id in presentationControllers.keys.sorted(by: { $0.index < $1.index }) {
      guard let controller = presentationControllers[id],
        implements((name, name + "()"), controller)
      else { continue }
      _ = try call((name, name + "()"), on: controller, [], range, env)
    }
  }

  /// The presented controller's transitioning delegate as UIKit reads it: through the getter,
  /// so a class that overrides `transitioningDelegate` (making its delegate when first asked, as
  /// side menus do) answers with its own.
  private func transitioningDelegate(of presented: Value, _ range: SourceRange, _ env: Env)
    throws -> Value?
  {
    let name = "transitioningDelegate"
    if let className = className(of: presented),
      classes.property(name, from: className) != nil
        || classes.method(name, dialect: .objc, from: className) != nil
    {
      let delegate = try property(name, of: presented, range, env)
      return delegate.isNil ? nil : delegate
    }
    return storedObject(presented, "uikit.UIViewController.transitioningDelegate")
  }
}
