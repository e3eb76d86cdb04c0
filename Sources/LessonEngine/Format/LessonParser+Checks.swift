import Simulation

/// The scored checks and known mistakes of an exercise, and their translations.
extension LessonParser.State {
  mutating func addCheck(_ arguments: DirectiveArguments, rest: String, line: Int) {
    let kinds = arguments.flags.intersection(DirectiveSchema.checkKinds)
    if document?.sourceHash != nil, kinds.isEmpty,
      section == .scenarioSetup || section == .scenarioRun
    {
      translateCheck(arguments, line: line)
      return
    }
    var score: LessonParser.ScoreInfo?
    if document?.kind == .exercise {
      let points = number(arguments, "points", line: line, in: 0...1_000) ?? 1
      var phase: ScoredCheck.Phase?
      if let when = arguments.values["when"] {
        guard let given = ScoredCheck.Phase(rawValue: when) else {
          problems.append(
            FormatProblem(
              line: line, "when must be started or finished, not '\(when)'",
              "when 只能是 started 或 finished，而不是 '\(when)'"))
          return
        }
        phase = given
      }
      var rule: String?
      switch DirectiveSchema.rule(arguments.values["rule"], line: line) {
      case .success(let found): rule = found
      case .failure(let problem): problems.append(problem)
      }
      score = LessonParser.ScoreInfo(
        name: arguments.values["name"] ?? rest, points: points,
        hidden: arguments.flags.contains("hidden"), phase: phase,
        explanation: arguments.values["explain"] ?? "", hint: arguments.values["hint"] ?? "",
        rule: rule)
    }
    guard kinds.count == 1, let kind = kinds.first else {
      problems.append(
        FormatProblem(
          line: line,
          kinds.isEmpty
            ? "unknown @Check kind; see Lessons/README.md"
            : "a @Check has one kind, not " + kinds.sorted().joined(separator: " and "),
          kinds.isEmpty
            ? "未知的 @Check 类型；参见 Lessons/README.md"
            : "一个 @Check 只有一种类型，而不是 " + kinds.sorted().joined(separator: " 和 ")))
      return
    }
    let check: Check
    switch kind {
    case "state":
      check = .state(rest)
    case "appearance":
      let parts = rest.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces() }
      guard parts.count == 2, let state = AppearanceState(rawValue: parts[1]) else {
        problems.append(
          FormatProblem(
            line: line,
            "write @Check(appearance) NAME: appeared|disappeared|appearing|disappearing",
            "请写成 @Check(appearance) NAME: appeared|disappeared|appearing|disappearing"))
        return
      }
      check = .appearance(parts[0], state)
    case "log":
      if arguments.values["count"] != nil {
        guard let number = number(arguments, "count", line: line, in: 0...1_000_000) else {
          return
        }
        check = .logCount(rest, number)
      } else if arguments.flags.contains("exact") {
        expectLog(.exact(scored: score), line: line)
        return
      } else {
        expectLog(.order(scored: score), line: line)
        return
      }
    case "clock":
      guard rest == "auto" || rest == "manual" else {
        problems.append(
          FormatProblem(
            line: line, "write @Check(clock) auto|manual", "请写成 @Check(clock) auto|manual"))
        return
      }
      check = .clock(rest)
    case "no-warnings": check = .noWarnings
    case "no-errors": check = .noErrors
    case "output": check = .outputContains(rest)
    case "no-orphans": check = .noOrphanViews
    case "calls-super":
      let names = rest.split(whereSeparator: { $0 == "," || $0 == " " }).map {
        String($0.prefix { $0 != "(" })
      }
      for name in names where CallbackName(rawValue: name) == nil {
        problems.append(
          FormatProblem(
            line: line, "'\(name)' is not a UIKit callback containrepl knows",
            "'\(name)' 不是 containrepl 认识的 UIKit 回调"))
      }
      check = .callsSuper(names)
    case "current-spelling": check = .currentSpelling
    case "balanced-appearance": check = .balancedAppearance
    default:
      let parts = rest.split(separator: ":", maxSplits: 1).map { $0.trimmingSpaces() }
      guard parts.count == 2, let direction = SlideDirection(rawValue: parts[1]) else {
        problems.append(
          FormatProblem(
            line: line, "write @Check(slide) NAME: left|right|up|down",
            "请写成 @Check(slide) NAME: left|right|up|down"))
        return
      }
      check = .slide(parts[0], direction)
      // A slide is seen as it starts: where the view is drawn, and where it is going.
      if score != nil, score?.phase == nil { score?.phase = .started }
    }
    append(check, score: score, line: line)
  }

  /// A translation's `@Check(name: …, explain: …, hint: …)`: the words of the English check
  /// in the same position.
  mutating func translateCheck(_ arguments: DirectiveArguments, line: Int) {
    guard var scenario = document?.exercise?.scenarios.popLast() else { return }
    scenario.translatedChecks.append(
      CheckTranslation(
        name: arguments.values["name"], explanation: arguments.values["explain"],
        hint: arguments.values["hint"], line: line))
    document?.exercise?.scenarios.append(scenario)
  }

  /// `@Mistake(id: …, name: …, log|state, count: N, rule: R) PATTERN`, then its explanation
  /// on the following lines (a `log` mistake without `count` takes a ```log block first).
  mutating func addMistake(_ arguments: DirectiveArguments, rest: String, line: Int) {
    guard section == .scenarioSetup || section == .scenarioRun,
      var scenario = document?.exercise?.scenarios.popLast()
    else {
      problems.append(
        FormatProblem(line: line, "@Mistake belongs in a @Scenario", "@Mistake 应放在 @Scenario 里"))
      return
    }
    guard let id = arguments.values["id"], !id.isEmpty else {
      problems.append(FormatProblem(line: line, "@Mistake needs an id", "@Mistake 需要 id"))
      document?.exercise?.scenarios.append(scenario)
      return
    }
    var rule: String?
    switch DirectiveSchema.rule(arguments.values["rule"], line: line) {
    case .success(let found): rule = found
    case .failure(let problem): problems.append(problem)
    }
    let name = arguments.values["name"] ?? id
    var pattern = MistakePattern.translated
    var waitsForLog = false
    if document?.sourceHash == nil {
      if arguments.flags.contains("state") && !arguments.flags.contains("log") {
        pattern = .state(rest)
      } else if arguments.flags.contains("log") && !arguments.flags.contains("state") {
        if arguments.values["count"] != nil {
          pattern = .logCount(
            rest, number(arguments, "count", line: line, in: 0...1_000_000) ?? 0)
        } else {
          pattern = .log([])
          waitsForLog = true
        }
      } else {
        problems.append(
          FormatProblem(
            line: line, "a @Mistake is either log or state: @Mistake(id: …, log) …",
            "@Mistake 要么是 log，要么是 state：@Mistake(id: …, log) …"))
      }
      if case .state(let text) = pattern, text.isEmpty {
        problems.append(
          FormatProblem(
            line: line, "this @Mistake(state) needs an expression", "这个 @Mistake(state) 需要一个表达式"))
      }
    }
    scenario.mistakes.append(
      Mistake(id: id, name: name, pattern: pattern, rule: rule, line: line))
    document?.exercise?.scenarios.append(scenario)
    section = .mistake
    if waitsForLog { expectLog(.mistake, line: line) }
  }

  mutating func append(_ check: Check, score: LessonParser.ScoreInfo?, line: Int) {
    if let score, section == .scenarioSetup || section == .scenarioRun,
      var scenario = document?.exercise?.scenarios.popLast()
    {
      scenario.checks.append(
        ScoredCheck(
          name: score.name.isEmpty ? "\(check)" : score.name, check: check,
          points: score.points, isHidden: score.hidden, phase: score.phase ?? .finished,
          explanation: score.explanation, hint: score.hint, rule: score.rule, line: line))
      document?.exercise?.scenarios.append(scenario)
    } else if section == .step, var step = document?.steps.popLast() {
      step.checks.append(check)
      document?.steps.append(step)
    } else {
      problems.append(
        FormatProblem(
          line: line, "@Check must be inside a @Step or a @Scenario",
          "@Check 必须放在 @Step 或 @Scenario 里"))
    }
  }
}
