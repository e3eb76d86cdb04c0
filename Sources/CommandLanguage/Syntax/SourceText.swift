/// A half-open range of UTF-8 byte offsets into a `SourceText`.
public struct SourceRange: Hashable, Sendable {
  public var start: Int
  public var end: Int

  public init(start: Int, end: Int) {
    self.start = start
    self.end = max(start, end)
  }

  /// The empty range at `offset`.
  public static func at(_ offset: Int) -> SourceRange { SourceRange(start: offset, end: offset) }

  /// The smallest range that covers both ranges.
  public func union(_ other: SourceRange) -> SourceRange {
    SourceRange(start: min(start, other.start), end: max(end, other.end))
  }
}

/// A line and a column, both counted from 1; the column counts characters, not bytes.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "\(line):\(column)" }
}

/// One input's text, kept as UTF-8 bytes with the start offset of every line.
public struct SourceText: Sendable {
  /// The text as given.
  public let text: String
  /// The text's UTF-8 bytes; every `SourceRange` indexes into these.
  public let bytes: [UInt8]
  /// The line number the first line of this text has (a multi-line input may start mid-file).
  public let firstLine: Int
  private let lineStarts: [Int]

  public init(_ text: String, firstLine: Int = 1) {
    self.text = text
    self.bytes = Array(text.utf8)
    self.firstLine = firstLine
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(index + 1)
    }
    self.lineStarts = starts
  }

  /// The index (from 0) of the line holding byte `offset`.
  private func lineIndex(of offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The line and character column of byte `offset`.
  public func position(of offset: Int) -> SourcePosition {
    let clamped = min(max(offset, 0), bytes.count)
    let index = lineIndex(of: clamped)
    let start = lineStarts[index]
    let prefix = String(decoding: bytes[start..<clamped], as: UTF8.self)
    return SourcePosition(line: firstLine + index, column: prefix.count + 1)
  }

  /// The text of the line holding byte `offset`, without its line break.
  public func lineText(containing offset: Int) -> String {
    let clamped = min(max(offset, 0), bytes.count)
    let index = lineIndex(of: clamped)
    let start = lineStarts[index]
    var end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : bytes.count
    if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
    return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
  }

  /// The text between the start of the line holding `offset` and `offset` itself.
  public func linePrefix(upTo offset: Int) -> String {
    let clamped = min(max(offset, 0), bytes.count)
    let start = lineStarts[lineIndex(of: clamped)]
    return String(decoding: bytes[start..<clamped], as: UTF8.self)
  }

  /// The text after the line on which a range ending at `end` ends, with the number that line
  /// has (for the meta commands that change how the rest of a script is read).
  public func rest(afterLineOf end: Int) -> (text: String, line: Int) {
    let clamped = min(max(end - 1, 0), bytes.count)
    let index = lineIndex(of: clamped)
    guard index + 1 < lineStarts.count else { return ("", firstLine + index + 1) }
    return (String(decoding: bytes[lineStarts[index + 1]...], as: UTF8.self), firstLine + index + 1)
  }

  /// The source text a range covers.
  public func slice(_ range: SourceRange) -> String {
    let start = min(max(range.start, 0), bytes.count)
    let end = min(max(range.end, start), bytes.count)
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
