import Rendering
import Shell
import Simulation
import Testing

/// `:why` opens with one plain sentence; the rule's evidence labels and source ids wait behind
/// `:why N more`.
struct WhySentenceTests {
  static func session(_ language: Language) -> Session {
    let session = Session(options: SessionOptions(language: language))
    _ = session.handle("let a = UIViewController()")
    _ = session.handle("container.addChild(a)")
    _ = session.handle("container.view.addSubview(a.view)")
    return session
  }

  @Test(arguments: Language.allCases)
  func theFirstAnswerIsOneSentenceWithoutEvidence(_ language: Language) {
    let lines = Self.session(language).handle(":why 2").map(\.text)
    #expect(lines.first == "2  a.willMove(toParent: container)", "\(lines)")
    // The sentence, then the pointer to the rest (the tutor's hints may follow).
    let note = lines.firstIndex { $0.contains(":why 2 more") } ?? lines.count
    #expect(note < lines.count, "\(lines)")
    let said = lines[1..<note].joined(separator: " ")
    #expect(!said.isEmpty, "\(lines)")
    #expect(!said.contains("evidence") && !said.contains("依据"), "\(lines)")
    #expect(!said.contains("S2 ") && !said.contains("<https"), "\(lines)")
    #expect(!said.contains("rule 1.2") && !said.contains("规则 1.2"), "\(lines)")
  }

  @Test(arguments: Language.allCases)
  func moreShowsTheRuleItsEvidenceAndSources(_ language: Language) {
    let lines = Self.session(language).handle(":why 2 more").map(\.text)
    let said = lines.joined(separator: "\n")
    #expect(said.contains(language.pick("evidence: ", "依据：")), "\(said)")
    #expect(said.contains("S2 "), "\(said)")
    #expect(!said.contains(":why 2 more"), "\(said)")
  }

  @Test func aSentenceEndsAtItsFirstFullStop() {
    #expect(
      RuleExplainer.firstSentence("rule 1.2 — addChild(c) calls c.willMove(toParent:). Then more.")
        == "addChild(c) calls c.willMove(toParent:).")
    #expect(RuleExplainer.firstSentence("规则 1.2 —— 第一句。第二句。") == "第一句。")
    #expect(RuleExplainer.firstSentence("no rule is recorded") == "no rule is recorded")
  }
}
