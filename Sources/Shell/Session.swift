import CommandLanguage
import LessonEngine
import Rendering
import Simulation

/// The REPL engine: text in, lines out. One session is one sandbox with its log and settings.
public final class Session {
  public internal(set) var options: SessionOptions {
    get { currentOptions }
    set { currentOptions = newValue }
  }
  public var world: World { runner.world }
  public var interpreter: Interpreter { runner.interpreter }
  /// The storage of the options and of `history`, internal and only read and assigned (the
  /// history through `changeHistory`): the compiler then proves exclusive access to them, where
  /// a public stored property of a class is checked at run time on every access.
  var currentOptions: SessionOptions
  var eventHistory: [Event] = []
  /// The sandbox: its world and interpreter, which never change under a runner (a new sandbox
  /// is a new runner). Every input's statements run through it (`runStatements`).
  var runner: CodeRunner
  /// Whether any error or exception has been reported (the exit status of `run`).
  public internal(set) var hadError = false
  /// Every event logged, in order (`:log`, `:why`).
  public var history: [Event] { eventHistory }
  /// The inputs that changed the sandbox, for `:undo` and `:save`.
  public internal(set) var inputs: [String] = []
  /// Set by `:quit`.
  public internal(set) var wantsToQuit = false
  /// `:play` was asked for while nothing animated: play the next animation.
  var playNext = false
  /// The clock `:clock auto` and `:wait` run, with the repeating timers it stopped at its
  /// bound (`:tick` runs them on).
  var clock = SandboxClock()
  /// The input being run was typed at the prompt (not a script): settings are confirmed.
  var isInteractiveInput = false
  /// Whether the session has said that full-width input outside code is read as ASCII.
  var explainedFullWidth = false
  /// What the tutor has noticed so far (for hints given once, one input late).
  var tutor = TutorState()
  /// Reads and writes files for `:save` and `:load`; nil where there is no file system.
  public var files: (any FileAccess)?
  /// The lessons and exercises (the built-in ones unless `--lessons DIR` gave others); read
  /// when first needed, so that starting a sandbox costs nothing for them.
  public lazy var catalog = LessonCatalog(files: BuiltinLessons.files)
  /// Where progress is saved; nil keeps it in memory only.
  public var progressStore: (any ProgressStore)? {
    didSet { progress = progressStore?.load() ?? Progress() }
  }
  /// Where settings that outlast a session (`:ascii`, `:welcome`) are kept; nil: nowhere.
  public var settingsStore: (any SettingsStore)?
  /// The learner's progress through lessons and exercises.
  public internal(set) var progress: Progress {
    get { lessonRun.progress }
    set { lessonRun.progress = newValue }
  }
  /// What the session is doing: the sandbox alone, a lesson, or an exercise, and how it reads
  /// what is typed.
  var lessonRun = LessonRun()
  /// The most events kept for `:log` and `:why`.
  public var historyLimit = 20_000
  /// How many lines of a script are parsed at a time (at least; a statement is never split).
  public var scriptChunkLines = 2_000
  /// Log lines repeated one after another beyond a few are counted, not printed.
  var repeatCap = RepeatedLineCap()
  /// Called after every turn and meta command; tests check the world's invariants here.
  public var afterEachStep: ((World) -> Void)?
  /// Where inputs began and when animations ran, for `:timeline`.
  var timelineMemory = TimelineMemory()
  /// Records each input for an HTML report (`run --export`, `:export session`); nil otherwise.
  var reportRecorder: ReportRecorder?
  /// Records each input with its events for an XCTest export or a device-log comparison.
  var replayRecorder: ReplayRecorder?

  public init(options: SessionOptions = SessionOptions()) {
    currentOptions = options
    runner = CodeRunner(iosVersion: options.iosVersion)
  }

  /// Whether `text` ends inside an unfinished construct, so a front end should read more.
  public func isIncomplete(_ text: String) -> Bool {
    let text = readingFullWidthMeta(text)?.text ?? text
    if lessonRun.role(of: text) == .prediction { return false }
    return Parser.parse(SourceText(text)).isIncomplete
  }

  // MARK: - Running input

  /// Runs one interactive input (a line, or a multi-line block) as one run-loop turn.
  public func handle(_ text: String) -> [OutputLine] {
    NativeStack.withInputStack { handleOnInputStack(text) }
  }

  private func handleOnInputStack(_ typed: String) -> [OutputLine] {
    var lines: [OutputLine] = []
    var text = typed
    if let meta = readingFullWidthMeta(typed) {
      text = meta.text
      lines += fullWidthNote(typed: meta.typed, read: meta.read)
    }
    let historyStart = history.count
    let positionBefore = lessonRun.position
    isInteractiveInput = true
    defer { isInteractiveInput = false }
    let changed = run(text, fileName: nil, turnPerStatement: false) { lines += $0 }
    if changed, !onlyErrored(text, since: historyStart) { inputs.append(text) }
    recordExerciseInput(text)
    lines += tutorHints()
    // Feedback on the step still open, not on one the input finished or left.
    if let position = lessonRun.position, position == positionBefore {
      let events = historyStart <= history.count ? Array(history[historyStart...]) : history
      lines += asProse(
        lessonFeedback(
          events: events, output: lines, hadStatements: hasStatements(text), input: text,
          changed: changed))
    }
    return layOut(lines)
  }

  /// Whether an input changed nothing: one expression or assignment that stopped on an error
  /// and logged nothing but errors. `:undo` passes over it, since undoing it would undo nothing.
  func onlyErrored(_ text: String, since start: Int) -> Bool {
    guard start < history.count else { return false }
    let failed = history[start...].allSatisfy { event in
      guard case .hostNote(let number) = event.kind,
        case .diagnostic(let diagnostic, _) = interpreter.notes[number]
      else { return false }
      return diagnostic.severity.isFailure
    }
    guard failed else { return false }
    let parsed = Parser.parse(SourceText(text))
    guard parsed.statements.count == 1, let statement = parsed.statements.first else {
      return false
    }
    switch statement.kind {
    case .expression, .assignment: return true
    default: return false
    }
  }

  private func hasStatements(_ text: String) -> Bool {
    Parser.parse(SourceText(text)).statements.contains {
      if case .meta = $0.kind { return false }
      return true
    }
  }

  /// Runs a script: each top-level statement is its own turn; lines go to `emit` as they come.
  /// A long script is read in pieces of about `scriptChunkLines` lines, cut only between
  /// complete top-level statements, so that its tokens and syntax tree never all live at once.
  ///
  /// The files of one `run` are one Swift module, as swiftc compiles them: a file that is not
  /// the run's last (`endsRun` false) leaves its Swift declarations that wait for a type to the
  /// files that follow, which may declare it.
  public func runScript(
    _ text: String, fileName: String?, endsRun: Bool = true,
    emit given: ([OutputLine]) -> Void
  ) {
    NativeStack.withInputStack {
      runScriptOnInputStack(text, fileName: fileName, endsRun: endsRun) { [self] in
        given(layOut($0))
      }
    }
  }

  private func runScriptOnInputStack(
    _ typed: String, fileName: String?, endsRun: Bool, emit: ([OutputLine]) -> Void
  ) {
    // A script's meta commands typed with a Chinese input method, read as at the prompt.
    var text = typed
    if let meta = readingFullWidthMeta(typed) {
      text = meta.text
      emit(fullWidthNote(typed: meta.typed, read: meta.read))
    }
    interpreter.isRunningScript = true
    defer { interpreter.isRunningScript = false }
    // A file followed by others of the same run: the run is one module until its last file.
    if !endsRun { interpreter.isModuleRun = true }
    // A script logs many events: room for as many as the history keeps before it is trimmed,
    // so that it is not moved to a bigger buffer time and again as it grows.
    let room = min(historyLimit + historyLimit / 2, 1 << 16)
    if eventHistory.capacity < room { changeHistory { $0.reserveCapacity(room) } }
    var changed = false
    var chunks = ScriptChunks(text, linesPerChunk: scriptChunkLines)
    while let chunk = chunks.next() {
      changed =
        run(
          chunk.text, fileName: fileName, turnPerStatement: true, firstLine: chunk.line,
          extend: { chunks.extend() }, emit: emit)
        || changed
    }
    endTopLevelScope(fileName: fileName, endsRun: endsRun, emit: emit)
    if changed { inputs.append(text) }
  }

  /// Runs statements and meta commands, or takes the text as a prediction in a predict step or
  /// exercise: the one place an input (or a script's piece) is routed. A text that ends inside
  /// an unfinished statement is made longer by `extend` (a script's next piece), while it can
  /// be. Returns whether the sandbox may have changed.
  @discardableResult
  func run(
    _ text: String, fileName: String?, turnPerStatement: Bool, firstLine: Int = 1,
    extend: () -> ScriptChunks.Chunk? = { nil }, emit: ([OutputLine]) -> Void
  ) -> Bool {
    if lessonRun.role(of: text) != .code {
      return runPrediction(
        text, fileName: fileName, turnPerStatement: turnPerStatement, firstLine: firstLine,
        emit: emit)
    }
    var source = SourceText(text, firstLine: firstLine)
    var parsed = parseInput(source)
    while parsed.isIncomplete, let longer = extend() {
      source = SourceText(longer.text, firstLine: longer.line)
      parsed = parseInput(source)
    }
    interpreter.functionMacros = parsed.macros
    return runStatements(
      source, parsed, fileName: fileName, turnPerStatement: turnPerStatement, emit: emit)
  }

  /// An input parsed with the function-like macros the session's earlier inputs defined.
  func parseInput(_ source: SourceText) -> ParseResult {
    Parser.parse(source, macros: interpreter.functionMacros)
  }

  /// Runs parsed statements through the sandbox's runner, each turn's lines printed and kept
  /// (with a report's and a device replay's records) and each meta command run by the session;
  /// returns whether the sandbox may have changed.
  func runStatements(
    _ source: SourceText, _ parsed: ParseResult, fileName: String?, turnPerStatement: Bool,
    emit: ([OutputLine]) -> Void
  ) -> Bool {
    let unit = SourceUnit(
      text: source, diagnostics: parsed.diagnostics, fileName: fileName,
      statements: parsed.statements)
    // A report of a script (`run --export`) records each statement as an input of its own.
    let recorder = turnPerStatement ? reportRecorder.flatMap { $0.byStatement ? $0 : nil } : nil
    func send(_ lines: [OutputLine]) {
      recorder?.add(lines)
      emit(lines)
    }
    // An interactive input with a syntax error runs nothing, as in the Swift REPL; a script
    // goes on with its next statement. Errors inside class and method declarations are the
    // exception: the declaration is made with the parts that compiled.
    if isInteractiveInput, parsed.diagnostics.contains(where: { $0.severity.isFailure }),
      !Interpreter.onlyDeclarationsFailed(parsed)
    {
      interpreter.beginInput()
      for diagnostic in parsed.diagnostics { interpreter.log(diagnostic, unit) }
      emit(drain(fileName: fileName))
      return false
    }
    replayRecorder?.declare(parsed.statements, in: source)
    var changedState = false
    let ranCode = runner.runStatements(of: unit, turnPerStatement: turnPerStatement, runsMeta: true)
    { command, statement in
      noteInputStart()
      let result = runMeta(command, range: statement.range, unit: unit, fileName: fileName)
      send(result.lines)
      changedState = changedState || result.changesState
      // A predict exercise begun by the command takes the rest of the text as its prediction.
      lazy var rest = source.rest(afterLineOf: statement.range.end)
      guard lessonRun.role(of: rest.text) != .code else { return true }
      changedState =
        runPrediction(
          rest.text, fileName: fileName, turnPerStatement: turnPerStatement, firstLine: rest.line,
          emit: emit)
        || changedState
      return false
    } at: { point in
      switch point {
      case .statementBegins(let statement):
        recorder?.begin(
          source.slice(statement.range), line: source.position(of: statement.range.start).line)
      case .statementEnds:
        recorder?.end(self)
      case .turnBegins(let statement):
        noteInputStart()
        replayRecorder?.beginTurn(
          clock: options.clock, time: world.now,
          source: String(source.slice(statement.range).prefix { $0 != "\n" }),
          line: source.position(of: statement.range.start).line)
      case .turnEnds:
        send(finishTurn(fileName: fileName))
      }
    }
    return ranCode || changedState
  }

  /// Ends the turn: deferred work, then the clock as `:clock` says; returns the lines logged.
  func finishTurn(fileName: String?) -> [OutputLine] {
    if playNext, world.isAnimating {
      playNext = false
      return drain(fileName: fileName) + play(fileName: fileName)
    }
    // With the clock stopped by hand, even the end of the turn waits until time moves.
    var run = ClockRun.settled
    switch options.clock {
    case .auto: run = runClock()
    case .manual: observeAnimations()
    }
    return drain(fileName: fileName) + clockNote(run, endingTurn: true)
  }

  /// Takes the world's new events, keeps them for `:log`, and returns their log lines.
  func drain(fileName: String?) -> [OutputLine] {
    afterEachStep?(world)
    observeAnimations()
    let start = history.count
    let world = self.world
    changeHistory { world.moveEvents(into: &$0) }
    timelineMemory.observedPending = 0
    var lines: [OutputLine] = []
    writeLog(from: start, fileName: fileName) { lines.append($0) }
    if let replayRecorder { replayRecorder.record(Array(history[start...])) }
    trimHistory()
    return lines
  }

  /// Changes the history in a local copy that owns its buffer, moved out and back: the array's
  /// calls run outside any access to the property, so every access to it stays one the
  /// compiler checks.
  @inline(__always)
  func changeHistory<Result>(_ change: (inout [Event]) -> Result) -> Result {
    var taken: [Event] = []
    swap(&taken, &eventHistory)
    defer { swap(&taken, &eventHistory) }
    return change(&taken)
  }

  /// Keeps the history within `historyLimit`.
  func trimHistory() {
    // Trim in large steps so that a long script does not pay for a shift per statement.
    if history.count > historyLimit + historyLimit / 2 {
      let removed = history.count - historyLimit
      changeHistory { $0.removeFirst(removed) }
      timelineMemory.forget(before: timelineMemory.dropped + removed)
    }
  }
}
