extension World {
  /// A new sandbox: the window's root view controller is `container`, a custom
  /// container of class `ContainerViewController`, loaded and appeared; nothing is logged.
  public static func sandbox(limits: SimulationLimits = .standard) -> (World, ControllerID) {
    let world = World(limits: limits)
    let container = world.makeController(className: "ContainerViewController", name: "container")
    world.isMuted = true
    do {
      try world.setRootViewController(container)
    } catch {
      // A fresh world has no overrides, so setting its root cannot fail.
    }
    world.finishTurn()
    world.isMuted = false
    world.changeEvents { $0.removeAll() }
    return (world, container)
  }
}
