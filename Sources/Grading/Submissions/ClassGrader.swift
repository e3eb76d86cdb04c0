import CommandLanguage
import Dispatch
import LessonEngine
import Simulation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Grades exercises: one answer, or a whole class in parallel on the available cores.
public struct ClassGrader: Sendable {
  public let document: LessonDocument
  public let language: Language
  /// The reference solution's log in each scenario (explains a line an answer never logs).
  let reference: [String: [(line: String, rule: RuleID?)]]
  /// The checks' test names and test code, the same for every answer.
  let labels: CheckLabels?
  /// Which checks an empty answer passes, and an answer of the methods with empty bodies: an
  /// answer that passes exactly one of these does nothing the checks look at, and scores 0
  /// whatever points those checks carry.
  let emptyAnswerPasses: [[Bool]]
  /// The scenarios' code and the checks' expressions, parsed once for every answer's sandboxes.
  let parses = ParseCache()
  /// Makes the fresh runner each scenario of an answer runs in, sharing the class's parses.
  let makeRunner: RunnerFactory
  /// Steps an answer may take per input; lower than the REPL's, since answers are short.
  public static let stepsPerInput = 400_000

  /// Makes a grading runner of a fresh sandbox in a language, its interpreter reading parses
  /// from a cache.
  public typealias RunnerFactory = @Sendable (Language, ParseCache) -> CodeRunner

  /// A grader of `document`'s exercise whose answers run in the runners `makeRunner` makes
  /// (each with `stepsPerInput` steps per input and the given parse cache): grading sandboxes
  /// (`GradingSandbox`) unless a test gives others.
  public init(
    document: LessonDocument, language: Language,
    makeRunner: @escaping RunnerFactory = GradingSandbox.runner
  ) {
    self.document = document
    self.language = language
    self.makeRunner = makeRunner
    let parses = parses
    let reference = ExerciseChecker(document: document, language: language).referenceLogs {
      makeRunner(language, parses)
    }
    let labels = document.exercise.map { CheckLabels($0, language) }
    self.reference = reference
    self.labels = labels
    var empty = ExerciseChecker(document: document, language: language)
    empty.reference = reference
    empty.labels = labels
    let stubs = [""] + (document.exercise.map(Self.stub).map { [$0] } ?? [])
    emptyAnswerPasses = stubs.map { stub in
      NativeStack.withInputStack {
        empty.check(stub) { makeRunner(language, parses) }
      }.tests.map(\.passed)
    }
  }

  /// The reference solution with the body of every method that returns nothing emptied: what
  /// a student hands in who wrote the methods' first lines and nothing else.
  static func stub(_ exercise: ExercisePart) -> String {
    exercise.solution.map { block in
      let source = SourceText(block.text)
      var bytes = source.bytes
      let bodies = Parser.parse(source).statements.compactMap { statement -> SourceRange? in
        guard case .function(let declaration) = statement.kind, declaration.returnType == nil,
          let body = declaration.body, let first = body.first, let last = body.last
        else { return nil }
        return SourceRange(start: first.range.start, end: last.range.end)
      }
      for body in bodies.sorted(by: { $0.start > $1.start }) where body.end <= bytes.count {
        bytes.removeSubrange(body.start..<body.end)
      }
      return String(decoding: bytes, as: UTF8.self)
    }.joined(separator: "\n")
  }

  /// Checks one answer text in fresh sandboxes.
  /// The whole answer runs on one stack sized for the depth budget, so that each of its
  /// scenarios' inputs does not start a thread of its own.
  public func check(_ answer: String) -> ExerciseResult {
    var checker = ExerciseChecker(document: document, language: language)
    checker.reference = reference
    checker.labels = labels
    let (language, parses, makeRunner) = (language, parses, makeRunner)
    return NativeStack.withInputStack {
      checker.check(answer) { makeRunner(language, parses) }
    }
  }

  /// Grades one student's files: joined in name order (a method defined again in a later file
  /// replaces the earlier one, with a note), errors placed in the file they come from.
  public func grade(_ submission: Submission) -> ExerciseResult {
    var notes: [String] = []
    var texts: [(name: String, text: String)] = []
    var problems: [SubmissionProblem] = []
    for file in submission.files {
      switch file.text {
      case .success(let text): texts.append((file.name, text))
      case .failure(let problem):
        problems.append(problem)
        notes.append(file.name + language.pick(": ", "：") + problem.message)
      }
    }
    guard !texts.isEmpty else {
      let problem =
        submission.problem ?? problems.first
        ?? SubmissionProblem(language.pick("no answer file", "没有答案文件"))
      var result = ExerciseResult(
        exercise: document.id, status: .error,
        message: problems.count > 1 ? notes.joined(separator: "; ") : problem.message, tests: [],
        errorKind: problem.kind)
      result.exerciseMaxScore = ExerciseChecker(document: document, language: language).maxScore
      return result
    }
    let answer = texts.map(\.text).joined(separator: "\n")
    var result = check(answer)
    if result.status == .fail, emptyAnswerPasses.contains(result.tests.map(\.passed)) {
      for index in result.tests.indices { result.tests[index].points = 0 }
      notes.append(
        language.pick(
          "the answer does nothing the checks look at (it passes what an empty answer passes), so it scores 0",
          "这份答案没有做任何检查关心的事（通过的检查与空答案相同），因此得 0 分"))
    }
    if texts.count > 1 {
      notes += redefinitions(texts)
      let place = SourcePlaces(texts)
      result.message = place.relabel(result.message)
      for index in result.tests.indices {
        result.tests[index].message = place.relabel(result.tests[index].message)
        result.tests[index].happened = place.relabel(result.tests[index].happened)
      }
    }
    result.notes += notes
    return result
  }

  /// Grades every student; a bad file gets an error row and grading goes on. `files` reads
  /// the files the collector left unread (`ClassroomCollector.readsLater`), each on the worker
  /// that grades its student.
  ///
  /// One worker per core takes the next student until none is left, each on a stack sized for
  /// the depth budget made once: a task per student started a thread of that size for each.
  public func grade(
    _ submissions: [Submission], reading files: (any SubmissionFileSystem & Sendable)? = nil
  ) -> [ClassRow] {
    let results = Mutex<[ClassRow?]>(Array(repeating: nil, count: submissions.count))
    let next = Mutex(0)
    let grader = self
    let workers = max(1, min(submissions.count, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      NativeStack.withInputStack {
        while true {
          let index = next.withLock { value in
            defer { value += 1 }
            return value
          }
          guard index < submissions.count else { return }
          var submission = submissions[index]
          if let files { submission.readLeftFiles(files, grader.language) }
          let result = grader.grade(submission)
          let row = ClassRow(
            identity: submission.identity, files: submission.files.map(\.path),
            fileNames: submission.files.map(\.name), ignored: submission.ignored, result: result)
          results.withLock { $0[index] = row }
        }
      }
    }
    return results.withLock { rows in rows.compactMap { $0 } }
  }

  /// "defined in a.swift and again in b.swift; b.swift's wins", for each method defined twice.
  private func redefinitions(_ texts: [(name: String, text: String)]) -> [String] {
    var firstFile: [String: String] = [:]
    var notes: [String] = []
    for (name, text) in texts {
      for statement in Parser.parse(SourceText(text)).statements {
        guard case .function(let declaration) = statement.kind else { continue }
        let key =
          declaration.selector
          ?? declaration.baseName + "("
          + declaration.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
        if let earlier = firstFile[key], earlier != name {
          notes.append(
            language.pick(
              "\(key) is defined in \(earlier) and again in \(name); the later file, \(name), wins",
              "\(key) 在 \(earlier) 中定义过，又在 \(name) 中定义；以后面的文件 \(name) 为准"))
        }
        firstFile[key] = name
      }
    }
    return notes
  }
}

/// Where each file of a joined answer starts, to say `b.swift:3:5` instead of `12:5`.
struct SourcePlaces {
  private var starts: [(name: String, line: Int)] = []

  init(_ texts: [(name: String, text: String)]) {
    var line = 1
    for (name, text) in texts {
      starts.append((name, line))
      line += text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } + 1
    }
  }

  /// The message with a leading `LINE:COLUMN:` of the joined text made `FILE:LINE:COLUMN:`.
  func relabel(_ message: String) -> String {
    let digits = message.prefix { $0.isNumber }
    guard !digits.isEmpty, let line = Int(digits), message.dropFirst(digits.count).first == ":",
      let file = starts.last(where: { $0.line <= line })
    else { return message }
    return file.name + ":" + String(line - file.line + 1) + message.dropFirst(digits.count)
  }
}
