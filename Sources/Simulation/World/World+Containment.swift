extension World {
  // MARK: - addChild (rules 1.1–1.10, R.6)

  /// `parent.addChild(child)` (rule R.6): a child that has a parent — even this one — first
  /// hears `willMove(toParent: nil)` and leaves it (`didMove(toParent: nil)`); then it is
  /// appended to `children`, `parent` is set, and only then `willMove(toParent:)` is sent.
  public func addChild(_ child: ControllerID, to parent: ControllerID) throws {
    try checkCanAdopt(child, by: parent)
    // A page view controller's children are the pages it is given (PV.5): one added by hand
    // is outside the documented use, and nothing drives its appearance.
    if controllers[parent.index].pageState != nil { appearanceMisused = true }
    try checkConsistency(adopting: child, by: parent)
    let hadParent = controllers[child.index].parent != nil
    try leaveCurrentParent(child)
    link(child, to: parent)
    controllers[child.index].movingToParent = true
    controllers[child.index].awaitingDidMove = true
    try invoke(.willMove(toParent: parent), on: child, rule: hadParent ? "R.6" : "1.2")
  }

  /// The first half of rule R.6: a controller joining a parent leaves the one it has.
  func leaveCurrentParent(_ child: ControllerID) throws {
    guard controllers[child.index].parent != nil else { return }
    try invoke(.willMove(toParent: nil), on: child, rule: "R.6")
    // An override of willMove may itself have removed it.
    guard controllers[child.index].parent != nil else { return }
    unlink(child)
    try invoke(.didMove(toParent: nil), on: child, rule: "R.6")
  }

  /// Refuses what UIKit never allows to make sense: a controller as its own child or ancestor,
  /// or nesting beyond the simulation's limit.
  func checkCanAdopt(_ child: ControllerID, by parent: ControllerID) throws {
    if controllers[child.index].presentingController != nil {
      emit(.exception(.presentedBecomesChild(child)), rule: "C.6")
      throw UIKitException(.presentedBecomesChild(child))
    }
    if child == rootController {
      emit(.exception(.rootBecomesChild(child)), rule: "C.3")
      throw UIKitException(.rootBecomesChild(child))
    }
    if child == parent {
      emit(.exception(.addChildToItself(child)), rule: "1.10")
      throw UIKitException(.addChildToItself(child))
    }
    var ancestor = controllers[parent.index].parent
    var level = 1
    while let id = ancestor {
      if id == child {
        emit(.exception(.containmentCycle(child: child, parent: parent)), rule: "C.1")
        throw UIKitException(.containmentCycle(child: child, parent: parent))
      }
      ancestor = controllers[id.index].parent
      level += 1
      if level > limits.maxNesting { break }
    }
    if level + controllerHeight(child) > limits.maxNesting {
      emit(.exception(.nestingLimit(limit: limits.maxNesting)), rule: "C.1")
      throw UIKitException(.nestingLimit(limit: limits.maxNesting))
    }
  }

  private func controllerHeight(_ root: ControllerID) -> Int {
    // A controller without children, the usual case, needs no stack to walk.
    if controllers[root.index].children.isEmpty { return 0 }
    var height = 0
    var stack = [(root, 0)]
    while let (id, level) = stack.popLast() {
      height = max(height, level)
      if height > limits.maxNesting { return height }
      for child in controllers[id.index].children { stack.append((child, level + 1)) }
    }
    return height
  }

  /// Rule 1.8 as R.6 revises it: checked only for a controller with no parent whose view is in
  /// a window; its view must not sit inside another controller's view.
  func checkConsistency(adopting child: ControllerID, by parent: ControllerID) throws {
    guard controllers[child.index].parent == nil, let view = controllers[child.index].view,
      isInWindow(view), let superview = views[view.index].superview,
      let found = nearestController(from: superview), found != parent
    else { return }
    let issue = UIKitIssue.inconsistentRequestedParent(
      child: child, shouldBe: found, requested: parent)
    emit(.exception(issue), rule: "1.8")
    throw UIKitException(issue)
  }

  func link(_ child: ControllerID, to parent: ControllerID) {
    touchedControllers.insert(child)
    touchedControllers.insert(parent)
    // A view already on screen before its controller joins a parent: from iOS 8 on it appeared
    // on its own and is now an appeared child (rule R.5); up to iOS 7 it never appeared.
    if let view = controllers[child.index].view, isInWindow(view) {
      let insideParent = controllers[parent.index].view.map { isView(view, inside: $0) } ?? false
      if iosVersion <= 7 || !insideParent { appearanceMisused = true }
    }
    controllers[child.index].parent = parent
    controllers[parent.index].children.append(child)
    noteOwnership(.controller(parent), .controller(child), retained: true)
    // A navigation controller's stack is its children (`viewControllers` reads them).
    if controllers[parent.index].kind == .navigation,
      !controllers[parent.index].stack.contains(child)
    {
      controllers[parent.index].stack.append(child)
    }
  }

  /// Takes the child out of its parent's lists without any callback.
  func unlink(_ child: ControllerID) {
    guard let parent = controllers[child.index].parent else { return }
    touchedControllers.insert(child)
    touchedControllers.insert(parent)
    // Its view stays on screen without a parent: it keeps its state (rules 3.5, R.5).
    if let view = controllers[child.index].view, isInWindow(view), iosVersion <= 7 {
      appearanceMisused = true
    }
    // Taken out mid-transition with its view still on screen and nothing of its own to end
    // it, it hears no more forwarding: it stays appearing or disappearing (rule 5.12c).
    if controllers[child.index].appearance.isTransitioning,
      let view = controllers[child.index].view, isInWindow(view), !endsOnItsOwn(child)
    {
      appearanceMisused = true
    }
    controllers[parent.index].children.remove(child)
    noteOwnership(.controller(parent), .controller(child), retained: false)
    if !controllers[parent.index].stack.isEmpty {
      controllers[parent.index].stack.removeAll { $0 == child }
    }
    if controllers[parent.index].shownChild == child {
      controllers[parent.index].shownChild = nil
    }
    if controllers[parent.index].kind == .tabBar {
      let count = controllers[parent.index].children.count
      if controllers[parent.index].selectedIndex >= count {
        controllers[parent.index].selectedIndex = max(0, count - 1)
      }
    }
    controllers[child.index].parent = nil
    controllers[child.index].owesDidMove = false
    controllers[child.index].awaitingDidMove = false
  }

  /// Whether a controller's transition ends without its parent: the did half of its own window
  /// move (rule R.1) or the end of a tab switch (rule 7.12) is waiting for it.
  private func endsOnItsOwn(_ controller: ControllerID) -> Bool {
    if afterCommit.contains(where: { $0.controller == controller }) { return true }
    if animations.contains(where: { $0.appearanceDids.contains { $0.controller == controller } }) {
      return true
    }
    return deferred.contains {
      if case .endTabSwitch(let old, let new) = $0 { return old == controller || new == controller }
      return false
    }
  }

  // MARK: - removeFromParent (rules 3.4–3.6)

  /// `child.removeFromParent()`.
  public func removeFromParent(_ child: ControllerID) throws {
    guard controllers[child.index].parent != nil else { return }
    unlink(child)
    try invoke(.didMove(toParent: nil), on: child, rule: "3.4")
  }

  /// A container's `didMove(toParent:)` owed until the child first appears (rule 7a.1).
  func settleOwedDidMove(of controller: ControllerID) throws {
    guard controllers[controller.index].owesDidMove,
      let parent = controllers[controller.index].parent
    else { return }
    controllers[controller.index].owesDidMove = false
    try invoke(.didMove(toParent: parent), on: controller, rule: "7a.1")
  }

  /// The second didMove(toParent:) that iOS 26.1 sends right after the did-callback of a
  /// controller whose didMove ran while it was on its way (rule R.open).
  func repeatDidMoveIfOwed(_ controller: ControllerID) throws {
    guard controllers[controller.index].needsDidMoveCleanup else { return }
    controllers[controller.index].needsDidMoveCleanup = false
    try invoke(
      .didMove(toParent: controllers[controller.index].parent), on: controller, rule: "R.open")
  }

  // MARK: - Lookups the language offers

  /// The nearest ancestor of the given kind (`navigationController`, `tabBarController`, …).
  public func ancestor(of controller: ControllerID, kind: ControllerKind) -> ControllerID? {
    var current = controllers[controller.index].parent
    var steps = 0
    while let id = current, steps <= limits.maxNesting {
      if controllers[id.index].kind == kind { return id }
      current = controllers[id.index].parent
      steps += 1
    }
    return nil
  }
}
