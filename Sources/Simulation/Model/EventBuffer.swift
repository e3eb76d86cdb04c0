/// The events of the input being run, in order (`World.events`): a collection the world appends
/// to, rewrites in place (a reserved call line) and removes from, whose events can also be
/// moved out all at once (`moveAll(appendingTo:)`).
///
/// An array cannot hand its elements over: appending them to another array copies each one
/// (retaining every string and array it holds) and emptying it destroys each one (releasing
/// them again), and the session takes every turn's events for its history. Here the move is
/// one copy of their bytes, after which the buffer only forgets them. Like an array, the
/// buffer is a value: a copy shares the events until either is changed.
public struct EventBuffer: RandomAccessCollection, MutableCollection {
  private var storage = EventStorage(capacity: 16)

  public init() {}

  public var startIndex: Int { 0 }
  public var endIndex: Int { storage.count }

  public subscript(position: Int) -> Event {
    unsafeAddress {
      precondition(position >= 0 && position < storage.count, "EventBuffer index out of range")
      return UnsafePointer(storage.base + position)
    }
    unsafeMutableAddress {
      precondition(position >= 0 && position < storage.count, "EventBuffer index out of range")
      return unique().base + position
    }
  }

  /// Appends an event, moved into the buffer: the world builds each event for this call, and
  /// without the explicit `consume` it was copied in (a retain of all it holds) and the
  /// caller's destroyed.
  public mutating func append(_ event: consuming Event) {
    let storage = unique()
    storage.reserve(storage.count + 1)
    (storage.base + storage.count).initialize(to: consume event)
    storage.count += 1
  }

  /// Removes the event at `position` and returns it; the ones after it move up.
  @discardableResult
  public mutating func remove(at position: Int) -> Event {
    let storage = unique()
    precondition(position >= 0 && position < storage.count, "EventBuffer index out of range")
    let removed = (storage.base + position).move()
    let after = storage.count - position - 1
    (storage.base + position).moveInitialize(from: storage.base + position + 1, count: after)
    storage.count -= 1
    return removed
  }

  /// Removes every event; the buffer stays allocated either way (it is reused every turn).
  public mutating func removeAll(keepingCapacity: Bool = false) {
    let storage = unique()
    storage.base.deinitialize(count: storage.count)
    storage.count = 0
  }

  /// Moves every event to the end of `log`, in order, and empties the buffer: the events'
  /// bytes are moved, none is copied or destroyed.
  public mutating func moveAll(appendingTo log: inout [Event]) {
    let storage = unique()
    guard storage.count > 0 else { return }
    log.append(contentsOf: MovedEvents(start: storage.base, count: storage.count))
    storage.count = 0
  }

  /// The storage, copied first if another buffer shares it.
  private mutating func unique() -> EventStorage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }
}

/// The memory behind an `EventBuffer`: `count` initialized events at `base`, room for
/// `capacity`.
final class EventStorage {
  private(set) var base: UnsafeMutablePointer<Event>
  private var capacity: Int
  var count = 0

  init(capacity: Int) {
    self.capacity = max(1, capacity)
    base = UnsafeMutablePointer<Event>.allocate(capacity: self.capacity)
  }

  deinit {
    base.deinitialize(count: count)
    base.deallocate()
  }

  /// Makes room for `needed` events, at least twice the room there was when it grows.
  @inline(__always)
  func reserve(_ needed: Int) {
    if needed > capacity { grow(toHold: needed) }
  }

  @inline(never)
  private func grow(toHold needed: Int) {
    let grown = max(capacity * 2, needed)
    let bigger = UnsafeMutablePointer<Event>.allocate(capacity: grown)
    bigger.moveInitialize(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity = grown
  }

  /// A storage of its own with copies of the events.
  func copy() -> EventStorage {
    let copy = EventStorage(capacity: capacity)
    copy.base.initialize(from: base, count: count)
    copy.count = count
    return copy
  }
}

/// Events about to leave an `EventBuffer`, as a sequence an array appends: each is moved out as
/// it is taken, and an array appending them all takes their bytes at once.
private struct MovedEvents: Sequence {
  let start: UnsafeMutablePointer<Event>
  let count: Int

  struct Iterator: IteratorProtocol {
    var position: UnsafeMutablePointer<Event>
    let end: UnsafeMutablePointer<Event>

    mutating func next() -> Event? {
      guard position < end else { return nil }
      defer { position += 1 }
      return position.move()
    }
  }

  func makeIterator() -> Iterator { Iterator(position: start, end: start + count) }

  var underestimatedCount: Int { count }

  /// Moves as many events as fit into `buffer` with one copy of their bytes; the iterator
  /// returned goes on from the first that did not fit.
  func _copyContents(initializing buffer: UnsafeMutableBufferPointer<Event>) -> (Iterator, Int) {
    let moved = Swift.min(count, buffer.count)
    if moved > 0, let target = buffer.baseAddress {
      target.moveInitialize(from: start, count: moved)
    }
    return (Iterator(position: start + moved, end: start + count), moved)
  }
}
