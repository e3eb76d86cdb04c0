/// The words of a libFuzzer dictionary (`Fuzz/containrepl.dict`), which the mutation fuzzer
/// inserts into scripts as libFuzzer inserts them into bytes.
public enum FuzzDictionary {
  /// The entries of `text`: one quoted string a line (`"word"` or `name="word"`), `#` comments,
  /// with the escapes `\\`, `\"` and `\xHH`.
  public static func words(in text: String) -> [String] {
    var words: [String] = []
    for line in text.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      guard !trimmed.hasPrefix("#"), let open = trimmed.firstIndex(of: "\""),
        let close = trimmed.lastIndex(of: "\""), open < close
      else { continue }
      let word = unescape(trimmed[trimmed.index(after: open)..<close])
      if !word.isEmpty { words.append(word) }
    }
    return words
  }

  /// The text of one entry between its quotes.
  static func unescape(_ body: Substring) -> String {
    let input = Array(body.utf8)
    var bytes: [UInt8] = []
    var index = 0
    while index < input.count {
      let byte = input[index]
      index += 1
      guard byte == UInt8(ascii: "\\"), index < input.count else {
        bytes.append(byte)
        continue
      }
      let escaped = input[index]
      index += 1
      if escaped == UInt8(ascii: "x"), let high = hexValue(input, at: index),
        let low = hexValue(input, at: index + 1)
      {
        bytes.append(high << 4 | low)
        index += 2
      } else {
        bytes.append(escaped)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func hexValue(_ bytes: [UInt8], at index: Int) -> UInt8? {
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return bytes[index] - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return bytes[index] - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return bytes[index] - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
