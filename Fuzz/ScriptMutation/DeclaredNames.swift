/// The names a script declares — classes, methods, properties, variables — and lines that use
/// them, for the `referenceName` mutation.
enum DeclaredNames {
  /// Keywords after which a Swift declaration names what it declares.
  private static let introducers: Set<Substring> = [
    "class", "struct", "enum", "protocol", "func", "var", "let", "case", "extension",
  ]

  /// The declared names, in order of appearance, each once.
  static func find(in lines: [String]) -> [String] {
    var names: [String] = []
    for line in lines {
      let words = ScriptTokens.split(Substring(line)).filter { !ScriptTokens.isBlank($0) }
      for (index, word) in words.enumerated() where index + 1 < words.count {
        if introducers.contains(word) || word == "interface" || word == "implementation" {
          names.append(String(words[index + 1]))
        }
      }
      // Objective-C: `- (T)name…` declares a method, `@property (…) T *name;` a property.
      if let first = words.first, first == "-" || first == "+",
        let close = words.firstIndex(of: ")"), close + 1 < words.count
      {
        names.append(String(words[close + 1]))
      }
      if words.contains("property"), let last = words.last(where: ScriptTokens.isWord) {
        names.append(String(last))
      }
    }
    var seen: Set<String> = []
    return names.filter { ScriptTokens.isWord(Substring($0)) && seen.insert($0).inserted }
  }

  /// One line that uses `name`, in Swift or in Objective-C.
  static func use(of name: String, random: inout MutationRandom) -> String {
    let templates = [
      "\(name)()", "_ = \(name)", "self.\(name) = self.\(name)", "\(name) = \(name)",
      "let again = \(name)()", "print(\(name))", "[self \(name)];", "[[\(name) alloc] init];",
      "self.\(name) = self.\(name);", "NSLog(@\"%@\", \(name));",
    ]
    return random.pick(templates)
  }
}
