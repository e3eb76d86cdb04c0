extension AnimationCurve {
  /// A spring released at 0 that settles on 1 at `t == 1`: underdamped below a damping ratio
  /// of 1 (it overshoots), critically damped from 1 on.
  static func spring(_ t: Double, damping: Double) -> Double {
    guard t < 1 else { return 1 }
    let ratio = min(max(damping, 0.05), 1)
    // The envelope falls to a thousandth by the end, as UIKit fits the spring to the duration;
    // integrated in small steps (no libm in the model).
    let omega = 6.9 / ratio
    let steps = Int(max(t, 0) * 600)
    let dt = 1.0 / 600
    var position = 0.0
    var velocity = 0.0
    for _ in 0..<steps {
      velocity += (-omega * omega * (position - 1) - 2 * ratio * omega * velocity) * dt
      position += velocity * dt
    }
    return position
  }
}

extension World {
  /// `UIView.performWithoutAnimation { … }`: the block runs now, outside any animation, so its
  /// changes are made at once even inside an animations block.
  public func performWithoutAnimation(_ block: BlockHandle) throws {
    emit(.block(.animations, finished: nil), rule: "V.5", blocks: [block])
    depth += 1
    defer { depth -= 1 }
    let saved = animationContext
    animationContext = nil
    defer { animationContext = saved }
    try host?.runBlock(block, finished: nil, in: self)
  }

  /// `UIView.transition(from:to:duration:options:completion:)` (rule V.4): now, `to` takes
  /// `from`'s place among its superview's subviews and `from` leaves, or with
  /// `.showHideTransitionViews` `from` is hidden and `to` shown; the completion runs when the
  /// duration has passed.
  public func transitionViews(
    from: ViewID, to: ViewID, duration: Double, options: [String], completion: BlockHandle?
  ) throws {
    if options.contains("showHideTransitionViews") {
      setHidden(from, true)
      setHidden(to, false)
    } else if let superview = views[from.index].superview, from != to {
      let index = views[superview.index].subviews.index(of: from) ?? 0
      try insertSubview(to, into: superview, at: index)
      try removeFromSuperview(from)
    }
    _ = startAnimation(
      duration: duration, curve: AnimationCurve(options: options),
      kind: .plain(completion: completion, rule: "V.4"))
  }
}
