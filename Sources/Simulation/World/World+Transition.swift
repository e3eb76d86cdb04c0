/// The `.transition…` options that animate the whole swap as `UIView.transition(from:to:…)`
/// does: with one of them, `from.view` leaves at the start (rule R.3).
let builtInTransitionStyles: Set<String> = [
  "transitionCrossDissolve", "transitionFlipFromLeft", "transitionFlipFromRight",
  "transitionFlipFromTop", "transitionFlipFromBottom", "transitionCurlUp", "transitionCurlDown",
]

extension World {
  /// `container.transition(from:to:duration:options:animations:completion:)` (rules 4.1–4.5,
  /// R.3): both children's begins, `to.view` in place and the animations now; at the end
  /// `to.viewDidAppear`, `from.view` removed, `from.viewDidDisappear`, then the completion.
  public func transition(
    in container: ControllerID, from: ControllerID, to: ControllerID, duration: Double,
    options: [String], animations block: BlockHandle?, completion: BlockHandle?
  ) throws {
    guard try forwardsAppearance(container) else {
      emit(.exception(.transitionWithManualForwarding(container: container)), rule: "R.3")
      throw UIKitException(.transitionWithManualForwarding(container: container))
    }
    guard controllers[from.index].parent == container, controllers[to.index].parent == container
    else {
      emit(.exception(.transitionNeedsCommonParent(from: from, to: to)), rule: "4.1")
      throw UIKitException(.transitionNeedsCommonParent(from: from, to: to))
    }
    let fromView = try loadedView(of: from)
    let toView = try loadedView(of: to)
    let animated = duration > 0
    // Outside the documented contract (4.2): a swap of a child with itself, or children whose
    // appearance the begins drive while the receiver is off screen or their views misplaced.
    if from == to || !isLive(container) || !isInWindow(fromView) || isInWindow(toView) {
      appearanceMisused = true
    }
    try explicitBegin(from, appearing: false, animated: animated, rule: "R.3")
    try explicitBegin(to, appearing: true, animated: animated, rule: "R.3")
    if let superview = views[fromView.index].superview {
      try attach(toView, to: superview, at: nil)
    }
    let id = startAnimation(
      duration: duration, curve: AnimationCurve(options: options),
      kind: .transition(
        TransitionRecord(container: container, from: from, to: to, completion: completion)))
    if let block {
      try runAnimationsBlock(block, animation: id)
    }
    if !builtInTransitionStyles.isDisjoint(with: options), from != to {
      try takeOut(fromView, interruptingAnimations: false)
    }
  }

  /// `UIView.animate(withDuration:delay:options:animations:completion:)`, and with
  /// `usingSpringWithDamping:` (`springDamping`): the block runs now, the completion after
  /// `delay + duration`.
  public func animate(
    duration: Double, delay: Double = 0, springDamping: Double? = nil, options: [String],
    animations block: BlockHandle?, completion: BlockHandle?, rule: RuleID = "UIView.animate"
  ) throws {
    let curve =
      springDamping.map { AnimationCurve.spring(damping: $0) }
      ?? AnimationCurve(options: options)
    let id = startAnimation(
      duration: duration, delay: delay, curve: curve,
      kind: .plain(completion: completion, rule: rule))
    if let block {
      try runAnimationsBlock(block, animation: id, rule: rule)
    }
  }

  func runAnimationsBlock(_ block: BlockHandle, animation id: Int, rule: RuleID = "4.10") throws {
    emit(.block(.animations, finished: nil), rule: rule, blocks: [block])
    depth += 1
    defer { depth -= 1 }
    try withAnimationContext(id) {
      try host?.runBlock(block, finished: nil, in: self)
    }
  }

  /// Ends a transition (rule R.3): `to`'s end, `from.view` leaves, `from`'s end, then the
  /// user's completion.
  func finishTransition(_ record: TransitionRecord, finished: Bool) {
    guarded { try explicitEnd(record.to, rule: "R.3") }
    if record.from != record.to, let fromView = controllers[record.from.index].view {
      guarded { try takeOut(fromView) }
    }
    guarded { try explicitEnd(record.from, rule: "R.3") }
    runCompletion(record.completion, finished: finished, rule: "R.3")
  }

  /// Runs a completion block under its own log line; an error ends only the block (rule 7a.7).
  func runCompletion(_ block: BlockHandle?, finished: Bool?, rule: RuleID) {
    guard let block else { return }
    emit(.block(.completion, finished: finished), rule: rule, blocks: [block])
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
