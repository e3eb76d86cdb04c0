import LessonEngine
import Rendering
import Simulation

/// Writes one answer's result for the student (text, feedback) and for programs (Exercism's
/// JSON). Every piece of text that may come from an answer is escaped, so no control character
/// reaches a terminal.
public struct ExerciseReport {
  public let language: Language
  /// Show hidden checks' names and reasons (a teacher's view).
  public let showHidden: Bool

  public init(language: Language, showHidden: Bool) {
    self.language = language
    self.showHidden = showHidden
  }

  static func clean(_ text: String) -> String { UTF8Text.escapingControls(text) }

  // MARK: - One answer

  /// `containrepl check` in text: the known mistakes, then a line per check, ✓ or ✗, and for
  /// each failure what happened, what was expected, the author's explanation and hint, and the
  /// rule behind it.
  public func text(_ result: ExerciseResult) -> [String] {
    let l = language
    // Appended piece by piece: interpolating each line cost more than all else in a letter.
    var head = result.exercise
    head += l.pick(": ", "：")
    head += statusWord(result.status)
    head += l.pick(" (", "（")
    head += String(result.score) + "/" + String(result.maxScore)
    head += l.pick(")", "）")
    var lines = [head]
    // Each rule is said once in a result: a later check or mistake on the same rule names it.
    var said = Set<String>()
    if result.status == .error {
      lines.append("error: " + ExerciseReport.clean(result.message))
      lines += result.notes.map { "note: " + ExerciseReport.clean($0) }
      return lines
    }
    for mistake in result.mistakes {
      lines.append(
        l.pick("known mistake: ", "已知错误：") + ExerciseReport.clean(mistake.name)
          + (mistake.explanation.isEmpty
            ? "" : l.pick(" — ", "——") + ExerciseReport.clean(mistake.explanation)))
      if let rule = mistake.rule { lines.append("    " + ruleLine(rule, said: &said)) }
    }
    var hiddenFailed = 0
    for test in result.tests {
      if test.isHidden && !showHidden {
        if !test.passed { hiddenFailed += 1 }
        continue
      }
      var line = test.passed ? "✓ " : "✗ "
      line += ExerciseReport.clean(test.name)
      line += l.pick(" (", "（")
      line += String(test.points)
      line += "/"
      line += String(test.maxPoints)
      line += l.pick(")", "）")
      if !test.passed {
        line += l.pick(" — ", "—— ")
        line += ExerciseReport.clean(test.shownMessage)
      }
      lines.append(line)
      if !test.passed { lines += details(test, said: &said).map { "    " + $0 } }
    }
    let hidden = result.tests.filter(\.isHidden).count
    if hidden > 0 && !showHidden {
      lines.append(
        l.pick(
          "\(hidden) hidden check\(hidden == 1 ? "" : "s"), \(hiddenFailed) failed",
          "\(hidden) 项隐藏检查，其中 \(hiddenFailed) 项没有通过"))
    }
    lines += result.notes.map { "note: " + ExerciseReport.clean($0) }
    return lines
  }

  /// The status in the interface language (通过 / 未通过 / 出错 in Chinese).
  public func statusWord(_ status: ExerciseResult.Status) -> String {
    switch status {
    case .pass: return language.pick("pass", "通过")
    case .fail: return language.pick("fail", "未通过")
    case .error: return language.pick("error", "出错")
    }
  }

  /// The lines under a failed check: expected, why, hint, rule (by its id alone when `said`
  /// holds it already).
  func details(_ test: TestResult, said: inout Set<String>) -> [String] {
    let l = language
    var lines: [String] = []
    if !test.expected.isEmpty, !test.name.hasSuffix(test.expected) {
      lines.append(l.pick("expected: ", "应当：") + ExerciseReport.clean(test.expected))
    }
    if !test.explanation.isEmpty {
      lines.append(l.pick("why: ", "原因：") + ExerciseReport.clean(test.explanation))
    }
    if !test.hint.isEmpty {
      lines.append(l.pick("hint: ", "提示：") + ExerciseReport.clean(test.hint))
    }
    if let rule = test.rule { lines.append(ruleLine(rule, said: &said)) }
    return lines
  }

  /// `rule 3.2 — sentence`, as `:why` and `containrepl rules 3.2` show it; a rule already
  /// said in this result is named only (`rule 3.2, as above`).
  func ruleLine(_ id: String, said: inout Set<String>) -> String {
    guard said.insert(id).inserted else {
      return language.pick("rule \(id), as above", "规则 \(id)，同上")
    }
    let sentence = RuleCatalog.rule(RuleID(id))?.sentence(language) ?? ""
    return language.pick("rule \(id)", "规则 \(id)")
      + (sentence.isEmpty ? "" : language.pick(" — ", " —— ") + sentence)
  }

  /// What went wrong, in a line: the known mistakes by name, then the first visible failure.
  public func summaryLine(_ result: ExerciseResult) -> String {
    if result.status == .error { return result.message }
    var parts = result.mistakes.map { language.pick("mistake: ", "错误：") + $0.name }
    let failed = result.tests.filter { !$0.passed && (showHidden || !$0.isHidden) }
    if let first = failed.first {
      parts.append(first.name + language.pick(": ", "：") + first.shownMessage)
    }
    let hiddenFailed = result.tests.filter { !$0.passed && $0.isHidden }.count
    if failed.isEmpty, !showHidden, hiddenFailed > 0 {
      parts.append(language.pick("a hidden check failed", "一项隐藏检查没有通过"))
    }
    if failed.count > 1 {
      parts.append(language.pick("\(failed.count - 1) more", "另有 \(failed.count - 1) 项"))
    }
    return parts.joined(separator: language.pick("; ", "；"))
  }

  /// `containrepl check --format json`: Exercism's results, version 3 (`task_id`, `output` and
  /// `test_code` per test), with the points and the rule as extra keys.
  public func json(_ result: ExerciseResult) -> JSON {
    var pairs: [(String, JSON)] = [
      ("version", .number(3)),
      ("status", .string(result.status.rawValue)),
      ("message", result.status == .pass ? .null : .string(publicMessage(result))),
      ("tests", .array(visibleTests(result).map(testJSON))),
    ]
    if !result.mistakes.isEmpty {
      pairs.append(("mistakes", .array(result.mistakes.map(mistakeJSON))))
    }
    pairs.append(("score", .number(Double(result.score))))
    pairs.append(("max_score", .number(Double(result.maxScore))))
    if let kind = result.errorKind { pairs.append(("error_kind", .string(kind.rawValue))) }
    return .object(pairs)
  }

  func publicMessage(_ result: ExerciseResult) -> String {
    if result.status == .error { return result.message }
    guard let failed = result.tests.first(where: { !$0.passed }) else { return "" }
    return failed.isHidden && !showHidden
      ? language.pick("a hidden check failed", "一项隐藏检查没有通过") : failed.shownMessage
  }

  func visibleTests(_ result: ExerciseResult) -> [TestResult] {
    showHidden ? result.tests : result.tests.filter { !$0.isHidden }
  }

  func testJSON(_ test: TestResult) -> JSON {
    var pairs: [(String, JSON)] = [
      ("name", .string(test.name)),
      ("status", .string(test.passed ? "pass" : "fail")),
    ]
    pairs.append(("message", test.passed ? .null : .string(test.shownMessage)))
    pairs.append(("output", test.output.isEmpty ? .null : .string(test.output)))
    pairs.append(("test_code", .string(test.testCode)))
    pairs.append(("task_id", .number(Double(test.taskID))))
    pairs.append(("points", .number(Double(test.points))))
    pairs.append(("max_points", .number(Double(test.maxPoints))))
    if !test.passed {
      if !test.expected.isEmpty, !test.name.hasSuffix(test.expected) {
        pairs.append(("expected", .string(test.expected)))
      }
      if let rule = test.rule { pairs.append(("rule", .string(rule))) }
      if !test.explanation.isEmpty { pairs.append(("explanation", .string(test.explanation))) }
      if !test.hint.isEmpty { pairs.append(("hint", .string(test.hint))) }
    }
    if showHidden { pairs.append(("hidden", .bool(test.isHidden))) }
    return .object(pairs)
  }

  func mistakeJSON(_ mistake: MistakeHit) -> JSON {
    var pairs: [(String, JSON)] = [
      ("id", .string(mistake.id)), ("name", .string(mistake.name)),
      ("explanation", .string(mistake.explanation)),
    ]
    if let rule = mistake.rule { pairs.append(("rule", .string(rule))) }
    return .object(pairs)
  }
}
