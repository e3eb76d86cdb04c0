import Simulation

/// Caps a log line (a call or callback, never printed output) that repeats itself, one line after another, across inputs and turns (a
/// block that reschedules itself until the run loop's limit stops it): the first
/// `shownRepeats` are printed, the rest counted and said in one note when another line comes.
struct RepeatedLineCap {
  static let shownRepeats = 8
  private var last: String?
  private var count = 0

  mutating func cap(_ lines: [OutputLine], language: Language) -> [OutputLine] {
    var result: [OutputLine] = []
    result.reserveCapacity(lines.count)
    for line in lines {
      // Only the log's own lines: what the program prints is always printed in full.
      guard case .event = line.style else {
        if let note = hiddenNote(language) { result.append(note) }
        last = nil
        result.append(line)
        continue
      }
      if line.text == last {
        count += 1
        if count <= Self.shownRepeats { result.append(line) }
        continue
      }
      if let note = hiddenNote(language) { result.append(note) }
      last = line.text
      count = 1
      result.append(line)
    }
    return result
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
