import Testing

@testable import Simulation

/// Events are built field by field in place (`World.appendEvent`): every field must be placed,
/// and the event must be the one `Event.init` makes.
struct EventPlacementTests {
  @Test func everyStoredFieldOfAnEventIsPlaced() {
    #expect(World.eventFieldsAreAllPlaced)
  }

  @Test func placedEventsEqualInitializedOnes() {
    let world = World()
    let controller = world.makeController(className: "UIViewController", name: "a")
    world.appendEvent(
      .callback(controller, .didMove(toParent: nil)), time: 7, isLater: true,
      isEndOfTurn: true, depth: 2, rule: "3.4", isUserCall: true, blocks: [BlockHandle(3)])
    world.emit(.output("hello"), rule: "0.1", blocks: [BlockHandle(1), BlockHandle(2)])
    world.emit(.pending)
    #expect(
      Array(world.events) == [
        Event(
          kind: .callback(controller, .didMove(toParent: nil)), time: 7, isLater: true,
          isEndOfTurn: true, depth: 2, rule: "3.4", isUserCall: true, blocks: [BlockHandle(3)]),
        Event(
          kind: .output("hello"), time: 0, isLater: false, depth: 0, rule: "0.1",
          blocks: [BlockHandle(1), BlockHandle(2)]),
        Event(kind: .pending, time: 0, isLater: false, depth: 0, rule: nil),
      ])
  }

  @Test func reservedLinesArePlacedAsWritten() {
    let world = World()
    let outer = world.reserveLine()
    let inner = world.reserveLine()
    world.fillLine(inner, .output("inner"), rule: "0.1")
    world.closeLine(inner)
    world.fillLine(outer, .output("outer"))
    world.closeLine(outer)
    #expect(world.events.map(\.kind) == [.output("outer"), .output("inner")])
    #expect(world.events.map(\.depth) == [0, 1])
    let allWrittenByTheUser = world.events.allSatisfy { $0.isUserCall }
    #expect(allWrittenByTheUser)
  }
}
