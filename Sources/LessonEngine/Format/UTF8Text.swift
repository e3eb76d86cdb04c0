import Rendering

/// Text work for grading's hot paths done on UTF-8 bytes, with the same results as the
/// `Character`-level operations they stand for: those walk grapheme clusters, which costs
/// thousands of instructions a string, for every file, check and row of a class.
///
/// An ASCII byte is a character of its own when the bytes on either side of it are ASCII too
/// (or the text ends there): only a non-ASCII scalar (a combining mark, a joiner, a prepended
/// letter) can join it to its neighbours in one grapheme cluster (`standsAlone`). Where that
/// cannot be ruled out from the bytes, each operation does what it stands for the slow way.
enum UTF8Text {
  /// Whether `bytes[start..<end]`, ASCII other than a line feed, is whole characters: no
  /// non-ASCII byte touches either end (a carriage return before a line feed is the one pair of
  /// ASCII characters that makes one cluster, hence no line feed).
  static func standsAlone(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    (start == 0 || bytes[start - 1] < 0x80) && (end == bytes.count || bytes[end] < 0x80)
  }

  /// `ValueFormatter.escapeControls(text)`, without its scan of the UTF-8 view when the text has
  /// no byte that could need escaping (below 0x20, 0x7F, or 0xC2, which starts U+0080–U+009F).
  static func escapingControls(_ text: String) -> String {
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
    return copy.withUTF8 { bytes in bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 } }
  }
}

extension String {
  /// `replacing(String(target), with: replacement)` for an ASCII `target` that is not a line
  /// feed: every `target` character replaced.
  func replacing(ascii target: UInt8, with replacement: String) -> String {
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
  func lastRange(ofASCII needle: String) -> Range<String.Index>? {
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
