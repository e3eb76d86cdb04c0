/// A quick test that rules out most words before a set of spellings is hashed: one bit for
/// each length and first byte (its low six bits) the spellings have. Most names are long, or
/// start with a letter no spelling of their length starts with.
struct SpellingFilter: Sendable {
  /// For each length, the bits of the first bytes.
  private let masks: [UInt64]

  init(_ spellings: some Sequence<String>) {
    var masks: [UInt64] = []
    for spelling in spellings {
      let utf8 = spelling.utf8
      while masks.count <= utf8.count { masks.append(0) }
      masks[utf8.count] |= Self.bit(utf8.first ?? 0)
    }
    self.masks = masks
  }

  /// False when `word` is surely none of the spellings.
  func mayContain(_ word: String) -> Bool {
    let utf8 = word.utf8
    let count = utf8.count
    guard count > 0, count < masks.count else { return false }
    // Subscripting the start index reads the byte in place, where `first` runs an iterator.
    return masks[count] & Self.bit(utf8[utf8.startIndex]) != 0
  }

  private static func bit(_ byte: UInt8) -> UInt64 { 1 << (UInt64(byte) & 63) }
}
