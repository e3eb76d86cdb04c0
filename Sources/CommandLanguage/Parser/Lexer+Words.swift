extension Lexer {
  /// Lexes an identifier made of ASCII and non-ASCII identifier characters.
  mutating func lexWord() -> String {
    let start = index
    let hash = scanWord()
    return words.text(of: bytes, from: start, to: index, hash: hash)
  }

  /// Lexes a word that starts with an ASCII identifier character: a keyword or an identifier.
  /// Records the word's index in the table for top-level token number `token` (-1: inside an
  /// interpolation, not recorded) in `tokenWords`.
  mutating func lexIdentifierOrKeyword(token: Int) -> TokenKind {
    let start = index
    let hash = scanWord()
    let (kind, word) = words.kind(of: bytes, from: start, to: index, hash: hash)
    if token >= 0 {
      // Filled with -1 once, for as many tokens as dense code has, and then set at the words
      // only: appending a -1 for every other token cost more than the word's own entry.
      if tokenWords.isEmpty { tokenWords = [Int32](repeating: -1, count: end / 2 + 1) }
      while tokenWords.count <= token { tokenWords.append(-1) }
      tokenWords[token] = word
    }
    return kind
  }

  /// Moves past the identifier characters at the cursor and returns the hash of their bytes for
  /// the table of words, computed on the way so that a word is read once.
  mutating func scanWord() -> UInt32 {
    var hash = WordTable.seed
    var position = index
    while true {
      (position, hash) = bytes.withUnsafeBufferPointer {
        Self.scanASCIIWord($0, from: position, hash: hash)
      }
      guard position < end, bytes[position] >= 0x80,
        let length = identifierScalarLength(at: position)
      else { break }
      for offset in position..<(position + length) { hash = WordTable.mix(hash, bytes[offset]) }
      position += length
    }
    index = position
    return hash
  }

  /// Moves past the ASCII identifier characters from `start`, the whole word almost always,
  /// mixing them into `hash`; returns where they end and the hash. A function of its own, so
  /// that the cursor and the hash stay in registers; the buffer spares a bounds check on each
  /// byte, and the loop stops at the buffer's end.
  static func scanASCIIWord(
    _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, hash: UInt32
  ) -> (end: Int, hash: UInt32) {
    var position = start
    var hash = hash
    let end = buffer.count
    while position < end {
      let byte = buffer[position]
      guard isIdentifierBody(byte) else { break }
      hash = WordTable.mix(hash, byte)
      position += 1
    }
    return (position, hash)
  }

  /// The length of the non-ASCII character at `offset` when it may continue an identifier.
  ///
  /// Out of line on purpose: the Unicode property types it reads are resilient, and a function
  /// that mentions them fetches their metadata and sizes its stack frame for them on every call,
  /// which cost `scanWord` as much as reading an ASCII word.
  @inline(never)
  func identifierScalarLength(at offset: Int) -> Int? {
    let (scalar, length) = decodeScalar(at: offset)
    guard let scalar, Self.lookalike(scalar) == nil, Self.isIdentifierBody(scalar) else {
      return nil
    }
    return length
  }
}
