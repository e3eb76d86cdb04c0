extension World {
  // MARK: - Geometry in the window (rules L.1, L.5)

  /// The view's rectangle in window coordinates from the model (final, not mid-animation):
  /// frames, with each superview's bounds origin (a scroll view's offset) taken off.
  public func modelWindowRect(of view: ViewID) -> Rect {
    windowRect(of: view, origin: { self.views[$0.index].boundsOrigin }) {
      self.views[$0.index].frame
    }
  }

  /// The view's rectangle in window coordinates as drawn now: mid-animation frames, scroll
  /// offsets, and transforms (their bounding box).
  public func presentationWindowRect(of view: ViewID) -> Rect {
    windowRect(of: view, origin: presentationBoundsOrigin) { id in
      let frame = presentationFrame(of: id)
      let transform = presentationTransform(of: id)
      return transform.isIdentity ? frame : transform.applied(toCentered: frame)
    }
  }

  private func windowRect(
    of view: ViewID, origin: (ViewID) -> Point = { _ in .zero }, frame: (ViewID) -> Rect
  ) -> Rect {
    var rect = frame(view)
    var current = views[view.index].superview
    var steps = 0
    while let superview = current, superview != window, steps <= limits.maxNesting + 1 {
      let outer = frame(superview)
      let origin = origin(superview)
      rect = rect.offsetBy(dx: outer.origin.x - origin.x, dy: outer.origin.y - origin.y)
      current = views[superview.index].superview
      steps += 1
    }
    return rect
  }

  /// `view.safeAreaInsets`: how far the view reaches into the part of the screen its ancestors
  /// keep free. containrepl's window has no status bar, home indicator or bars, so the insets
  /// come only from `additionalSafeAreaInsets` (rule L.5).
  public func safeAreaInsets(of view: ViewID) -> EdgeInsets {
    let rect = modelWindowRect(of: view)
    let safe = safeRect(of: view, steps: 0)
    return EdgeInsets(
      top: max(0, safe.minY - rect.minY), left: max(0, safe.minX - rect.minX),
      bottom: max(0, rect.maxY - safe.maxY), right: max(0, rect.maxX - safe.maxX))
  }

  /// The part of the window, in window coordinates, that is safe for the view's content.
  private func safeRect(of view: ViewID, steps: Int) -> Rect {
    var rect = modelWindowRect(of: view)
    if let superview = views[view.index].superview, steps <= limits.maxNesting {
      let outer = safeRect(of: superview, steps: steps + 1)
      let minX = max(rect.minX, outer.minX)
      let minY = max(rect.minY, outer.minY)
      rect = Rect(
        x: minX, y: minY, width: max(0, min(rect.maxX, outer.maxX) - minX),
        height: max(0, min(rect.maxY, outer.maxY) - minY))
    }
    if let owner = views[view.index].owner {
      rect = controllers[owner.index].additionalSafeAreaInsets.inset(rect)
    }
    return rect
  }

  /// `view.layoutMargins`: 8 points on every side; a controller's root view keeps at least
  /// the system minimum of 16 points left and right on an iPhone-width screen (rule L.5).
  public func layoutMargins(of view: ViewID) -> EdgeInsets {
    views[view.index].owner == nil
      ? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
      : EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
  }
}
