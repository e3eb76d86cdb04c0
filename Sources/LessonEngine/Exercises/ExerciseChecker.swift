import CommandLanguage
import Simulation

/// A sandbox an exercise runs in: a fresh world and language each time (the shell's session).
public protocol Sandbox: AnyObject {
  var world: World { get }
  var interpreter: Interpreter { get }
  /// Runs code as one input, with the clock stopped; returns what it logged and printed.
  func perform(_ code: String) -> SandboxRun
  /// Runs the clock until nothing is pending; returns what that logged.
  func settle() -> SandboxRun
}

/// What running code in a sandbox produced.
public struct SandboxRun {
  public var events: [Event]
  public var output: [String]
  /// An error or exception was reported.
  public var failed: Bool
  /// A limit (steps, depth, output) stopped it.
  public var hitLimit: Bool

  public init(events: [Event], output: [String], failed: Bool, hitLimit: Bool) {
    self.events = events
    self.output = output
    self.failed = failed
    self.hitLimit = hitLimit
  }
}

/// Checks an answer to an exercise by running it, never by comparing its text.
public struct ExerciseChecker {
  public let document: LessonDocument
  public let language: Language

  public init(document: LessonDocument, language: Language) {
    self.document = document
    self.language = language
  }

  /// Checks `answer` in a fresh sandbox per scenario (`makeSandbox` builds one).
  public func check(_ answer: String, makeSandbox: () -> any Sandbox) -> ExerciseResult {
    guard let part = document.exercise else {
      return ExerciseResult.error(document.id, language.pick("not an exercise", "这不是练习"))
    }
    if part.isPrediction { return checkPrediction(answer, part, makeSandbox: makeSandbox) }
    if let problem = AnswerShape.problem(answer, language: language) {
      return ExerciseResult.error(document.id, problem)
    }
    var tests: [TestResult] = []
    for scenario in part.scenarios {
      let sandbox = makeSandbox()
      let defined = sandbox.perform(answer)
      if defined.failed {
        return ExerciseResult.error(
          document.id,
          firstError(defined, sandbox)
            ?? language.pick(
              "the answer could not be evaluated", "答案无法求值"))
      }
      if let missing = missingMethod(in: sandbox, part) {
        return ExerciseResult.error(document.id, missing)
      }
      for block in scenario.setup where block.language == .swift || block.language == .objc {
        let run = sandbox.perform(block.text)
        if run.hitLimit {
          return ExerciseResult.error(document.id, firstError(run, sandbox) ?? limitText)
        }
        _ = sandbox.settle()
      }
      var started = SandboxRun(events: [], output: [], failed: false, hitLimit: false)
      for block in scenario.run where block.language == .swift || block.language == .objc {
        let run = sandbox.perform(block.text)
        started.events += run.events
        started.output += run.output
        started.failed = started.failed || run.failed
        started.hitLimit = started.hitLimit || run.hitLimit
      }
      if started.hitLimit {
        return ExerciseResult.error(document.id, firstError(started, sandbox) ?? limitText)
      }
      let evaluator = CheckEvaluator(language: language)
      func context(_ run: SandboxRun) -> CheckContext {
        CheckContext(
          world: sandbox.world, interpreter: sandbox.interpreter, events: run.events,
          output: run.output)
      }
      var outcomes: [Int: CheckOutcome] = [:]
      for (index, scored) in scenario.checks.enumerated() where scored.phase == .started {
        outcomes[index] = evaluator.evaluate(scored.check, in: context(started))
      }
      let settled = sandbox.settle()
      var finished = started
      finished.events += settled.events
      finished.output += settled.output
      if settled.hitLimit {
        return ExerciseResult.error(document.id, firstError(settled, sandbox) ?? limitText)
      }
      for (index, scored) in scenario.checks.enumerated() where scored.phase == .finished {
        outcomes[index] = evaluator.evaluate(scored.check, in: context(finished))
      }
      // An error or exception while the answer runs is a failure of its own, named first, so
      // the learner sees the real cause rather than its consequences.
      if finished.failed, let error = firstError(finished, sandbox) {
        tests.append(
          TestResult(
            name: scenario.title + ": "
              + language.pick("the answer runs without errors", "答案运行时没有错误"),
            scenario: scenario.id, passed: false, message: error, points: 0, maxPoints: 0,
            isHidden: false))
      }
      for (index, scored) in scenario.checks.enumerated() {
        let outcome = outcomes[index] ?? .pass
        tests.append(
          TestResult(
            name: scenario.title + ": " + scored.name, scenario: scenario.id,
            passed: outcome.passed, message: outcome.failureText,
            points: outcome.passed ? scored.points : 0,
            maxPoints: scored.points, isHidden: scored.isHidden))
      }
    }
    return ExerciseResult.scored(document.id, tests, language: language)
  }

  private var limitText: String {
    language.pick(
      "the answer kept running (or kept animating) past the limit for one input",
      "答案一直在运行（或一直在做动画），超过了单次输入的上限")
  }

  /// The first error an input reported, as text.
  private func firstError(_ run: SandboxRun, _ sandbox: any Sandbox) -> String? {
    for event in run.events {
      switch event.kind {
      case .hostNote(let number):
        guard number < sandbox.interpreter.notes.count,
          case .diagnostic(let diagnostic, let source) = sandbox.interpreter.notes[number],
          diagnostic.severity.isFailure
        else { continue }
        let position = source.position(of: diagnostic.range.start)
        return "\(position.line):\(position.column): " + diagnostic.message.text(language)
      case .exception(let issue):
        return (issue.exceptionName.map { $0 + ": " } ?? "")
          + issue.text(
            describe: sandbox.world.describe, language: language,
            constraint: sandbox.world.describe(constraint:))
      default:
        continue
      }
    }
    return nil
  }

  /// The required method, if the answer does not define it (in either spelling).
  private func missingMethod(in sandbox: any Sandbox, _ part: ExercisePart) -> String? {
    guard !part.swiftMethod.isEmpty else { return nil }
    let names = sandbox.interpreter.methodNames + sandbox.interpreter.methodSelectors
    let found = names.contains { name in
      name == part.swiftMethod || name == part.objcSelector
        || MethodNameMatch.sameMethod(name, part.swiftMethod, part.objcSelector)
    }
    if found { return nil }
    // Each method once, in its Swift spelling (the message gives both spellings of the one wanted).
    var seen = Set<String>()
    let listed = sandbox.interpreter.methodNames.filter { seen.insert($0).inserted }
    return language.pick(
      "the answer does not define \(part.swiftMethod) (Objective-C: \(part.objcSelector)); found: "
        + (listed.isEmpty ? "no methods" : listed.joined(separator: ", ")),
      "答案没有定义 \(part.swiftMethod)（Objective-C：\(part.objcSelector)）；找到的是："
        + (listed.isEmpty ? "没有方法" : listed.joined(separator: "、")))
  }

  // MARK: - Predictions

  private func checkPrediction(
    _ answer: String, _ part: ExercisePart, makeSandbox: () -> any Sandbox
  )
    -> ExerciseResult
  {
    if answer.utf8.count > 1 << 20 {
      return ExerciseResult.error(
        document.id, language.pick("the answer is larger than 1 MiB", "答案超过 1 MiB"))
    }
    if answer.unicodeScalars.contains(where: { $0.value == 0 }) {
      return ExerciseResult.error(
        document.id,
        language.pick(
          "the answer contains NUL bytes: it is not text", "答案里有 NUL 字节：不是文本"))
    }
    guard let scenario = part.scenarios.first else {
      return ExerciseResult.error(document.id, "no scenario")
    }
    let sandbox = makeSandbox()
    for block in scenario.setup where block.language == .swift || block.language == .objc {
      _ = sandbox.perform(block.text)
      _ = sandbox.settle()
    }
    var events: [Event] = []
    for block in scenario.run where block.language == .swift || block.language == .objc {
      events += sandbox.perform(block.text).events
    }
    events += sandbox.settle().events
    let expected = PredictionLog.callbacks(CheckEvaluator.logLines(events, world: sandbox.world))
    let given = PredictionLog.callbacks(
      answer.split(separator: "\n").map { CheckEvaluator.normalize(String($0)) }.filter {
        !$0.isEmpty
      })
    return PredictionLog.score(document.id, expected: expected, given: given, language: language)
  }
}

/// Whether two spellings name the same method (Swift name ⇄ Objective-C selector).
enum MethodNameMatch {
  static func sameMethod(_ name: String, _ swift: String, _ selector: String) -> Bool {
    func loose(_ text: String) -> String {
      var pieces: [String] = []
      if let open = text.firstIndex(of: "(") {
        let base = String(text[..<open])
        let labels = text[text.index(after: open)...].dropLast().split(separator: ":").map(
          String.init)
        pieces.append(
          base
            + (labels.first.map { $0 == "_" ? "" : $0.prefix(1).uppercased() + $0.dropFirst() }
              ?? ""))
        pieces += labels.dropFirst().map { $0 == "_" ? "" : $0 }
      } else {
        pieces = text.split(separator: ":").map(String.init)
      }
      return pieces.map { piece in
        var lowered = piece.lowercased()
        for word in ["viewcontroller", "controller", "index", "view"]
        where lowered.hasSuffix(word) && lowered.count > word.count {
          lowered = String(lowered.dropLast(word.count))
          break
        }
        return lowered
      }.joined(separator: ":")
    }
    let target = loose(swift)
    return loose(name) == target || loose(name) == loose(selector)
  }
}
