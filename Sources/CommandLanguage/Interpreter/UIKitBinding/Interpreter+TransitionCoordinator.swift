import Simulation
import UIKitSurface

extension Interpreter {
  /// The class of the coordinator object UIKit hands out during a transition.
  static let uikitCoordinatorClass = "_UIViewControllerTransitionCoordinator"
  private static let coordinatorSlot = "uikit.coordinator.id"
  private static let coordinatorOwner = "uikit.UIViewControllerTransitionCoordinatorContext."

  /// The protocols UIKit's coordinator object answers, most specific first.
  static let coordinatorChain = [
    "UIViewControllerTransitionCoordinator", "UIViewControllerTransitionCoordinatorContext",
    "NSObject",
  ]

  /// `controller.transitionCoordinator`: the coordinator object of the transition it (or an
  /// ancestor) takes part in, the same object for the whole transition; nil without one
  /// (rule CT.10).
  func transitionCoordinatorValue(of receiver: Value) -> Value {
    guard let controller = receiver.controllerID,
      let id = world.transitionCoordinator(of: controller)
    else { return .nilValue }
    return coordinatorObject(id)
  }

  /// The coordinator object of coordinator `id`, made the first time it is asked for, with its
  /// properties as they are now.
  func coordinatorObject(_ id: Int) -> Value {
    let object: Value
    if let known = coordinatorObjects[id] {
      object = known
    } else {
      // The objects of transitions that are over are no longer handed out.
      coordinatorObjects = coordinatorObjects.filter { world.coordinator($0.key) != nil }
      object = .object(makeObject(className: Self.uikitCoordinatorClass, name: "coordinator"))
      object.instance?.storage.slots[Self.coordinatorSlot] = .strong(.int(id))
      coordinatorObjects[id] = object
    }
    refreshCoordinator(id)
    return object
  }

  /// Keeps the coordinator's properties in step with its transition.
  private func refreshCoordinator(_ id: Int) {
    guard let storage = coordinatorObjects[id]?.instance?.storage,
      let record = world.coordinator(id)
    else { return }
    let (interactive, percent) = world.interactiveState(of: id)
    let values: [(String, Value)] = [
      ("isAnimated", .bool(record.isAnimated)),
      ("isInteractive", .bool(interactive)),
      ("initiallyInteractive", .bool(record.initiallyInteractive)),
      ("isCancelled", .bool(record.isCancelled)),
      ("transitionDuration", .double(record.duration)),
      ("percentComplete", .double(percent)),
    ]
    for (name, value) in values {
      storage.slots[Self.coordinatorOwner + name] = .strong(value)
    }
    if let view = world.controllers[record.owner.index].view {
      storage.slots[Self.coordinatorOwner + "containerView"] = .strong(value(of: view))
    }
  }

  /// Performs a row of UIKit's coordinator: `animate(alongsideTransition:completion:)`,
  /// `notifyWhenInteractionChanges(_:)` (rules CT.11–CT.13); nil for another receiver.
  func performCoordinatorSurface(
    _ operation: SurfaceOperation, on receiver: Value, _ values: [Value]
  ) throws -> Value? {
    guard let id = coordinatorID(receiver) else { return nil }
    func block(_ index: Int) -> BlockHandle? {
      guard index < values.count, case .closure(let closure) = values[index] else { return nil }
      let handle = register(closure)
      blockArguments[handle.index] = receiver
      return handle
    }
    switch operation {
    case .coordinatorAlongside:
      let queued = try world.animateAlongside(id, animation: block(0), completion: block(1))
      refreshCoordinator(id)
      return .bool(queued)
    case .coordinatorNotify:
      if let handler = block(0) { world.notifyWhenInteractionChanges(id, handler: handler) }
      return .void
    default:
      return nil
    }
  }

  /// Before a block UIKit runs with the coordinator as its argument, its properties are
  /// brought up to date (a completion reads how the transition ended).
  func refreshCoordinator(of argument: Value) {
    guard let id = coordinatorID(argument) else { return }
    if world.coordinator(id) == nil {
      coordinatorObjects[id] = nil
      return
    }
    refreshCoordinator(id)
  }

  private func coordinatorID(_ value: Value) -> Int? {
    guard let instance = value.instance, instance.className == Self.uikitCoordinatorClass,
      case .strong(.int(let id))? = instance.storage.slots[Self.coordinatorSlot]
    else { return nil }
    return id
  }
}
