import Simulation

/// An error found while running, with the source it points into.
struct RuntimeError: Error {
  var diagnostic: Diagnostic
  let unit: SourceUnit
  /// A UIKit exception the world has logged already; the diagnostic only says where in the
  /// user's code it was raised.
  var isLoggedException = false
  /// The UIKit exception a logged one is, for a `@catch` to receive.
  var uikitIssue: UIKitIssue?
  /// An error reported already (a failed type's use, a name reported when its method was
  /// defined): it stops the code it happens in and is not logged again anywhere.
  var isAlreadyReported = false
  /// For a Swift error: the first `try` it passed on its way out, and that code's unit.
  var tryPlace: (range: SourceRange, unit: SourceUnit)?

  /// Whether the error stops the whole input wherever it happens (a limit or an interrupt),
  /// rather than only the code it happens in.
  var stopsInput: Bool {
    guard case .runtime(let message) = diagnostic.message else { return false }
    switch message {
    case .stepLimit, .timeLimit, .interrupted, .callDepthLimit, .outputLimit, .loadViewReadsView,
      .crashed, .uncaughtException, .reschedulesForever:
      return true
    default: return false
    }
  }
}

/// Where evaluation happens: the scope, who `self` is, and the source text being run.
struct Env {
  let scope: Scope
  let context: MethodContext
  let unit: SourceUnit

  func with(scope: Scope) -> Env { Env(scope: scope, context: context, unit: unit) }
}

/// What a statement did to the flow of control.
enum Flow {
  case normal
  case returned(Value)
  /// `break`, with the label it names, if any.
  case breakLoop(String?)
  /// `continue`, with the label it names, if any.
  case continueLoop(String?)
  /// Swift's `fallthrough`: the next case's body runs.
  case fallthroughCase
}

/// Thrown where an optional chain meets nil (`a?.b`, `f?()`); the chain's outermost
/// expression catches it and is nil.
struct OptionalChainEnd: Error {}
