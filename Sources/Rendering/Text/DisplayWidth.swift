/// Terminal column widths, with East Asian wide characters counted as two (own table, so the
/// result does not depend on the locale, unlike `wcwidth`).
public enum DisplayWidth {
  /// The columns `text` takes on a terminal.
  public static func of(_ text: String) -> Int {
    // Printable ASCII, nearly all of a log line, a name or a frame, is a column a byte.
    var count = 0
    for byte in text.utf8 {
      guard byte >= 0x20, byte < 0x7F else { return ofCharacters(text) }
      count += 1
    }
    return count
  }

  private static func ofCharacters(_ text: String) -> Int {
    // Text of printable Latin letters and box drawing (a tree's rows) has one scalar per
    // character and one column per scalar: no need to split it into characters.
    var narrow = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      guard
        (0x20..<0x300).contains(value) && !(0x7F...0xA0).contains(value) && value != 0xAD
          || (0x2500...0x259F).contains(value)
      else { return ofEachCharacter(text) }
      narrow += 1
    }
    return narrow
  }

  private static func ofEachCharacter(_ text: String) -> Int {
    var total = 0
    for character in text { total += of(character) }
    return total
  }

  /// The columns one character (grapheme cluster) takes: the width of its first scalar.
  public static func of(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if character.unicodeScalars.count > 1,
      character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
    {
      return 2
    }
    return of(scalar)
  }

  /// The columns one scalar takes: 0 for marks and format characters, 2 for wide ones.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value == 0 { return 0 }
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    // Below the combining marks only the soft hyphen takes no column; box drawing and block
    // elements take one (the table below, without looking the properties up).
    if value < 0x300 { return value == 0xAD ? 0 : 1 }
    if (0x2500...0x259F).contains(value) { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if value == 0x200B { return 0 }
    for range in wideRanges where range.contains(value) { return 2 }
    if scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
    0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
    0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
    0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  /// `text` padded with spaces to `width` columns (never cut).
  public static func pad(_ text: String, to width: Int) -> String {
    let missing = width - of(text)
    return missing > 0 ? text + String(repeating: " ", count: missing) : text
  }

  /// `text` cut to at most `width` columns, ending with `…` when cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard of(text) > width else { return text }
    var result = ""
    var used = 0
    for character in text {
      let w = of(character)
      if used + w > max(0, width - 1) { break }
      result.append(character)
      used += w
    }
    return result + "…"
  }
}
