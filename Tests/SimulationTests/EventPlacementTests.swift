import Testing

@testable import Simulation

/// A call's reserved line is placed where it was reserved, whatever was written inside it.
struct EventPlacementTests {
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
