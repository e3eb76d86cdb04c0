import CommandLanguage
import Rendering
import Simulation

extension Session {
  /// How wide the terminal is now; the front end updates it when the window is resized.
  public var columns: Int {
    get { options.columns }
    set { options.columns = max(1, newValue) }
  }

  /// The terminal's height, when known (`:screen` fits in it).
  public var rows: Int? {
    get { options.rows }
    set { options.rows = newValue.map { max(1, $0) } }
  }

  /// The absolute number of the next event to be logged (history trims do not change it).
  var nextEventNumber: Int {
    timelineMemory.dropped + history.count + world.events.count
  }

  /// Notes that an input (a turn, or a meta command) begins here.
  func noteInputStart() {
    timelineMemory.beginInput(at: nextEventNumber)
  }

  /// Empties the log (`:log clear`, a new sandbox); the timeline forgets it too.
  func forgetHistory() {
    timelineMemory.forget(before: timelineMemory.dropped + history.count)
    changeHistory { $0.removeAll() }
  }

  /// Looks for animations that started or ended since the last look.
  func observeAnimations() {
    timelineMemory.observe(world, base: timelineMemory.dropped + history.count)
  }

  /// Ends a script's top-level scope, the whole file, as in swiftc's `main.swift`: its `defer`
  /// bodies run in a turn of their own. (Each input typed in the sandbox is its own top-level
  /// scope, as in the Swift REPL: `runStatements` ends it with the input's turn.)
  func endTopLevelScope(fileName: String?, endsRun: Bool = true, emit: ([OutputLine]) -> Void) {
    guard interpreter.hasTopLevelDeferred(endsRun: endsRun) else { return }
    noteInputStart()
    interpreter.beginInput()
    interpreter.runTopLevelDeferred(endsRun: endsRun)
    emit(finishTurn(fileName: fileName))
  }

  /// How far the clock ran (`runClock()`).
  enum ClockRun {
    /// Nothing is left but repeating timers that are not due.
    case settled
    /// The limit for one input cut the work off.
    case cutOff
    /// Only repeating timers were left, and they fired `repeatingTimerFirings` times.
    case repeatingTimerStopped
  }

  /// How many times `:clock auto` and `:wait` run repeating timers once nothing else is left:
  /// a timer that is never invalidated would fire for ever. Stopped, a timer is left to
  /// `:tick` (`stoppedTimers`), and the clock runs again for a timer scheduled later.
  static let repeatingTimerFirings = 50

  /// Runs the clock until nothing is animating, as `World.runUntilIdle()` does, one animation
  /// end at a time so that the animations are seen as they start and end (and a report gets the
  /// frames in between); repeating timers fire until they are invalidated, within a bound.
  func runClock() -> ClockRun {
    // What the input started itself is told apart from what starts at the end of its turn.
    observeAnimations()
    guard world.finishTurn() else { return .cutOff }
    observeAnimations()
    let recorder = reportRecorder
    if let recorder, world.isAnimating { recorder.captureFrame(of: self) }
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
      if let recorder, let last = world.animationsEnd {
        let step = max(1, (last - world.now) / Int64(ReportRecorder.framesPerAnimation))
        var time = world.now + step
        while time < end, recorder.wantsFrames {
          world.advance(by: time - world.now)
          recorder.captureFrame(of: self)
          time += step
        }
      }
      guard world.advance(by: max(0, end - world.now)) else { return .cutOff }
      observeAnimations()
      recorder?.captureFrame(of: self)
    }
    return .settled
  }

  /// The note that says why the clock stopped, if it did not settle.
  func clockNote(_ run: ClockRun) -> [OutputLine] {
    switch run {
    case .settled: return []
    case .cutOff: return [noteLine(.cutOff)]
    case .repeatingTimerStopped:
      return [noteLine(.repeatingTimerStopped(Self.repeatingTimerFirings))]
    }
  }

  // MARK: - :timeline

  /// The timeline of the whole log, or of the last `inputs` inputs.
  public func timeline(lastInputs inputs: Int? = nil, maxRows: Int, maxLanes: Int) -> Timeline {
    let memory = timelineMemory
    let end = memory.dropped + history.count
    var start = memory.dropped
    if let inputs, inputs > 0 {
      let starts = memory.inputStarts.filter { $0 >= memory.dropped && $0 < end }
      if starts.count >= inputs { start = starts[starts.count - inputs] }
    }
    let events = Array(history[(start - memory.dropped)...])
    let builder = TimelineBuilder(
      formatter: formatter, includeDetail: options.detail == .verbose, maxRows: maxRows,
      maxLanes: maxLanes)
    return builder.build(
      events, animations: memory.timelineAnimations(from: start, count: events.count),
      formerParents: TimelineBuilder.parents(in: history))
  }

  /// `:timeline [N]`: the log as a sequence diagram that fits the terminal's width.
  func timelineCommand(_ arguments: [String]) -> MetaResult {
    var inputs: Int?
    if let argument = arguments.first {
      guard arguments.count == 1, let number = Int(argument), number > 0 else {
        return usage(.timeline)
      }
      inputs = number
    }
    guard !history.isEmpty else { return MetaResult(lines: [noteLine(.emptyTimeline)]) }
    let width = max(40, options.columns)
    let timeline = self.timeline(
      lastInputs: inputs, maxRows: Self.timelineRows, maxLanes: max(2, (width - 24) / 5))
    let renderer = TimelineTextRenderer(
      width: width, ascii: options.ascii, language: options.language)
    let lines = renderer.render(timeline)
    var output: [OutputLine] = []
    output.reserveCapacity(lines.count)
    for (index, text) in lines.enumerated() {
      // Rows take their event's colour; the header, the legend and the notes are plain.
      let row = index - 2
      guard row >= 0, row < timeline.rows.count else {
        output.append(OutputLine(text, .info))
        continue
      }
      switch (timeline.rows[row].mark, timeline.rows[row].tone) {
      case (.callback, _): output.append(OutputLine(text, .event(timeline.rows[row].family)))
      case (.across, .warning): output.append(OutputLine(text, .warning))
      case (.across, .error): output.append(OutputLine(text, .error))
      default: output.append(OutputLine(text, .info))
      }
    }
    return MetaResult(lines: output)
  }

  /// The most event rows `:timeline` draws before it leaves out the middle.
  static let timelineRows = 60
}
