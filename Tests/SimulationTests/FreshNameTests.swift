import Simulation
import Testing

struct FreshNameTests {
  @Test func namesCountUpFromTwoAndSkipTakenOnes() {
    let (world, _) = World.sandbox()
    #expect(world.freshName("child") == "child")
    world.makeController(className: "UIViewController", name: "child")
    world.makeController(className: "UIViewController", name: "child3")
    #expect(world.freshName("child") == "child2")
    world.makeController(className: "UIViewController", name: world.freshName("child"))
    #expect(world.freshName("child") == "child4")
  }

  @Test func anUnusedAnswerIsGivenAgain() {
    let (world, _) = World.sandbox()
    world.makeController(className: "UIViewController", name: "item")
    #expect(world.freshName("item") == "item2")
    #expect(world.freshName("item") == "item2")
    for _ in 0..<5_000 {
      world.makeController(className: "UIViewController", name: world.freshName("item"))
    }
    #expect(world.freshName("item") == "item5002")
  }
}
