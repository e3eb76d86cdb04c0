/// What an exercise adds to a lesson document: the method to write, scenarios, a solution.
public struct ExercisePart: Sendable, Equatable {
  /// The method the answer must define, in Swift (`displayContentController(_:)`).
  public var swiftMethod: String
  /// The same method as an Objective-C selector (`displayContentController:`).
  public var objcSelector: String
  /// `predict`: the answer is a callback log, not code.
  public var isPrediction: Bool
  /// Starting states, each with code that exercises the answer and checks with points.
  public var scenarios: [Scenario]
  /// The hidden reference solution.
  public var solution: [CodeBlock]
  /// Wrong answers kept as fixtures: each must score less than full marks.
  public var wrongAnswers: [CodeBlock]
  /// How far one answer may go (`@Exercise(…, max-steps: N, max-time: S)`).
  public var limits: ExerciseLimits

  public init() {
    swiftMethod = ""
    objcSelector = ""
    isPrediction = false
    scenarios = []
    solution = []
    wrongAnswers = []
    limits = ExerciseLimits()
  }
}

/// Bounds an exercise sets on every answer, tighter or looser than the grader's defaults.
public struct ExerciseLimits: Sendable, Equatable {
  /// Statements and expressions evaluated per input.
  public var maxSteps: Int?
  /// Virtual seconds the clock may run while a scenario settles (`defaultSeconds` when unset).
  public var maxSeconds: Double?

  /// A minute of virtual time: far past any container's animations, and reached at once by an
  /// animation whose completion starts another without end.
  public static let defaultSeconds: Double = 60

  public init(maxSteps: Int? = nil, maxSeconds: Double? = nil) {
    self.maxSteps = maxSteps
    self.maxSeconds = maxSeconds
  }
}

/// One starting state of an exercise and what must hold after the answer runs in it.
public struct Scenario: Sendable, Equatable {
  public var id: String
  public var title: String
  /// Code run before the answer is exercised (the starting state).
  public var setup: [CodeBlock]
  /// Code that calls the answer's method (its log is what the checks examine).
  public var run: [CodeBlock]
  public var checks: [ScoredCheck]
  /// Known mistakes this scenario recognises, reported by name.
  public var mistakes: [Mistake]
  /// The line of its `@Run` directive (nil: the scenario has none).
  public var runLine: Int?
  /// In a translation: the check names, explanations and hints, in the English checks' order.
  public var translatedChecks: [CheckTranslation]
  public var line: Int

  public init(id: String, line: Int) {
    self.id = id
    self.title = id
    self.setup = []
    self.run = []
    self.checks = []
    self.mistakes = []
    self.translatedChecks = []
    self.line = line
  }
}

/// A check with points and visibility, and the words a student reads when it fails.
public struct ScoredCheck: Sendable, Equatable {
  /// When the check looks: right after the scenario's code ran (mid-animation, with the clock
  /// stopped), or once everything has settled.
  public enum Phase: String, Sendable { case started, finished }

  public var name: String
  public var check: Check
  public var points: Int
  public var isHidden: Bool
  public var phase: Phase
  /// Why it matters, in UIKit terms (`explain:`); shown when it fails.
  public var explanation: String
  /// What to try (`hint:`); shown when it fails.
  public var hint: String
  /// The rule behind it (`rule: 3.2`), when the author names one.
  public var rule: String?
  /// The line of its `@Check` directive.
  public var line: Int

  public init(
    name: String, check: Check, points: Int, isHidden: Bool, phase: Phase = .finished,
    explanation: String = "", hint: String = "", rule: String? = nil, line: Int = 0
  ) {
    self.name = name
    self.check = check
    self.points = points
    self.isHidden = isHidden
    self.phase = phase
    self.explanation = explanation
    self.hint = hint
    self.rule = rule
    self.line = line
  }
}

/// The translated words of one check: a `@Check(name: …, explain: …, hint: …)` line of a
/// translation, matched to the English check in the same position of the same scenario.
public struct CheckTranslation: Sendable, Equatable {
  public var name: String?
  public var explanation: String?
  public var hint: String?
  public var line: Int

  public init(name: String?, explanation: String?, hint: String?, line: Int) {
    self.name = name
    self.explanation = explanation
    self.hint = hint
    self.line = line
  }
}

/// A mistake students are known to make, recognised by what it does (`@Mistake`), and the
/// explanation feedback and the class summary give it by name.
public struct Mistake: Sendable, Equatable {
  public var id: String
  /// Its name in a summary (`adds only the view`); the id when none is given.
  public var name: String
  public var pattern: MistakePattern
  /// What goes wrong, in UIKit terms.
  public var explanation: String
  /// The rule behind it (`rule: 1.2`).
  public var rule: String?
  public var line: Int

  public init(
    id: String, name: String, pattern: MistakePattern, explanation: String = "",
    rule: String? = nil, line: Int
  ) {
    self.id = id
    self.name = name
    self.pattern = pattern
    self.explanation = explanation
    self.rule = rule
    self.line = line
  }
}

/// What a known mistake looks like after the scenario ran.
public enum MistakePattern: Sendable, Equatable {
  /// These log lines come in this order (`*` matches any text).
  case log([String])
  /// The log line comes exactly this many times (0: it never comes).
  case logCount(String, Int)
  /// The Swift expression is true.
  case state(String)
  /// A translation's mistake: only its words, the pattern comes from English.
  case translated
}

/// Which way a view slides on screen during an animation.
public enum SlideDirection: String, Sendable, CaseIterable {
  case left, right, up, down
}
