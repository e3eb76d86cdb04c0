extension World {
  // MARK: - Loading (rules 2.1, 9.1, 9.2)

  /// The controller's view, loading it first if needed (`vc.view`).
  public func loadedView(of controller: ControllerID) throws -> ViewID {
    if let view = controllers[controller.index].view { return view }
    loadingViews.insert(controller)
    do {
      try invoke(.loadView, on: controller, rule: "9.1")
    } catch {
      loadingViews.remove(controller)
      throw error
    }
    loadingViews.remove(controller)
    guard let view = controllers[controller.index].view else {
      noteInterruption()
      emit(.exception(.loadViewSetNoView(controller)), rule: "C.4")
      throw UIKitException(.loadViewSetNoView(controller))
    }
    try invoke(.viewDidLoad, on: controller, rule: "9.1")
    return view
  }

  /// Whether the controller's `loadView` is running: reading `view` there, before assigning
  /// it, would make UIKit call `loadView` again.
  public func isLoadingView(_ controller: ControllerID) -> Bool {
    loadingViews.contains(controller)
  }

  func installDefaultView(for controller: ControllerID) {
    let view = makeView(frame: Rect(origin: .zero, size: windowSize), name: nil)
    // The view UIKit's loadView makes follows its superview's size (rule L.1).
    views[view.index].autoresizingMask = [.flexibleWidth, .flexibleHeight]
    setOwner(of: view, to: controller)
  }

  /// Assigns a controller's root view (`self.view = v`, typically in a `loadView` override).
  public func assignView(_ view: ViewID?, to controller: ControllerID) {
    if controllers[controller.index].appearance != .disappeared { appearanceMisused = true }
    if let old = controllers[controller.index].view, old != view {
      views[old.index].owner = nil
      noteOwnership(.controller(controller), .view(old), retained: false)
    }
    if let view {
      if let previous = views[view.index].owner, previous != controller {
        controllers[previous.index].view = nil
        noteOwnership(.controller(previous), .view(view), retained: false)
      }
      setOwner(of: view, to: controller)
    } else {
      controllers[controller.index].view = nil
    }
  }

  private func setOwner(of view: ViewID, to controller: ControllerID) {
    views[view.index].owner = controller
    controllers[controller.index].view = view
    noteOwnership(.controller(controller), .view(view), retained: true)
  }

  // MARK: - Queries

  /// Whether the view's superview chain ends at the window (rule 0.3).
  public func isInWindow(_ view: ViewID) -> Bool {
    var current: ViewID? = view
    var steps = 0
    while let id = current, steps <= limits.maxNesting + 1 {
      if id == window { return true }
      current = views[id.index].superview
      steps += 1
    }
    return false
  }

  /// Whether `view` is `ancestor` or lies inside it.
  public func isView(_ view: ViewID, inside ancestor: ViewID) -> Bool {
    var current: ViewID? = view
    var steps = 0
    while let id = current, steps <= limits.maxNesting + 1 {
      if id == ancestor { return true }
      current = views[id.index].superview
      steps += 1
    }
    return false
  }

  /// The first controller whose root view is `view` or one of its superviews.
  public func nearestController(from view: ViewID) -> ControllerID? {
    var current: ViewID? = view
    var steps = 0
    while let id = current, steps <= limits.maxNesting + 1 {
      if let owner = views[id.index].owner { return owner }
      current = views[id.index].superview
      steps += 1
    }
    return nil
  }

  /// The number of superviews above `view`.
  func viewDepth(_ view: ViewID) -> Int {
    var depth = 0
    var current = views[view.index].superview
    while let id = current, depth <= limits.maxNesting + 1 {
      depth += 1
      current = views[id.index].superview
    }
    return depth
  }

  /// The views of a subtree, parents before children.
  public func subtree(of root: ViewID) -> [ViewID] {
    var result: [ViewID] = []
    var stack = [root]
    while let id = stack.popLast() {
      result.append(id)
      stack.append(contentsOf: views[id.index].subviews.reversed())
    }
    return result
  }

  /// Calls `body` on the views of a subtree, parents before children, as `subtree(of:)` lists
  /// them before the first call (so `body` may change the hierarchy). A view without subviews,
  /// the usual case, is visited without building the list.
  func forEachInSubtree(of root: ViewID, _ body: (ViewID) throws -> Void) rethrows {
    if views[root.index].subviews.isEmpty { return try body(root) }
    for id in subtree(of: root) { try body(id) }
  }

  private func subtreeHeight(_ root: ViewID) -> Int {
    if views[root.index].subviews.isEmpty { return 0 }
    var height = 0
    var stack = [(root, 0)]
    while let (id, level) = stack.popLast() {
      height = max(height, level)
      if height > limits.maxNesting { return height }
      for child in views[id.index].subviews { stack.append((child, level + 1)) }
    }
    return height
  }

  // MARK: - Adding and removing views (rules 2.2–2.11, 3.3)

  /// `superview.addSubview(view)`.
  public func addSubview(_ view: ViewID, to superview: ViewID) throws {
    try attach(view, to: superview, at: nil)
  }

  /// `superview.insertSubview(view, at: index)`; also `belowSubview:`/`aboveSubview:` resolved
  /// to an index by the caller.
  public func insertSubview(_ view: ViewID, into superview: ViewID, at index: Int) throws {
    try attach(view, to: superview, at: index)
  }

  /// `view.removeFromSuperview()`: a view leaving the window makes its controllers hear
  /// `viewWillDisappear` now and `viewDidDisappear` at the end of the turn (rule R.1).
  public func removeFromSuperview(_ view: ViewID) throws {
    guard views[view.index].superview != nil else { return }
    noteRootViewMove(view)
    notePresentationViewMove(view)
    try takeOut(view)
  }

  /// Takes a view out of its superview as UIKit's own code does: the controllers that hear the
  /// window move get it (rule R.1; those a container drives are inside its begin and skip it).
  /// A transition removing `from.view` at its start must not interrupt its own animation.
  func takeOut(_ view: ViewID, interruptingAnimations: Bool = true) throws {
    guard let superview = views[view.index].superview else { return }
    setNeedsLayout(superview)
    let leaving = isInWindow(view)
    if leaving { try depart(windowMoveControllers(in: view, arriving: false)) }
    detach(view)
    if leaving, interruptingAnimations { interruptAnimations(in: view) }
  }

  /// Moves `view` under `superview`, with the window-move callbacks of rules R.1, R.2 and R.5
  /// and the consistency check of rule 2.11. UIKit's own containers begin the appearance of
  /// the children they show before moving their views, so those hear no window move.
  func attach(_ view: ViewID, to superview: ViewID, at index: Int?) throws {
    if view == window {
      emit(.exception(.removeWindowView), rule: "C.2")
      throw UIKitException(.removeWindowView)
    }
    if isView(superview, inside: view) {
      emit(.exception(.viewCycle(view: view, superview: superview)), rule: "C.2")
      throw UIKitException(.viewCycle(view: view, superview: superview))
    }
    if viewDepth(superview) + 1 + subtreeHeight(view) > limits.maxNesting {
      emit(.exception(.nestingLimit(limit: limits.maxNesting)), rule: "C.1")
      throw UIKitException(.nestingLimit(limit: limits.maxNesting))
    }
    try checkConsistency(adding: view, to: superview)
    let wasInWindow = isInWindow(view)
    if wasInWindow { noteRootViewMove(view) }
    notePresentationViewMove(view)
    let willBeInWindow = isInWindow(superview)
    let arriving = !wasInWindow && willBeInWindow
    let leaving = wasInWindow && !willBeInWindow
    // A view leaving is still in the window when its controllers hear viewWillDisappear; a view
    // arriving is already there when they hear viewWillAppear, so that a child added there
    // finds its parent appearing (rule R.2).
    if leaving { try depart(windowMoveControllers(in: view, arriving: false)) }
    detach(view)
    if let owner = views[view.index].owner { touchedControllers.insert(owner) }
    views[view.index].superview = superview
    noteOwnership(.view(superview), .view(view), retained: true)
    if let index {
      views[superview.index].subviews.insert(view, at: index)
    } else {
      views[superview.index].subviews.append(view)
    }
    if arriving { markLayout(in: view) } else { setNeedsLayout(superview) }
    if leaving { interruptAnimations(in: view) }
    if arriving { try arrive(windowMoveControllers(in: view, arriving: true)) }
    if willBeInWindow { noteStrayChildView(view) }
  }

  /// A child's view shown in the window outside its parent's view gets window-move callbacks
  /// of its own that its parent's appearance will never balance: UIKit allows it, but the
  /// appearance invariant no longer holds.
  /// Once the flag is set there is nothing more to find.
  private func noteStrayChildView(_ view: ViewID) {
    guard !appearanceMisused else { return }
    forEachInSubtree(of: view) { id in
      guard let child = views[id.index].owner, let parent = controllers[child.index].parent,
        isInWindow(id)
      else { return }
      if let parentView = controllers[parent.index].view, isView(id, inside: parentView) {
        return
      }
      appearanceMisused = true
    }
  }

  /// The user moving a presented controller's view, or the view a presentation covers, takes it
  /// out of UIKit's bookkeeping: legal, but appearance no longer matches the screen.
  private func notePresentationViewMove(_ view: ViewID) {
    guard activePresentations > 0, !presentationMovesViews else { return }
    for id in subtree(of: view) {
      guard let owner = views[id.index].owner else { continue }
      let record = controllers[owner.index]
      if record.presentingController != nil || record.presentedController != nil {
        appearanceMisused = true
        return
      }
    }
  }

  /// Moving the root's view out of the window is legal but leaves the window without content.
  private func noteRootViewMove(_ view: ViewID) {
    guard let root = rootController, let rootView = controllers[root.index].view,
      isView(rootView, inside: view)
    else { return }
    appearanceMisused = true
  }

  /// Takes a view out of its superview without any callback.
  func detach(_ view: ViewID) {
    guard let old = views[view.index].superview else { return }
    if let owner = views[view.index].owner { touchedControllers.insert(owner) }
    views[old.index].subviews.remove(view)
    views[view.index].superview = nil
    noteOwnership(.view(old), .view(view), retained: false)
  }

  /// Rule 2.11: a child's view may only go under its parent's view.
  private func checkConsistency(adding view: ViewID, to superview: ViewID) throws {
    guard let child = views[view.index].owner, let parent = controllers[child.index].parent,
      let found = nearestController(from: superview), found != parent
    else { return }
    let issue = UIKitIssue.inconsistentActualParent(child: child, shouldBe: found, actual: parent)
    emit(.exception(issue), rule: "2.11")
    throw UIKitException(issue)
  }

  // MARK: - Frames

  /// Sets a view's frame; inside an animation block the change is animated (the model value
  /// changes at once, the screen follows over the duration).
  public func setFrame(_ view: ViewID, _ frame: Rect) {
    let old = views[view.index].frame
    recordFrameChange(view, from: old, to: frame)
    views[view.index].frame = frame
    if old.size != frame.size { sizeDidChange(view, from: old.size, to: frame.size) }
  }

  /// Sets a view's bounds size, keeping its centre (bounds origins other than zero are not
  /// modelled).
  public func setBoundsSize(_ view: ViewID, _ size: Size) {
    let old = views[view.index].frame
    let frame = Rect(
      x: old.midX - size.width / 2, y: old.midY - size.height / 2, width: size.width,
      height: size.height)
    setFrame(view, frame)
  }

  /// Lets the subviews follow the new size by their autoresizing masks (rule L.1), and schedules
  /// the view's layout (rule L.2).
  func sizeDidChange(_ view: ViewID, from old: Size, to new: Size) {
    setNeedsLayout(view)
    guard old != new else { return }
    for child in views[view.index].subviews {
      let mask = views[child.index].autoresizingMask
      guard !mask.isEmpty, views[child.index].translatesAutoresizingMaskIntoConstraints else {
        continue
      }
      let frame = views[child.index].frame
      let (x, width) = World.autoresize(
        start: frame.origin.x, length: frame.size.width, container: old.width,
        delta: new.width - old.width, flexibleStart: mask.contains(.flexibleLeftMargin),
        flexibleLength: mask.contains(.flexibleWidth),
        flexibleEnd: mask.contains(.flexibleRightMargin))
      let (y, height) = World.autoresize(
        start: frame.origin.y, length: frame.size.height, container: old.height,
        delta: new.height - old.height, flexibleStart: mask.contains(.flexibleTopMargin),
        flexibleLength: mask.contains(.flexibleHeight),
        flexibleEnd: mask.contains(.flexibleBottomMargin))
      setFrame(child, Rect(x: x, y: y, width: width, height: height))
    }
    pageViewDidResize(view)
  }

  /// One axis of autoresizing: the change is shared by the flexible parts (margin before, length,
  /// margin after) in proportion to their current sizes, equally when those are all zero.
  static func autoresize(
    start: Double, length: Double, container: Double, delta: Double, flexibleStart: Bool,
    flexibleLength: Bool, flexibleEnd: Bool
  ) -> (start: Double, length: Double) {
    let end = container - start - length
    let parts = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, end)]
    let flexible = parts.filter(\.0)
    guard !flexible.isEmpty else { return (start, length) }
    let total = flexible.reduce(0.0) { $0 + max($1.1, 0) }
    func share(_ isFlexible: Bool, _ size: Double) -> Double {
      guard isFlexible else { return 0 }
      return total > 0 ? delta * max(size, 0) / total : delta / Double(flexible.count)
    }
    return (start + share(flexibleStart, start), length + share(flexibleLength, length))
  }

  /// The view, of this one and its superviews, that keeps touches from reaching it: UIKit's
  /// hit-testing passes over a view whose user interaction is off, that is hidden, or whose
  /// alpha is below 0.01, and over everything inside it (rule G.3).
  public func touchBlocker(of view: ViewID) -> ViewID? {
    var current: ViewID? = view
    var steps = 0
    while let id = current, steps <= limits.maxNesting {
      let record = views[id.index]
      if !record.isUserInteractionEnabled || record.isHidden || record.alpha < 0.01 {
        return id
      }
      current = record.superview
      steps += 1
    }
    return nil
  }

  /// Sets `isUserInteractionEnabled`.
  public func setUserInteractionEnabled(_ view: ViewID, _ value: Bool) {
    views[view.index].isUserInteractionEnabled = value
  }

  /// Sets `isHidden`.
  public func setHidden(_ view: ViewID, _ value: Bool) { views[view.index].isHidden = value }

  /// Sets `alpha`.
  public func setAlpha(_ view: ViewID, _ value: Double) { views[view.index].alpha = value }

  /// Sets `tag`.
  public func setTag(_ view: ViewID, _ value: Int) { views[view.index].tag = value }

  /// Sets `backgroundColor` (by colour name).
  public func setBackgroundColor(_ view: ViewID, _ value: String?) {
    views[view.index].backgroundColor = value
  }

}
