/// The timing curve of an animation, from `UIView.AnimationOptions`.
enum AnimationCurve {
  case easeInOut, easeIn, easeOut, linear
  /// `usingSpringWithDamping:`: a damped spring that settles at the end of the duration.
  case spring(damping: Double)

  init(options: [String]) {
    if options.contains("curveLinear") {
      self = .linear
    } else if options.contains("curveEaseIn") {
      self = .easeIn
    } else if options.contains("curveEaseOut") {
      self = .easeOut
    } else {
      self = .easeInOut
    }
  }

  /// The fraction of the change shown after `progress` (0…1) of the time.
  func fraction(_ progress: Double) -> Double {
    let t = min(max(progress, 0), 1)
    switch self {
    case .linear: return t
    case .easeIn: return t * t
    case .easeOut: return t * (2 - t)
    case .easeInOut: return t < 0.5 ? 2 * t * t : -1 + (4 - 2 * t) * t
    case .spring(let damping): return Self.spring(t, damping: damping)
    }
  }
}

/// One animatable property of a view moving from one value to another during an animation.
struct FrameTrack {
  enum Change {
    case frame(from: Rect, to: Rect)
    case boundsOrigin(from: Point, to: Point)
    case transform(from: Transform, to: Transform)
  }

  var view: ViewID
  var change: Change

  /// Whether two tracks animate the same property of the same view.
  func sameProperty(as other: FrameTrack) -> Bool {
    guard view == other.view else { return false }
    switch (change, other.change) {
    case (.frame, .frame), (.boundsOrigin, .boundsOrigin), (.transform, .transform): return true
    default: return false
    }
  }
}

/// A `transition(from:to:…)` in flight (rules 4.3–4.5, R.3).
struct TransitionRecord {
  var container: ControllerID
  var from: ControllerID
  var to: ControllerID
  var completion: BlockHandle?
}

/// A navigation push or pop in flight (rules 7.1–7.4).
struct NavigationRecord {
  var navigation: ControllerID
  var from: ControllerID?
  var to: ControllerID
  /// The controller being popped, removed from the navigation controller at the end.
  var popped: [ControllerID]
}

/// A running animation on the virtual clock.
struct Animation {
  enum Kind {
    case transition(TransitionRecord)
    case navigation(NavigationRecord)
    /// `UIView.animate(withDuration:…)` and the other view animations, with the rule their
    /// completion cites.
    case plain(completion: BlockHandle?, rule: RuleID = "UIView.animate")
    /// The legacy rotation animation, ending with `didRotate(from:)` (rule 6.1).
    case rotation(from: Orientation)
    /// A presentation or dismissal (rules P.1–P.4).
    case presentation(PresentationRecord)
    /// A page view controller turning a page (rules PV.3, PV.4, PV.7, PV.8).
    case pageTurn(PageTurn)
  }

  var id: Int
  var start: Int64
  var end: Int64
  var curve: AnimationCurve
  var tracks: [FrameTrack] = []
  var kind: Kind
  /// Interrupted animations end at the end of the turn with `finished == false` (rule 4.9).
  var interrupted = false
  /// The progress (0…1) an interactive driver holds the animation at; it does not run on the
  /// clock meanwhile (rule CT.6).
  var held: Double?
  /// Runs back towards its start (a cancelled interactive transition, rule CT.8).
  var reversed = false
  /// Did halves of window moves made inside the animation's block (rule R.1).
  var appearanceDids: [AppearanceDid] = []
  /// The layer whose local time drives it, when it moves views inside a layer whose timing
  /// was set (rule CT.30).
  var layerClock: LayerClock?
}

/// Work deferred to the layout pass at the end of the current run-loop turn (rules 0.1, R.7).
enum DeferredTask {
  /// The appearance part of a push or pop (rule 7.2).
  case startNavigationTransition(ControllerID)
  /// A popped controller of an off-screen navigation controller leaves (rule 7a.6).
  case finishOffscreenPop(ControllerID)
  /// A presentation or dismissal starts (rule P.4).
  case startPresentation(PresentationRecord, animated: Bool)
  /// The ends of a tab switch, after the Core Animation commit from iOS 26 (rule 7.12).
  case endTabSwitch(old: ControllerID?, new: ControllerID)
  /// A tab switch the delegate's animator drives starts, after the commit (rule CT.15).
  case startCustomTabSwitch(
    tab: ControllerID, from: ControllerID, to: ControllerID, plan: CustomTransitionPlan)
}

extension World {
  /// Microseconds for a duration in seconds (negative and absurd values are clamped).
  static func microseconds(_ seconds: Double) -> Int64 {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int64(min(seconds, 86_400) * 1_000_000)
  }

  /// Starts an animation and returns its id; with a delay, what it shows starts moving later
  /// and it ends `delay + duration` from now.
  func startAnimation(
    duration: Double, delay: Double = 0, curve: AnimationCurve, kind: Animation.Kind
  ) -> Int {
    let id = nextAnimationID
    nextAnimationID += 1
    let start = now + World.microseconds(delay)
    animations.append(
      Animation(
        id: id, start: start, end: start + World.microseconds(duration), curve: curve, kind: kind))
    return id
  }

  /// Runs `body` as the animations block of animation `id`: frame changes become tracks.
  func withAnimationContext(_ id: Int, _ body: () throws -> Void) rethrows {
    let saved = animationContext
    animationContext = id
    defer { animationContext = saved }
    try body()
  }

  /// Records a frame change: a track inside an animation block, otherwise the end of any track.
  func recordFrameChange(_ view: ViewID, from old: Rect, to new: Rect) {
    record(FrameTrack(view: view, change: .frame(from: presentationFrame(of: view), to: new)))
  }

  /// Records a bounds-origin change (a scroll), animated inside an animation block.
  func recordOffsetChange(_ view: ViewID, from shown: Point, to new: Point) {
    record(FrameTrack(view: view, change: .boundsOrigin(from: shown, to: new)))
  }

  /// Records a transform change, animated inside an animation block.
  func recordTransformChange(_ view: ViewID, from shown: Transform, to new: Transform) {
    record(FrameTrack(view: view, change: .transform(from: shown, to: new)))
  }

  /// A change outside every other animation's block ends their tracks of the same property
  /// (interrupting them when it is animated itself); inside a block it becomes a track.
  private func record(_ track: FrameTrack) {
    for index in animations.indices where animations[index].id != animationContext {
      let before = animations[index].tracks.count
      animations[index].tracks.removeAll { $0.sameProperty(as: track) }
      if animationContext != nil, animations[index].tracks.count != before {
        animations[index].interrupted = true
      }
    }
    guard let context = animationContext,
      let index = animations.firstIndex(where: { $0.id == context })
    else { return }
    animations[index].tracks.removeAll { $0.sameProperty(as: track) }
    animations[index].tracks.append(track)
    bindToLayerClock(index, view: track.view)
  }

  /// The fraction of an animation shown now, eased by its curve.
  private func fraction(_ animation: Animation) -> Double {
    if let held = animation.held { return animation.curve.fraction(held) }
    let progress = self.progress(animation)
    return animation.curve.fraction(animation.reversed ? 1 - progress : progress)
  }

  /// Where the view is drawn now: its model frame, or the interpolated one mid-animation.
  public func presentationFrame(of view: ViewID) -> Rect {
    for animation in animations.reversed() {
      for track in animation.tracks.reversed() where track.view == view {
        if case .frame(let from, let to) = track.change {
          return from.interpolated(to: to, fraction: fraction(animation))
        }
      }
    }
    return views[view.index].frame
  }

  /// The bounds origin drawn now (a scroll mid-animation).
  public func presentationBoundsOrigin(of view: ViewID) -> Point {
    for animation in animations.reversed() {
      for track in animation.tracks.reversed() where track.view == view {
        if case .boundsOrigin(let from, let to) = track.change {
          let f = fraction(animation)
          return Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f)
        }
      }
    }
    return views[view.index].boundsOrigin
  }

  /// The transform drawn now.
  public func presentationTransform(of view: ViewID) -> Transform {
    for animation in animations.reversed() {
      for track in animation.tracks.reversed() where track.view == view {
        if case .transform(let from, let to) = track.change {
          return from.interpolated(to: to, fraction: fraction(animation))
        }
      }
    }
    return views[view.index].transform
  }

  /// Interrupts the animations that move views of this subtree (it left the window, rule 4.9).
  func interruptAnimations(in root: ViewID) {
    // Views leave the window far more often than anything animates.
    guard !animations.isEmpty || !scrollMotions.isEmpty else { return }
    let moving = Set(subtree(of: root))
    stopDecelerating(in: moving)
    for index in animations.indices {
      var affected = animations[index].tracks.contains { moving.contains($0.view) }
      if case .transition(let record) = animations[index].kind {
        for controller in [record.from, record.to, record.container] {
          if let view = controllers[controller.index].view, moving.contains(view) {
            affected = true
          }
        }
      }
      guard affected else { continue }
      animations[index].interrupted = true
      animations[index].tracks.removeAll { moving.contains($0.view) }
    }
  }

  /// Whether any animation is in flight.
  public var isAnimating: Bool { !animations.isEmpty || !scrollMotions.isEmpty }

  /// The time the last running animation ends.
  public var animationsEnd: Int64? {
    // The clock asks after every input, and most often nothing is animating.
    animations.isEmpty ? nil : animations.compactMap(endTime).max()
  }

  /// The time the next animation ends, if one is running.
  public var nextAnimationEnd: Int64? {
    animations.isEmpty ? nil : animations.compactMap(endTime).min()
  }
}
