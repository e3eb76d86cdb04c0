import ScriptMutation
import Testing

/// Each mutation does what its name says, and the same seed gives the same mutant.
@Suite struct ScriptMutationTests {
  static let script = """
    class Host: UIViewController {
      var count = 3
      func grow() { count += 1 }
    }
    let h = Host()
    h.grow()
    print(h.count)
    """

  static let lines = script.split(separator: "\n", omittingEmptySubsequences: false).map(
    String.init)

  static let context = MutationContext(
    words: ["addChild(", "\n:tree\n"], donors: [["donor line one", "donor line two"]])

  static func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Applies `mutation` to the script with each of a hundred seeds.
  static func mutants(
    _ mutation: ScriptMutation, context: MutationContext = context
  ) -> [String] {
    (0..<100).compactMap { index in
      var random = MutationRandom(seed: 7, index: UInt64(index))
      return mutation.apply(to: script, context: context, random: &random)
    }
  }

  /// The lines of `mutant` that differ from the script's (the two must have as many lines).
  static func changedLines(_ mutant: String) -> [Int] {
    let lines = Self.lines(mutant)
    guard lines.count == Self.lines.count else { return Array(lines.indices) }
    return lines.indices.filter { lines[$0] != Self.lines[$0] }
  }

  /// Whether `small` is `large` with some elements left out, in order.
  static func isSubsequence(_ small: [String], of large: [String]) -> Bool {
    var rest = large[...]
    for element in small {
      guard let found = rest.firstIndex(of: element) else { return false }
      rest = rest[(found + 1)...]
    }
    return true
  }

  @Test func theSameSeedMakesTheSameMutants() {
    let mutator = ScriptMutator(context: Self.context)
    var first = MutationRandom(seed: 42, index: 9)
    var second = MutationRandom(seed: 42, index: 9)
    var other = MutationRandom(seed: 42, index: 10)
    let a = mutator.mutate(Self.script, random: &first)
    let b = mutator.mutate(Self.script, random: &second)
    let c = mutator.mutate(Self.script, random: &other)
    #expect(a.text == b.text && a.applied == b.applied)
    #expect(!a.applied.isEmpty && a.applied.count <= 4)
    #expect(a.text != c.text || a.applied != c.applied)
  }

  @Test func theGeneratorsNumbersStayInRange() {
    var random = MutationRandom(seed: 0)
    for _ in 0..<1_000 {
      #expect((0..<7).contains(random.below(7)))
      #expect((10...200).contains(random.within(10...200)))
    }
    var one = MutationRandom(seed: 1)
    var two = MutationRandom(seed: 2)
    #expect(one.next() != two.next())
  }

  @Test func deleteLinesRemovesOneToThreeConsecutiveLines() {
    for mutant in Self.mutants(.deleteLines) {
      let lines = Self.lines(mutant)
      #expect((1...3).contains(Self.lines.count - lines.count))
      let start = zip(lines, Self.lines).prefix { $0 == $1 }.count
      let removed = Self.lines.count - lines.count
      #expect(Array(Self.lines[..<start] + Self.lines[(start + removed)...]) == lines)
    }
  }

  @Test func duplicateLinesCopiesLinesRightAfterThemselves() {
    for mutant in Self.mutants(.duplicateLines) {
      let lines = Self.lines(mutant)
      let added = lines.count - Self.lines.count
      #expect((1...3).contains(added))
      let start = zip(lines, Self.lines).prefix { $0 == $1 }.count
      // The copy follows the lines it copies; which ones is ambiguous only when lines repeat.
      let copy = Array(lines[start..<start + added])
      #expect(Array(lines[(start - added)..<start]) == copy || start < added)
      #expect(Self.isSubsequence(Self.lines, of: lines))
    }
  }

  @Test func swapLinesExchangesTwoLines() {
    for mutant in Self.mutants(.swapLines) {
      let lines = Self.lines(mutant)
      let changed = lines.indices.filter { lines[$0] != Self.lines[$0] }
      #expect(changed.count == 2)
      if changed.count == 2 {
        #expect(lines[changed[0]] == Self.lines[changed[1]])
        #expect(lines[changed[1]] == Self.lines[changed[0]])
      }
    }
  }

  @Test func moveLineKeepsEveryLine() {
    for mutant in Self.mutants(.moveLine) {
      #expect(Self.lines(mutant).sorted() == Self.lines.sorted())
    }
  }

  @Test func truncateLeavesAPrefix() {
    let mutants = Self.mutants(.truncate)
    for mutant in mutants {
      #expect(Self.script.hasPrefix(mutant) && mutant.count < Self.script.count)
    }
    #expect(Set(mutants).count > 50)
  }

  @Test func insertWordPutsADictionaryWordAtATokenBoundary() {
    for mutant in Self.mutants(.insertWord) {
      let word = Self.context.words.first { mutant.contains($0) }
      #expect(word != nil)
      if let word, let range = mutant.firstRange(of: word) {
        var removed = mutant
        removed.removeSubrange(range)
        #expect(removed == Self.script)
      }
    }
  }

  @Test func replaceWordChangesOneWordOfOneLine() {
    let words = MutationContext(words: ["addChild"], donors: [])
    let mutants = Self.mutants(.replaceWord, context: words)
    for mutant in mutants {
      let changed = Self.changedLines(mutant)
      #expect(changed.count == 1)
      if let line = changed.first {
        let before = ScriptTokens.split(Substring(Self.lines[line]))
        let after = ScriptTokens.split(Substring(Self.lines(mutant)[line]))
        #expect(before.count == after.count)
        #expect(zip(before, after).filter { $0 != $1 }.count == 1)
      }
    }
    #expect(mutants.contains { $0.contains("addChild") })
  }

  @Test func spliceLinesInsertsLinesOfADonor() {
    for mutant in Self.mutants(.spliceLines) {
      let lines = Self.lines(mutant)
      #expect(lines.filter { !Self.lines.contains($0) }.allSatisfy { $0.hasPrefix("donor line") })
      #expect(Self.isSubsequence(Self.lines, of: lines) && lines.count > Self.lines.count)
    }
  }

  @Test func repeatLineRepeatsALineTenToTwoHundredTimes() {
    for mutant in Self.mutants(.repeatLine) {
      let added = Self.lines(mutant).count - Self.lines.count
      #expect((10...200).contains(added))
    }
  }

  @Test func referenceNameUsesADeclaredName() {
    let declared = ["Host", "count", "grow", "h"]
    for mutant in Self.mutants(.referenceName) {
      let lines = Self.lines(mutant)
      #expect(lines.count == Self.lines.count + 1)
      let added = lines.first { !Self.lines.contains($0) } ?? ""
      #expect(declared.contains { added.contains($0) }, "\(added)")
    }
  }

  @Test func extremeNumberReplacesANumberWithABoundaryValue() {
    for mutant in Self.mutants(.extremeNumber) {
      let changed = Self.changedLines(mutant)
      #expect(changed.count == 1)
      guard let line = changed.first else { continue }
      // The line is the script's with one number (3 or 1) replaced by a boundary value.
      let original = Self.lines[line]
      let number = original.contains("3") ? "3" : "1"
      let candidates = ScriptMutation.extremeNumbers.map {
        original.replacing(number, with: $0, maxReplacements: 1)
      }
      #expect(candidates.contains(Self.lines(mutant)[line]))
    }
    var random = MutationRandom(seed: 1)
    let noNumbers = ScriptMutation.extremeNumber.apply(
      to: "let a = b", context: Self.context, random: &random)
    #expect(noNumbers == nil)
  }

  @Test func breakBracketAddsOrRemovesOneBracket() {
    let brackets = Set("(){}[]")
    let count = Self.script.filter(brackets.contains).count
    for mutant in Self.mutants(.breakBracket) {
      #expect(abs(mutant.filter(brackets.contains).count - count) == 1)
      #expect(
        mutant.filter { !brackets.contains($0) } == Self.script.filter { !brackets.contains($0) })
    }
  }

  @Test func tokensJoinBackIntoTheText() {
    let text = #"  let s = "a \"b\" c" + x1_y[0]; // done"#
    let tokens = ScriptTokens.split(Substring(text))
    #expect(tokens.joined() == text)
    #expect(tokens.contains(#""a \"b\" c""#))
    #expect(tokens.contains("x1_y") && tokens.contains("  "))
  }

  @Test func dictionaryEntriesAreUnescaped() {
    let text = """
      # a comment
      "let "
      name="\\x0a:tree\\x0a"
      "NSLog(@\\"%@\\", "
      """
    #expect(FuzzDictionary.words(in: text) == ["let ", "\n:tree\n", "NSLog(@\"%@\", "])
  }
}
