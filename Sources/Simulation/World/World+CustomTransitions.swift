/// UIKit's transition context for a navigation push or pop, or a tab switch, that an animator
/// object drives (rules CT.1–CT.9, CT.14, CT.15): what `UIViewControllerContextTransitioning`
/// answers, and the interactive state a `UIPercentDrivenInteractiveTransition` moves.
public struct CustomTransitionRecord {
  public let id: Int
  /// The push or pop; nil for a tab switch or a presentation.
  var navigation: NavigationRecord?
  /// The presentation or dismissal; nil for a push, pop or tab switch.
  var presentation: PresentationRecord?
  /// The presented view's frame at the end of a presentation (rule CT.18).
  var presentedFrame: Rect = .zero
  /// The controller going away (`.from`).
  public let from: ControllerID?
  /// The controller coming in (`.to`).
  public let to: ControllerID
  /// The navigation or tab bar controller running the transition; the presented controller
  /// of a presentation or dismissal.
  public let container: ControllerID
  /// The view the animator works in (the container's view here; INF).
  public let containerView: ViewID
  public let isAnimated: Bool
  public internal(set) var isInteractive = false
  public internal(set) var wasCancelled = false
  /// How far an interactive driver has moved the transition (0…1).
  public internal(set) var percentComplete = 0.0
  /// The animations the animator started while an interactive driver holds them.
  var held: [Int] = []

  /// Whether this is a push (else a pop or a tab switch).
  public var isPush: Bool { navigation?.popped.isEmpty ?? false }
}

/// What a delegate gave for a custom transition before it starts: the animator's duration
/// when UIKit asked it already (else 0), and whether an interaction controller drives it
/// (rules CT.14, CT.15, CT.21).
public struct CustomTransitionPlan: Hashable, Sendable {
  public let duration: Double
  public let isInteractive: Bool

  public init(duration: Double, isInteractive: Bool) {
    self.duration = duration
    self.isInteractive = isInteractive
  }
}

/// What the user's presentation controller answers when its presentation starts: the
/// presented view's frame (nil for the whole screen) and whether it removes the presenter's
/// view (rules CT.20, CT.23).
public struct UserPresentationController: Hashable, Sendable {
  public let frame: Rect?
  public let removesPresentersView: Bool

  public init(frame: Rect?, removesPresentersView: Bool) {
    self.frame = frame
    self.removesPresentersView = removesPresentersView
  }
}

/// `UINavigationController.Operation`, as the delegate is asked about it.
public enum NavigationOperation: String, Sendable {
  case push, pop
}

extension SimulationHost {
  /// No animator for a tab switch unless the host finds one.
  public func customTabTransition(
    tab: ControllerID, from: ControllerID, to: ControllerID, in world: World
  ) throws -> CustomTransitionPlan? { nil }

  /// No custom animator unless the host finds one.
  public func wantsCustomTransition(
    navigation: ControllerID, operation: NavigationOperation, from: ControllerID,
    to: ControllerID, in world: World
  ) throws -> CustomTransitionPlan? { nil }

  /// No animator for a presentation or dismissal unless the host finds one.
  public func wantsCustomPresentation(
    presented: ControllerID, presenting: ControllerID, source: ControllerID?, dismissal: Bool,
    in world: World
  ) throws -> CustomTransitionPlan? { nil }

  /// No presentation controller of the user's without a host.
  public func beginPresentationController(
    presented: ControllerID, presenting: ControllerID, source: ControllerID?,
    container: ViewID, in world: World
  ) throws -> UserPresentationController? { nil }

  /// Nothing to tell without a host.
  public func tellPresentationController(
    of presented: ControllerID, dismissal: Bool, completed: Bool?, in world: World
  ) throws {}

  /// No presentation controller of the user's to tell without a host.
  public func presentationContainerLayout(did: Bool, in world: World) throws {}

  /// Nothing to run without a host that knows the animator.
  public func runCustomTransition(_ id: Int, in world: World) throws {}
}

extension World {
  /// The custom transition with this id while it runs.
  public func customTransition(_ id: Int) -> CustomTransitionRecord? {
    customTransitions.first { $0.id == id }
  }

  /// Starts a push or pop that the navigation delegate's animator drives (rules CT.1, CT.2):
  /// the will-callbacks go out as for UIKit's own slide, then the host runs the animator,
  /// which puts `to.view` in the container itself. The interaction controller and the
  /// animator's duration are known before the will-callbacks (rule CT.22). Returns false when
  /// the delegate gives no animator.
  func startCustomNavigationTransition(
    _ record: NavigationRecord, animated: Bool, rule: RuleID
  ) throws -> Bool {
    guard animated, let from = record.from, let host else { return false }
    let operation: NavigationOperation = record.popped.isEmpty ? .push : .pop
    guard
      let plan = try host.wantsCustomTransition(
        navigation: record.navigation, operation: operation, from: from, to: record.to,
        in: self)
    else { return false }
    let containerView = try loadedView(of: record.navigation)
    _ = try loadedView(of: record.to)
    let id = nextCustomTransitionID
    nextCustomTransitionID += 1
    beginCoordinator(
      owner: record.navigation, controllers: [record.navigation], animated: true,
      duration: plan.duration, custom: id, interactive: plan.isInteractive)
    var started = false
    defer { dropCoordinator(of: record.navigation, unless: started) }
    try explicitBegin(from, appearing: false, animated: true, rule: "CT.2")
    try explicitBegin(record.to, appearing: true, animated: true, rule: "CT.2")
    controllers[record.navigation.index].shownChild = record.to
    customTransitions.append(
      CustomTransitionRecord(
        id: id, navigation: record, from: from, to: record.to, container: record.navigation,
        containerView: containerView, isAnimated: true, isInteractive: plan.isInteractive))
    started = true
    try host.runCustomTransition(id, in: self)
    return true
  }

  /// `initialFrame(for:)` of UIKit's context: the container's bounds for the controller going
  /// away, `.zero` for the one coming in (rule CT.3).
  public func initialFrame(of controller: ControllerID, in id: Int) -> Rect {
    guard let record = customTransition(id), controller == record.from else { return .zero }
    if record.presentation?.isDismissal == true, let view = controllers[controller.index].view {
      return views[view.index].frame
    }
    return views[record.containerView.index].bounds
  }

  /// `finalFrame(for:)` of UIKit's context: the container's bounds for the controller coming
  /// in, `.zero` for the one going away (rule CT.3).
  public func finalFrame(of controller: ControllerID, in id: Int) -> Rect {
    guard let record = customTransition(id), controller == record.to else { return .zero }
    if record.presentation?.isDismissal == false { return record.presentedFrame }
    return views[record.containerView.index].bounds
  }

  /// `view(forKey:)` of UIKit's context: the view of the controller on that side, except the
  /// presenter's when its presentation does not remove the presenter's view (rule CT.18).
  public func transitionView(of controller: ControllerID, in id: Int) -> ViewID? {
    guard let record = customTransition(id) else { return nil }
    if let presentation = record.presentation, controller != presentation.presented,
      presentation.covered == nil
    {
      return nil
    }
    return controllers[controller.index].view
  }

  /// The next animation's id: animations started from here on belong to what runs next.
  public var animationMarker: Int { nextAnimationID }

  /// An interactive driver holds, at 0 %, the animations the animator started since `marker`
  /// (rule CT.6).
  public func holdAnimations(of id: Int, startedSince marker: Int) {
    guard let index = customTransitions.firstIndex(where: { $0.id == id }) else { return }
    var held: [Int] = []
    for position in animations.indices where animations[position].id >= marker {
      animations[position].held = 0
      held.append(animations[position].id)
    }
    customTransitions[index].held = held
    customTransitions[index].isInteractive = true
    if let coordinator = coordinators.lastIndex(where: { $0.custom == id }) {
      coordinators[coordinator].initiallyInteractive = true
    }
    customTransitions[index].percentComplete = 0
  }

  /// `update(_:)`: the held animations show `percent` (clamped to 0…1) of their way (CT.6).
  public func updateInteractiveTransition(_ id: Int, percent: Double) {
    guard let index = customTransitions.firstIndex(where: { $0.id == id }),
      customTransitions[index].isInteractive
    else { return }
    let clamped = percent.isFinite ? min(max(percent, 0), 1) : 0
    customTransitions[index].percentComplete = clamped
    for position in animations.indices
    where customTransitions[index].held.contains(animations[position].id) {
      animations[position].held = clamped
    }
  }

  /// `finish()` or `cancel()`: the interaction ends and the held animations run on from where
  /// they are, forwards or back to their start, at `speed` times their pace (rules CT.7, CT.8).
  public func endInteraction(_ id: Int, cancelled: Bool, speed: Double) {
    guard let index = customTransitions.firstIndex(where: { $0.id == id }),
      customTransitions[index].isInteractive
    else { return }
    customTransitions[index].isInteractive = false
    if cancelled { customTransitions[index].wasCancelled = true }
    let done = customTransitions[index].percentComplete
    let pace = speed.isFinite && speed > 0 ? speed : 1
    for position in animations.indices
    where customTransitions[index].held.contains(animations[position].id) {
      let span = Double(animations[position].end - animations[position].start) / pace
      let behind = cancelled ? 1 - done : done
      animations[position].held = nil
      animations[position].reversed = cancelled
      animations[position].start = now - Int64(behind * span)
      animations[position].end = now + Int64((1 - behind) * span)
    }
    customTransitions[index].held = []
    interactionChanged(custom: id, cancelled: cancelled)
  }

  /// A reversed animation leaves its views where they started (rule CT.8).
  func restoreStartValues(of animation: Animation) {
    for track in animation.tracks {
      switch track.change {
      case .frame(let from, _): setFrame(track.view, from)
      case .transform(let from, _): setTransform(track.view, from)
      case .boundsOrigin(let from, _): views[track.view.index].boundsOrigin = from
      }
    }
  }

  /// `completeTransition(_:)` on UIKit's context (rules CT.4, CT.5, CT.8): completed, the push
  /// or pop ends as UIKit's own does; not completed, the appearance steps are undone — the
  /// controller coming in disappears, the one going away appears again — and the stack is
  /// what it was. A second call does nothing.
  public func completeCustomTransition(_ id: Int, didComplete: Bool) throws {
    guard let index = customTransitions.firstIndex(where: { $0.id == id }) else { return }
    let record = customTransitions.remove(at: index)
    if let presentation = record.presentation {
      try completeCustomPresentation(record, presentation, didComplete: didComplete)
      return
    }
    guard let navigation = record.navigation else {
      try completeCustomTabSwitch(record, didComplete: didComplete)
      return
    }
    if didComplete {
      finishNavigationTransition(navigation)
      return
    }
    try undoAppearance(of: record)
    let owner = navigation.navigation
    if record.isPush {
      controllers[owner.index].stack.removeAll { $0 == navigation.to }
      controllers[navigation.to.index].owesDidMove = false
      controllers[navigation.to.index].movingToParent = false
      unlink(navigation.to)
    } else {
      controllers[owner.index].stack.append(contentsOf: navigation.popped.reversed())
    }
    controllers[owner.index].shownChild = navigation.from
    endCoordinator(of: owner, cancelled: true)
  }

  /// A cancelled transition undoes its appearance steps: the controller coming in leaves and
  /// disappears, the one going away appears again (rule CT.8).
  private func undoAppearance(of record: CustomTransitionRecord) throws {
    if let toView = controllers[record.to.index].view, views[toView.index].superview != nil {
      try takeOut(toView)
    }
    try explicitBegin(record.to, appearing: false, animated: true, rule: "CT.8")
    try explicitEnd(record.to, rule: "CT.8")
    if let from = record.from {
      try explicitBegin(from, appearing: true, animated: true, rule: "CT.8")
      try explicitEnd(from, rule: "CT.8")
    }
  }

  // MARK: - The tab bar controller's delegate (rules CT.14, CT.15)

  /// A tab switch the delegate's animator drives (rule CT.14): UIKit asks for the animator only
  /// when animations are enabled, the tab bar controller is appearing or on screen and the old
  /// tab's view is in the window. The host asks the delegate now; the switch itself starts
  /// after the Core Animation commit, at the end of the turn (rule CT.15). False when there is
  /// no animator.
  func beginCustomTabSwitch(_ tab: ControllerID, from old: ControllerID, to new: ControllerID)
    throws -> Bool
  {
    let state = controllers[tab.index].appearance
    guard state == .appearing || state == .appeared, let host,
      let oldView = controllers[old.index].view, isInWindow(oldView),
      let plan = try host.customTabTransition(tab: tab, from: old, to: new, in: self)
    else { return false }
    controllers[tab.index].shownChild = new
    deferred.append(.startCustomTabSwitch(tab: tab, from: old, to: new, plan: plan))
    return true
  }

  /// A new selection while an animator's switch runs ends that switch at once, as completed;
  /// the animator's own completeTransition(_:) later does nothing (rules CT.15, CT.4).
  func finishRunningTabSwitch(of tab: ControllerID) {
    guard let record = customTransitions.first(where: { $0.container == tab }) else { return }
    endInteraction(record.id, cancelled: false, speed: 1)
    guarded { try completeCustomTransition(record.id, didComplete: true) }
  }

  /// Forgets a tab switch an animator was to drive that has not started; returns the tab
  /// still on screen, or nil when none was waiting.
  func cancelPendingTabSwitch(of tab: ControllerID) -> ControllerID? {
    guard
      let index = deferred.firstIndex(where: {
        if case .startCustomTabSwitch(let owner, _, _, _) = $0 { return owner == tab }
        return false
      }), case .startCustomTabSwitch(_, let from, _, _) = deferred.remove(at: index)
    else { return nil }
    controllers[tab.index].shownChild = from
    return from
  }

  /// The deferred start of a tab switch an animator drives (rule CT.15): the appearance begins
  /// as in UIKit's own switch (7.12), then the animator (or the interaction controller) runs
  /// with `to.view` not yet in the container. An interaction controller given makes the
  /// transition interactive from the start, as UIKit sets it on its context before the
  /// will-callbacks.
  func startCustomTabSwitch(
    _ tab: ControllerID, from old: ControllerID, to new: ControllerID, plan: CustomTransitionPlan
  ) throws {
    guard let host, controllers[tab.index].shownChild == new else { return }
    let containerView = try loadedView(of: tab)
    _ = try loadedView(of: new)
    let id = nextCustomTransitionID
    nextCustomTransitionID += 1
    beginCoordinator(
      owner: tab, controllers: [tab], animated: true, duration: plan.duration, custom: id,
      interactive: plan.isInteractive)
    var started = false
    defer { dropCoordinator(of: tab, unless: started) }
    try explicitBegin(new, appearing: true, animated: true, rule: "CT.15")
    try explicitBegin(old, appearing: false, animated: true, rule: "CT.15")
    customTransitions.append(
      CustomTransitionRecord(
        id: id, navigation: nil, from: old, to: new, container: tab,
        containerView: containerView, isAnimated: true, isInteractive: plan.isInteractive))
    started = true
    try host.runCustomTransition(id, in: self)
  }

  /// `completeTransition(_:)` of a tab switch (rules CT.15, CT.8): completed, the old tab's
  /// view leaves and the old tab ends disappearing, then the new one ends appearing; not
  /// completed, the appearance steps are undone and the old tab is selected again.
  private func completeCustomTabSwitch(_ record: CustomTransitionRecord, didComplete: Bool)
    throws
  {
    let tab = record.container
    if didComplete {
      if let from = record.from {
        if let view = controllers[from.index].view, views[view.index].superview != nil {
          try takeOut(view)
        }
        try explicitEnd(from, rule: "CT.15")
      }
      try explicitEnd(record.to, rule: "CT.15")
    } else {
      try undoAppearance(of: record)
      if let from = record.from {
        controllers[tab.index].shownChild = from
        if let index = Array(controllers[tab.index].children).firstIndex(of: from) {
          controllers[tab.index].selectedIndex = index
        }
      }
    }
    endCoordinator(of: tab, cancelled: !didComplete)
  }
}
