extension World {
  // MARK: - Which views need layout (rule L.2)

  /// `view.setNeedsLayout()`: the view is laid out in the next layout pass.
  public func setNeedsLayout(_ view: ViewID) {
    guard viewsNeedingLayout.insert(view).inserted else { return }
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
    try layOut(viewsNeedingLayout.filter { isInWindow($0) })
  }

  /// `view.layoutIfNeeded()`: lays out the view and what inside it needs layout, now (rule L.2).
  public func layoutIfNeeded(_ view: ViewID) throws {
    let inside = viewsNeedingLayout.filter { isView($0, inside: view) }
    try layOut(inside)
  }

  private func layOut(_ pending: Set<ViewID>) throws {
    guard !pending.isEmpty else { return }
    var ordered = pending.map { ($0, viewDepth($0)) }
    ordered.sort { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.index < $1.0.index }
    var solution: LayoutSolution?
    for (view, _) in ordered where viewsNeedingLayout.contains(view) {
      try layOutSubviews(of: view, solution: &solution)
    }
  }

  /// What UIKit does in a view's `layoutSubviews`: its controller hears
  /// `viewWillLayoutSubviews`, the subviews take their constrained or arranged frames, then
  /// `viewDidLayoutSubviews` (rules L.2, L.3, L.4, 5.13).
  private func layOutSubviews(of view: ViewID, solution: inout LayoutSolution?) throws {
    views[view.index].needsLayout = false
    views[view.index].hasBeenLaidOut = true
    viewsNeedingLayout.remove(view)
    let owner = views[view.index].owner
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
  }
}
