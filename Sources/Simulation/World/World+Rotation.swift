extension World {
  /// The duration of a rotation, in seconds (INF).
  public static let rotationDuration = 0.3

  /// `:rotate orientation`: the legacy callbacks up to iOS 7 (rule 6.1), the size transition
  /// from iOS 8 on (rule 6.5); nothing when the orientation does not change (rule 7a.5).
  public func rotate(to orientation: Orientation) throws {
    guard orientation != self.orientation else { return }
    let old = self.orientation
    guard let root = rootController else {
      self.orientation = orientation
      resizeWindow()
      return
    }
    if iosVersion <= 7 {
      try forwardRotation(from: root) { controller in
        try self.invoke(
          .willRotate(to: orientation, duration: World.rotationDuration), on: controller,
          rule: controller == root ? "6.1" : "6.6")
      }
      self.orientation = orientation
      resizeWindow()
      try runLayoutPass()
      try forwardRotation(from: root) { controller in
        try self.invoke(
          .willAnimateRotation(to: orientation, duration: World.rotationDuration),
          on: controller, rule: controller == root ? "6.1" : "6.6")
      }
      _ = startAnimation(
        duration: World.rotationDuration, curve: .easeInOut, kind: .rotation(from: old))
    } else {
      let newSize = World.windowSize(in: orientation)
      // The device turns whatever an override does; an error in one still stops the statement.
      defer {
        self.orientation = orientation
        resizeWindow()
      }
      try invoke(.viewWillTransition(to: newSize), on: root, rule: "6.5")
    }
  }

  /// The legacy `didRotate(from:)` after the rotation animation (rule 6.1).
  func finishRotation(from old: Orientation) throws {
    guard let root = rootController else { return }
    try forwardRotation(from: root) { controller in
      try self.invoke(
        .didRotate(from: old), on: controller, rule: controller == root ? "6.1" : "6.6")
    }
  }

  /// Visits the root, then each child its parent forwards rotation to, parents first; only
  /// children whose views are inside the parent's view (rules 6.3, 6.6, 6.7).
  private func forwardRotation(
    from controller: ControllerID, _ body: (ControllerID) throws -> Void
  ) throws {
    try body(controller)
    guard try forwardsRotation(controller) else { return }
    for child in appearanceChildren(of: controller) {
      try forwardRotation(from: child, body)
    }
  }

  /// The window and the root view take the new size; autoresizing views follow.
  private func resizeWindow() {
    let old = views[window.index].frame.size
    views[window.index].frame = Rect(origin: .zero, size: windowSize)
    sizeDidChange(window, from: old, to: windowSize)
  }
}
