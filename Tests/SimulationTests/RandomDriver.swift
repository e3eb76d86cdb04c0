import Simulation
import TestSupport
import Testing

/// Drives a world with random operations, checking its invariants after every one.
struct RandomDriver {
  var world: World
  var controllers: [ControllerID]
  var random: SeededGenerator
  var trace: [String] = []
  /// Every rule the world's events cited.
  var rulesCited: Set<RuleID> = []
  /// What the last step logged (to replay a failing seed).
  var lastEvents: [Event] = []
  /// Only operations UIKit's documentation intends, so the strict appearance check applies.
  let canonical: Bool
  /// Hears the scroll views' delegate messages and checks their order (rules L.6b–L.6e).
  let scrolls: ScrollRecorder
  /// Decides what page view controllers do, apart from `random`.
  var pages: SeededGenerator
  /// Decides the presentations from controllers out of the window or in no controller tree
  /// (rules 8.4, 8.9), apart from the other two, so that their sequences stay as they were.
  var offscreen: SeededGenerator
  /// Decides the root replacements over a presentation and the tab lists emptied or taken over
  /// (rules 7a.3, 7a.4), apart from the others, so that their sequences stay as they were.
  var replacing: SeededGenerator

  init(seed: UInt64, canonical: Bool) {
    let (world, container) = World.sandbox()
    scrolls = ScrollRecorder()
    world.host = scrolls
    world.hostMayOverride = false
    self.world = world
    self.controllers = [container]
    self.random = SeededGenerator(seed: seed)
    self.pages = SeededGenerator(seed: seed &* 2_654_435_761 &+ 97)
    self.offscreen = SeededGenerator(seed: seed &* 40_503 &+ 7_919)
    self.replacing = SeededGenerator(seed: seed &* 69_069 &+ 1_013)
    self.canonical = canonical
  }

  mutating func pick<T>(_ items: [T]) -> T? {
    items.isEmpty ? nil : items[Int(random.next() % UInt64(items.count))]
  }

  mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

  /// Makes a new controller of a random kind.
  mutating func make() -> ControllerID {
    let kinds: [ControllerKind] =
      canonical
      ? [.plain, .plain, .plain, .navigation, .tabBar]
      : [.plain, .plain, .navigation, .tabBar, .split]
    var kind = pick(kinds) ?? .plain
    // Page view controllers come from a generator of their own, so that the sequences of the
    // other operations stay as they were.
    if kind == .plain, pages.next() % 4 == 0 { kind = .page }
    let className: String
    switch kind {
    case .plain: className = "UIViewController"
    case .navigation: className = "UINavigationController"
    case .tabBar: className = "UITabBarController"
    case .split: className = "UISplitViewController"
    case .page: className = "UIPageViewController"
    }
    let id = world.makeController(
      className: className, kind: kind, name: world.freshName("vc"))
    if kind == .page {
      // Documented use stays with the scroll style: a curl's pages appear even off screen
      // (rule PV.2), which UIKit itself leaves apart from the screen.
      let style: PageTransitionStyle = canonical || pages.next() % 2 == 0 ? .scroll : .pageCurl
      world.configurePages(
        id,
        PageState(
          style: style, isVertical: pages.next() % 5 == 0,
          spine: pages.next() % 5 == 0 ? .mid : nil))
    }
    controllers.append(id)
    trace.append("make \(world.controller(id).name) \(kind)")
    return id
  }

  /// One random operation; errors (UIKit exceptions) are part of the game.
  mutating func step() {
    let wasMisused = world.appearanceMisused
    defer {
      if !wasMisused, world.appearanceMisused { trace.append("  (appearance misused from here)") }
    }
    world.beginInput()
    do {
      if canonical { try canonicalStep() } else { try chaosStep() }
      if offscreen.next() % 12 == 0 { try presentFromOutside() }
      if replacing.next() % 8 == 0 { try replaceSomething() }
      if pages.next() % 3 == 0 {
        // Documented use turns pages at rest and lets the turn end before anything else: a
        // push beneath a page mid-turn is skipped by UIKit (rule R.1).
        if canonical {
          if world.isIdle {
            try turnPages(misuse: false)
            world.runUntilIdle()
          }
        } else {
          try turnPages(misuse: true)
        }
      }
    } catch {
      world.noteInterruption()
    }
    switch random.next() % 4 {
    case 0: world.finishTurn()
    case 1: world.advance(by: Int64(random.next() % 400_000))
    default: world.runUntilIdle()
    }
    lastEvents = world.takeEvents()
    for event in lastEvents {
      if let rule = event.rule { rulesCited.insert(rule) }
    }
  }

  private func name(_ id: ControllerID) -> String { world.controller(id).name }

  /// Whether neither the controller nor any ancestor is between an appearance begin and end.
  private func isSettled(_ id: ControllerID) -> Bool {
    var current: ControllerID? = id
    while let controller = current {
      if world.controller(controller).appearance.isTransitioning { return false }
      current = world.controller(controller).parent
    }
    return true
  }

  /// Containment done the documented way (rules 1–4, 7): add, remove, cycle, push, pop, tabs.
  mutating func canonicalStep() throws {
    // Documented use adds children to containers at rest, not to one in the middle of its own
    // appearance transition (there UIKit skips the child's window move, rule R.1).
    let plainParents = controllers.filter {
      world.controller($0).kind == .plain && world.controller($0).view.map(world.isInWindow) == true
        && isSettled($0)
    }
    switch random.next() % 14 {
    case 0, 1:
      guard let parent = pick(plainParents) else { return }
      let child = make()
      if world.controller(child).kind == .navigation {
        let root = world.makeController(
          className: "UIViewController", name: world.freshName("root"))
        controllers.append(root)
        try world.setNavigationRoot(root, of: child)
      }
      trace.append("add \(name(child)) to \(name(parent))")
      try world.addChild(child, to: parent)
      try world.addSubview(try world.loadedView(of: child), to: try world.loadedView(of: parent))
      try world.invokeDirectly(.didMove(toParent: parent), on: child)
    case 2:
      let children = controllers.filter {
        guard let parent = world.controller($0).parent else { return false }
        return world.controller(parent).kind == .plain
      }
      guard let child = pick(children) else { return }
      trace.append("remove \(name(child))")
      try world.invokeDirectly(.willMove(toParent: nil), on: child)
      if let view = world.controller(child).view { try world.removeFromSuperview(view) }
      try world.removeFromParent(child)
    case 3:
      // A transition's begin/end calls reach its children even off screen (rule R.3), which
      // leaves their states apart from the screen: documented use cycles on screen.
      let shown = controllers.filter {
        guard let parent = world.controller($0).parent, world.controller(parent).kind == .plain,
          world.isLive(parent), isSettled(parent),
          let view = world.controller($0).view, let parentView = world.controller(parent).view
        else { return false }
        return world.view(view).superview == parentView
      }
      guard let from = pick(shown), let parent = world.controller(from).parent else { return }
      let to = world.makeController(className: "UIViewController", name: world.freshName("next"))
      controllers.append(to)
      trace.append("cycle \(name(from)) -> \(name(to)) in \(name(parent))")
      try world.invokeDirectly(.willMove(toParent: nil), on: from)
      try world.addChild(to, to: parent)
      try world.transition(
        in: parent, from: from, to: to, duration: chance(30) ? 0 : 0.25, options: [],
        animations: nil, completion: nil)
      world.runUntilIdle()
      try world.removeFromParent(from)
      try world.invokeDirectly(.didMove(toParent: parent), on: to)
    case 4:
      let navigations = controllers.filter { world.controller($0).kind == .navigation }
      guard let navigation = pick(navigations) else { return }
      if chance(60) {
        let pushed = world.makeController(
          className: "UIViewController", name: world.freshName("pushed"))
        controllers.append(pushed)
        trace.append("push \(name(pushed)) on \(name(navigation))")
        try world.push(pushed, onto: navigation, animated: chance(50))
      } else {
        trace.append("pop \(name(navigation))")
        try world.pop(from: navigation, animated: chance(50))
      }
    case 5:
      let tabs = controllers.filter { world.controller($0).kind == .tabBar }
      guard let tab = pick(tabs) else { return }
      if world.controller(tab).children.isEmpty || chance(20) {
        var list: [ControllerID] = []
        for _ in 0..<(1 + random.next() % 3) {
          let item = world.makeController(
            className: "UIViewController", name: world.freshName("tab"))
          controllers.append(item)
          list.append(item)
        }
        trace.append("tabs of \(name(tab)) = \(list.map(name))")
        try world.setViewControllers(list, of: tab)
      } else {
        let index = Int(random.next() % UInt64(world.controller(tab).children.count))
        trace.append("select \(index) in \(name(tab))")
        try world.setSelectedIndex(index, of: tab)
      }
    case 6:
      let candidates = controllers.filter {
        world.controller($0).parent == nil && world.controller($0).kind != .split
          && world.controller($0).presentingController == nil
      }
      guard chance(25), !world.hasPresentations, let root = pick(candidates) else { return }
      trace.append("root = \(name(root))")
      try world.setRootViewController(root)
    case 7:
      guard let orientation = pick(Orientation.allCases) else { return }
      world.iosVersion = pick([7, 17, 26]) ?? 17
      trace.append("rotate \(orientation) on iOS \(world.iosVersion)")
      try world.rotate(to: orientation)
    case 8:
      // The view surface a container touches: order, masks, scrolling, never the tree.
      let views = controllers.compactMap { world.controller($0).view }
      guard let view = pick(views), let superview = world.view(view).superview else { return }
      trace.append("arrange \(world.view(view).name ?? "a view") in its superview")
      world.setAutoresizingMask(view, chance(50) ? [.flexibleWidth, .flexibleHeight] : [])
      if chance(50) {
        world.bringSubviewToFront(view, in: superview)
      } else {
        world.sendSubviewToBack(view, in: superview)
      }
      world.exchangeSubviews(0, world.view(superview).subviews.count - 1, in: superview)
      world.setContentSize(superview, Size(width: 640, height: 480))
      world.setPagingEnabled(superview, chance(50))
      try world.setContentOffset(
        superview, Point(x: chance(50) ? 0 : 320, y: 0), animated: chance(50))
    case 9:
      // Present from a controller at rest on screen, in the styles iPhone apps use.
      let candidates = controllers.filter {
        world.controller($0).view.map(world.isInWindow) == true && isSettled($0)
          && world.controller($0).presentedController == nil
      }
      guard let requester = pick(candidates) else { return }
      let presented = world.makeController(
        className: "UIViewController", name: world.freshName("modal"))
      controllers.append(presented)
      let style = pick([PresentationStyle.fullScreen, .overFullScreen, .automatic]) ?? .fullScreen
      world.setModalPresentationStyle(presented, style)
      trace.append("present \(name(presented)) (\(style)) from \(name(requester))")
      try world.present(presented, from: requester, animated: chance(50), completion: nil)
      world.runUntilIdle()
    case 10:
      let presented = controllers.filter { world.controller($0).presentingController != nil }
      guard let target = pick(presented), isSettled(target) else { return }
      trace.append("dismiss \(name(target))")
      world.dismiss(from: target, animated: chance(50), completion: nil)
      world.runUntilIdle()
    case 11:
      guard let parent = pick(plainParents) else { return }
      try addPager(to: parent)
    case 12, 13:
      try scrollSomething()
    default:
      world.runUntilIdle()
    }
  }

  /// A page view controller turns: a set of fresh pages, animated or not, or a swipe that
  /// completes or is given up (rules PV.1–PV.9); with `misuse`, any count of any controllers.
  mutating func turnPages(misuse: Bool) throws {
    func roll(_ percent: UInt64) -> Bool { pages.next() % 100 < percent }
    let pagers = controllers.filter { world.controller($0).kind == .page }
    guard !pagers.isEmpty else { return }
    let pager = pagers[Int(pages.next() % UInt64(pagers.count))]
    guard let state = world.pageState(of: pager) else { return }
    let count = state.spine == .mid ? 2 : 1
    var fresh: [ControllerID] = []
    for _ in 0..<(misuse ? Int(pages.next() % 3) : count) {
      let page = world.makeController(className: "UIViewController", name: world.freshName("page"))
      controllers.append(page)
      fresh.append(page)
    }
    if misuse, roll(30) { fresh.append(controllers[Int(pages.next() % UInt64(controllers.count))]) }
    let forward = roll(50)
    if state.pages.isEmpty || roll(50) {
      let animated = roll(50)
      trace.append(
        "set pages of \(name(pager)) to \(fresh.map(name))\(animated ? " animated" : "")")
      try world.setPages(fresh, of: pager, forward: forward, animated: animated, completion: nil)
    } else if let first = fresh.first {
      let completes = roll(50)
      trace.append("swipe \(name(pager)) to \(fresh.map(name))\(completes ? "" : " given up")")
      try world.cacheScrollPage(first, in: pager)
      try world.swipePage(
        to: fresh, in: pager, forward: forward, completes: completes, duration: 0.85)
    }
  }

  /// A paging scroll view in the parent's view whose pages are child controllers, added the
  /// documented way.
  mutating func addPager(to parent: ControllerID) throws {
    let pager = world.makeView(
      className: "UIScrollView", kind: .scroll, frame: Rect(x: 0, y: 0, width: 320, height: 480),
      name: world.freshName("pager"))
    try world.addSubview(pager, to: try world.loadedView(of: parent))
    let count = 1 + Int(random.next() % 3)
    world.setContentSize(pager, Size(width: 320 * Double(count), height: 480))
    world.setPagingEnabled(pager, chance(70))
    trace.append("pager with \(count) pages in \(name(parent))")
    for index in 0..<count {
      let page = world.makeController(className: "UIViewController", name: world.freshName("page"))
      controllers.append(page)
      try world.addChild(page, to: parent)
      let view = try world.loadedView(of: page)
      world.setFrame(view, Rect(x: 320 * Double(index), y: 0, width: 320, height: 480))
      try world.addSubview(view, to: pager)
      try world.invokeDirectly(.didMove(toParent: parent), on: page)
    }
  }

  /// Scrolls a scroll view in the window: in code, animated or not, to a rectangle, or with a
  /// finger (rules L.6b–L.6e), sometimes twice in one turn.
  mutating func scrollSomething() throws {
    let pagers = world.views.indices.map(ViewID.init).filter {
      world.view($0).kind == .scroll && world.isInWindow($0)
    }
    guard let pager = pick(pagers) else { return }
    let pages = max(1, UInt64(world.view(pager).contentSize.width / 320))
    let page = 320 * Double(random.next() % pages)
    let label = world.view(pager).name ?? "a scroll view"
    for _ in 0..<(chance(20) ? 2 : 1) {
      switch random.next() % 3 {
      case 0:
        let animated = chance(60)
        trace.append("scroll \(label) to \(page)\(animated ? " animated" : "")")
        try world.setContentOffset(pager, Point(x: page, y: 0), animated: animated)
      case 1:
        let rect = Rect(
          x: page + Double(random.next() % 300), y: Double(random.next() % 400),
          width: Double(random.next() % 400), height: 40)
        trace.append("scroll \(label) to show \(rect)")
        try world.scrollRectToVisible(pager, rect, animated: chance(60))
      default:
        let dx = Double(Int(random.next() % 600) - 300)
        trace.append("drag \(label) by \(dx)")
        try world.drag(pager, by: Point(x: dx, y: 0), over: 0.5)
      }
    }
  }

  /// A controller whose view is loaded but not in the window presents (nothing is presented,
  /// rule 8.4); out of documented use, one on screen in no controller tree presents and
  /// dismisses (rule 8.9). Only its own generator decides, as for page view controllers.
  mutating func presentFromOutside() throws {
    guard world.isIdle else { return }
    let requester = world.makeController(
      className: "UIViewController", name: world.freshName("outside"))
    controllers.append(requester)
    let view = try world.loadedView(of: requester)
    let hosts = controllers.compactMap { world.controller($0).view }.filter(world.isInWindow)
    let detached = !canonical && offscreen.next() % 2 == 0 && !hosts.isEmpty
    if detached {
      let host = hosts[Int(offscreen.next() % UInt64(hosts.count))]
      trace.append("add \(name(requester))'s view to \(world.view(host).name ?? "a view")")
      try world.addSubview(view, to: host)
    }
    let presented = world.makeController(
      className: "UIViewController", name: world.freshName("modal"))
    controllers.append(presented)
    trace.append("present \(name(presented)) from \(name(requester))")
    try world.present(
      presented, from: requester, animated: offscreen.next() % 2 == 0, completion: nil)
    world.runUntilIdle()
    if offscreen.next() % 2 == 0 {
      trace.append("dismiss from \(name(requester))")
      world.dismiss(from: requester, animated: offscreen.next() % 2 == 0, completion: nil)
      world.runUntilIdle()
    }
  }

  /// Replaces the window's root while the old one presents (rule 7a.4), or gives a tab bar
  /// controller an empty list, then perhaps a new one, or a list whose first controller takes
  /// the first tab's place (rule 7a.3). Documented use replaces the root only on iOS 26, where
  /// UIKit dismisses what the old root presents, and when no presentation is on its way; and
  /// empties a list only where a controller without a parent hears window moves (iOS 8 on,
  /// rule R.5).
  mutating func replaceSomething() throws {
    func roll(_ percent: UInt64) -> Bool { replacing.next() % 100 < percent }
    func any(_ items: [ControllerID]) -> ControllerID? {
      items.isEmpty ? nil : items[Int(replacing.next() % UInt64(items.count))]
    }
    if roll(50) {
      let inFlight = controllers.contains {
        world.controller($0).isBeingPresented || world.controller($0).isBeingDismissed
      }
      guard let old = world.rootController, world.controller(old).presentedController != nil,
        !canonical || !inFlight
      else { return }
      let candidates = controllers.filter {
        $0 != old && world.controller($0).parent == nil && world.controller($0).kind != .split
          && world.controller($0).presentingController == nil
      }
      guard let root = any(candidates) else { return }
      if canonical { world.iosVersion = 26 }
      trace.append("root = \(name(root)) over \(name(old))'s presentation, iOS \(world.iosVersion)")
      try world.setRootViewController(root)
      return
    }
    let tabs = controllers.filter { world.controller($0).kind == .tabBar }
    guard let tab = any(tabs), !canonical || world.iosVersion >= 8 else { return }
    if roll(50) {
      trace.append("tabs of \(name(tab)) = []")
      try world.setViewControllers([], of: tab)
      // Documented use fills the list again at once, before the iOS version can change.
      guard canonical || roll(60) else { return }
    }
    var list: [ControllerID] = []
    if !canonical, roll(50), let taker = any(controllers) {
      // A controller from anywhere takes the first place: no hierarchy check (rule 1.8).
      list.append(taker)
    }
    for _ in 0..<(1 + replacing.next() % 2) {
      let item = world.makeController(className: "UIViewController", name: world.freshName("tab"))
      controllers.append(item)
      list.append(item)
    }
    trace.append("tabs of \(name(tab)) = \(list.map(name))")
    try world.setViewControllers(list, of: tab)
  }

  /// Anything at all, in any order: misuse, exceptions, half-done transitions.
  mutating func chaosStep() throws {
    if controllers.count < 3 || chance(12) { _ = make() }
    guard let a = pick(controllers), let b = pick(controllers) else { return }
    let operation = random.next() % 39
    trace.append("op \(operation) on \(name(a)), \(name(b))")
    switch operation {
    case 0, 1: try world.addChild(a, to: b)
    case 2: try world.removeFromParent(a)
    case 3, 4: try world.addSubview(try world.loadedView(of: a), to: try world.loadedView(of: b))
    case 5:
      if let view = world.controller(a).view { try world.removeFromSuperview(view) }
    case 6: try world.invokeDirectly(.willMove(toParent: chance(50) ? nil : b), on: a)
    case 7: try world.invokeDirectly(.didMove(toParent: chance(50) ? nil : b), on: a)
    case 8: try world.beginAppearanceTransition(a, appearing: chance(50), animated: chance(50))
    case 9: try world.endAppearanceTransition(a)
    case 10:
      guard let parent = world.controller(a).parent ?? pick(controllers) else { return }
      try world.transition(
        in: parent, from: a, to: b, duration: chance(40) ? 0 : 0.3, options: [], animations: nil,
        completion: nil)
    case 11:
      if world.controller(b).kind == .navigation {
        try world.push(a, onto: b, animated: chance(50))
      } else if world.controller(a).kind == .navigation {
        try world.pop(from: a, animated: chance(50))
      }
    case 12:
      if world.controller(b).kind == .tabBar || world.controller(b).kind == .split {
        try world.setViewControllers([a], of: b)
      }
    case 13:
      if world.controller(b).kind == .tabBar {
        try world.setSelectedIndex(Int(random.next() % 3), of: b)
      }
    case 14: try world.setRootViewController(chance(90) ? a : nil)
    case 15:
      world.iosVersion = pick([7, 17, 26]) ?? 17
      try world.rotate(to: pick(Orientation.allCases) ?? .portrait)
    case 16: world.setForwardsAppearance(a, chance(50))
    case 17:
      let view = world.makeView(frame: Rect(x: 0, y: 0, width: 10, height: 10), name: nil)
      try world.addSubview(view, to: try world.loadedView(of: a))
    case 18:
      if let view = world.controller(a).view {
        world.setFrame(view, Rect(x: Double(random.next() % 400), y: 0, width: 320, height: 480))
      }
    case 19:
      if world.controller(b).kind == .split { try world.showDetail(a, in: b) }
    case 20:
      let styles = PresentationStyle.allCases
      world.setModalPresentationStyle(a, pick(styles) ?? .fullScreen)
      try world.present(a, from: b, animated: chance(50), completion: nil)
    case 21: world.dismiss(from: a, animated: chance(50), completion: nil)
    case 22:
      let first = try world.loadedView(of: a)
      let second = try world.loadedView(of: b)
      world.setTranslatesAutoresizingMask(first, chance(30))
      let attributes = LayoutAttribute.allCases.filter { $0 != .notAnAttribute }
      let id = world.makeConstraint(
        LayoutAnchor(item: .view(first), attribute: pick(attributes) ?? .width),
        pick([LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual]) ?? .equal,
        chance(30) ? nil : LayoutAnchor(item: .view(second), attribute: pick(attributes) ?? .width),
        multiplier: chance(80) ? 1 : 0.5, constant: Double(random.next() % 100),
        priority: chance(70) ? 1000 : 250)
      try world.setActive(id, true)
    case 23:
      if let id = pick(world.constraints.map(\.id)) { try world.setActive(id, chance(50)) }
    case 24:
      let view = try world.loadedView(of: a)
      try world.setContentOffset(
        view, Point(x: Double(random.next() % 300), y: 0), animated: chance(50))
      world.setTransform(view, chance(50) ? .identity : .scale(x: 0.5, y: 0.5))
    case 25:
      world.setAdditionalSafeAreaInsets(
        a, EdgeInsets(top: Double(random.next() % 50), left: 0, bottom: 0, right: 0))
      try world.setPreferredContentSize(a, Size(width: Double(random.next() % 200), height: 10))
    case 26:
      if world.controller(b).kind == .navigation {
        if chance(50) {
          try world.setNavigationStack([a], of: b, animated: chance(50))
        } else {
          try world.pop(to: a, in: b, animated: chance(50))
        }
      }
    case 27: try world.layoutIfNeeded(try world.loadedView(of: a))
    case 28: try world.updateStatusBarAppearance()
    case 30:
      let view = try world.loadedView(of: a)
      let superview = try world.loadedView(of: b)
      if chance(50) {
        world.bringSubviewToFront(view, in: superview)
      } else {
        world.sendSubviewToBack(view, in: superview)
      }
      world.exchangeSubviews(
        Int(random.next() % 3), Int(random.next() % 3), in: superview)
    case 31:
      let view = try world.loadedView(of: a)
      world.setAutoresizingMask(view, chance(50) ? [.flexibleWidth, .flexibleLeftMargin] : [])
      world.setBoundsSize(
        try world.loadedView(of: b), Size(width: Double(random.next() % 500), height: 480))
    case 32:
      world.setDefinesPresentationContext(b, chance(50))
      world.setModalPresentationStyle(
        a, pick([.currentContext, .overCurrentContext]) ?? .currentContext)
      try world.present(a, from: b, animated: chance(50), completion: nil)
    case 33:
      let stacks = (0..<world.views.count).map(ViewID.init).filter { world.view($0).kind == .stack }
      guard let stack = pick(stacks) else { return }
      let view = try world.loadedView(of: a)
      if chance(50) {
        try world.insertArrangedSubview(view, at: Int(random.next() % 3), in: stack)
      } else {
        world.removeArrangedSubview(view, from: stack)
      }
      world.setStackArrangement(stack) { $0.axis = $0.axis == .vertical ? .horizontal : .vertical }
    case 34:
      // A child left appeared or disappeared by hand while its container forwards (5.12a): a
      // balanced begin/end, then perhaps the container's own move or a tab switch (7.12).
      let appearing = chance(50)
      try world.beginAppearanceTransition(a, appearing: appearing, animated: chance(50))
      try world.endAppearanceTransition(a)
      if let parent = world.controller(a).parent, world.controller(parent).kind == .tabBar {
        try world.setSelectedIndex(
          Int(random.next() % UInt64(max(1, world.controller(parent).children.count))), of: parent)
      }
    case 35:
      // Root replacement under a container that does not forward (5.2a).
      if let root = world.rootController { world.setForwardsAppearance(root, false) }
      try world.setRootViewController(a)
    case 36:
      // A scroll view of pages in any controller's view, then scrolled (L.6b–L.6e).
      if chance(40) { try addPager(to: a) }
      try scrollSomething()
    case 37:
      // A scroll view leaving the window, perhaps mid-scroll: it stops decelerating (L.6e).
      let scrollViews = world.views.indices.map(ViewID.init).filter {
        world.view($0).kind == .scroll
      }
      guard let pager = pick(scrollViews) else { return }
      if chance(50) { try world.drag(pager, by: Point(x: -200, y: 0), over: 0.5) }
      if chance(50) {
        try world.removeFromSuperview(pager)
      } else {
        try world.addSubview(pager, to: try world.loadedView(of: b))
      }
    default:
      let stack = world.makeView(
        className: "UIStackView", kind: .stack, frame: Rect(x: 0, y: 0, width: 100, height: 40),
        name: nil)
      try world.addArrangedSubview(try world.loadedView(of: a), to: stack)
      try world.addSubview(stack, to: try world.loadedView(of: b))
    }
  }
}
