/// Bytes of one log line being written: appending bytes and making one string at the end costs
/// a fraction of growing a `String` piece by piece, and every event makes a line. A caller that
/// writes many lines keeps one builder and passes it to `LogLineFormatter.line(_:reusing:)`,
/// so that its buffer is allocated once.
public struct LineBuilder {
  /// The bytes, in a buffer of its own rather than an array: a line is made of short pieces,
  /// for which an array's checks and generic append path cost more than copying the bytes.
  private var storage = LineStorage(capacity: 128)

  public init() {}

  /// Forgets the line written, keeping the buffer for the next.
  public mutating func removeAll() { unique().count = 0 }

  static func += (line: inout LineBuilder, text: String) {
    let storage = line.unique()
    // Read in place where the string allows it (native and small strings): no copy of the
    // string to make contiguous, nor its retain and release.
    guard text.utf8.withContiguousStorageIfAvailable({ storage.append($0) }) == nil else {
      return
    }
    var text = text
    text.withUTF8 { storage.append($0) }
  }

  /// Appends bytes (text kept as bytes, such as a callback's fixed text in `CallbackLineText`).
  public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    unique().append(bytes)
  }

  /// Replaces the line written with `bytes` (the line `RepeatedLineCap` keeps to compare with
  /// the next): one check that the buffer is this builder's own, where emptying the builder and
  /// then appending made two.
  public mutating func replace(with bytes: UnsafeBufferPointer<UInt8>) {
    let storage = unique()
    storage.count = 0
    storage.append(bytes)
  }

  /// Appends text fixed in the program (a keyword, punctuation, a marker): its bytes are read
  /// where the binary keeps them, with no string to look into first. Inlined, as punctuation
  /// is: the call cost as much as the few bytes.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    let storage = unique()
    text.withUTF8Buffer { storage.append($0) }
  }

  /// Appends one ASCII character (punctuation), cheaper than a one-character string. Inlined:
  /// a log line writes several, and the call cost more than the byte.
  @inline(__always)
  mutating func append(ascii: Unicode.Scalar) {
    unique().append(byte: UInt8(ascii: ascii))
  }

  /// Appends `count` spaces (the indentation of a line).
  mutating func appendSpaces(_ count: Int) {
    guard count > 0 else { return }
    unique().appendRepeating(UInt8(ascii: " "), count: count)
  }

  public var string: String { storage.string }

  /// Reads the bytes written, without making a string of them (a caller that writes them
  /// straight to its output, or compares them with the line before, needs none).
  public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    storage.withBytes(body)
  }

  /// The storage, copied first if another builder shares it (a builder is a value).
  private mutating func unique() -> LineStorage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }
}

/// The growable byte buffer behind a `LineBuilder`.
final class LineStorage {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// How many bytes are written.
  var count = 0

  init(capacity: Int) {
    self.capacity = max(1, capacity)
    base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// Appends bytes, growing the buffer (to twice its size at least) when they do not fit.
  func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    makeRoom(for: bytes.count)
    (base + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  /// Appends one byte. Inlined, with the check for room, as punctuation is written a byte at
  /// a time: a call for each cost more than the byte.
  @inline(__always)
  func append(byte: UInt8) {
    makeRoom(for: 1)
    base[count] = byte
    count += 1
  }

  /// Appends `count` copies of `byte`.
  func appendRepeating(_ byte: UInt8, count repeats: Int) {
    makeRoom(for: repeats)
    (base + count).initialize(repeating: byte, count: repeats)
    count += repeats
  }

  /// The bytes written so far, read in place.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    body(UnsafeBufferPointer(start: base, count: count))
  }

  /// The bytes as a string.
  var string: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }

  /// A buffer of its own with the same bytes.
  func copy() -> LineStorage {
    let copy = LineStorage(capacity: capacity)
    copy.base.initialize(from: base, count: count)
    copy.count = count
    return copy
  }

  /// Makes room for `extra` more bytes: nearly always there is room, a check inlined where
  /// bytes are appended; growing the buffer is left to a call.
  @inline(__always)
  private func makeRoom(for extra: Int) {
    if count + extra > capacity { grow(toHold: count + extra) }
  }

  /// Moves the bytes to a buffer of twice the size at least, `needed` bytes at least.
  @inline(never)
  private func grow(toHold needed: Int) {
    let grown = max(capacity * 2, needed)
    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    bigger.initialize(from: base, count: count)
    base.deallocate()
    base = bigger
    capacity = grown
  }
}
