extension World {
  // MARK: - The appearance state (rules 0.2, R.4, 5.12a, 5.12b)

  /// UIKit's one appearance step: moves `controller` to `target` and sends that state's
  /// callback, unless it is already there; then forwards the step to the children (rules 5.12a,
  /// 5.12b).
  ///
  /// Reaching a settled state closes any explicit begins still open (rule R.4): a deferred
  /// did-callback that arrives while a transition's begin is open is why that transition's end
  /// later finds nothing to end (rule R.4, the Unbalanced warning of R13).
  func enterAppearance(
    _ controller: ControllerID, _ target: AppearanceState, animated: Bool, rule: RuleID
  ) throws {
    let previous = controllers[controller.index].appearance
    guard previous != target else { return }
    try setAppearance(controller, target, from: previous, animated: animated, rule: rule)
  }

  /// The step itself, with no "already there" check: the callback of `target`, then the same
  /// step forwarded to every child whose view is inside this controller's view, each first put
  /// in `previous` (rule 5.12a) so that it hears the step whatever state it was left in.
  private func setAppearance(
    _ controller: ControllerID, _ target: AppearanceState, from previous: AppearanceState,
    animated: Bool, rule: RuleID
  ) throws {
    touchedControllers.insert(controller)
    controllers[controller.index].appearance = target
    if target.isTransitioning {
      controllers[controller.index].lastAnimated = animated
    } else {
      controllers[controller.index].appearanceLevel = 0
    }
    let animated = controllers[controller.index].lastAnimated
    var insideWillAppear = false
    defer { if insideWillAppear { controllers[controller.index].willAppearDepth -= 1 } }
    switch target {
    case .appearing:
      controllers[controller.index].owesIsAppearing = true
      try invoke(.viewWillAppear(animated: animated), on: controller, rule: rule)
      // A system container shows its visible child from its own viewWillAppear, so the child
      // hears its parent's forwarding, not a window move of its own (rules 7a.2, R.2).
      controllers[controller.index].willAppearDepth += 1
      insideWillAppear = true
      try prepareVisibleChildren(of: controller)
    case .disappearing:
      try invoke(.viewWillDisappear(animated: animated), on: controller, rule: rule)
    case .appeared:
      // The state already says appeared; still owed when no layout pass came since
      // viewWillAppear (a tab switch that ends inside itself).
      try sendIsAppearingIfOwed(controller, rule: "5.13", arriving: true)
      try invoke(.viewDidAppear(animated: animated), on: controller, rule: rule)
      controllers[controller.index].movingToParent = false
    case .disappeared:
      controllers[controller.index].owesIsAppearing = false
      try invoke(.viewDidDisappear(animated: animated), on: controller, rule: rule)
    }
    if !target.isTransitioning { try repeatDidMoveIfOwed(controller) }
    if controllers[controller.index].kind == .page { try forwardToPages(of: controller, target) }
    for child in try forwardedChildren(of: controller) {
      // The callback may have moved the child's view out, or settled it another way.
      guard isForwardedTo(child, by: controller) else { continue }
      try setAppearance(child, target, from: previous, animated: animated, rule: "5.12b")
    }
    if target == .appeared { try settleOwedDidMove(of: controller) }
  }

  /// Whether the child's view is still inside the parent's view when the step reaches it.
  private func isForwardedTo(_ child: ControllerID, by parent: ControllerID) -> Bool {
    guard controllers[child.index].parent == parent,
      let childView = controllers[child.index].view, let parentView = controllers[parent.index].view
    else { return false }
    return isView(childView, inside: parentView)
  }

  /// `viewIsAppearing` once per appearance, in the first layout pass or just before
  /// `viewDidAppear` (rule 5.13); `arriving`: called on the way to `viewDidAppear`.
  func sendIsAppearingIfOwed(_ controller: ControllerID, rule: RuleID, arriving: Bool = false)
    throws
  {
    guard controllers[controller.index].owesIsAppearing,
      arriving || controllers[controller.index].appearance == .appearing
    else { return }
    controllers[controller.index].owesIsAppearing = false
    try invoke(
      .viewIsAppearing(animated: controllers[controller.index].lastAnimated), on: controller,
      rule: rule)
  }

  /// A begin that UIKit's own containers make (navigation, tab bar, split view): like an
  /// explicit begin without the level count, and never a will-disappear for a controller that
  /// is not on screen.
  func automaticBegin(
    _ controller: ControllerID, appearing: Bool, animated: Bool, rule: RuleID
  ) throws {
    if !appearing, controllers[controller.index].appearance == .disappeared { return }
    try enterAppearance(
      controller, appearing ? .appearing : .disappearing, animated: animated, rule: rule)
  }

  /// The end that matches `automaticBegin`: settles a controller that is on its way; never
  /// warns (rule 5.12a).
  func automaticEnd(_ controller: ControllerID, rule: RuleID) throws {
    switch controllers[controller.index].appearance {
    case .appearing: try enterAppearance(controller, .appeared, animated: false, rule: rule)
    case .disappearing: try enterAppearance(controller, .disappeared, animated: false, rule: rule)
    case .appeared, .disappeared: break
    }
  }

  /// The children a controller's appearance reaches (rules 5.1, 5.2, 5.12a, 5.12b, R.2): those
  /// whose views are inside its view, in children order, whatever their own state.
  private func forwardedChildren(of controller: ControllerID) throws -> [ControllerID] {
    guard try forwardsAppearance(controller) else { return [] }
    // Most controllers whose appearance changes have no children to forward to.
    if controllers[controller.index].children.isEmpty { return [] }
    return appearanceChildren(of: controller)
  }

  /// The children whose views are loaded and inside the controller's view, in children order.
  func appearanceChildren(of controller: ControllerID) -> [ControllerID] {
    guard let view = controllers[controller.index].view else { return [] }
    return controllers[controller.index].children.filter { child in
      guard let childView = controllers[child.index].view else { return false }
      return isView(childView, inside: view)
    }
  }

  // MARK: - Explicit begin/end (rules R.4, 5.4–5.8, 5.11)

  /// `controller.beginAppearanceTransition(appearing, animated:)`.
  public func beginAppearanceTransition(
    _ controller: ControllerID, appearing: Bool, animated: Bool
  ) throws {
    appearanceMisused = true
    try explicitBegin(controller, appearing: appearing, animated: animated, rule: "R.4")
  }

  /// `controller.endAppearanceTransition()`.
  public func endAppearanceTransition(_ controller: ControllerID) throws {
    appearanceMisused = true
    try explicitEnd(controller, rule: "R.4")
  }

  /// A begin counts a level: a begin in the direction already open only counts; otherwise the
  /// level starts again at 1 and the will-callback goes out unless the controller is already
  /// on its way there — an appeared controller hears `viewWillAppear` again (rule R.4).
  func explicitBegin(
    _ controller: ControllerID, appearing: Bool, animated: Bool, rule: RuleID
  ) throws {
    touchedControllers.insert(controller)
    let record = controllers[controller.index]
    if record.appearanceLevel >= 1, record.levelAppearing == appearing {
      controllers[controller.index].appearanceLevel += 1
      return
    }
    controllers[controller.index].appearanceLevel = 1
    controllers[controller.index].levelAppearing = appearing
    try enterAppearance(
      controller, appearing ? .appearing : .disappearing, animated: animated, rule: rule)
    // The will-callback may have settled it (an override ending its own transition).
    if controllers[controller.index].appearance.isTransitioning,
      controllers[controller.index].appearanceLevel == 0
    {
      controllers[controller.index].appearanceLevel = 1
    }
  }

  /// An end at level 0 logs the Unbalanced warning and carries on; above 1 it only counts down;
  /// reaching 0 sends the did-callback of the direction the controller is on its way in (of
  /// the open begins, if it has settled meanwhile) unless it is already there (rule R.4).
  func explicitEnd(_ controller: ControllerID, rule: RuleID) throws {
    touchedControllers.insert(controller)
    let record = controllers[controller.index]
    let target: AppearanceState
    switch record.appearance {
    case .appearing: target = .appeared
    case .disappearing: target = .disappeared
    case .appeared, .disappeared: target = record.levelAppearing ? .appeared : .disappeared
    }
    if record.appearanceLevel == 0 {
      emit(.warning(.unbalancedAppearance(controller)), rule: rule)
      guard record.appearance.isTransitioning else { return }
    } else {
      controllers[controller.index].appearanceLevel -= 1
      guard record.appearanceLevel == 1 else { return }
    }
    try enterAppearance(controller, target, animated: record.lastAnimated, rule: rule)
  }

  // MARK: - Views entering and leaving the window (rules R.1, R.2, R.5)

  /// The controllers that hear their own appearance callbacks when `moving` enters or leaves
  /// the window, parents before children (rule R.1).
  func windowMoveControllers(in moving: ViewID, arriving: Bool) throws -> MovingControllers {
    var result = MovingControllers()
    try forEachInSubtree(of: moving) { id in
      guard let controller = views[id.index].owner else { return }
      touchedControllers.insert(controller)
      if try hearsWindowMove(controller, within: moving, arriving: arriving) {
        result.append(controller)
      } else if arriving, controllers[controller.index].appearanceLevel == 0,
        controllers[controller.index].appearance == .disappeared,
        insideExplicitTransition(controller),
        // A parent inside its own viewWillAppear forwards to it (a system container inside a
        // page that its page view controller drives, rule PV.5).
        controllers[controller.index].parent.map({ controllers[$0.index].willAppearDepth == 0 })
          ?? true
      {
        // An ancestor is mid-transition: UIKit skips it, and the forwarding it missed will not
        // come again, so it stays disappeared on screen.
        appearanceMisused = true
      } else {
        notePageMovedByHand(controller, within: moving, arriving: arriving)
      }
    }
    return result
  }

  /// Whether a controller whose view moves with `moving` hears the window move itself: not
  /// while it or an ancestor is inside an explicit begin/end, not when its parent hears the same
  /// move or is inside its own `viewWillAppear` (the parent's forwarding reaches it, R.2), not
  /// when its parent does not forward (5.2) — but a grandchild below such a parent does (5.2a);
  /// a parentless controller hears it from iOS 8 on (R.5).
  private func hearsWindowMove(_ controller: ControllerID, within moving: ViewID, arriving: Bool)
    throws -> Bool
  {
    if insideExplicitTransition(controller) { return false }
    guard let parent = controllers[controller.index].parent else {
      return controller == rootController || iosVersion >= 8
    }
    // A parent that moves along hears the move first and forwards it; one that does not hear
    // it (its own parent does not forward, 5.2) forwards nothing, and UIKit, walking down the
    // moving views, reaches the child itself (rule 5.2a).
    if let parentView = controllers[parent.index].view, isView(parentView, inside: moving) {
      guard let grandparent = controllers[parent.index].parent,
        try !forwardsAppearance(grandparent)
      else { return false }
    }
    if arriving, controllers[parent.index].willAppearDepth > 0 { return false }
    // Before iOS 8 a parentless controller that is not the root never appears by a window
    // move (R.5), so it has nothing to forward to its children either.
    if iosVersion < 8, controllers[parent.index].parent == nil, parent != rootController,
      controllers[parent.index].presentingController == nil
    {
      return false
    }
    return try forwardsAppearance(parent)
  }

  /// Whether the controller or one of its ancestors has an explicit begin open.
  private func insideExplicitTransition(_ controller: ControllerID) -> Bool {
    var current: ControllerID? = controller
    var steps = 0
    while let id = current, steps <= limits.maxNesting {
      if controllers[id.index].appearanceLevel > 0 { return true }
      current = controllers[id.index].parent
      steps += 1
    }
    return false
  }

  /// The rule a window move of this controller follows, for `:why`.
  private func windowMoveRule(_ controller: ControllerID) -> RuleID {
    if controller == rootController { return "7a.4" }
    return controllers[controller.index].parent == nil ? "R.5" : "R.1"
  }

  /// The will half of an arrival, synchronous; the did half waits for the end of the turn or
  /// of the enclosing animation (rule R.1).
  func arrive(_ movers: MovingControllers) throws {
    for controller in movers {
      let state = controllers[controller.index].appearance
      guard state == .disappeared || state == .disappearing else { continue }
      // Queued before the will-callback runs, so that its did comes before the did of anything
      // the callback itself shows.
      scheduleAppearanceDid(of: controller, appearing: true)
      try enterAppearance(
        controller, .appearing, animated: false, rule: windowMoveRule(controller))
    }
  }

  /// The will half of a departure, synchronous; the did half is deferred like an arrival's.
  func depart(_ movers: MovingControllers) throws {
    for controller in movers {
      switch controllers[controller.index].appearance {
      case .appeared, .appearing:
        scheduleAppearanceDid(of: controller, appearing: false)
        try enterAppearance(
          controller, .disappearing, animated: false, rule: windowMoveRule(controller))
      case .disappearing:
        scheduleAppearanceDid(of: controller, appearing: false)
      case .disappeared:
        break
      }
    }
  }

  /// Queues the did half of a window move: at the end of the animation whose block made the
  /// move, otherwise after the layout pass at the end of the turn (rule R.1).
  private func scheduleAppearanceDid(of controller: ControllerID, appearing: Bool) {
    let task = AppearanceDid(controller: controller, appearing: appearing)
    if let context = animationContext,
      let index = animations.firstIndex(where: { $0.id == context })
    {
      animations[index].appearanceDids.append(task)
    } else {
      afterCommit.append(task)
    }
  }

  /// Runs a deferred did half: only if the controller is still on its way there.
  func runAppearanceDid(_ task: AppearanceDid) throws {
    let state = controllers[task.controller.index].appearance
    guard state == (task.appearing ? .appearing : .disappearing) else { return }
    try enterAppearance(
      task.controller, task.appearing ? .appeared : .disappeared, animated: false,
      rule: windowMoveRule(task.controller))
  }

  // MARK: - isMovingToParent / isMovingFromParent (rule 3.7)

  /// `isMovingToParent`: true only inside an appearance callback of a controller being added.
  public func isMovingToParent(_ controller: ControllerID) -> Bool {
    let record = controllers[controller.index]
    return record.movingToParent && record.appearanceCallbackDepth > 0
  }

  /// `isMovingFromParent`: true only inside an appearance callback of a controller being removed.
  public func isMovingFromParent(_ controller: ControllerID) -> Bool {
    let record = controllers[controller.index]
    return record.movingFromParent && record.appearanceCallbackDepth > 0
  }
}

/// The did half of a window move, waiting for the end of the turn or of an animation (R.1).
struct AppearanceDid: Hashable {
  var controller: ControllerID
  var appearing: Bool
}
