/// Finds English prose in text meant for a Chinese reader: three or more English words in a row,
/// one of them a word only a sentence uses. Code, names, quoted words, addresses and the log's
/// labels (`error:`, `hint:`) are left out first, since those stay as they are in Chinese.
enum EnglishInChinese {
  static let sentenceWords: Set<String> = [
    "the", "a", "an", "is", "are", "was", "of", "to", "in", "on", "not", "no", "and", "or", "for",
    "with", "be", "it", "this", "that", "has", "have", "can", "cannot", "does", "do", "its", "by",
    "from", "at", "as", "if", "when", "only", "after", "before", "your", "you", "there", "here",
  ]

  /// The first English sentence found, or nil.
  static func sentence(in text: String) -> String? {
    var plain = ""
    var skipping: Character?
    for character in text {
      if let closing = skipping {
        if character == closing { skipping = nil }
        plain.append(" ")
        continue
      }
      switch character {
      case "`": skipping = "`"
      case "'": skipping = "'"
      case "<": skipping = ">"
      default:
        plain.append(character)
        continue
      }
      plain.append(" ")
    }
    var run: [String] = []
    func check() -> String? {
      defer { run.removeAll() }
      guard run.count >= 3, run.contains(where: { sentenceWords.contains($0.lowercased()) }) else {
        return nil
      }
      return run.joined(separator: " ")
    }
    for word in plain.split(whereSeparator: { $0 == " " }) {
      // A word in a sentence: letters only, maybe ending in , ; or :. Code-like words (dots,
      // parentheses, underscores, capitals inside) end a run.
      var letters = String(word)
      while let last = letters.last, ",;:.".contains(last) { letters.removeLast() }
      let isWord =
        !letters.isEmpty && letters.allSatisfy { $0.isASCII && $0.isLetter }
        && !letters.dropFirst().contains(where: \.isUppercase)
      if isWord {
        run.append(letters)
        if letters.count < word.count, let found = check() { return found }
      } else if let found = check() {
        return found
      }
    }
    return check()
  }
}
