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

  public init() {
    swiftMethod = ""
    objcSelector = ""
    isPrediction = false
    scenarios = []
    solution = []
    wrongAnswers = []
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
  public var line: Int

  public init(id: String, line: Int) {
    self.id = id
    self.title = id
    self.setup = []
    self.run = []
    self.checks = []
    self.line = line
  }
}

/// A check with points and visibility.
public struct ScoredCheck: Sendable, Equatable {
  /// When the check looks: right after the scenario's code ran (mid-animation, with the clock
  /// stopped), or once everything has settled.
  public enum Phase: String, Sendable { case started, finished }

  public var name: String
  public var check: Check
  public var points: Int
  public var isHidden: Bool
  public var phase: Phase

  public init(name: String, check: Check, points: Int, isHidden: Bool, phase: Phase = .finished) {
    self.name = name
    self.check = check
    self.points = points
    self.isHidden = isHidden
    self.phase = phase
  }
}
