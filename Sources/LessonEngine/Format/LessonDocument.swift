import Simulation

/// A lesson or an exercise file, parsed: metadata, prose, steps, quiz.
public struct LessonDocument: Sendable, Equatable {
  /// `lesson` for `@Tutorial`, `exercise` for `@Exercise`.
  public enum Kind: String, Sendable { case lesson, exercise }

  public var kind: Kind
  public var id: String
  public var title: String
  public var minutes: Int?
  /// Prose before the first step (Markdown).
  public var intro: String
  /// Code run silently before the first step (a starting state).
  public var setup: [CodeBlock]
  public var steps: [Step]
  public var questions: [Question]
  /// The hash of the English text a translation was made from (`@Tutorial(…, source: …)`).
  public var sourceHash: String?
  /// Exercise parts (empty for lessons).
  public var exercise: ExercisePart?
  /// Hints that belong to the whole document (exercises), in order.
  public var exerciseHints: [String] = []
  /// Code shown in the introduction (not run).
  public var introCode: [CodeBlock] = []
  /// The line of the `@Tutorial` or `@Exercise` directive.
  public var line = 1
  /// The exercise a lesson's ending points to (`@Tutorial(…, practice: ID)`).
  public var practice: String?

  public init(kind: Kind, id: String) {
    self.kind = kind
    self.id = id
    self.title = id
    self.intro = ""
    self.setup = []
    self.steps = []
    self.questions = []
  }
}

/// A fenced code block: the code to type, in one dialect.
public struct CodeBlock: Sendable, Equatable {
  public enum Language: String, Sendable { case swift, objc, log, text }
  public var language: Language
  public var text: String
  public var line: Int

  public init(language: Language, text: String, line: Int) {
    self.language = language
    self.text = text
    self.line = line
  }
}

/// One step: prose, the code to type, checks, hints in order.
public struct Step: Sendable, Equatable {
  public var id: String
  /// How the step is presented and checked (`@Step(id: …, kind: goal)`).
  public var kind = StepKind.show
  public var title: String
  public var prose: String
  public var code: [CodeBlock]
  public var checks: [Check]
  public var hints: [String]
  public var sourceHash: String?
  public var line: Int

  public init(id: String, line: Int) {
    self.id = id
    self.title = id
    self.prose = ""
    self.code = []
    self.checks = []
    self.hints = []
    self.line = line
  }

  /// The reference input in a dialect, if the step has one.
  public func code(_ language: CodeBlock.Language) -> String? {
    code.first { $0.language == language }?.text
  }
}

/// Something a step or an exercise requires of the sandbox after the learner's input.
public enum Check: Sendable, Equatable {
  /// A Swift expression that must be true (`a.parent === container`).
  case state(String)
  /// A controller's appearance state.
  case appearance(String, AppearanceState)
  /// The session's clock mode (`auto` or `manual`); passes where there is no session clock.
  case clock(String)
  /// Lines that must appear in this order in the step's log (others may come between).
  case logOrder([String])
  /// The step's log, exactly (indentation and times ignored).
  case logExact([String])
  /// A line that must appear exactly this many times.
  case logCount(String, Int)
  /// No UIKit warning in the step's log.
  case noWarnings
  /// No error or exception in the step's log.
  case noErrors
  /// Text the step's output must contain (diagrams, values).
  case outputContains(String)
  /// No view on screen belongs to a controller that is neither the root nor a child.
  case noOrphanViews
  /// Every override of these UIKit callbacks (Swift base names; none: every callback but
  /// `loadView`) that ran called `super`.
  case callsSuper([String])
  /// No spelling today's compilers reject: no Swift 3 name, no override without `override`.
  case currentSpelling
  /// Each `beginAppearanceTransition` has its `endAppearanceTransition`, and UIKit printed no
  /// "Unbalanced calls" warning.
  case balancedAppearance
  /// The controller's (or view's) view slides this way on screen during the animation.
  case slide(String, SlideDirection)
}

/// A quiz question with its choices, each justified.
public struct Question: Sendable, Equatable {
  public var id: String
  public var text: String
  public var choices: [Choice]
  public var sourceHash: String?

  public init(id: String, text: String) {
    self.id = id
    self.text = text
    self.choices = []
  }
}

/// One answer to a quiz question.
public struct Choice: Sendable, Equatable {
  public var text: String
  public var isCorrect: Bool
  public var justification: String

  public init(text: String, isCorrect: Bool) {
    self.text = text
    self.isCorrect = isCorrect
    self.justification = ""
  }
}

/// A problem in a lesson file, by line.
public struct FormatProblem: Error, Sendable, Equatable, CustomStringConvertible {
  public var line: Int
  public var message: String
  /// The message in Chinese (`dev check` in Chinese mode), when it has been written.
  public var chinese: String?

  public init(line: Int, _ message: String, _ chinese: String? = nil) {
    self.line = line
    self.message = message
    self.chinese = chinese
  }

  /// The message in `language`.
  public func text(_ language: Language) -> String {
    language == .chinese ? chinese ?? message : message
  }

  /// Two problems are the same when they say the same of the same line (in English).
  public static func == (left: FormatProblem, right: FormatProblem) -> Bool {
    left.line == right.line && left.message == right.message
  }

  public var description: String { "\(line): \(message)" }
}
