extension World {
  /// `tab.viewControllers = list` (rule 7a.3); also a split view controller's columns (7.10).
  public func setViewControllers(_ list: [ControllerID], of container: ControllerID) throws {
    var seen = Set<ControllerID>()
    let unique = list.filter { seen.insert($0).inserted }
    if controllers[container.index].kind == .split {
      try setColumns(unique, of: container)
    } else {
      try setTabs(unique, of: container)
    }
  }

  /// A tab bar controller's new list, walked position by position as UIKit 26.1's
  /// `-[UITabBarController _setViewControllers:animated:]` walks it (rule 7a.3): a controller
  /// that replaces another at its position joins (willMove, then didMove) and the one it
  /// replaces, if it is not further on in the list, leaves without a callback; controllers
  /// past the old count join as `addChild` makes them (R.6); old ones past the new count
  /// leave with willMove(toParent: nil) and didMove(toParent: nil). Only then is a tab
  /// selected: the one that was selected, where it now is, or else the same index, or else
  /// the first; a removed tab that was on screen goes through the switch (rule 7.12).
  private func setTabs(_ list: [ControllerID], of tab: ControllerID) throws {
    let old = Array(controllers[tab.index].children)
    let oldIndex = controllers[tab.index].selectedIndex
    let keptTab = controllers[tab.index].keptTab
    let oldSelected = old.indices.contains(oldIndex) ? old[oldIndex] : keptTab
    let shown = controllers[tab.index].shownChild ?? keptTab
    controllers[tab.index].keptTab = nil
    let kept = Set(list)
    for (index, controller) in list.enumerated() {
      if old.indices.contains(index) {
        let replaced = old[index]
        guard controller != replaced else { continue }
        if !kept.contains(replaced), controllers[replaced.index].parent == tab {
          unlinkTab(replaced, shown: shown)
        }
        if controllers[controller.index].parent != tab {
          try adopt(controller, by: tab, announcingFirst: true, rule: "7a.3")
        }
      } else if controllers[controller.index].parent != tab {
        try adopt(controller, by: tab, announcingFirst: false, rule: "7a.3")
      }
    }
    for leaving in old.dropFirst(list.count)
    where !kept.contains(leaving) && controllers[leaving.index].parent == tab {
      try invoke(.willMove(toParent: nil), on: leaving, rule: "7a.3")
      guard controllers[leaving.index].parent == tab else { continue }
      unlinkTab(leaving, shown: shown)
      try invoke(.didMove(toParent: nil), on: leaving, rule: "7a.3")
    }
    let children = list.filter { controllers[$0.index].parent == tab }
    controllers[tab.index].children = OrderedIDs(children)
    let index =
      oldSelected.flatMap { children.firstIndex(of: $0) }
      ?? (oldIndex < children.count ? oldIndex : 0)
    controllers[tab.index].selectedIndex = index
    // The tab kept after an empty list, back in the list: still the one shown.
    if let shown, controllers[tab.index].shownChild == nil, controllers[shown.index].parent == tab,
      isOnScreenInside(shown, of: tab)
    {
      controllers[tab.index].shownChild = shown
    }
    let removedShown = shown.flatMap { controllers[$0.index].parent == tab ? nil : $0 }
    guard children.indices.contains(index) else {
      // An empty list selects nothing: the last tab shown keeps its view where it is, without
      // a callback, and stays the one a later selection switches away from (rule 7a.3).
      if let removedShown, isOnScreenInside(removedShown, of: tab) {
        controllers[tab.index].keptTab = removedShown
        // Up to iOS 7 a controller without a parent hears no window move (rule R.5).
        if iosVersion <= 7, let view = controllers[removedShown.index].view, isInWindow(view) {
          appearanceMisused = true
        }
      }
      return
    }
    let selected = children[index]
    if isLive(tab) {
      guard controllers[tab.index].shownChild != selected else { return }
      try switchTab(of: tab, to: selected, from: controllers[tab.index].shownChild ?? removedShown)
    } else if let removedShown {
      try takeOffScreen(removedShown, from: tab)
    }
  }

  /// Takes a tab out of the list. The shown one keeps its view on screen only until the
  /// selection that follows takes it off (rule 7a.3): UIKit's documented use, not a view left
  /// behind by hand.
  private func unlinkTab(_ child: ControllerID, shown: ControllerID?) {
    let misused = appearanceMisused
    unlink(child)
    if child == shown { appearanceMisused = misused }
  }

  /// A controller joining a tab bar or split view controller: from UIKit's
  /// `addChildViewController:` (parent set, then willMove) or, where it replaces another tab,
  /// from willMove sent before the parent is set; didMove follows at once either way (rules
  /// 7a.3, 7.10).
  private func adopt(
    _ controller: ControllerID, by container: ControllerID, announcingFirst: Bool, rule: RuleID
  ) throws {
    try checkCanAdopt(controller, by: container)
    // A replacing tab joins through UIKit's -_addChildViewController:, which makes no
    // hierarchy check (rules 7a.3, 1.8).
    if !announcingFirst { try checkConsistency(adopting: controller, by: container) }
    try leaveCurrentParent(controller)
    controllers[controller.index].movingToParent = true
    if announcingFirst {
      try invoke(.willMove(toParent: container), on: controller, rule: rule)
      guard controllers[controller.index].parent == nil else { return }
      link(controller, to: container)
    } else {
      link(controller, to: container)
      try invoke(.willMove(toParent: container), on: controller, rule: rule)
    }
    try invoke(.didMove(toParent: container), on: controller, rule: rule)
  }

  /// Whether `controller`'s view sits directly in the tab bar controller's view.
  private func isOnScreenInside(_ controller: ControllerID, of tab: ControllerID) -> Bool {
    guard let view = controllers[controller.index].view, let tabView = controllers[tab.index].view
    else { return false }
    return views[view.index].superview == tabView
  }

  /// A shown tab that left a tab bar controller that is not on screen: its view goes at once,
  /// as UIKit's switch swaps the views without callbacks (rule 7a.3).
  private func takeOffScreen(_ controller: ControllerID, from tab: ControllerID) throws {
    guard isOnScreenInside(controller, of: tab), let view = controllers[controller.index].view
    else { return }
    try takeOut(view)
  }

  /// A split view controller's columns (rule 7.10): the ones left out go first, then the new
  /// ones join in order.
  private func setColumns(_ unique: [ControllerID], of container: ControllerID) throws {
    let seen = Set(unique)
    let rule: RuleID = "7.10"
    for old in Array(controllers[container.index].children) where !seen.contains(old) {
      try dismissChild(old, of: container, rule: rule)
    }
    for controller in unique where controllers[controller.index].parent != container {
      try adopt(controller, by: container, announcingFirst: false, rule: rule)
    }
    controllers[container.index].children = OrderedIDs(
      unique.filter { controllers[$0.index].parent == container })
    guard isLive(container) else { return }
    try layOutColumns(of: container)
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
    try switchTab(of: tab, to: selected, from: controllers[tab.index].shownChild)
  }

  /// Switches the visible tab: the new one's will comes first (rule 7.8), each side driven by
  /// begin/endAppearanceTransition — new begins, old begins, old ends, new ends (rule 7.12).
  /// From iOS 26 the two ends wait for the end of the turn, after the layout pass (the Core
  /// Animation commit).
  private func switchTab(of tab: ControllerID, to new: ControllerID, from old: ControllerID?)
    throws
  {
    // A switch an animator was to drive that has not started yet changed nothing on screen;
    // one that is running ends now (rule CT.15).
    finishRunningTabSwitch(of: tab)
    let old = cancelPendingTabSwitch(of: tab) ?? old
    guard old != new else {
      controllers[tab.index].shownChild = new
      return
    }
    if let old, try beginCustomTabSwitch(tab, from: old, to: new) { return }
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
