import Simulation
import Testing

/// Forwarding as UIKit 26.1's code does it (rules 5.12a, 5.2a, 7.12, R.open): each case is a
/// scenario with the callbacks UIKit's control flow gives.
struct ForwardingTests {
  /// A sandbox whose container has the child `a` added the documented way, settled.
  private static func withChild() -> (World, ControllerID, ControllerID) {
    let (world, container) = World.sandbox()
    let a = world.makeController(className: "UIViewController", name: "a")
    add(a, to: container, in: world)
    return (world, container, a)
  }

  private static func add(_ child: ControllerID, to parent: ControllerID, in world: World) {
    world.beginInput()
    try? world.addChild(child, to: parent)
    if let childView = try? world.loadedView(of: child),
      let parentView = try? world.loadedView(of: parent)
    {
      try? world.addSubview(childView, to: parentView)
    }
    try? world.invokeDirectly(.didMove(toParent: parent), on: child)
    world.runUntilIdle()
  }

  /// The callbacks the world sent since the last call, as `name.callback` strings.
  private static func callbacks(_ world: World, of only: Set<ControllerID>? = nil) -> [String] {
    world.takeEvents().compactMap { event in
      guard case .callback(let id, let callback) = event.kind, only?.contains(id) ?? true else {
        return nil
      }
      return "\(world.controller(id).name).\(callback)"
    }
  }

  private static func run(_ world: World, _ body: () throws -> Void) {
    world.beginInput()
    do { try body() } catch { world.noteInterruption() }
    world.runUntilIdle()
  }

  @Test func aChildLeftDisappearedOnScreenHearsTheForwardedDisappearance() {
    let (world, _, a) = Self.withChild()
    Self.run(world) {
      try world.beginAppearanceTransition(a, appearing: false, animated: false)
      try world.endAppearanceTransition(a)
    }
    #expect(world.controller(a).appearance == .disappeared)
    _ = world.takeEvents()
    let other = world.makeController(className: "UIViewController", name: "other")
    Self.run(world) { try world.setRootViewController(other) }
    #expect(
      Self.callbacks(world, of: [a]) == [
        "a.\(Callback.viewWillDisappear(animated: false))",
        "a.\(Callback.viewDidDisappear(animated: false))",
      ])
  }

  @Test func aChildLeftAppearedHearsTheForwardedAppearanceAgain() {
    let (world, container, a) = Self.withChild()
    _ = world.takeEvents()
    // The container begins an appearance by hand while a is appeared: a hears both steps,
    // and, with no layout pass between, viewIsAppearing just before viewDidAppear (5.13).
    Self.run(world) {
      try world.beginAppearanceTransition(container, appearing: false, animated: false)
      try world.endAppearanceTransition(container)
      try world.beginAppearanceTransition(container, appearing: true, animated: false)
      try world.endAppearanceTransition(container)
    }
    #expect(
      Self.callbacks(world, of: [a]) == [
        "a.\(Callback.viewWillDisappear(animated: false))",
        "a.\(Callback.viewDidDisappear(animated: false))",
        "a.\(Callback.viewWillAppear(animated: false))",
        "a.\(Callback.viewIsAppearing(animated: false))",
        "a.\(Callback.viewDidAppear(animated: false))",
      ])
    #expect(world.controller(a).appearance == .appeared)
  }

  @Test func onIOS7AViewAddedBeforeAddChildFollowsTheContainerOut() {
    let (world, container) = World.sandbox()
    world.iosVersion = 7
    let a = world.makeController(className: "UIViewController", name: "a")
    Self.run(world) {
      try world.addSubview(try world.loadedView(of: a), to: try world.loadedView(of: container))
      try world.addChild(a, to: container)
      try world.invokeDirectly(.didMove(toParent: container), on: a)
    }
    #expect(world.controller(a).appearance == .disappeared)
    _ = world.takeEvents()
    let other = world.makeController(className: "UIViewController", name: "other")
    Self.run(world) { try world.setRootViewController(other) }
    #expect(
      Self.callbacks(world, of: [a]) == [
        "a.\(Callback.viewWillDisappear(animated: false))",
        "a.\(Callback.viewDidDisappear(animated: false))",
      ])
  }

  /// `:forward off` on the container, a tab bar controller child showing `a`, then a root
  /// replacement: the tab bar controller hears nothing, `a` hears its own window move (5.2a).
  @Test func rootReplacementUnderANonForwardingContainerReachesTheGrandchild() {
    let (world, container) = World.sandbox()
    world.setForwardsAppearance(container, false)
    let tab = world.makeController(className: "UITabBarController", kind: .tabBar, name: "tab")
    let a = world.makeController(className: "UIViewController", name: "a")
    Self.run(world) { try world.setViewControllers([a], of: tab) }
    Self.add(tab, to: container, in: world)
    Self.run(world) {
      try world.beginAppearanceTransition(tab, appearing: true, animated: false)
      try world.endAppearanceTransition(tab)
    }
    #expect(world.controller(a).appearance == .appeared)
    _ = world.takeEvents()
    let other = world.makeController(className: "UIViewController", name: "other")
    Self.run(world) { try world.setRootViewController(other) }
    #expect(
      Self.callbacks(world, of: [tab, a]) == [
        "a.\(Callback.viewWillDisappear(animated: false))",
        "a.\(Callback.viewDidDisappear(animated: false))",
      ])
    #expect(world.controller(tab).appearance == .appeared)
  }

  @Test func removingTheGrandchildsViewUnderTheSameContainerSendsTheSameCallbacks() {
    let (world, container) = World.sandbox()
    world.setForwardsAppearance(container, false)
    let tab = world.makeController(className: "UITabBarController", kind: .tabBar, name: "tab")
    let a = world.makeController(className: "UIViewController", name: "a")
    Self.run(world) { try world.setViewControllers([a], of: tab) }
    Self.add(tab, to: container, in: world)
    Self.run(world) {
      try world.beginAppearanceTransition(tab, appearing: true, animated: false)
      try world.endAppearanceTransition(tab)
    }
    _ = world.takeEvents()
    Self.run(world) { try world.removeFromSuperview(try world.loadedView(of: a)) }
    #expect(
      Self.callbacks(world, of: [tab, a]).filter { !$0.contains("Layout") } == [
        "a.\(Callback.viewWillDisappear(animated: false))",
        "a.\(Callback.viewDidDisappear(animated: false))",
      ])
  }

  /// A tab switch is new begin, old begin, old end, new end (7.12): a tab left disappeared on
  /// screen by hand hears its disappearance again.
  @Test func aTabSwitchDrivesBothTabsThroughBeginAndEnd() {
    let (world, container) = World.sandbox()
    let tab = world.makeController(className: "UITabBarController", kind: .tabBar, name: "tab")
    let a = world.makeController(className: "UIViewController", name: "a")
    let b = world.makeController(className: "UIViewController", name: "b")
    Self.run(world) { try world.setViewControllers([a, b], of: tab) }
    Self.add(tab, to: container, in: world)
    #expect(world.controller(a).appearance == .appeared)
    Self.run(world) {
      try world.beginAppearanceTransition(a, appearing: false, animated: false)
      try world.endAppearanceTransition(a)
    }
    _ = world.takeEvents()
    Self.run(world) { try world.setSelectedIndex(1, of: tab) }
    #expect(
      Self.callbacks(world, of: [a, b]).filter {
        ($0.contains("ppear") || $0.contains("isappear")) && !$0.contains("IsAppearing")
      } == [
        "b.\(Callback.viewWillAppear(animated: false))",
        "a.\(Callback.viewWillDisappear(animated: false))",
        "a.\(Callback.viewDidDisappear(animated: false))",
        "b.\(Callback.viewDidAppear(animated: false))",
      ])
    #expect(world.controller(a).appearance == .disappeared)
    #expect(world.controller(b).appearance == .appeared)
    #expect(world.controller(a).appearanceLevel == 0)
    #expect(world.checkInvariants().isEmpty)
  }

  /// 7.12 on iOS 26: the switch begins both tabs at once; their ends wait for the end of the
  /// turn, after the layout pass. Before iOS 26 containrepl ends them inside the switch.
  @Test(arguments: [17, 26])
  func aTabSwitchEndsAtTheEndOfTheTurnOnIOS26(version: Int) {
    let (world, container) = World.sandbox()
    world.iosVersion = version
    let tab = world.makeController(className: "UITabBarController", kind: .tabBar, name: "tab")
    let a = world.makeController(className: "UIViewController", name: "a")
    let b = world.makeController(className: "UIViewController", name: "b")
    Self.run(world) { try world.setViewControllers([a, b], of: tab) }
    Self.add(tab, to: container, in: world)
    _ = world.takeEvents()
    world.beginInput()
    #expect(throws: Never.self) { try world.setSelectedIndex(1, of: tab) }
    let inside = Self.callbacks(world, of: [a, b]).filter {
      $0.contains("Appear") || $0.contains("Disappear")
    }
    let wills = [
      "b.\(Callback.viewWillAppear(animated: false))",
      "a.\(Callback.viewWillDisappear(animated: false))",
    ]
    let dids = [
      "a.\(Callback.viewDidDisappear(animated: false))",
      "b.\(Callback.viewDidAppear(animated: false))",
    ]
    // The new tab hears viewIsAppearing before viewDidAppear (rule 5.13): from the layout
    // pass on iOS 26, just before viewDidAppear when the switch ends inside itself.
    let isAppearing = "b.\(Callback.viewIsAppearing(animated: false))"
    if version >= 26 {
      #expect(inside == wills)
      #expect(world.controller(a).appearance == .disappearing)
      #expect(world.controller(b).appearance == .appearing)
      #expect(world.checkInvariants().isEmpty)
    } else {
      #expect(inside == wills + [dids[0], isAppearing, dids[1]])
    }
    world.finishTurn()
    let later = world.takeEvents().filter {
      if case .callback(let id, _) = $0.kind { return [a, b].contains(id) }
      return false
    }
    let laterNames = later.compactMap { event -> String? in
      guard case .callback(let id, let callback) = event.kind else { return nil }
      return "\(world.controller(id).name).\(callback)"
    }.filter { $0.contains("Appear") || $0.contains("Disappear") }
    #expect(laterNames == (version >= 26 ? [isAppearing] + dids : []))
    #expect(later.allSatisfy { $0.isLater })
    #expect(world.controller(a).appearance == .disappeared)
    #expect(world.controller(b).appearance == .appeared)
    #expect(world.controller(a).appearanceLevel == 0 && world.controller(b).appearanceLevel == 0)
    #expect(world.checkInvariants().isEmpty)
  }

  /// R.open: on iOS 26 a didMove called while the child is appearing comes again after its
  /// viewDidAppear; before iOS 26 containrepl sends it once.
  @Test(arguments: [17, 26])
  func didMoveCalledWhileAppearingIsRepeatedOnIOS26(version: Int) {
    let (world, container) = World.sandbox()
    world.iosVersion = version
    let a = world.makeController(className: "UIViewController", name: "a")
    _ = world.takeEvents()
    Self.add(a, to: container, in: world)
    let names = Self.callbacks(world, of: [a]).filter {
      $0.contains("didMove") || $0.contains("viewDidAppear")
    }
    let didMove = "a.\(Callback.didMove(toParent: container))"
    let didAppear = "a.\(Callback.viewDidAppear(animated: false))"
    // The user's own didMove is a direct call, not logged by the world: what UIKit sends is
    // the deferred viewDidAppear and, on iOS 26, the second didMove right after it.
    #expect(names == (version >= 26 ? [didAppear, didMove] : [didAppear]))
  }

  /// From iOS 26, replacing the window's root first dismisses what the old root presents,
  /// inside the assignment, and `:why` on those lines cites rule 7a.4.
  @Test func rootReplacementDismissesThePresentationAndCitesItsRule() {
    let (world, container) = World.sandbox()
    world.iosVersion = 26
    let modal = world.makeController(className: "UIViewController", name: "modal")
    let other = world.makeController(className: "UIViewController", name: "other")
    world.setModalPresentationStyle(modal, .fullScreen)
    Self.run(world) {
      try world.present(modal, from: container, animated: false, completion: nil)
    }
    _ = world.takeEvents()
    world.beginInput()
    try? world.setRootViewController(other)
    let inside = world.takeEvents().compactMap { event -> String? in
      guard case .callback(let id, let callback) = event.kind else { return nil }
      let line = "\(world.controller(id).name).\(callback) \(event.rule?.rawValue ?? "-")"
      // viewIsAppearing (rule 5.13) is not one of the four appearance callbacks.
      return line.contains("viewIsAppearing") ? nil : line
    }
    world.runUntilIdle()
    #expect(
      Array(inside.prefix(4)) == [
        "modal.viewWillDisappear(animated: false) 7a.4",
        "container.viewWillAppear(animated: false) 7a.4",
        "container.viewDidAppear(animated: false) 7a.4",
        "modal.viewDidDisappear(animated: false) 7a.4",
      ])
    #expect(world.controller(container).presentedController == nil)
    #expect(world.controller(modal).presentingController == nil)
    #expect(world.checkInvariants() == [])
  }
}
