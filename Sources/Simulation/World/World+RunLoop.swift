/// Work the main run loop runs at a virtual time: blocks sent to the main queue, timers, and
/// `performSelector:withObject:afterDelay:` (rule 0.1's third class of work, on the clock).
public struct ScheduledWork: Hashable, Sendable {
  /// The host's number for what to run.
  public var id: Int
  /// When it is due, in microseconds.
  var due: Int64
  /// A repeating timer's interval; nil for work that runs once.
  var interval: Int64?
}

extension SimulationHost {
  /// A host that schedules nothing has nothing to run.
  public func runScheduled(_ id: Int, in world: World) throws {}
  /// A host that runs no user code has no delegate to tell.
  public func tellScrollDelegate(
    _ message: ScrollMessage, of view: ViewID, rule: RuleID, in world: World
  ) throws {}
}

extension World {
  /// Schedules work `id` of the host to run `seconds` from now (0: at the end of this turn,
  /// after the layout pass, as the main queue runs), every `interval` seconds if it repeats.
  public func schedule(_ id: Int, after seconds: Double, repeating interval: Double? = nil) {
    let repeats = interval.map { max(World.microseconds($0), 100) }
    scheduled.append(
      ScheduledWork(id: id, due: now + World.microseconds(seconds), interval: repeats))
  }

  /// Cancels scheduled work (`invalidate()`, `cancelPreviousPerformRequests`); true if it was
  /// waiting.
  @discardableResult
  public func cancelScheduled(_ id: Int) -> Bool {
    guard let index = scheduled.firstIndex(where: { $0.id == id }) else { return false }
    scheduled.remove(at: index)
    return true
  }

  /// The repeating timers waiting to fire.
  public var repeatingWork: Set<Int> {
    guard !scheduled.isEmpty else { return [] }
    return Set(scheduled.filter { $0.interval != nil }.map(\.id))
  }

  /// Whether any work waits on the run loop (the clock asks after every input: most often none).
  public var hasScheduledWork: Bool { !scheduled.isEmpty }

  /// Whether work `id` is still waiting to run.
  public func isScheduled(_ id: Int) -> Bool { scheduled.contains { $0.id == id } }

  /// Runs `body` as a block the run loop calls, under its own log line (rule 0.1).
  public func runningBlock(_ role: BlockRole, _ body: () throws -> Void) throws {
    emit(.block(role, finished: nil), rule: "0.1")
    depth += 1
    defer { depth -= 1 }
    try body()
  }

  /// Runs the earliest piece of work that is due; false when none is.
  func runDueWork() -> Bool {
    // The first of the earliest due, found without building an array (this runs every turn).
    var earliest: Int?
    for index in scheduled.indices where scheduled[index].due <= now {
      if let best = earliest, scheduled[best].due <= scheduled[index].due { continue }
      earliest = index
    }
    guard let index = earliest else { return false }
    var work = scheduled.remove(at: index)
    if let interval = work.interval {
      // A repeating timer stays scheduled unless what it runs invalidates it.
      work.due += interval
      scheduled.append(work)
    }
    guarded { try host?.runScheduled(work.id, in: self) }
    return true
  }

  /// The next time work is due: one-shot work only, unless `includingRepeating` (a repeating
  /// timer never lets the clock rest, so `:clock auto` stops at it and `:tick` drives it).
  func nextScheduledTime(includingRepeating: Bool) -> Int64? {
    var next: Int64?
    for work in scheduled where includingRepeating || work.interval == nil {
      next = min(next ?? work.due, work.due)
    }
    return next
  }
}
