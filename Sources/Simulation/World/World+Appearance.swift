/// Who is driving an appearance step: the user's explicit begin/end, or UIKit's own forwarding.
enum AppearanceDriver {
  /// `beginAppearanceTransition`/`endAppearanceTransition`, from the user or from a transition:
  /// may print the Unbalanced warning.
  case explicit
  /// UIKit's automatic forwarding: skips steps that mean nothing, never warns (rule 5.12a).
  case automatic
}

/// One controller whose appearance changes because a view enters or leaves the window.
struct AppearancePlanItem {
  enum Extent {
    /// Will and did, both inside the call (rules 2.2, 3.3).
    case full
    /// Only the will-callback now; the did comes with the parent's (rule 2.6).
    case willOnly
    /// Only the did-callback: a controller already disappearing whose view leaves the window.
    case didOnly
  }

  var controller: ControllerID
  var extent: Extent
  var rule: RuleID
}

/// The two halves of an appearance change.
enum AppearancePhase {
  case will, did
}

extension World {
  // MARK: - The state machine (table 5.7)

  /// One begin step: update the state, send the will-callback if the table says so, then let the
  /// container put its visible child in place and forward to the children.
  func appearanceBegin(
    _ controller: ControllerID, appearing: Bool, animated: Bool, driver: AppearanceDriver,
    rule: RuleID
  ) throws {
    let step = AppearanceStep.begin(
      appearing: appearing, from: controllers[controller.index].appearance)
    controllers[controller.index].appearance = step.next
    controllers[controller.index].lastAnimated = animated
    if driver == .explicit { controllers[controller.index].explicitTransitionOpen = true }
    switch step.sent {
    case .willAppear:
      try invoke(.viewWillAppear(animated: animated), on: controller, rule: rule)
      try prepareVisibleChildren(of: controller)
      try forward(from: controller) { child in
        try self.appearanceBegin(
          child, appearing: true, animated: animated, driver: .automatic, rule: "5.12b")
      }
    case .willDisappear:
      try invoke(.viewWillDisappear(animated: animated), on: controller, rule: rule)
      try forward(from: controller) { child in
        try self.appearanceBegin(
          child, appearing: false, animated: animated, driver: .automatic, rule: "5.12b")
      }
    default:
      break
    }
  }

  /// One end step: send the did-callback (or, for explicit calls, the Unbalanced warning) and
  /// forward to the children.
  func appearanceEnd(_ controller: ControllerID, driver: AppearanceDriver, rule: RuleID) throws {
    let record = controllers[controller.index]
    let step = AppearanceStep.end(from: record.appearance)
    controllers[controller.index].appearance = step.next
    if driver == .explicit { controllers[controller.index].explicitTransitionOpen = false }
    let animated = record.lastAnimated
    switch step.sent {
    case .didAppear:
      try invoke(.viewIsAppearing(animated: animated), on: controller, rule: "5.13")
      try invoke(.viewDidAppear(animated: animated), on: controller, rule: rule)
      controllers[controller.index].movingToParent = false
      try forwardEnd(from: controller)
      try settleOwedDidMove(of: controller)
    case .didDisappear:
      try invoke(.viewDidDisappear(animated: animated), on: controller, rule: rule)
      try forwardEnd(from: controller)
    case .unbalancedWarning:
      if driver == .explicit {
        emit(.warning(.unbalancedAppearance(controller)), rule: rule == "4.11" ? "4.11" : "5.7")
      }
    default:
      break
    }
  }

  /// Runs `body` for each child that automatic forwarding reaches (rules 5.1, 5.2, 5.12b).
  private func forward(from controller: ControllerID, _ body: (ControllerID) throws -> Void)
    throws
  {
    guard try forwardsAppearance(controller) else { return }
    for child in appearanceChildren(of: controller) { try body(child) }
  }

  /// Forwards an end to the children: those shown inside the controller's view, and those still
  /// in the middle of a transition the controller began for them (even if their view has left
  /// meanwhile), so that no forwarded begin stays unbalanced.
  private func forwardEnd(from controller: ControllerID) throws {
    guard try forwardsAppearance(controller) else { return }
    let shown = Set(appearanceChildren(of: controller))
    for child in controllers[controller.index].children
    where shown.contains(child) || controllers[child.index].appearance.isTransitioning {
      try appearanceEnd(child, driver: .automatic, rule: "5.12b")
    }
  }

  /// The children whose views are loaded and inside the controller's view, in children order.
  func appearanceChildren(of controller: ControllerID) -> [ControllerID] {
    guard let view = controllers[controller.index].view else { return [] }
    return controllers[controller.index].children.filter { child in
      guard let childView = controllers[child.index].view else { return false }
      return isView(childView, inside: view)
    }
  }

  // MARK: - Explicit begin/end (rules 5.4–5.11)

  /// `controller.beginAppearanceTransition(appearing, animated:)`.
  public func beginAppearanceTransition(
    _ controller: ControllerID, appearing: Bool, animated: Bool
  ) throws {
    appearanceMisused = true
    try appearanceBegin(
      controller, appearing: appearing, animated: animated, driver: .explicit, rule: "5.7")
  }

  /// `controller.endAppearanceTransition()`.
  public func endAppearanceTransition(_ controller: ControllerID) throws {
    appearanceMisused = true
    try appearanceEnd(controller, driver: .explicit, rule: "5.7")
  }

  // MARK: - Window arrivals and departures

  /// The controllers that appear when `view` enters the window (rules 2.2, 2.5, 2.6, 2.8).
  func arrivalPlan(for view: ViewID) throws -> [AppearancePlanItem] {
    var plan: [AppearancePlanItem] = []
    for id in subtree(of: view) {
      guard let controller = views[id.index].owner else { continue }
      if controller == rootController {
        plan.append(AppearancePlanItem(controller: controller, extent: .full, rule: "0.3"))
        continue
      }
      guard let parent = try drivingParent(of: controller, within: view) else { continue }
      switch controllers[parent.index].appearance {
      case .appeared:
        plan.append(AppearancePlanItem(controller: controller, extent: .full, rule: "2.2"))
      case .appearing:
        plan.append(AppearancePlanItem(controller: controller, extent: .willOnly, rule: "2.6"))
      default:
        continue
      }
    }
    return plan
  }

  /// The controllers that disappear when `view` leaves the window (rule 3.3).
  func departurePlan(for view: ViewID) throws -> [AppearancePlanItem] {
    var plan: [AppearancePlanItem] = []
    for id in subtree(of: view) {
      guard let controller = views[id.index].owner else { continue }
      let state = controllers[controller.index].appearance
      guard state != .disappeared else { continue }
      let extent: AppearancePlanItem.Extent = state == .disappearing ? .didOnly : .full
      if controller == rootController {
        plan.append(AppearancePlanItem(controller: controller, extent: extent, rule: "0.3"))
        continue
      }
      guard try drivingParent(of: controller, within: view) != nil else { continue }
      plan.append(AppearancePlanItem(controller: controller, extent: extent, rule: "3.3"))
    }
    return plan
  }

  /// The parent whose forwarding drives this controller when its view moves as part of the
  /// subtree `moving`: nil when it has no parent (2.8), when the parent moves along with it
  /// (its own forwarding will reach the child), or when the parent does not forward (5.2).
  private func drivingParent(of controller: ControllerID, within moving: ViewID) throws
    -> ControllerID?
  {
    guard let parent = controllers[controller.index].parent else { return nil }
    if let parentView = controllers[parent.index].view, isView(parentView, inside: moving) {
      return nil
    }
    guard try forwardsAppearance(parent) else { return nil }
    return parent
  }

  /// Sends one phase of a plan.
  func send(_ plan: [AppearancePlanItem], appearing: Bool, phase: AppearancePhase) throws {
    for item in plan {
      switch phase {
      case .will:
        guard item.extent != .didOnly else { continue }
        try appearanceBegin(
          item.controller, appearing: appearing, animated: false, driver: .automatic,
          rule: item.rule)
      case .did:
        guard item.extent != .willOnly else { continue }
        try appearanceEnd(item.controller, driver: .automatic, rule: item.rule)
      }
    }
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
