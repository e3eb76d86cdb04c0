import Simulation

/// The entry points of the main run loop the language knows, in both languages: one table, so
/// that it can join the declared UIKit surface.
enum RunLoopSurface {
  /// What an entry point schedules.
  enum Kind: Hashable {
    /// A block on the main queue, at the end of the turn (`async`) or after a delay.
    case dispatch
    case dispatchAfter
    /// A timer: a block or a target and selector, once or repeating.
    case timer
    /// `UIView.animate(…usingSpringWithDamping:initialSpringVelocity:…)`: an animation on the
    /// clock with a spring's curve (the other `animate` forms are UIKit signatures).
    case springAnimation
    /// `UIView.performWithoutAnimation { … }`: the block now, outside any animation.
    case withoutAnimation
    /// `UIView.transition(with:duration:options:animations:completion:)`: the block now, the
    /// completion when the transition's duration has passed.
    case viewTransition
    /// `UIView.transition(from:to:duration:options:completion:)`: `to` takes `from`'s place
    /// now, the completion when the duration has passed.
    case viewsTransition
  }

  /// One entry point: the receiver (a type, or `DispatchQueue.main`), or a C function; some
  /// are told apart by a label they must have (`usingSpringWithDamping`).
  struct Entry: Hashable {
    var receiver: String?
    var name: String
    var kind: Kind
    var label: String? = nil
  }

  static let entries: [Entry] = [
    Entry(receiver: "DispatchQueue.main", name: "async", kind: .dispatch),
    Entry(receiver: "DispatchQueue.main", name: "asyncAfter", kind: .dispatchAfter),
    Entry(receiver: nil, name: "dispatch_async", kind: .dispatch),
    Entry(receiver: nil, name: "dispatch_after", kind: .dispatchAfter),
    Entry(receiver: "Timer", name: "scheduledTimer", kind: .timer),
    Entry(receiver: "NSTimer", name: "scheduledTimerWithTimeInterval", kind: .timer),
    Entry(receiver: "Timer", name: "scheduledTimerWithTimeInterval", kind: .timer),
    Entry(
      receiver: "UIView", name: "animate", kind: .springAnimation, label: "usingSpringWithDamping"),
    Entry(
      receiver: "UIView", name: "animateWithDuration", kind: .springAnimation,
      label: "usingSpringWithDamping"),
    Entry(receiver: "UIView", name: "performWithoutAnimation", kind: .withoutAnimation),
    Entry(receiver: "UIView", name: "transition", kind: .viewTransition, label: "with"),
    Entry(receiver: "UIView", name: "transitionWithView", kind: .viewTransition),
    Entry(receiver: "UIView", name: "transition", kind: .viewsTransition, label: "from"),
    Entry(receiver: "UIView", name: "transitionFromView", kind: .viewsTransition),
  ]

  /// The entry point a call names: by receiver and base name (or C function name), and the
  /// label that tells some apart.
  static func entry(receiver: String?, name: String, labels: [String?] = []) -> Entry? {
    entries.first {
      $0.receiver == receiver && $0.name == name && ($0.label.map(labels.contains) ?? true)
    }
  }

  /// Whether an entry point animates views (`Interpreter+ViewAnimations.swift` runs it).
  static func isViewAnimation(_ kind: Kind) -> Bool {
    switch kind {
    case .springAnimation, .withoutAnimation, .viewTransition, .viewsTransition: return true
    case .dispatch, .dispatchAfter, .timer: return false
    }
  }

  /// Types that stand for the main queue and the clock's values.
  static let typeNames: Set<String> = [
    "DispatchQueue", "DispatchTime", "Timer", "NSTimer", "RunLoop", "NSRunLoop",
  ]

  /// `performSelector:withObject:afterDelay:` and its Swift name; the object is optional.
  static let performAfterDelay: Set<String> = [
    "performSelector:withObject:afterDelay:", "perform(_:with:afterDelay:)",
  ]

  /// `performSelectorOnMainThread:withObject:waitUntilDone:` and its Swift name (rule W.7).
  static let performOnMainThread: Set<String> = [
    "performSelectorOnMainThread:withObject:waitUntilDone:",
    "performSelector(onMainThread:with:waitUntilDone:)",
  ]

  /// `cancelPreviousPerformRequestsWithTarget:` (all of a target's) and the form with a selector.
  static let cancelPerform: Set<String> = [
    "cancelPreviousPerformRequestsWithTarget:", "cancelPreviousPerformRequests(withTarget:)",
    "cancelPreviousPerformRequestsWithTarget:selector:object:",
    "cancelPreviousPerformRequests(withTarget:selector:object:)",
  ]

  /// C functions and constants of the clock: `dispatch_get_main_queue()`, `dispatch_time`,
  /// `DISPATCH_TIME_NOW`, `NSEC_PER_SEC`.
  static let functionNames: Set<String> = [
    "dispatch_get_main_queue", "dispatch_time", "CACurrentMediaTime",
  ]
  static func constant(_ name: String) -> Value? {
    switch name {
    case "DISPATCH_TIME_NOW": return .double(0)
    case "NSEC_PER_SEC": return .int(1_000_000_000)
    case "NSEC_PER_MSEC", "USEC_PER_SEC": return .int(1_000_000)
    case "DISPATCH_TIME_FOREVER": return .double(.infinity)
    default: return nil
    }
  }
}
