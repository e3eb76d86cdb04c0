/// Cuts a long script into pieces of about `linesPerChunk` lines, so that it is parsed and run
/// a piece at a time. A cut falls only before a line that starts a new statement at the left
/// margin (a letter, `_`, an Objective-C `[` or `@`, or a meta command's `:`)
/// and that is not a continuation word such as `else`; when the piece before a cut still
/// turns out to be unfinished, `extend()` moves the cut further on.
struct ScriptChunks {
  struct Chunk {
    var text: String
    /// The line number of the chunk's first line in the whole script.
    var line: Int
  }

  private let bytes: [UInt8]
  private let linesPerChunk: Int
  /// Where the chunk being handed out starts, and its first line.
  private var start = 0
  private var startLine = 1
  /// Where it ends (exclusive), and the line number just past it.
  private var end = 0
  private var endLine = 1

  init(_ text: String, linesPerChunk: Int) {
    self.bytes = Array(text.utf8)
    self.linesPerChunk = max(1, linesPerChunk)
  }

  /// The next chunk, or nil at the end of the script.
  mutating func next() -> Chunk? {
    guard end < bytes.count else { return nil }
    start = end
    startLine = endLine
    (end, endLine) = cut(after: start, line: startLine)
    return chunk()
  }

  /// The current chunk made longer, up to the next cut; nil when it already reaches the end.
  mutating func extend() -> Chunk? {
    guard end < bytes.count else { return nil }
    (end, endLine) = cut(after: end, line: endLine)
    return chunk()
  }

  private func chunk() -> Chunk {
    Chunk(text: String(decoding: bytes[start..<end], as: UTF8.self), line: startLine)
  }

  /// The first good cut at least `linesPerChunk` lines after `offset`, or the end.
  private func cut(after offset: Int, line: Int) -> (Int, Int) {
    var position = offset
    var lineNumber = line
    var lines = 0
    // Inside a `"""` string nothing is a cut, even where the language rejects such strings:
    // the parser's recovery must see the whole of it, as it does in one piece.
    var inTripleQuote = false
    let quote = UInt8(ascii: "\"")
    while position < bytes.count {
      if bytes[position] == quote, position + 2 < bytes.count, bytes[position + 1] == quote,
        bytes[position + 2] == quote
      {
        inTripleQuote.toggle()
        position += 3
        continue
      }
      guard bytes[position] == UInt8(ascii: "\n") else {
        position += 1
        continue
      }
      position += 1
      lineNumber += 1
      lines += 1
      if lines >= linesPerChunk, !inTripleQuote, position < bytes.count,
        startsStatement(at: position)
      {
        return (position, lineNumber)
      }
    }
    return (bytes.count, lineNumber)
  }

  private static let continuationWords: [[UInt8]] = ["else", "catch", "where", "in", "as", "is"]
    .map { Array($0.utf8) }

  /// Whether the line starting at `offset` begins a new top-level statement.
  private func startsStatement(at offset: Int) -> Bool {
    let first = bytes[offset]
    switch first {
    case UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "@"):
      return true
    default:
      guard isWordByte(first) else { return false }
    }
    var wordEnd = offset
    while wordEnd < bytes.count, isWordByte(bytes[wordEnd]) { wordEnd += 1 }
    let word = bytes[offset..<wordEnd]
    return !Self.continuationWords.contains { $0.elementsEqual(word) }
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }
}
