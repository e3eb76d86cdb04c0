import CommandLanguage
import Rendering
import Simulation

/// A turn's log written straight to bytes (`LogOutput`): what `render`, `remember` and the
/// repeat cap do to the turn's events, in one pass, without a string per line or an array of
/// lines per turn.
extension Session {
  /// Writes the log lines of the history's events from `start` on (the turn's) to `output`, as
  /// `render` renders them and the repeat cap lets them through, and notes their errors.
  func write(from start: Int, fileName: String?, to output: LogOutput) {
    write(history, from: start, fileName: fileName, to: output)
  }

  /// Writes the lines of `events` from `start` on. The events are a parameter, not read from
  /// `history` each time: an array nothing can change while it is borrowed lends its elements
  /// to the formatter in place, where a stored property's would be copied (their strings and
  /// arrays retained and released) around every call that might change it.
  private func write(
    _ events: [Event], from start: Int, fileName: String?, to output: LogOutput
  ) {
    // A host note's text never comes from the formatter here (its lines are the diagnostic's,
    // below), so the formatter needs no closure of its own, nor the allocation that makes one.
    let formatter = LogLineFormatter(
      world: world, syntax: options.syntax, language: options.language)
    let verbose = options.detail == .verbose
    let language = options.language
    let notes = interpreter.notes
    for index in start..<events.count {
      switch events[index].kind {
      case .exception: hadError = true
      case .hostNote(let number) where number < notes.count:
        let note = notes[number]
        if case .diagnostic(let diagnostic, _) = note, diagnostic.severity.isFailure {
          hadError = true
        }
        for line in renderNote(note, fileName: fileName) {
          let (hidden, _) = repeatCap.take(nil, language: language)
          if let hidden { output.append(hidden) }
          output.append(line)
        }
        continue
      default: break
      }
      guard verbose || !events[index].isDetail else { continue }
      formatter.write(events[index], into: &output.line)
      let style = style(of: events[index])
      output.line.withBytes { text in
        let logLine = Self.isLogLine(style) ? text : nil
        let (hidden, shown) = repeatCap.take(logLine, language: language)
        if let hidden { output.append(hidden) }
        if shown { output.append(text, style: style) }
      }
    }
  }

  /// Whether lines of the style are the log's own, which the repeat cap counts.
  static func isLogLine(_ style: LineStyle) -> Bool {
    if case .event = style { return true }
    return false
  }
}
