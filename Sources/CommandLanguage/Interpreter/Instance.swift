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
  var retained: [OwnedObject: Instance] = [:]

  init(_ identity: Identity, className: String, name: String, storage: Storage = Storage()) {
    self.identity = identity
    self.className = className
    self.name = name
    self.storage = storage
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

/// A reference that does not keep its object alive.
struct WeakReference {
  weak var instance: Instance?

  init(_ instance: Instance) { self.instance = instance }
}

/// An instance held without keeping it alive (the interpreter's tables of objects).
struct WeakInstance {
  weak var instance: Instance?
}

/// A Swift structure's value: its type and its stored properties. Copied on assignment, as
/// Swift copies structures.
public struct StructValue {
  let typeName: String
  var fields: [String: Value]
  /// The order the structure declares its stored properties in (for descriptions).
  let order: [String]
}
