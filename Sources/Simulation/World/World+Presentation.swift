/// A presentation or dismissal in flight (rules P.1–P.5).
struct PresentationRecord {
  var presented: ControllerID
  /// The controller whose view the presentation covers (nil for the styles that leave it).
  var covered: ControllerID?
  var isDismissal: Bool
  var completion: BlockHandle?
  /// The controller `present` was sent to (the delegate's `source`); nil for a dismissal.
  var source: ControllerID?
  /// A dismissal's controllers, from the dismissed one up to the top of the stack it carries.
  var stack: [ControllerID] = []
}

extension World {
  /// Whether any controller is presented.
  public var hasPresentations: Bool { activePresentations > 0 }

  /// How long an animated presentation or dismissal takes, in seconds (INF).
  public static let presentationDuration = 0.35

  // MARK: - present(_:animated:completion:) (rules P.1–P.5, 8.4, 8.5, 8.9)

  /// `requester.present(presented, animated:, completion:)`: checked now, started in the
  /// layout pass at the end of the turn (rule P.4).
  public func present(
    _ presented: ControllerID, from requester: ControllerID, animated: Bool,
    completion: BlockHandle?
  ) throws {
    let record = controllers[presented.index]
    if record.parent != nil || record.presentingController != nil || presented == rootController
      || presented == requester
    {
      emit(.exception(.presentActiveController(presented)), rule: "8.5")
      throw UIKitException(.presentActiveController(presented))
    }
    guard let requesterView = controllers[requester.index].view, isInWindow(requesterView) else {
      emit(
        .warning(
          .presentFromOffscreen(presented: presented, on: requester, modern: iosVersion >= 13)),
        rule: "8.4")
      return
    }
    if isDetached(requester) {
      emit(.warning(.presentFromDetached(requester)), rule: "8.9")
      // UIKit calls this discouraged: the presentation then drives the appearance of a
      // controller that no window move drives (before iOS 8, rule R.5), apart from the screen.
      appearanceMisused = true
    }
    // A controller whose view is already shown somewhere is outside the documented use.
    if let view = record.view, views[view.index].superview != nil { appearanceMisused = true }
    let style = record.modalPresentationStyle.inEffect(iosVersion: iosVersion)
    let presenter = presentationContext(for: requester, style: style)
    if controllers[presenter.index].presentedController.map({
      controllers[$0.index].isBeingPresented || controllers[$0.index].isBeingDismissed
    }) == true {
      emit(.warning(.presentWhileTransitioning(presented: presented, on: presenter)), rule: "P.5")
      return
    }
    if let current = controllers[presenter.index].presentedController {
      emit(
        .warning(
          .alreadyPresenting(
            presented: presented, on: presenter, current: current, modern: iosVersion >= 13)),
        rule: "P.5")
      return
    }
    controllers[presenter.index].presentedController = presented
    controllers[presented.index].presentingController = presenter
    noteOwnership(.controller(presenter), .controller(presented), retained: true)
    activePresentations += 1
    controllers[presented.index].presentationStyleInEffect = style
    controllers[presented.index].isBeingPresented = true
    deferred.append(
      .startPresentation(
        PresentationRecord(
          presented: presented, covered: style.removesPresenterView ? presenter : nil,
          isDismissal: false, completion: completion, source: requester), animated: animated))
  }

  /// `controller.presentedViewController`: what the controller presents, else what its
  /// nearest ancestor that presents something presents (rule CT.25).
  public func presentedController(seenFrom controller: ControllerID) -> ControllerID? {
    firstInAncestry(of: controller) { controllers[$0.index].presentedController }
  }

  /// `controller.presentingViewController`: the controller that presented it, else the one that
  /// presented its nearest presented ancestor (rule CT.26).
  public func presentingController(seenFrom controller: ControllerID) -> ControllerID? {
    firstInAncestry(of: controller) { controllers[$0.index].presentingController }
  }

  /// The first answer `find` gives for the controller or, walking up, one of its ancestors.
  private func firstInAncestry(
    of controller: ControllerID, _ find: (ControllerID) -> ControllerID?
  ) -> ControllerID? {
    var current: ControllerID? = controller
    var steps = 0
    while let id = current, steps <= limits.maxNesting {
      if let found = find(id) { return found }
      current = controllers[id.index].parent
      steps += 1
    }
    return nil
  }

  /// `controller.dismiss(animated:completion:)`: it dismisses its presentedViewController —
  /// what it or its nearest presenting ancestor presents (rule CT.25); a controller that
  /// presents nothing and is presented (or sits in a presented controller) asks its presenter
  /// to dismiss it (rule P.1).
  public func dismiss(from controller: ControllerID, animated: Bool, completion: BlockHandle?) {
    guard
      let target = presentedController(seenFrom: controller)
        ?? firstInAncestry(
          of: controller, { controllers[$0.index].presentingController != nil ? $0 : nil })
    else { return }
    if controllers[target.index].isBeingDismissed || controllers[target.index].isBeingPresented {
      emit(.warning(.dismissWhileTransitioning(from: controller)), rule: "P.5")
      return
    }
    deferred.append(
      .startPresentation(dismissal(of: target, completion: completion), animated: animated))
  }

  /// The dismissal of `target`: what it presents in turn leaves with it (rule P.1).
  private func dismissal(of target: ControllerID, completion: BlockHandle?) -> PresentationRecord {
    var stack = [target]
    while let above = stack.last.flatMap({ controllers[$0.index].presentedController }),
      stack.count <= limits.maxNesting
    {
      stack.append(above)
    }
    for controller in stack { controllers[controller.index].isBeingDismissed = true }
    let covered = controllers[target.index].coveredContext?.controller
    return PresentationRecord(
      presented: target, covered: covered, isDismissal: true, completion: completion, stack: stack)
  }

  /// Before the window's root is replaced, UIKit 26 dismisses what the old root presents,
  /// unanimated and with transitions not deferred, so the whole dismissal runs inside the
  /// assignment (rule 7a.4). A presentation still on its way in or out is left as it is.
  func dismissAtOnce(presentedBy root: ControllerID) throws {
    guard let target = controllers[root.index].presentedController,
      !controllers[target.index].isBeingDismissed, !controllers[target.index].isBeingPresented
    else { return }
    let record = dismissal(of: target, completion: nil)
    try host?.tellPresentationController(
      of: target, dismissal: true, completed: nil, in: self)
    try beginPresentation(record, animated: false, rule: "7a.4")
    finishPresentation(record, rule: "7a.4")
  }

  /// `modalPresentationStyle = style`.
  public func setModalPresentationStyle(_ controller: ControllerID, _ style: PresentationStyle) {
    controllers[controller.index].modalPresentationStyle = style
  }

  /// `definesPresentationContext = flag`.
  public func setDefinesPresentationContext(_ controller: ControllerID, _ flag: Bool) {
    controllers[controller.index].definesPresentationContext = flag
  }

  /// The controller a presentation goes to (`presentingViewController`): for the current-context
  /// styles the nearest ancestor that defines a context, else the top of the requester's tree —
  /// the window's root, or the presented controller it sits in (rule P.3).
  func presentationContext(for requester: ControllerID, style: PresentationStyle) -> ControllerID {
    var current = requester
    var steps = 0
    while steps <= limits.maxNesting {
      if style.usesContext, controllers[current.index].definesPresentationContext {
        return current
      }
      guard let parent = controllers[current.index].parent else { break }
      current = parent
      steps += 1
    }
    // A presented controller that presents again is the top of its own tree.
    return current
  }

  /// On screen, but neither the root, nor presented, nor anyone's child (rule 8.9).
  private func isDetached(_ controller: ControllerID) -> Bool {
    var top = controller
    var steps = 0
    while let parent = controllers[top.index].parent, steps <= limits.maxNesting {
      top = parent
      steps += 1
    }
    return top != rootController && controllers[top.index].presentingController == nil
  }

  // MARK: - The transition (rules P.1, P.2, P.4)

  /// Starts a presentation or dismissal in the layout pass after the call (rule P.4): the
  /// will-callbacks now, the did-callbacks and the completion when the animation ends.
  func startPresentation(_ record: PresentationRecord, animated: Bool) throws {
    let record = try askForPresentationController(record)
    if animated, try startCustomPresentation(record) { return }
    let duration = animated ? World.presentationDuration : 0
    let presented = record.presented
    beginCoordinator(
      owner: presented,
      controllers: [presented]
        + (controllers[presented.index].presentingController.map { [$0] } ?? []),
      animated: animated, duration: 0)
    var started = false
    defer { dropCoordinator(of: presented, unless: started) }
    // The presentation controller hears of the transition, the presented view loaded, before
    // the will-callbacks (CT.20).
    if !record.isDismissal { _ = try loadedView(of: presented) }
    try host?.tellPresentationController(
      of: presented, dismissal: record.isDismissal, completed: nil, in: self)
    try beginPresentation(record, animated: animated)
    started = true
    // UIKit asks its animator for the duration after the will-callbacks (rule CT.29).
    if let index = coordinators.lastIndex(where: { $0.owner == presented }) {
      coordinators[index].duration = duration
    }
    let animation = startAnimation(
      duration: duration, curve: .easeInOut, kind: .presentation(record))
    startAlongsideAnimations(of: presented, animation: animation)
  }

  /// The will half of a presentation or dismissal: the begins, and the views put in place.
  func beginPresentation(
    _ record: PresentationRecord, animated: Bool, rule: RuleID? = nil, placesView: Bool = true
  ) throws {
    let rule = rule ?? presentationRule(for: record)
    presentationMovesViews = true
    defer { presentationMovesViews = false }
    let presented = record.presented
    if record.isDismissal {
      // The top of the stack animates out; the ones under it that are on screen go with it.
      for controller in record.stack.reversed()
      where controllers[controller.index].appearance != .disappeared {
        try explicitBegin(controller, appearing: false, animated: animated, rule: rule)
      }
      if let covered = record.covered, let place = controllers[presented.index].coveredContext {
        try explicitBegin(covered, appearing: true, animated: animated, rule: rule)
        if let view = controllers[covered.index].view, views[view.index].superview == nil {
          let index = min(place.index, views[place.superview.index].subviews.count)
          try attach(view, to: place.superview, at: index)
        }
      }
    } else {
      let view = try loadedView(of: presented)
      if let covered = record.covered {
        try explicitBegin(covered, appearing: false, animated: animated, rule: rule)
      }
      try explicitBegin(presented, appearing: true, animated: animated, rule: rule)
      let style = controllers[presented.index].presentationStyleInEffect ?? .fullScreen
      let (superview, frame) = presentationPlace(for: record, style: style)
      // An animator of the user's puts the presented view in the container itself (CT.18).
      guard placesView else { return }
      setFrame(view, frame)
      try attach(view, to: superview, at: nil)
    }
  }

  /// A `.custom` presentation asks the transitioning delegate for its presentation
  /// controller; the presented view's frame is then the one it gives (rule CT.20), and the
  /// presenter's view leaves when it says so (rule CT.23). Returns the presentation as the
  /// presentation controller makes it.
  private func askForPresentationController(_ record: PresentationRecord) throws
    -> PresentationRecord
  {
    let presented = record.presented
    guard !record.isDismissal, let host,
      controllers[presented.index].presentationStyleInEffect == .custom,
      let presenter = controllers[presented.index].presentingController,
      let answer = try host.beginPresentationController(
        presented: presented, presenting: presenter, source: record.source, container: window,
        in: self)
    else { return record }
    controllers[presented.index].presentationControllerFrame = answer.frame
    var record = record
    if answer.removesPresentersView { record.covered = presenter }
    return record
  }

  /// Where the presented view goes: the window, over the whole screen or as a card a little
  /// below its top edge; for the current-context styles, the covered controller's frame.
  func presentationPlace(for record: PresentationRecord, style: PresentationStyle)
    -> (ViewID, Rect)
  {
    let screen = Rect(origin: .zero, size: windowSize)
    if style.usesContext, let context = controllers[record.presented.index].presentingController,
      let contextView = controllers[context.index].view,
      let superview = views[contextView.index].superview
    {
      return (superview, views[contextView.index].frame)
    }
    if let frame = controllers[record.presented.index].presentationControllerFrame {
      return (window, frame)
    }
    if style == .pageSheet {
      return (window, Rect(x: 0, y: 20, width: screen.width, height: screen.height - 20))
    }
    return (window, screen)
  }

  /// The end of a presentation or dismissal: the user's presentation controller hears of it,
  /// then the appearing side's did, the covered view out (or the presented view out), the
  /// disappearing side's did, then the completion. The user's presentation controller takes
  /// the covered view out before the appearing side's did.
  func finishPresentation(_ record: PresentationRecord, rule: RuleID? = nil) {
    let rule = rule ?? presentationRule(for: record)
    let presented = record.presented
    // The presentation controller hears that the transition ended before the appearance
    // transitions end (rule CT.20).
    guarded {
      try host?.tellPresentationController(
        of: presented, dismissal: record.isDismissal, completed: true, in: self)
    }
    presentationMovesViews = true
    defer { presentationMovesViews = false }
    if record.isDismissal {
      if let covered = record.covered {
        guarded { try explicitEnd(covered, rule: rule) }
      }
      for controller in record.stack.reversed() {
        if let view = controllers[controller.index].view {
          guarded { try takeOut(view) }
        }
        if controllers[controller.index].explicitTransitionOpen {
          guarded { try explicitEnd(controller, rule: rule) }
        }
        unlinkPresentation(controller)
      }
    } else {
      // The presentation controller takes the presenter's view out as it hears that the
      // transition ended, before both did-callbacks: a full-screen presentation's (rule P.1) as
      // a presentation controller of the user's that removes it (rule CT.23).
      let tookOut = takeOutCoveredView(of: record)
      guarded { try explicitEnd(presented, rule: rule) }
      if let covered = record.covered, tookOut {
        guarded { try explicitEnd(covered, rule: rule) }
      }
      controllers[presented.index].isBeingPresented = false
    }
    presentationMovesViews = false
    runCompletion(record.completion, finished: nil, rule: rule)
    endCoordinator(of: presented, cancelled: false)
  }

  /// Takes the covered presenter's view out of the window when a presentation ends, keeping
  /// its place for the dismissal. Returns whether the view was in a superview.
  private func takeOutCoveredView(of record: PresentationRecord) -> Bool {
    guard let covered = record.covered, let view = controllers[covered.index].view,
      let superview = views[view.index].superview
    else { return false }
    let index = Array(views[superview.index].subviews).firstIndex(of: view) ?? 0
    controllers[record.presented.index].coveredContext = CoveredContext(
      controller: covered, superview: superview, index: index)
    guarded { try takeOut(view) }
    return true
  }

  /// Forgets a presentation: the presented controller no longer has a presenter.
  func unlinkPresentation(_ presented: ControllerID) {
    if let presenter = controllers[presented.index].presentingController,
      controllers[presenter.index].presentedController == presented
    {
      controllers[presenter.index].presentedController = nil
      activePresentations -= 1
      noteOwnership(.controller(presenter), .controller(presented), retained: false)
    }
    controllers[presented.index].presentingController = nil
    controllers[presented.index].presentationStyleInEffect = nil
    controllers[presented.index].presentationControllerFrame = nil
    controllers[presented.index].coveredContext = nil
    controllers[presented.index].isBeingDismissed = false
    controllers[presented.index].isBeingPresented = false
  }

}
