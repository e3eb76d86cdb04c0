extension World {
  /// `window.rootViewController = controller` (rule 7a.4): from iOS 26 what the old root
  /// presents is dismissed at once, unanimated; then the old root's view leaves the window and the new
  /// root's view enters it, each with the window-move callbacks of rule R.1 (the will-callbacks
  /// now, the did-callbacks at the end of the turn).
  public func setRootViewController(_ new: ControllerID?) throws {
    guard new != rootController else { return }
    if let new, controllers[new.index].presentingController != nil {
      emit(.exception(.presentedBecomesChild(new)), rule: "C.6")
      throw UIKitException(.presentedBecomesChild(new))
    }
    if let new, controllers[new.index].parent != nil {
      emit(.exception(.rootHasParent(new)), rule: "C.3")
      throw UIKitException(.rootHasParent(new))
    }
    // Read in iOS 26.1; earlier versions, as published reports show, leave it in the window.
    if iosVersion >= 26, let old = rootController { try dismissAtOnce(presentedBy: old) }
    // A presentation left behind (before iOS 26, still on its way in or out, or made from a
    // context inside the old root) is one containrepl does not follow (C.6).
    if activePresentations > 0 { appearanceMisused = true }
    if let old = rootController, let oldView = controllers[old.index].view,
      views[oldView.index].superview == window
    {
      try depart(windowMoveControllers(in: oldView, arriving: false))
      detach(oldView)
      interruptAnimations(in: oldView)
    }
    if let old = rootController { noteOwnership(.view(window), .controller(old), retained: false) }
    rootController = new
    guard let new else { return }
    noteOwnership(.view(window), .controller(new), retained: true)
    let view = try loadedView(of: new)
    setFrame(view, Rect(origin: .zero, size: windowSize))
    try attach(view, to: window, at: nil)
  }

  /// Whether a container is on screen and appearing or appeared, so that its own transitions
  /// send appearance callbacks.
  public func isLive(_ controller: ControllerID) -> Bool {
    let record = controllers[controller.index]
    guard let view = record.view, isInWindow(view) else { return false }
    return record.appearance == .appeared || record.appearance == .appearing
  }

  /// A system container puts its visible children in place as it appears (rule 7a.2).
  func prepareVisibleChildren(of controller: ControllerID) throws {
    switch controllers[controller.index].kind {
    case .plain:
      return
    case .navigation:
      guard let top = controllers[controller.index].stack.last else { return }
      try showOnly(top, in: controller)
    case .tabBar:
      let record = controllers[controller.index]
      guard let selected = record.children.element(at: record.selectedIndex) else { return }
      try showOnly(selected, in: controller)
    case .split:
      try layOutColumns(of: controller)
    case .page:
      return
    }
  }

  /// Puts `child`'s view in the container's view, filling it, and takes the other children's
  /// views out, without callbacks (the caller drives appearance).
  func showOnly(_ child: ControllerID, in container: ControllerID) throws {
    let containerView = try loadedView(of: container)
    for other in controllers[container.index].children where other != child {
      if let view = controllers[other.index].view, views[view.index].superview == containerView {
        try takeOut(view)
      }
    }
    let childView = try loadedView(of: child)
    if views[childView.index].superview != containerView {
      setFrame(childView, views[containerView.index].bounds)
      try attach(childView, to: containerView, at: nil)
      markLayout(in: childView)
    }
    controllers[container.index].shownChild = child
  }
}
