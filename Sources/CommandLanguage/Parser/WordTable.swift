/// The distinct words of one input, each made into a `String` and looked up as a keyword once.
///
/// A script names the same few variables and methods on every line: reading a word seen before
/// costs a hash of its bytes and one comparison, instead of UTF-8 validation, a keyword lookup
/// and (for words over 15 bytes) an allocation; the tokens and the syntax tree then share one
/// string per spelling.
struct WordTable {
  /// Where a distinct word first occurs in the input, and the hash of its bytes.
  private struct Entry {
    var start: Int
    var end: Int
    var hash: UInt32
  }

  private var entries: [Entry] = []
  /// Each word as an identifier token, or the keyword it spells, in the order of `entries`.
  private var kinds: [TokenKind] = []
  /// Open addressing over the words: 1 + the index of a word, or 0 for an empty slot. The count
  /// is a power of two, at least twice the number of words.
  private var slots = [Int32](repeating: 0, count: 256)

  /// The hash of no bytes. Words hash by FNV-1a: cheap, and good enough to spread names over
  /// the slots.
  static let seed: UInt32 = 2_166_136_261

  /// The hash of the bytes hashed to `hash` followed by `byte`.
  static func mix(_ hash: UInt32, _ byte: UInt8) -> UInt32 { (hash ^ UInt32(byte)) &* 16_777_619 }

  /// The identifier or keyword token that `bytes[start..<end]` spells, and the word's index in
  /// the table (-1 when it was read without the table); `hash` is the hash of those bytes
  /// (`seed`, then `mix` with each byte), which the lexer computes as it reads them.
  mutating func kind(
    of bytes: [UInt8], from start: Int, to end: Int, hash: UInt32
  ) -> (kind: TokenKind, index: Int32) {
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    var probes = 0
    while slots[slot] != 0 {
      let word = Int(slots[slot]) - 1
      let entry = entries[word]
      if entry.hash == hash && Self.spellsSame(bytes, start, end, entry.start, entry.end) {
        return (kinds[word], Int32(word))
      }
      slot = (slot + 1) & mask
      probes += 1
      // The hash is not keyed: a file of names made to share a slot would make each new name
      // walk all the others. Past a few probes a word is read on its own, not shared.
      if probes == Self.maxProbes { return (Self.decode(bytes, start, end), -1) }
    }
    let kind = Self.decode(bytes, start, end)
    entries.append(Entry(start: start, end: end, hash: hash))
    kinds.append(kind)
    slots[slot] = Int32(kinds.count)
    if kinds.count * 2 > slots.count { rehash() }
    return (kind, Int32(kinds.count - 1))
  }

  /// The string `bytes[start..<end]` spells, shared with earlier occurrences of the word.
  mutating func text(
    of bytes: [UInt8], from start: Int, to end: Int, hash: UInt32
  ) -> String {
    switch kind(of: bytes, from: start, to: end, hash: hash).kind {
    case .keyword(let keyword): return keyword.rawValue
    case .identifier(let text): return text
    default: return String(decoding: bytes[start..<end], as: UTF8.self)
    }
  }

  /// How many taken slots a word is compared with before it is read without the table.
  static let maxProbes = 32

  /// The identifier or keyword `bytes[start..<end]` spells, read afresh.
  private static func decode(_ bytes: [UInt8], _ start: Int, _ end: Int) -> TokenKind {
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    return Keyword.lookUp(text).map { .keyword($0) } ?? TokenKind.identifier(text)
  }

  /// Whether two stretches of `bytes` hold the same bytes.
  private static func spellsSame(
    _ bytes: [UInt8], _ start: Int, _ end: Int, _ otherStart: Int, _ otherEnd: Int
  ) -> Bool {
    let length = end - start
    guard length == otherEnd - otherStart else { return false }
    // Both stretches are words the lexer read, so within the bytes; the raw buffer spares a
    // bounds check on each load and compares eight bytes at a time.
    return bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset + 8 <= length {
        let own = buffer.loadUnaligned(fromByteOffset: start + offset, as: UInt64.self)
        let other = buffer.loadUnaligned(fromByteOffset: otherStart + offset, as: UInt64.self)
        guard own == other else { return false }
        offset += 8
      }
      while offset < length {
        guard buffer[start + offset] == buffer[otherStart + offset] else { return false }
        offset += 1
      }
      return true
    }
  }

  /// Doubles the slots and places every word again.
  private mutating func rehash() {
    slots = [Int32](repeating: 0, count: slots.count * 2)
    let mask = slots.count - 1
    for word in entries.indices {
      var slot = Int(entries[word].hash) & mask
      while slots[slot] != 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(word + 1)
    }
  }
}
