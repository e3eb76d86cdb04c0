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

/// Short lists are searched in place; past sixteen slots a table of positions takes over. Both
/// must give the same answers, and the change from one to the other must lose nothing.
struct OrderedIDsGrowthTests {
  @Test func listsKeepTheirAnswersAcrossTheSearchedSize() {
    var ids = OrderedIDs<Int>()
    var model: [Int] = []
    // A fixed pseudo-random walk of appends, moves to the end and removals, up to 60 ids.
    var seed: UInt64 = 12_345
    for _ in 0..<3_000 {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let id = Int(seed >> 33) % 60
      if seed & 0x1_0000 == 0 || model.count < 4 {
        ids.append(id)
        model.removeAll { $0 == id }
        model.append(id)
      } else {
        ids.remove(id)
        model.removeAll { $0 == id }
      }
      #expect(ids.count == model.count)
      #expect(ids.contains(id) == model.contains(id))
      #expect(ids.index(of: id) == model.firstIndex(of: id))
    }
    #expect(Array(ids) == model)
    #expect(ids.first == model.first)
    #expect(ids.last == model.last)
    for (index, id) in model.enumerated() {
      #expect(ids.element(at: index) == id)
      #expect(ids.index(of: id) == index)
    }
    ids.insert(99, at: 2)
    model.insert(99, at: 2)
    #expect(Array(ids) == model)
  }
}
