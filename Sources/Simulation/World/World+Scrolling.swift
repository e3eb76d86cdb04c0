/// A message a scroll view sends its delegate (`UIScrollViewDelegate`), rules L.6b–L.6e.
public enum ScrollMessage: Hashable, Sendable {
  case didScroll
  case didEndScrollingAnimation
  case willBeginDragging
  /// The finger lifts: the velocity in points per millisecond (the content's direction, not the
  /// finger's) and the offset the scroll view will come to rest at.
  case willEndDragging(velocity: Point, target: Point)
  case didEndDragging(willDecelerate: Bool)
  case willBeginDecelerating
  case didEndDecelerating

  /// The delegate method's Objective-C selector.
  public var selector: String {
    switch self {
    case .didScroll: return "scrollViewDidScroll:"
    case .didEndScrollingAnimation: return "scrollViewDidEndScrollingAnimation:"
    case .willBeginDragging: return "scrollViewWillBeginDragging:"
    case .willEndDragging: return "scrollViewWillEndDragging:withVelocity:targetContentOffset:"
    case .didEndDragging: return "scrollViewDidEndDragging:willDecelerate:"
    case .willBeginDecelerating: return "scrollViewWillBeginDecelerating:"
    case .didEndDecelerating: return "scrollViewDidEndDecelerating:"
    }
  }
}

/// A scroll view moving by itself, one display frame at a time: an animated `setContentOffset`
/// (rule L.6c) or the deceleration after a drag (rule L.6e).
struct ScrollMotion {
  enum Kind: Equatable {
    /// `setContentOffset(_:animated: true)`: eased from `from` to `to` over the scroll duration;
    /// it ends with `scrollViewDidEndScrollingAnimation`.
    case animation
    /// Slowing down after a drag, by the deceleration rate every millisecond, to `to`.
    case deceleration
    /// Paging after a drag: a damped spring pulls the offset to the page `to`.
    case paging
  }

  var view: ViewID
  var kind: Kind
  var from: Point
  var to: Point
  var start: Int64
  /// Display frames shown so far.
  var frames = 0
  /// A deceleration's position and velocity (points per millisecond) after `milliseconds`.
  var position: Point
  var velocity: Point
  var milliseconds = 0

  /// When the next display frame comes.
  var nextFrame: Int64 { start + World.frameOffset(frames + 1) }
}

extension World {
  /// Display frames a second: a 60 Hz screen (containrepl's choice; ProMotion screens refresh
  /// at up to 120 Hz).
  static let displayFramesPerSecond: Int64 = 60

  /// How long after a motion starts its frame `number` comes, in microseconds, to the nearest
  /// millisecond (so that the log's times stay short).
  static func frameOffset(_ number: Int) -> Int64 {
    let fps = displayFramesPerSecond
    return (Int64(number) * 1000 + fps / 2) / fps * 1000
  }

  /// How long an animated `setContentOffset` takes, in seconds: the `_contentOffsetAnimationDuration`
  /// `-[UIScrollView initWithFrame:]` sets (rule L.6c).
  public static let scrollDuration = 0.3

  /// The deceleration rate of `UIScrollView.DecelerationRate.normal`: what is left of the
  /// velocity after each millisecond (rule L.6e).
  static let decelerationRate = 0.998

  /// Rounds an offset to the pixel grid of a 2× screen, as `-[UIScrollView setContentOffset:]`
  /// rounds to the screen's scale (rule L.6b).
  static func pixelRounded(_ point: Point) -> Point {
    Point(x: (point.x * 2).rounded() / 2, y: (point.y * 2).rounded() / 2)
  }

  // MARK: - Scrolling in code (rules L.6b, L.6c, L.6d)

  /// `contentOffset = point`, or `setContentOffset(point, animated:)`. Without animation the
  /// bounds origin moves at once and the delegate hears `scrollViewDidScroll` once, unless the
  /// offset is the one it has (rule L.6b); inside a `UIView.animate` block the move is drawn
  /// over that animation. With animation the offset moves frame by frame over
  /// `scrollDuration`, each frame telling the delegate, and `scrollViewDidEndScrollingAnimation`
  /// follows the last (rule L.6c). Either stops the scroll view's own motion first.
  public func setContentOffset(_ view: ViewID, _ offset: Point, animated: Bool) throws {
    let target = Self.pixelRounded(offset)
    scrollMotions.removeAll { $0.view == view }
    if animated, views[view.index].kind == .scroll {
      let from = views[view.index].boundsOrigin
      guard from != target else { return }
      scrollMotions.append(
        ScrollMotion(
          view: view, kind: .animation, from: from, to: target, start: now, position: from,
          velocity: .zero))
      return
    }
    try moveOffset(of: view, to: target, rule: "L.6b")
  }

  /// `scrollRectToVisible(rect, animated:)`: the rectangle, cut to the content, is scrolled into
  /// view by the least move; nothing happens when it is empty or already fully visible. While an
  /// animated scroll runs, its target changes instead (rule L.6d).
  public func scrollRectToVisible(_ view: ViewID, _ rect: Rect, animated: Bool) throws {
    let record = views[view.index]
    let content = Rect(origin: .zero, size: record.contentSize)
    guard let visible = rect.intersection(content), visible.size.width > 0,
      visible.size.height > 0
    else { return }
    if let index = scrollMotions.firstIndex(where: { $0.view == view && $0.kind == .animation }) {
      let aimed = Rect(origin: scrollMotions[index].to, size: record.frame.size)
      if !aimed.contains(visible) {
        scrollMotions[index].to = Self.pixelRounded(
          Self.offset(showing: visible, from: scrollMotions[index].to, size: record.frame.size))
      }
      return
    }
    guard !record.bounds.contains(visible) else { return }
    try setContentOffset(
      view, Self.offset(showing: visible, from: record.boundsOrigin, size: record.frame.size),
      animated: animated)
  }

  /// The offset that shows `rect` moving the least from `offset`: each axis moves only when the
  /// rectangle starts before the visible part or ends at or after its end.
  static func offset(showing rect: Rect, from offset: Point, size: Size) -> Point {
    func axis(_ start: Double, _ length: Double, _ shown: Double, _ extent: Double) -> Double {
      var result = shown
      if start < shown { result = start }
      if start + length >= shown + extent { result = start + length - extent }
      return result
    }
    return Point(
      x: axis(rect.origin.x, rect.size.width, offset.x, size.width),
      y: axis(rect.origin.y, rect.size.height, offset.y, size.height))
  }

  /// Sets the bounds origin and, when it changed, tells the delegate, citing `rule`: L.6b in
  /// code, L.6c frame by frame, L.6e under the finger or slowing down.
  func moveOffset(of view: ViewID, to offset: Point, rule: RuleID) throws {
    let old = presentationBoundsOrigin(of: view)
    guard views[view.index].boundsOrigin != offset else { return }
    views[view.index].boundsOrigin = offset
    setNeedsLayout(view)
    recordOffsetChange(view, from: old, to: offset)
    // Only a scroll view has a delegate to tell; any view's bounds origin can move.
    guard views[view.index].kind == .scroll else { return }
    try tellScrollDelegate(.didScroll, of: view, rule: rule)
  }

  func tellScrollDelegate(_ message: ScrollMessage, of view: ViewID, rule: RuleID) throws {
    try host?.tellScrollDelegate(message, of: view, rule: rule, in: self)
  }

  // MARK: - Dragging (rule L.6e)

  /// A finger drags the scroll view by `translation` over `duration` seconds (the shell's
  /// `:pan`): `scrollViewWillBeginDragging`, the move (`scrollViewDidScroll`), then, as the
  /// finger lifts, `scrollViewWillEndDragging` with the velocity and the resting offset,
  /// `scrollViewDidEndDragging`, and, when it does not rest where the finger left it,
  /// `scrollViewWillBeginDecelerating` before it slows down frame by frame and ends with
  /// `scrollViewDidEndDecelerating`. A scroll view whose content fits in it does not drag;
  /// returns whether this one did.
  @discardableResult
  public func drag(_ view: ViewID, by translation: Point, over duration: Double) throws -> Bool {
    let record = views[view.index]
    guard record.kind == .scroll else { return false }
    let limit = Point(
      x: record.contentSize.width - record.frame.width,
      y: record.contentSize.height - record.frame.height)
    guard limit.x > 0 || limit.y > 0 else { return false }
    scrollMotions.removeAll { $0.view == view }
    activeDrag = ActiveDrag(view: view, fingerDown: true)
    defer { activeDrag = nil }
    try tellScrollDelegate(.willBeginDragging, of: view, rule: "L.6e")
    let start = views[view.index].boundsOrigin
    func clamped(_ value: Double, _ most: Double) -> Double { min(max(value, 0), max(most, 0)) }
    let moved = Point(
      x: limit.x > 0 ? clamped(start.x - translation.x, limit.x) : start.x,
      y: limit.y > 0 ? clamped(start.y - translation.y, limit.y) : start.y)
    try moveOffset(of: view, to: Self.pixelRounded(moved), rule: "L.6e")
    // The content moves against the finger; an axis that cannot scroll has no velocity.
    let milliseconds = max(duration, 0.001) * 1000
    let velocity = Point(
      x: limit.x > 0 ? -translation.x / milliseconds : 0,
      y: limit.y > 0 ? -translation.y / milliseconds : 0)
    let here = views[view.index].boundsOrigin
    let paging = views[view.index].isPagingEnabled
    let rest =
      paging
      ? Self.pageTarget(here, velocity: velocity, page: record.frame.size, limit: limit)
      : Self.pixelRounded(
        Point(
          x: clamped(here.x + velocity.x * Self.coastFactor, limit.x),
          y: clamped(here.y + velocity.y * Self.coastFactor, limit.y)))
    // The finger lifts: no longer tracking, still dragging until the drag has ended (L.6f).
    activeDrag?.fingerDown = false
    try tellScrollDelegate(
      .willEndDragging(velocity: velocity, target: rest), of: view, rule: "L.6e")
    let decelerates = rest != views[view.index].boundsOrigin
    try tellScrollDelegate(.didEndDragging(willDecelerate: decelerates), of: view, rule: "L.6e")
    activeDrag = nil
    guard decelerates else { return true }
    try tellScrollDelegate(.willBeginDecelerating, of: view, rule: "L.6e")
    let from = views[view.index].boundsOrigin
    scrollMotions.append(
      ScrollMotion(
        view: view, kind: paging ? .paging : .deceleration, from: from, to: rest, start: now,
        position: from, velocity: velocity))
    return true
  }

  /// How far a velocity of one point a millisecond carries the content before it stops:
  /// rate / (1 − rate) milliseconds.
  static var coastFactor: Double { decelerationRate / (1 - decelerationRate) }

  /// The page a paging scroll view settles on: the next one in the direction of a velocity
  /// faster than 0.3 points a millisecond, otherwise the nearest; one already on a page
  /// boundary stays (rule L.6e).
  static func pageTarget(_ offset: Point, velocity: Point, page: Size, limit: Point) -> Point {
    func axis(_ value: Double, _ speed: Double, _ length: Double, _ most: Double) -> Double {
      guard length > 0, most > 0 else { return value }
      let pages = value / length
      guard pages != pages.rounded(.down) else { return value }
      let index: Double
      if speed > 0.3 {
        index = pages.rounded(.up)
      } else if speed < -0.3 {
        index = pages.rounded(.down)
      } else {
        index = (pages + 0.5).rounded(.down)
      }
      return min(max(index * length, 0), most)
    }
    return Point(
      x: axis(offset.x, velocity.x, page.width, limit.x),
      y: axis(offset.y, velocity.y, page.height, limit.y))
  }

  /// Whether an animated scroll of this scroll view is running (rule L.6c).
  public func isScrollAnimating(_ view: ViewID) -> Bool {
    scrollMotions.contains { $0.view == view && $0.kind == .animation }
  }

  /// `isDecelerating`: whether the scroll view is slowing down after a drag (rules L.6e, L.6f).
  public func isDecelerating(_ view: ViewID) -> Bool {
    scrollMotions.contains { $0.view == view && $0.kind != .animation }
  }

  /// `isDragging`: whether a finger is dragging the content, from
  /// `scrollViewWillBeginDragging` through `scrollViewDidEndDragging` (rule L.6f).
  public func isDragging(_ view: ViewID) -> Bool { activeDrag?.view == view }

  /// `isTracking`: whether a finger is on the content, from `scrollViewWillBeginDragging`
  /// until it lifts, before `scrollViewWillEndDragging` (rule L.6f).
  public func isTracking(_ view: ViewID) -> Bool {
    activeDrag.map { $0.view == view && $0.fingerDown } ?? false
  }

  // MARK: - Frames

  /// When the next frame of a scroll view's own motion is due.
  var nextScrollFrame: Int64? { scrollMotions.map(\.nextFrame).min() }

  /// Shows the next frame of the motion at `index`: the offset moves (telling the delegate),
  /// and on the last frame the motion ends with its delegate message.
  func stepScrollMotion(at index: Int) {
    var motion = scrollMotions[index]
    motion.frames += 1
    let time = motion.start + Self.frameOffset(motion.frames)
    let finished: Bool
    switch motion.kind {
    case .animation:
      let span = Double(World.microseconds(Self.scrollDuration))
      let progress = min(1, Double(time - motion.start) / span)
      let fraction = AnimationCurve.easeInOut.fraction(progress)
      motion.position = Point(
        x: motion.from.x + (motion.to.x - motion.from.x) * fraction,
        y: motion.from.y + (motion.to.y - motion.from.y) * fraction)
      finished = progress >= 1
    case .deceleration, .paging:
      finished = decelerate(&motion, until: Int((time - motion.start) / 1000))
    }
    let view = motion.view
    if finished {
      scrollMotions.remove(at: index)
    } else {
      scrollMotions[index] = motion
    }
    let shown = finished ? motion.to : Self.pixelRounded(motion.position)
    let rule: RuleID = motion.kind == .animation ? "L.6c" : "L.6e"
    guarded { try moveOffset(of: view, to: shown, rule: rule) }
    guard finished else { return }
    let end: ScrollMessage =
      motion.kind == .animation ? .didEndScrollingAnimation : .didEndDecelerating
    guarded { try tellScrollDelegate(end, of: view, rule: rule) }
  }

  /// Runs a deceleration millisecond by millisecond up to `milliseconds` after it started;
  /// true when it has come to rest. A plain deceleration loses `1 − rate` of its velocity every
  /// millisecond and rests within half a point of its target; paging follows the spring
  /// `-[UIScrollView _getPagingDecelerationOffset:forTimeInterval:]` describes, its pull and
  /// friction set by the scroll view's width, and rests within a point of the page.
  private func decelerate(_ motion: inout ScrollMotion, until milliseconds: Int) -> Bool {
    let width = min(views[motion.view.index].frame.width, 1024)
    let pull = width * -0.000000184659091 + 0.000359090909
    let friction = width * 0.00000994318182 + 0.966818182
    // A motion never runs longer than ten seconds, whatever the numbers.
    let last = min(milliseconds, 10_000)
    while motion.milliseconds < last {
      motion.milliseconds += 1
      if motion.kind == .paging {
        let gap = Point(x: motion.to.x - motion.position.x, y: motion.to.y - motion.position.y)
        motion.velocity = Point(
          x: (motion.velocity.x + gap.x * pull) * friction,
          y: (motion.velocity.y + gap.y * pull) * friction)
        motion.position.x += motion.velocity.x
        motion.position.y += motion.velocity.y
        let rested =
          abs(motion.velocity.x) < 0.01 && abs(motion.velocity.y) < 0.01
          && abs(motion.to.x - motion.position.x) <= 1 && abs(motion.to.y - motion.position.y) <= 1
        if rested { return true }
      } else {
        let rate = Self.decelerationRate
        motion.position.x += motion.velocity.x * rate
        motion.position.y += motion.velocity.y * rate
        motion.velocity = Point(x: motion.velocity.x * rate, y: motion.velocity.y * rate)
        let remaining = Self.coastFactor * max(abs(motion.velocity.x), abs(motion.velocity.y))
        if remaining < 0.5 { return true }
      }
    }
    return milliseconds >= 10_000
  }

  /// A scroll view that leaves the window stops decelerating, telling its delegate nothing
  /// (`-[UIScrollView _didMoveFromWindow:toWindow:]` stops scrolling without notifying); an
  /// animated scroll goes on (rule L.6e).
  func stopDecelerating(in moving: Set<ViewID>) {
    guard !scrollMotions.isEmpty else { return }
    scrollMotions.removeAll { $0.kind != .animation && moving.contains($0.view) }
  }
}

/// A drag in progress: the scroll view and whether the finger is still down (rule L.6f).
struct ActiveDrag: Hashable, Sendable {
  var view: ViewID
  var fingerDown: Bool
}
