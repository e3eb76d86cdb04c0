import LessonEngine
import Rendering
import Simulation

/// Writes lessons for the terminal: the introduction, a step with its code, the quiz.
struct LessonPresenter {
  let language: Language
  let syntax: LogSyntax

  func intro(_ document: LessonDocument) -> [OutputLine] {
    var lines = [OutputLine(document.title, .info)]
    if let minutes = document.minutes {
      lines.append(OutputLine(language.pick("about \(minutes) minutes", "约 \(minutes) 分钟"), .note))
    }
    lines += prose(document.intro)
    return lines
  }

  func step(_ step: Step, number: Int, of count: Int) -> [OutputLine] {
    var lines = [
      OutputLine(""),
      OutputLine(
        language.pick("Step \(number) of \(count): ", "第 \(number) 步（共 \(count) 步）：") + step.title,
        .info),
    ]
    lines += prose(step.prose)
    switch step.kind {
    case .show: lines += typed(step)
    case .goal: lines += goal(step)
    case .predict: lines += predict(step)
    }
    return lines
  }

  /// The code to type, in the learner's dialect.
  private func typed(_ step: Step) -> [OutputLine] {
    var lines: [OutputLine] = []
    if let code = preferredCode(step) {
      lines.append(OutputLine(language.pick("Type:", "输入："), .note))
      lines += indented(code)
      if syntax == .swift, step.code(.objc) != nil {
        lines.append(
          OutputLine(
            language.pick(
              "(or the Objective-C version: :syntax objc shows it)",
              "（也可以输入 Objective-C 版本：:syntax objc 可以看到）"), .note))
      }
    } else if step.checks.isEmpty {
      lines.append(
        OutputLine(
          language.pick(
            "Nothing to type here: :next when you are ready.",
            "这一步不用输入代码：准备好后输入 :next。"), .note))
    }
    return lines
  }

  /// What must become true, from the step's checks; a skeleton to start from, if it has one.
  private func goal(_ step: Step) -> [OutputLine] {
    var lines: [OutputLine] = []
    if let skeleton = step.code(.text) {
      lines.append(OutputLine(LessonMessage.skeleton.text(language), .note))
      lines += indented(skeleton)
    }
    // The outcomes, not the exact log: the calls to make would be spelt out by it. `:goal`
    // shows the log for a learner who wants it.
    var wanted = step.checks.compactMap { check -> String? in
      switch check {
      case .state, .appearance, .logCount, .clock, .outputContains:
        return CheckDescription.text(check, language)
      default: return nil
      }
    }
    if step.checks.contains(where: { if case .logOrder = $0 { true } else { false } }) {
      wanted.append(
        language.pick(
          "the log shows the callbacks in UIKit's order for what you did (:goal shows the log)",
          "日志里的回调按 UIKit 对你所做操作的顺序出现（:goal 显示日志）"))
    }
    guard !wanted.isEmpty else { return lines + typed(step) }
    lines.append(OutputLine(LessonMessage.goal.text(language), .note))
    lines += wanted.map { OutputLine("  • " + $0, .value, wraps: true) }
    lines.append(OutputLine(LessonMessage.goalFooter.text(language), .note))
    return lines
  }

  /// The code whose log is to be predicted, and what to type.
  private func predict(_ step: Step) -> [OutputLine] {
    var lines = [OutputLine(LessonMessage.predictIntro.text(language), .note)]
    if let code = preferredCode(step) { lines += indented(code) }
    lines.append(OutputLine(LessonMessage.predictAsk.text(language), .note))
    return lines
  }

  private func preferredCode(_ step: Step) -> String? {
    syntax == .objc ? step.code(.objc) ?? step.code(.swift) : step.code(.swift)
  }

  private func indented(_ code: String) -> [OutputLine] {
    code.split(separator: "\n", omittingEmptySubsequences: false).map {
      OutputLine("    " + $0, .value)
    }
  }

  func question(_ question: Question, number: Int, of count: Int) -> [OutputLine] {
    var lines = [
      OutputLine(""),
      OutputLine(
        language.pick("Question \(number) of \(count): ", "第 \(number) 题（共 \(count) 题）：")
          + question.text, .info, wraps: true),
    ]
    for (index, choice) in question.choices.enumerated() {
      lines.append(OutputLine("  \(index + 1). " + choice.text, .plain))
    }
    lines.append(OutputLine(language.pick("Answer with :answer N.", "用 :answer N 作答。"), .note))
    return lines
  }

  /// The chosen answer's justification; a wrong one does not give the right one away.
  func answer(_ question: Question, chosen: Int) -> [OutputLine] {
    guard chosen >= 0, chosen < question.choices.count else { return [] }
    let choice = question.choices[chosen]
    let mark = choice.isCorrect ? "✓ " : "✗ "
    return [
      OutputLine(
        mark + choice.justification, choice.isCorrect ? .event(.appearance) : .warning,
        wraps: true)
    ]
  }

  /// Prose as terminal lines: Markdown kept as written, except fences around shown code.
  func prose(_ text: String) -> [OutputLine] {
    guard !text.isEmpty else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
      OutputLine(String($0))
    }
  }
}
