/// An ordered list of distinct identifiers with constant-time membership, append and removal.
///
/// Children and subviews can number in the tens of thousands; removing one from the middle must
/// not cost a shift of the whole array, so removed slots are left empty and compacted later.
public struct OrderedIDs<ID: Hashable & Sendable>: Sequence, Sendable {
  private var slots: [ID?] = []
  private var positions: [ID: Int] = [:]
  private var holes = 0

  public init() {}

  public init<S: Sequence>(_ ids: S) where S.Element == ID {
    for id in ids { append(id) }
  }

  /// The number of identifiers in the list.
  public var count: Int { positions.count }
  public var isEmpty: Bool { positions.isEmpty }

  /// Whether `id` is in the list.
  public func contains(_ id: ID) -> Bool { positions[id] != nil }

  /// Appends `id`, or moves it to the end when it is already present.
  public mutating func append(_ id: ID) {
    if positions[id] != nil { remove(id) }
    positions[id] = slots.count
    slots.append(id)
  }

  /// Removes `id` if present.
  public mutating func remove(_ id: ID) {
    guard let position = positions.removeValue(forKey: id) else { return }
    // A list emptied, or losing its last identifier (a child added and removed again, over and
    // over), leaves no hole behind to compact later.
    if positions.isEmpty {
      slots.removeAll(keepingCapacity: true)
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
    if positions[id] != nil { remove(id) }
    var items = Array(self)
    items.insert(id, at: Swift.min(Swift.max(index, 0), items.count))
    self = OrderedIDs(items)
  }

  /// The position of `id` among the present identifiers.
  public func index(of id: ID) -> Int? {
    guard let position = positions[id] else { return nil }
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
