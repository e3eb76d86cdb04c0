extension World {
  /// `container.transition(from:to:duration:options:animations:completion:)` (rules 4.1–4.13).
  public func transition(
    in container: ControllerID, from: ControllerID, to: ControllerID, duration: Double,
    options: [String], animations block: BlockHandle?, completion: BlockHandle?
  ) throws {
    guard controllers[from.index].parent == container, controllers[to.index].parent == container
    else {
      emit(.exception(.transitionNeedsCommonParent(from: from, to: to)), rule: "4.1")
      throw UIKitException(.transitionNeedsCommonParent(from: from, to: to))
    }
    guard try forwardsAppearance(container) else {
      emit(.exception(.transitionWithManualForwarding(container: container)), rule: "4.12")
      throw UIKitException(.transitionWithManualForwarding(container: container))
    }
    let fromView = try loadedView(of: from)
    let toView = try loadedView(of: to)
    let animated = duration > 0
    // A swap of a child with itself is outside the documented contract (4.2).
    if from == to { appearanceMisused = true }
    // An appearing receiver is in the window on its way on screen: its children's appearance
    // moves with the swap, as for an appeared one (4.13a).
    let containerState = controllers[container.index].appearance
    let drivesAppearance = containerState == .appeared || containerState == .appearing
    let rule: RuleID = containerState == .appearing ? "4.13a" : "4.6"
    let toWasShown = controllers[to.index].appearance == .appeared
    if drivesAppearance {
      try appearanceBegin(from, appearing: false, animated: animated, driver: .explicit, rule: rule)
      try appearanceBegin(to, appearing: true, animated: animated, driver: .explicit, rule: rule)
    }
    if let superview = views[fromView.index].superview {
      try attach(toView, to: superview, at: nil, silently: true)
    } else if drivesAppearance {
      appearanceMisused = true
    }
    let record = TransitionRecord(
      container: container, from: from, to: to, completion: completion,
      drivesAppearance: drivesAppearance, toWasShown: toWasShown)
    let id = startAnimation(
      duration: duration, curve: AnimationCurve(options: options), kind: .transition(record))
    if let block {
      try runAnimationsBlock(block, animation: id)
    }
  }

  /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
  public func animate(
    duration: Double, options: [String], animations block: BlockHandle?, completion: BlockHandle?
  ) throws {
    let id = startAnimation(
      duration: duration, curve: AnimationCurve(options: options),
      kind: .plain(completion: completion))
    if let block {
      try runAnimationsBlock(block, animation: id)
    }
  }

  private func runAnimationsBlock(_ block: BlockHandle, animation id: Int) throws {
    emit(.block(.animations, finished: nil), rule: "4.10")
    depth += 1
    defer { depth -= 1 }
    try withAnimationContext(id) {
      try host?.runBlock(block, finished: nil, in: self)
    }
  }

  /// Ends a transition: from.view leaves, the completion runs, then the did-callbacks (4.6).
  func finishTransition(_ record: TransitionRecord, finished: Bool) {
    if let fromView = controllers[record.from.index].view {
      detach(fromView)
    }
    runCompletion(record.completion, finished: finished, rule: "4.6")
    guard record.drivesAppearance else { return }
    guarded {
      try appearanceEnd(record.from, driver: .explicit, rule: "4.6")
    }
    guarded {
      try appearanceEnd(record.to, driver: .explicit, rule: record.toWasShown ? "4.11" : "4.6")
    }
  }

  /// Runs a completion block under its own log line; an error ends only the block (rule 7a.7).
  func runCompletion(_ block: BlockHandle?, finished: Bool, rule: RuleID) {
    guard let block else { return }
    emit(.block(.completion, finished: finished), rule: rule)
    depth += 1
    defer { depth -= 1 }
    guarded { try host?.runBlock(block, finished: finished, in: self) }
  }

  /// Runs deferred work, logging (not propagating) what goes wrong in it.
  func guarded(_ body: () throws -> Void) {
    do {
      try body()
    } catch is UIKitException {
      noteInterruption()
    } catch {
      noteInterruption()
      host?.report(error, in: self)
    }
  }
}
