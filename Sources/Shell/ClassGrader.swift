import CommandLanguage
import Dispatch
import LessonEngine
import Simulation
import Synchronization

/// An answer to grade: its file name and its text, or why it could not be read.
public struct Submission: Sendable {
  public var file: String
  public var text: Result<String, SubmissionProblem>

  public init(file: String, text: Result<String, SubmissionProblem>) {
    self.file = file
    self.text = text
  }
}

/// Why a submission was not graded.
public struct SubmissionProblem: Error, Sendable {
  public var message: String
  public init(_ message: String) { self.message = message }
}

/// Grades exercises: one answer, or a whole class in parallel on the available cores.
public struct ClassGrader: Sendable {
  public let document: LessonDocument
  public let language: Language
  /// Steps an answer may take per input; lower than the REPL's, since answers are short.
  public static let stepsPerInput = 400_000

  public init(document: LessonDocument, language: Language) {
    self.document = document
    self.language = language
  }

  /// Checks one answer text in fresh sandboxes.
  public func check(_ answer: String) -> ExerciseResult {
    let checker = ExerciseChecker(document: document, language: language)
    return checker.check(answer) {
      let session = Session(
        options: SessionOptions(language: language, clock: .manual, hints: false))
      session.interpreter.limits.maxSteps = ClassGrader.stepsPerInput
      return session
    }
  }

  /// Grades every submission; a bad file gets an error row and grading goes on.
  public func grade(_ submissions: [Submission]) -> [ExerciseReport.Row] {
    let results = Mutex<[ExerciseReport.Row?]>(Array(repeating: nil, count: submissions.count))
    let grader = self
    DispatchQueue.concurrentPerform(iterations: submissions.count) { index in
      let submission = submissions[index]
      let result: ExerciseResult
      switch submission.text {
      case .success(let text): result = grader.check(text)
      case .failure(let problem):
        result = ExerciseResult(
          exercise: grader.document.id, status: .error, message: problem.message, tests: [])
      }
      results.withLock { $0[index] = ExerciseReport.Row(file: submission.file, result: result) }
    }
    return results.withLock { rows in rows.compactMap { $0 } }
  }
}
