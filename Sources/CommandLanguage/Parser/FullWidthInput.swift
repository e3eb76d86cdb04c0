/// Text typed with a Chinese input method, read as the ASCII it stands for where the input is
/// not code: meta commands (`：next`, `:answer １`), predicted log lines
/// (`content.viewWillDisappear（false）`) and quiz answers. Code is not read this way: there the
/// lexer points at each such character (`Lexer.lookalike`, the one table of them).
public enum FullWidthInput {
  /// `text` with full-width forms (punctuation, digits, letters), the ideographic space and
  /// the punctuation an input method types in their place (`、`, `。`, `【】`, `“”`, `‘’`, `《》`)
  /// as ASCII; nil when it has none of them.
  public static func ascii(_ text: String) -> String? {
    // Most input is ASCII: nothing to read differently.
    guard text.utf8.contains(where: { $0 >= 0x80 }) else { return nil }
    var result = String.UnicodeScalarView()
    var changed = false
    for scalar in text.unicodeScalars {
      if let ascii = ascii(scalar) {
        result.append(ascii)
        changed = true
      } else {
        result.append(scalar)
      }
    }
    return changed ? String(result) : nil
  }

  /// The ASCII a scalar stands for, or nil when it is itself.
  static func ascii(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    switch scalar.value {
    case 0xFF01...0xFF5E: return Unicode.Scalar(scalar.value - 0xFEE0)
    case 0x3000: return " "
    default:
      guard let suggestion = Lexer.lookalike(scalar)?.1, suggestion.unicodeScalars.count == 1 else {
        return nil
      }
      return suggestion.unicodeScalars.first
    }
  }
}
