import Rendering
import Simulation

/// Caps a log line (a call or callback, never printed output) that repeats itself, one line
/// after another, across inputs and turns (a block that reschedules itself until the run loop's
/// limit stops it): the first `shownRepeats` are printed, the rest counted and said in one note
/// when another line comes.
struct RepeatedLineCap {
  static let shownRepeats = 8
  /// The bytes of the last log line, kept in one buffer that is reused: a line written
  /// straight to bytes (`LogOutput`) is compared without a string being made of it.
  private var last = LineBuilder()
  /// Whether `last` holds a line (a line that is not the log's own leaves none).
  private var hasLast = false
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
  mutating func take(_ line: OutputLine, language: Language) -> (note: OutputLine?, shown: Bool) {
    guard Self.counts(line.style) else { return take(nil, language: language) }
    var text = line.text
    return text.withUTF8 { take($0, language: language) }
  }

  /// Counts one line given by its UTF-8 bytes, nil for a line that is not the log's own.
  mutating func take(_ bytes: UnsafeBufferPointer<UInt8>?, language: Language) -> (
    note: OutputLine?, shown: Bool
  ) {
    // Only the log's own lines: what the program prints is always printed in full.
    guard let bytes else {
      let note = hiddenNote(language)
      hasLast = false
      return (note, true)
    }
    if hasLast, last.withBytes({ Self.sameText(bytes, $0) }) {
      count += 1
      return (nil, count <= Self.shownRepeats)
    }
    // Nearly always no repeat was left out: the note is not asked for (the count is set anew).
    let note = count > Self.shownRepeats ? hiddenNote(language) : nil
    last.replace(with: bytes)
    hasLast = true
    count = 1
    return (note, true)
  }

  /// Where the bytes of a line `take(line:language:)` let through are: still in the caller's
  /// builder, or in the cap's own, swapped there.
  enum ShownLine {
    case none, line, last
  }

  /// Counts the log line written in `line`, as `take(_:language:)` counts its bytes; a new line
  /// to compare the next ones with is not copied but swapped with `line`'s buffer (which then
  /// holds stale bytes, to be overwritten by the next line). Nearly every line differs from
  /// the one before, and the swap saves copying each of them.
  mutating func take(line: inout LineBuilder, language: Language) -> (
    note: OutputLine?, shown: ShownLine
  ) {
    if hasLast, last.withBytes({ kept in line.withBytes { Self.sameText($0, kept) } }) {
      count += 1
      return (nil, count <= Self.shownRepeats ? .line : .none)
    }
    let note = count > Self.shownRepeats ? hiddenNote(language) : nil
    swap(&last, &line)
    hasLast = true
    count = 1
    return (note, .last)
  }

  /// Reads the line kept to compare with the next (the one `take(line:language:)` swapped in).
  func withLast<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    last.withBytes(body)
  }

  /// Whether lines of the style are the log's own, the only ones counted: what the program
  /// prints is always printed in full.
  static func counts(_ style: LineStyle) -> Bool {
    if case .event = style { return true }
    return false
  }

  /// Whether two lines are the same text as strings compare it: the same bytes, or
  /// canonically equivalent (`é` written as one scalar or as `e` and a combining accent).
  private static func sameText(
    _ bytes: UnsafeBufferPointer<UInt8>, _ other: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let shorter = min(bytes.count, other.count)
    var index = 0
    // Eight bytes at a time while both lines hold eight more (their indentation and receiver
    // are nearly always the same), then a byte at a time to the first that differs.
    if let left = bytes.baseAddress, let right = other.baseAddress {
      while index + 8 <= shorter,
        UnsafeRawPointer(left + index).loadUnaligned(as: UInt64.self)
          == UnsafeRawPointer(right + index).loadUnaligned(as: UInt64.self)
      {
        index += 8
      }
    }
    while index < shorter, bytes[index] == other[index] { index += 1 }
    if index == bytes.count, index == other.count { return true }
    // Where one line merely goes on past the other, or they part at two ASCII characters
    // (which nothing composes into or decomposes to, and before which nothing is reordered),
    // their normalized forms part there too: different lines, nearly always seen at once.
    if index == shorter { return false }
    if bytes[index] < 0x80, other[index] < 0x80 { return false }
    return String(decoding: bytes, as: UTF8.self) == String(decoding: other, as: UTF8.self)
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
