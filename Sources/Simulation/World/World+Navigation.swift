extension World {
  /// The duration of an animated push or pop, in seconds (UIKit's is about this; INF).
  public static let navigationDuration = 0.35

  /// `UINavigationController(rootViewController: root)` once the controller exists (rule 7a.1).
  public func setNavigationRoot(_ root: ControllerID, of navigation: ControllerID) throws {
    try adoptIntoStack(root, navigation: navigation, rule: "7a.1")
  }

  /// `navigation.pushViewController(controller, animated:)` (rules 7.1, 7.2, 7.6, 7a.6, 8.7).
  public func push(_ controller: ControllerID, onto navigation: ControllerID, animated: Bool) throws
  {
    try adoptIntoStack(controller, navigation: navigation, rule: "7.1")
    scheduleNavigationTransition(navigation, animated: animated)
  }

  /// `navigation.popViewController(animated:)`: returns the popped controller (rule 7.4).
  @discardableResult
  public func pop(from navigation: ControllerID, animated: Bool) throws -> ControllerID? {
    guard controllers[navigation.index].stack.count > 1,
      let popped = controllers[navigation.index].stack.popLast()
    else { return nil }
    try leaveStack([popped], navigation: navigation, animated: animated)
    return popped
  }

  /// `navigation.popToRootViewController(animated:)`: returns the popped controllers.
  @discardableResult
  public func popToRoot(from navigation: ControllerID, animated: Bool) throws -> [ControllerID] {
    let stack = controllers[navigation.index].stack
    guard stack.count > 1 else { return [] }
    let popped = Array(stack.dropFirst())
    controllers[navigation.index].stack = [stack[0]]
    try leaveStack(popped.reversed(), navigation: navigation, animated: animated)
    return popped
  }

  func adoptIntoStack(_ controller: ControllerID, navigation: ControllerID, rule: RuleID)
    throws
  {
    if controllers[controller.index].kind == .navigation {
      emit(.exception(.pushNavigationController), rule: "8.7")
      throw UIKitException(.pushNavigationController)
    }
    if controllers[navigation.index].stack.contains(controller) {
      emit(.exception(.pushSameInstance(controller)), rule: "8.7")
      throw UIKitException(.pushSameInstance(controller))
    }
    try checkCanAdopt(controller, by: navigation)
    try checkConsistency(adopting: controller, by: navigation)
    if let old = controllers[controller.index].parent, old != navigation {
      try leaveCurrentParent(controller)
    }
    if controllers[controller.index].parent != navigation { link(controller, to: navigation) }
    controllers[controller.index].movingToParent = true
    try invoke(.willMove(toParent: navigation), on: controller, rule: rule)
    controllers[navigation.index].pendingPops.removeAll { $0 == controller }
    if !controllers[navigation.index].stack.contains(controller) {
      controllers[navigation.index].stack.append(controller)
    }
    controllers[controller.index].owesDidMove = true
  }

  func leaveStack(_ popped: [ControllerID], navigation: ControllerID, animated: Bool) throws {
    for controller in popped {
      try invoke(.willMove(toParent: nil), on: controller, rule: "7.4")
    }
    if isLive(navigation) {
      controllers[navigation.index].pendingPops.append(contentsOf: popped)
      scheduleNavigationTransition(navigation, animated: animated)
    } else {
      for controller in popped { deferred.append(.finishOffscreenPop(controller)) }
    }
  }

  func scheduleNavigationTransition(_ navigation: ControllerID, animated: Bool) {
    guard isLive(navigation) else { return }
    let inFlight = animations.contains { animation in
      if case .navigation(let record) = animation.kind { return record.navigation == navigation }
      return false
    }
    if inFlight { emit(.warning(.nestedPush), rule: "8.8") }
    controllers[navigation.index].pendingNavigationAnimated = animated
    guard !controllers[navigation.index].navigationTransitionScheduled else { return }
    controllers[navigation.index].navigationTransitionScheduled = true
    deferred.append(.startNavigationTransition(navigation))
  }

  /// The appearance part of a push or pop, in the layout pass after the call (rule 7.2).
  func startNavigationTransition(_ navigation: ControllerID) throws {
    controllers[navigation.index].navigationTransitionScheduled = false
    finishNavigationAnimations(of: navigation)
    let record = controllers[navigation.index]
    let popped = record.pendingPops
    controllers[navigation.index].pendingPops = []
    guard let top = record.stack.last, isLive(navigation) else {
      try finishPop(of: popped)
      return
    }
    let shown = record.shownChild
    guard shown != top || !popped.isEmpty else { return }
    let animated = record.pendingNavigationAnimated
    let rule: RuleID = popped.isEmpty ? (animated ? "7.1" : "7.3") : "7.4"
    let custom = NavigationRecord(
      navigation: navigation, from: shown == top ? nil : shown, to: top, popped: popped)
    if try startCustomNavigationTransition(custom, animated: animated, rule: rule) { return }
    let navigationView = try loadedView(of: navigation)
    let topView = try loadedView(of: top)
    let duration = animated ? World.navigationDuration : 0
    beginCoordinator(
      owner: navigation, controllers: [navigation], animated: animated, duration: duration)
    var started = false
    defer { dropCoordinator(of: navigation, unless: started) }
    if let shown, shown != top {
      try explicitBegin(shown, appearing: false, animated: animated, rule: rule)
    }
    // A top that stays (a push popped in the same turn) is already on screen.
    if shown != top {
      try explicitBegin(top, appearing: true, animated: animated, rule: rule)
    }
    if views[topView.index].superview != navigationView {
      setFrame(topView, views[navigationView.index].bounds)
      try attach(topView, to: navigationView, at: nil)
      markLayout(in: topView)
    }
    controllers[navigation.index].shownChild = top
    let animation = startAnimation(
      duration: duration, curve: .easeInOut, kind: .navigation(custom))
    started = true
    startAlongsideAnimations(of: navigation, animation: animation)
  }

  /// Ends a running navigation transition at once (another one is starting).
  private func finishNavigationAnimations(of navigation: ControllerID) {
    while let index = animations.firstIndex(where: { animation in
      if case .navigation(let record) = animation.kind { return record.navigation == navigation }
      return false
    }) {
      if case .navigation(let record) = animations.remove(at: index).kind {
        finishNavigationTransition(record)
      }
    }
  }

  /// The end of a push or pop: the old view leaves, did-callbacks, then the popped controllers'
  /// `didMove(toParent: nil)` (rules 7.1, 7.4).
  func finishNavigationTransition(_ record: NavigationRecord) {
    if let from = record.from, let fromView = controllers[from.index].view,
      let navigationView = controllers[record.navigation.index].view,
      views[fromView.index].superview == navigationView
    {
      guarded { try takeOut(fromView) }
    }
    if let from = record.from {
      guarded { try explicitEnd(from, rule: "7.1") }
    }
    if record.from != nil || controllers[record.to.index].explicitTransitionOpen {
      guarded { try explicitEnd(record.to, rule: "7.1") }
    }
    guarded { try finishPop(of: record.popped) }
    endCoordinator(of: record.navigation, cancelled: false)
  }

  /// Popped controllers leave the navigation controller (rules 7.4, 7a.6).
  func finishPop(of popped: [ControllerID]) throws {
    for controller in popped {
      guard let navigation = controllers[controller.index].parent,
        !controllers[navigation.index].stack.contains(controller)
      else { continue }
      if let view = controllers[controller.index].view,
        let navigationView = controllers[navigation.index].view,
        views[view.index].superview == navigationView
      {
        try takeOut(view)
      }
      unlink(controller)
      try invoke(.didMove(toParent: nil), on: controller, rule: "7.4")
    }
  }
}
