import Simulation

/// One object of the language: a view controller, a view, or an instance of a class that is
/// neither (a helper, a delegate, a model object).
///
/// Objects live by reference counting, as in Swift and Objective-C with ARC: a `Value` that
/// refers to an object holds its `Instance` strongly, wherever the value is kept (a variable, a
/// property, an array, a closure's captured scope). UIKit's own strong references (a parent's
/// children, a controller's view, a view's subviews, the window's root view controller) are
/// mirrored in `retained`, so that a controller a container still holds stays alive when no
/// variable does. A `weak` reference holds the instance weakly and reads nil once it is gone.
///
/// The stored properties of a controller or view are kept in `storage`, which the interpreter
/// also keeps by the object's identifier: the simulation never forgets a controller, so its
/// properties outlive the instance (a controller UIKit calls again finds them).
public final class Instance {
  /// Which object this is.
  enum Identity: Hashable {
    case controller(ControllerID)
    case view(ViewID)
    /// An object that UIKit does not know, numbered in creation order.
    case object(Int)
  }

  let identity: Identity
  let className: String
  /// The name the log and descriptions use (the first variable it was bound to).
  let name: String
  let storage: Storage
  /// What UIKit holds through this object, by the object held.
  var retained = RetainedObjects()
  /// The table that finds live instances by identity; told when this one goes away.
  let registry: InstanceRegistry

  init(
    _ identity: Identity, className: String, name: String, storage: Storage = Storage(),
    registry: InstanceRegistry
  ) {
    self.identity = identity
    self.className = className
    self.name = name
    self.storage = storage
    self.registry = registry
    registry.insert(self)
  }

  deinit {
    registry.remove(identity)
  }

  /// The value that refers to this instance.
  var value: Value {
    switch identity {
    case .controller(let id): return .controller(id, self)
    case .view(let id): return .view(id, self)
    case .object: return .object(self)
    }
  }
}

/// The stored properties and instance variables of one object, by storage name.
final class Storage {
  var slots: [String: Slot] = [:]

  /// Forgets everything (breaks reference cycles when the interpreter goes away).
  func removeAll() { slots.removeAll() }
}

/// One stored property or instance variable.
enum Slot {
  /// A value held strongly (or a value type).
  case strong(Value)
  /// An object held without keeping it alive.
  case weak(WeakReference)
  /// Swift's `unowned`, Objective-C's `unsafe_unretained`/`assign`: like `weak`, but reading it
  /// once the object is gone is an error instead of nil.
  case unowned(WeakReference)
  /// A `lazy var` whose initial value has not been computed yet.
  case lazyPending
}

/// A reference that does not keep its object alive. A class, so that copying the slot or
/// binding that holds it costs a retain, not a weak-reference copy.
final class WeakReference {
  weak var instance: Instance?

  init(_ instance: Instance) { self.instance = instance }
}

/// The live instances by identity, held without keeping them alive: each instance removes
/// itself when it goes away. (Swift's `weak` would do, but it gives every object a side table
/// that slows down every retain and release of it.)
final class InstanceRegistry {
  private var controllers: [Unmanaged<Instance>?] = []
  private var views: [Unmanaged<Instance>?] = []
  private var objects: [Int: Unmanaged<Instance>] = [:]

  func insert(_ instance: Instance) {
    let reference = Unmanaged.passUnretained(instance)
    switch instance.identity {
    case .controller(let id): Self.store(reference, at: id.index, in: &controllers)
    case .view(let id): Self.store(reference, at: id.index, in: &views)
    case .object(let number): objects[number] = reference
    }
  }

  func remove(_ identity: Instance.Identity) {
    switch identity {
    case .controller(let id): if id.index < controllers.count { controllers[id.index] = nil }
    case .view(let id): if id.index < views.count { views[id.index] = nil }
    case .object(let number): objects[number] = nil
    }
  }

  /// The live instance of a controller, if any.
  func controller(_ id: ControllerID) -> Instance? {
    id.index < controllers.count ? controllers[id.index]?.takeUnretainedValue() : nil
  }

  /// The live instance of a view, if any.
  func view(_ id: ViewID) -> Instance? {
    id.index < views.count ? views[id.index]?.takeUnretainedValue() : nil
  }

  /// Every live instance (to break reference cycles when the interpreter goes away).
  var all: [Instance] {
    (controllers + views).compactMap { $0?.takeUnretainedValue() }
      + objects.values.map { $0.takeUnretainedValue() }
  }

  private static func store(
    _ reference: Unmanaged<Instance>, at index: Int, in table: inout [Unmanaged<Instance>?]
  ) {
    while table.count <= index { table.append(nil) }
    table[index] = reference
  }
}

/// A Swift structure's value: its type and its stored properties. Copied on assignment, as
/// Swift copies structures.
public struct StructValue {
  let typeName: String
  var fields: [String: Value]
  /// The order the structure declares its stored properties in (for descriptions).
  let order: [String]
}
