import CommandLanguage
import LessonEngine
import Rendering
import Simulation

extension Session {
  /// `:lesson [ID]`: starts or resumes a lesson; without an id, the list.
  func lessonCommand(_ call: MetaCall) -> MetaResult {
    guard let id = call.arguments.first else { return MetaResult(lines: proseLines(lessonList())) }
    // A script runs its statements without the lesson looking at each: the steps would never
    // be checked.
    guard isInteractiveInput else { return MetaResult(lines: [errorLine(.lessonInScript(id))]) }
    return MetaResult(lines: startLesson(id))
  }

  /// `:lessons`: the lessons with the learner's progress.
  func lessonsCommand(_ call: MetaCall) -> MetaResult {
    MetaResult(lines: proseLines(lessonList()))
  }

  /// What a command that needs a lesson says outside one.
  private var notInLesson: MetaResult { MetaResult(lines: [errorLine(.notInLesson)]) }

  /// `:next`: the next step (a step with checks asks first, then skips it).
  func nextLessonCommand(_ call: MetaCall) -> MetaResult {
    guard lesson != nil else { return notInLesson }
    switch lessonRun.next() {
    case nil: return MetaResult(lines: [noteLine(.lessonOver)])
    case .done?: return MetaResult(lines: completeStep(revealed: false))
    case .ask?:
      return MetaResult(lines: [OutputLine(LessonMessage.skipAsk.text(options.language), .note)])
    case .skip?: return MetaResult(lines: skipStep())
    }
  }

  /// `:retry`: this step of the lesson from its start.
  func retryLessonCommand(_ call: MetaCall) -> MetaResult {
    let l = options.language
    guard let state = lesson else { return notInLesson }
    guard state.step != nil else { return MetaResult(lines: [noteLine(.lessonOver)]) }
    rebuildStepStart(state.stepIndex)
    var lines = [OutputLine(LessonMessage.retried.text(l), .note)]
    if let rebuilt = lesson, let missing = missingForStep(rebuilt) {
      lines.append(OutputLine(LessonMessage.retryMissing(missing).text(l), .hint))
    }
    if let rebuilt = lesson, case let methods = earlierMethods(rebuilt), !methods.isEmpty {
      lines.append(OutputLine(LessonMessage.retryKeepsMethods(methods).text(l), .hint))
    }
    return MetaResult(lines: lines + showStep())
  }

  /// `:back`: the previous step.
  func backLessonCommand(_ call: MetaCall) -> MetaResult {
    guard let state = lesson else { return notInLesson }
    guard state.stepIndex > 0 else { return MetaResult(lines: [noteLine(.firstStep)]) }
    rebuildStepStart(min(state.stepIndex, state.document.steps.count) - 1)
    return MetaResult(lines: showStep())
  }

  /// `:hint` in a lesson: the step's next hint.
  func hintLessonCommand(_ call: MetaCall) -> MetaResult {
    guard let state = lesson else { return notInLesson }
    guard state.step != nil else { return MetaResult(lines: [noteLine(.lessonOver)]) }
    guard let hint = lessonRun.nextHint() else {
      return MetaResult(lines: [noteLine(.noMoreHints)])
    }
    saveProgress()
    return MetaResult(lines: [hintLine("(\(hint.number)/\(hint.count)) " + hint.text)])
  }

  /// `:check` in a lesson: the step's checks, each with its result.
  func checkLessonCommand(_ call: MetaCall) -> MetaResult {
    let l = options.language
    guard let state = lesson else { return notInLesson }
    guard let step = state.step else { return MetaResult(lines: [noteLine(.lessonOver)]) }
    if step.kind == .predict, !state.predictionDone {
      return MetaResult(lines: predictionFeedback(early: true))
    }
    guard !step.checks.isEmpty else { return MetaResult(lines: [noteLine(.nothingToCheck)]) }
    let facts = stepFacts
    let outcomes = facts.evaluate(step.checks, state)
    // Two checks that fail for the same reason (an order and a count missing the same line)
    // say it once.
    var said: Set<String> = []
    var lines = zip(step.checks, outcomes).compactMap { check, outcome -> OutputLine? in
      switch outcome {
      case .pass: return OutputLine("✓ " + CheckDescription.text(check, l), .event(.appearance))
      case .fail(let reason):
        return said.insert(reason).inserted ? OutputLine("✗ " + reason, .warning) : nil
      }
    }
    let trouble =
      facts.troubleLine(state, reference: stepReference)
      ?? facts.openAppearanceLine(reference: stepReference())
    if let trouble {
      lines.append(OutputLine("✗ " + trouble, .warning))
    }
    if outcomes.allSatisfy(\.passed), trouble == nil {
      lines += completeStep(revealed: false)
    } else if let note = facts.recoveryNote(step, outcomes, state) {
      lines.append(note)
    }
    return MetaResult(lines: lines)
  }

  /// `:solution`: the step's solution, once asked twice.
  func solutionLessonCommand(_ call: MetaCall) -> MetaResult {
    guard let state = lesson else { return notInLesson }
    guard let step = state.step else { return MetaResult(lines: [noteLine(.lessonOver)]) }
    guard lessonRun.revealSolution() else { return MetaResult(lines: [noteLine(.confirmSolution)]) }
    saveProgress()
    if step.kind == .predict { return MetaResult(lines: predictedLogSolution()) }
    var lines: [OutputLine] = []
    for block in step.code where block.language == .swift || block.language == .objc {
      lines.append(OutputLine(block.language == .swift ? "Swift:" : "Objective-C:", .note))
      lines += block.text.split(separator: "\n", omittingEmptySubsequences: false).map {
        OutputLine("    " + $0, .value)
      }
    }
    if lines.isEmpty { lines.append(noteLine(.nothingToCheck)) }
    return MetaResult(lines: lines)
  }

  /// `:goal`: the tree the step should reach beside the current one, then its log.
  func goalLessonCommand(_ call: MetaCall) -> MetaResult {
    guard let state = lesson else { return notInLesson }
    return MetaResult(lines: goal(state))
  }

  /// `:answer N`: an answer to the lesson's quiz question.
  func answerLessonCommand(_ call: MetaCall) -> MetaResult {
    let l = options.language
    guard var state = lesson else { return notInLesson }
    guard let index = state.questionIndex, index < state.document.questions.count else {
      return MetaResult(lines: [errorLine(.noQuestion)])
    }
    let question = state.document.questions[index]
    guard call.arguments.count == 1, let number = Int(call.arguments[0]), number >= 1,
      number <= question.choices.count
    else { return usage(call.command) }
    let presenter = LessonPresenter(language: l, syntax: options.syntax)
    let choice = question.choices[number - 1]
    var lines = presenter.answer(question, chosen: number - 1)
    guard choice.isCorrect else {
      // A wrong answer is explained, not corrected: the learner tries again.
      state.quizMissed.insert(question.id)
      lesson = state
      return MetaResult(lines: lines + [OutputLine(LessonMessage.tryAgain.text(l), .note)])
    }
    let right = !state.quizMissed.contains(question.id)
    lessonRun.changeLessonRecord { $0.quiz[question.id] = right }
    saveProgress()
    if index + 1 < state.document.questions.count {
      state.questionIndex = index + 1
      lines += presenter.question(
        state.document.questions[index + 1], number: index + 2, of: state.document.questions.count
      )
    } else {
      state.questionIndex = nil
      let ids = Set(state.document.questions.map(\.id))
      let right = ids.filter { !state.quizMissed.contains($0) }.count
      lines.append(noteLine(.quizDone))
      lines.append(OutputLine(LessonMessage.quizScore(right, ids.count).text(l), .info))
      lines += practiceLines(state.document)
    }
    lesson = state
    return MetaResult(lines: lines)
  }

  /// The lessons with ✓ for completed ones and the step reached.
  public func lessonList() -> [String] {
    let l = options.language
    var lines = [
      l.pick(
        "Lessons (start one with :lesson ID, or containrepl lesson ID):",
        "课程（用 :lesson ID 或 containrepl lesson ID 开始）：")
    ]
    for id in catalog.lessonIDs {
      guard let document = catalog.document(id, language: l) else { continue }
      let record = progress.lessons[id]
      let mark: String
      if record?.completed == true {
        mark = record?.completedAfterReveal == true ? "✓*" : "✓ "
      } else if let record, !record.solvedSteps.isEmpty || record.currentStep > 0 {
        mark = "… "
      } else {
        mark = "  "
      }
      let solved = record?.solvedSteps.count ?? 0
      let steps = "\(min(solved, document.steps.count))/\(document.steps.count)"
      lines.append(
        "  " + mark + " " + DisplayWidth.pad(id, to: 22) + " " + DisplayWidth.pad(steps, to: 6)
          + document.title)
    }
    if catalog.lessonIDs.isEmpty { lines.append(l.pick("  (no lessons found)", "  （没有找到课程）")) }
    lines.append(
      l.pick("✓ done, ✓* done after a revealed solution, … started", "✓ 已完成，✓* 看过答案后完成，… 进行中"))
    return lines
  }

  /// `:goal`: the tree the step should reach beside the current one, then the step's log.
  private func goal(_ state: LessonState) -> [OutputLine] {
    let l = options.language
    guard state.step != nil else { return [noteLine(.lessonOver)] }
    let (target, before) = referenceSession(state, through: state.stepIndex)
    let glyphs = TreeGlyphs.forASCII(options.ascii)
    let now = ControllerTreeRenderer(world: world, glyphs: glyphs, language: l).render()
    let goal = ControllerTreeRenderer(world: target.world, glyphs: glyphs, language: l).render()
    // Side by side when both trees fit the terminal's width, else one above the other.
    var lines = SideBySide.lines(
      [l.pick("now:", "当前：")] + now, [l.pick("goal:", "目标：")] + goal, width: options.columns
    ).map { OutputLine($0, .info) }
    let expected = Array(target.history[before...]).filter { !$0.isDetail }
    // In a predict step the log is what the learner is predicting: the goal never shows it.
    if state.takesPrediction {
      lines.append(
        OutputLine(
          l.pick(
            "the log is what you predict here: :check compares your prediction with it",
            "这一步的日志正是你要预测的内容：用 :check 把你的预测与它比较"), .note))
      return lines
    }
    // A step that only changes the tree has no log to show: no heading over nothing.
    guard !expected.isEmpty else { return lines }
    lines.append(OutputLine(l.pick("the step's log should include:", "这一步的日志应当包含："), .info))
    let formatter = target.formatter
    lines += expected.map { OutputLine("  " + formatter.line($0), .info) }
    return lines
  }
}

/// How `:check` names a check that passed.
enum CheckDescription {
  static func text(_ check: Check, _ l: Language) -> String {
    switch check {
    case .state(let expression): return expression
    case .appearance(let name, let state): return "\(name): \(state.rawValue)"
    case .clock(let mode): return l.pick("the clock is \(mode)", "时钟为 \(mode)")
    case .logOrder(let lines):
      return l.pick("in the log, in order: ", "日志中依次出现：") + lines.joined(separator: ", ")
    case .logExact: return l.pick("the log is exactly as expected", "日志与预期完全一致")
    case .logCount(let line, let count):
      switch count {
      case 0: return l.pick("\(line) never comes", "\(line) 不出现")
      case 1: return l.pick("\(line) comes once", "\(line) 出现一次")
      default: return l.pick("\(line) comes \(count) times", "\(line) 出现 \(count) 次")
      }
    case .noWarnings: return l.pick("no UIKit warning", "没有 UIKit 警告")
    case .noErrors: return l.pick("no error or exception", "没有错误或异常")
    case .outputContains(let text):
      return l.pick("the output shows ", "输出中有 ") + CheckEvaluator.describing(text, l)
    case .noOrphanViews:
      return l.pick("no view on screen without its controller being a child", "屏幕上没有“孤儿”视图")
    case .callsSuper(let names):
      let which = names.isEmpty ? "" : " (" + names.joined(separator: ", ") + ")"
      return l.pick("every override calls super", "每个重写都调用了 super") + which
    case .currentSpelling:
      return l.pick("only today's spellings", "只用现在的写法")
    case .balancedAppearance:
      return l.pick(
        "each beginAppearanceTransition has its endAppearanceTransition",
        "每个 beginAppearanceTransition 都有对应的 endAppearanceTransition")
    case .slide(let name, let direction):
      return l.pick(
        "\(name).view slides \(direction.rawValue)", "\(name).view 向\(direction.chinese)滑动")
    }
  }
}

extension Session {
  /// The methods the learner defined in the steps before this one (not the reference code of a
  /// step they skipped), each with the number of the step that defined it last: `:retry`
  /// replays them as written, so a fault in one is mended only by defining it again.
  func earlierMethods(_ state: LessonState) -> [(name: String, step: Int)] {
    let references = Set(state.document.steps.compactMap { $0.code(.swift) ?? $0.code(.objc) })
    var steps: [String: Int] = [:]
    var order: [String] = []
    for index in stride(from: 1, through: state.stepIndex, by: 1) {
      guard let start = state.stepStarts[index], let before = state.stepStarts[index - 1],
        start.count >= before.count
      else { continue }
      for input in start.dropFirst(before.count) where !references.contains(input) {
        for statement in Parser.parse(SourceText(input)).statements {
          guard case .function(let method) = statement.kind, !method.isProperty,
            !method.isCFunction
          else { continue }
          let name =
            method.selector
            ?? method.baseName + "(" + method.parameters.map { ($0.label ?? "_") + ":" }.joined()
            + ")"
          if steps[name] == nil { order.append(name) }
          steps[name] = index
        }
      }
    }
    return order.compactMap { name in steps[name].map { (name, $0) } }
  }
}
