import Simulation

/// Runs code in one world with one interpreter: code as one input, the clock until nothing is
/// pending, and what each logged. The REPL's session keeps its sandbox in one; exercise checks,
/// in the REPL and for a class, run their code through one.
///
/// On its own a runner keeps the events itself and ends each input with the world's turn. A
/// host (`Host`, the REPL's session) keeps them in its log instead, prints them as its lines,
/// ends the turn as its clock says, and runs the meta commands (`:wait`) met among statements.
public final class CodeRunner {
  public let world: World
  public let interpreter: Interpreter
  private let host: Host?
  /// The events of a runner without a host, in order.
  private var log: [Event] = []

  /// What a host does for the runner. Each closure may hold the host: the runner is then what
  /// keeps the host alive, and the host must not hold the runner.
  public struct Host {
    /// How many events the host's log holds: where an input's events begin.
    public var logCount: () -> Int
    /// The log's events from a count on (the whole log when it was trimmed below that count).
    public var events: (_ since: Int) -> [Event]
    /// Ends the input's turn: takes the world's new events into the log; returns the lines
    /// printed for them.
    public var endTurn: () -> [String]
    /// Takes the world's new events into the log after the clock ran; returns their lines.
    public var drain: () -> [String]
    /// Runs a meta command (its text, where it stands in `unit`); returns the lines printed.
    public var meta: (_ command: String, _ range: SourceRange, _ unit: SourceUnit) -> [String]
    /// Called before and after each `perform` (`true` before): the host's settings for an input.
    public var input: (_ begins: Bool) -> Void

    public init(
      logCount: @escaping () -> Int, events: @escaping (_ since: Int) -> [Event],
      endTurn: @escaping () -> [String], drain: @escaping () -> [String],
      meta: @escaping (_ command: String, _ range: SourceRange, _ unit: SourceUnit) -> [String],
      input: @escaping (_ begins: Bool) -> Void
    ) {
      self.logCount = logCount
      self.events = events
      self.endTurn = endTurn
      self.drain = drain
      self.meta = meta
      self.input = input
    }
  }

  public init(world: World, interpreter: Interpreter, host: Host? = nil) {
    self.world = world
    self.interpreter = interpreter
    self.host = host
  }

  /// A runner of a fresh sandbox: a world whose window shows the `container` controller, which
  /// the interpreter's top-level code runs as (`self`).
  public convenience init(iosVersion: Int? = nil) {
    let (world, container) = World.sandbox()
    if let iosVersion { world.iosVersion = iosVersion }
    self.init(world: world, interpreter: Interpreter(world: world, selfController: container))
  }

  // MARK: - Running

  /// Runs code as one input; returns what it logged and printed. The interpreter's parse cache
  /// gives the parse when it has one.
  public func perform(_ code: String) -> CodeRun {
    NativeStack.withInputStack {
      // A shared parse has no macros of this session's in it.
      let macros = interpreter.functionMacros
      let (source, parsed) =
        macros.isEmpty
        ? interpreter.parseCache?.parse(code) ?? Self.parse(code, macros) : Self.parse(code, macros)
      return performOnInputStack(source, parsed)
    }
  }

  /// `perform(code)` with `code` already parsed (`Parser.parse(SourceText(code))`), so that an
  /// answer run in several scenarios is parsed once.
  public func perform(_ code: String, parsed: ParseResult) -> CodeRun {
    NativeStack.withInputStack { performOnInputStack(SourceText(code), parsed) }
  }

  /// Runs the clock until nothing is pending, or up to `deadline` (virtual microseconds) with
  /// what comes later left pending; returns what that logged.
  public func settle(until deadline: Int64? = nil) -> CodeRun {
    NativeStack.withInputStack {
      let start = logCount
      interpreter.beginInput()
      let completed = world.runUntilIdle(deadline: deadline)
      var result = run(since: start, lines: drain())
      result.hitLimit = result.hitLimit || !completed
      return result
    }
  }

  private static func parse(_ code: String, _ macros: FunctionMacros) -> (SourceText, ParseResult) {
    let source = SourceText(code)
    return (source, Parser.parse(source, macros: macros))
  }

  /// The statements as one turn, a meta command ending the turn before it; a text of syntax
  /// errors alone logs them.
  private func performOnInputStack(_ source: SourceText, _ parsed: ParseResult) -> CodeRun {
    host?.input(true)
    defer { host?.input(false) }
    interpreter.functionMacros = parsed.macros
    let start = logCount
    var lines: [String] = []
    var completed = true
    let unit = SourceUnit(
      text: source, diagnostics: parsed.diagnostics, fileName: nil, statements: parsed.statements)
    runStatements(of: unit, turnPerStatement: false, runsMeta: host != nil) { command, statement in
      lines += host?.meta(command, statement.range, unit) ?? []
      return true
    } at: { point in
      if case .turnEnds = point { lines += endTurn(&completed) }
    }
    var result = run(since: start, lines: lines)
    result.hitLimit = result.hitLimit || !completed
    return result
  }

  /// A point of the statement loop (`runStatements(of:…)`) where its caller acts.
  public enum StatementPoint {
    /// A statement or a meta command is about to run.
    case statementBegins(Stmt)
    /// That statement or meta command is done (also after a text of syntax errors alone).
    case statementEnds
    /// A turn begins with this statement, before the interpreter's `beginInput()`.
    case turnBegins(Stmt)
    /// The turn's code has run: end the turn (the clock, the log).
    case turnEnds
  }

  /// The statement loop of every input, the REPL's and an exercise check's: the statements of
  /// `unit` as one turn, or each statement as its own (`turnPerStatement`, a script, whose
  /// top-level `defer` bodies wait for its end). With `runsMeta`, a meta command ends the turn
  /// before it and goes to `meta`, which answers whether to go on; otherwise the interpreter
  /// reports it. A text of syntax errors alone logs them in a turn. Returns whether any
  /// statement other than a meta command ran.
  @discardableResult
  public func runStatements(
    of unit: SourceUnit, turnPerStatement: Bool, runsMeta: Bool,
    meta: (_ command: String, _ statement: Stmt) -> Bool,
    at point: (StatementPoint) -> Void
  ) -> Bool {
    var turnOpen = false
    var ranCode = false
    interpreter.noteModuleUnit(unit)
    interpreter.noteImports(of: unit)
    for statement in unit.statements {
      point(.statementBegins(statement))
      defer { point(.statementEnds) }
      if case .meta(let command) = statement.kind, runsMeta {
        if turnOpen { point(.turnEnds) }
        turnOpen = false
        guard meta(command, statement) else { return ranCode }
        continue
      }
      if !turnOpen {
        point(.turnBegins(statement))
        interpreter.beginInput()
        turnOpen = true
      }
      interpreter.run(statement, in: unit)
      ranCode = true
      if turnPerStatement {
        point(.turnEnds)
        turnOpen = false
      }
    }
    if turnOpen, !turnPerStatement { interpreter.runTopLevelDeferred() }
    if turnOpen { point(.turnEnds) }
    if unit.statements.isEmpty, !unit.diagnostics.isEmpty {
      interpreter.beginInput()
      for diagnostic in unit.diagnostics { interpreter.log(diagnostic, unit) }
      point(.turnEnds)
      point(.statementEnds)
    }
    return ranCode
  }

  private var logCount: Int { host?.logCount() ?? log.count }

  private func endTurn(_ completed: inout Bool) -> [String] {
    if let host { return host.endTurn() }
    completed = world.finishTurn() && completed
    world.moveEvents(into: &log)
    return []
  }

  private func drain() -> [String] {
    if let host { return host.drain() }
    world.moveEvents(into: &log)
    return []
  }

  /// What the events logged from `start` on say: whether an error or exception was reported,
  /// and whether a limit stopped the code.
  private func run(since start: Int, lines: [String]) -> CodeRun {
    let events: [Event]
    if let host {
      events = host.events(start)
    } else {
      events = start <= log.count ? Array(log[start...]) : log
    }
    var failed = false
    var hitLimit = false
    for event in events {
      switch event.kind {
      case .exception(let issue):
        failed = true
        if issue.isContainreplLimit, case .nestingLimit = issue { hitLimit = true }
      case .hostNote(let number):
        guard number < interpreter.notes.count,
          case .diagnostic(let diagnostic, _) = interpreter.notes[number],
          diagnostic.severity.isFailure
        else { continue }
        failed = true
        if case .runtime(let message) = diagnostic.message, message.isLimit { hitLimit = true }
      default:
        continue
      }
    }
    return CodeRun(events: events, output: lines, failed: failed, hitLimit: hitLimit)
  }
}

/// What running code produced.
public struct CodeRun {
  public var events: [Event]
  /// The lines printed for the events (none without a host).
  public var output: [String]
  /// An error or exception was reported.
  public var failed: Bool
  /// A limit (steps, depth, output) stopped it.
  public var hitLimit: Bool

  public init(events: [Event], output: [String], failed: Bool, hitLimit: Bool) {
    self.events = events
    self.output = output
    self.failed = failed
    self.hitLimit = hitLimit
  }
}

extension Interpreter {
  /// Whether an event is an error of the input's: an exception, or a diagnostic that fails.
  public func marksError(_ kind: EventKind) -> Bool {
    switch kind {
    case .exception: return true
    case .hostNote(let number):
      guard number < notes.count, case .diagnostic(let diagnostic, _) = notes[number] else {
        return false
      }
      return diagnostic.severity.isFailure
    default: return false
    }
  }
}

extension RuntimeMessage {
  /// Whether the message reports one of the execution limits.
  var isLimit: Bool {
    switch self {
    case .stepLimit, .timeLimit, .callDepthLimit, .outputLimit, .collectionLimit, .interrupted:
      return true
    default: return false
    }
  }
}
