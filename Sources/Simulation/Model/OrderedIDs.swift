/// An ordered list of distinct identifiers with constant-time membership, append and removal.
///
/// Children and subviews can number in the tens of thousands; removing one from the middle must
/// not cost a shift of the whole array, so removed slots are left empty and compacted later.
///
/// Most lists hold a handful of identifiers (a container's one child, a view's few subviews):
/// while the slots are few they are searched in place, and the table of positions, whose
/// every insertion and removal hashes, is made only once the list grows past them.
public struct OrderedIDs<ID: Hashable & Sendable>: Sequence, Sendable {
  private var slots: [ID?] = []
  /// Each identifier's index in `slots`, once `isIndexed`.
  private var positions: [ID: Int] = [:]
  /// Whether `positions` is kept: set once `slots` outgrows `searchedSlots`, for good.
  private var isIndexed = false
  private var holes = 0
  /// The number of identifiers in the list.
  public private(set) var count = 0

  /// The most slots searched one by one instead of through `positions`.
  private static var searchedSlots: Int { 16 }

  public init() {}

  public init<S: Sequence>(_ ids: S) where S.Element == ID {
    for id in ids { append(id) }
  }

  public var isEmpty: Bool { count == 0 }

  /// Where `id` is in `slots`.
  private func position(of id: ID) -> Int? {
    if isIndexed { return positions[id] }
    for index in slots.indices where slots[index] == id { return index }
    return nil
  }

  /// Whether `id` is in the list.
  public func contains(_ id: ID) -> Bool { position(of: id) != nil }

  /// Appends `id`, or moves it to the end when it is already present.
  public mutating func append(_ id: ID) {
    if position(of: id) != nil { remove(id) }
    slots.append(id)
    count += 1
    if isIndexed {
      positions[id] = slots.count - 1
    } else if slots.count > Self.searchedSlots {
      isIndexed = true
      for (position, slot) in slots.enumerated() {
        if let slot { positions[slot] = position }
      }
    }
  }

  /// Removes `id` if present.
  public mutating func remove(_ id: ID) {
    guard let position = position(of: id) else { return }
    if isIndexed { positions.removeValue(forKey: id) }
    count -= 1
    // A list emptied, or losing its last identifier (a child added and removed again, over and
    // over), leaves no hole behind to compact later.
    if count == 0 {
      // Usually the one slot there was: taking it off is cheaper than emptying in general.
      if slots.count == 1 { slots.removeLast() } else { slots.removeAll(keepingCapacity: true) }
      holes = 0
      return
    }
    if position == slots.count - 1 {
      slots.removeLast()
      return
    }
    slots[position] = nil
    holes += 1
    if holes > 32 && holes * 2 > slots.count { compact() }
  }

  /// Inserts `id` so that it ends up at `index` among the present identifiers (clamped).
  public mutating func insert(_ id: ID, at index: Int) {
    if position(of: id) != nil { remove(id) }
    var items = Array(self)
    items.insert(id, at: Swift.min(Swift.max(index, 0), items.count))
    self = OrderedIDs(items)
  }

  /// The position of `id` among the present identifiers.
  public func index(of id: ID) -> Int? {
    guard let position = position(of: id) else { return nil }
    if holes == 0 { return position }
    var index = 0
    for slot in slots[..<position] where slot != nil { index += 1 }
    return index
  }

  /// The identifier at `index` among the present identifiers.
  public func element(at index: Int) -> ID? {
    guard index >= 0, index < count else { return nil }
    if holes == 0 { return slots[index] }
    var seen = 0
    for case let id? in slots {
      if seen == index { return id }
      seen += 1
    }
    return nil
  }

  public var first: ID? {
    for case let id? in slots { return id }
    return nil
  }

  public var last: ID? {
    for case let id? in slots.reversed() { return id }
    return nil
  }

  private mutating func compact() {
    let items = slots.compactMap { $0 }
    slots = items
    holes = 0
    guard isIndexed else { return }
    for (position, id) in items.enumerated() { positions[id] = position }
  }

  /// Iterates the present identifiers in order.
  public struct Iterator: IteratorProtocol {
    var base: IndexingIterator<[ID?]>
    public mutating func next() -> ID? {
      while let slot = base.next() {
        if let id = slot { return id }
      }
      return nil
    }
  }

  public func makeIterator() -> Iterator { Iterator(base: slots.makeIterator()) }
}
