import LessonEngine
import Rendering
import Simulation

/// Runs a lesson answered by its own reference inputs and reports every check
/// (`containrepl lesson ID --replay`, `containrepl dev check`).
public struct LessonReplay {
  public let catalog: LessonCatalog
  public let options: SessionOptions

  public init(catalog: LessonCatalog, options: SessionOptions) {
    self.catalog = catalog
    self.options = options
  }

  /// The replay's lines, and whether every check passed. `dialect` picks the reference code
  /// (Objective-C falls back to Swift for steps written only in Swift).
  public func replay(_ id: String, dialect: CodeBlock.Language = .swift) -> (
    lines: [OutputLine], passed: Bool
  ) {
    let l = options.language
    guard let document = catalog.document(id, language: l) else {
      return (
        [OutputLine("error: " + l.pick("there is no lesson '\(id)'", "没有名为 '\(id)' 的课程"), .error)],
        false
      )
    }
    let session = Session(options: options)
    session.catalog = catalog
    // The replay's own lines (checks, quiz), wrapped as the sandbox wraps its prose.
    func own(_ text: String, _ style: LineStyle) -> [OutputLine] {
      session.wrapper.wrapLine(text).map { OutputLine($0, style) }
    }
    // The lesson's own text laid out as the sandbox lays it out: prose wrapped to the width.
    var lines = session.layOut(
      session.asProse(LessonPresenter(language: l, syntax: options.syntax).intro(document)))
    var passed = true
    var violations: [String] = []
    session.afterEachStep = { world in violations += world.checkInvariants() }
    for block in document.setup where block.language == .swift || block.language == .objc {
      _ = session.run(block.text, fileName: nil, turnPerStatement: true) { _ in }
    }
    session.forgetHistory()
    for (index, step) in document.steps.enumerated() {
      lines += session.layOut(
        session.asProse(
          LessonPresenter(language: l, syntax: options.syntax)
            .step(step, number: index + 1, of: document.steps.count)))
      let code = dialect == .objc ? step.code(.objc) ?? step.code(.swift) : step.code(.swift)
      let start = session.history.count
      var output: [OutputLine] = []
      if let code {
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
          lines.append(OutputLine("> " + line, .plain))
        }
        output = session.handle(code)
        lines += output
      }
      let events = Array(session.history[start...])
      let context = CheckContext(
        world: session.world, interpreter: session.interpreter, events: events,
        output: output.map(\.text))
      let evaluator = CheckEvaluator(language: l)
      for check in step.checks {
        switch evaluator.evaluate(check, in: context) {
        case .pass:
          lines += own("✓ " + CheckDescription.text(check, l), .event(.appearance))
        case .fail(let reason):
          passed = false
          lines += own("✗ \(document.id)/\(step.id): " + reason, .error)
        }
      }
    }
    for problem in Self.shapeProblems(document, catalog: catalog, language: l) {
      passed = false
      lines += own("✗ \(document.id)/" + problem, .error)
    }
    for (index, question) in document.questions.enumerated() {
      lines.append(OutputLine(""))
      lines += own(l.pick("Question \(index + 1): ", "第 \(index + 1) 题：") + question.text, .info)
      for choice in question.choices {
        lines += own((choice.isCorrect ? "  ✓ " : "    ") + choice.text, .plain)
        lines += own("      " + choice.justification, .note)
      }
      if question.choices.filter(\.isCorrect).isEmpty {
        passed = false
        lines.append(
          OutputLine(
            "✗ \(document.id)/\(question.id): " + l.pick("no choice is marked correct", "没有标记正确答案"),
            .error))
      }
    }
    if !violations.isEmpty {
      passed = false
      lines.append(OutputLine("✗ \(document.id): invariants: \(violations.prefix(3))", .error))
    }
    return (lines, passed)
  }

  /// What a lesson needs beyond passing checks: the exercise its ending points to exists, a
  /// goal step has hints to reach its code through, a predict step has code whose log has
  /// callbacks to predict.
  static func shapeProblems(
    _ document: LessonDocument, catalog: LessonCatalog, language l: Language
  )
    -> [String]
  {
    var found: [String] = []
    if let id = document.practice, catalog.document(id, language: l, kind: .exercise) == nil {
      found.append(l.pick("practice: there is no exercise '\(id)'", "practice：没有名为 '\(id)' 的练习"))
    }
    for step in document.steps {
      switch step.kind {
      case .goal where step.hints.isEmpty:
        found.append(
          step.id
            + l.pick(": a goal step needs hints (the last shows the code)", "：目标步骤需要提示（最后一条给出代码）"))
      case .predict where step.code(.swift) == nil:
        found.append(step.id + l.pick(": a predict step needs its code", "：预测步骤需要代码"))
      default: break
      }
    }
    return found
  }
}
