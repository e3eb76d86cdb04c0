extension World {
  /// The stored properties of `Event`, in declaration order: `appendEvent` initializes exactly
  /// these, one by one, so an event with one more (or one renamed) must be handled there too.
  /// A test compares this list with the fields a mirror of an event shows.
  static let eventFieldsPlacedInPlace = [
    "kind", "time", "isLater", "isEndOfTurn", "depth", "rule", "isUserCall", "blocks",
  ]

  /// Whether `eventFieldsPlacedInPlace` still names every stored property of `Event`, in order.
  static let eventFieldsAreAllPlaced: Bool = {
    let sample = Event(kind: .pending, time: 0, isLater: false, depth: 0, rule: nil)
    return Mirror(reflecting: sample).children.map(\.label) == eventFieldsPlacedInPlace
  }()

  /// Appends an event to `events`, built field by field in a temporary and moved into the array.
  ///
  /// Every event of the log is appended here. Made with `Event.init`, the compiled code copies
  /// the finished event (a retain of each thing it holds, through a switch over the kind's
  /// cases) and then destroys the original (a release of each): about 300 instructions an
  /// event, the most expensive part of logging a line. Initializing the fields in place and
  /// moving the whole event into the array does neither.
  ///
  /// Unsafe, and safe by construction: the temporary holds one event and is never read before
  /// every field listed in `eventFieldsPlacedInPlace` is initialized (each at its own offset,
  /// as its own type); it is then moved out whole, leaving nothing to destroy.
  func appendEvent(
    _ kind: consuming EventKind, time: Int64, isLater: Bool, isEndOfTurn: Bool, depth: Int,
    rule: RuleID?, isUserCall: Bool, blocks: [BlockHandle]
  ) {
    assert(World.eventFieldsAreAllPlaced, "Event's fields changed: update appendEvent")
    // The closure cannot consume a parameter; an optional hands the kind over by a move.
    var moving: EventKind? = consume kind
    withUnsafeTemporaryAllocation(of: Event.self, capacity: 1) { buffer in
      guard let event = buffer.baseAddress else { preconditionFailure("no room for an event") }
      let raw = UnsafeMutableRawPointer(event)
      func place<Field>(_ field: KeyPath<Event, Field>, _ value: consuming Field) {
        guard let offset = MemoryLayout<Event>.offset(of: field) else {
          preconditionFailure("Event's fields changed: update appendEvent")
        }
        (raw + offset).initializeMemory(as: Field.self, to: value)
      }
      place(\.kind, moving.take() ?? .pending)
      place(\.time, time)
      place(\.isLater, isLater)
      place(\.isEndOfTurn, isEndOfTurn)
      place(\.depth, depth)
      place(\.rule, rule)
      place(\.isUserCall, isUserCall)
      place(\.blocks, blocks)
      events.append(event.move())
    }
  }
}
