/// The views that need layout (rule L.2), as a set of view numbers: a list, and each view's
/// place in it by number.
///
/// Views are marked and laid out again on nearly every turn that moves one (a subview and the
/// superview that gained it); a list with places costs no hashing to add to, look up or remove
/// from, and removing from the middle swaps the last view into the gap. The list's order means
/// nothing: the layout pass orders the views itself (parents first).
struct PendingViews: Sequence {
  private var items: [ViewID] = []
  /// By view number: one more than the view's index in `items`; 0 when it is not pending.
  private var places: [Int] = []

  var isEmpty: Bool { items.isEmpty }
  var count: Int { items.count }

  func contains(_ view: ViewID) -> Bool {
    view.index < places.count && places[view.index] != 0
  }

  /// Adds a view; false when it was pending already.
  @discardableResult
  mutating func insert(_ view: ViewID) -> Bool {
    if view.index >= places.count {
      places.append(contentsOf: repeatElement(0, count: view.index + 1 - places.count))
    }
    guard places[view.index] == 0 else { return false }
    items.append(view)
    places[view.index] = items.count
    return true
  }

  /// Removes a view if it is pending.
  mutating func remove(_ view: ViewID) {
    guard contains(view) else { return }
    let index = places[view.index] - 1
    let last = items.removeLast()
    if index < items.count {
      items[index] = last
      places[last.index] = index + 1
    }
    places[view.index] = 0
  }

  func makeIterator() -> IndexingIterator<[ViewID]> { items.makeIterator() }
}
