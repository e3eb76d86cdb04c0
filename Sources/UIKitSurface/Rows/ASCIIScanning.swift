/// The rows are ASCII: reading them byte by byte (their UTF-8) rather than character by
/// character keeps the first question to the surface quick. Indices found in a `utf8` view are
/// the text's own indices, so the slices below are ordinary substrings.
extension Substring {
  /// Without leading and trailing spaces.
  var trimmingSpaces: String {
    guard let first = utf8.firstIndex(where: { $0 != .space }),
      let last = utf8.lastIndex(where: { $0 != .space })
    else { return "" }
    return String(self[first...last])
  }
}

extension String {
  /// Without leading and trailing spaces.
  var trimmingSpaces: String { self[...].trimmingSpaces }
}

extension Substring {
  /// The lines of a text, empty ones kept.
  static func lines(of text: String) -> [Substring] {
    text.utf8.split(separator: .newline, omittingEmptySubsequences: false).map(Substring.init)
  }

  /// Without leading spaces.
  var droppingLeadingSpaces: Substring {
    guard let first = utf8.firstIndex(where: { $0 != .space }) else { return self[endIndex...] }
    return self[first...]
  }

  /// Split at each ` | `, each field without trailing spaces.
  var fields: [Substring] {
    var fields: [Substring] = []
    let bytes = utf8
    var start = bytes.startIndex
    var index = start
    while index != bytes.endIndex {
      let second = bytes.index(after: index)
      if bytes[index] == .space, second != bytes.endIndex, bytes[second] == .bar {
        let third = bytes.index(after: second)
        if third != bytes.endIndex, bytes[third] == .space {
          fields.append(self[start..<index])
          start = bytes.index(after: third)
          index = start
          continue
        }
      }
      index = second
    }
    fields.append(self[start...])
    return fields.map { field in
      guard let last = field.utf8.lastIndex(where: { $0 != .space }) else { return field[..<field.startIndex] }
      return field[...last]
    }
  }

  /// The `)` closing the `(` the text starts with.
  var matchingParenthesis: Substring.Index? {
    var depth = 0
    for index in utf8.indices {
      switch utf8[index] {
      case .openParenthesis: depth += 1
      case .closeParenthesis:
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return nil
  }
}

extension UInt8 {
  static let space = UInt8(ascii: " ")
  static let newline = UInt8(ascii: "\n")
  static let bar = UInt8(ascii: "|")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")

  /// A letter, a digit or `_`: a byte of an identifier.
  var isIdentifierByte: Bool {
    (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) || (self >= 0x30 && self <= 0x39)
      || self == 0x5F
  }
}
