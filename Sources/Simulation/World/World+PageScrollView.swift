/// The scroll style's private scroll view (rule PV.10).
struct PageScrollView: Hashable, Sendable {
  /// The `_UIQueuingScrollView` in the page view controller's view.
  var view: ViewID
  /// Its three wrapper views: the page before, the page shown, the page after.
  var wrappers: [ViewID]
}

extension World {
  /// The class of the scroll view a scroll-style page view controller keeps its pages in
  /// (rule PV.10): a private `UIScrollView` subclass.
  public static let pageScrollViewClass = "_UIQueuingScrollView"

  /// The wrapper a shown page's view sits in (rule PV.10).
  static let shownPageSlot = 1

  /// `UIPageViewController`'s `loadView` in the scroll style: the view clips to its bounds and
  /// holds a paging scroll view the size of its bounds, which holds three plain wrapper views
  /// side by side along the navigation axis (rule PV.10). A curl has none.
  func installPageScrollView(in container: ControllerID) throws {
    guard let state = controllers[container.index].pageState, state.style == .scroll,
      let containerView = controllers[container.index].view
    else { return }
    views[containerView.index].clipsToBounds = true
    let scroll = makeView(
      className: Self.pageScrollViewClass, kind: .scroll, frame: views[containerView.index].bounds,
      name: nil)
    views[scroll.index].isPagingEnabled = true
    var wrappers: [ViewID] = []
    for _ in 0..<3 {
      let wrapper = makeView(name: nil)
      try attach(wrapper, to: scroll, at: nil)
      wrappers.append(wrapper)
    }
    try attach(scroll, to: containerView, at: nil)
    controllers[container.index].pageState?.scrollView = PageScrollView(
      view: scroll, wrappers: wrappers)
    try layOutPageScrollView(of: container)
  }

  /// The scroll view of a scroll-style page view controller while it is still in its view.
  func pageScrollView(of container: ControllerID) -> PageScrollView? {
    guard let scroll = controllers[container.index].pageState?.scrollView,
      let containerView = controllers[container.index].view,
      views[scroll.view.index].superview == containerView,
      scroll.wrappers.allSatisfy({ views[$0.index].superview == scroll.view })
    else { return nil }
    return scroll
  }

  /// Where a page's view goes: the wrapper `slot` (0 the page before, 1 the page shown, 2 the
  /// page after) of the scroll style's scroll view, or the page view controller's view itself.
  func pageHolder(of container: ControllerID, slot: Int = World.shownPageSlot) throws -> ViewID {
    let containerView = try loadedView(of: container)
    guard let scroll = pageScrollView(of: container) else { return containerView }
    return scroll.wrappers[slot]
  }

  /// Whether `view` is where the page view controller puts its pages' views.
  func isPageHolder(_ view: ViewID, of container: ControllerID) -> Bool {
    if view == controllers[container.index].view { return true }
    return pageScrollView(of: container)?.wrappers.contains(view) == true
  }

  /// Puts a page's view into its holder, filling it and following its size, as UIKit wraps a
  /// page's view (rule PV.10); a view already there stays.
  func placePage(_ view: ViewID, of container: ControllerID, slot: Int = World.shownPageSlot)
    throws
  {
    let holder = try pageHolder(of: container, slot: slot)
    guard views[view.index].superview != holder else { return }
    if holder == controllers[container.index].view {
      setFrame(view, views[holder.index].bounds)
    } else {
      setFrame(view, Rect(origin: .zero, size: views[holder.index].frame.size))
      views[view.index].autoresizingMask.formUnion([.flexibleWidth, .flexibleHeight])
    }
    try attach(view, to: holder, at: nil)
    markLayout(in: view)
  }

  /// The scroll view's frame is the page view controller's bounds; its content is three pages
  /// long along the navigation axis, scrolled to the middle one, where each wrapper fills one
  /// page (rule PV.10).
  func layOutPageScrollView(of container: ControllerID) throws {
    guard let scroll = pageScrollView(of: container),
      let containerView = controllers[container.index].view
    else { return }
    let bounds = views[containerView.index].bounds
    if views[scroll.view.index].frame != bounds { setFrame(scroll.view, bounds) }
    let size = bounds.size
    let vertical = controllers[container.index].pageState?.isVertical == true
    views[scroll.view.index].contentSize =
      vertical
      ? Size(width: size.width, height: size.height * 3)
      : Size(width: size.width * 3, height: size.height)
    for (index, wrapper) in scroll.wrappers.enumerated() {
      let step = Double(index)
      let frame =
        vertical
        ? Rect(x: 0, y: size.height * step, width: size.width, height: size.height)
        : Rect(x: size.width * step, y: 0, width: size.width, height: size.height)
      if views[wrapper.index].frame != frame { setFrame(wrapper, frame) }
    }
    let middle = vertical ? Point(x: 0, y: size.height) : Point(x: size.width, y: 0)
    try moveOffset(of: scroll.view, to: middle, rule: "PV.10")
  }

  /// A page view controller's view changed size: its scroll view follows (rule PV.10).
  func pageViewDidResize(_ view: ViewID) {
    guard let owner = views[view.index].owner, controllers[owner.index].kind == .page,
      pageScrollView(of: owner) != nil
    else { return }
    guarded { try layOutPageScrollView(of: owner) }
  }

  /// The page a turn lands on moves into the middle wrapper, the one shown (rule PV.10).
  func centrePage(_ page: ControllerID, of container: ControllerID) throws {
    guard let view = controllers[page.index].view, let superview = views[view.index].superview,
      isPageHolder(superview, of: container), controllers[page.index].parent == container
    else { return }
    try placePage(view, of: container)
  }
}
