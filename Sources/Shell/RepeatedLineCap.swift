import Simulation

/// Caps a log line (a call or callback, never printed output) that repeats itself, one line after another, across inputs and turns (a
/// block that reschedules itself until the run loop's limit stops it): the first
/// `shownRepeats` are printed, the rest counted and said in one note when another line comes.
struct RepeatedLineCap {
  static let shownRepeats = 8
  private var last: String?
  private var count = 0

  /// The lines to print: repeats beyond `shownRepeats` left out, a note where they stopped.
  /// Nearly always nothing is left out: the lines then pass as they are, without a new array.
  mutating func cap(_ lines: [OutputLine], language: Language) -> [OutputLine] {
    var result: [OutputLine] = []
    var copying = false
    for (index, line) in lines.enumerated() {
      let (note, shown) = take(line, language: language)
      if !copying {
        guard note != nil || !shown else { continue }
        copying = true
        result.reserveCapacity(lines.count + 1)
        result += lines[..<index]
      }
      if let note { result.append(note) }
      if shown { result.append(line) }
    }
    return copying ? result : lines
  }

  /// Counts one line: the note due before it (the repeats of the line before it that were not
  /// printed), and whether it is printed.
  private mutating func take(_ line: OutputLine, language: Language) -> (
    note: OutputLine?, shown: Bool
  ) {
    // Only the log's own lines: what the program prints is always printed in full.
    guard case .event = line.style else {
      let note = hiddenNote(language)
      last = nil
      return (note, true)
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
