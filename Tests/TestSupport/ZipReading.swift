/// A zip archive of stored files, read back as strictly as a test should: the end record, each
/// central directory record and the local header it points to must agree, each file's bytes
/// must have the CRC-32 both record (computed here bit by bit, not from a table), files must
/// follow one another with nothing between them and end where the directory starts.
public enum ZipReading {
  public struct Entry: Equatable, Sendable {
    public var name: String
    public var contents: [UInt8]
    /// The general-purpose flags (bit 11: the name is UTF-8).
    public var flags: UInt16
    /// The Unix mode in the external attributes.
    public var mode: UInt32
    public var time: UInt16
    public var date: UInt16
  }

  public struct Problem: Error, CustomStringConvertible {
    public var description: String
  }

  public static func entries(_ bytes: [UInt8]) throws -> [Entry] {
    func fail(_ text: String) -> Problem { Problem(description: text) }
    func u16(_ at: Int) throws -> UInt16 {
      guard at >= 0, at + 2 <= bytes.count else { throw fail("truncated at \(at)") }
      return UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }
    func u32(_ at: Int) throws -> UInt32 {
      UInt32(try u16(at)) | UInt32(try u16(at + 2)) << 16
    }
    let end = bytes.count - 22
    guard end >= 0, try u32(end) == 0x0605_4B50 else { throw fail("no end record") }
    guard try u16(end + 4) == 0, try u16(end + 6) == 0, try u16(end + 20) == 0 else {
      throw fail("a split archive or a comment")
    }
    let count = Int(try u16(end + 10))
    guard try u16(end + 8) == count else { throw fail("two counts disagree") }
    let directorySize = Int(try u32(end + 12))
    let directoryStart = Int(try u32(end + 16))
    guard directoryStart + directorySize == end else { throw fail("directory not before the end") }
    var entries: [Entry] = []
    var record = directoryStart
    var nextLocal = 0
    for _ in 0..<count {
      guard try u32(record) == 0x0201_4B50 else { throw fail("bad central record at \(record)") }
      let flags = try u16(record + 8)
      let method = try u16(record + 10)
      let crc = try u32(record + 16)
      let packed = Int(try u32(record + 20))
      let size = Int(try u32(record + 24))
      let nameLength = Int(try u16(record + 28))
      let extraLength = Int(try u16(record + 30))
      let commentLength = Int(try u16(record + 32))
      let external = try u32(record + 38)
      let local = Int(try u32(record + 42))
      guard record + 46 + nameLength <= end else { throw fail("name past the directory") }
      let nameBytes = Array(bytes[(record + 46)..<(record + 46 + nameLength)])
      guard method == 0, packed == size else { throw fail("not stored") }
      guard local == nextLocal else { throw fail("a gap or overlap before \(local)") }
      guard try u32(local) == 0x0403_4B50 else { throw fail("bad local header at \(local)") }
      for offset in [4, 6, 8, 10, 12] {
        guard try u16(local + offset) == u16(record + offset + 2) else {
          throw fail("local header disagrees at +\(offset)")
        }
      }
      guard try u32(local + 14) == crc, try u32(local + 18) == packed,
        try u32(local + 22) == size, try u16(local + 26) == nameLength
      else { throw fail("local sizes disagree") }
      let localExtra = Int(try u16(local + 28))
      let start = local + 30 + nameLength + localExtra
      guard Array(bytes[(local + 30)..<(local + 30 + nameLength)]) == nameBytes else {
        throw fail("local name disagrees")
      }
      guard start + size <= directoryStart else { throw fail("data past the directory") }
      let contents = Array(bytes[start..<(start + size)])
      guard crc32(contents) == crc else { throw fail("CRC-32 mismatch") }
      guard let name = String(validating: nameBytes, as: UTF8.self) else {
        throw fail("a name that is not UTF-8")
      }
      guard nameBytes.allSatisfy({ $0 < 0x80 }) || flags & 0x0800 != 0 else {
        throw fail("a UTF-8 name without the flag that says so")
      }
      entries.append(
        Entry(
          name: name, contents: contents, flags: flags, mode: external >> 16,
          time: try u16(record + 12), date: try u16(record + 14)))
      nextLocal = start + size
      record += 46 + nameLength + extraLength + commentLength
    }
    guard nextLocal == directoryStart, record == end else { throw fail("bytes left over") }
    return entries
  }

  /// CRC-32 (reflected 0x04C11DB7) bit by bit.
  public static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
