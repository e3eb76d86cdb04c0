import LessonEngine
import Rendering
import Simulation

/// What a class did as a whole: the score distribution, each known mistake and failed check
/// with the students who made it, errors by kind, students whose callback logs are identical
/// (a hint worth a look, not proof), and who changed since a previous grading.
public struct ClassSummary {
  /// A misconception: a known mistake or a failed check, with the students, most common first.
  public struct Misconception: Equatable, Sendable {
    public enum Kind: String, Sendable { case mistake, check }
    public var name: String
    public var kind: Kind
    public var students: [String]
  }

  /// A student whose result changed since the previous grading (nil: not graded then, or now).
  public struct Change: Equatable, Sendable {
    public var student: String
    public var before: PreviousGrade?
    public var after: PreviousGrade?
  }

  public let exercise: String
  public let count: Int
  public let passed: Int
  /// Students per tenth of the maximum: 0–9 %, 10–19 %, …, 90–99 %, then 100 %.
  public let distribution: [Int]
  public let misconceptions: [Misconception]
  public let errors: [(kind: ErrorKind, students: [String])]
  /// Groups of students (two or more) who did not pass and whose callback logs are identical.
  public let similar: [[String]]
  public let changes: [Change]?
  let language: Language

  init(_ report: ClassReport) {
    exercise = report.exercise
    language = report.language
    count = report.rows.count
    passed = report.rows.filter { $0.result.status == .pass }.count
    var buckets = Array(repeating: 0, count: 11)
    var mistakes: [String: (name: String, students: [String])] = [:]
    var checks: [String: [String]] = [:]
    var errorStudents: [ErrorKind: [String]] = [:]
    var logs: [UInt64: [String]] = [:]
    for (row, name) in zip(report.rows, report.names) {
      let result = row.result
      buckets[min(10, Int(result.percent / 10))] += 1
      for mistake in result.mistakes {
        var entry = mistakes[mistake.id] ?? (mistake.name, [])
        if entry.students.last != name { entry.students.append(name) }
        mistakes[mistake.id] = entry
      }
      for test in result.tests where !test.passed {
        if checks[test.name]?.last != name { checks[test.name, default: []].append(name) }
      }
      if result.status == .error {
        errorStudents[result.errorKind ?? .syntax, default: []].append(name)
      }
      if result.status == .fail, let digest = result.logDigest {
        logs[digest, default: []].append(name)
      }
    }
    distribution = buckets
    let found =
      mistakes.values.map { Misconception(name: $0.name, kind: .mistake, students: $0.students) }
      + checks.map { Misconception(name: $0.key, kind: .check, students: $0.value) }
    misconceptions = found.sorted {
      $0.students.count != $1.students.count
        ? $0.students.count > $1.students.count
        : ($0.kind != $1.kind ? $0.kind == .mistake : $0.name < $1.name)
    }
    errors = ErrorKind.allCases.compactMap { kind in
      errorStudents[kind].map { (kind, $0) }
    }
    similar = logs.values.filter { $0.count > 1 }.sorted {
      $0.count != $1.count ? $0.count > $1.count : $0[0] < $1[0]
    }
    changes = report.previous.map { previous in
      var found: [Change] = []
      var seen = Set<String>()
      for (row, name) in zip(report.rows, report.names) {
        seen.insert(name)
        let now = PreviousGrade(
          status: row.result.status.rawValue, score: row.result.score,
          maxScore: row.result.maxScore)
        if previous[name] != now {
          found.append(Change(student: name, before: previous[name], after: now))
        }
      }
      for name in previous.keys.sorted() where !seen.contains(name) {
        found.append(Change(student: name, before: previous[name], after: nil))
      }
      return found
    }
  }

  /// The summary as the table shows it under the students.
  func lines() -> [String] {
    let l = language
    var lines = [
      l.pick(
        "\(exercise): \(passed) of \(count) passed", "\(exercise)：\(count) 名学生中有 \(passed) 名通过")
    ]
    if count > 0 {
      lines.append(l.pick("score distribution:", "得分分布："))
      let most = max(1, distribution.max() ?? 1)
      for (index, number) in distribution.enumerated() {
        let range = index == 10 ? "100%" : "\(index * 10)–\(index * 10 + 9)%"
        let bar = String(repeating: "█", count: (number * 30 + most - 1) / most)
        lines.append(
          "  " + DisplayWidth.pad(range, to: 7) + " " + DisplayWidth.pad(String(number), to: 4)
            + bar)
      }
    }
    if !misconceptions.isEmpty {
      lines.append(l.pick("misconceptions (known mistakes, failed checks):", "常见错误（已知错误、未通过的检查）："))
      for item in misconceptions {
        let kind = item.kind == .mistake ? l.pick("mistake", "已知错误") : l.pick("check", "检查")
        lines.append(
          "  \(item.students.count)×  " + ExerciseReport.clean(item.name)
            + l.pick(" (\(kind)): ", "（\(kind)）：") + names(item.students))
      }
    }
    if !errors.isEmpty {
      lines.append(l.pick("errors by kind:", "按种类统计的出错："))
      for (kind, students) in errors {
        lines.append(
          "  \(students.count)×  " + kind.word(l) + l.pick(": ", "：") + names(students))
      }
    }
    if !similar.isEmpty {
      lines.append(
        l.pick(
          "identical callback logs among answers that did not pass (a hint, not proof):",
          "未通过的答案中回调日志完全相同的（仅供参考，不能据此认定）："))
      for group in similar { lines.append("  " + names(group)) }
    }
    if let changes {
      lines.append(l.pick("changes since the previous grading:", "与上次评分相比的变化："))
      if changes.isEmpty { lines.append(l.pick("  none", "  没有变化")) }
      for change in changes {
        lines.append(
          "  " + ExerciseReport.clean(change.student) + ": " + grade(change.before) + " → "
            + grade(change.after))
      }
    }
    return lines
  }

  /// `summary` in `grade --format json`.
  func json() -> JSON {
    var pairs: [(String, JSON)] = [
      ("count", .number(Double(count))),
      ("passed", .number(Double(passed))),
      (
        "distribution",
        .array(
          distribution.enumerated().map { index, number in
            .object([
              ("from", .number(Double(index * 10))),
              ("to", .number(Double(index == 10 ? 100 : index * 10 + 9))),
              ("students", .number(Double(number))),
            ])
          })
      ),
      (
        "misconceptions",
        .array(
          misconceptions.map {
            .object([
              ("name", .string($0.name)), ("kind", .string($0.kind.rawValue)),
              ("students", .array($0.students.map(JSON.string))),
            ])
          })
      ),
      (
        "errors",
        .array(
          errors.map {
            .object([
              ("kind", .string($0.kind.rawValue)),
              ("students", .array($0.students.map(JSON.string))),
            ])
          })
      ),
      ("similar", .array(similar.map { .array($0.map(JSON.string)) })),
    ]
    if let changes {
      pairs.append(
        (
          "changes",
          .array(
            changes.map {
              .object([
                ("student", .string($0.student)), ("before", $0.before.map(gradeJSON) ?? .null),
                ("after", $0.after.map(gradeJSON) ?? .null),
              ])
            })
        ))
    }
    return .object(pairs)
  }
}

extension ClassSummary {
  /// Students' names in a line, escaped.
  func names(_ students: [String]) -> String {
    students.map(ExerciseReport.clean).joined(separator: language.pick(", ", "、"))
  }

  /// `通过 20/20`, or `–` for no grade.
  func grade(_ grade: PreviousGrade?) -> String {
    guard let grade else { return "–" }
    let word: String
    switch ExerciseResult.Status(rawValue: grade.status) {
    case .pass?: word = language.pick("pass", "通过")
    case .fail?: word = language.pick("fail", "未通过")
    case .error?: word = language.pick("error", "出错")
    case nil: word = ExerciseReport.clean(grade.status)
    }
    return "\(word) \(grade.score)/\(grade.maxScore)"
  }

  func gradeJSON(_ grade: PreviousGrade) -> JSON {
    .object([
      ("status", .string(grade.status)), ("score", .number(Double(grade.score))),
      ("max_score", .number(Double(grade.maxScore))),
    ])
  }
}

extension ErrorKind {
  /// The kind in words.
  func word(_ language: Language) -> String {
    switch self {
    case .syntax:
      return language.pick("not valid Swift or Objective-C", "不是有效的 Swift 或 Objective-C")
    case .unsupported: return language.pick("unsupported", "不支持的代码")
    case .timeOut: return language.pick("time-out", "超时")
    case .notCode: return language.pick("not code", "不是代码")
    case .missingMethod: return language.pick("method missing", "缺少方法")
    case .runtime: return language.pick("stopped by an error", "被错误中止")
    case .unreadable:
      return language.pick("not read (unsafe or unreadable file)", "未读取（不安全或无法读取的文件）")
    }
  }
}

/// A student's result in an earlier `grade --format json` report (`--compare`).
public struct PreviousGrade: Equatable, Sendable {
  public var status: String
  public var score: Int
  public var maxScore: Int

  public init(status: String, score: Int, maxScore: Int) {
    self.status = status
    self.score = score
    self.maxScore = maxScore
  }

  /// The students of an earlier JSON report, by name; nil when the text is not one.
  public static func parse(_ text: String) -> [String: PreviousGrade]? {
    guard let root = JSON.parse(text), let students = root["students"]?.array else { return nil }
    var found: [String: PreviousGrade] = [:]
    for entry in students {
      guard let name = entry["student"]?.string, let status = entry["status"]?.string,
        let score = entry["score"]?.number, let maximum = entry["max_score"]?.number
      else { return nil }
      found[name] = PreviousGrade(status: status, score: Int(score), maxScore: Int(maximum))
    }
    return found
  }
}
