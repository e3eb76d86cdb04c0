/// A script cut into tokens: words (letters, digits, `_`, `$`), string literals, runs of blanks,
/// line ends and single punctuation characters. Joining the tokens gives the text back, so
/// mutations and the reducer can work on token boundaries without ever splitting a character.
public enum ScriptTokens {
  /// The tokens of `text`, in order.
  public static func split(_ text: Substring) -> [Substring] {
    var tokens: [Substring] = []
    var start = text.startIndex
    while start < text.endIndex {
      let first = text[start]
      var end = text.index(after: start)
      if isWordCharacter(first) {
        end = text[end...].firstIndex { !isWordCharacter($0) } ?? text.endIndex
      } else if first == " " || first == "\t" {
        end = text[end...].firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
      } else if first == "\"" {
        end = stringEnd(in: text, after: end)
      }
      tokens.append(text[start..<end])
      start = end
    }
    return tokens
  }

  /// Whether `token` is a word: a name, a keyword or a number.
  public static func isWord(_ token: Substring) -> Bool {
    token.first.map(isWordCharacter) ?? false
  }

  /// Whether `token` is a number literal (`42`, `0.25`, `1e3` is two tokens and counts as one
  /// number followed by a word, which is what a mutation needs).
  public static func isNumber(_ token: Substring) -> Bool {
    token.first?.isNumber == true && token.allSatisfy { $0.isNumber || $0 == "_" || $0 == "." }
  }

  /// Whether `token` is blank: spaces, tabs or a line end.
  public static func isBlank(_ token: Substring) -> Bool {
    token.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
  }

  private static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "$"
  }

  /// The index after the closing quote of a string literal that starts before `index`, or the
  /// end of the line when it is not closed there.
  private static func stringEnd(in text: Substring, after index: Substring.Index) -> Substring.Index
  {
    var current = index
    var escaped = false
    while current < text.endIndex {
      let character = text[current]
      if character == "\n" { return current }
      current = text.index(after: current)
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "\"" {
        return current
      }
    }
    return current
  }
}
