import LessonEngine
import Shell
import Simulation
import TestSupport
import Testing

/// A scripted learner takes every lesson the way people do: statement by statement, with a
/// typo fixed on the next line, the statements in the wrong order and then `:retry`, the clock
/// forgotten and then `:retry`, a wrong prediction and a wrong quiz answer. Each lesson must
/// still be finished without `:solution` and without skipping a step.
struct LearnerReplayTests {
  static let catalog = LessonCatalog(files: repositoryLessonFiles())

  /// A learner's session in a lesson, with what it has seen.
  final class Learner {
    let session: Session
    let store = MemoryProgressStore()
    var transcript: [String] = []
    let language: Language

    init(_ language: Language) {
      self.language = language
      session = Session(options: SessionOptions(language: language))
      session.catalog = LearnerReplayTests.catalog
      session.progressStore = store
    }

    /// Types one input; returns its lines.
    @discardableResult
    func type(_ text: String) -> [String] {
      let lines = session.handle(text).map(\.text)
      transcript.append("> " + text)
      transcript += lines
      return lines
    }

    var stepDone: String { language.pick("✓ step done: ", "✓ 这一步完成了：") }

    /// Types inputs in turn until one finishes the step; whether one did.
    func typeUntilDone(_ inputs: [String]) -> Bool {
      for input in inputs where type(input).contains(where: { $0.hasPrefix(stepDone) }) {
        return true
      }
      return false
    }
  }

  /// Top-level statements of reference code, one input each, as a learner types them: a line
  /// per statement, a method or a call with a closure kept whole.
  static func statements(_ code: String) -> [String] {
    var pieces: [String] = []
    var current: [Substring] = []
    var depth = 0
    for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
      if current.isEmpty, line.allSatisfy({ $0 == " " }) { continue }
      current.append(line)
      for character in line {
        if "{([".contains(character) { depth += 1 }
        if "})]".contains(character) { depth -= 1 }
      }
      if depth <= 0 {
        pieces.append(current.joined(separator: "\n"))
        current = []
        depth = 0
      }
    }
    if !current.isEmpty { pieces.append(current.joined(separator: "\n")) }
    return pieces
  }

  /// The first statement with its first name misspelt (`containerx.addChild(…)`), when it
  /// starts with a name the typo makes unknown; nil otherwise.
  static func typo(of statement: String) -> String? {
    guard !statement.contains("\n"), !statement.hasPrefix(":"), !statement.hasPrefix("let "),
      !statement.hasPrefix("var "), !statement.hasPrefix("func "),
      let dot = statement.firstIndex(of: "."),
      statement[..<dot].allSatisfy({ $0.isLetter || $0.isNumber })
    else { return nil }
    return String(statement[..<dot]) + "qq" + String(statement[dot...])
  }

  @Test(arguments: LearnerReplayTests.catalog.lessonIDs)
  func aLearnerWhoMakesTheCommonMistakesFinishes(_ id: String) throws {
    for language in Language.allCases {
      let learner = Learner(language)
      let document = try #require(Self.catalog.document(id, language: language))
      learner.type(":lesson \(id)")
      for step in document.steps {
        let finished = walk(step, of: document, learner)
        #expect(
          finished,
          "\(id)/\(step.id) (\(language)) never finished:\n\(learner.transcript.suffix(30).joined(separator: "\n"))"
        )
        if !finished { return }
      }
      try answerQuiz(document, learner)
      let record = try #require(learner.store.progress.lessons[id])
      #expect(record.completed, "\(id): not recorded as completed")
      #expect(record.revealedSteps.isEmpty, "\(id): a solution was revealed")
      #expect(record.skippedSteps.isEmpty, "\(id): a step was skipped")
      #expect(!learner.transcript.contains { $0.hasPrefix(":solution") })
    }
  }

  /// One step, with the mistakes that fit it; whether it was finished.
  func walk(_ step: Step, of document: LessonDocument, _ learner: Learner) -> Bool {
    guard let code = step.code(.swift) else {
      // A step to read: moving on is all there is.
      return step.checks.isEmpty ? learner.typeUntilDone([":next"]) : false
    }
    if step.kind == .predict { return predict(step, of: document, learner) }
    let statements = Self.statements(code)
    // Typo, then the fix on the next line.
    if let first = statements.first, let typo = Self.typo(of: first) {
      if learner.typeUntilDone([typo]) { return false }
    }
    let withoutClock = statements.filter { !$0.hasPrefix(":clock") }
    // The clock forgotten, then `:retry`.
    if withoutClock.count < statements.count {
      if learner.typeUntilDone(withoutClock) { return true }
      learner.type(":retry")
    } else if statements.count >= 2, Set(statements).count == statements.count {
      // Wrong order, then `:retry`.
      if learner.typeUntilDone(statements.reversed()) { return true }
      learner.type(":retry")
    }
    return learner.typeUntilDone(statements)
  }

  /// A wrong prediction (the first callback changed), then the right one. The learner knows
  /// the log as someone who ran the code elsewhere would: from a sandbox of its own that ran
  /// the lesson's code up to this step, never from `:solution`.
  func predict(_ step: Step, of document: LessonDocument, _ learner: Learner) -> Bool {
    let expected = Self.loggedCallbacks(of: step, in: document)
    guard !expected.isEmpty else { return false }
    let wrong = ["nobody.viewDidLoad()"] + expected.dropFirst() + [":check"]
    for line in wrong {
      if learner.typeUntilDone([line]) { return false }
    }
    let said = learner.transcript.suffix(3).joined(separator: "\n")
    #expect(said.contains("nobody.viewDidLoad()"), "the first divergence is named: \(said)")
    // The reason never gives away the callback that comes instead.
    if let first = expected.first {
      #expect(!said.contains(first), "the right line is not revealed: \(said)")
    }
    return learner.typeUntilDone(expected + [":check"])
  }

  /// The callbacks the step's code logs after the lesson's code before it.
  static func loggedCallbacks(of step: Step, in document: LessonDocument) -> [String] {
    let oracle = Session()
    oracle.catalog = catalog
    for block in document.setup where block.language == .swift {
      _ = oracle.runScript(block.text, fileName: nil) { _ in }
    }
    for earlier in document.steps {
      guard earlier.id != step.id else { break }
      if let code = earlier.code(.swift) { _ = oracle.handle(code) }
    }
    let start = oracle.history.count
    _ = oracle.handle(step.code(.swift) ?? "")
    return StepPrediction.callbacks(
      CheckEvaluator.logLines(Array(oracle.history[start...]), world: oracle.world))
  }

  /// Every question: a wrong answer first where there is one, then the right one.
  func answerQuiz(_ document: LessonDocument, _ learner: Learner) throws {
    for question in document.questions {
      if let wrong = question.choices.firstIndex(where: { !$0.isCorrect }) {
        let lines = learner.type(":answer \(wrong + 1)")
        #expect(lines.contains { $0.contains(":answer N") }, "a wrong answer offers another try")
      }
      let right = try #require(question.choices.firstIndex { $0.isCorrect })
      learner.type(":answer \(right + 1)")
    }
    if !document.questions.isEmpty {
      let score = learner.language.pick("quiz: ", "小测验：")
      #expect(learner.transcript.contains { $0.hasPrefix(score) }, "the quiz ends with a score")
    }
    if let practice = document.practice {
      #expect(
        learner.transcript.contains { $0.contains(":exercise \(practice)") },
        "the lesson points to its exercise")
    }
  }
}
