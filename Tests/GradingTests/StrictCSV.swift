/// A second, independent RFC 4180 reader for tests: it checks the grammar of section 2 to the
/// letter (CRLF record ends only, every record ends with CRLF, a quote only where the grammar
/// allows one, the same number of fields in every record) and fails the test input otherwise,
/// so that what the writers produce is read back as an importer would read it.
enum StrictCSV {
  struct Failure: Error, CustomStringConvertible {
    var offset: Int
    var reason: String
    var description: String { "byte \(offset): \(reason)" }
  }

  /// The records of a file, the byte-order mark (if any) left out.
  static func parse(_ text: String) throws -> [[String]] {
    var bytes = Array(text.utf8)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    var records: [[String]] = []
    var offset = 0
    while offset < bytes.count {
      var record: [String] = []
      while true {
        var field: [UInt8] = []
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") {
          offset += 1
          while true {
            guard offset < bytes.count else {
              throw Failure(offset: offset, reason: "quoted field not closed")
            }
            if bytes[offset] == UInt8(ascii: "\"") {
              if offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "\"") {
                field.append(UInt8(ascii: "\""))
                offset += 2
                continue
              }
              offset += 1
              break
            }
            field.append(bytes[offset])
            offset += 1
          }
        } else {
          while offset < bytes.count, bytes[offset] != UInt8(ascii: ","),
            bytes[offset] != 0x0D
          {
            if bytes[offset] == UInt8(ascii: "\"") || bytes[offset] == 0x0A {
              throw Failure(offset: offset, reason: "quote or bare LF in an unquoted field")
            }
            field.append(bytes[offset])
            offset += 1
          }
        }
        record.append(String(decoding: field, as: UTF8.self))
        guard offset < bytes.count else {
          throw Failure(offset: offset, reason: "the last record does not end with CRLF")
        }
        if bytes[offset] == UInt8(ascii: ",") {
          offset += 1
          continue
        }
        guard bytes[offset] == 0x0D, offset + 1 < bytes.count, bytes[offset + 1] == 0x0A else {
          throw Failure(offset: offset, reason: "a record must end with CRLF")
        }
        offset += 2
        break
      }
      if let first = records.first, first.count != record.count {
        throw Failure(
          offset: offset, reason: "\(record.count) fields where the header has \(first.count)")
      }
      records.append(record)
    }
    return records
  }
}
