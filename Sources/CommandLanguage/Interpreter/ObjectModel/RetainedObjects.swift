import Simulation

/// What UIKit holds through one object (`Instance.retained`), by the object held.
///
/// A controller or view holds a few objects (its view, a child, a subview), taken and dropped
/// on every `addChild`, `addSubview` and their undoing: a few pairs searched in place cost far
/// less than hashing into a dictionary each time. Past `fewLimit` the pairs move into a
/// dictionary, so that a container of thousands of children is not searched from end to end.
/// The order of the entries means nothing: nothing reads them in order, and releasing them
/// runs no code of the user's (containrepl never runs a `deinit`).
struct RetainedObjects {
  private var few: [(object: OwnedObject, instance: Instance)] = []
  private var many: [OwnedObject: Instance]?
  static let fewLimit = 8

  /// How many objects are held.
  var count: Int { many?.count ?? few.count }

  /// The instance held as `object`; setting nil lets it go.
  subscript(object: OwnedObject) -> Instance? {
    get {
      if let many { return many[object] }
      return few.first { $0.object == object }?.instance
    }
    set {
      if many != nil {
        many?[object] = newValue
        return
      }
      let index = few.firstIndex { $0.object == object }
      switch (index, newValue) {
      case (let index?, let instance?):
        few[index].instance = instance
      case (let index?, nil):
        // Order means nothing: the last pair fills the gap.
        few.swapAt(index, few.count - 1)
        few.removeLast()
      case (nil, let instance?):
        if few.count < Self.fewLimit {
          few.append((object, instance))
        } else {
          var table = Dictionary(uniqueKeysWithValues: few.map { ($0.object, $0.instance) })
          table[object] = instance
          many = table
          few = []
        }
      case (nil, nil):
        break
      }
    }
  }

  /// Lets every held object go.
  mutating func removeAll() {
    few.removeAll()
    many = nil
  }
}
