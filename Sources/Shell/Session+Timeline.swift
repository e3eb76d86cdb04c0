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

  /// Runs the clock until nothing is animating (`SandboxClock`), the animations seen as they
  /// start and end, and a report given the frames in between.
  func runClock() -> ClockRun {
    let recorder = reportRecorder
    return clock.run(world) { point in
      switch point {
      case .turnEnds:
        // What the input started itself is told apart from what starts at the end of its turn.
        observeAnimations()
      case .turnEnded:
        observeAnimations()
        if let recorder, world.isAnimating { recorder.captureFrame(of: self) }
      case .advancing(let end):
        guard let recorder, let last = world.animationsEnd else { return }
        let step = max(1, (last - world.now) / Int64(ReportRecorder.framesPerAnimation))
        var time = world.now + step
        while time < end, recorder.wantsFrames {
          world.advance(by: time - world.now)
          recorder.captureFrame(of: self)
          time += step
        }
      case .advanced:
        observeAnimations()
        recorder?.captureFrame(of: self)
      }
    }
  }

  /// The note that says why the clock stopped, if it did not settle; at the end of a turn
  /// (`endingTurn`) only a cut-off is said, and stays one line.
  func clockNote(_ run: ClockRun, endingTurn: Bool = false) -> [OutputLine] {
    guard let text = run.note(options.language, endingTurn: endingTurn) else { return [] }
    if endingTurn, case .cutOff = run { return [OutputLine(text, .note)] }
    return [OutputLine(text, .note, wraps: true)]
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
