import Simulation

/// How far the clock ran (`SandboxClock.run`).
public enum ClockRun: Sendable {
  /// Nothing is left but repeating timers that are not due.
  case settled
  /// The limit for one input cut the work off.
  case cutOff
  /// Only repeating timers were left, and they fired `SandboxClock.repeatingTimerFirings` times.
  case repeatingTimerStopped

  /// The note that says why the clock stopped, if it did not settle: at the end of a turn
  /// (`endingTurn`) the limit cut off deferred work and animations; on `:wait` and `:tick` it
  /// stopped the clock.
  public func note(_ language: Language, endingTurn: Bool = false) -> String? {
    switch self {
    case .settled: return nil
    case .cutOff where endingTurn:
      return language.pick(
        "note: deferred work and animations were cut off at the limit for one input",
        "note: 推迟的工作和动画达到单次输入的上限，已被截断")
    case .cutOff:
      return language.pick(
        "note: the clock stopped at the limit for one input; some work is still pending",
        "note: 时钟在单次输入的上限处停下，还有工作没有完成")
    case .repeatingTimerStopped:
      let firings = SandboxClock.repeatingTimerFirings
      return language.pick(
        "note: the clock stopped after \(firings) firings of a repeating timer that is still valid; invalidate() ends it, ':tick' runs it on",
        "note: 重复定时器触发 \(firings) 次后时钟停下，定时器仍然有效；invalidate() 可以结束它，':tick' 让它继续运行")
    }
  }
}

/// The clock of a sandbox that runs it after an input (`:clock auto`, `:wait`): the REPL's
/// session and a grading sandbox run it alike. It remembers the repeating timers it stopped.
public struct SandboxClock {
  /// How many times the clock runs repeating timers once nothing else is left: a timer that is
  /// never invalidated would fire for ever. Stopped, a timer is left to `:tick`
  /// (`stoppedTimers`), and the clock runs again for a timer scheduled later.
  public static let repeatingTimerFirings = 50

  /// The repeating timers the clock stopped at its bound, and the world they belong to.
  var stoppedTimers: (world: ObjectIdentifier?, work: Set<Int>) = (nil, [])

  /// A point of the run where its caller looks (for animations that started or ended, or to
  /// draw frames).
  public enum Point {
    /// Before the turn's deferred work: what the input started itself.
    case turnEnds
    /// After the turn's deferred work, before time moves.
    case turnEnded
    /// Time is about to move to `end` (virtual microseconds).
    case advancing(to: Int64)
    /// Time moved to the next wake-up.
    case advanced
  }

  public init() {}

  /// Runs the clock until nothing is animating, as `World.runUntilIdle()` does, one animation
  /// end at a time so that `look` sees the animations start and end; repeating timers fire
  /// until they are invalidated, within a bound.
  public mutating func run(_ world: World, look: (Point) -> Void = { _ in }) -> ClockRun {
    look(.turnEnds)
    guard world.finishTurn() else { return .cutOff }
    look(.turnEnded)
    // Nearly every turn leaves nothing on the run loop and nothing animating: there is no
    // wake-up to wait for (`nextWakeUp` answers nil) and no timer to run or stop.
    guard world.hasScheduledWork || world.isAnimating || !stoppedTimers.work.isEmpty else {
      return .settled
    }
    var steps = 0
    var repeatingFirings = 0
    if stoppedTimers.world != ObjectIdentifier(world) {
      stoppedTimers = (ObjectIdentifier(world), [])
    }
    // Without work on the run loop there is no timer, stopped or not: the sets stay untouched.
    var runsTimers = false
    if world.hasScheduledWork || !stoppedTimers.work.isEmpty {
      let repeating = world.repeatingWork
      stoppedTimers.work.formIntersection(repeating)
      runsTimers = !repeating.isSubset(of: stoppedTimers.work)
    }
    while let end = world.nextWakeUp(includingRepeating: runsTimers) {
      if world.nextWakeUp(includingRepeating: false) == nil {
        repeatingFirings += 1
        if repeatingFirings > Self.repeatingTimerFirings {
          stoppedTimers.work.formUnion(world.repeatingWork)
          return .repeatingTimerStopped
        }
      }
      steps += 1
      if steps > world.limits.maxDeferredSteps { return .cutOff }
      look(.advancing(to: end))
      guard world.advance(by: max(0, end - world.now)) else { return .cutOff }
      look(.advanced)
    }
    return .settled
  }
}
