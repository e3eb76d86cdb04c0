/// Bytes of one log line being written: appending to a byte array and making one string at the
/// end costs a fraction of growing a `String` piece by piece, and every event makes a line.
/// A caller that writes many lines keeps one builder and passes it to
/// `LogLineFormatter.line(_:reusing:)`, so that its buffer is allocated once.
public struct LineBuilder {
  private var bytes: [UInt8] = []

  public init() { bytes.reserveCapacity(80) }

  /// Forgets the line written, keeping the buffer for the next.
  public mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

  static func += (line: inout LineBuilder, text: String) {
    var text = text
    text.withUTF8 { line.bytes.append(contentsOf: $0) }
  }

  /// Appends one ASCII character (punctuation), cheaper than a one-character string.
  mutating func append(ascii: Unicode.Scalar) {
    bytes.append(UInt8(ascii: ascii))
  }

  /// Appends `count` spaces (the indentation of a line).
  mutating func appendSpaces(_ count: Int) {
    guard count > 0 else { return }
    bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
  }

  public var string: String { String(decoding: bytes, as: UTF8.self) }
}
