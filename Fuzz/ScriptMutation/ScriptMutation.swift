/// One way to change a script, as a person editing it might by mistake: each works on lines or
/// on token boundaries, so most mutants still parse and reach the interpreter.
public enum ScriptMutation: String, CaseIterable, Sendable {
  /// Removes one to three consecutive lines (a guard, an assignment, a closing brace).
  case deleteLines
  /// Copies one to three consecutive lines right after themselves.
  case duplicateLines
  /// Exchanges two lines.
  case swapLines
  /// Takes one line out and puts it back elsewhere (into another method or accessor).
  case moveLine
  /// Cuts the script after some character, as an unfinished file ends.
  case truncate
  /// Inserts a dictionary word at a token boundary of a line.
  case insertWord
  /// Puts another word of the script, or a dictionary word, in place of a word.
  case replaceWord
  /// Inserts one to five consecutive lines of a seed script (maybe this one) somewhere.
  case spliceLines
  /// Repeats a line ten to two hundred times.
  case repeatLine
  /// Inserts a line that uses a name the script declares (a class, method or property), so
  /// that initialisers, accessors and methods come to reach themselves.
  case referenceName
  /// Puts a boundary value in place of a number.
  case extremeNumber
  /// Deletes one bracket, brace or parenthesis, or inserts one.
  case breakBracket

  /// The mutant, or nil when the mutation has nothing to work on (no numbers to replace, …).
  public func apply(
    to text: String, context: MutationContext, random: inout MutationRandom
  ) -> String? {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch self {
    case .deleteLines:
      let (start, count) = lineRange(in: lines, maximum: 3, random: &random)
      lines.removeSubrange(start..<start + count)
    case .duplicateLines:
      let (start, count) = lineRange(in: lines, maximum: 3, random: &random)
      lines.insert(contentsOf: lines[start..<start + count], at: start + count)
    case .swapLines:
      guard lines.count >= 2 else { return nil }
      let first = random.below(lines.count)
      let second = (first + 1 + random.below(lines.count - 1)) % lines.count
      lines.swapAt(first, second)
    case .moveLine:
      guard lines.count >= 2 else { return nil }
      let line = lines.remove(at: random.below(lines.count))
      lines.insert(line, at: random.below(lines.count + 1))
    case .truncate:
      guard !text.isEmpty else { return nil }
      return String(text.prefix(random.below(text.count)))
    case .insertWord:
      guard !context.words.isEmpty else { return nil }
      let index = random.below(lines.count)
      let tokens = ScriptTokens.split(Substring(lines[index]))
      let at = random.below(tokens.count + 1)
      lines[index] =
        tokens[..<at].joined() + random.pick(context.words) + tokens[at...].joined()
    case .replaceWord:
      return replaceWord(in: &lines, context: context, random: &random) ? joined(lines) : nil
    case .spliceLines:
      guard !context.donors.isEmpty else { return nil }
      let donor = random.pick(context.donors)
      let (start, count) = lineRange(in: donor, maximum: 5, random: &random)
      lines.insert(contentsOf: donor[start..<start + count], at: random.below(lines.count + 1))
    case .repeatLine:
      let index = random.below(lines.count)
      let copies = random.within(10...200)
      lines.insert(
        contentsOf: Array(repeating: lines[index], count: copies), at: index + 1)
    case .referenceName:
      let names = DeclaredNames.find(in: lines)
      guard !names.isEmpty else { return nil }
      let use = DeclaredNames.use(of: random.pick(names), random: &random)
      let index = random.below(lines.count + 1)
      let indentation = index < lines.count ? lines[index].prefix { $0 == " " } : ""
      lines.insert(indentation + use, at: index)
    case .extremeNumber:
      return replaceNumber(in: &lines, random: &random) ? joined(lines) : nil
    case .breakBracket:
      return breakBracket(in: text, random: &random)
    }
    return joined(lines)
  }

  /// Boundary values for `extremeNumber`: zero, negatives, overflow, tiny and huge.
  public static let extremeNumbers = [
    "0", "-1", "1e308", "-1e308", "2147483648", "9223372036854775807",
    "99999999999999999999", "0.0000001", "1000000", "-0.0", "1_000_000_000",
  ]

  private func joined(_ lines: [String]) -> String { lines.joined(separator: "\n") }

  /// A start and a length of one to `maximum` lines that fit in `lines` (at least one line).
  private func lineRange<Line>(
    in lines: [Line], maximum: Int, random: inout MutationRandom
  ) -> (start: Int, count: Int) {
    let start = random.below(lines.count)
    return (start, random.within(1...min(maximum, lines.count - start)))
  }

  private func replaceWord(
    in lines: inout [String], context: MutationContext, random: inout MutationRandom
  ) -> Bool {
    var scriptWords: [Substring] = []
    for line in lines {
      scriptWords += ScriptTokens.split(Substring(line)).filter(ScriptTokens.isWord)
    }
    guard !scriptWords.isEmpty else { return false }
    for _ in 0..<8 {
      let index = random.below(lines.count)
      var tokens = ScriptTokens.split(Substring(lines[index]))
      let words = tokens.indices.filter { ScriptTokens.isWord(tokens[$0]) }
      guard !words.isEmpty else { continue }
      let at = random.pick(words)
      let replacement =
        context.words.isEmpty || random.chance(60)
        ? String(random.pick(scriptWords)) : random.pick(context.words)
      guard replacement != tokens[at] else { continue }
      tokens[at] = Substring(replacement)
      lines[index] = tokens.joined()
      return true
    }
    return false
  }

  private func replaceNumber(in lines: inout [String], random: inout MutationRandom) -> Bool {
    var places: [(line: Int, token: Int)] = []
    var tokenized: [[Substring]] = []
    for (number, line) in lines.enumerated() {
      let tokens = ScriptTokens.split(Substring(line))
      tokenized.append(tokens)
      places += tokens.indices.filter { ScriptTokens.isNumber(tokens[$0]) }.map { (number, $0) }
    }
    guard !places.isEmpty else { return false }
    let place = random.pick(places)
    var tokens = tokenized[place.line]
    tokens[place.token] = Substring(random.pick(Self.extremeNumbers))
    lines[place.line] = tokens.joined()
    return true
  }

  private func breakBracket(in text: String, random: inout MutationRandom) -> String? {
    let brackets: [Character] = ["(", ")", "{", "}", "[", "]"]
    var characters = Array(text)
    let present = characters.indices.filter { brackets.contains(characters[$0]) }
    if !present.isEmpty, random.chance(50) {
      characters.remove(at: random.pick(present))
    } else {
      characters.insert(random.pick(brackets), at: random.below(characters.count + 1))
    }
    return String(characters)
  }
}
