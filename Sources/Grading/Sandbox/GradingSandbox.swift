import CommandLanguage
import LessonEngine
import Rendering
import Simulation

/// The sandbox an exercise's code runs in while it is graded, for a class and for `:check` in
/// the REPL alike: a fresh world and interpreter with the clock stopped (scenarios look
/// mid-animation), the interpreter held to `ClassGrader.stepsPerInput` steps per input and
/// reading the class's parse cache.
///
/// It is the host of the runner that runs the code (`CodeRunner.Host`): it keeps the events in
/// a log of its own, prints them with the REPL's writer of log lines (`EventLines`), and runs
/// the meta commands an exercise's scenarios use: `:wait`, `:tick`, `:rotate`, `:ios` and
/// `:clock`. Any other meta command prints an error and changes nothing (answers hold
/// definitions only; a meta command in one is refused before it runs). The runner holds the
/// sandbox; the sandbox never holds the runner.
public final class GradingSandbox {
  public let world: World
  public let interpreter: Interpreter
  /// The language of the lines it prints.
  public let language: Language
  /// Every event logged, in order.
  public private(set) var log: [Event] = []
  /// Whether the clock runs at the end of each turn (`:clock auto`), for the rest of an input.
  private var clockRuns = false
  private var clock = SandboxClock()

  /// The meta commands the sandbox runs.
  public static let commands: Set<String> = ["wait", "tick", "rotate", "ios", "clock"]

  /// A sandbox in `language` whose interpreter reads `parses`.
  public init(language: Language, parses: ParseCache? = nil) {
    let fresh = CodeRunner()
    world = fresh.world
    interpreter = fresh.interpreter
    self.language = language
    interpreter.limits.maxSteps = ClassGrader.stepsPerInput
    interpreter.parseCache = parses
  }

  /// A runner of a fresh grading sandbox in `language`, its interpreter reading `parses`
  /// (`ClassGrader.RunnerFactory`).
  @Sendable public static func runner(_ language: Language, _ parses: ParseCache) -> CodeRunner {
    GradingSandbox(language: language, parses: parses).runner()
  }

  /// A runner of this sandbox's code, which keeps the sandbox alive.
  public func runner() -> CodeRunner {
    let host = CodeRunner.Host(
      logCount: { self.log.count },
      events: { start in start <= self.log.count ? Array(self.log[start...]) : self.log },
      endTurn: { self.endTurn() },
      drain: { self.drain() },
      meta: { command, _, _ in self.runMeta(command) },
      input: { _ in self.clockRuns = false })
    return CodeRunner(world: world, interpreter: interpreter, host: host)
  }

  /// Ends a turn: the clock runs only after `:clock auto`; returns the lines printed.
  func endTurn() -> [String] {
    guard clockRuns else { return drain() }
    let run = clock.run(world)
    return drain() + (run.note(language, endingTurn: true).map { [$0] } ?? [])
  }

  /// Takes the world's new events into the log; returns their lines, details left out as the
  /// REPL leaves them out by default.
  func drain() -> [String] {
    let start = log.count
    world.moveEvents(into: &log)
    let writer = EventLines(
      world: world, interpreter: interpreter, syntax: .swift, language: language,
      columns: Self.columns)
    var lines: [String] = []
    for event in log[start...] where !event.isDetail {
      writer.lines(of: event, fileName: nil) { lines.append($0.text) }
    }
    return lines
  }

  /// The width its prose and diagnostics are wrapped to: the REPL's default terminal's.
  static let columns = 80

  /// Runs a meta command (the text after `:`); returns the lines printed.
  func runMeta(_ text: String) -> [String] {
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    let arguments = Array(words.dropFirst())
    switch words.first {
    case "wait" where arguments.isEmpty:
      interpreter.beginInput(marksEndOfTurn: false)
      let run = clock.run(world)
      return drain() + (run.note(language).map { [$0] } ?? [])
    case "tick":
      guard let seconds = SandboxCommand.seconds(arguments) else { break }
      let completed = SandboxCommand.tick(seconds, world, interpreter)
      return drain() + (completed ? [] : ClockRun.cutOff.note(language).map { [$0] } ?? [])
    case "rotate":
      guard let orientation = SandboxCommand.orientation(arguments) else { break }
      SandboxCommand.rotate(to: orientation, world, interpreter)
      return endTurn()
    case "ios":
      guard let version = SandboxCommand.iosVersion(arguments) else { break }
      world.iosVersion = version
      return []
    case "clock" where arguments == ["auto"] || arguments == ["manual"]:
      clockRuns = arguments == ["auto"]
      return []
    default:
      break
    }
    return [
      language.pick(
        "error: `:\(text)` does not run while an exercise is graded (it runs :wait, :tick SECONDS, :rotate ORIENTATION, :ios VERSION and :clock auto|manual)",
        "error: 评分时不运行 `:\(text)`（评分时只运行 :wait、:tick 秒数、:rotate 方向、:ios 版本和 :clock auto|manual）")
    ]
  }
}
