/// A layer's own timing (`CAMediaTiming`, rule CT.30): its local time is its parent's time
/// minus `beginTime`, times `speed`, plus `timeOffset`. A view's animations run on the local
/// time of the nearest layer above them (or their own) whose timing was ever set.
public struct LayerTiming: Hashable, Sendable {
  public var speed = 1.0
  public var timeOffset = 0.0
  public var beginTime = 0.0

  public init() {}
}

/// An animation that runs on a layer's local time: it started at `localStart` (seconds) of
/// the layer's time and lasts its span in that time.
struct LayerClock: Hashable {
  var layer: ViewID
  var localStart: Double
}

extension World {
  /// The largest speed, and the largest time in seconds, a layer's timing keeps.
  static let layerTimingBound = 1e6

  /// The timing of a view's layer (the defaults when it was never set).
  public func layerTiming(of view: ViewID) -> LayerTiming {
    layerTimings[view] ?? LayerTiming()
  }

  /// Changes a view's layer timing (rule CT.30). The animations moving views of its subtree
  /// that ran on the clock (or on a layer above) go on from where they are on this layer's
  /// time, which from now on drives them: with `speed` 0 they stand still at `timeOffset`.
  public func setLayerTiming(_ view: ViewID, _ change: (inout LayerTiming) -> Void) {
    let inside = Set(subtree(of: view))
    for index in animations.indices {
      let animation = animations[index]
      guard animation.layerClock?.layer != view,
        animationViews(animation).contains(where: inside.contains),
        animation.layerClock.map({ !inside.contains($0.layer) }) ?? true
      else { continue }
      let progress = self.progress(animation)
      animations[index].layerClock = LayerClock(
        layer: view, localStart: localTime(of: view) - progress * seconds(animation))
    }
    var timing = layerTiming(of: view)
    change(&timing)
    for value in [timing.speed, timing.timeOffset, timing.beginTime] where !value.isFinite {
      return
    }
    // Beyond any screen's reach, and far from where the clock's arithmetic could overflow.
    let bound = World.layerTimingBound
    timing.speed = min(max(timing.speed, -bound), bound)
    timing.timeOffset = min(max(timing.timeOffset, -bound), bound)
    timing.beginTime = min(max(timing.beginTime, -bound), bound)
    layerTimings[view] = timing
  }

  /// An animation started inside a timed layer runs on that layer's time from the start.
  func bindToLayerClock(_ index: Int, view: ViewID) {
    guard !layerTimings.isEmpty, animations[index].layerClock == nil,
      let layer = timedLayer(containing: view)
    else { return }
    let delay = Double(animations[index].start - now) / 1_000_000
    animations[index].layerClock = LayerClock(
      layer: layer, localStart: localTime(of: layer) + delay * localRate(of: layer))
  }

  /// The nearest view at or above `view` whose layer timing was set.
  private func timedLayer(containing view: ViewID) -> ViewID? {
    var current: ViewID? = view
    var steps = 0
    while let id = current, steps <= limits.maxNesting + 1 {
      if layerTimings[id] != nil { return id }
      current = views[id.index].superview
      steps += 1
    }
    return nil
  }

  /// A layer's local time as a line of the clock's seconds: `rate × t + offset`.
  private func layerLine(of view: ViewID) -> (rate: Double, offset: Double) {
    var chain: [ViewID] = []
    var current: ViewID? = view
    while let id = current, chain.count <= limits.maxNesting + 1 {
      chain.append(id)
      current = views[id.index].superview
    }
    var line = (rate: 1.0, offset: 0.0)
    for id in chain.reversed() {
      guard let timing = layerTimings[id] else { continue }
      line = (
        timing.speed * line.rate,
        timing.speed * (line.offset - timing.beginTime) + timing.timeOffset
      )
    }
    return line
  }

  /// A layer's local time now, in seconds (`convertTime(CACurrentMediaTime(), from: nil)`).
  public func localTime(of view: ViewID) -> Double {
    localTime(of: view, at: clockSeconds)
  }

  /// A layer's local time when the clock reads `seconds`, its timing as it is now.
  public func localTime(of view: ViewID, at seconds: Double) -> Double {
    let line = layerLine(of: view)
    return line.rate * seconds + line.offset
  }

  /// How fast a layer's time runs against the clock.
  private func localRate(of view: ViewID) -> Double { layerLine(of: view).rate }

  /// The clock's time in seconds (`CACurrentMediaTime()`).
  public var clockSeconds: Double { Double(now) / 1_000_000 }

  /// An animation's length in seconds.
  private func seconds(_ animation: Animation) -> Double {
    Double(animation.end - animation.start) / 1_000_000
  }

  /// How far an animation has run (0…1, before any reversal and easing): by its layer's time
  /// when it runs on one, else by the clock.
  func progress(_ animation: Animation) -> Double {
    if let held = animation.held { return held }
    let span = seconds(animation)
    let progress: Double
    if let clock = animation.layerClock {
      progress = span > 0 ? (localTime(of: clock.layer) - clock.localStart) / span : 1
    } else {
      progress =
        span > 0 ? Double(now - animation.start) / Double(animation.end - animation.start) : 1
    }
    return min(max(progress, 0), 1)
  }

  /// When an animation ends on the clock: nil while it is held or its layer's time stands
  /// still (or runs back) short of its end.
  func endTime(of animation: Animation) -> Int64? {
    guard animation.held == nil else { return nil }
    guard let clock = animation.layerClock else { return animation.end }
    let end = clock.localStart + seconds(animation)
    let line = layerLine(of: clock.layer)
    let local = line.rate * clockSeconds + line.offset
    if local >= end { return now }
    guard line.rate > 0 else { return nil }
    let at = (end - line.offset) / line.rate
    guard at.isFinite else { return nil }
    return max(now, Int64((min(at, 1e12) * 1_000_000).rounded(.up)))
  }

  /// The views an animation moves.
  private func animationViews(_ animation: Animation) -> [ViewID] {
    var moved = animation.tracks.map(\.view)
    if case .transition(let record) = animation.kind {
      for controller in [record.from, record.to] {
        if let view = controllers[controller.index].view { moved.append(view) }
      }
    }
    return moved
  }
}
