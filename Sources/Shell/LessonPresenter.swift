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
    let preferred = syntax == .objc ? step.code(.objc) ?? step.code(.swift) : step.code(.swift)
    if let code = preferred {
      lines.append(OutputLine(language.pick("Type:", "输入："), .note))
      lines += code.split(separator: "\n", omittingEmptySubsequences: false).map {
        OutputLine("    " + $0, .value)
      }
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

  func question(_ question: Question, number: Int, of count: Int) -> [OutputLine] {
    var lines = [
      OutputLine(""),
      OutputLine(
        language.pick("Question \(number) of \(count): ", "第 \(number) 题（共 \(count) 题）：")
          + question.text, .info),
    ]
    for (index, choice) in question.choices.enumerated() {
      lines.append(OutputLine("  \(index + 1). " + choice.text, .plain))
    }
    lines.append(OutputLine(language.pick("Answer with :answer N.", "用 :answer N 作答。"), .note))
    return lines
  }

  func answer(_ question: Question, chosen: Int) -> [OutputLine] {
    guard chosen >= 0, chosen < question.choices.count else { return [] }
    let choice = question.choices[chosen]
    let mark = choice.isCorrect ? "✓ " : "✗ "
    var lines = [
      OutputLine(mark + choice.justification, choice.isCorrect ? .event(.appearance) : .warning)
    ]
    if !choice.isCorrect, let right = question.choices.firstIndex(where: \.isCorrect) {
      lines.append(
        OutputLine(
          language.pick("The answer is \(right + 1): ", "正确答案是 \(right + 1)：")
            + question.choices[right].text, .note))
    }
    return lines
  }

  /// Prose as terminal lines: Markdown kept as written, except fences around shown code.
  func prose(_ text: String) -> [OutputLine] {
    guard !text.isEmpty else { return [] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map {
      OutputLine(String($0))
    }
  }
}
