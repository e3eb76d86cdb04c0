/// Every rule the simulation applies, looked up by id for `:why`.
public enum RuleCatalog {
  /// The rule with `id`, if the catalog has it.
  public static func rule(_ id: RuleID) -> Rule? { table[id] }

  /// All rules, in catalog order: the revisions first, then the numbered sections.
  public static var all: [Rule] {
    revisionRules + containmentRules + appearanceRules + transitionRules + containerRules
      + pageViewControllerRules + customTransitionRules + surfaceRules + supportRules
  }

  private static let table: [RuleID: Rule] = {
    var table: [RuleID: Rule] = [:]
    for rule in all { table[rule.id] = rule }
    return table
  }()

  static func entry(
    _ id: RuleID, _ evidence: Evidence, _ sources: [String], _ english: String, _ chinese: String,
    basis: (english: String, chinese: String) = ("", ""), supersededBy: RuleID? = nil
  ) -> Rule {
    Rule(
      id: id, evidence: evidence, sources: sources, english: english, chinese: chinese,
      basisEnglish: basis.english, basisChinese: basis.chinese, supersededBy: supersededBy)
  }
}
