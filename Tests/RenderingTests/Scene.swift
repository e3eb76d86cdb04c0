import Rendering
import Simulation

/// A sandbox world (`window`, root `container`, loaded and appeared) with the few
/// operations the rendering tests need to build the states they draw, without the language.
final class Scene {
  let world: World
  let container: ControllerID
  /// Keeps the block runner alive: the world holds its host weakly.
  private let blocks = BlockRunner()

  init() {
    (world, container) = World.sandbox()
    world.host = blocks
  }

  /// A new `UIViewController` (or another class) that nothing holds yet.
  func controller(
    _ name: String, className: String = "UIViewController", kind: ControllerKind = .plain
  ) -> ControllerID {
    world.makeController(className: className, kind: kind, name: name)
  }

  /// The controller's root view, loaded first if needed.
  func view(of controller: ControllerID) throws -> ViewID {
    try world.loadedView(of: controller)
  }

  /// The three steps of embedding a child: `addChild`, `addSubview`, `didMove(toParent:)`.
  @discardableResult
  func embed(_ name: String, in parent: ControllerID? = nil) throws -> ControllerID {
    let parent = parent ?? container
    let child = controller(name)
    try world.addChild(child, to: parent)
    try world.addSubview(view(of: child), to: view(of: parent))
    try world.invokeDirectly(.didMove(toParent: parent), on: child)
    world.runUntilIdle()
    return child
  }

  /// A free-standing view bound to a variable.
  func plainView(
    _ name: String, _ frame: Rect, className: String = "UIView", in superview: ViewID? = nil
  ) throws -> ViewID {
    let view = world.makeView(className: className, frame: frame, name: name)
    if let superview { try world.addSubview(view, to: superview) }
    return view
  }

  /// `UIView.animate(withDuration:options:animations:completion:)` whose animations block runs
  /// `changes`; the clock is left where it is (`:clock manual`).
  func animate(
    duration: Double, options: [String] = [], completion: Bool = false,
    _ changes: @escaping (World) -> Void
  ) throws {
    let handle = blocks.register(changes)
    let done = completion ? blocks.register { _ in } : nil
    try world.animate(duration: duration, options: options, animations: handle, completion: done)
  }

  /// The log lines of the events since the last call, in `syntax`.
  func log(_ syntax: LogSyntax = .swift, language: Language = .english) -> [String] {
    let formatter = LogLineFormatter(world: world, syntax: syntax, language: language)
    return world.takeEvents().map(formatter.line)
  }
}

/// Runs the blocks a test hands to UIKit; the simulation asks its host to run them.
private final class BlockRunner: SimulationHost {
  private var blocks: [(World) -> Void] = []

  func register(_ block: @escaping (World) -> Void) -> BlockHandle {
    blocks.append(block)
    return BlockHandle(blocks.count - 1)
  }

  func runOverride(of callback: Callback, on controller: ControllerID, in world: World) throws
    -> Bool
  { false }

  func overriddenValue(
    of property: OverridableProperty, on controller: ControllerID, in world: World
  ) throws -> Bool? { nil }

  func runBlock(_ block: BlockHandle, finished: Bool?, in world: World) throws {
    guard blocks.indices.contains(block.index) else { return }
    blocks[block.index](world)
  }

  func report(_ error: any Error, in world: World) {}
}

/// An event at depth 0, synchronous, at time 0.
func event(_ kind: EventKind, depth: Int = 0, rule: RuleID? = nil) -> Event {
  Event(kind: kind, time: 0, isLater: false, depth: depth, rule: rule)
}
