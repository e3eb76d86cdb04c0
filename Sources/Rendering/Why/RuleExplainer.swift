import Simulation

/// Explains a log line (`:why`): the rule behind it, its evidence, whether it is approximate.
///
/// ```text
/// rule 2.2 — When a child's view is added to an appeared container …
/// evidence: LOG (observed in a published log): S28 Jianshu …; S35 PopupDialog #112
/// ```
public struct RuleExplainer {
  public let language: Language

  public init(language: Language) { self.language = language }

  /// The explanation of a log line; `beneath` is what UIKit did because of it (the lines
  /// indented under a call), which tells which rule a call of the user's falls under.
  public func explain(_ event: Event, beneath: [Event] = []) -> [String] {
    let l = language
    if event.isUserCall,
      let (purpose, cited) = CallExplainer(language: l).explain(event, beneath: beneath)
    {
      let rule = (cited ?? event.rule).flatMap { RuleCatalog.rule($0) }
      return [purpose] + (rule.map(lines) ?? [])
    }
    switch event.kind {
    case .output:
      return [l.pick("your code printed this; no UIKit rule is involved", "这是你的代码打印的；不涉及 UIKit 规则")]
    case .value:
      return [l.pick("the value of the expression you typed", "你输入的表达式的值")]
    case .hostNote:
      return [
        l.pick("a problem with the input itself, found by containrepl", "containrepl 发现的输入本身的问题")
      ]
    default:
      break
    }
    guard let id = event.rule, let rule = RuleCatalog.rule(id) else {
      if case .call = event.kind {
        return [
          l.pick(
            "a call your code made; what UIKit did because of it is indented beneath",
            "你的代码发出的调用；UIKit 因此做的事缩进在它下面")
        ]
      }
      if case .propertySet = event.kind {
        return [l.pick("an assignment your code made", "你的代码做的一次赋值")]
      }
      return [l.pick("no rule is recorded for this line", "这一行没有记录规则")]
    }
    return lines(rule)
  }

  /// A rule: its text, its evidence and sources, and whether it is approximate.
  func lines(_ rule: Rule) -> [String] {
    let l = language
    var lines = [l.pick("rule \(rule.id) — ", "规则 \(rule.id) —— ") + rule.sentence(l)]
    lines.append(l.pick("evidence: ", "依据：") + evidenceText(rule.evidence))
    if let sources = sourcesText(rule.sources) { lines.append(sources) }
    if !rule.basis(l).isEmpty { lines.append(rule.basis(l)) }
    if let newer = rule.supersededBy {
      lines.append(
        l.pick(
          "superseded by rule \(newer): the simulation follows that one",
          "已被规则 \(newer) 取代：模拟按那一条进行"))
    }
    if rule.evidence.isApproximate { lines.append(approximation(rule.evidence)) }
    if rule.evidence == .containrepl {
      lines.append(
        l.pick(
          "this is containrepl's own limit, not UIKit's behaviour",
          "这是 containrepl 自己的限制，不是 UIKit 的行为"))
    }
    return lines
  }

  /// Why a rule is only approximate: read from UIKit's code but seen in no device log, or
  /// inferred.
  private func approximation(_ evidence: Evidence) -> String {
    if evidence == .binary {
      return language.pick(
        "approximate: read from UIKit's code, not yet seen in a device log; containrepl presents it as an approximation",
        "近似：读自 UIKit 的代码，还没有真机日志佐证；containrepl 把它作为近似展示")
    }
    return language.pick(
      "approximate: no Apple document or published log states this exactly; containrepl infers it and presents it as an approximation",
      "近似：没有苹果的文档或公开日志确切说明这一点；这是 containrepl 推断出的规则，仅作为近似展示")
  }

  /// The first sentence of an explanation line, without the rule's number: what `:why` says
  /// before `:why N more`.
  public static func firstSentence(_ line: String) -> String {
    var text = Substring(line)
    for prefix in ["rule ", "规则 "] where text.hasPrefix(prefix) {
      if let dash = text.firstRange(of: " — ") ?? text.firstRange(of: " —— ") {
        text = text[dash.upperBound...]
      }
    }
    for end in [". ", "。"] {
      if let stop = text.firstRange(of: end) {
        return String(text[..<stop.lowerBound]) + (end == "。" ? "。" : ".")
      }
    }
    return String(text)
  }

  /// The label and what it means; a limit of containrepl's own is explained on the next line.
  private func evidenceText(_ evidence: Evidence) -> String {
    evidence == .containrepl ? evidence.rawValue : evidence.description(language)
  }

  /// The sources, by their own titles (in the language they were published in, which a
  /// Chinese reader is told).
  private func sourcesText(_ sources: [String]) -> String? {
    let known = sources.compactMap { RuleCatalog.sources[$0] }
    guard !known.isEmpty else { return nil }
    return language.pick("sources: ", "来源（按原标题）：")
      + known.map { "\($0.id) \($0.title(language)) <\($0.address(language))>" }
      .joined(separator: language.pick("; ", "；"))
  }
}
