/// Text made safe for XML and XHTML: markup characters become references, and characters XML
/// 1.0 does not allow (most control characters, U+FFFE, U+FFFF) become U+FFFD.
public enum XMLText {
  /// Escapes `text` for element content and for attribute values in either kind of quotes.
  public static func escape(_ text: String) -> String {
    var needs = false
    for scalar in text.unicodeScalars where !isPlain(scalar) {
      needs = true
      break
    }
    guard needs else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default:
        result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
      }
    }
    return result
  }

  private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "&", "<", ">", "\"", "'": return false
    default: return isAllowed(scalar)
    }
  }

  /// Whether XML 1.0 allows the character in a document.
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 { return value == 0x9 || value == 0xA || value == 0xD }
    return value != 0xFFFE && value != 0xFFFF
  }
}
