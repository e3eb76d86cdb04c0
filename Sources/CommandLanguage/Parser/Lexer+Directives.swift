extension Lexer {
  /// The preprocessor lines the lexer consumes itself: `#import`, `#pragma mark`, … are
  /// dropped; `#if`/`#ifdef`/`#elseif`/`#else`/`#endif` keep the first branch whose condition
  /// holds, as `PreprocessorCondition` decides it.
  static let droppedDirectives: Set<String> = [
    "import", "include", "pragma", "warning", "error", "line", "include_next",
    "sourceLocation",
  ]
  static let conditionalDirectives: Set<String> = [
    "if", "ifdef", "ifndef", "elif", "elseif", "else", "endif",
  ]

  /// Handles a `#` at the start of a line: returns a directive token for the parser
  /// (`#define`), or nil when the line was consumed here; a `#` that starts no directive
  /// (`#selector(…)`) is lexed as a symbol.
  mutating func lexDirective() -> TokenKind? {
    let start = index
    var position = index + 1
    while position < end, bytes[position] == ASCII.space || bytes[position] == ASCII.tab {
      position += 1
    }
    var wordEnd = position
    while wordEnd < end, Self.isIdentifierBody(bytes[wordEnd]) { wordEnd += 1 }
    let word = String(decoding: bytes[position..<wordEnd], as: UTF8.self)
    if word == "define" {
      index = wordEnd
      recordDefinition()
      return .directive(word)
    }
    if word == "undef" {
      index = wordEnd
      let name = directiveRest().split(separator: " ").first.map(String.init) ?? ""
      macros[name] = nil
      return nil
    }
    if Self.droppedDirectives.contains(word) {
      skipDirectiveLine()
      return nil
    }
    guard Self.conditionalDirectives.contains(word) else {
      index = start + 1
      return .symbol(.hash)
    }
    index = wordEnd
    let condition = directiveRest()
    switch word {
    case "if", "ifdef", "ifndef":
      let holds: Bool
      switch word {
      case "if": holds = conditionHolds(condition)
      case "ifdef": holds = isDefined(condition)
      default: holds = !isDefined(condition)
      }
      conditionals.append(holds)
      if !holds { skipInactiveBranch() }
    case "elif", "elseif", "else":
      // Reached from an active branch: a branch was taken, so the rest is skipped.
      if !conditionals.isEmpty { skipInactiveBranch() }
    default:
      if !conditionals.isEmpty { conditionals.removeLast() }
    }
    return nil
  }

  /// Skips the rest of a directive line, with its `\` continuations.
  mutating func skipDirectiveLine() {
    _ = directiveRest()
  }

  /// Skips a `\` that ends its line (spaces after it allowed, as clang warns and accepts) and
  /// the line feed after it; false, moving nothing, when the line goes on after the `\`.
  mutating func splicesLine() -> Bool {
    var position = index + 1
    while position < end,
      bytes[position] == ASCII.space || bytes[position] == ASCII.tab
        || bytes[position] == ASCII.carriageReturn
    {
      position += 1
    }
    guard position < end, bytes[position] == ASCII.lineFeed else { return false }
    index = position + 1
    return true
  }

  /// The rest of a directive line, with its `\` continuations; the line feed is not consumed.
  mutating func directiveRest() -> String {
    var text: [UInt8] = []
    while index < end, bytes[index] != ASCII.lineFeed {
      if bytes[index] == ASCII.backslash, index + 1 < end, bytes[index + 1] == ASCII.lineFeed {
        index += 2
        continue
      }
      text.append(bytes[index])
      index += 1
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Skips lines of a branch not taken, up to the `#elseif`/`#else` that is taken or the
  /// `#endif` of its `#if` (nested conditionals inside are skipped whole).
  mutating func skipInactiveBranch() {
    var nested = 0
    while index < end {
      skipToLineEnd()
      if index < end { index += 1 }
      var position = index
      while position < end, bytes[position] == ASCII.space || bytes[position] == ASCII.tab {
        position += 1
      }
      guard position < end, bytes[position] == ASCII.hash else { continue }
      position += 1
      while position < end, bytes[position] == ASCII.space || bytes[position] == ASCII.tab {
        position += 1
      }
      var wordEnd = position
      while wordEnd < end, Self.isIdentifierBody(bytes[wordEnd]) { wordEnd += 1 }
      let word = String(decoding: bytes[position..<wordEnd], as: UTF8.self)
      index = wordEnd
      switch word {
      case "if", "ifdef", "ifndef":
        nested += 1
      case "endif" where nested > 0:
        nested -= 1
      case "endif":
        if !conditionals.isEmpty { conditionals.removeLast() }
        skipDirectiveLine()
        return
      case "elif",
        "elseif" where nested == 0:
        let condition = directiveRest()
        if conditionals.last == false, conditionHolds(condition) {
          conditionals[conditionals.count - 1] = true
          return
        }
      case "else" where nested == 0:
        skipDirectiveLine()
        if conditionals.last == false {
          conditionals[conditionals.count - 1] = true
          return
        }
      default:
        break
      }
    }
  }

  /// Whether a conditional's condition holds, with the macros defined so far.
  func conditionHolds(_ condition: String) -> Bool {
    PreprocessorCondition.holds(condition, macros: macros)
  }

  /// Whether the macro an `#ifdef` or `#ifndef` names is defined.
  func isDefined(_ condition: String) -> Bool {
    let name = condition.split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? ""
    return macros[String(name)] != nil
  }

  /// Notes the macro a `#define` at `index` names, without consuming the line: the parser
  /// reads it, and later `#ifdef`s and `#if`s see it.
  mutating func recordDefinition() {
    let saved = index
    defer { index = saved }
    let line = directiveRest()
    var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
    guard let first = words.first else { return }
    let name = first.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !name.isEmpty else { return }
    words = words.dropFirst()
    let value = name.count == first.count ? words.first.flatMap { Int($0) } : nil
    macros[String(name)] = value ?? (words.isEmpty ? 1 : 0)
  }
}

extension Substring {
  /// The substring without the trailing characters that match.
  func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
    var result = self
    while let last = result.last, predicate(last) { result = result.dropLast() }
    return result
  }
}
