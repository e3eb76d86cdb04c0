import Simulation

extension Interpreter {
  /// Feature name of a method named without `()` where Swift takes it as a function value.
  static let methodReferences = "method references as values"

  /// Methods whose arguments Swift may give as functions (`[1, 2].map(self.double)`).
  static let takesFunctionArguments: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "sorted", "sort", "first",
    "last", "contains", "allSatisfy", "firstIndex", "lastIndex", "removeAll", "min", "max",
    "drop", "prefix", "async", "asyncAfter", "sync", "animate", "transition",
    "performWithoutAnimation", "scheduledTimer", "addAnimations", "addCompletion",
  ]

  /// Argument labels that introduce a function (`execute:`, `completion:`).
  static let functionLabels: Set<String> = [
    "execute", "animations", "completion", "handler", "block", "by", "where", "body",
    "completionHandler", "action",
  ]

  /// Evaluates an expression where Swift also takes a function value: a method named there
  /// without `()` (`let f = self.reload`) is valid Swift that containrepl does not simulate,
  /// reported as such; elsewhere the fix-it error that adds `()` stands.
  func evalTakingFunction(_ expr: Expr, _ env: Env, _ body: () throws -> Value) throws -> Value {
    do {
      return try body()
    } catch let failure as RuntimeError {
      throw methodReferenceError(expr, failure, env) ?? failure
    }
  }

  /// The error `evalTakingFunction` reports for a failure of `expr`: nil when it is not a
  /// method named without `()`, and the failure stands.
  func methodReferenceError(_ expr: Expr, _ failure: RuntimeError, _ env: Env) -> RuntimeError? {
    guard dialect(of: env) == .swift, isMethodReference(expr, failure, env) else { return nil }
    return error(.notSimulated(Self.methodReferences), expr.range, env)
  }

  /// Whether an error is the one a method named without `()` gets, raised by `expr` itself.
  private func isMethodReference(_ expr: Expr, _ failure: RuntimeError, _ env: Env) -> Bool {
    let name: String
    let nameRange: SourceRange
    switch expr.kind {
    case .member(_, let member, let range, _):
      name = member
      nameRange = range
    case .identifier(let identifier):
      name = identifier
      nameRange = expr.range
    case .parenthesized(let inner):
      return isMethodReference(inner, failure, env)
    default:
      return false
    }
    guard failure.unit === env.unit, failure.diagnostic.range == nameRange,
      case .runtime(let message) = failure.diagnostic.message
    else { return false }
    switch message {
    case .methodUsedAsProperty(let used):
      return used == name
    case .noMember(let type, let used):
      guard used == name else { return false }
      return !classes.methods(base: name, from: type).isEmpty
        || UIKitSignatures.bySwiftBase[name] != nil
    default:
      return false
    }
  }
}
