/// The controllers touched since the host last asked (`World.takeTouchedControllers()`). A mark
/// is set for nearly every callback, so marking reads and writes a flag by controller number
/// instead of hashing into a set; the set is built only when asked for.
struct TouchedControllers {
  /// A flag per controller number: whether it is in `marked`.
  private var flags: [Bool] = []
  /// The controllers marked, in the order first marked.
  private var marked: [ControllerID] = []

  /// Marks a controller as touched. Nearly every callback marks its controller, most often one
  /// marked already: that check is inlined where the mark is made.
  @inline(__always)
  mutating func insert(_ id: ControllerID) {
    if id.index < flags.count, flags[id.index] { return }
    mark(id)
  }

  private mutating func mark(_ id: ControllerID) {
    if id.index >= flags.count {
      flags.append(contentsOf: repeatElement(false, count: id.index + 1 - flags.count))
    }
    guard !flags[id.index] else { return }
    flags[id.index] = true
    marked.append(id)
  }

  /// The controllers marked, forgotten as they are handed over.
  mutating func take() -> Set<ControllerID> {
    let taken = Set(marked)
    for id in marked { flags[id.index] = false }
    marked.removeAll(keepingCapacity: true)
    return taken
  }
}
