import Simulation

/// The arguments each directive takes. An argument a directive does not know is a problem with
/// its line, never silently ignored: a misspelt `point: 3` would otherwise grade every student
/// with the default.
enum DirectiveSchema {
  /// The named values (`points: 2`) and bare flags (`hidden`) a directive accepts.
  struct Allowed {
    var values: Set<String>
    var flags: Set<String>
  }

  /// The kinds of `@Check`, by flag.
  static let checkKinds: Set<String> = [
    "state", "appearance", "log", "no-warnings", "no-errors", "output", "no-orphans",
    "calls-super", "current-spelling", "balanced-appearance", "slide", "clock",
  ]

  static let table: [String: Allowed] = [
    "Tutorial": Allowed(values: ["id", "time", "source", "practice"], flags: []),
    "Exercise": Allowed(
      values: ["id", "method", "selector", "source", "time", "max-steps", "max-time"],
      flags: ["predict"]),
    "Setup": Allowed(values: [], flags: []),
    "Step": Allowed(values: ["id", "source", "kind"], flags: []),
    "Check": Allowed(
      values: ["count", "points", "name", "when", "explain", "hint", "rule", "source"],
      flags: checkKinds.union(["order", "exact", "hidden"])),
    "Hint": Allowed(values: [], flags: []),
    "Assessments": Allowed(values: [], flags: []),
    "Question": Allowed(values: ["id", "source"], flags: []),
    "Choice": Allowed(values: [], flags: ["correct"]),
    "Justification": Allowed(values: [], flags: []),
    "Scenario": Allowed(values: ["id", "title", "source"], flags: []),
    "Run": Allowed(values: [], flags: []),
    "Solution": Allowed(values: [], flags: []),
    "WrongAnswer": Allowed(values: [], flags: []),
    "Prediction": Allowed(values: [], flags: []),
    "Mistake": Allowed(
      values: ["id", "name", "count", "rule", "source"], flags: ["log", "state"]),
  ]

  /// What is wrong with a known directive's arguments (nothing for an unknown directive, which
  /// is a problem of its own).
  static func problems(_ name: String, _ arguments: DirectiveArguments, line: Int)
    -> [FormatProblem]
  {
    guard let allowed = table[name] else { return [] }
    var found: [FormatProblem] = []
    for key in arguments.values.keys.sorted() where !allowed.values.contains(key) {
      let nearest = suggestion(key, among: allowed.values)
      found.append(
        FormatProblem(
          line: line,
          "@\(name) has no attribute '\(shown(key))'"
            + (nearest.map { "; did you mean '\($0)'?" } ?? "")
            + "; see Lessons/README.md",
          "@\(name) 没有属性 '\(shown(key))'" + (nearest.map { "（你是不是想写 '\($0)'？）" } ?? "")
            + "；参见 Lessons/README.md"))
    }
    for flag in arguments.flags.sorted() where !allowed.flags.contains(flag) {
      let what =
        name == "Check"
        ? "@Check has no kind '\(shown(flag))'" : "@\(name) takes no '\(shown(flag))'"
      let chinese =
        name == "Check"
        ? "@Check 没有 '\(shown(flag))' 这种类型" : "@\(name) 不接受 '\(shown(flag))'"
      let nearest = suggestion(flag, among: allowed.flags.union(allowed.values))
      found.append(
        FormatProblem(
          line: line,
          what + (nearest.map { "; did you mean '\($0)'?" } ?? "") + "; see Lessons/README.md",
          chinese + (nearest.map { "（你是不是想写 '\($0)'？）" } ?? "") + "；参见 Lessons/README.md"))
    }
    return found
  }

  /// A word as a problem quotes it: at most 40 characters.
  private static func shown(_ word: String) -> String {
    word.count > 40 ? String(word.prefix(39)) + "…" : word
  }

  /// The known word close to `word` (`points` for `point`), if one is.
  private static func suggestion(_ word: String, among words: Set<String>) -> String? {
    guard word.count <= 40 else { return nil }
    let nearest = words.sorted().min { editDistance($0, word) < editDistance($1, word) }
    guard let nearest, editDistance(nearest, word) <= max(2, word.count / 3) else { return nil }
    return nearest
  }

  /// A rule id the catalogue knows (`rule: 3.2`), or a problem.
  static func rule(_ text: String?, line: Int) -> Result<String?, FormatProblem> {
    guard let text else { return .success(nil) }
    guard RuleCatalog.rule(RuleID(text)) != nil else {
      return .failure(
        FormatProblem(
          line: line, "there is no rule '\(text)'; 'containrepl rules' lists them",
          "没有规则 '\(text)'；'containrepl rules' 会列出所有规则"))
    }
    return .success(text)
  }
}
