import Simulation

/// How objects stay alive.
///
/// Values hold instances strongly (Swift's reference counting does the counting); UIKit's strong
/// references are mirrored from the world's ownership changes (`syncOwnership()`), so a child a
/// container holds stays alive when no variable does, and goes when it leaves the container and
/// nothing else holds it. Controllers and views that take part in a UIKit call are also held
/// until UIKit has done the work it deferred (the end of the run-loop turn, the end of an
/// animation), as UIKit's own autoreleased references hold them: a weak reference to a child
/// you removed reads nil from the next turn on.
extension Interpreter {
  /// The value that refers to a controller.
  func value(of id: ControllerID) -> Value { .controller(id, instance(of: id)) }

  /// The value that refers to a view.
  func value(of id: ViewID) -> Value { .view(id, instance(of: id)) }

  /// The instance of a controller, made (and attached to what holds it) when it has none.
  func instance(of id: ControllerID) -> Instance {
    if let live = instances.controller(id) { return live }
    let record = world.controller(id)
    let instance = Instance(
      .controller(id), className: record.className, name: record.name,
      storage: storage(of: .controller(id)), registry: instances)
    if let parent = record.parent {
      self.instance(of: parent).retained[.controller(id)] = instance
    }
    if world.rootController == id { windowInstance.retained[.controller(id)] = instance }
    return instance
  }

  /// The instance of a view, made (and attached to what holds it) when it has none.
  func instance(of id: ViewID) -> Instance {
    if id == world.window { return windowInstance }
    if let live = instances.view(id) { return live }
    let record = world.view(id)
    let instance = Instance(
      .view(id), className: record.className, name: record.name ?? "view\(id.index)",
      storage: storage(of: .view(id)), registry: instances)
    if let owner = record.owner { self.instance(of: owner).retained[.view(id)] = instance }
    if let superview = record.superview {
      self.instance(of: superview).retained[.view(id)] = instance
    }
    return instance
  }

  /// The stored properties of a controller or view, made on first use and kept for good.
  private func storage(of object: OwnedObject) -> Storage {
    if let existing = uikitStorage[object] { return existing }
    let made = Storage()
    uikitStorage[object] = made
    return made
  }

  /// The instance of a world object if it is alive.
  private func liveInstance(_ object: OwnedObject) -> Instance? {
    switch object {
    case .controller(let id):
      return instances.controller(id)
    case .view(let id):
      if id == world.window { return windowInstance }
      return instances.view(id)
    }
  }

  private func instance(of object: OwnedObject) -> Instance {
    switch object {
    case .controller(let id): return instance(of: id)
    case .view(let id): return instance(of: id)
    }
  }

  /// A new instance of one of the user's classes that is neither a controller nor a view.
  func makeObject(className: String, name: String) -> Instance {
    plainInstanceCount += 1
    return Instance(
      .object(plainInstanceCount), className: className, name: name, registry: instances)
  }

  /// Brings the mirror of UIKit's strong references up to date with the world.
  func syncOwnership() {
    guard world.hasOwnershipChanges else { return }
    // Drained in place: taking the changes as an array would cost the world a new buffer.
    world.drainOwnershipChanges { change in
      if change.isRetained {
        guard let held = liveInstance(change.object) else { return }
        instance(of: change.owner).retained[change.object] = held
      } else {
        liveInstance(change.owner)?.retained[change.object] = nil
      }
    }
  }

  /// Between statements, once UIKit has no deferred work left: lets go of the controllers and
  /// views kept for it, and of the blocks it was handed (none can run any more).
  func releaseWhenIdle() {
    syncOwnership()
    guard !retainedUntilIdle.isEmpty || !closures.isEmpty, world.isIdle else { return }
    // One by one: the few kept by a statement cost less to pop than `removeAll(keepingCapacity:)`
    // costs to set up (it replaces a range with an empty collection).
    changeRetainedUntilIdle { retained in
      while !retained.isEmpty { retained.removeLast() }
    }
    if !closures.isEmpty { changeClosures { $0.removeAll() } }
  }

  /// Changes `retainedUntilIdle` in a local moved out and back, so that releasing an instance
  /// (whose deinitialiser may run anything) happens outside any access to the property, and the
  /// compiler proves exclusive access to it instead of checking it after every statement.
  @inline(__always)
  func changeRetainedUntilIdle<Result>(_ change: (inout [Instance]) -> Result) -> Result {
    var taken: [Instance] = []
    swap(&taken, &retainedUntilIdle)
    defer { swap(&taken, &retainedUntilIdle) }
    return change(&taken)
  }

  /// Changes `closures` as `changeRetainedUntilIdle` changes the instances, for the same reason.
  @inline(__always)
  func changeClosures<Result>(_ change: (inout [Int: Closure]) -> Result) -> Result {
    var taken: [Int: Closure] = [:]
    swap(&taken, &closures)
    defer { swap(&taken, &closures) }
    return change(&taken)
  }

  /// Keeps the controllers and views of a UIKit call alive until UIKit's deferred work is done.
  func retainUntilIdle(_ receiver: Value, _ values: [Value]) {
    retainUntilIdle(receiver)
    for value in values { retainUntilIdle(value) }
  }

  private func retainUntilIdle(_ value: Value) {
    switch value {
    case .controller(_, let instance), .view(_, let instance):
      // A loop of calls on one object keeps it once, not once a call.
      if retainedUntilIdle.last !== instance { changeRetainedUntilIdle { $0.append(instance) } }
    case .array(let items):
      for case .controller(_, let instance) in items {
        changeRetainedUntilIdle { $0.append(instance) }
      }
    default: break
    }
  }
}
