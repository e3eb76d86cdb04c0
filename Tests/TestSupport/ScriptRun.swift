import CommandLanguage
import Rendering
import Simulation
import Testing

/// The result of running a script as `containrepl run` does, through the interpreter's runner
/// alone, without the shell: each top-level statement is a turn, after which the sandbox's clock
/// runs (`:clock auto`, repeating timers stopped at its bound with its note) or waits for
/// `:wait` (`:clock manual`), and the log is written as the sandbox writes it in English (brief,
/// 80 columns). The world's invariants are checked after every turn.
///
/// What only the shell does fails the test instead: a meta command other than `:log clear`
/// (which prints nothing), `:rotate`, `:ios`, `:clock`, `:wait`, `:tick`, `:tap`, `:pan` and
/// `:tree`, the shell's note on a finger that nothing answers, a tree wider than the terminal
/// (the shell fits it), a turn cut off at its limit, a log line repeated beyond the sandbox's
/// cap. A test that needs them belongs in ShellTests.
public struct ScriptRun: ScriptOutcome {
  /// A printed line.
  public struct Line: Sendable {
    public let text: String
  }

  public let output: String
  public let lines: [Line]
  public let hadError: Bool
  public let violations: [String]
  public let runner: CodeRunner

  /// How many times the sandbox prints a log line that repeats itself one line after another.
  static let shownRepeats = 8

  /// Runs `script` on iOS `ios` (`:ios`), its log written in `syntax`.
  public init(
    _ script: String, syntax: LogSyntax = .swift, ios: Int = 17,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    self.init(files: [(nil, script)], syntax: syntax, ios: ios, sourceLocation: sourceLocation)
  }

  /// Runs the files of one run (`containrepl run a.swift b.swift`) one after another: one
  /// module, each file's top level ending with the file.
  public init(
    files: [(name: String?, text: String)], syntax: LogSyntax = .swift, ios: Int = 17,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let runner = CodeRunner()
    let world = runner.world
    world.iosVersion = ios
    let interpreter = runner.interpreter
    let wrapper = TextWrapper(width: 80)
    var lines: [Line] = []
    var hadError = false
    var violations: [String] = []
    var repeated = (line: "", count: 0)
    // The events logged, kept for `:tree` as the sandbox keeps them: the last 20,000, trimmed
    // once half as many again have come.
    var history: [Event] = []

    // The lines of each event as the sandbox writes them; prose under a diagnostic wrapped.
    let writer = EventLines(
      world: world, interpreter: interpreter, syntax: syntax, language: .english, columns: 80)
    func write(_ event: Event) {
      var first: String?
      writer.lines(of: event, fileName: nil) { line in
        first = first ?? line.text
        lines += (line.wraps ? wrapper.wrapLine(line.text) : [line.text]).map(Line.init)
      }
      switch event.kind {
      case .callback, .call, .propertySet, .block, .question:
        let text = first ?? ""
        repeated.count = repeated.line == text ? repeated.count + 1 : 1
        repeated.line = text
        if repeated.count > Self.shownRepeats {
          Issue.record(
            "a log line repeats beyond the sandbox's cap: test this in ShellTests",
            sourceLocation: sourceLocation)
        }
      default:
        repeated = ("", 0)
      }
    }

    var clock = SandboxClock()
    var clockRuns = true
    /// The clock run as the sandbox runs it, its note written after the events it logged.
    func runClock() {
      let ran = clock.run(world)
      takeEvents()
      if case .cutOff = ran {
        Issue.record(
          "a turn cut off at its limit needs the shell: test this in ShellTests",
          sourceLocation: sourceLocation)
      } else if let note = ran.note(.english) {
        lines += wrapper.wrapLine(note).map(Line.init)
      }
    }

    /// The end of a turn: the clock runs, unless it waits for `:wait`.
    func endTurn() {
      if clockRuns { runClock() } else { takeEvents() }
    }

    /// The world's new events written as lines, after its invariants are checked.
    func takeEvents() {
      for problem in world.checkInvariants() where !violations.contains(problem) {
        violations.append(problem)
      }
      var events: [Event] = []
      world.moveEvents(into: &events)
      history += events
      if history.count > 30_000 { history.removeFirst(history.count - 20_000) }
      for event in events {
        if interpreter.marksError(event.kind) { hadError = true }
        if !event.isDetail { write(event) }
      }
    }

    /// `:tap VIEW`, `:pan VIEW DX [DY]`: a finger on the view, in a turn of its own.
    func gesture(_ kind: GestureKind, _ arguments: [String], line: Int, fileName: String?) {
      let distances = arguments.dropFirst().compactMap { Double($0) }.filter(\.isFinite)
      let counts = kind == .tap ? 1...1 : 2...3
      let source = SourceText(arguments.first ?? "", firstLine: line)
      let parsed = Parser.parse(source)
      guard counts.contains(arguments.count), distances.count == arguments.count - 1,
        parsed.statements.count == 1, !parsed.diagnostics.contains(where: { $0.severity.isFailure })
      else {
        Issue.record(
          "the usage of ':\(kind.rawValue)' is the shell's: test this in ShellTests",
          sourceLocation: sourceLocation)
        return
      }
      interpreter.beginInput()
      let answered = interpreter.fireGesture(
        kind, on: parsed.statements[0],
        in: SourceUnit(text: source, diagnostics: parsed.diagnostics, fileName: fileName),
        dx: distances.first ?? 0, dy: distances.dropFirst().first ?? 0)
      endTurn()
      if interpreter.gestureBlocker != nil || answered == 0 {
        Issue.record(
          "a finger that nothing answers gets the shell's note: test this in ShellTests",
          sourceLocation: sourceLocation)
      }
    }

    /// `:tree`: the controllers as the sandbox draws them (Unicode, English).
    func tree() {
      let renderer = ControllerTreeRenderer(
        world: world, glyphs: .unicode, language: .english,
        removedFromParent: ControllerTreeRenderer.removedFromParent(in: history))
      let drawn = renderer.render()
      if drawn.contains(where: { DisplayWidth.of($0) > 80 }) {
        Issue.record(
          "a tree wider than the terminal is fitted by the shell: test this in ShellTests",
          sourceLocation: sourceLocation)
      }
      lines += drawn.map(Line.init)
    }

    interpreter.isRunningScript = true
    interpreter.isModuleRun = files.count > 1
    let mainIndex = ModuleFiles.mainIndex(names: files.map(\.name), texts: files.map(\.text))
    let order = ModuleFiles.runOrder(count: files.count, mainIndex: mainIndex)
    for (position, index) in order.enumerated() {
      let file = files[index]
      interpreter.globalsAreLazy = mainIndex.map { $0 != index } ?? false
      let source = SourceText(file.text)
      let parsed = Parser.parse(source)
      let unit = SourceUnit(
        text: source, diagnostics: parsed.diagnostics, fileName: file.name,
        statements: parsed.statements)
      let endsRun = position == files.count - 1
      runner.runStatements(of: unit, turnPerStatement: true, runsMeta: true) { command, statement in
        let words = command.split(separator: " ").map(String.init)
        let arguments = Array(words.dropFirst())
        if words.first == "rotate", let orientation = SandboxCommand.orientation(arguments) {
          // `:rotate`: the device turns in a turn of its own.
          SandboxCommand.rotate(to: orientation, world, interpreter)
          endTurn()
        } else if words.first == "ios", let version = SandboxCommand.iosVersion(arguments) {
          // `:ios`: a setting, which a script does not echo.
          world.iosVersion = version
        } else if words.first == "tick", let seconds = SandboxCommand.seconds(arguments) {
          if !SandboxCommand.tick(seconds, world, interpreter) {
            Issue.record(
              "a ':tick' cut off at its limit needs the shell: test this in ShellTests",
              sourceLocation: sourceLocation)
          }
          takeEvents()
        } else if words.first == "clock", arguments.count == 1,
          let mode = ["auto": true, "manual": false][arguments[0]]
        {
          // `:clock`: a setting, which a script does not echo.
          clockRuns = mode
        } else if words == ["wait"] {
          interpreter.beginInput(marksEndOfTurn: false)
          runClock()
        } else if words == ["tree"] {
          tree()
        } else if let kind = words.first.flatMap(GestureKind.init(rawValue:)) {
          let line = source.position(of: statement.range.start).line
          gesture(kind, arguments, line: line, fileName: file.name)
        } else if words != ["log", "clear"] {
          // `:log clear` forgets the log, which prints nothing (`RuleCase` leaves the setup's
          // lines out itself); any other meta command is the shell's.
          Issue.record(
            "':\(command)' needs the shell: test this in ShellTests", sourceLocation: sourceLocation
          )
        }
        return true
      } at: { point in
        if case .turnEnds = point { endTurn() }
      }
      // The script's top-level `defer` bodies run at its end, in a turn of their own.
      if interpreter.hasTopLevelDeferred(endsRun: endsRun) {
        interpreter.beginInput()
        interpreter.runTopLevelDeferred(endsRun: endsRun)
        endTurn()
      }
    }
    interpreter.isRunningScript = false
    interpreter.globalsAreLazy = false
    self.lines = lines
    self.output = lines.map(\.text).joined(separator: "\n")
    self.hadError = hadError
    self.violations = violations
    self.runner = runner
  }
}

/// Removes a common indentation and the surrounding blank lines from an expected-output literal.
public func trimmedBlock(_ text: String) -> String {
  var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
  while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
  return lines.joined(separator: "\n")
}
