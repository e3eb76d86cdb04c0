import LessonEngine
import TestSupport
import Testing

@testable import Shell

/// The lesson runner's own contract: one lesson or exercise at a time, and how it reads each
/// line typed — code, a predicted log line, a meta command run while predicting, or a command
/// held back because it would move the sandbox on.
struct LessonRunTests {
  static let catalog = LessonCatalog(files: repositoryLessonFiles())

  static func exercise(_ id: String) throws -> ExerciseState {
    ExerciseState(
      document: try #require(catalog.document(id, language: .english, kind: .exercise)))
  }

  /// The add-child lesson at its predict step.
  static func lessonAtPredictStep() throws -> LessonState {
    let document = try #require(catalog.document("add-child", language: .english))
    var state = LessonState(document: document)
    state.stepIndex = try #require(document.steps.firstIndex { $0.kind == .predict })
    return state
  }

  @Test func theSandboxAloneReadsEverythingAsCodeAndKeepsNoPrediction() {
    var run = LessonRun()
    for line in ["parent.viewDidLoad()", ":rotate", ":tree", "", "let a = 1"] {
      #expect(run.role(of: line) == .code, "\(line)")
    }
    #expect(run.record(prediction: "parent.viewDidLoad()") == 0)
    #expect(!run.takesPrediction)
    guard case .sandbox = run.mode else {
      Issue.record("recording a prediction left the sandbox")
      return
    }
  }

  @Test func aPredictExerciseKeepsLinesRunsLookingCommandsAndHoldsBackChangingOnes() throws {
    var run = LessonRun()
    run.exercise = try Self.exercise("predict-pop")
    #expect(run.takesPrediction)
    #expect(run.role(of: "child.viewWillDisappear(true)") == .prediction)
    #expect(run.role(of: ":tree") == .meta)
    #expect(run.role(of: ":hint") == .meta)
    #expect(run.role(of: "  :rotate") == .heldBack(command: ":rotate"))
    #expect(run.role(of: ":tick 1") == .heldBack(command: ":tick"))
    // An exercise counts the lines it keeps; a blank line is not one.
    #expect(run.record(prediction: "child.viewWillDisappear(true)") == 1)
    #expect(run.record(prediction: "   ") == 0)
    #expect(run.exercise?.prediction == ["child.viewWillDisappear(true)"])
  }

  @Test func anExerciseToDefineReadsCode() throws {
    var run = LessonRun()
    run.exercise = try Self.exercise("display-child")
    #expect(!run.takesPrediction)
    #expect(run.role(of: "child.viewWillDisappear(true)") == .code)
    #expect(run.role(of: ":rotate") == .code)
  }

  @Test func aPredictStepTakesLinesUntilThePredictionIsRightOrTheStepIsRebuilt() throws {
    var run = LessonRun()
    run.lesson = try Self.lessonAtPredictStep()
    #expect(run.role(of: "child.viewDidLoad()") == .prediction)
    // The step answers each line itself: kept, but no exercise count.
    #expect(run.record(prediction: "child.viewDidLoad()") == 0)
    #expect(run.lesson?.prediction == ["child.viewDidLoad()"])
    let position = try #require(run.position)
    #expect(position.lesson == "add-child")
    #expect(position.step == run.lesson?.stepIndex)
    run.lesson?.rebuilding = true
    #expect(run.role(of: "child.viewDidLoad()") == .code)
    run.lesson?.rebuilding = false
    run.lesson?.predictionDone = true
    #expect(run.role(of: "child.viewDidLoad()") == .code)
  }

  @Test func aLessonAndAnExerciseAreNeverBothOpen() throws {
    var run = LessonRun()
    run.lesson = try Self.lessonAtPredictStep()
    run.exercise = try Self.exercise("predict-pop")
    #expect(run.lesson == nil)
    #expect(run.exercise != nil)
    // Closing what is not open leaves what is.
    run.lesson = nil
    #expect(run.exercise != nil)
    run.lesson = try Self.lessonAtPredictStep()
    #expect(run.exercise == nil)
    run.exercise = nil
    #expect(run.lesson != nil)
    run.lesson = nil
    #expect(!run.takesPrediction)
    #expect(run.position == nil)
  }

  @Test func progressIsRecordedForWhatIsOpenAndOutlastsIt() throws {
    var run = LessonRun()
    // Nothing open: nothing recorded.
    #expect(run.changeLessonRecord { $0.hintsUsed += 1 } == nil)
    run.changeExerciseRecord { $0.passed = true }
    #expect(run.progress.lessons.isEmpty && run.progress.exercises.isEmpty)
    run.lesson = try Self.lessonAtPredictStep()
    let record = run.changeLessonRecord { $0.hintsUsed += 1 }
    #expect(record?.hintsUsed == 1)
    #expect(run.changeLessonRecord { $0.hintsUsed += 1 }?.hintsUsed == 2)
    run.exercise = try Self.exercise("predict-pop")
    run.changeExerciseRecord { $0.bestScore = 3 }
    run.mode = .sandbox
    #expect(run.progress.lessons["add-child"]?.hintsUsed == 2)
    #expect(run.progress.exercises["predict-pop"]?.bestScore == 3)
    #expect(run.progress.lessons.count == 1 && run.progress.exercises.count == 1)
  }

  @Test func anExercisesGradeKeepsItsBestScoreItsMaximumAndAPass() throws {
    var run = LessonRun()
    run.recordGrade(score: 1, of: 1, passed: true)
    #expect(run.progress.exercises.isEmpty, "no exercise is open")
    run.exercise = try Self.exercise("display-child")
    run.recordGrade(score: 3, of: 5, passed: false)
    run.recordGrade(score: 5, of: 5, passed: true)
    // A later, worse answer, and one that does not run (0 of 0), take nothing away.
    run.recordGrade(score: 2, of: 5, passed: false)
    run.recordGrade(score: 0, of: 0, passed: false)
    let record = try #require(run.progress.exercises["display-child"])
    #expect(record.bestScore == 5)
    #expect(record.maxScore == 5)
    #expect(record.passed)
  }

  /// After each meta command of a text the run loop asks how the text after it is read (the
  /// command may have begun a prediction). A long script of meta commands must not read the
  /// rest of the script after each one, which would cost its length squared: outside a
  /// prediction the rest is never read, and in one it is read once, when it is taken whole.
  @Test func theTextAfterEachMetaCommandOfALongScriptIsReadOnlyWhenAPredictionTakesIt() throws {
    let script = Array(repeating: ":clock auto", count: 5_000)
    var reads = 0
    func rest(after index: Int) -> String {
      reads += 1
      return script[(index + 1)...].joined(separator: "\n")
    }
    var run = LessonRun()
    for mode in [Mode.sandbox, .exercise(try Self.exercise("display-child"))] {
      run.mode = mode
      let code = script.indices.filter { run.role(of: rest(after: $0)) == .code }
      #expect(code.count == script.count)
    }
    #expect(reads == 0)
    // A predict exercise begun by the first command takes the rest: read once, and the loop
    // goes on with it line by line (here a command held back, since it would move time on).
    run.exercise = try Self.exercise("predict-pop")
    #expect(run.role(of: rest(after: 0)) == .heldBack(command: ":clock"))
    #expect(reads == 1)
  }
}
