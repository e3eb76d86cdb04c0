import Simulation

/// The rule catalogue as `containrepl rules` prints it: a line per rule, one rule in full, or
/// the whole catalogue in Markdown (`docs/rules.md` is this output).
///
/// ```text
/// 2.2    LOG      When a child's view is added to an appeared container that forwards …
/// ```
public struct RuleCatalogRenderer {
  /// The language of the sentences and labels.
  public let language: Language
  /// The rules shown, in catalogue order.
  public let rules: [Rule]
  /// The sources the rules cite, by number.
  public let sources: [String: RuleSource]

  public init(
    language: Language, rules: [Rule] = RuleCatalog.all,
    sources: [String: RuleSource] = RuleCatalog.sources
  ) {
    self.language = language
    self.rules = RuleSection.sorted(rules)
    self.sources = sources
  }

  /// The rule with this number.
  public func rule(_ id: String) -> Rule? {
    rules.first { $0.id.rawValue == id }
      ?? rules.first { $0.id.rawValue.lowercased() == id.lowercased() }
  }

  /// The number closest to `id`, for `did you mean …?`.
  public func nearestID(to id: String) -> String? {
    let ids = rules.map(\.id.rawValue)
    let sameSection = ids.filter { RuleSection(RuleID($0)).key == RuleSection(RuleID(id)).key }
    return sameSection.min { editDistance($0, id) < editDistance($1, id) }
  }

  /// Every rule on a line: number, evidence label, sentence (and what replaced it).
  public func list() -> [String] {
    let idWidth = rules.map { DisplayWidth.of($0.id.rawValue) }.max() ?? 0
    let labelWidth = rules.map { DisplayWidth.of($0.evidence.rawValue) }.max() ?? 0
    return rules.map { rule in
      DisplayWidth.pad(rule.id.rawValue, to: idWidth) + "  "
        + DisplayWidth.pad(rule.evidence.rawValue, to: labelWidth) + "  " + rule.sentence(language)
        + (rule.supersededBy.map { language.pick(" (superseded by \($0))", "（已被 \($0) 取代）") } ?? "")
    }
  }

  /// One rule in full: sentence, evidence, basis, sources, and what supersedes it.
  public func detail(_ rule: Rule) -> [String] {
    let l = language
    var lines = [l.pick("rule \(rule.id) — ", "规则 \(rule.id) —— ") + rule.sentence(l)]
    lines.append(l.pick("evidence: ", "依据：") + rule.evidence.description(l))
    if !rule.basis(l).isEmpty { lines.append(l.pick("basis: ", "根据：") + rule.basis(l)) }
    if rule.evidence.isApproximate {
      lines.append(
        l.pick(
          "containrepl presents this rule as an approximation", "containrepl 把这条规则作为近似展示"))
    }
    if !rule.sources.isEmpty {
      lines.append(l.pick("sources:", "来源："))
      lines += rule.sources.map { "  " + sourceText($0) }
    }
    if let replacement = rule.supersededBy {
      let sentence =
        self.rule(replacement.rawValue).map { l.pick(" — ", " —— ") + $0.sentence(l) } ?? ""
      lines.append(
        l.pick("superseded by \(replacement)", "已被 \(replacement) 取代") + sentence)
    }
    return lines
  }

  private func sourceText(_ id: String) -> String {
    guard let source = sources[id] else { return id }
    return "\(id) \(source.title(language)) <\(source.address(language))>"
  }
}
