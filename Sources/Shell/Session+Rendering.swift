import CommandLanguage
import Rendering
import Simulation

/// Log lines for the terminal: events through the formatter, diagnostics with their caret.
extension Session {
  /// The formatter for log lines in the current settings.
  public var formatter: LogLineFormatter {
    LogLineFormatter(
      world: world, interpreter: interpreter, syntax: options.syntax, language: options.language)
  }

  /// The writer of log lines in the current settings.
  var eventLines: EventLines {
    EventLines(
      world: world, interpreter: interpreter, syntax: options.syntax, language: options.language,
      columns: options.columns)
  }

  /// The log lines of the history's events from `start` on (a turn's), each handed to `emit`:
  /// details only when verbose, a line that repeats itself beyond a few times counted instead
  /// (`RepeatedLineCap`). Errors among the events mark the session.
  func writeLog(from start: Int, fileName: String?, _ emit: (OutputLine) -> Void) {
    let writer = eventLines
    let verbose = options.detail == .verbose
    for event in history[start...] {
      if interpreter.marksError(event.kind) { hadError = true }
      guard verbose || !event.isDetail else { continue }
      writer.lines(of: event, fileName: fileName) { line in
        let (note, shown) = repeatCap.take(line, language: options.language)
        if let note { emit(note) }
        if shown { emit(line) }
      }
    }
  }

  /// Renders events as output lines, every one of them (`:log`).
  public func render(_ events: [Event], fileName: String?) -> [OutputLine] {
    let writer = eventLines
    let verbose = options.detail == .verbose
    var lines: [OutputLine] = []
    for event in events where verbose || !event.isDetail {
      writer.lines(of: event, fileName: fileName) { lines.append($0) }
    }
    return lines
  }
}
