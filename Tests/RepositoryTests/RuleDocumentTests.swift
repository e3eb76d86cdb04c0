import Rendering
import Simulation
import TestSupport
import Testing

/// `docs/rules.md` (and its Chinese twin) is the catalogue as `containrepl rules --format
/// markdown` writes it; the catalogue holds together.
@Suite struct RuleDocumentTests {
  @Test(arguments: [(Language.english, "docs/rules.md"), (.chinese, "docs/rules.zh-Hans.md")])
  func theDocumentIsCurrent(_ language: Language, _ path: String) throws {
    let committed = try #require(repositoryFile(path), "\(path) is missing; run make rules-doc")
    #expect(
      committed == RuleCatalogRenderer(language: language).markdown(),
      "\(path) is out of date: run make rules-doc")
  }

  @Test func everyRuleIsListedOnceWithItsSourcesAndReplacements() {
    let ids = RuleCatalog.all.map(\.id)
    #expect(Set(ids).count == ids.count, "a rule number is used twice")
    for rule in RuleCatalog.all {
      for source in rule.sources {
        #expect(RuleCatalog.sources[source] != nil, "rule \(rule.id) cites \(source), not listed")
      }
      if let replacement = rule.supersededBy {
        #expect(RuleCatalog.rule(replacement) != nil, "rule \(rule.id): no rule \(replacement)")
      }
      #expect(!rule.english.isEmpty && !rule.chinese.isEmpty, "rule \(rule.id)")
    }
  }

  /// Every rule the simulation still follows on inference says, in both
  /// languages, what would settle it; at most ten are left; nothing is left unknown.
  @Test func everyInferredRuleSaysWhatWouldSettleIt() {
    let open = RuleCatalog.all.filter { $0.supersededBy == nil }
    let inferred = open.filter { $0.evidence == .inferred || $0.evidence == .inferredLow }
    #expect(inferred.count <= 10, "\(inferred.map(\.id))")
    for rule in inferred {
      #expect(!rule.basisEnglish.isEmpty && !rule.basisChinese.isEmpty, "rule \(rule.id)")
    }
    #expect(open.filter { $0.evidence == .unknown }.map(\.id) == [])
  }
}
