import Simulation

/// One run of the user's override of a UIKit callback, and whether it reached UIKit's own
/// implementation through `super`.
public struct OverrideRun: Hashable, Sendable {
  /// The callback the override replaces.
  public let callback: CallbackName
  /// The controller it ran on.
  public let controller: ControllerID
  /// Whether it called `super` (UIKit's implementation, or a user superclass's override).
  public internal(set) var calledSuper: Bool
}

/// A spelling the answer used that no current compiler accepts as written, though the
/// interpreter ran it: a Swift 3 name, or a UIKit override without `override`.
public enum SpellingFact: Hashable, Sendable {
  /// A call written with an older Swift name (`addChildViewController(_:)`): the name written
  /// and today's (`addChild(_:)`).
  case legacyCall(written: String, current: String)
  /// A method whose name is an older Swift spelling of a UIKit callback
  /// (`willMove(toParentViewController:)`), which today's UIKit never calls.
  case legacyOverride(written: String, current: String)
  /// A Swift method that overrides a UIKit callback or property without `override`.
  case missingOverride(method: String)
}

/// What the interpreter noticed while running an answer that its text alone does not show
/// reliably; read-only for checks (`ExerciseChecker`), appended to as the answer runs.
public struct AnswerFacts: Sendable {
  /// Every run of an override of a UIKit callback, in the order they started.
  public internal(set) var overrideRuns: [OverrideRun] = []
  /// Old or non-compiling spellings, each once, in the order first met.
  public internal(set) var spellings: [SpellingFact] = []
  /// The overrides running now, innermost last (indices into `overrideRuns`).
  var running: [Int] = []

  mutating func note(_ spelling: SpellingFact) {
    if !spellings.contains(spelling) { spellings.append(spelling) }
  }
}

extension Interpreter {
  /// Marks the start of an override's run; returns the token `endOverride` takes.
  func beginOverride(_ callback: CallbackName, on controller: ControllerID) -> Int {
    facts.overrideRuns.append(
      OverrideRun(callback: callback, controller: controller, calledSuper: false))
    facts.running.append(facts.overrideRuns.count - 1)
    return facts.overrideRuns.count - 1
  }

  /// Marks the end of the override's run that `beginOverride` started.
  func endOverride(_ token: Int) {
    if let index = facts.running.lastIndex(of: token) { facts.running.remove(at: index) }
  }

  /// `super.callback(…)` ran inside the innermost override of that callback.
  func noteSuperCall(_ callback: CallbackName) {
    guard
      let token = facts.running.last(where: { facts.overrideRuns[$0].callback == callback })
    else { return }
    facts.overrideRuns[token].calledSuper = true
  }

  /// A UIKit call matched one of its older Swift names.
  func noteLegacyCall(_ signature: UIKitSignature, written base: String, labels: [String?]) {
    let written = base + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    facts.note(.legacyCall(written: written, current: signature.spelling.swiftName))
  }

  /// A method was defined: notes an override without `override`, and a callback's old name.
  func noteDefinition(_ method: UserMethod) {
    let declaration = method.declaration
    guard declaration.dialect == .swift else { return }
    if method.callback != nil || method.property != nil, !declaration.isOverride {
      facts.note(.missingOverride(method: method.spelling.swiftName))
    }
    guard method.callback == nil else { return }
    let labels = declaration.parameters.map(\.label)
    for signature in UIKitSignatures.all {
      guard case .callback = signature.operation else { continue }
      for (base, legacyLabels) in signature.legacySwift
      where base == declaration.baseName && legacyLabels == labels {
        facts.note(
          .legacyOverride(
            written: method.spelling.swiftName, current: signature.spelling.swiftName))
      }
    }
  }
}
