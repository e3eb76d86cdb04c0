import CommandLanguage
import Simulation

/// One input of a run as a device replays it: a run-loop turn, or time moving, with the events
/// the simulation logged for it.
struct RecordedInput {
  /// What the input did, as far as a device can repeat it.
  enum Kind: Equatable {
    /// Statements run as one run-loop turn; with the clock stopped (`:clock manual`) nothing
    /// that UIKit defers runs until time moves.
    case turn(ClockMode)
    /// `:tick`, `:wait`, `:play`: time moved, nothing new was called.
    case time
    /// `:rotate`: the device turns; the callbacks come as a turn of their own.
    case rotation(Orientation)
    /// `:forward on|off`: what the container answers for
    /// `shouldAutomaticallyForwardAppearanceMethods` from now on.
    case forwarding(Bool)
  }

  var kind: Kind
  /// The virtual time when the input began and when the next one began, in microseconds.
  var start: Int64
  var end: Int64
  var events: [Event] = []
  /// The first line of the input's code and the line of its script it starts on, for comments.
  var source: String
  var line: Int?
  /// Where the input comes from when not from a script (a lesson's step).
  var context: String?
}

/// A type the script declared, with its text as typed (from the start of its first line), for
/// the export to write beside the test.
struct DeclaredClass {
  var name: String
  var superclass: String?
  var protocols: [String]
  var dialect: Dialect
  var text: String
}

/// Records a run input by input, with every event, for an XCTest export or a device-log
/// comparison (`Session.replayRecorder`). The events are kept here whatever `:log clear` or the
/// history's trimming does to the session's own log.
final class ReplayRecorder {
  private(set) var inputs: [RecordedInput] = []
  /// Meta commands that replace the sandbox or the log mid-run, which a replay cannot follow.
  private(set) var unsupported: [String] = []
  /// The lowest iOS version the run simulated (up to 7, rotation has other callbacks).
  private(set) var lowestIOSVersion: Int
  /// Events that came before any input (none in a run that starts from a fresh sandbox).
  private(set) var strayEvents = 0
  /// Where the next inputs come from (`step add`), for comments; nil for a script.
  var context: String?
  /// The classes, extensions and Objective-C interfaces and implementations the script
  /// declared at its top level, in the order it declared them.
  private(set) var declaredClasses: [DeclaredClass] = []

  init(iosVersion: Int) { lowestIOSVersion = iosVersion }

  /// A turn begins.
  func beginTurn(clock: ClockMode, time: Int64, source: String, line: Int?) {
    begin(RecordedInput(kind: .turn(clock), start: time, end: time, source: source, line: line))
  }

  /// A meta command begins; the ones that change what a device must do become inputs.
  func beginMeta(_ command: MetaCommand, _ arguments: [String], time: Int64) {
    let source = ":" + ([command.rawValue] + arguments).joined(separator: " ")
    let kind: RecordedInput.Kind?
    switch command {
    case .tick, .wait, .play: kind = .time
    case .rotate: kind = arguments.first.flatMap(Orientation.init(rawValue:)).map { .rotation($0) }
    case .forward:
      kind = arguments.first.flatMap { $0 == "on" ? true : $0 == "off" ? false : nil }
        .map { .forwarding($0) }
    case .ios:
      if let version = arguments.first.flatMap({ Int($0) }) {
        lowestIOSVersion = min(lowestIOSVersion, version)
      }
      kind = nil
    case .reset, .retry, .undo, .lesson, .exercise, .next, .back, .solution, .answer, .predict:
      unsupported.append(source)
      kind = nil
    default: kind = nil
    }
    guard let kind else { return }
    begin(RecordedInput(kind: kind, start: time, end: time, source: source, line: nil))
  }

  /// An input's top-level type declarations, as typed.
  func declare(_ statements: [Stmt], in source: SourceText) {
    for statement in statements {
      guard case .classDeclaration(let decl) = statement.kind else { continue }
      let prefix = source.linePrefix(upTo: statement.range.start)
      let text = source.slice(statement.range)
      declaredClasses.append(
        DeclaredClass(
          name: decl.name, superclass: decl.superclass, protocols: decl.protocols,
          dialect: decl.dialect,
          text: (prefix.allSatisfy(\.isWhitespace) ? prefix : "") + text))
    }
  }

  /// Events the session has just taken from the world: they belong to the current input.
  func record(_ events: [Event]) {
    guard !events.isEmpty else { return }
    guard !inputs.isEmpty else {
      strayEvents += events.count
      return
    }
    inputs[inputs.count - 1].events += events
  }

  /// The run is over: the last input ends at `time`.
  func finish(at time: Int64) {
    if !inputs.isEmpty { inputs[inputs.count - 1].end = time }
  }

  private func begin(_ input: RecordedInput) {
    if !inputs.isEmpty { inputs[inputs.count - 1].end = input.start }
    var input = input
    input.context = context
    inputs.append(input)
  }
}
