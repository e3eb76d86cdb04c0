extension World {
  // MARK: - The transitioning delegate's animator (rules CT.17–CT.19)

  /// Starts an animated presentation or dismissal that the presented controller's
  /// transitioning delegate's animator drives (rules CT.17, CT.18): the will-callbacks go out
  /// as for UIKit's own, then the host asks the animator for its duration and runs it; a
  /// presented view is put in the container by the animator. False when there is no animator.
  func startCustomPresentation(_ record: PresentationRecord) throws -> Bool {
    let presented = record.presented
    guard let host, let presenter = controllers[presented.index].presentingController,
      let plan = try host.wantsCustomPresentation(
        presented: presented, presenting: presenter, source: record.source,
        dismissal: record.isDismissal, in: self)
    else { return false }
    let style = controllers[presented.index].presentationStyleInEffect ?? .fullScreen
    _ = try loadedView(of: presented)
    let (containerView, frame) = presentationPlace(for: record, style: style)
    let id = nextCustomTransitionID
    nextCustomTransitionID += 1
    // An interaction controller the delegate gave makes the transition interactive from its
    // will-callbacks on (rule CT.21).
    beginCoordinator(
      owner: presented, controllers: [presented, presenter], animated: true,
      duration: plan.duration, custom: id, interactive: plan.isInteractive)
    var started = false
    defer { dropCoordinator(of: presented, unless: started) }
    try host.tellPresentationController(
      of: presented, dismissal: record.isDismissal, completed: nil, in: self)
    try beginPresentation(record, animated: true, rule: "CT.18", placesView: false)
    let (from, to) = record.isDismissal ? (presented, presenter) : (presenter, presented)
    customTransitions.append(
      CustomTransitionRecord(
        id: id, presentation: record, presentedFrame: frame, from: from, to: to,
        container: presented, containerView: containerView, isAnimated: true,
        isInteractive: plan.isInteractive))
    started = true
    try host.runCustomTransition(id, in: self)
    return true
  }

  /// `completeTransition(_:)` of a presentation or dismissal (rule CT.19): completed, it ends
  /// as UIKit's own does; not completed, the presentation controller hears of it first (rule
  /// CT.20), the appearance steps are undone and the presentation is as it was before.
  func completeCustomPresentation(
    _ record: CustomTransitionRecord, _ presentation: PresentationRecord, didComplete: Bool
  ) throws {
    if didComplete {
      finishPresentation(presentation, rule: "CT.19")
      return
    }
    let presented = presentation.presented
    try host?.tellPresentationController(
      of: presented, dismissal: presentation.isDismissal, completed: false, in: self)
    presentationMovesViews = true
    defer { presentationMovesViews = false }
    if presentation.isDismissal {
      // As a cancelled pop (CT.8): the controller that was to come back leaves first, then
      // the dismissed ones appear again (rule CT.21).
      if let covered = presentation.covered {
        if let view = controllers[covered.index].view, views[view.index].superview != nil {
          try takeOut(view)
        }
        try explicitBegin(covered, appearing: false, animated: true, rule: "CT.21")
        try explicitEnd(covered, rule: "CT.21")
      }
      for controller in presentation.stack.reversed()
      where controllers[controller.index].explicitTransitionOpen {
        try explicitBegin(controller, appearing: true, animated: true, rule: "CT.19")
        try explicitEnd(controller, rule: "CT.19")
      }
      for controller in presentation.stack {
        controllers[controller.index].isBeingDismissed = false
      }
    } else {
      if let view = controllers[presented.index].view, views[view.index].superview != nil {
        try takeOut(view)
      }
      try explicitBegin(presented, appearing: false, animated: true, rule: "CT.19")
      try explicitEnd(presented, rule: "CT.19")
      if let covered = presentation.covered {
        try explicitBegin(covered, appearing: true, animated: true, rule: "CT.19")
        try explicitEnd(covered, rule: "CT.19")
      }
    }
    presentationMovesViews = false
    if !presentation.isDismissal { unlinkPresentation(presented) }
    endCoordinator(of: presented, cancelled: true)
  }
}
