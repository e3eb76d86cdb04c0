extension World {
  /// Every way the world disagrees with itself; empty when it is consistent.
  ///
  /// Structure (parent/child links, the view tree, root views, navigation stacks, animations)
  /// must always hold. Appearance states must be valid, and — while the user has done nothing
  /// after which UIKit itself leaves them inconsistent (`appearanceMisused`) and nothing is
  /// pending — must say exactly which controllers are on screen.
  public func checkInvariants() -> [String] {
    var problems: [String] = []
    checkControllers(&problems)
    checkViews(&problems)
    checkContainers(&problems)
    checkClock(&problems)
    checkCoordinators(&problems)
    if isIdle && !wasInterrupted && !appearanceMisused { checkAppearance(&problems) }
    return problems
  }

  private func checkControllers(_ problems: inout [String]) {
    for (index, record) in controllers.enumerated() {
      let name = record.name
      if record.id.index != index { problems.append("\(name): id \(record.id) at index \(index)") }
      if let parent = record.parent {
        if !controllers[parent.index].children.contains(record.id) {
          problems.append("\(name).parent is \(controllers[parent.index].name), which lacks it")
        }
      }
      for child in record.children where controllers[child.index].parent != record.id {
        problems.append(
          "\(controllers[child.index].name) is a child of \(name) but its parent differs")
      }
      var ancestor = record.parent
      var steps = 0
      while let id = ancestor {
        steps += 1
        if id == record.id || steps > controllers.count {
          problems.append("\(name) is its own ancestor")
          break
        }
        ancestor = controllers[id.index].parent
      }
      if let view = record.view, views[view.index].owner != record.id {
        problems.append("\(name).view is not owned by \(name)")
      }
      if record.appearanceCallbackDepth != 0 {
        problems.append("\(name) is still inside an appearance callback")
      }
    }
    for record in controllers {
      if let presented = record.presentedController,
        controllers[presented.index].presentingController != record.id
      {
        problems.append("\(record.name) presents \(controllers[presented.index].name), unlinked")
      }
      if let presenter = record.presentingController {
        if controllers[presenter.index].presentedController != record.id {
          problems.append(
            "\(record.name) is presented by \(controllers[presenter.index].name), unlinked")
        }
        if record.parent != nil { problems.append("\(record.name) is presented and a child") }
      }
    }
    if let root = rootController {
      if controllers[root.index].parent != nil { problems.append("the root has a parent") }
      let covered = controllers[root.index].presentedController.map {
        controllers[$0.index].coveredContext?.controller == root
      }
      if let view = controllers[root.index].view, views[view.index].superview != window,
        !appearanceMisused, covered != true
      {
        problems.append("the root's view is not in the window")
      }
    }
  }

  private func checkViews(_ problems: inout [String]) {
    for (index, record) in views.enumerated() {
      if record.id.index != index { problems.append("view id \(record.id) at index \(index)") }
      if record.isWindow != (index == 0) { problems.append("\(record.id) window flag is wrong") }
      if let superview = record.superview {
        if !views[superview.index].subviews.contains(record.id) {
          problems.append("\(record.id).superview lacks it")
        }
      }
      if index == 0 && record.superview != nil { problems.append("the window has a superview") }
      for subview in record.subviews where views[subview.index].superview != record.id {
        problems.append("\(subview) is a subview of \(record.id) but its superview differs")
      }
      var ancestor = record.superview
      var steps = 0
      while let id = ancestor {
        steps += 1
        if id == record.id || steps > views.count {
          problems.append("\(record.id) is inside itself")
          break
        }
        ancestor = views[id.index].superview
      }
      if let owner = record.owner, controllers[owner.index].view != record.id {
        problems.append("\(record.id) names \(controllers[owner.index].name) as owner, wrongly")
      }
    }
  }

  private func checkContainers(_ problems: inout [String]) {
    let offscreenPops = Set(
      deferred.compactMap { task -> ControllerID? in
        if case .finishOffscreenPop(let id) = task { return id }
        return nil
      })
    let animatedPops = Set(
      animations.flatMap { animation -> [ControllerID] in
        if case .navigation(let record) = animation.kind { return record.popped }
        return []
      } + customTransitions.flatMap { $0.navigation?.popped ?? [] })
    for record in controllers {
      switch record.kind {
      case .navigation:
        if Set(record.stack).count != record.stack.count {
          problems.append("\(record.name) has a controller twice in its stack")
        }
        for member in record.stack + record.pendingPops
        where controllers[member.index].parent != record.id {
          problems.append(
            "\(controllers[member.index].name) is in \(record.name)'s stack, not a child")
        }
        let accounted = Set(record.stack).union(record.pendingPops).union(offscreenPops)
          .union(animatedPops)
        for child in record.children where !accounted.contains(child) {
          problems.append(
            "\(controllers[child.index].name) is a child of \(record.name) outside its stack")
        }
      case .tabBar:
        if record.selectedIndex < 0 || record.selectedIndex > max(0, record.children.count - 1) {
          problems.append("\(record.name).selectedIndex is out of range")
        }
      case .page:
        checkPages(of: record, &problems)
      case .plain, .split:
        break
      }
      if let shown = record.shownChild, controllers[shown.index].parent != record.id {
        problems.append("\(record.name) shows a controller that is not its child")
      }
    }
  }

  private func checkClock(_ problems: inout [String]) {
    if now < 0 { problems.append("the clock is negative") }
    var ids = Set<Int>()
    for animation in animations {
      if !ids.insert(animation.id).inserted { problems.append("animation id repeated") }
      if animation.end < animation.start { problems.append("an animation ends before it starts") }
      for track in animation.tracks where track.view.index >= views.count {
        problems.append("an animation moves a view that does not exist")
      }
    }
    for motion in scrollMotions {
      if motion.view.index >= views.count || views[motion.view.index].kind != .scroll {
        problems.append("a scroll motion moves a view that is not a scroll view")
      }
      let frames = Int64(World.scrollDuration * Double(World.displayFramesPerSecond))
      if motion.kind == .animation, Int64(motion.frames) >= frames {
        problems.append("an animated scroll outlives its duration")
      }
      if scrollMotions.filter({ $0.view == motion.view }).count > 1 {
        problems.append("a scroll view moves by itself twice at once")
      }
    }
    if depth == 0, events.contains(where: { $0.kind == .pending }) {
      problems.append("a reserved log line was never written")
    }
  }

  /// At rest, in a world used as UIKit intends, a controller has appeared exactly when its view
  /// is shown through an unbroken chain of forwarding parents up to one that hears window moves
  /// itself; no explicit begin is left open.
  private func checkAppearance(_ problems: inout [String]) {
    for record in controllers {
      if record.appearanceLevel != 0 {
        problems.append("\(record.name) has \(record.appearanceLevel) explicit begins open at rest")
      }
      let expected = shouldBeOnScreen(record.id, steps: 0)
      let actual = record.appearance
      if actual.isTransitioning {
        // Cut off mid-transition: no later forwarding can reach it (rule 5.12c, INF).
        if isStranded(record.id) { continue }
        problems.append("\(record.name) is still \(actual.rawValue) at rest")
      } else if expected != (actual == .appeared) {
        problems.append(
          "\(record.name) is \(actual.rawValue) but should be "
            + (expected ? "appeared" : "disappeared"))
      }
    }
  }

  /// Whether a controller is off screen in a tree that the window's root does not hold.
  private func isStranded(_ controller: ControllerID) -> Bool {
    if let view = controllers[controller.index].view, isInWindow(view) { return false }
    var top = controller
    var steps = 0
    while let parent = controllers[top.index].parent, steps <= limits.maxNesting {
      top = parent
      steps += 1
    }
    return top != rootController
  }

  /// The root, and from iOS 8 on any controller without a parent (rule R.5), has appeared when
  /// its view is in the window; a child, when its forwarding parent has and its view is inside
  /// the parent's.
  private func shouldBeOnScreen(_ controller: ControllerID, steps: Int) -> Bool {
    guard steps <= limits.maxNesting, let view = controllers[controller.index].view else {
      return false
    }
    if controller == rootController || controllers[controller.index].presentingController != nil {
      return isInWindow(view)
    }
    guard let parent = controllers[controller.index].parent else {
      return iosVersion >= 8 && isInWindow(view)
    }
    // A page view controller drives its pages' appearance itself (rule PV.5).
    let drivesIt = controllers[parent.index].pageState?.pages.contains(controller) == true
    guard forwardsAppearanceByDefault(parent) || drivesIt,
      let parentView = controllers[parent.index].view, isView(view, inside: parentView)
    else { return false }
    return shouldBeOnScreen(parent, steps: steps + 1)
  }
}
