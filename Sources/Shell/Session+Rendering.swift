import CommandLanguage
import Rendering
import Simulation

/// Log lines for the terminal: events through the formatter, diagnostics with their caret.
extension Session {
  /// The formatter for log lines in the current settings.
  public var formatter: LogLineFormatter {
    LogLineFormatter(world: world, syntax: options.syntax, language: options.language) {
      [interpreter, options] number in
      guard number < interpreter.notes.count,
        case .diagnostic(let diagnostic, _) = interpreter.notes[number]
      else { return "" }
      return diagnostic.message.text(options.language)
    }
  }

  /// The log lines of the history's events from `start` on (a turn's), each handed to `emit`:
  /// details only when verbose, a line that repeats itself beyond a few times counted instead
  /// (`RepeatedLineCap`). Errors among the events mark the session.
  func writeLog(from start: Int, fileName: String?, _ emit: (OutputLine) -> Void) {
    let formatter = self.formatter
    let verbose = options.detail == .verbose
    for event in history[start...] {
      if interpreter.marksError(event.kind) { hadError = true }
      guard verbose || !event.isDetail else { continue }
      lines(of: event, formatter: formatter, fileName: fileName) { line in
        let (note, shown) = repeatCap.take(line, language: options.language)
        if let note { emit(note) }
        if shown { emit(line) }
      }
    }
  }

  /// Renders events as output lines, every one of them (`:log`).
  public func render(_ events: [Event], fileName: String?) -> [OutputLine] {
    let formatter = self.formatter
    let verbose = options.detail == .verbose
    var lines: [OutputLine] = []
    for event in events where verbose || !event.isDetail {
      self.lines(of: event, formatter: formatter, fileName: fileName) { lines.append($0) }
    }
    return lines
  }

  /// The lines of one event: a diagnostic's with its source line and caret, else the
  /// formatter's one line, followed in Chinese mode by what a UIKit message means.
  private func lines(
    of event: Event, formatter: LogLineFormatter, fileName: String?, _ emit: (OutputLine) -> Void
  ) {
    if case .hostNote(let number) = event.kind, number < interpreter.notes.count {
      renderNote(interpreter.notes[number], fileName: fileName).forEach(emit)
    } else {
      emit(OutputLine(formatter.line(event), style(of: event)))
      uikitExplanation(event.kind).forEach(emit)
    }
  }

  func renderNote(_ note: HostNote, fileName: String?) -> [OutputLine] {
    switch note {
    case .diagnostic(let diagnostic, let unit):
      // A method's diagnostic names the method's file, whichever file's code called it.
      let renderer = DiagnosticRenderer(
        language: options.language, fileName: unit.fileName ?? fileName, width: options.columns)
      let style: LineStyle
      switch diagnostic.severity {
      case .error, .unsupported: style = .error
      case .warning: style = .warning
      // A diagnostic stays one line; the tutor's `.hint` style wraps.
      case .hint, .note: style = .note
      }
      var explanation: String?
      if case .runtime(let message) = diagnostic.message {
        explanation = message.explanation(options.language)
      }
      // The first line stays whole (editors read it); the notes under it wrap.
      return renderer.lines(diagnostic, in: unit.text).enumerated().map { index, text in
        index == 0
          ? OutputLine(text, style)
          : OutputLine(text, .plain, wraps: text.hasPrefix("note: "))
      } + explanationLines(explanation)
    }
  }

  /// The style of an event's line, read from its kind alone.
  func style(of event: Event) -> LineStyle {
    switch event.kind {
    case .warning: return .warning
    case .exception: return .error
    case .output: return .output
    case .value: return .value
    case .callback(_, let callback): return .event(callback.name.family)
    case .call(_, _, _, let family): return .event(family)
    case .propertySet, .block, .question: return .event(nil)
    case .hostNote, .pending: return .plain
    case .note: return .note
    }
  }
}
