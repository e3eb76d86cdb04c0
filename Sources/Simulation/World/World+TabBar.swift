extension World {
  /// `tab.viewControllers = list` (rule 7a.3); also a split view controller's columns (7.10).
  public func setViewControllers(_ list: [ControllerID], of container: ControllerID) throws {
    var seen = Set<ControllerID>()
    let unique = list.filter { seen.insert($0).inserted }
    let rule: RuleID = controllers[container.index].kind == .split ? "7.10" : "7a.3"
    for old in Array(controllers[container.index].children) where !seen.contains(old) {
      try dismissChild(old, of: container, rule: rule)
    }
    for controller in unique where controllers[controller.index].parent != container {
      try checkCanAdopt(controller, by: container)
      try checkConsistency(adopting: controller, by: container)
      try leaveCurrentParent(controller)
      link(controller, to: container)
      controllers[controller.index].movingToParent = true
      try invoke(.willMove(toParent: container), on: controller, rule: rule)
      try invoke(.didMove(toParent: container), on: controller, rule: rule)
    }
    controllers[container.index].children = OrderedIDs(
      unique.filter { controllers[$0.index].parent == container })
    if controllers[container.index].selectedIndex >= unique.count {
      controllers[container.index].selectedIndex = 0
    }
    guard isLive(container) else { return }
    if controllers[container.index].kind == .split {
      try layOutColumns(of: container)
    } else if let selected = controllers[container.index].children.element(
      at: controllers[container.index].selectedIndex),
      controllers[container.index].shownChild != selected
    {
      try switchTab(of: container, to: selected)
    }
  }

  /// A child that leaves a tab bar or split view controller: off screen, then out.
  private func dismissChild(_ child: ControllerID, of container: ControllerID, rule: RuleID) throws
  {
    try invoke(.willMove(toParent: nil), on: child, rule: rule)
    if let view = controllers[child.index].view, views[view.index].superview != nil,
      let containerView = controllers[container.index].view, isView(view, inside: containerView)
    {
      if isLive(container) {
        try automaticBegin(child, appearing: false, animated: false, rule: rule)
        try takeOut(view)
        try automaticEnd(child, rule: rule)
      } else {
        try takeOut(view)
      }
    }
    unlink(child)
    try invoke(.didMove(toParent: nil), on: child, rule: rule)
  }

  /// `tab.selectedIndex = index` (rules 7.7, 7.8).
  public func setSelectedIndex(_ index: Int, of tab: ControllerID) throws {
    let count = controllers[tab.index].children.count
    guard index >= 0, index < count,
      let selected = controllers[tab.index].children.element(at: index)
    else {
      emit(.exception(.indexOutOfRange(index: index, count: count)), rule: "C.1")
      throw UIKitException(.indexOutOfRange(index: index, count: count))
    }
    controllers[tab.index].selectedIndex = index
    guard isLive(tab), controllers[tab.index].shownChild != selected else { return }
    try switchTab(of: tab, to: selected)
  }

  /// Switches the visible tab: the new one's will comes first (rule 7.8), each side driven by
  /// begin/endAppearanceTransition — new begins, old begins, old ends, new ends (rule 7.12).
  /// From iOS 26 the two ends wait for the end of the turn, after the layout pass (the Core
  /// Animation commit).
  private func switchTab(of tab: ControllerID, to new: ControllerID) throws {
    let old = controllers[tab.index].shownChild
    let tabView = try loadedView(of: tab)
    let newView = try loadedView(of: new)
    try explicitBegin(new, appearing: true, animated: false, rule: "7.12")
    setFrame(newView, views[tabView.index].bounds)
    try attach(newView, to: tabView, at: nil)
    markLayout(in: newView)
    controllers[tab.index].shownChild = new
    let leaving = old.flatMap { $0 == new ? nil : $0 }
    if let old = leaving {
      try explicitBegin(old, appearing: false, animated: false, rule: "7.12")
      if let oldView = controllers[old.index].view, views[oldView.index].superview == tabView {
        try takeOut(oldView)
      }
    }
    if iosVersion >= 26 {
      deferred.append(.endTabSwitch(old: leaving, new: new))
    } else {
      try endTabSwitch(old: leaving, new: new)
    }
  }

  /// The end of a tab switch: the old tab ends disappearing, then the new one ends appearing
  /// (rule 7.12).
  func endTabSwitch(old: ControllerID?, new: ControllerID) throws {
    if let old { try explicitEnd(old, rule: "7.12") }
    try explicitEnd(new, rule: "7.12")
  }

  // MARK: - UISplitViewController (approximate, rule 7.10)

  /// Places the columns side by side: the first a third of the width, the others sharing the
  /// rest; columns entering a live split view appear.
  func layOutColumns(of split: ControllerID) throws {
    let splitView = try loadedView(of: split)
    let bounds = views[splitView.index].bounds
    let columns = Array(controllers[split.index].children)
    guard !columns.isEmpty else { return }
    let primaryWidth = columns.count > 1 ? (bounds.width / 3).rounded() : bounds.width
    let otherWidth =
      columns.count > 1 ? (bounds.width - primaryWidth) / Double(columns.count - 1) : 0
    let live = isLive(split)
    for (index, column) in columns.enumerated() {
      let view = try loadedView(of: column)
      let x = index == 0 ? 0 : primaryWidth + Double(index - 1) * otherWidth
      setFrame(
        view, Rect(x: x, y: 0, width: index == 0 ? primaryWidth : otherWidth, height: bounds.height)
      )
      guard views[view.index].superview != splitView else { continue }
      if live && controllers[split.index].appearance == .appeared {
        try automaticBegin(column, appearing: true, animated: false, rule: "7.10")
        try attach(view, to: splitView, at: nil)
        try automaticEnd(column, rule: "7.10")
      } else {
        try attach(view, to: splitView, at: nil)
      }
      markLayout(in: view)
    }
  }

  /// `split.showDetailViewController(controller, sender:)`: replaces the secondary column.
  public func showDetail(_ controller: ControllerID, in split: ControllerID) throws {
    var columns = Array(controllers[split.index].children)
    if columns.count >= 2 {
      columns[1] = controller
    } else {
      columns.append(controller)
    }
    try setViewControllers(columns, of: split)
  }
}
