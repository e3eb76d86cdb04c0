import Testing

@testable import CommandLanguage

/// The lexer numbers the words of an input so that the parser can share what it makes of a
/// name; the numbers must tell spellings apart exactly, and the shared names must parse as
/// names made one by one did.
@Suite("Word sharing")
struct WordSharingTests {
  @Test("equal spellings get equal word indices, other tokens none")
  func wordIndices() {
    let (tokens, _, words) = Lexer.tokenizeWithWords(
      Array("a.view.addSubview(a.view) let b = a; \"\\(a)\" viewX".utf8), maxNesting: 200)
    #expect(words.count <= tokens.count)
    var byWord: [Int32: String] = [:]
    for (position, word) in words.enumerated() {
      let spelling = tokens[position].word
      guard word >= 0 else {
        // Only words read as identifiers or keywords carry an index.
        #expect(tokens[position].symbol != nil || spelling == nil)
        continue
      }
      #expect(spelling != nil)
      if let known = byWord[word] { #expect(known == spelling) }
      byWord[word] = spelling
    }
    // `a` (three times at top level), `view` (twice), `addSubview`, `let`, `b`, `viewX`: one
    // index per spelling; the `a` inside the interpolation is not numbered.
    #expect(Set(byWord.values) == ["a", "view", "addSubview", "let", "b", "viewX"])
    #expect(byWord.count == 6)
  }

  @Test("shared names parse like names, inside interpolations too")
  func sharedNames() {
    let result = Parser.parse(SourceText("a.view\na.view\nb = \"\\(a) \\(a)\"\na"))
    #expect(result.diagnostics.isEmpty)
    #expect(result.statements.count == 4)
    guard case .expression(let first) = result.statements[0].kind,
      case .expression(let second) = result.statements[1].kind,
      case .assignment(_, _, let value) = result.statements[2].kind,
      case .expression(let last) = result.statements[3].kind
    else {
      Issue.record("unexpected statements: \(result.statements)")
      return
    }
    // Same text on two lines: equal trees but for the ranges.
    guard case .member(let base, "view", _, false) = first.kind,
      case .member(let otherBase, "view", _, false) = second.kind
    else {
      Issue.record("not members: \(first), \(second)")
      return
    }
    #expect(base.kind == .identifier("a"))
    #expect(otherBase.kind == .identifier("a"))
    #expect(base.range == SourceRange(start: 0, end: 1))
    #expect(otherBase.range == SourceRange(start: 7, end: 8))
    #expect(last.kind == .identifier("a"))
    guard case .interpolatedString(let parts) = value.kind else {
      Issue.record("not an interpolation: \(value)")
      return
    }
    let names = parts.compactMap { part -> Expr.Kind? in
      if case .expression(let expr) = part { return expr.kind }
      return nil
    }
    #expect(names == [.identifier("a"), .identifier("a")])
  }
}
