import Rendering
import Simulation

/// Caps a log line (a call or callback, never printed output) that repeats itself, one line
/// after another, across inputs and turns (a block that reschedules itself until the run loop's
/// limit stops it): the first `shownRepeats` are printed, the rest counted and said in one note
/// when another line comes.
struct RepeatedLineCap {
  static let shownRepeats = 8
  /// The last log line, nil after a line that is not the log's own.
  private var last: String?
  private var count = 0

  /// Counts one line: the note due before it (the repeats of the line before it that were not
  /// printed), and whether it is printed. Lines compare as strings do, so a line canonically
  /// equal to the one before (`é` as one scalar or as `e` and a combining accent) repeats it.
  mutating func take(_ line: OutputLine, language: Language) -> (note: OutputLine?, shown: Bool) {
    // Only the log's own lines: what the program prints is always printed in full.
    guard case .event = line.style else {
      last = nil
      return (hiddenNote(language), true)
    }
    if line.text == last {
      count += 1
      return (nil, count <= Self.shownRepeats)
    }
    let note = hiddenNote(language)
    last = line.text
    count = 1
    return (note, true)
  }

  /// The note for the repeats not printed, if any; the count starts again.
  private mutating func hiddenNote(_ language: Language) -> OutputLine? {
    defer { count = 0 }
    let hidden = count - Self.shownRepeats
    guard hidden > 0 else { return nil }
    return OutputLine(
      language.pick(
        "… the line above came \(hidden) more time\(hidden == 1 ? "" : "s") (not printed)",
        "……上面这一行又出现了 \(hidden) 次（没有打印）"), .note)
  }
}
