/// The controllers a window move reaches, in order (`World.windowMoveControllers`).
///
/// Nearly every view entering or leaving the window is one controller's root view: the first
/// controller is kept in place, and only a second one starts an array (an array of one is an
/// allocation on every move).
struct MovingControllers: Sequence {
  private var first: ControllerID?
  private var rest: [ControllerID] = []

  /// Adds a controller after those already listed.
  mutating func append(_ id: ControllerID) {
    if first == nil { first = id } else { rest.append(id) }
  }

  /// Iterates the controllers in the order they were added.
  struct Iterator: IteratorProtocol {
    fileprivate let list: MovingControllers
    fileprivate var position = -1

    mutating func next() -> ControllerID? {
      defer { position += 1 }
      if position < 0 { return list.first }
      return position < list.rest.count ? list.rest[position] : nil
    }
  }

  func makeIterator() -> Iterator { Iterator(list: self) }
}
