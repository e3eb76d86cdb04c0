import CommandLanguage
import Rendering
import Simulation
import Testing

/// The result of running a script as `containrepl run` does, through the interpreter's runner
/// alone, without the shell: each top-level statement is a turn, after which the clock runs
/// until nothing is pending, and the log is written as the sandbox writes it in English (brief,
/// 80 columns). The world's invariants are checked after every turn.
///
/// What only the shell does fails the test instead: a meta command other than `:log clear`
/// (which prints nothing) and `:rotate`, a repeating timer, a turn cut off at its limit, a log line repeated
/// beyond the sandbox's cap. A test that needs them belongs in ShellTests.
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
    let runner = CodeRunner()
    let world = runner.world
    world.iosVersion = ios
    let interpreter = runner.interpreter
    let formatter = LogLineFormatter(world: world, syntax: syntax, language: .english)
    let wrapper = TextWrapper(width: 80)
    var lines: [Line] = []
    var hadError = false
    var violations: [String] = []
    var repeated = (line: "", count: 0)

    func write(_ event: Event) {
      if case .hostNote(let number) = event.kind, number < interpreter.notes.count {
        guard case .diagnostic(let diagnostic, let unit) = interpreter.notes[number] else { return }
        let renderer = DiagnosticRenderer(language: .english, fileName: unit.fileName, width: 80)
        for (index, text) in renderer.lines(diagnostic, in: unit.text).enumerated() {
          // The first line stays whole; the notes under it wrap, as the sandbox wraps them.
          let wraps = index > 0 && text.hasPrefix("note: ")
          lines += (wraps ? wrapper.wrapLine(text) : [text]).map(Line.init)
        }
        repeated = ("", 0)
        return
      }
      let text = formatter.line(event)
      switch event.kind {
      case .output, .value, .warning, .exception, .note, .hostNote, .pending:
        repeated = ("", 0)
      case .callback, .call, .propertySet, .block, .question:
        repeated.count = repeated.line == text ? repeated.count + 1 : 1
        repeated.line = text
        if repeated.count > Self.shownRepeats {
          Issue.record(
            "a log line repeats beyond the sandbox's cap: test this in ShellTests",
            sourceLocation: sourceLocation)
        }
      }
      lines.append(Line(text: text))
    }

    func endTurn() {
      var settled = world.finishTurn()
      var steps = 0
      while settled, let end = world.nextWakeUp(includingRepeating: false) {
        steps += 1
        settled =
          steps <= world.limits.maxDeferredSteps && world.advance(by: max(0, end - world.now))
      }
      if !settled || !world.repeatingWork.isEmpty {
        Issue.record(
          "the clock needs the sandbox's handling (a turn cut off, a repeating timer): test this in ShellTests",
          sourceLocation: sourceLocation)
      }
      for problem in world.checkInvariants() where !violations.contains(problem) {
        violations.append(problem)
      }
      var events: [Event] = []
      world.moveEvents(into: &events)
      for event in events {
        if interpreter.marksError(event.kind) { hadError = true }
        if !event.isDetail { write(event) }
      }
    }

    let source = SourceText(script)
    let parsed = Parser.parse(source)
    let unit = SourceUnit(
      text: source, diagnostics: parsed.diagnostics, statements: parsed.statements)
    interpreter.isRunningScript = true
    runner.runStatements(of: unit, turnPerStatement: true, runsMeta: true) { command, _ in
      let words = command.split(separator: " ").map(String.init)
      if words.count == 2, words[0] == "rotate", let orientation = Orientation(rawValue: words[1]) {
        // `:rotate`: the device turns in a turn of its own.
        interpreter.beginInput()
        do { try world.rotate(to: orientation) } catch { interpreter.fail(error) }
        endTurn()
      } else if words != ["log", "clear"] {
        // `:log clear` forgets the log, which prints nothing (`RuleCase` leaves the setup's
        // lines out itself); any other meta command is the shell's.
        Issue.record(
          "':\(command)' needs the shell: test this in ShellTests", sourceLocation: sourceLocation)
      }
      return true
    } at: { point in
      if case .turnEnds = point { endTurn() }
    }
    // The script's top-level `defer` bodies run at its end, in a turn of their own.
    if interpreter.hasTopLevelDeferred {
      interpreter.beginInput()
      interpreter.runTopLevelDeferred()
      endTurn()
    }
    interpreter.isRunningScript = false
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
