import CommandLanguage
import Grading
import LessonEngine
import Rendering
import Simulation

extension Session {
  /// `:exercise ID` / `containrepl exercise ID`: shows the task; definitions typed from now on
  /// are the answer that `:check` grades.
  public func startExercise(_ id: String) -> [OutputLine] {
    let l = options.language
    guard let document = catalog.document(id, language: l, kind: .exercise),
      let part = document.exercise
    else {
      let ids = catalog.exerciseIDs
      let suggestion = ids.min { editDistance($0, id) < editDistance($1, id) }
      return [errorLine(.unknownExercise(id, suggestion))]
    }
    let problems = catalog.problems(of: id, kind: .exercise)
    guard problems.isEmpty else {
      return [
        errorLine(.brokenExercise(id, problems.map { "\($0.path):\($0.1.line): \($0.1.message)" }))
      ]
    }
    resetSandbox()
    exercise = ExerciseState(document: document)
    var lines = [OutputLine(document.title, .info, wraps: true)]
    lines += asProse(LessonPresenter(language: l, syntax: options.syntax).prose(document.intro))
    if !part.swiftMethod.isEmpty {
      lines.append(
        OutputLine(
          l.pick("Define: ", "请定义：") + part.swiftMethod + " / " + part.objcSelector, .note,
          wraps: true))
    }
    if part.isPrediction {
      lines.append(
        OutputLine(
          l.pick(
            "Type your predicted log, one callback a line; nothing you type is run. :predict shows it, "
              + ":predict undo drops the last line, :check grades it, :hint gives a hint.",
            "逐行输入你预测的日志，每行一个回调；你输入的内容不会被执行。:predict 显示已输入的预测，"
              + ":predict undo 删掉最后一行，:check 评分，:hint 给出提示。"), .note, wraps: true))
    } else {
      lines.append(
        OutputLine(
          l.pick(
            ":check grades what you have defined; :hint gives a hint; the definitions you type are your answer.",
            ":check 为你已定义的内容评分；:hint 给出提示；你输入的定义就是你的答案。"), .note, wraps: true))
    }
    return lines
  }

  /// The confirmation after predicted lines were typed.
  func predictionCount() -> [OutputLine] {
    let count = exercise?.prediction.count ?? 0
    return [
      OutputLine(
        options.language.pick(
          "prediction: \(count) line\(count == 1 ? "" : "s") so far (:predict shows them, :check grades)",
          "预测：目前共 \(count) 行（:predict 显示，:check 评分）"), .note, wraps: true)
    ]
  }

  /// `:predict [clear|undo]`.
  func predictCommand(_ arguments: [String]) -> [OutputLine] {
    let l = options.language
    guard let state = exercise, state.isPrediction else {
      return [noteLine(.notInPredictExercise)]
    }
    switch arguments.first {
    case "clear"?:
      exercise?.prediction = []
      return [OutputLine(l.pick("prediction cleared", "预测已清空"), .note)]
    case "undo"?:
      guard let last = exercise?.prediction.popLast() else {
        return [OutputLine(l.pick("the prediction is empty", "预测是空的"), .note)]
      }
      return [OutputLine(l.pick("dropped: ", "已删掉：") + last, .note)]
    default:
      guard !state.prediction.isEmpty else {
        return [OutputLine(l.pick("the prediction is empty", "预测是空的"), .note)]
      }
      return state.prediction.enumerated().map { index, line in
        OutputLine(DisplayWidth.pad(String(index + 1), to: 3) + " " + line, .plain)
      }
    }
  }

  /// Keeps an input that only defines things as part of the exercise's answer.
  func recordExerciseInput(_ text: String) {
    guard exercise != nil else { return }
    let parsed = Parser.parse(SourceText(text))
    guard parsed.diagnostics.isEmpty, !parsed.statements.isEmpty else { return }
    let definitions = parsed.statements.allSatisfy {
      switch $0.kind {
      case .function, .classDeclaration, .protocolDeclaration: return true
      default: return false
      }
    }
    if definitions { exercise?.answer.append(text) }
  }

  /// `:check` in an exercise: grades the definitions so far in fresh sandboxes.
  func checkExercise() -> [OutputLine] {
    guard let state = exercise else { return [] }
    let grader = ClassGrader(document: state.document, language: options.language)
    let answer = state.isPrediction ? state.prediction : state.answer
    let result = grader.check(answer.joined(separator: "\n"))
    lessonRun.recordGrade(
      score: result.score, of: result.maxScore, passed: result.status == .pass)
    saveProgress()
    let report = ExerciseReport(language: options.language, showHidden: false)
    return report.text(result).enumerated().map { index, text in
      let style: LineStyle =
        index == 0
        ? .info
        : (text.hasPrefix("✓")
          ? .event(.appearance)
          : (text.hasPrefix("✗") || text.hasPrefix("error") ? .warning : .note))
      return OutputLine(text, style, wraps: true)
    }
  }

  /// `:hint` in an exercise: the next of its hints.
  func exerciseHint() -> [OutputLine] {
    guard var state = exercise else { return [] }
    let hints = state.document.exerciseHints
    guard state.hintsShown < hints.count else { return [noteLine(.noMoreHints)] }
    let hint = hints[state.hintsShown]
    state.hintsShown += 1
    exercise = state
    return [hintLine("(\(state.hintsShown)/\(hints.count)) " + hint)]
  }

  /// The exercises with the best score reached.
  public func exerciseList() -> [String] {
    let l = options.language
    var lines = [
      l.pick(
        "Exercises (open one with :exercise ID, or containrepl exercise ID):",
        "练习（用 :exercise 编号 或 containrepl exercise 编号 打开）：")
    ]
    for id in catalog.exerciseIDs {
      guard let document = catalog.document(id, language: l, kind: .exercise) else { continue }
      let record = progress.exercises[id]
      let mark = record?.passed == true ? "✓ " : "  "
      let score = record.map { "\($0.bestScore)/\($0.maxScore)" } ?? "–"
      lines.append(
        "  " + mark + " " + DisplayWidth.pad(id, to: 22) + " " + DisplayWidth.pad(score, to: 7)
          + document.title)
    }
    return lines
  }

  /// In a predict exercise: lines that are meta commands run; every other line is kept as
  /// part of the prediction, never run.
  func runPrediction(
    _ text: String, fileName: String?, turnPerStatement: Bool, firstLine: Int,
    emit: ([OutputLine]) -> Void
  ) -> Bool {
    var lineNumber = firstLine
    var remaining = Substring(text)
    var changedState = false
    var added = 0
    func confirm() {
      if added > 0, isInteractiveInput { emit(predictionCount()) }
      added = 0
    }
    while !remaining.isEmpty {
      let line = String(remaining.prefix { $0 != "\n" })
      switch lessonRun.role(of: line) {
      case .code:
        confirm()
        return run(
          String(remaining), fileName: fileName, turnPerStatement: turnPerStatement,
          firstLine: lineNumber, emit: emit) || changedState
      case .heldBack(let command):
        confirm()
        emit([
          OutputLine(
            options.language.pick(
              "\(command) is not run: while you predict, nothing changes the sandbox; :check compares your prediction, then the step's code runs",
              "\(command) 没有运行：预测期间，任何内容都不会改变沙盒；用 :check 比较你的预测，之后这一步的代码才会运行"),
            .hint)
        ])
      case .meta:
        confirm()
        let source = SourceText(line, firstLine: lineNumber)
        changedState =
          runStatements(
            source, Parser.parse(source), fileName: fileName, turnPerStatement: turnPerStatement,
            emit: emit)
          || changedState
      case .prediction:
        if isInteractiveInput, let read = FullWidthInput.ascii(line) {
          emit(fullWidthNote(typed: line, read: read))
        }
        added += lessonRun.record(prediction: line)
      }
      remaining = remaining.dropFirst(line.count).dropFirst()
      lineNumber += 1
    }
    confirm()
    return changedState
  }
}
