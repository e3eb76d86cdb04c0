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
    // A host note's text never comes from the formatter here (its lines are the diagnostic's,
    // below), so the formatter needs no closure of its own, nor the allocation that makes one.
    let formatter = LogLineFormatter(
      world: world, syntax: options.syntax, language: options.language)
    let verbose = options.detail == .verbose
    let language = options.language
    let notes = interpreter.notes
    // The events are read where the history keeps them, by address: an event passed by value
    // to the formatter (or to any call the compiler cannot see into) is copied first, its
    // strings and arrays retained and released. Only indices within the buffer are read.
    history.withUnsafeBufferPointer { events in
      guard let base = events.baseAddress else { return }
      for index in start..<events.count {
        let event = base + index
        let style: LineStyle
        if case .callback(_, let callback) = event.pointee.kind {
          // Most lines are callbacks: `Event.isDetail` and the style from one look at the
          // name (a callback marks no error).
          let name = callback.name
          if !verbose, name.isDetail { continue }
          style = .event(name.family)
        } else {
          if marksError(event.pointee.kind) { hadError = true }
          if case .hostNote(let number) = event.pointee.kind, number < notes.count {
            for line in renderNote(notes[number], fileName: fileName) {
              let (hidden, _) = repeatCap.take(nil, language: language)
              if let hidden { output.append(hidden) }
              output.append(line)
            }
            continue
          }
          style = Self.style(of: event.pointee.kind)
        }
        formatter.write(event, into: &output.line)
        guard RepeatedLineCap.counts(style) else {
          let (hidden, _) = repeatCap.take(nil, language: language)
          if let hidden { output.append(hidden) }
          output.line.withBytes { output.append($0, style: style) }
          for line in uikitExplanation(event.pointee.kind) { output.append(line) }
          continue
        }
        let (hidden, shown) = repeatCap.take(line: &output.line, language: language)
        if let hidden { output.append(hidden) }
        switch shown {
        case .none: break
        case .line: output.line.withBytes { output.append($0, style: style) }
        case .last: repeatCap.withLast { output.append($0, style: style) }
        }
      }
    }
  }
}
