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

  /// Renders events as output lines (diagnostics with their source line and caret).
  public func render(_ events: [Event], fileName: String?) -> [OutputLine] {
    render(events[...], fileName: fileName)
  }

  /// Renders a run of events (a turn's, read where the history keeps them).
  func render(_ events: ArraySlice<Event>, fileName: String?) -> [OutputLine] {
    let formatter = self.formatter
    var lines: [OutputLine] = []
    // One buffer for an input's lines instead of growing it line by line, and one for the
    // bytes of each line.
    lines.reserveCapacity(events.count)
    var builder = LineBuilder()
    let verbose = options.detail == .verbose
    // One copy of each event: reading it by index for each use would copy it (its strings and
    // arrays retained and released) every time, as the calls it is passed to are opaque.
    for event in events where verbose || !event.isDetail {
      if case .hostNote(let number) = event.kind, number < interpreter.notes.count {
        lines += renderNote(interpreter.notes[number], fileName: fileName)
        continue
      }
      lines.append(OutputLine(formatter.line(event, reusing: &builder), style(of: event)))
      lines += uikitExplanation(event.kind)
    }
    return lines
  }

  func renderNote(_ note: HostNote, fileName: String?) -> [OutputLine] {
    switch note {
    case .diagnostic(let diagnostic, let source):
      let renderer = DiagnosticRenderer(language: options.language, fileName: fileName)
      let style: LineStyle
      switch diagnostic.severity {
      case .error, .unsupported: style = .error
      case .warning: style = .warning
      // A diagnostic stays one line; the tutor's `.hint` style wraps.
      case .hint, .note: style = .note
      }
      return renderer.lines(diagnostic, in: source).enumerated().map { index, text in
        OutputLine(text, index == 0 ? style : .plain)
      }
    }
  }

  func style(of event: Event) -> LineStyle { Self.style(of: event.kind) }

  /// The style of an event's line, read from its kind alone. Inlined: the bytes path
  /// (`write(from:fileName:to:)`) reads the kind where the history keeps it, and a call would
  /// copy it.
  @inline(__always)
  static func style(of kind: borrowing EventKind) -> LineStyle {
    switch kind {
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
