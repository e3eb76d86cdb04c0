/// Bytes of one log line being written: appending to a byte array and making one string at the
/// end costs a fraction of growing a `String` piece by piece, and every event makes a line.
struct LineBuilder {
  private var bytes: [UInt8] = []

  init() { bytes.reserveCapacity(80) }

  static func += (line: inout LineBuilder, text: String) {
    var text = text
    text.withUTF8 { line.bytes.append(contentsOf: $0) }
  }

  var string: String { String(decoding: bytes, as: UTF8.self) }
}
