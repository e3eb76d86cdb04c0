extension World {
  /// Starts a top-level input: one run-loop turn (rule 0.1). Work deferred to the end of the
  /// turn is marked as such in the log; `marksEndOfTurn: false` is for `:tick` and `:wait`,
  /// which run work that earlier inputs left and print it with its time.
  public func beginInput(marksEndOfTurn: Bool = true) {
    isLater = false
    depth = 0
    turnTime = marksEndOfTurn ? now : nil
  }

  /// Whether nothing is waiting: no deferred work, no layout, no animation.
  public var isIdle: Bool {
    deferred.isEmpty && afterCommit.isEmpty && animations.isEmpty && scrollMotions.isEmpty
      && !needsLayoutInWindow && nextScheduledTime(includingRepeating: false) == nil
  }

  /// Ends the turn (rules 0.1, R.1, R.3): the layout pass, with the navigation transitions that
  /// start in it; then the did halves of the turn's window moves; then what UIKit leaves to
  /// the next turn (the end of zero-duration and finished animations) — until none is left.
  /// Returns false when the work was cut off by the limit.
  @discardableResult
  public func finishTurn() -> Bool {
    let saved = (isLater, depth)
    isLater = true
    depth = 0
    defer { (isLater, depth) = saved }
    var steps = 0
    while steps < limits.maxDeferredSteps {
      steps += 1
      if needsLayoutInWindow {
        guarded { try runLayoutPass() }
        continue
      }
      if !deferred.isEmpty {
        run(deferred.removeFirst())
        continue
      }
      if afterCommit.count == 1 {
        // The usual turn's one window move: taken off as the general case below takes all of
        // them, but keeping the queue's buffer, which that case hands to `due` and so frees.
        let task = afterCommit.removeLast()
        guarded { try runAppearanceDid(task) }
        steps += 1
        continue
      }
      if !afterCommit.isEmpty {
        let due = afterCommit
        afterCommit.removeAll()
        for task in due { guarded { try runAppearanceDid(task) } }
        steps += due.count
        continue
      }
      if !scrollMotions.isEmpty, let due = scrollMotions.firstIndex(where: { $0.nextFrame <= now })
      {
        stepScrollMotion(at: due)
        continue
      }
      if let due = animations.firstIndex(where: {
        $0.interrupted || (endTime(of: $0).map { $0 <= now } ?? false)
      }) {
        complete(animations.remove(at: due))
        continue
      }
      if runDueWork() { continue }
      return true
    }
    return false
  }

  /// Moves the clock forward, ending the animations that finish on the way (`:tick`).
  /// Returns false when the work was cut off by the limit.
  @discardableResult
  public func advance(by microseconds: Int64) -> Bool {
    let target = now + max(0, microseconds)
    var steps = 0
    guard finishTurn() else { return false }
    while let end = nextWakeUp(includingRepeating: true), end <= target {
      steps += 1
      if steps > limits.maxDeferredSteps { return false }
      now = max(now, end)
      guard finishTurn() else { return false }
    }
    now = target
    return true
  }

  /// Runs the clock until nothing is animating (`:wait`, and `:clock auto` after each input).
  /// With a `deadline`, the clock stops short of the first wake-up past it, which stays
  /// pending: an animation that starts another without end stops at once, by virtual time.
  /// Returns false when the work was cut off by the limit.
  @discardableResult
  public func runUntilIdle(deadline: Int64? = nil) -> Bool {
    var steps = 0
    guard finishTurn() else { return false }
    while let end = nextWakeUp(includingRepeating: false) {
      if let deadline, end > deadline { return true }
      steps += 1
      if steps > limits.maxDeferredSteps { return false }
      now = max(now, end)
      guard finishTurn() else { return false }
    }
    return true
  }

  /// The next time something on the clock happens: an animation ends or work is due.
  public func nextWakeUp(includingRepeating: Bool) -> Int64? {
    let work = nextScheduledTime(includingRepeating: includingRepeating)
    let frame = nextScrollFrame
    guard let end = [nextAnimationEnd, frame].compactMap({ $0 }).min() else { return work }
    return work.map { min($0, end) } ?? end
  }

  private func complete(_ animation: Animation) {
    let finished = !animation.interrupted
    // Window moves made inside the animation's block finish appearing when it ends (R.1).
    for task in animation.appearanceDids { guarded { try runAppearanceDid(task) } }
    switch animation.kind {
    case .transition(let record):
      finishTransition(record, finished: finished)
    case .plain(let completion, let rule):
      if animation.reversed { restoreStartValues(of: animation) }
      runCompletion(completion, finished: finished, rule: rule)
    case .navigation(let record):
      finishNavigationTransition(record)
    case .rotation(let from):
      guarded { try finishRotation(from: from) }
    case .presentation(let record):
      finishPresentation(record)
    case .pageTurn(let turn):
      finishPageTurn(turn, finished: finished)
    }
  }

  private func run(_ task: DeferredTask) {
    switch task {
    case .startNavigationTransition(let navigation):
      guarded { try startNavigationTransition(navigation) }
    case .finishOffscreenPop(let controller):
      guarded { try finishPop(of: [controller]) }
    case .startPresentation(let record, let animated):
      guarded { try startPresentation(record, animated: animated) }
    case .endTabSwitch(let old, let new):
      guarded { try endTabSwitch(old: old, new: new) }
    case .startCustomTabSwitch(let tab, let from, let to, let plan):
      guarded { try startCustomTabSwitch(tab, from: from, to: to, plan: plan) }
    }
  }

  /// Whether a view in the window waits for a layout pass (views outside wait until they enter).
  var needsLayoutInWindow: Bool {
    !viewsNeedingLayout.isEmpty && viewsNeedingLayout.contains { isInWindow($0) }
  }

}
