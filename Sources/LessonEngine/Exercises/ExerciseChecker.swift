import CommandLanguage
import Rendering
import Simulation

/// Checks an answer to an exercise by running it, never by comparing its text.
public struct ExerciseChecker {
  public let document: LessonDocument
  public let language: Language
  /// The reference solution's log in each scenario, each line with its rule: explains a line an
  /// answer never logs by the rule that logs it (`referenceLogs`).
  public var reference: [String: [(line: String, rule: RuleID?)]] = [:]
  /// Each check's test name and test code, made once for a class (made per answer when nil).
  public var labels: CheckLabels?

  /// Processor seconds one whole check may use, over all its scenarios: twice what one input
  /// may use, so no answer takes more than a second to be stopped, whatever path runs away.
  public var processorBudget = 2 * InterpreterLimits.defaultProcessorSeconds

  public init(document: LessonDocument, language: Language) {
    self.document = document
    self.language = language
  }

  /// The most points the exercise gives (what an error row keeps as its maximum).
  public var maxScore: Int {
    guard let part = document.exercise else { return 0 }
    return part.isPrediction
      ? PredictionLog.maxPoints : part.scenarios.flatMap(\.checks).reduce(0) { $0 + $1.points }
  }

  /// Runs the reference solution once in every scenario and keeps its log with the rules.
  public func referenceLogs(makeRunner: () -> CodeRunner) -> [String: [(
    line: String, rule: RuleID?
  )]] {
    guard let part = document.exercise, !part.isPrediction,
      let solution = part.solution.first(where: { $0.language == .swift || $0.language == .objc })
    else { return [:] }
    var logs: [String: [(line: String, rule: RuleID?)]] = [:]
    for scenario in part.scenarios {
      let sandbox = BudgetedRunner(makeRunner(), nil)
      _ = sandbox.perform(solution.text)
      let events = Self.events(of: scenario, in: sandbox)
      logs[scenario.id] = CheckEvaluator.loggedEvents(events, world: sandbox.world)
    }
    return logs
  }

  /// Checks `answer` in a fresh sandbox per scenario (`makeRunner` makes a runner of one).
  public func check(_ answer: String, makeRunner: () -> CodeRunner) -> ExerciseResult {
    let budget = CheckBudget(seconds: processorBudget)
    var result = grade(answer) { BudgetedRunner(makeRunner(), budget) }
    if budget.isSpent {
      result = .error(document.id, budget.spentText(language, stopped: result), kind: .timeOut)
    }
    if result.status == .error { result.exerciseMaxScore = maxScore }
    return result
  }

  private func grade(_ answer: String, makeSandbox: () -> BudgetedRunner) -> ExerciseResult {
    guard let part = document.exercise else {
      return .error(document.id, language.pick("not an exercise", "这不是练习"), kind: .notCode)
    }
    if part.isPrediction { return checkPrediction(answer, part, makeSandbox: makeSandbox) }
    var parsedAnswer: ParseResult?
    if let (problem, kind) = AnswerShape.problem(answer, language: language, parsed: &parsedAnswer)
    {
      return .error(document.id, problem, kind: kind)
    }
    var tests: [TestResult] = []
    var mistakes: [MistakeHit] = []
    var digest = LogDigest()
    var uikitDigest = Hasher()
    let labels = labels ?? CheckLabels(part, language)
    for (scenarioIndex, scenario) in part.scenarios.enumerated() {
      let sandbox = makeSandbox()
      if let steps = part.limits.maxSteps { sandbox.interpreter.limits.maxSteps = steps }
      let defined =
        parsedAnswer.map { sandbox.perform(answer, parsed: $0) } ?? sandbox.perform(answer)
      if defined.failed {
        let (text, kind) =
          firstError(defined, sandbox)
          ?? (language.pick("the answer could not be evaluated", "答案无法求值"), .runtime)
        return .error(document.id, text, kind: kind)
      }
      // Every scenario defines the answer alike in a fresh sandbox (a budget that runs out on
      // the way makes the whole check a time-out): the first one tells whether it is there.
      if scenarioIndex == 0, let missing = missingMethod(in: sandbox, part) {
        return .error(document.id, missing, kind: .missingMethod)
      }
      var setupEvents: [Event] = []
      for block in scenario.setup where block.language == .swift || block.language == .objc {
        let run = sandbox.perform(block.text)
        setupEvents += run.events
        if run.hitLimit {
          return .error(document.id, firstError(run, sandbox)?.0 ?? limitText, kind: .timeOut)
        }
        if run.failed, let (error, kind) = firstError(run, sandbox) {
          if kind == .unsupported { return .error(document.id, error, kind: .unsupported) }
          // The starting code compiles against the answer's declarations: one it cannot
          // use (a property the answer made read-only) is the answer's error, said as such.
          if kind == .syntax {
            return .error(
              document.id,
              language.pick(
                "the exercise's starting code cannot use your declarations: ",
                "练习的起始代码无法使用你的声明：") + Self.withoutPosition(error), kind: .syntax)
          }
        }
        setupEvents += sandbox.settle().events
      }
      let overridesBefore = sandbox.interpreter.facts.overrideRuns.count
      let startTime = sandbox.world.now
      var started = CodeRun(events: [], output: [], failed: false, hitLimit: false)
      for block in scenario.run where block.language == .swift || block.language == .objc {
        let run = sandbox.perform(block.text)
        started.events += run.events
        started.output += run.output
        started.failed = started.failed || run.failed
        started.hitLimit = started.hitLimit || run.hitLimit
      }
      if started.hitLimit {
        return .error(document.id, firstError(started, sandbox)?.0 ?? limitText, kind: .timeOut)
      }
      let evaluator = CheckEvaluator(language: language)
      func context(_ run: CodeRun) -> CheckContext {
        var context = CheckContext(
          world: sandbox.world, interpreter: sandbox.interpreter, events: run.events,
          output: run.output,
          overrideRuns: Array(sandbox.interpreter.facts.overrideRuns.dropFirst(overridesBefore)))
        context.earlierEvents = setupEvents
        return context
      }
      var results = [TestResult?](repeating: nil, count: scenario.checks.count)
      let label = labels.scenarios[scenarioIndex]
      func record(_ index: Int, _ scored: ScoredCheck, _ checkContext: CheckContext) {
        let outcome = evaluator.evaluate(scored.check, in: checkContext)
        var test = TestResult(
          name: label.names[index], scenario: scenario.id,
          passed: outcome.passed, message: outcome.failureText,
          points: outcome.passed ? scored.points : 0, maxPoints: scored.points,
          isHidden: scored.isHidden)
        if !outcome.passed {
          let explanation = evaluator.explain(
            scored.check, name: scored.name, in: checkContext,
            reference: reference[scenario.id] ?? [])
          test.happened = explanation.happened
          test.expected = explanation.expected
          test.rule = scored.rule ?? explanation.rule?.rawValue
          test.explanation = scored.explanation
          test.hint = scored.hint
        }
        test.taskID = scenarioIndex + 1
        test.testCode = label.codes[index]
        results[index] = test
      }
      // One context per phase: its log is formatted once for all the checks that read it.
      let startedContext = context(started)
      // By index: enumerating copied every check, twice per scenario of every answer.
      for index in scenario.checks.indices where scenario.checks[index].phase == .started {
        record(index, scenario.checks[index], startedContext)
      }
      let seconds = part.limits.maxSeconds ?? ExerciseLimits.defaultSeconds
      let settled = sandbox.settle(until: startTime + Int64(seconds * 1_000_000))
      var finished = started
      finished.events += settled.events
      finished.output += settled.output
      if settled.hitLimit {
        return .error(document.id, firstError(settled, sandbox)?.0 ?? limitText, kind: .timeOut)
      }
      if sandbox.world.nextWakeUp(includingRepeating: false) != nil
        || Double(sandbox.world.now - startTime) / 1_000_000 > seconds
      {
        return .error(
          document.id,
          language.pick(
            "the answer kept animating past this exercise's limit of \(ValueFormatter.number(seconds)) s",
            "答案的动画超过了这个练习的上限 \(ValueFormatter.number(seconds)) 秒"),
          kind: .timeOut)
      }
      let finalContext = context(finished)
      for index in scenario.checks.indices where scenario.checks[index].phase == .finished {
        record(index, scenario.checks[index], finalContext)
      }
      let printed = PrintedOutput.of(finished.events)
      // An error or exception while the answer runs is a failure of its own, named first, so
      // the learner sees the real cause rather than its consequences.
      if finished.failed, let (error, kind) = firstError(finished, sandbox) {
        // Valid code the simulation does not model says so, and is never graded as wrong.
        if kind == .unsupported { return .error(document.id, error, kind: .unsupported) }
        var test = TestResult(
          name: Self.testName(
            scenario, language.pick("the answer runs without errors", "答案运行时没有错误"), language),
          scenario: scenario.id, passed: false, message: error, points: 0, maxPoints: 0,
          isHidden: false)
        test.taskID = scenarioIndex + 1
        test.output = printed
        tests.append(test)
      }
      if scenarioIndex == 0, !scenario.checks.contains(where: { $0.check == .currentSpelling }),
        let test = oldSpellingTest(sandbox, scenario)
      {
        tests.append(test)
      }
      for index in results.indices {
        // Taken out of the list, not copied: a result is a dozen strings.
        guard var test = results[index].take() else { continue }
        test.output = printed
        tests.append(test)
      }
      for mistake in scenario.mistakes where Self.matches(mistake.pattern, finalContext) {
        mistakes.append(
          MistakeHit(
            id: mistake.id, name: mistake.name, explanation: mistake.explanation,
            rule: mistake.rule, scenario: scenario.id))
      }
      digest.add(scenario.id)
      for line in finalContext.logLines { digest.add(line) }
      uikitDigest.combine(scenario.id)
      for event in finished.events {
        switch event.kind {
        case .call,
          .propertySet where event.isUserCall:
          continue
        default:
          uikitDigest.combine(event.kind)
          uikitDigest.combine(event.time)
        }
      }
    }
    var result = ExerciseResult.scored(document.id, tests, language: language)
    result.mistakes = mistakes.map { hit in
      var clean = hit
      clean.name = UTF8Text.escapingControls(hit.name)
      return clean
    }
    result.logDigest = digest.value
    result.uikitDigest = uikitDigest.finalize()
    return result
  }

  /// A test's name: its scenario's title, then the check's (`在屏幕上：content 是子控制器`).
  public static func testName(_ scenario: Scenario, _ check: String, _ language: Language)
    -> String
  {
    scenario.title + language.pick(": ", "：") + check
  }

  /// Whether a known mistake's pattern holds after the scenario ran.
  static func matches(_ pattern: MistakePattern, _ context: CheckContext) -> Bool {
    let evaluator = CheckEvaluator(language: .english)
    switch pattern {
    case .log(let lines):
      return !lines.isEmpty && evaluator.evaluate(.logOrder(lines), in: context).passed
    case .logCount(let line, let count):
      return evaluator.evaluate(.logCount(line, count), in: context).passed
    case .state(let expression): return evaluator.evaluate(.state(expression), in: context).passed
    case .translated: return false
    }
  }

  private var limitText: String {
    language.pick(
      "the answer kept running (or kept animating) past the limit for one input",
      "答案一直在运行（或一直在做动画），超过了单次输入的上限")
  }

  /// An error's text without its leading `LINE:COLUMN: `.
  static func withoutPosition(_ error: String) -> String {
    let position = error.prefix { $0.isNumber || $0 == ":" }
    guard position.hasSuffix(":"), error.dropFirst(position.count).hasPrefix(" ") else {
      return error
    }
    return String(error.dropFirst(position.count + 1))
  }

  /// The first error an input reported, as text, with its kind.
  private func firstError(_ run: CodeRun, _ sandbox: BudgetedRunner) -> (String, ErrorKind)? {
    for event in run.events {
      switch event.kind {
      case .hostNote(let number):
        guard number < sandbox.interpreter.notes.count,
          case .diagnostic(let diagnostic, let unit) = sandbox.interpreter.notes[number],
          diagnostic.severity.isFailure
        else { continue }
        let position = unit.text.position(of: diagnostic.range.start)
        return (
          "\(position.line):\(position.column): " + diagnostic.message.text(language),
          ErrorKind(diagnostic.message)
        )
      case .exception(let issue):
        return (
          (issue.exceptionName.map { $0 + ": " } ?? "")
            + issue.text(
              describe: sandbox.world.describe, language: language,
              constraint: sandbox.world.describe(constraint:)),
          issue.isContainreplLimit ? .timeOut : .runtime
        )
      default:
        continue
      }
    }
    return nil
  }

  /// A failed test for an answer that ran with a name no current compiler accepts (the
  /// interpreter warned and ran it, as the migrator would): such an answer never passes.
  private func oldSpellingTest(_ sandbox: BudgetedRunner, _ scenario: Scenario) -> TestResult? {
    let text: String
    switch sandbox.interpreter.facts.spellings.first {
    case .legacyCall(let written, let current)?, .legacyOverride(let written, let current)?:
      text = language.pick(
        "'\(written)' has been renamed to '\(current)': no current Swift compiler accepts the old name",
        "'\(written)' 已重命名为 '\(current)'：现在的 Swift 编译器不接受旧名字")
    case .missingOverride(let method)?:
      text = language.pick(
        "\(method) overrides UIKit's method without 'override', which Swift rejects",
        "\(method) 重写了 UIKit 的方法却没有写 'override'，Swift 会拒绝")
    case nil:
      return nil
    }
    var test = TestResult(
      name: Self.testName(
        scenario, language.pick("the answer uses today's Swift names", "答案使用现在的 Swift 名字"),
        language),
      scenario: scenario.id, passed: false, message: text, points: 0, maxPoints: 0,
      isHidden: false)
    test.taskID = 1
    return test
  }

  /// The required method, if the answer does not define it (in either spelling).
  private func missingMethod(in sandbox: BudgetedRunner, _ part: ExercisePart) -> String? {
    guard !part.swiftMethod.isEmpty else { return nil }
    func wanted(_ name: String) -> Bool {
      name == part.swiftMethod || name == part.objcSelector
        || MethodNameMatch.sameMethod(name, part.swiftMethod, part.objcSelector)
    }
    // Each list is built anew when read: the selectors only when no Swift name matches.
    let methodNames = sandbox.interpreter.methodNames
    if methodNames.contains(where: wanted)
      || sandbox.interpreter.methodSelectors.contains(where: wanted)
    {
      return nil
    }
    // Each method once, in its Swift spelling (the message gives both spellings of the one wanted).
    var seen = Set<String>()
    let listed = methodNames.filter { seen.insert($0).inserted }
    return language.pick(
      "the answer does not define \(part.swiftMethod) (Objective-C: \(part.objcSelector)); found: "
        + (listed.isEmpty ? "no methods" : listed.joined(separator: ", ")),
      "答案没有定义 \(part.swiftMethod)（Objective-C：\(part.objcSelector)）"
        + (listed.isEmpty ? "，也没有定义其他方法" : "；定义了的方法有：" + listed.joined(separator: "、")))
  }

  // MARK: - Predictions

  private func checkPrediction(
    _ answer: String, _ part: ExercisePart, makeSandbox: () -> BudgetedRunner
  )
    -> ExerciseResult
  {
    if answer.utf8.count > 1 << 20 {
      return .error(
        document.id, language.pick("the answer is larger than 1 MiB", "答案超过 1 MiB"), kind: .notCode)
    }
    if answer.unicodeScalars.contains(where: { $0.value == 0 }) {
      return .error(
        document.id,
        language.pick(
          "the answer contains NUL bytes: it is not text", "答案里有 NUL 字节：不是文本"), kind: .notCode)
    }
    guard let scenario = part.scenarios.first else {
      return .error(document.id, "no scenario", kind: .notCode)
    }
    let sandbox = makeSandbox()
    let events = Self.events(of: scenario, in: sandbox)
    let expected = PredictionLog.callbacks(CheckEvaluator.logLines(events, world: sandbox.world))
    let given = PredictionLog.callbacks(
      answer.split(separator: "\n").map {
        CheckEvaluator.normalize(FullWidthInput.ascii(String($0)) ?? String($0))
      }.filter {
        !$0.isEmpty
      })
    var result = PredictionLog.score(
      document.id, expected: expected, given: given, language: language)
    var digest = LogDigest()
    for line in given { digest.add(line) }
    result.logDigest = digest.value
    return result
  }
}
