/// A JSON value, with a writer and a small strict reader (no Foundation): the reader takes
/// exactly RFC 8259's grammar (no `+1`, `01`, `.5`, unknown escapes, lone surrogates or text
/// after the value), and numbers that fit in a `Double`.
public indirect enum JSON: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  /// Keys keep their order, so output is stable.
  case object([(String, JSON)])

  public static func == (lhs: JSON, rhs: JSON) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.number(let a), .number(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.object(let a), .object(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  public subscript(key: String) -> JSON? {
    if case .object(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
    return nil
  }

  public var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  public var array: [JSON]? {
    if case .array(let items) = self { return items }
    return nil
  }

  /// Compact text; `pretty` adds newlines and two-space indentation.
  public func text(pretty: Bool = false) -> String {
    var out = ""
    write(into: &out, indent: pretty ? 0 : nil)
    return out
  }

  private func write(into out: inout String, indent: Int?) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value):
      if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        out += String(Int64(value))
      } else if value.isFinite {
        out += String(value)
      } else {
        out += "null"
      }
    case .string(let text): JSON.writeString(text, into: &out)
    case .array(let items):
      out += "["
      for (index, item) in items.enumerated() {
        if index > 0 { out += "," }
        if let indent { out += "\n" + String(repeating: "  ", count: indent + 1) }
        item.write(into: &out, indent: indent.map { $0 + 1 })
      }
      if let indent, !items.isEmpty { out += "\n" + String(repeating: "  ", count: indent) }
      out += "]"
    case .object(let pairs):
      out += "{"
      for (index, (key, value)) in pairs.enumerated() {
        if index > 0 { out += "," }
        if let indent { out += "\n" + String(repeating: "  ", count: indent + 1) }
        JSON.writeString(key, into: &out)
        out += indent == nil ? ":" : ": "
        value.write(into: &out, indent: indent.map { $0 + 1 })
      }
      if let indent, !pairs.isEmpty { out += "\n" + String(repeating: "  ", count: indent) }
      out += "}"
    }
  }

  /// Writes a string with every control character escaped, so no answer text can reach a
  /// terminal raw through JSON.
  static func writeString(_ text: String, into out: inout String) {
    out += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
          || scalar.value == 0x2028 || scalar.value == 0x2029
        {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  /// Reads JSON text; nil when it is not valid JSON.
  public static func parse(_ text: String) -> JSON? {
    var reader = Reader(bytes: Array(text.utf8))
    guard let value = reader.value(depth: 0) else { return nil }
    reader.skipSpace()
    return reader.position == reader.bytes.count ? value : nil
  }

  private struct Reader {
    let bytes: [UInt8]
    var position = 0

    mutating func skipSpace() {
      while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) {
        position += 1
      }
    }

    mutating func value(depth: Int) -> JSON? {
      guard depth < 64 else { return nil }
      skipSpace()
      guard position < bytes.count else { return nil }
      switch bytes[position] {
      case UInt8(ascii: "{"):
        position += 1
        var pairs: [(String, JSON)] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
          position += 1
          return .object(pairs)
        }
        while true {
          skipSpace()
          guard let key = string() else { return nil }
          skipSpace()
          guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { return nil }
          position += 1
          guard let item = value(depth: depth + 1) else { return nil }
          pairs.append((key, item))
          skipSpace()
          guard position < bytes.count else { return nil }
          if bytes[position] == UInt8(ascii: ",") {
            position += 1
            continue
          }
          guard bytes[position] == UInt8(ascii: "}") else { return nil }
          position += 1
          return .object(pairs)
        }
      case UInt8(ascii: "["):
        position += 1
        var items: [JSON] = []
        skipSpace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
          position += 1
          return .array(items)
        }
        while true {
          guard let item = value(depth: depth + 1) else { return nil }
          items.append(item)
          skipSpace()
          guard position < bytes.count else { return nil }
          if bytes[position] == UInt8(ascii: ",") {
            position += 1
            continue
          }
          guard bytes[position] == UInt8(ascii: "]") else { return nil }
          position += 1
          return .array(items)
        }
      case UInt8(ascii: "\""):
        return string().map(JSON.string)
      case UInt8(ascii: "t"): return literal("true", .bool(true))
      case UInt8(ascii: "f"): return literal("false", .bool(false))
      case UInt8(ascii: "n"): return literal("null", .null)
      default: return number()
      }
    }

    mutating func literal(_ word: String, _ value: JSON) -> JSON? {
      let text = Array(word.utf8)
      guard position + text.count <= bytes.count,
        Array(bytes[position..<position + text.count]) == text
      else { return nil }
      position += text.count
      return value
    }

    /// A number as JSON writes it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, finite.
    mutating func number() -> JSON? {
      let start = position
      skip(UInt8(ascii: "-"))
      if skip(UInt8(ascii: "0")) {
        if digits() > 0 { return nil }
      } else if digits() == 0 {
        return nil
      }
      if skip(UInt8(ascii: ".")), digits() == 0 { return nil }
      if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
        if !skip(UInt8(ascii: "+")) { skip(UInt8(ascii: "-")) }
        if digits() == 0 { return nil }
      }
      guard let value = Double(String(decoding: bytes[start..<position], as: UTF8.self)),
        value.isFinite
      else { return nil }
      return .number(value)
    }

    /// Moves past `byte` if it comes next.
    @discardableResult
    mutating func skip(_ byte: UInt8) -> Bool {
      guard position < bytes.count, bytes[position] == byte else { return false }
      position += 1
      return true
    }

    /// Moves past a run of decimal digits; how many there were.
    mutating func digits() -> Int {
      let start = position
      while position < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
      {
        position += 1
      }
      return position - start
    }

    /// The four hex digits after `\u`.
    mutating func hexQuad() -> UInt32? {
      guard position + 4 <= bytes.count else { return nil }
      var code: UInt32 = 0
      for byte in bytes[position..<position + 4] {
        guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
        code = code << 4 | UInt32(digit)
      }
      position += 4
      return code
    }

    /// The scalar of a `\u` escape: a pair of them for a character beyond the BMP; nil for a
    /// surrogate without its other half.
    mutating func escapedScalar() -> Unicode.Scalar? {
      guard let code = hexQuad() else { return nil }
      switch code {
      case 0xD800...0xDBFF:
        guard skip(UInt8(ascii: "\\")), skip(UInt8(ascii: "u")), let low = hexQuad(),
          (0xDC00...0xDFFF).contains(low)
        else { return nil }
        return Unicode.Scalar(0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00))
      case 0xDC00...0xDFFF:
        return nil
      default:
        return Unicode.Scalar(code)
      }
    }

    mutating func string() -> String? {
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
      position += 1
      var scalars = String.UnicodeScalarView()
      var raw: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        raw.removeAll()
      }
      while position < bytes.count {
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""):
          flush()
          return String(scalars)
        case UInt8(ascii: "\\"):
          flush()
          guard position < bytes.count else { return nil }
          let escape = bytes[position]
          position += 1
          switch escape {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
            scalars.append(Unicode.Scalar(escape))
          case UInt8(ascii: "n"): scalars.append("\n")
          case UInt8(ascii: "t"): scalars.append("\t")
          case UInt8(ascii: "r"): scalars.append("\r")
          case UInt8(ascii: "b"): scalars.append("\u{8}")
          case UInt8(ascii: "f"): scalars.append("\u{C}")
          case UInt8(ascii: "u"):
            guard let scalar = escapedScalar() else { return nil }
            scalars.append(scalar)
          default: return nil
          }
        default:
          guard byte >= 0x20 else { return nil }
          raw.append(byte)
        }
      }
      return nil
    }
  }
}
