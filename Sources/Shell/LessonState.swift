import LessonEngine
import Simulation

/// Where the learner is in a lesson.
struct LessonState {
  var document: LessonDocument
  var stepIndex = 0
  /// What the step has logged and printed since it started (or since its last `:retry`).
  var stepEvents: [Event] = []
  var stepOutput: [String] = []
  /// How many hints of the current step have been shown.
  var hintsShown = 0
  /// `:solution` was asked for once; the next one reveals it.
  var solutionAsked = false
  /// After the last step: the quiz question being asked.
  var questionIndex: Int?
  /// Statements and sandbox commands typed in this step: its checks speak up once there are
  /// as many as the reference code has (or on `:check`).
  var statementsTyped = 0
  /// Inputs that ran something in this step (an order or count check spoilt by an earlier
  /// attempt says how to recover).
  var attempts = 0
  /// Where each input that ran something began in `stepEvents`, after the first: a check that
  /// holds on the log from one of them on is spoilt by what came before it.
  var attemptStarts: [Int] = []
  /// `:next` was asked once on an unfinished step; the next one skips it.
  var skipAsked = false
  /// A predict step's lines as typed.
  var prediction: [String] = []
  /// The prediction was right: what is typed now is code again.
  var predictionDone = false
  /// The sandbox is being rebuilt from reference code: nothing typed is a prediction.
  var rebuilding = false
  /// The step's start was rebuilt (`:retry`, `:undo`): the history since is the step's log.
  var rebuilt = false
  /// The warning or exception the step's feedback has quoted already: said once, then only
  /// recalled.
  var troubleSaid: String?
  /// The step's feedback as last said: an input that changed nothing does not say it again.
  var notYetSaid: [String]?
  /// A predict step has said once that a line typed is no callback; later lines get the short
  /// form.
  var notCallbackSaid = false
  /// The reference run of the current step, once needed.
  var reference: StepReference?
  /// Quiz questions answered wrongly at least once.
  var quizMissed: Set<String> = []
  /// For each step reached, the inputs after the set-up that rebuild its start: the learner's
  /// own inputs of the steps they solved, the reference code of steps they did not reach here
  /// (a resumed lesson) or skipped. `:retry` and `:undo` rebuild from these, never from the
  /// reference code of a step the learner wrote themselves.
  var stepStarts: [Int: [String]] = [:]

  var step: Step? {
    stepIndex < document.steps.count ? document.steps[stepIndex] : nil
  }

  /// Whether typed lines are a prediction rather than code.
  var takesPrediction: Bool {
    step?.kind == .predict && !predictionDone && !rebuilding && questionIndex == nil
  }

  /// Forgets what was typed in the step, as at its start.
  mutating func forgetStepProgress() {
    stepEvents = []
    stepOutput = []
    hintsShown = 0
    solutionAsked = false
    questionIndex = nil
    statementsTyped = 0
    attempts = 0
    attemptStarts = []
    skipAsked = false
    prediction = []
    predictionDone = false
    reference = nil
    troubleSaid = nil
    notYetSaid = nil
    notCallbackSaid = false
  }
}

/// What the current step's reference code does in a sandbox of its own.
struct StepReference {
  /// The log lines it prints, as checks compare them.
  var logLines: [String]
  /// It makes UIKit warn or throw on purpose (a step that breaks something to show it).
  var troubled: Bool
  /// How many statements and sandbox commands it has.
  var statements: Int
  /// The named controllers it leaves between a begin and an end of an appearance change.
  var openAppearances: Set<String>
}
