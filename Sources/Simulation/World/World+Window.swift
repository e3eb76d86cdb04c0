extension World {
  /// `window.rootViewController = controller` (rule 7a.4).
  public func setRootViewController(_ new: ControllerID?) throws {
    guard new != rootController else { return }
    if let new, controllers[new.index].parent != nil {
      emit(.exception(.rootHasParent(new)), rule: "C.3")
      throw UIKitException(.rootHasParent(new))
    }
    if let old = rootController {
      let oldView = controllers[old.index].view
      let visible = oldView.map(isInWindow) ?? false
      let state = controllers[old.index].appearance
      let disappears = visible && (state == .appeared || state == .appearing)
      if disappears {
        try appearanceBegin(
          old, appearing: false, animated: false, driver: .automatic, rule: "7a.4")
      }
      if let oldView, views[oldView.index].superview == window {
        detach(oldView)
        interruptAnimations(in: oldView)
      }
      rootController = nil
      if disappears { try appearanceEnd(old, driver: .automatic, rule: "7a.4") }
    }
    rootController = new
    guard let new else { return }
    let view = try loadedView(of: new)
    setFrame(view, Rect(origin: .zero, size: windowSize))
    detach(view)
    views[view.index].superview = window
    views[window.index].subviews.append(view)
    markLayout(in: view)
    try appearanceBegin(new, appearing: true, animated: false, driver: .automatic, rule: "7a.4")
    deferred.append(.finishRootAppearance(new))
  }

  /// Whether a container is on screen and appearing or appeared, so that its own transitions
  /// send appearance callbacks.
  func isLive(_ controller: ControllerID) -> Bool {
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
    }
  }

  /// Puts `child`'s view in the container's view, filling it, and takes the other children's
  /// views out, without callbacks (the caller drives appearance).
  func showOnly(_ child: ControllerID, in container: ControllerID) throws {
    let containerView = try loadedView(of: container)
    for other in controllers[container.index].children where other != child {
      if let view = controllers[other.index].view, views[view.index].superview == containerView {
        detach(view)
      }
    }
    let childView = try loadedView(of: child)
    if views[childView.index].superview != containerView {
      setFrame(childView, views[containerView.index].bounds)
      try attach(childView, to: containerView, at: nil, silently: true)
      markLayout(in: childView)
    }
    controllers[container.index].shownChild = child
  }
}
