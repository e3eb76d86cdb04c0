import Simulation

/// Reads a lesson or exercise file: Markdown with a few directives (see `Lessons/README.md`).
///
/// ```text
/// @Tutorial(id: add-child, time: 10)
/// # Adding a child
/// @Step(id: make-child)
/// ## Make the child
/// ```swift
/// let content = UIViewController()
/// ```
/// @Check(state) content.parent == nil
/// @Hint Type the line above.
/// ```
public enum LessonParser {
  /// Parses a whole file; problems come back positioned by line, the document as far as it got.
  public static func parse(_ text: String) -> (LessonDocument?, [FormatProblem]) {
    var parser = State()
    // "\r\n" is one Character in Swift: split on it as well as on "\n". A byte-order mark
    // before the first directive is not part of it.
    var body = Substring(text)
    if body.first == "\u{FEFF}" { body = body.dropFirst() }
    let lines = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map {
      line in
      line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
    var index = 0
    while index < lines.count {
      let line = lines[index]
      let number = index + 1
      if line.hasPrefix("```") {
        let language = line.dropFirst(3).trimmingSpaces()
        var body: [String] = []
        index += 1
        while index < lines.count, !lines[index].hasPrefix("```") {
          body.append(lines[index])
          index += 1
        }
        if index >= lines.count {
          parser.problems.append(
            FormatProblem(line: number, "code block is not closed with ```", "代码块没有用 ``` 结束"))
        }
        parser.code(language: language, text: body.joined(separator: "\n"), line: number)
        index += 1
        continue
      }
      if line.hasPrefix("@") {
        parser.directive(line, line: number)
      } else if line.hasPrefix("# ") {
        parser.heading(String(line.dropFirst(2)).trimmingSpaces(), level: 1, line: number)
      } else if line.hasPrefix("## ") {
        parser.heading(String(line.dropFirst(3)).trimmingSpaces(), level: 2, line: number)
      } else {
        parser.prose(line)
      }
      index += 1
    }
    return parser.finish()
  }

  /// Where text currently goes.
  enum Section {
    case intro, setup, step, quiz, solution, wrong, scenarioSetup, scenarioRun, mistake
  }

  /// What the next fenced `log` block belongs to.
  enum PendingLog {
    case order(scored: ScoreInfo?)
    case exact(scored: ScoreInfo?)
    case prediction
    case mistake
  }

  /// A directive waiting for its `log` block, and where it was written.
  struct PendingLogDirective {
    var kind: PendingLog
    var line: Int
    /// The step or scenario it belongs to (a block after another one starts is not its own).
    var owner: Owner
  }

  /// How many steps and scenarios had begun: a new one of either changes it.
  struct Owner: Equatable {
    var steps: Int
    var scenarios: Int
  }

  /// Points, visibility and the words of an exercise check.
  struct ScoreInfo {
    var name: String
    var points: Int
    var hidden: Bool
    var phase: ScoredCheck.Phase?
    var explanation: String
    var hint: String
    var rule: String?
  }

  struct State {
    var document: LessonDocument?
    var problems: [FormatProblem] = []
    var section = Section.intro
    var pendingLog: PendingLogDirective?
    var stepIDs: Set<String> = []
    var questionIDs: Set<String> = []
    var scenarioIDs: Set<String> = []
    /// The last prose-bearing item (hint, question text, justification) for continuation lines.
    var continuation: ContinuationTarget?

    enum ContinuationTarget { case hint, question, justification, choice }

    /// Which step or scenario directives now belong to.
    var owner: Owner {
      Owner(steps: document?.steps.count ?? 0, scenarios: document?.exercise?.scenarios.count ?? 0)
    }

    /// A `@Check(log…)` or `@Prediction` that never got its block.
    mutating func dropPendingLog() {
      guard let pending = pendingLog else { return }
      problems.append(
        FormatProblem(
          line: pending.line, "this needs a ```log block right after it",
          "这一行后面必须紧跟一个 ```log 代码块"))
      pendingLog = nil
    }

    mutating func expectLog(_ kind: PendingLog, line: Int) {
      dropPendingLog()
      pendingLog = PendingLogDirective(kind: kind, line: line, owner: owner)
    }

    /// A whole number argument within bounds, or a problem when it is something else.
    mutating func number(
      _ arguments: DirectiveArguments, _ key: String, line: Int,
      in bounds: ClosedRange<Int> = 0...1_000_000
    ) -> Int? {
      guard let text = arguments.values[key] else { return nil }
      guard let value = Int(text) else {
        problems.append(
          FormatProblem(
            line: line, "\(key) must be a whole number, not '\(text)'",
            "\(key) 必须是整数，而不是 '\(text)'"))
        return nil
      }
      guard bounds.contains(value) else {
        problems.append(
          FormatProblem(
            line: line,
            "\(key) must be from \(bounds.lowerBound) to \(bounds.upperBound), not \(value)",
            "\(key) 必须在 \(bounds.lowerBound) 到 \(bounds.upperBound) 之间，而不是 \(value)"))
        return nil
      }
      return value
    }

    mutating func directive(_ text: String, line: Int) {
      let (name, arguments, rest) = DirectiveSyntax.split(text)
      continuation = nil
      if name == "Step" || name == "Scenario" || name == "Assessments" { dropPendingLog() }
      if section == .mistake { section = .scenarioRun }
      problems += DirectiveSchema.problems(name, arguments, line: line)
      guard document != nil || name == "Tutorial" || name == "Exercise" else {
        problems.append(
          FormatProblem(
            line: line, "the file must start with @Tutorial(id: …) or @Exercise(id: …)",
            "文件必须以 @Tutorial(id: …) 或 @Exercise(id: …) 开头")
        )
        return
      }
      switch name {
      case "Tutorial", "Exercise":
        guard document == nil else {
          problems.append(
            FormatProblem(line: line, "only one @\(name) per file", "每个文件只能有一个 @\(name)"))
          return
        }
        guard let id = arguments.values["id"], !id.isEmpty else {
          problems.append(FormatProblem(line: line, "@\(name) needs an id", "@\(name) 需要 id"))
          return
        }
        var new = LessonDocument(kind: name == "Tutorial" ? .lesson : .exercise, id: id)
        new.line = line
        new.minutes = number(arguments, "time", line: line, in: 0...600)
        new.sourceHash = arguments.values["source"]
        new.practice = arguments.values["practice"]
        if name == "Exercise" {
          var part = ExercisePart()
          part.swiftMethod = arguments.values["method"] ?? ""
          part.objcSelector = arguments.values["selector"] ?? ""
          part.isPrediction = arguments.flags.contains("predict")
          part.limits.maxSteps = number(arguments, "max-steps", line: line, in: 1...100_000_000)
          if let text = arguments.values["max-time"] {
            if let seconds = Double(text), seconds > 0, seconds <= 3_600 {
              part.limits.maxSeconds = seconds
            } else {
              problems.append(
                FormatProblem(
                  line: line,
                  "max-time must be a number of seconds above 0 and up to 3600, not '\(text)'",
                  "max-time 必须是大于 0、不超过 3600 的秒数，而不是 '\(text)'"))
            }
          }
          new.exercise = part
        }
        document = new
        section = .intro
      case "Setup":
        section = .setup
      case "Step":
        guard let id = arguments.values["id"], !id.isEmpty else {
          problems.append(FormatProblem(line: line, "@Step needs an id", "@Step 需要 id"))
          return
        }
        if !stepIDs.insert(id).inserted {
          problems.append(
            FormatProblem(line: line, "step id '\(id)' is used twice", "步骤 id '\(id)' 用了两次"))
        }
        var step = Step(id: id, line: line)
        step.sourceHash = arguments.values["source"]
        switch StepKind.parse(arguments.values["kind"], line: line) {
        case .success(let kind): step.kind = kind
        case .failure(let problem): problems.append(problem)
        }
        document?.steps.append(step)
        section = .step
      case "Check":
        addCheck(arguments, rest: rest, line: line)
      case "Hint":
        if section == .step, var step = document?.steps.popLast() {
          step.hints.append(rest)
          document?.steps.append(step)
        } else {
          document?.exerciseHints.append(rest)
        }
        continuation = .hint
      case "Assessments":
        section = .quiz
      case "Question":
        var question = Question(
          id: arguments.values["id"] ?? "q\((document?.questions.count ?? 0) + 1)", text: rest)
        if !questionIDs.insert(question.id).inserted {
          problems.append(
            FormatProblem(
              line: line, "question id '\(question.id)' is used twice",
              "题目 id '\(question.id)' 用了两次"))
        }
        question.sourceHash = arguments.values["source"]
        document?.questions.append(question)
        section = .quiz
        continuation = .question
      case "Choice":
        guard var question = document?.questions.popLast() else {
          problems.append(
            FormatProblem(
              line: line, "@Choice must follow a @Question", "@Choice 必须跟在 @Question 后面"))
          return
        }
        question.choices.append(Choice(text: rest, isCorrect: arguments.flags.contains("correct")))
        document?.questions.append(question)
        continuation = .choice
      case "Justification":
        guard let question = document?.questions.indices.last,
          let choice = document?.questions[question].choices.indices.last
        else {
          problems.append(
            FormatProblem(
              line: line, "@Justification must follow a @Choice", "@Justification 必须跟在 @Choice 后面"))
          return
        }
        document?.questions[question].choices[choice].justification = rest
        continuation = .justification
      case "Scenario":
        guard document?.exercise != nil else {
          problems.append(
            FormatProblem(
              line: line, "@Scenario belongs in an @Exercise", "@Scenario 应放在 @Exercise 里"))
          return
        }
        var scenario = Scenario(
          id: arguments.values["id"] ?? "scenario\((document?.exercise?.scenarios.count ?? 0) + 1)",
          line: line)
        if !scenarioIDs.insert(scenario.id).inserted {
          problems.append(
            FormatProblem(
              line: line, "scenario id '\(scenario.id)' is used twice",
              "场景 id '\(scenario.id)' 用了两次"))
        }
        // Without a title the scenario is called by its id (and a translation keeps the English).
        let title = arguments.values["title"] ?? rest
        if !title.isEmpty { scenario.title = title }
        document?.exercise?.scenarios.append(scenario)
        section = .scenarioSetup
      case "Run":
        guard section == .scenarioSetup || section == .scenarioRun else {
          problems.append(
            FormatProblem(line: line, "@Run belongs in a @Scenario", "@Run 应放在 @Scenario 里"))
          return
        }
        if var scenario = document?.exercise?.scenarios.popLast() {
          scenario.runLine = scenario.runLine ?? line
          document?.exercise?.scenarios.append(scenario)
        }
        section = .scenarioRun
      case "Mistake":
        addMistake(arguments, rest: rest, line: line)
      case "Solution":
        section = .solution
      case "WrongAnswer":
        section = .wrong
      case "Prediction":
        guard document?.exercise?.isPrediction == true else {
          problems.append(
            FormatProblem(
              line: line, "@Prediction belongs in an @Exercise(…, predict)",
              "@Prediction 应放在 @Exercise(…, predict) 里"))
          return
        }
        expectLog(.prediction, line: line)
      default:
        problems.append(FormatProblem(line: line, "unknown directive @\(name)", "未知的指令 @\(name)"))
      }
    }
  }
}
