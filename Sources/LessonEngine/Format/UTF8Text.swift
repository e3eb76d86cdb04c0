import Rendering

/// Text work for grading's hot paths done on UTF-8 bytes, with the same results as the
/// `Character`-level operations they stand for: those walk grapheme clusters, slow for every
/// file, check and row of a class.
///
/// An ASCII byte is a character of its own when the bytes on either side of it are ASCII too
/// (or the text ends there): only a non-ASCII scalar (a combining mark, a joiner, a prepended
/// letter) can join it to its neighbours in one grapheme cluster (`standsAlone`). Where that
/// cannot be ruled out from the bytes, each operation does what it stands for the slow way.
package enum UTF8Text {
  /// Whether `bytes[start..<end]`, ASCII other than a line feed, is whole characters: no
  /// non-ASCII byte touches either end (a carriage return before a line feed is the one pair of
  /// ASCII characters that makes one cluster, hence no line feed).
  package static func standsAlone(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    -> Bool
  {
    (start == 0 || bytes[start - 1] < 0x80) && (end == bytes.count || bytes[end] < 0x80)
  }

  /// `ValueFormatter.escapeControls(text)`, without its scan of the UTF-8 view when the text has
  /// no byte that could need escaping (below 0x20, 0x7F, or 0xC2, which starts U+0080–U+009F).
  package static func escapingControls(_ text: String) -> String {
    mayNeedEscaping(text) ? ValueFormatter.escapeControls(text) : text
  }

  /// `text = ValueFormatter.escapeControls(text)`, leaving a text that needs nothing untouched.
  static func escapeControls(_ text: inout String) {
    if mayNeedEscaping(text) { text = ValueFormatter.escapeControls(text) }
  }

  /// Whether the text has a byte that may need escaping (below 0x20, 0x7F, or 0xC2, which
  /// starts U+0080–U+009F).
  private static func mayNeedEscaping(_ text: String) -> Bool {
    guard !text.isEmpty else { return false }
    var copy = text
    return copy.withUTF8 { bytes in
      var offset = 0
      if let start = bytes.baseAddress {
        // Eight bytes at a time: every name and message of every check is scanned.
        let raw = UnsafeRawPointer(start)
        while offset + 8 <= bytes.count {
          let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          if hasByte(below: 0x20, word) || hasByte(0x7F, word) || hasByte(0xC2, word) {
            return true
          }
          offset += 8
        }
      }
      return bytes[offset...].contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
    }
  }

  /// Eight 0x01 bytes: a byte's value spread over each byte of a word.
  private static let ones: UInt64 = 0x0101_0101_0101_0101

  /// Whether any byte of the word is below `limit` (at most 0x80): subtracting `limit` from
  /// each byte borrows into a byte's top bit only from a byte below it that had that bit clear.
  static func hasByte(below limit: UInt8, _ word: UInt64) -> Bool {
    (word &- ones &* UInt64(limit)) & ~word & (ones &* 0x80) != 0
  }

  /// Whether any byte of the word is `byte`: that byte becomes zero, the only one below 1.
  static func hasByte(_ byte: UInt8, _ word: UInt64) -> Bool {
    hasByte(below: 1, word ^ (ones &* UInt64(byte)))
  }
}

extension String {
  /// `replacing(String(target), with: replacement)` for an ASCII `target` that is not a line
  /// feed: every `target` character replaced.
  package func replacing(ascii target: UInt8, with replacement: String) -> String {
    enum Outcome {
      case unchanged
      case replaced(String)
      /// A `target` byte next to a non-ASCII one: whether it is a character is the slow question.
      case unsure
    }
    var copy = self
    let outcome = copy.withUTF8 { bytes -> Outcome in
      guard bytes.contains(target) else { return .unchanged }
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + 16)
      for offset in bytes.indices {
        if bytes[offset] == target {
          guard UTF8Text.standsAlone(bytes, offset, offset + 1) else { return .unsure }
          result.append(contentsOf: replacement.utf8)
        } else {
          result.append(bytes[offset])
        }
      }
      return .replaced(String(decoding: result, as: UTF8.self))
    }
    switch outcome {
    case .unchanged: return self
    case .replaced(let text): return text
    case .unsure: return replacing(String(UnicodeScalar(target)), with: replacement)
    }
  }

  /// Whether the text holds the ASCII `needle` anywhere (as bytes: no character-level match
  /// without a byte-level one, so a false answer is exact).
  func mayContain(ascii needle: String) -> Bool {
    var copy = self
    let pattern = Array(needle.utf8)
    return copy.withUTF8 { bytes in
      guard let first = pattern.first, bytes.count >= pattern.count else { return pattern.isEmpty }
      var offset = 0
      while offset + pattern.count <= bytes.count {
        if bytes[offset] == first,
          !zip(pattern.indices, offset..<offset + pattern.count).contains(where: {
            pattern[$0] != bytes[$1]
          })
        {
          return true
        }
        offset += 1
      }
      return false
    }
  }

  /// `ranges(of: needle).last` for an ASCII `needle` without a line feed: the matches found from
  /// the start, each search going on after the match before it.
  package func lastRange(ofASCII needle: String) -> Range<String.Index>? {
    enum Outcome {
      case found(Int)
      case none
      case unsure
    }
    var copy = self
    let pattern = Array(needle.utf8)
    let outcome = copy.withUTF8 { bytes -> Outcome in
      guard !pattern.isEmpty else { return .unsure }
      var last: Int?
      var offset = 0
      while offset + pattern.count <= bytes.count {
        var matched = true
        for index in pattern.indices where bytes[offset + index] != pattern[index] {
          matched = false
          break
        }
        guard matched else {
          offset += 1
          continue
        }
        guard UTF8Text.standsAlone(bytes, offset, offset + pattern.count) else { return .unsure }
        last = offset
        offset += pattern.count
      }
      return last.map(Outcome.found) ?? .none
    }
    switch outcome {
    case .none: return nil
    case .found(let offset):
      let start = utf8.index(startIndex, offsetBy: offset)
      return start..<utf8.index(start, offsetBy: pattern.count)
    case .unsure: return ranges(of: needle).last
    }
  }
}
