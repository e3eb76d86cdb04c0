import Simulation
import Testing

/// The shortcuts the world takes for the common case (a child added and removed again and
/// again) keep the answers the long way gives.
struct FastPathTests {
  @Test func orderedIDsKeepOrderWhenTheLastOrEveryIdentifierGoes() {
    var ids = OrderedIDs<Int>()
    for round in 0..<100 {
      ids.append(round)
      ids.remove(round)
      #expect(ids.isEmpty)
    }
    for id in [1, 2, 3, 4] { ids.append(id) }
    ids.remove(4)
    ids.remove(2)
    ids.append(5)
    #expect(Array(ids) == [1, 3, 5])
    #expect(ids.index(of: 5) == 2)
    #expect(ids.element(at: 1) == 3)
    #expect(ids.last == 5)
    ids.remove(5)
    ids.remove(3)
    #expect(Array(ids) == [1])
    #expect(ids.last == 1)
    #expect(ids.count == 1)
  }

  @Test func ownershipChangesAreDrainedInOrderOnce() throws {
    let (world, container) = World.sandbox()
    world.recordOwnershipChanges()
    let child = world.makeController(className: "UIViewController", name: "child")
    try world.addChild(child, to: container)
    let view = try world.loadedView(of: child)
    let containerView = try world.loadedView(of: container)
    try world.addSubview(view, to: containerView)
    var drained: [OwnershipChange] = []
    world.drainOwnershipChanges { drained.append($0) }
    #expect(drained.first?.owner == .controller(container))
    #expect(drained.first?.object == .controller(child))
    #expect(drained.contains { $0.object == .view(view) && $0.isRetained })
    #expect(!world.hasOwnershipChanges)
    world.drainOwnershipChanges { _ in Issue.record("drained twice") }
  }

  @Test func fieldAccessorsReadTheRecord() {
    let (world, container) = World.sandbox()
    let child = world.makeController(className: "Detail", kind: .navigation, name: "detail")
    #expect(world.className(of: child) == "Detail")
    #expect(world.name(of: child) == "detail")
    #expect(world.kind(of: child) == .navigation)
    #expect(world.parent(of: child) == nil)
    #expect(world.forwardsAppearanceByDefault(child))
    #expect(world.className(of: container) == world.controller(container).className)
  }
}
