/// A running animation as diagrams see it: when it runs, what started it, and what it moves.
public struct AnimationSpan: Hashable, Sendable {
  /// What started the animation.
  public enum Kind: Hashable, Sendable {
    /// `transition(from:to:…)` of a container between two of its children.
    case transition(container: ControllerID, from: ControllerID, to: ControllerID)
    /// A navigation controller's push or pop.
    case navigation(ControllerID, from: ControllerID?, to: ControllerID)
    /// `UIView.animate(withDuration:…)`.
    case plain
    /// The legacy rotation animation.
    case rotation
    /// A presentation or a dismissal.
    case presentation(ControllerID, isDismissal: Bool)
  }

  /// The animation's number, unique in its world.
  public let id: Int
  /// Virtual times in microseconds.
  public let start: Int64
  public let end: Int64
  public let kind: Kind
  /// The views whose frame, bounds origin or transform it moves.
  public let views: [ViewID]
  /// Whether it was interrupted (it ends at the end of the turn, `finished == false`).
  public let isInterrupted: Bool

  /// The controllers the animation is about, beside the owners of the views it moves.
  public var controllers: [ControllerID] {
    switch kind {
    case .transition(_, let from, let to): return [from, to]
    case .navigation(_, let from, let to): return [from, to].compactMap { $0 }
    case .presentation(let presented, _): return [presented]
    case .plain, .rotation: return []
    }
  }
}

extension World {
  /// The animations in flight now, oldest first (read-only: for diagrams of what is running).
  public var runningAnimations: [AnimationSpan] {
    animations.map { animation in
      let kind: AnimationSpan.Kind
      switch animation.kind {
      case .transition(let record):
        kind = .transition(container: record.container, from: record.from, to: record.to)
      case .navigation(let record):
        kind = .navigation(record.navigation, from: record.from, to: record.to)
      case .plain: kind = .plain
      case .rotation: kind = .rotation
      case .presentation(let record):
        kind = .presentation(record.presented, isDismissal: record.isDismissal)
      case .pageTurn(let turn):
        kind = .transition(
          container: turn.container, from: turn.outgoing.first ?? turn.container,
          to: turn.incoming.first ?? turn.container)
      }
      var views: [ViewID] = []
      for track in animation.tracks where !views.contains(track.view) { views.append(track.view) }
      // One on a layer's own time ends when that time reaches its end (rule CT.30).
      return AnimationSpan(
        id: animation.id, start: animation.start, end: endTime(of: animation) ?? animation.end,
        kind: kind, views: views, isInterrupted: animation.interrupted)
    }
  }

  /// The controller whose root view is `view` or holds it, nearest first; nil for the window.
  public func owningController(of view: ViewID) -> ControllerID? {
    var current: ViewID? = view
    var steps = 0
    while let id = current, id != window, steps <= limits.maxNesting + 1 {
      if let owner = views[id.index].owner { return owner }
      current = views[id.index].superview
      steps += 1
    }
    return nil
  }
}
