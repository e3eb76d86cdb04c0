import Simulation
import Testing

/// Presenting from a controller whose view is not in the window, or that is on screen in no
/// controller tree (rules 8.4, 8.9), then dismissing.
struct PresentationFromOffscreenTests {
  private static func run(_ world: World, _ body: () throws -> Void) {
    world.beginInput()
    do { try body() } catch { world.noteInterruption() }
    world.runUntilIdle()
  }

  private static func warnings(_ world: World) -> [UIKitIssue] {
    world.takeEvents().compactMap { event in
      if case .warning(let issue) = event.kind { return issue }
      return nil
    }
  }

  /// A sandbox on that iOS with the controller that will present and the one it presents.
  private static func world(ios: Int, requester: String)
    -> (World, ControllerID, ControllerID, ControllerID)
  {
    let (world, container) = World.sandbox()
    world.iosVersion = ios
    let from = world.makeController(className: "UIViewController", name: requester)
    let modal = world.makeController(className: "UIViewController", name: "modal")
    return (world, container, from, modal)
  }

  @Test(arguments: [7, 17, 26])
  func aControllerOutOfTheWindowPresentsNothing(ios: Int) {
    let (world, _, offscreen, modal) = Self.world(ios: ios, requester: "offscreen")
    Self.run(world) { _ = try world.loadedView(of: offscreen) }
    _ = world.takeEvents()
    Self.run(world) { try world.present(modal, from: offscreen, animated: true, completion: nil) }
    #expect(
      Self.warnings(world) == [
        .presentFromOffscreen(presented: modal, on: offscreen, modern: ios >= 13)
      ])
    #expect(world.controller(modal).presentingController == nil)
    #expect(world.controller(offscreen).presentedController == nil)
    #expect(world.controller(modal).appearance == .disappeared)
    Self.run(world) { world.dismiss(from: offscreen, animated: true, completion: nil) }
    #expect(world.checkInvariants() == [])
    #expect(world.controller(offscreen).appearance == .disappeared)
    #expect(!world.appearanceMisused)
  }

  @Test(arguments: [7, 17, 26])
  func aDetachedControllerPresentsAndDismisses(ios: Int) {
    let (world, container, detached, modal) = Self.world(ios: ios, requester: "detached")
    Self.run(world) {
      try world.addSubview(
        try world.loadedView(of: detached), to: try world.loadedView(of: container))
    }
    #expect(world.checkInvariants() == [])
    #expect(world.controller(detached).appearance == (ios >= 8 ? .appeared : .disappeared))
    _ = world.takeEvents()
    Self.run(world) { try world.present(modal, from: detached, animated: true, completion: nil) }
    #expect(Self.warnings(world) == [.presentFromDetached(detached)])
    // UIKit calls it discouraged: the presentation drives the detached controller's appearance,
    // which before iOS 8 no window move does, so the world leaves documented use.
    #expect(world.appearanceMisused)
    #expect(world.controller(modal).appearance == .appeared)
    #expect(world.controller(modal).presentingController == detached)
    // The default style is a sheet from iOS 13 on, which leaves the presenter on screen.
    #expect(world.controller(detached).appearance == (ios >= 13 ? .appeared : .disappeared))
    Self.run(world) { world.dismiss(from: modal, animated: true, completion: nil) }
    #expect(world.checkInvariants() == [])
    #expect(world.controller(modal).appearance == .disappeared)
    #expect(world.controller(detached).appearance == .appeared)
  }
}
