extension World {
  // MARK: - Which views need layout (rule L.2)

  /// `view.setNeedsLayout()`: the view is laid out in the next layout pass.
  public func setNeedsLayout(_ view: ViewID) {
    guard viewsNeedingLayout.insert(view) else { return }
    views[view.index].needsLayout = true
  }

  /// A view moving into the window: it, and every view inside it never laid out, needs layout;
  /// so does the superview that gained it.
  func markLayout(in root: ViewID) {
    setNeedsLayout(root)
    forEachInSubtree(of: root) { id in
      if id != root, !views[id.index].hasBeenLaidOut { setNeedsLayout(id) }
    }
    if let superview = views[root.index].superview { setNeedsLayout(superview) }
  }

  // MARK: - The layout pass

  /// The end of the turn's layout pass: every view in the window that needs layout, parents
  /// first (rules L.2, 9.3).
  func runLayoutPass() throws {
    // Most turns leave one or two views waiting (a subview and the superview that gained it):
    // they are ordered by hand, with no set, array or sort made for them.
    if viewsNeedingLayout.count <= 2 {
      var first: ViewID?
      var second: ViewID?
      for view in viewsNeedingLayout where isInWindow(view) {
        if first == nil { first = view } else { second = view }
      }
      guard var first else { return }
      var solution: LayoutSolution?
      if var second {
        if layOutsBefore(second, first) { swap(&first, &second) }
        try layOutIfStillNeeded(first, solution: &solution)
        try layOutIfStillNeeded(second, solution: &solution)
      } else {
        try layOutIfStillNeeded(first, solution: &solution)
      }
      return
    }
    try layOut(viewsNeedingLayout.filter { isInWindow($0) })
  }

  /// `view.layoutIfNeeded()`: lays out the view and what inside it needs layout, now (rule L.2).
  public func layoutIfNeeded(_ view: ViewID) throws {
    let inside = viewsNeedingLayout.filter { isView($0, inside: view) }
    try layOut(inside)
  }

  private func layOut(_ pending: [ViewID]) throws {
    guard !pending.isEmpty else { return }
    var ordered = pending.map { ($0, viewDepth($0)) }
    ordered.sort { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.index < $1.0.index }
    var solution: LayoutSolution?
    // A view's flag says whether it still waits (the set holds exactly the flagged views):
    // a callback of the pass may have laid it out already (`layoutIfNeeded()`).
    for (view, _) in ordered where views[view.index].needsLayout {
      try layOutSubviews(of: view, solution: &solution)
    }
  }

  /// Whether the layout pass takes `view` before `other`: parents first (the shallower view),
  /// then the older view.
  private func layOutsBefore(_ view: ViewID, _ other: ViewID) -> Bool {
    let depth = viewDepth(view)
    let otherDepth = viewDepth(other)
    return depth != otherDepth ? depth < otherDepth : view.index < other.index
  }

  /// Lays out one view of a pass unless a callback earlier in the pass already did; the views
  /// of a pass share one solution of the constraints, as in `layOut(_:)`.
  private func layOutIfStillNeeded(_ view: ViewID, solution: inout LayoutSolution?) throws {
    guard views[view.index].needsLayout else { return }
    try layOutSubviews(of: view, solution: &solution)
  }

  /// What UIKit does in a view's `layoutSubviews`: its controller hears
  /// `viewWillLayoutSubviews`, the subviews take their constrained or arranged frames, then
  /// `viewDidLayoutSubviews` (rules L.2, L.3, L.4, 5.13).
  private func layOutSubviews(of view: ViewID, solution: inout LayoutSolution?) throws {
    views[view.index].needsLayout = false
    views[view.index].hasBeenLaidOut = true
    viewsNeedingLayout.remove(view)
    let owner = views[view.index].owner
    // The window is the container view of a `.custom` presentation (rule CT.20).
    let isContainer = view == window && host != nil
    if isContainer { try host?.presentationContainerLayout(did: false, in: self) }
    if let owner {
      try noteSafeAreaChange(of: owner, view: view)
      try sendIsAppearingIfOwed(owner, rule: "5.13")
      try invoke(.viewWillLayoutSubviews, on: owner, rule: "9.3")
    }
    if views[view.index].kind == .stack { arrangeStack(view) }
    if activeConstraintCount > 0 {
      if solution == nil || constraintsChangedSinceSolve { solution = solveConstraints() }
      if let solution { apply(solution, toSubviewsOf: view) }
    }
    if let owner { try invoke(.viewDidLayoutSubviews, on: owner, rule: "9.3") }
    if isContainer { try host?.presentationContainerLayout(did: true, in: self) }
  }
}
