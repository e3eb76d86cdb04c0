import Rendering
import Simulation

/// What the session keeps for `:timeline` beside the log: where each input began and when each
/// animation ran, by absolute event number (the position in every event ever logged), so that
/// trimming the front of the history moves nothing.
struct TimelineMemory {
  /// How many events have left the front of the history (trimmed, or `:log clear`).
  var dropped = 0
  /// The absolute number of the first event of each input, ascending, without repeats.
  var inputStarts: [Int] = []
  /// Animations seen running, oldest first.
  var animations: [RecordedAnimation] = []
  /// Positions in `animations` of the ones not seen to end yet.
  var running: [Int] = []
  /// How many of the world's pending events have been looked at for animation starts.
  var observedPending = 0
  /// The world the animations belong to (a new sandbox forgets them).
  var world: ObjectIdentifier?

  /// An animation and the events at which it began and ended.
  struct RecordedAnimation {
    var span: AnimationSpan
    var first: Int
    var last: Int?
  }

  /// Notes that an input begins at absolute event number `index`.
  mutating func beginInput(at index: Int) {
    if inputStarts.last != index { inputStarts.append(index) }
  }

  /// Forgets what lies before absolute event number `index`, keeping its memory bounded.
  mutating func forget(before index: Int) {
    dropped = max(dropped, index)
    if let keep = inputStarts.firstIndex(where: { $0 >= index }) {
      if keep > 1 { inputStarts.removeFirst(keep - 1) }  // the input that was running stays
    } else {
      inputStarts.removeAll()
    }
    let old = animations.prefix { ($0.last ?? Int.max) < index }.count
    guard old > 0 else { return }
    animations.removeFirst(old)
    running = running.map { $0 - old }
  }

  /// Looks at the world's pending events since the last look: animations that started among
  /// them, and running ones that have ended. `base` is the absolute number of the world's first
  /// pending event.
  mutating func observe(_ world: World, base: Int) {
    let identity = ObjectIdentifier(world)
    if identity != self.world {
      self.world = identity
      animations.removeAll()
      running.removeAll()
    }
    let pending = world.events
    let from = min(observedPending, pending.count)
    observedPending = pending.count
    guard world.isAnimating || !running.isEmpty else { return }
    let now = world.isAnimating ? world.runningAnimations : []
    let ids = Set(now.map(\.id))
    running.removeAll { position in
      let record = animations[position]
      guard !ids.contains(record.span.id) else { return false }
      let end = record.span.isInterrupted ? world.now : record.span.end
      let last = pending.indices.suffix(from: from).last { pending[$0].time <= end }
      animations[position].last = last.map { base + $0 } ?? base + pending.count - 1
      return true
    }
    for span in now {
      if let position = running.first(where: { animations[$0].span.id == span.id }) {
        animations[position].span = span
        continue
      }
      guard !animations.contains(where: { $0.span.id == span.id }) else { continue }
      let first = Self.startEvent(of: span, in: pending, from: from)
      running.append(animations.count)
      animations.append(
        RecordedAnimation(
          span: span, first: first.map { base + $0 } ?? max(0, base + pending.count - 1),
          last: nil))
    }
  }

  /// The event that started the animation: the call that asked for it when there is one (a
  /// transition, `UIView.animate`), else the first event of its start time.
  private static func startEvent(of span: AnimationSpan, in events: [Event], from: Int)
    -> Int?
  {
    let candidates = events.indices.suffix(from: from).filter { events[$0].time == span.start }
    let call = candidates.last { index in
      guard case .call(_, let method, _, _) = events[index].kind else { return false }
      switch span.kind {
      case .transition: return method.swiftBase == "transition"
      case .plain: return method.swiftBase.hasPrefix("animate")
      default: return false
      }
    }
    return call ?? candidates.first
  }

  /// The animations as a timeline of the events from absolute number `start` draws them.
  func timelineAnimations(from start: Int, count: Int) -> [TimelineAnimation] {
    animations.compactMap { record in
      let last = record.last.map { $0 - start }
      if let last, last < 0 { return nil }
      guard record.first - start < count else { return nil }
      return TimelineAnimation(
        span: record.span, firstEvent: max(0, record.first - start), lastEvent: last)
    }
  }
}
