/// A call line `World.reserveLine()` reserved that has not taken its place in `events` yet.
///
/// Nearly every call the user's code makes reserves a line, evaluates its arguments without
/// logging anything, and writes the line. Appending a `.pending` event and then rewriting it
/// copied and destroyed a whole event more than the line needs; a line kept aside is appended
/// once, already written. Whatever reads `events` meanwhile finds the line missing only at the
/// end, where nothing has been logged after it.
///
/// Only the numbers of the event are kept (nothing to retain or release): the event is made
/// when the line is placed.
struct UnplacedLine {
  /// The line's index in `events` once placed: the lines kept aside follow `events` in order.
  let slot: Int
  /// The time, turn and depth of the reservation, as `emit(.pending)` would have logged them.
  let time: Int64
  let isLater: Bool
  let isEndOfTurn: Bool
  let depth: Int
}

extension World {
  /// Keeps a reserved line aside, with what `emit(.pending)` would have logged now.
  func keepReservedLine(_ slot: Int) {
    let state = self.state
    let line = UnplacedLine(
      slot: slot, time: state.now, isLater: state.isLater,
      isEndOfTurn: state.isLater && turnTime == state.now, depth: state.depth)
    changeUnplacedLines { $0.append(line) }
  }

  /// Places every line kept aside at the end of `events`, in order, still `.pending`: from
  /// then on `events` is what it would have been had they been appended as reserved.
  func placeReservedLines() {
    changeUnplacedLines { lines in
      changeEvents { events in
        for line in lines {
          events.append(
            Event(
              kind: .pending, time: line.time, isLater: line.isLater,
              isEndOfTurn: line.isEndOfTurn, depth: line.depth, rule: nil, isUserCall: false,
              blocks: []))
        }
      }
      lines.removeAll(keepingCapacity: true)
    }
  }

  /// Whether the line at `slot` is the only one kept aside and nothing follows it, so that
  /// writing it can append it whole (`appendReservedLine`).
  func isLoneReservedLine(_ slot: Int) -> Bool {
    unplacedLines.count == 1 && unplacedLines[0].slot == slot && slot == pendingEvents.count
  }

  /// Appends the lone line kept aside, written as `fillLine` writes a placed one.
  func appendReservedLine(_ kind: consuming EventKind, rule: RuleID?) {
    let line = changeUnplacedLines { $0.removeLast() }
    let event = Event(
      kind: kind, time: line.time, isLater: line.isLater, isEndOfTurn: line.isEndOfTurn,
      depth: line.depth, rule: rule, isUserCall: true, blocks: [])
    changeEvents { $0.append(event) }
  }

  /// Forgets the line at `slot` when it is the last kept aside: closed unwritten, it leaves no
  /// trace, as a placed one is removed. False when the line is not the last kept aside (the
  /// caller places them all, and goes on as usual).
  func dropReservedLine(_ slot: Int) -> Bool {
    guard let last = unplacedLines.last, last.slot == slot else { return false }
    changeUnplacedLines { _ = $0.removeLast() }
    return true
  }

  /// Changes `unplacedLines` as `changeEvents` changes the events, for the same reason.
  @inline(__always)
  func changeUnplacedLines<Result>(_ change: (inout [UnplacedLine]) -> Result) -> Result {
    var taken: [UnplacedLine] = []
    swap(&taken, &unplacedLines)
    defer { swap(&taken, &unplacedLines) }
    return change(&taken)
  }
}

/// The world's values that every event reads (see `World.state`).
struct WorldState {
  var now: Int64 = 0
  var depth = 0
  var isLater = false
  var isMuted = false
  var hostMayOverride = true
}
