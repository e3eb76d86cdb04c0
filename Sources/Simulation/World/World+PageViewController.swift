/// `UIPageViewController.TransitionStyle`.
public enum PageTransitionStyle: String, Hashable, Sendable {
  case pageCurl, scroll
}

/// `UIPageViewController.SpineLocation`.
public enum PageSpineLocation: Int, Hashable, Sendable {
  case none = 0, min, mid, max

  /// How UIKit names the location in its exception (rule PV.1).
  public var uikitName: String {
    switch self {
    case .none: return "UIPageViewControllerSpineLocationNone"
    case .min: return "UIPageViewControllerSpineLocationMin"
    case .mid: return "UIPageViewControllerSpineLocationMid"
    case .max: return "UIPageViewControllerSpineLocationMax"
    }
  }
}

/// What a page view controller is besides a controller (rules PV.1–PV.9).
public struct PageState: Hashable, Sendable {
  public internal(set) var style: PageTransitionStyle
  public internal(set) var isVertical: Bool
  public internal(set) var spine: PageSpineLocation
  public internal(set) var isDoubleSided = false
  /// `viewControllers`: the pages shown.
  public internal(set) var pages: [ControllerID] = []
  /// A page turn in flight.
  var turn: PageTurn?
  /// The scroll style's scroll view, once the view has loaded (rule PV.10).
  var scrollView: PageScrollView?

  public init(style: PageTransitionStyle, isVertical: Bool, spine: PageSpineLocation?) {
    self.style = style
    self.isVertical = isVertical
    // Scrolling has no spine; a curl's spine is on the leading edge unless asked (rule PV.1).
    if style == .scroll {
      self.spine = .none
    } else if let spine, spine != .none {
      self.spine = spine
    } else {
      self.spine = .min
    }
    isDoubleSided = self.spine == .mid
  }

  /// Whether the page view controller is turning a page now.
  public var isTurning: Bool { turn != nil }
}

/// A page turn on the virtual clock: `setViewControllers(…, animated: true)` or a swipe.
struct PageTurn: Hashable, Sendable {
  var container: ControllerID
  var incoming: [ControllerID]
  var outgoing: [ControllerID]
  var completion: BlockHandle?
  /// A swipe: the delegate hears `didFinishAnimating` (rules PV.7, PV.8).
  var isSwipe: Bool
  /// Whether the turn lands on the incoming pages (a cancelled swipe goes back).
  var completes: Bool
  /// Whether it animates (the `animated` its callbacks carry).
  var animated = true
}

/// The host's side of a swipe: the delegate hears that the turn ended (rules PV.7, PV.8).
public protocol PageViewControllerHost: AnyObject {
  func pageTurnEnded(
    _ container: ControllerID, previous: [ControllerID], completed: Bool, in world: World) throws
}

extension World {
  /// How long an animated page turn takes (rule PV.9, containrepl's choice).
  public static let pageTurnDuration = 0.35

  /// The page view controller's state (nil for another kind).
  public func pageState(of controller: ControllerID) -> PageState? {
    controllers[controller.index].pageState
  }

  /// `UIPageViewController(transitionStyle:navigationOrientation:options:)`: the page view
  /// controller drives its pages' appearance itself (rule PV.5).
  public func configurePages(_ controller: ControllerID, _ state: PageState) {
    controllers[controller.index].pageState = state
  }

  /// `isDoubleSided = flag`.
  public func setPagesDoubleSided(_ controller: ControllerID, _ flag: Bool) {
    controllers[controller.index].pageState?.isDoubleSided = flag
  }

  // MARK: - setViewControllers(_:direction:animated:completion:)

  /// `pvc.setViewControllers(list, direction:, animated:, completion:)` (rules PV.1–PV.4).
  public func setPages(
    _ list: [ControllerID], of container: ControllerID, forward: Bool, animated: Bool,
    completion: BlockHandle?
  ) throws {
    guard let state = controllers[container.index].pageState else { return }
    try checkCanAdopt(pages: list, by: container)
    try finishPageTurnNow(of: container)
    switch state.style {
    case .scroll:
      try checkPageCount(list.count, required: 1, spine: nil)
      try scroll(
        to: list[0], in: container, forward: forward, animated: animated, completion: completion)
    case .pageCurl:
      let valid = state.pages.count == (state.spine == .mid ? 2 : 1)
      if valid && animated {
        try checkPageCount(list.count, required: state.isDoubleSided ? 2 : 1, spine: nil)
        try startCurl(to: list, in: container, forward: forward, completion: completion)
      } else {
        if !state.pages.isEmpty || !list.isEmpty {
          try checkPageCount(list.count, required: state.spine == .mid ? 2 : 1, spine: state.spine)
          try replacePages(of: container, with: list)
        }
        runCompletion(completion, finished: true, rule: "PV.2")
      }
    }
  }

  /// containrepl's refusals (the root, the page view controller itself, an ancestor) before
  /// anything changes, so that a refused page never counts as shown.
  /// A page whose view is already shown outside the page view controller is outside the
  /// documented use: UIKit moves the view and the page's appearance no longer follows a window.
  private func checkCanAdopt(pages: [ControllerID], by container: ControllerID) throws {
    for page in pages where controllers[page.index].parent != container {
      try checkCanAdopt(page, by: container)
      if let view = controllers[page.index].view, views[view.index].superview != nil {
        appearanceMisused = true
      }
    }
  }

  /// UIKit's count check (rule PV.1).
  private func checkPageCount(_ count: Int, required: Int, spine: PageSpineLocation?) throws {
    guard count != required else { return }
    let issue = UIKitIssue.pageCountMismatch(
      provided: count, required: required, spine: spine?.uikitName)
    emit(.exception(issue), rule: "PV.1")
    throw UIKitException(issue)
  }

  /// A curl's page begins its appearance whether or not the page view controller is on screen
  /// (rule PV.2): one that is not leaves the appearance states telling no truth about the
  /// screen, as UIKit does.
  private func curlBegin(
    _ page: ControllerID, of container: ControllerID, appearing: Bool, animated: Bool,
    rule: RuleID
  ) throws {
    let shown = controllers[container.index].appearance
    if appearing, shown != .appeared && shown != .appearing { appearanceMisused = true }
    try explicitBegin(page, appearing: appearing, animated: animated, rule: rule)
  }

  /// A curl without animation: the outgoing pages leave, then the incoming ones join, each
  /// driven through a begin and an end (rule PV.2).
  private func replacePages(of container: ControllerID, with list: [ControllerID]) throws {
    let containerView = try loadedView(of: container)
    let old = unique(controllers[container.index].pageState?.pages ?? [])
    for page in old where !list.contains(page) {
      try invoke(.willMove(toParent: nil), on: page, rule: "PV.2")
      if let view = controllers[page.index].view {
        try explicitBegin(page, appearing: false, animated: false, rule: "PV.2")
        try takeOutOfPages(view, of: container)
        try explicitEnd(page, rule: "PV.2")
      }
      try leavePages(page, of: container)
    }
    controllers[container.index].pageState?.pages = list
    var placed: Set<ControllerID> = []
    for (index, page) in list.enumerated() where placed.insert(page).inserted {
      let joins = !old.contains(page)
      if joins { try joinPages(page, of: container) }
      let view = try loadedView(of: page)
      if views[view.index].superview != containerView {
        try curlBegin(page, of: container, appearing: true, animated: false, rule: "PV.2")
        setFrame(view, pageFrame(index, of: container))
        try attach(view, to: containerView, at: nil)
        markLayout(in: view)
        try explicitEnd(page, rule: "PV.2")
      }
      if joins { try invoke(.didMove(toParent: container), on: page, rule: "PV.2") }
    }
  }

  /// The pages once each, in order (a list may name a page twice; UIKit counts it twice).
  private func unique(_ pages: [ControllerID]) -> [ControllerID] {
    var seen: Set<ControllerID> = []
    return pages.filter { seen.insert($0).inserted }
  }

  /// Takes a page's view out of the page view controller's view (or its scroll view's wrapper);
  /// one the user put elsewhere stays where it is (containrepl's choice: UIKit removes it from
  /// wherever it is).
  private func takeOutOfPages(_ view: ViewID, of container: ControllerID) throws {
    guard let superview = views[view.index].superview, isPageHolder(superview, of: container)
    else { return }
    try takeOut(view)
  }

  /// `addChild` as the page view controller calls it: the page leaves any other parent, joins,
  /// and hears `willMove(toParent:)`.
  func joinPages(_ page: ControllerID, of container: ControllerID) throws {
    guard controllers[page.index].parent != container else { return }
    try checkCanAdopt(page, by: container)
    try checkConsistency(adopting: page, by: container)
    try leaveCurrentParent(page)
    link(page, to: container)
    controllers[page.index].movingToParent = true
    try invoke(.willMove(toParent: container), on: page, rule: "PV.2")
  }

  /// `removeFromParent` as the page view controller calls it.
  private func leavePages(_ page: ControllerID, of container: ControllerID) throws {
    guard controllers[page.index].parent == container else { return }
    unlink(page)
    try invoke(.didMove(toParent: nil), on: page, rule: "PV.2")
  }

  /// Where page `index` goes: the whole view, or its half beside a middle spine.
  private func pageFrame(_ index: Int, of container: ControllerID) -> Rect {
    guard let view = controllers[container.index].view else { return .zero }
    let bounds = views[view.index].bounds
    guard controllers[container.index].pageState?.spine == .mid else { return bounds }
    let vertical = controllers[container.index].pageState?.isVertical == true
    if vertical {
      let half = (bounds.height / 2).rounded()
      return Rect(x: 0, y: index == 0 ? 0 : half, width: bounds.width, height: half)
    }
    let half = (bounds.width / 2).rounded()
    return Rect(x: index == 0 ? 0 : half, y: 0, width: half, height: bounds.height)
  }

  // MARK: - Scrolling (rule PV.3)

  /// The scroll style's set: the old page hears `willMove(toParent: nil)`, the new one joins at
  /// once; the appearance callbacks come only while the page view controller itself is
  /// appearing or on screen. The new page's view goes beside the old one in the scroll view
  /// and moves to the middle when the scroll ends (rule PV.10).
  private func scroll(
    to page: ControllerID, in container: ControllerID, forward: Bool, animated: Bool,
    completion: BlockHandle?
  ) throws {
    _ = try loadedView(of: container)
    let old = controllers[container.index].pageState?.pages.first
    if old == page && animated { return }
    let animates = animated && old != nil
    if let old, old != page { try invoke(.willMove(toParent: nil), on: old, rule: "PV.3") }
    if controllers[page.index].parent != container {
      try joinPages(page, of: container)
      try invoke(.didMove(toParent: container), on: page, rule: "PV.3")
    }
    controllers[container.index].pageState?.pages = [page]
    let view = try loadedView(of: page)
    let outgoing = old.map { $0 == page ? [] : [$0] } ?? []
    try beginTurn(incoming: [page], outgoing: outgoing, of: container, animated: animates)
    try placePage(
      view, of: container, slot: outgoing.isEmpty ? World.shownPageSlot : forward ? 2 : 0)
    let turn = PageTurn(
      container: container, incoming: [page], outgoing: outgoing, completion: completion,
      isSwipe: false, completes: true, animated: animates)
    try run(turn, animated: animates)
  }

  /// The begins of a turn: the incoming pages will appear, then the outgoing ones will
  /// disappear, when the page view controller generates them (rules PV.3, PV.4).
  private func beginTurn(
    incoming: [ControllerID], outgoing: [ControllerID], of container: ControllerID,
    animated: Bool
  ) throws {
    guard generatesAppearance(container) else { return }
    for page in incoming { try beginIfPossible(page, appearing: true, animated: animated) }
    for page in outgoing { try beginIfPossible(page, appearing: false, animated: animated) }
  }

  /// Whether the page view controller sends its pages appearance callbacks now: a curl always,
  /// the scroll style only while it is itself appearing or on screen (rules PV.2, PV.3).
  private func generatesAppearance(_ container: ControllerID) -> Bool {
    if controllers[container.index].pageState?.style == .pageCurl { return true }
    let appearance = controllers[container.index].appearance
    return appearance == .appearing || appearance == .appeared
  }

  /// Starts the turn's animation, or ends it now.
  private func run(_ turn: PageTurn, animated: Bool, duration: Double = World.pageTurnDuration)
    throws
  {
    guard animated else { return try finish(turn, finished: true) }
    controllers[turn.container.index].pageState?.turn = turn
    _ = startAnimation(duration: duration, curve: .easeInOut, kind: .pageTurn(turn))
  }

  // MARK: - Curling (rule PV.4)

  /// An animated curl: each incoming page will appear and joins, its view behind the others;
  /// the outgoing pages will disappear.
  private func startCurl(
    to list: [ControllerID], in container: ControllerID, forward: Bool, completion: BlockHandle?
  ) throws {
    let old = controllers[container.index].pageState?.pages ?? []
    let shown = controllers[container.index].pageState?.spine == .mid ? list : [list[0]]
    controllers[container.index].pageState?.pages = shown
    let incoming = unique(shown.filter { !old.contains($0) })
    let outgoing = unique(old.filter { !shown.contains($0) })
    try curlIn(incoming, of: container, forward: forward)
    for page in outgoing {
      try explicitBegin(page, appearing: false, animated: true, rule: "PV.4")
    }
    let turn = PageTurn(
      container: container, incoming: incoming, outgoing: outgoing, completion: completion,
      isSwipe: false, completes: true)
    try run(turn, animated: true)
  }

  /// The incoming pages of a curl: each will appear, then, turning forward, joins with its view
  /// at the back; a page turned backward joins only when the curl ends (rule PV.4).
  private func curlIn(_ incoming: [ControllerID], of container: ControllerID, forward: Bool)
    throws
  {
    for (index, page) in incoming.enumerated() {
      let view = try loadedView(of: page)
      setFrame(view, pageFrame(index, of: container))
      try curlBegin(page, of: container, appearing: true, animated: true, rule: "PV.4")
      if forward { try curlJoin(page, of: container) }
    }
  }

  /// A curled-in page joins: `addChild`, its view at the back, `didMove(toParent:)`.
  private func curlJoin(_ page: ControllerID, of container: ControllerID) throws {
    guard controllers[page.index].parent != container else { return }
    let containerView = try loadedView(of: container)
    let view = try loadedView(of: page)
    try joinPages(page, of: container)
    if views[view.index].superview != containerView {
      try attach(view, to: containerView, at: 0)
      markLayout(in: view)
    }
    try invoke(.didMove(toParent: container), on: page, rule: "PV.4")
  }

  // MARK: - The end of a turn

  /// A page turn whose animation ended (or was cut short).
  func finishPageTurn(_ turn: PageTurn, finished: Bool) {
    guard controllers[turn.container.index].pageState?.turn == turn else { return }
    controllers[turn.container.index].pageState?.turn = nil
    guarded { try finish(turn, finished: finished) }
  }

  /// Ends a turn still running before a new one starts (UIKit cancels the curl in flight).
  func finishPageTurnNow(of container: ControllerID) throws {
    guard let turn = controllers[container.index].pageState?.turn else { return }
    animations.removeAll {
      if case .pageTurn(let running) = $0.kind { return running == turn }
      return false
    }
    controllers[container.index].pageState?.turn = nil
    try finish(turn, finished: false)
  }

  /// The ends of a turn in UIKit's order, then the pages no longer shown leave, then the
  /// completion block, then the delegate (rules PV.3, PV.4, PV.7, PV.8).
  private func finish(_ turn: PageTurn, finished: Bool) throws {
    let container = turn.container
    let shown = turn.completes ? turn.incoming : turn.outgoing
    let hidden = turn.completes ? turn.outgoing : turn.incoming
    let style = controllers[container.index].pageState?.style ?? .scroll
    let rule: RuleID =
      turn.isSwipe ? (turn.completes ? "PV.7" : "PV.8") : (style == .scroll ? "PV.3" : "PV.4")
    if style == .scroll {
      if generatesAppearance(container) {
        // Each page first begins the way it ends, if it can (a page turning back hears its
        // will-callback here), then ends.
        for page in shown {
          try beginIfPossible(page, appearing: true, animated: turn.animated)
          try endIfPossible(page, appearing: true, rule: rule)
        }
        for page in hidden {
          try beginIfPossible(page, appearing: false, animated: turn.animated)
          try endIfPossible(page, appearing: false, rule: rule)
        }
      }
    } else if turn.completes {
      for page in hidden {
        try invoke(.willMove(toParent: nil), on: page, rule: rule)
        if let view = controllers[page.index].view { try takeOutOfPages(view, of: container) }
        try endIfOpen(page, rule: rule)
        try leavePages(page, of: container)
      }
      for page in shown {
        try curlJoin(page, of: container)
        try endIfOpen(page, rule: rule)
      }
    } else {
      // The finger let go short: the begins turn round, then the curl falls back (rule PV.8).
      for page in hidden where controllers[page.index].appearance == .appearing {
        try explicitBegin(page, appearing: false, animated: true, rule: rule)
      }
      for page in shown where controllers[page.index].appearance == .disappearing {
        try curlBegin(page, of: container, appearing: true, animated: true, rule: rule)
      }
      for page in hidden {
        if controllers[page.index].parent == container {
          try invoke(.willMove(toParent: nil), on: page, rule: rule)
          if let view = controllers[page.index].view { try takeOutOfPages(view, of: container) }
          try leavePages(page, of: container)
        }
        try endIfOpen(page, rule: rule)
      }
      for page in shown { try endIfOpen(page, rule: rule) }
    }
    if turn.isSwipe, turn.completes {
      controllers[container.index].pageState?.pages = turn.incoming
    }
    if style == .scroll {
      for page in hidden where controllers[page.index].parent == container {
        try flush(page, of: container, rule: rule)
      }
      for page in shown { try centrePage(page, of: container) }
    }
    runCompletion(turn.completion, finished: finished, rule: rule)
    if turn.isSwipe, let host = host as? PageViewControllerHost {
      try host.pageTurnEnded(
        container, previous: turn.outgoing, completed: turn.completes, in: self)
    }
  }

  /// The scroll view lets go of a page no longer shown: it hears `willMove(toParent: nil)`
  /// (again), its view leaves and it is removed (rule PV.3).
  private func flush(_ page: ControllerID, of container: ControllerID, rule: RuleID) throws {
    try endIfPossible(page, appearing: false, rule: rule)
    try invoke(.willMove(toParent: nil), on: page, rule: rule)
    if let view = controllers[page.index].view { try takeOutOfPages(view, of: container) }
    try leavePages(page, of: container)
  }

  // MARK: - Appearance (rule PV.5)

  /// UIKit's "if possible" begin: appearing only from disappeared or disappearing, disappearing
  /// only from appeared or appearing.
  private func beginIfPossible(_ page: ControllerID, appearing: Bool, animated: Bool) throws {
    let state = controllers[page.index].appearance
    let possible =
      appearing
      ? (state == .disappeared || state == .disappearing)
      : (state == .appeared || state == .appearing)
    guard possible else { return }
    try explicitBegin(page, appearing: appearing, animated: animated, rule: "PV.5")
  }

  /// UIKit's "if possible" end: a page still on its way the other way turns first, then a page
  /// on its way ends.
  private func endIfPossible(_ page: ControllerID, appearing: Bool, rule: RuleID) throws {
    let state = controllers[page.index].appearance
    if appearing ? state == .disappearing : state == .appearing {
      try beginIfPossible(page, appearing: appearing, animated: false)
    }
    guard controllers[page.index].appearance.isTransitioning else { return }
    try explicitEnd(page, rule: rule)
  }

  /// The end of a begin the turn made, unless something settled the page meanwhile (its page
  /// view controller left the screen).
  private func endIfOpen(_ page: ControllerID, rule: RuleID) throws {
    guard controllers[page.index].appearance.isTransitioning else { return }
    try explicitEnd(page, rule: rule)
  }

  /// The page view controller's own appearance reaches its pages whose views are loaded
  /// (rule PV.5): its will-callbacks begin theirs, its did-callbacks end them.
  /// A page of a turn in flight hears it too (containrepl's choice: UIKit's list is its pages
  /// alone, which would leave the arriving page of a swipe half-appeared).
  /// UIKit sends them only while its forwarding check answers false (PV.5): an override of
  /// `shouldAutomaticallyForwardAppearanceMethods` returning true hands the pages to the
  /// automatic forwarding instead.
  func forwardToPages(of container: ControllerID, _ target: AppearanceState) throws {
    guard let state = controllers[container.index].pageState, try !forwardsAppearance(container)
    else { return }
    let pages = unique(state.pages + (state.turn.map { $0.incoming + $0.outgoing } ?? []))
    for page in pages where controllers[page.index].view != nil {
      switch target {
      case .appearing:
        try beginIfPossible(
          page, appearing: true, animated: controllers[container.index].lastAnimated)
      case .disappearing:
        try beginIfPossible(
          page, appearing: false, animated: controllers[container.index].lastAnimated)
      case .appeared: try endIfPossible(page, appearing: true, rule: "PV.5")
      case .disappeared: try endIfPossible(page, appearing: false, rule: "PV.5")
      }
    }
  }

  // MARK: - Swipes (rules PV.6–PV.9)

  /// A finger turns the page to `incoming` (which the data source gave): the scroll style takes
  /// it as a child at once; both styles begin the appearance of both pages; the turn ends on
  /// the clock, on `incoming` when it `completes`, back on the old page otherwise.
  public func swipePage(
    to incoming: [ControllerID], in container: ControllerID, forward: Bool, completes: Bool,
    duration: Double
  ) throws {
    guard let state = controllers[container.index].pageState,
      incoming.count == (state.spine == .mid ? 2 : 1), Set(incoming).count == incoming.count
    else { return }
    try checkCanAdopt(pages: incoming, by: container)
    try finishPageTurnNow(of: container)
    let outgoing = unique(state.pages.filter { !incoming.contains($0) })
    _ = try loadedView(of: container)
    switch state.style {
    case .scroll:
      let page = incoming[0]
      try cacheScrollPage(page, in: container)
      let view = try loadedView(of: page)
      try beginTurn(incoming: [page], outgoing: outgoing, of: container, animated: true)
      try placePage(view, of: container, slot: forward ? 2 : 0)
    case .pageCurl:
      try curlIn(incoming, of: container, forward: forward)
      for page in outgoing {
        try explicitBegin(page, appearing: false, animated: true, rule: "PV.6")
      }
    }
    let turn = PageTurn(
      container: container, incoming: incoming, outgoing: outgoing, completion: nil,
      isSwipe: true, completes: completes)
    try run(turn, animated: true, duration: duration)
  }
}

extension World {
  /// A page view controller's invariants: the curl style shows as many pages as its spine asks
  /// for (rule PV.1), and a turn in flight has its animation.
  /// (The user may still take a page out of it by hand, as in UIKit.)
  func checkPages(of record: ControllerRecord, _ problems: inout [String]) {
    guard let state = record.pageState else {
      problems.append("\(record.name) is a page view controller without its state")
      return
    }
    if state.style == .pageCurl, !state.pages.isEmpty,
      state.pages.count != (state.spine == .mid ? 2 : 1)
    {
      problems.append("\(record.name) shows \(state.pages.count) pages for its spine")
    }
    if let turn = state.turn,
      !animations.contains(where: {
        if case .pageTurn(let running) = $0.kind { return running == turn }
        return false
      })
    {
      problems.append("\(record.name) is turning a page with no animation running")
    }
  }
}

extension World {
  /// The scroll style takes the page a swipe reveals as a child as soon as the data source
  /// gives it: `willMove` and `didMove(toParent:)` at once (rule PV.6).
  public func cacheScrollPage(_ page: ControllerID, in container: ControllerID) throws {
    guard controllers[container.index].pageState?.style == .scroll,
      controllers[page.index].parent != container
    else { return }
    try checkCanAdopt(page, by: container)
    try finishPageTurnNow(of: container)
    try joinPages(page, of: container)
    try invoke(.didMove(toParent: container), on: page, rule: "PV.6")
    _ = try loadedView(of: page)
  }
}

extension World {
  /// A page's view moved in or out of the window without its page view controller, which
  /// drives its appearance and so sends nothing (rule PV.5): the page keeps a state that no
  /// longer tells whether it is on screen, as in UIKit.
  func notePageMovedByHand(_ page: ControllerID, within moving: ViewID, arriving: Bool) {
    guard let parent = controllers[page.index].parent, controllers[parent.index].kind == .page,
      controllers[page.index].appearanceLevel == 0
    else { return }
    if let parentView = controllers[parent.index].view, isView(parentView, inside: moving) {
      return
    }
    let state = controllers[page.index].appearance
    if arriving ? state == .disappeared : state == .appeared { appearanceMisused = true }
  }
}
