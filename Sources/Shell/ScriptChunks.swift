/// Cuts a long script into pieces of about `linesPerChunk` lines, so that it is parsed and run
/// a piece at a time. A cut falls only before a line that starts a new statement at the left
/// margin (a letter, `_`, an Objective-C `[` or `@`, or a meta command's `:name`), that is not
/// a continuation word such as `else` or an argument label, and whose previous line does not
/// end in an operator, a comma or an opening bracket; when the piece before a cut still turns
/// out to be unfinished, `extend()` moves the cut further on.
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
    // Inside a `"""` string or a block comment nothing is a cut, even where the language
    // rejects them: the parser's recovery must see the whole of it, as it does in one piece.
    // Quotes inside `//` comments and one-line strings open nothing.
    var inTripleQuote = false
    var commentDepth = 0
    var inString = false
    let quote = UInt8(ascii: "\"")
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    func at(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
    while position < bytes.count {
      if commentDepth == 0, !inTripleQuote, !inString {
        // Outside comments and strings only line feeds, quotes and slashes matter: the rest,
        // nearly every byte, is passed over in a tight loop, read in place within the bytes'
        // bounds without a check of its own for each.
        position = bytes.withUnsafeBufferPointer { Self.nextMarker(in: $0, from: position) }
        guard position < bytes.count else { break }
      }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\n") {
        inString = false
        position += 1
        lineNumber += 1
        lines += 1
        if lines >= linesPerChunk, !inTripleQuote, commentDepth == 0, position < bytes.count,
          startsStatement(at: position)
        {
          return (position, lineNumber)
        }
        continue
      }
      if commentDepth > 0 {
        if byte == star, at(position + 1) == slash {
          commentDepth -= 1
          position += 2
        } else if byte == slash, at(position + 1) == star {
          commentDepth += 1
          position += 2
        } else {
          position += 1
        }
        continue
      }
      if byte == quote, at(position + 1) == quote, at(position + 2) == quote, !inString {
        inTripleQuote.toggle()
        position += 3
        continue
      }
      if inTripleQuote || inString {
        if byte == UInt8(ascii: "\\") {
          // An escape; a backslash ending a line still ends it (the line count stays true).
          position += at(position + 1) == UInt8(ascii: "\n") ? 1 : 2
          continue
        }
        if inString, byte == quote { inString = false }
        position += 1
        continue
      }
      if byte == slash, at(position + 1) == slash {
        while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
        continue
      }
      if byte == slash, at(position + 1) == star {
        commentDepth = 1
        position += 2
        continue
      }
      if byte == quote { inString = true }
      position += 1
    }
    return (bytes.count, lineNumber)
  }

  /// The index of the first line feed, quote or slash at `start` or after it, or the end.
  ///
  /// Eight bytes are tested at a time, as one 64-bit word (each loaded whole only where all
  /// eight lie within the buffer): a script is mostly plain code, and a byte at a time cost
  /// more instructions than everything else that cuts it. For each marker, a byte of `word ^
  /// marker` is zero where that byte is the marker; `(x - 0x01…01) & ~x & 0x80…80` sets the top
  /// bit of each zero byte, and of no byte below the first (a borrow only runs upwards), so the
  /// lowest bit set, read little-endian, is exactly the first marker.
  private static func nextMarker(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    var next = start
    if let base = buffer.baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      let lineFeeds = ones &* UInt64(UInt8(ascii: "\n"))
      let quotes = ones &* UInt64(UInt8(ascii: "\""))
      let slashes = ones &* UInt64(UInt8(ascii: "/"))
      func zeroBytes(_ x: UInt64) -> UInt64 { (x &- ones) & ~x & highs }
      while next + 8 <= buffer.count {
        let word = UInt64(
          littleEndian: UnsafeRawPointer(base + next).loadUnaligned(as: UInt64.self))
        let found =
          zeroBytes(word ^ lineFeeds) | zeroBytes(word ^ quotes) | zeroBytes(word ^ slashes)
        if found != 0 { return next + found.trailingZeroBitCount / 8 }
        next += 8
      }
    }
    while next < buffer.count, !isMarker(buffer[next]) { next += 1 }
    return next
  }

  /// Whether a byte can change what a cut depends on outside comments and strings.
  private static func isMarker(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "/")
  }

  private static let continuationWords: [[UInt8]] = ["else", "catch", "where", "in", "as", "is"]
    .map { Array($0.utf8) }

  /// Bytes that, ending a line, leave its expression open (`a +`, `f(x,`, `c ? a :`).
  private static let openEnders: Set<UInt8> = Set("+-*/%=&|^<>!?:,.([{\\~".utf8)

  /// Whether the line starting at `offset` begins a new top-level statement: it starts like
  /// one, and the line before does not end in the middle of an expression.
  private func startsStatement(at offset: Int) -> Bool {
    guard !previousLineIsOpen(before: offset) else { return false }
    let first = bytes[offset]
    let second = offset + 1 < bytes.count ? bytes[offset + 1] : 0
    switch first {
    case UInt8(ascii: ":"):
      // A meta command (`:tick`), not a ternary's `: b` continued at the margin.
      return isLetter(second) || second == UInt8(ascii: "?")
    case UInt8(ascii: "["):
      return true
    case UInt8(ascii: "@"):
      // `@"b"` continues a string (`@"a"` `@"b"` are one literal); `@end` and `@[…]` start.
      return second != UInt8(ascii: "\"")
    default:
      guard isWordByte(first) else { return false }
    }
    var wordEnd = offset
    while wordEnd < bytes.count, isWordByte(bytes[wordEnd]) { wordEnd += 1 }
    let word = bytes[offset..<wordEnd]
    if Self.continuationWords.contains(where: { $0.elementsEqual(word) }) { return false }
    // `completion: { … }` or `toViewController:b`: an argument label continues a call.
    if wordEnd < bytes.count, bytes[wordEnd] == UInt8(ascii: ":"),
      wordEnd + 1 >= bytes.count || bytes[wordEnd + 1] != UInt8(ascii: ":")
    {
      return false
    }
    return true
  }

  /// Whether the line before the one at `offset` ends with an operator, a comma or an opening
  /// bracket, so that the next line continues it.
  private func previousLineIsOpen(before offset: Int) -> Bool {
    var index = offset - 2  // the byte before the line feed
    while index >= 0,
      bytes[index] == UInt8(ascii: " ") || bytes[index] == 9 || bytes[index] == 13
    {
      index -= 1
    }
    guard index >= 0, bytes[index] != UInt8(ascii: "\n") else { return false }
    return Self.openEnders.contains(bytes[index])
  }

  private func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
  }
}
