import Rendering
import Simulation

/// Writes exercise results for people (text, table) and programs (JSON, CSV). Every piece of
/// text that may come from an answer is escaped, so no control character reaches a terminal.
public struct ExerciseReport {
  public let language: Language
  /// Show hidden checks' names and reasons (a teacher's view).
  public let showHidden: Bool

  public init(language: Language, showHidden: Bool) {
    self.language = language
    self.showHidden = showHidden
  }

  static func clean(_ text: String) -> String { ValueFormatter.escapeControls(text) }

  // MARK: - One answer

  /// `containrepl check` in text: a line per check, ✓ or ✗ with the reason.
  public func text(_ result: ExerciseResult) -> [String] {
    let l = language
    var lines = [
      "\(result.exercise): \(result.status.rawValue) (\(result.score)/\(result.maxScore))"
    ]
    if result.status == .error {
      lines.append("error: " + ExerciseReport.clean(result.message))
      return lines
    }
    var hiddenFailed = 0
    for test in result.tests {
      if test.isHidden && !showHidden {
        if !test.passed { hiddenFailed += 1 }
        continue
      }
      let mark = test.passed ? "✓" : "✗"
      var line = "\(mark) \(ExerciseReport.clean(test.name)) (\(test.points)/\(test.maxPoints))"
      if !test.passed { line += " — " + ExerciseReport.clean(test.message) }
      lines.append(line)
    }
    let hidden = result.tests.filter(\.isHidden).count
    if hidden > 0 && !showHidden {
      lines.append(
        l.pick(
          "\(hidden) hidden check\(hidden == 1 ? "" : "s"), \(hiddenFailed) failed",
          "\(hidden) 项隐藏检查，其中 \(hiddenFailed) 项没有通过"))
    }
    return lines
  }

  /// `containrepl check --format json`: Exercism's results, version 3.
  public func json(_ result: ExerciseResult) -> JSON {
    .object([
      ("version", .number(3)),
      ("status", .string(result.status.rawValue)),
      ("message", result.status == .pass ? .null : .string(publicMessage(result))),
      ("tests", .array(visibleTests(result).map(testJSON))),
    ])
  }

  func publicMessage(_ result: ExerciseResult) -> String {
    if result.status == .error { return result.message }
    guard let failed = result.tests.first(where: { !$0.passed }) else { return "" }
    return failed.isHidden && !showHidden
      ? language.pick("a hidden check failed", "一项隐藏检查没有通过") : failed.message
  }

  private func visibleTests(_ result: ExerciseResult) -> [TestResult] {
    showHidden ? result.tests : result.tests.filter { !$0.isHidden }
  }

  private func testJSON(_ test: TestResult) -> JSON {
    var pairs: [(String, JSON)] = [
      ("name", .string(test.name)),
      ("status", .string(test.passed ? "pass" : "fail")),
    ]
    pairs.append(("message", test.passed ? .null : .string(test.message)))
    pairs.append(("points", .number(Double(test.points))))
    pairs.append(("max_points", .number(Double(test.maxPoints))))
    if showHidden { pairs.append(("hidden", .bool(test.isHidden))) }
    return .object(pairs)
  }

  // MARK: - A class

  /// One graded file.
  public struct Row: Sendable {
    public var file: String
    public var result: ExerciseResult

    public init(file: String, result: ExerciseResult) {
      self.file = file
      self.result = result
    }
  }

  /// `containrepl grade --format json`.
  public func gradeJSON(exercise: String, _ rows: [Row]) -> JSON {
    let summary = Summary(rows, report: self)
    return .object([
      ("exercise", .string(exercise)),
      (
        "submissions",
        .array(
          rows.map { row in
            .object([
              ("file", .string(row.file)),
              ("status", .string(row.result.status.rawValue)),
              ("score", .number(Double(row.result.score))),
              ("max_score", .number(Double(row.result.maxScore))),
              ("message", row.result.status == .pass ? .null : .string(publicMessage(row.result))),
              ("tests", .array(visibleTests(row.result).map(testJSON))),
            ])
          })
      ),
      (
        "summary",
        .object([
          ("count", .number(Double(rows.count))),
          ("passed", .number(Double(summary.passed))),
          (
            "by_test",
            .array(
              summary.failuresByTest.map {
                .object([("name", .string($0.0)), ("failed", .number(Double($0.1)))])
              })
          ),
          (
            "divergences",
            .array(
              summary.divergences.map {
                .object([("text", .string($0.0)), ("count", .number(Double($0.1)))])
              })
          ),
        ])
      ),
    ])
  }

  /// `containrepl grade --format csv`: a row per file.
  public func csv(_ rows: [Row]) -> [String] {
    func field(_ text: String) -> String {
      let cleaned = ExerciseReport.clean(text)
      let needsQuotes =
        cleaned.contains(where: { $0 == "," || $0 == "\"" || $0 == " " })
        || cleaned.hasPrefix("=") || cleaned.hasPrefix("+") || cleaned.hasPrefix("-")
        || cleaned.hasPrefix("@")
      let safe =
        (cleaned.hasPrefix("=") || cleaned.hasPrefix("+") || cleaned.hasPrefix("-")
          || cleaned.hasPrefix("@")) ? "'" + cleaned : cleaned
      return needsQuotes ? "\"" + safe.replacing("\"", with: "\"\"") + "\"" : safe
    }
    var lines = ["file,status,score,max_score,first_divergence"]
    for row in rows {
      lines.append(
        [
          field(row.file), row.result.status.rawValue, String(row.result.score),
          String(row.result.maxScore),
          field(row.result.status == .pass ? "" : publicMessage(row.result)),
        ].joined(separator: ","))
    }
    return lines
  }

  /// `containrepl grade` as a table, ending with the class summary (the misconception report).
  public func table(exercise: String, _ rows: [Row]) -> [String] {
    let l = language
    let fileWidth = min(
      40, max(4, rows.map { DisplayWidth.of(ExerciseReport.clean($0.file)) }.max() ?? 4))
    var lines = [
      DisplayWidth.pad(l.pick("file", "文件"), to: fileWidth) + "  "
        + DisplayWidth.pad(l.pick("status", "状态"), to: 6)
        + "  " + DisplayWidth.pad(l.pick("score", "得分"), to: 7) + "  "
        + l.pick("first divergence", "第一处偏差")
    ]
    for row in rows {
      let file = DisplayWidth.truncate(ExerciseReport.clean(row.file), to: fileWidth)
      let message =
        row.result.status == .pass
        ? "" : DisplayWidth.truncate(ExerciseReport.clean(publicMessage(row.result)), to: 100)
      lines.append(
        DisplayWidth.pad(file, to: fileWidth) + "  "
          + DisplayWidth.pad(row.result.status.rawValue, to: 6) + "  "
          + DisplayWidth.pad("\(row.result.score)/\(row.result.maxScore)", to: 7) + "  " + message)
    }
    let summary = Summary(rows, report: self)
    lines.append("")
    lines.append(
      l.pick(
        "\(exercise): \(summary.passed) of \(rows.count) passed",
        "\(exercise)：\(rows.count) 份中有 \(summary.passed) 份通过"))
    if !summary.failuresByTest.isEmpty {
      lines.append(l.pick("checks failed most:", "失败最多的检查："))
      for (name, count) in summary.failuresByTest.prefix(5) {
        lines.append("  \(count)×  " + ExerciseReport.clean(name))
      }
    }
    if !summary.divergences.isEmpty {
      lines.append(l.pick("commonest first divergences:", "最常见的第一处偏差："))
      for (text, count) in summary.divergences.prefix(5) {
        lines.append("  \(count)×  " + DisplayWidth.truncate(ExerciseReport.clean(text), to: 120))
      }
    }
    return lines
  }

  /// What a student gets back (`--feedback DIR`): visible checks only unless `showHidden`.
  public func feedback(_ row: Row) -> String {
    ([ExerciseReport.clean(row.file)] + text(row.result)).joined(separator: "\n") + "\n"
  }

  /// Counts over a class.
  struct Summary {
    var passed = 0
    var failuresByTest: [(String, Int)] = []
    var divergences: [(String, Int)] = []

    /// Hidden checks are counted under one anonymous name unless the report shows them.
    init(_ rows: [Row], report: ExerciseReport) {
      var tests: [String: Int] = [:]
      var firsts: [String: Int] = [:]
      let hiddenName = report.language.pick("a hidden check", "一项隐藏检查")
      for row in rows {
        if row.result.status == .pass { passed += 1 }
        for test in row.result.tests where !test.passed {
          tests[test.isHidden && !report.showHidden ? hiddenName : test.name, default: 0] += 1
        }
        if row.result.status != .pass { firsts[report.publicMessage(row.result), default: 0] += 1 }
      }
      failuresByTest = tests.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        .map { ($0.key, $0.value) }
      divergences = firsts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        .map { ($0.key, $0.value) }
    }
  }
}
