/// A zip archive of files stored as they are (no compression), each with its CRC-32: what any
/// unzip tool, and PHP's `ZipArchive` behind Moodle's uploads, reads. Names are UTF-8 (the
/// flag that says so is set), so a student's accented or Chinese name survives. No zip64: an
/// archive stops taking files before it would pass what the plain format can describe.
public struct ZipArchive: Sendable {
  /// A file's time as zip writes it (MS-DOS's date and time, local, two-second steps).
  public struct Time: Equatable, Sendable {
    public var year, month, day, hour, minute, second: Int

    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
      (self.year, self.month, self.day) = (year, month, day)
      (self.hour, self.minute, self.second) = (hour, minute, second)
    }

    /// MS-DOS's time word and date word; years outside 1980…2107 are clamped into them.
    var words: (time: UInt16, date: UInt16) {
      let year = min(max(year, 1980), 2107) - 1980
      let time = hour << 11 | minute << 5 | second / 2
      let date = year << 9 | month << 5 | day
      return (UInt16(truncatingIfNeeded: time), UInt16(truncatingIfNeeded: date))
    }
  }

  /// The archive so far: the local headers and the files' bytes.
  private var body: [UInt8] = []
  /// The central directory so far: one record per file.
  private var directory: [UInt8] = []
  public private(set) var count = 0

  public init() {}

  /// The largest offset or size the plain format holds, and the most files it counts.
  static let limit = Int(UInt32.max)
  static let maximumCount = Int(UInt16.max)

  /// Adds a file; false (and the archive unchanged) when it would make the archive larger than
  /// the plain zip format can describe, or the name is empty or longer than it can hold.
  @discardableResult
  public mutating func add(_ name: String, _ contents: [UInt8], modified: Time) -> Bool {
    let nameBytes = Array(name.utf8)
    let offset = body.count
    guard !nameBytes.isEmpty, nameBytes.count <= Int(UInt16.max), count < Self.maximumCount,
      offset + 30 + nameBytes.count + contents.count
        + directory.count + 46 + nameBytes.count + 22 <= Self.limit
    else { return false }
    let crc = CRC32.of(contents)
    let (time, date) = modified.words
    // Version 2.0 needed; bit 11: the name is UTF-8; method 0: stored.
    func common(_ record: inout [UInt8]) {
      record.appendLittleEndian(UInt16(20))
      record.appendLittleEndian(UInt16(0x0800))
      record.appendLittleEndian(UInt16(0))
      record.appendLittleEndian(time)
      record.appendLittleEndian(date)
      record.appendLittleEndian(crc)
      record.appendLittleEndian(UInt32(contents.count))
      record.appendLittleEndian(UInt32(contents.count))
      record.appendLittleEndian(UInt16(nameBytes.count))
      record.appendLittleEndian(UInt16(0))
    }
    body.appendLittleEndian(UInt32(0x0403_4B50))
    common(&body)
    body += nameBytes
    body += contents
    directory.appendLittleEndian(UInt32(0x0201_4B50))
    // Made by Unix, zip 2.0: the external attributes are a Unix mode.
    directory.appendLittleEndian(UInt16(3 << 8 | 20))
    common(&directory)
    directory.appendLittleEndian(UInt16(0))  // comment length
    directory.appendLittleEndian(UInt16(0))  // disk number
    directory.appendLittleEndian(UInt16(0))  // internal attributes
    directory.appendLittleEndian(UInt32(0o100644) << 16)  // a regular file, rw-r--r--
    directory.appendLittleEndian(UInt32(offset))
    directory += nameBytes
    count += 1
    return true
  }

  /// The whole archive: the files, the central directory and its end record.
  public var bytes: [UInt8] {
    var archive = body
    archive += directory
    archive.appendLittleEndian(UInt32(0x0605_4B50))
    archive.appendLittleEndian(UInt16(0))  // this disk
    archive.appendLittleEndian(UInt16(0))  // the directory's disk
    archive.appendLittleEndian(UInt16(count))
    archive.appendLittleEndian(UInt16(count))
    archive.appendLittleEndian(UInt32(directory.count))
    archive.appendLittleEndian(UInt32(body.count))
    archive.appendLittleEndian(UInt16(0))  // comment length
    return archive
  }
}

/// CRC-32 as zip (and PNG, and Ethernet) compute it: polynomial 0x04C11DB7, reflected.
public enum CRC32 {
  static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  public static func of(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}

extension Array where Element == UInt8 {
  fileprivate mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
    for index in 0..<(T.bitWidth / 8) { append(UInt8(truncatingIfNeeded: value >> (index * 8))) }
  }
}
