import CommandLanguage
import Rendering
import Simulation

/// One check of an exercise, as a result.
public struct TestResult: Equatable, Sendable {
  public var name: String
  public var scenario: String
  public var passed: Bool
  /// Why it failed, in the checker's words (empty when it passed): what the class summary
  /// and the answer corpus compare.
  public var message: String
  public var points: Int
  public var maxPoints: Int
  public var isHidden: Bool
  /// What happened, in UIKit terms, for the student (failed checks).
  public var happened: String = ""
  /// What the check expected, in UIKit terms (failed checks).
  public var expected: String = ""
  /// The rule behind the failure (`3.2`), as `:why` names it.
  public var rule: String?
  /// The author's explanation and hint (failed checks).
  public var explanation: String = ""
  public var hint: String = ""
  /// The code that exercised the answer and what the check looks for (Exercism's `test_code`).
  public var testCode: String = ""
  /// The scenario's number from 1 (Exercism's `task_id`).
  public var taskID: Int = 0
  /// What the answer printed in this scenario (Exercism's `output`), at most 500 characters.
  public var output: String = ""

  public init(
    name: String, scenario: String, passed: Bool, message: String, points: Int, maxPoints: Int,
    isHidden: Bool
  ) {
    self.name = name
    self.scenario = scenario
    self.passed = passed
    self.message = message
    self.points = points
    self.maxPoints = maxPoints
    self.isHidden = isHidden
  }

  /// What a student reads about the failure: what happened, else the checker's words.
  public var shownMessage: String { happened.isEmpty ? message : happened }

  /// Escapes the control characters of every text of the result, in place: a text without
  /// any (nearly all) is left alone, not copied and assigned back.
  mutating func escapeControls() {
    // Each field by name: key paths cost a generic access each, for every test of every answer.
    UTF8Text.escapeControls(&name)
    UTF8Text.escapeControls(&message)
    UTF8Text.escapeControls(&happened)
    UTF8Text.escapeControls(&expected)
    UTF8Text.escapeControls(&explanation)
    UTF8Text.escapeControls(&hint)
    UTF8Text.escapeControls(&output)
  }
}

/// A known mistake an answer makes (`@Mistake`).
public struct MistakeHit: Equatable, Sendable {
  public var id: String
  public var name: String
  public var explanation: String
  public var rule: String?
  public var scenario: String

  public init(id: String, name: String, explanation: String, rule: String?, scenario: String) {
    self.id = id
    self.name = name
    self.explanation = explanation
    self.rule = rule
    self.scenario = scenario
  }
}

/// Why an answer could not be graded, by kind (the class summary counts them).
public enum ErrorKind: String, Sendable, CaseIterable {
  /// Not valid Swift or Objective-C, or statements outside a method.
  case syntax
  /// Valid code the simulation does not model.
  case unsupported
  /// It ran (or animated) past a limit.
  case timeOut = "time-out"
  /// Not code: empty, binary, not UTF-8, no code file.
  case notCode = "not-code"
  /// The method the exercise asks for is not defined.
  case missingMethod = "missing-method"
  /// An error or UIKit exception stopped the answer's own definitions.
  case runtime
  /// The file could not be read safely (a link, a pipe, a device, too large).
  case unreadable
}

/// The result of checking one answer (Exercism's results, version 3, in spirit).
public struct ExerciseResult: Equatable, Sendable {
  public enum Status: String, Sendable { case pass, fail, error }

  public var exercise: String
  public var status: Status
  /// For `error`: why the answer could not be evaluated; for `fail`: the first divergence.
  public var message: String
  public var tests: [TestResult]
  /// Known mistakes the answer makes.
  public var mistakes: [MistakeHit] = []
  /// For `error`: what kind of error.
  public var errorKind: ErrorKind?
  /// A hash of the callback logs of every scenario (answers with the same log behave alike).
  public var logDigest: UInt64?
  /// A hash of what UIKit did and the answer printed in every scenario, leaving out the
  /// answer's own calls and assignments: two answers with the same one made UIKit do the same
  /// thing. Comparable within one run of the program only.
  public var uikitDigest: Int?
  /// Notes for the student about how the answer was read (a method defined twice).
  public var notes: [String] = []
  /// The most points the exercise gives: kept for error rows, which run no check.
  public var exerciseMaxScore: Int?

  public var score: Int { tests.reduce(0) { $0 + $1.points } }
  public var maxScore: Int { exerciseMaxScore ?? tests.reduce(0) { $0 + $1.maxPoints } }
  /// The score as a percentage of the maximum, rounded to one decimal.
  public var percent: Double {
    maxScore > 0 ? (Double(score) * 1_000 / Double(maxScore)).rounded() / 10 : 0
  }

  /// Messages may quote an answer's text: their control characters are escaped here, once, so
  /// that no format can let them reach a terminal.
  public init(
    exercise: String, status: Status, message: String, tests: [TestResult],
    errorKind: ErrorKind? = nil
  ) {
    self.exercise = exercise
    self.status = status
    self.message = UTF8Text.escapingControls(message)
    self.tests = tests
    for index in self.tests.indices { self.tests[index].escapeControls() }
    self.errorKind = status == .error ? (errorKind ?? .syntax) : nil
  }

  /// The first failed check's explanation: what the class report counts.
  public var firstDivergence: String? {
    if status == .error { return message }
    return tests.first { !$0.passed }?.message
  }

  static func error(_ exercise: String, _ message: String, kind: ErrorKind) -> ExerciseResult {
    ExerciseResult(exercise: exercise, status: .error, message: message, tests: [], errorKind: kind)
  }

  static func scored(_ exercise: String, _ tests: [TestResult], language: Language)
    -> ExerciseResult
  {
    let failed = tests.first { !$0.passed }
    return ExerciseResult(
      exercise: exercise, status: failed == nil ? .pass : .fail,
      message: failed.map {
        $0.isHidden ? language.pick("a hidden check failed", "一项隐藏检查没有通过") : $0.message
      } ?? "",
      tests: tests)
  }
}

extension String {
  /// The position of the first occurrence of `text`.
  func indexOf(_ text: String) -> String.Index? {
    indices.first { self[$0...].hasPrefix(text) }
  }
}

extension CheckOutcome {
  /// The failure's explanation, or empty.
  public var failureText: String {
    if case .fail(let reason) = self { return reason }
    return ""
  }
}

/// Rejects answers that are not just definitions (an answer file holds methods, not calls).
enum AnswerShape {
  static func problem(_ answer: String, language: Language) -> (String, ErrorKind)? {
    var parsed: ParseResult?
    return problem(answer, language: language, parsed: &parsed)
  }

  /// `problem(answer, language:)`, keeping the answer's parse in `parsed` when it got that far.
  static func problem(_ answer: String, language: Language, parsed result: inout ParseResult?)
    -> (String, ErrorKind)?
  {
    guard answer.utf8.count <= 1 << 20 else {
      return (language.pick("the answer is larger than 1 MiB", "答案超过 1 MiB"), .notCode)
    }
    // A NUL scalar is a NUL byte, and no other scalar has one: the bytes are searched.
    var bytes = answer
    if bytes.withUTF8({ $0.contains(0) }) {
      return (
        language.pick("the answer contains NUL bytes: it is not text", "答案里有 NUL 字节：不是文本"),
        .notCode
      )
    }
    let parsed = Parser.parse(SourceText(answer))
    result = parsed
    if let first = parsed.diagnostics.first {
      let position = SourceText(answer).position(of: first.range.start)
      return (
        "\(position.line):\(position.column): " + first.message.text(language),
        ErrorKind(first.message)
      )
    }
    if parsed.statements.isEmpty {
      return (
        language.pick(
          "the answer holds no code (only blank lines or comments)", "答案里没有代码（只有空行或注释）"),
        .notCode
      )
    }
    for statement in parsed.statements {
      switch statement.kind {
      // File-level constants, variables, enumerations and type aliases are declarations too.
      case .function, .classDeclaration, .protocolDeclaration, .variable, .enumDeclaration,
        .typeAlias:
        continue
      default:
        let position = SourceText(answer).position(of: statement.range.start)
        return (
          language.pick(
            "\(position.line):\(position.column): an answer may only define methods and classes; this statement would run on its own",
            "\(position.line):\(position.column): 答案里只能定义方法和类；这条语句会被直接执行"),
          .syntax
        )
      }
    }
    return nil
  }
}

/// Checks a predicted callback log against the one the simulation prints.
enum PredictionLog {
  /// The callback lines of a log (the user's own call lines left out).
  static func callbacks(_ lines: [String]) -> [String] {
    let names = Set(CallbackName.allCases.map(\.spelling.swiftBase))
    return lines.compactMap { line -> String? in
      var text = line
      // Comments and notes after a predicted line are the student's, not part of it.
      if let comment = text.indexOf("//") { text = String(text[..<comment]) }
      if text.hasPrefix("#") { return nil }
      text = String(LogLineFormatter.strippingTime(Substring(text))).trimmingSpaces()
      if let close = text.lastIndex(of: ")") { text = String(text[...close]) }
      guard let dot = text.firstIndex(of: "."), let open = text.firstIndex(of: "("), dot < open
      else {
        return nil
      }
      let method = String(text[text.index(after: dot)..<open])
      return names.contains(method) ? CheckEvaluator.normalize(text) : nil
    }
  }

  /// The points a prediction is worth: 2 for every callback, 3 for the order.
  static let maxPoints = 5

  static func score(_ exercise: String, expected: [String], given: [String], language: Language)
    -> ExerciseResult
  {
    let l = language
    var tests: [TestResult] = []
    var divergence = ""
    for index in 0..<max(expected.count, given.count) {
      let want = index < expected.count ? expected[index] : nil
      let got = index < given.count ? given[index] : nil
      guard want != got else { continue }
      switch (want, got) {
      case (let want?, let got?):
        divergence = l.pick(
          "callback \(index + 1) should be \(want), not \(got)",
          "第 \(index + 1) 个回调应当是 \(want)，而不是 \(got)")
      case (let want?, nil):
        divergence =
          given.isEmpty
          ? l.pick("the log starts with \(want)", "日志以 \(want) 开头")
          : l.pick(
            "after \(given.count) callback\(given.count == 1 ? "" : "s") the log goes on with \(want)",
            "在第 \(given.count) 个回调之后，日志还有 \(want)")
      case (nil, let got?):
        divergence = l.pick("\(got) does not happen", "\(got) 不会发生")
      default: break
      }
      break
    }
    let missing = expected.filter { !given.contains($0) }
    tests.append(
      TestResult(
        name: l.pick("every callback is predicted", "预测出了所有回调"), scenario: "prediction",
        passed: missing.isEmpty && given.allSatisfy(expected.contains),
        message: missing.first.map { l.pick("\($0) is missing", "缺少 \($0)") }
          ?? given.first { !expected.contains($0) }.map {
            l.pick("\($0) does not happen", "\($0) 不会发生")
          } ?? "",
        points: missing.isEmpty && given.allSatisfy(expected.contains) ? 2 : 0, maxPoints: 2,
        isHidden: false))
    tests.append(
      TestResult(
        name: l.pick("in the right order", "顺序正确"), scenario: "prediction",
        passed: divergence.isEmpty, message: divergence,
        points: divergence.isEmpty ? 3 : 0, maxPoints: 3, isHidden: false))
    return ExerciseResult.scored(exercise, tests, language: language)
  }
}
