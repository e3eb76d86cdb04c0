extension LessonParser.State {
  // MARK: - Code, headings and prose

  mutating func code(language: String, text: String, line: Int) {
    guard document != nil else {
      problems.append(
        FormatProblem(line: line, "code before @Tutorial/@Exercise", "@Tutorial/@Exercise 之前不能有代码"))
      return
    }
    let kind: CodeBlock.Language
    switch language {
    case "swift": kind = .swift
    case "objc", "objective-c", "m": kind = .objc
    case "log": kind = .log
    default: kind = .text
    }
    if kind == .log, let pending = pendingLog {
      pendingLog = nil
      guard pending.owner == owner else {
        problems.append(
          FormatProblem(
            line: pending.line, "this needs a ```log block right after it",
            "这一行后面必须紧跟一个 ```log 代码块"))
        return
      }
      let lines = text.split(separator: "\n").map { String($0).trimmingSpaces() }.filter {
        !$0.isEmpty
      }
      switch pending.kind {
      case .order(let score): append(.logOrder(lines), score: score, line: pending.line)
      case .exact(let score): append(.logExact(lines), score: score, line: pending.line)
      case .prediction:
        document?.exercise?.solution.append(CodeBlock(language: .log, text: text, line: line))
      case .mistake:
        if var scenario = document?.exercise?.scenarios.popLast() {
          if let last = scenario.mistakes.indices.last {
            scenario.mistakes[last].pattern = .log(lines)
          }
          document?.exercise?.scenarios.append(scenario)
        }
      }
      return
    }
    let block = CodeBlock(language: kind, text: text, line: line)
    switch section {
    case .setup: document?.setup.append(block)
    case .step:
      if var step = document?.steps.popLast() {
        step.code.append(block)
        document?.steps.append(step)
      }
    case .solution: document?.exercise?.solution.append(block)
    case .wrong: document?.exercise?.wrongAnswers.append(block)
    case .scenarioSetup, .scenarioRun:
      if var scenario = document?.exercise?.scenarios.popLast() {
        if section == .scenarioSetup {
          scenario.setup.append(block)
        } else {
          scenario.run.append(block)
        }
        document?.exercise?.scenarios.append(scenario)
      }
    case .mistake:
      problems.append(
        FormatProblem(
          line: line, "a @Mistake takes a ```log block only; code goes before it",
          "@Mistake 只接受 ```log 代码块；代码要写在它之前"))
    case .intro, .quiz:
      document?.introCode.append(block)
      if section == .intro {
        // Code in the introduction is shown with it (a listing to fix, say), not run.
        for codeLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
          document?.intro.appendLine("    " + codeLine)
        }
      }
    }
  }

  /// What an English exercise lacks to be graded: a scenario, each scenario's `@Run`, checks,
  /// and the reference solution (`@Solution`, or `@Prediction` for a predict exercise).
  static func missingParts(of document: LessonDocument) -> [FormatProblem] {
    guard let part = document.exercise, document.sourceHash == nil else { return [] }
    var found: [FormatProblem] = []
    if part.scenarios.isEmpty {
      found.append(
        FormatProblem(
          line: document.line, "this @Exercise has no @Scenario", "这个 @Exercise 没有 @Scenario"))
    }
    for scenario in part.scenarios {
      if scenario.runLine == nil {
        found.append(
          FormatProblem(
            line: scenario.line,
            "@Scenario(id: \(scenario.id)) has no @Run: nothing would call the answer",
            "@Scenario(id: \(scenario.id)) 没有 @Run：没有代码会调用答案"))
      }
      if scenario.checks.isEmpty, !part.isPrediction {
        found.append(
          FormatProblem(
            line: scenario.line, "@Scenario(id: \(scenario.id)) has no @Check",
            "@Scenario(id: \(scenario.id)) 没有 @Check"))
      }
    }
    if !part.solution.contains(where: { $0.language != .text }) {
      found.append(
        FormatProblem(
          line: document.line,
          part.isPrediction
            ? "this @Exercise has no @Prediction (the reference log)"
            : "this @Exercise has no @Solution",
          part.isPrediction ? "这个 @Exercise 没有 @Prediction（参考日志）" : "这个 @Exercise 没有 @Solution"))
    }
    return found
  }

  mutating func heading(_ text: String, level: Int, line: Int) {
    continuation = nil
    if level == 1, document?.title == document?.id, section == .intro {
      document?.title = text
    } else if level == 2, section == .step, let step = document?.steps.indices.last,
      document?.steps[step].title == document?.steps[step].id
    {
      document?.steps[step].title = text
    } else {
      prose((level == 1 ? "# " : "## ") + text)
    }
  }

  mutating func prose(_ text: String) {
    if let target = continuation, !text.trimmingSpaces().isEmpty {
      extend(target, with: text.trimmingSpaces())
      return
    }
    continuation = nil
    switch section {
    case .mistake:
      guard !text.trimmingSpaces().isEmpty,
        var scenario = document?.exercise?.scenarios.popLast()
      else { return }
      if let last = scenario.mistakes.indices.last {
        let explanation = scenario.mistakes[last].explanation
        scenario.mistakes[last].explanation =
          explanation.isEmpty ? text.trimmingSpaces() : explanation + " " + text.trimmingSpaces()
      }
      document?.exercise?.scenarios.append(scenario)
    case .intro: document?.intro.appendLine(text)
    case .step:
      if var step = document?.steps.popLast() {
        step.prose.appendLine(text)
        document?.steps.append(step)
      }
    case .scenarioSetup, .scenarioRun:
      document?.intro.appendLine(text)
    default: break
    }
  }

  mutating func extend(_ target: ContinuationTarget, with text: String) {
    switch target {
    case .hint:
      if section == .step, var step = document?.steps.popLast(), !step.hints.isEmpty {
        step.hints[step.hints.count - 1] += " " + text
        document?.steps.append(step)
      } else if let count = document?.exerciseHints.count, count > 0 {
        document?.exerciseHints[count - 1] += " " + text
      }
    case .question:
      if var question = document?.questions.popLast() {
        question.text += " " + text
        document?.questions.append(question)
      }
    case .choice, .justification:
      if let question = document?.questions.indices.last,
        let choice = document?.questions[question].choices.indices.last
      {
        if target == .choice {
          document?.questions[question].choices[choice].text += " " + text
        } else {
          document?.questions[question].choices[choice].justification += " " + text
        }
      }
    }
  }

  func finish() -> (LessonDocument?, [FormatProblem]) {
    guard var document else {
      return (
        nil,
        problems.isEmpty
          ? [
            FormatProblem(
              line: 1, "no @Tutorial or @Exercise directive", "没有 @Tutorial 或 @Exercise 指令")
          ] : problems
      )
    }
    document.intro = document.intro.trimmingBlankLines()
    for index in document.steps.indices {
      document.steps[index].prose = document.steps[index].prose.trimmingBlankLines()
    }
    var problems = self.problems
    if let pending = pendingLog {
      problems.append(
        FormatProblem(
          line: pending.line, "this needs a ```log block right after it",
          "这一行后面必须紧跟一个 ```log 代码块"))
    }
    problems += Self.missingParts(of: document)
    return (document, problems.sorted { $0.line < $1.line })
  }
}
