/// Chinese text as the house style writes it: a space between Chinese and Latin text stays, but
/// no space stands between two Chinese characters — which a message gets when it puts spaces
/// around a name that happens to be Chinese (`但 子控制器 的 didMove` → `但子控制器的 didMove`).
/// Backtick spans are left as they are.
public enum ChineseSpacing {
  public static func tidy(_ text: String) -> String {
    guard text.contains(" "), text.unicodeScalars.contains(where: { $0.value >= 0x2E80 }) else {
      return text
    }
    let characters = Array(text)
    var result = ""
    var inCode = false
    for (index, character) in characters.enumerated() {
      if character == "`" { inCode.toggle() }
      if character == " ", !inCode, index > 0, index + 1 < characters.count,
        isChinese(characters[index - 1]), isChinese(characters[index + 1])
      {
        continue
      }
      result.append(character)
    }
    return result
  }

  /// A Chinese character or Chinese punctuation (not a wide Latin letter or an emoji).
  static func isChinese(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x3000...0x303F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF01...0xFF0F,
      0xFF1A...0xFF20, 0x20000...0x2FFFD:
      return true
    default:
      return false
    }
  }
}
