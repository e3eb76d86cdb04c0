import CommandLanguage
import Grading
import LessonEngine
import Simulation

extension Session: Sandbox {
  /// Runs code as one input with the clock stopped (exercise scenarios look mid-animation).
  public func perform(_ code: String) -> SandboxRun {
    NativeStack.withInputStack { performOnInputStack(code, parsed: nil) }
  }

  public func perform(_ code: String, parsed: ParseResult) -> SandboxRun {
    NativeStack.withInputStack { performOnInputStack(code, parsed: parsed) }
  }

  private func performOnInputStack(_ code: String, parsed: ParseResult?) -> SandboxRun {
    let savedClock = options.clock
    options.clock = .manual
    defer { options.clock = savedClock }
    let start = history.count
    var lines: [OutputLine] = []
    if let parsed, !takesPrediction {
      _ = runStatements(SourceText(code), parsed, fileName: nil, turnPerStatement: false) {
        lines += $0
      }
    } else if !takesPrediction, let (source, parsed) = interpreter.parseCache?.parse(code) {
      _ = runStatements(source, parsed, fileName: nil, turnPerStatement: false) { lines += $0 }
    } else {
      run(code, fileName: nil, turnPerStatement: false) { lines += $0 }
    }
    return sandboxRun(since: start, lines: lines)
  }

  /// Runs the clock until nothing is pending, or up to `deadline`.
  public func settle(until deadline: Int64?) -> SandboxRun {
    NativeStack.withInputStack { settleOnInputStack(until: deadline) }
  }

  private func settleOnInputStack(until deadline: Int64?) -> SandboxRun {
    let start = history.count
    interpreter.beginInput()
    let completed = world.runUntilIdle(deadline: deadline)
    let lines = drain(fileName: nil)
    var result = sandboxRun(since: start, lines: lines)
    result.hitLimit = result.hitLimit || !completed
    return result
  }

  private func sandboxRun(since start: Int, lines: [OutputLine]) -> SandboxRun {
    let events = start <= history.count ? Array(history[start...]) : history
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
    return SandboxRun(events: events, output: lines.map(\.text), failed: failed, hitLimit: hitLimit)
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

extension Session {
  /// A grading sandbox: a session in `language` with the clock stopped and no tutor, its
  /// interpreter held to `ClassGrader.stepsPerInput` steps per input and reading `parses`.
  @Sendable public static func gradingSandbox(_ language: Language, _ parses: ParseCache)
    -> any Sandbox
  {
    let session = Session(options: SessionOptions(language: language, clock: .manual, hints: false))
    session.interpreter.limits.maxSteps = ClassGrader.stepsPerInput
    session.interpreter.parseCache = parses
    return session
  }
}

extension ClassGrader {
  /// A grader whose answers run in the shell's sessions (`Session.gradingSandbox`).
  public init(document: LessonDocument, language: Language) {
    self.init(document: document, language: language, makeSandbox: Session.gradingSandbox)
  }
}
