import Simulation
import UIKitSurface

/// Swift's errors as swiftc and the runtime handle them: `throw`, `do`/`catch`, `try`,
/// `try?`, `try!`, an error that leaves the top-level code, and an error's
/// `localizedDescription`.
extension Interpreter {
  /// Runs `throw value`: the error travels up to a `catch`, past each `defer` on the way.
  func execSwiftThrow(_ valueExpr: Expr, _ range: SourceRange, _ env: Env) throws -> Never {
    let value = try eval(valueExpr, env)
    guard isError(value) else {
      throw error(.thrownNotError(value.typeName(in: world)), valueExpr.range, env)
    }
    nextThrownNumber += 1
    thrownObjects[nextThrownNumber] = value
    throw error(.thrownError(try reflecting(value), object: nextThrownNumber), range, env)
  }

  /// Whether a value may be thrown: its type conforms to `Error` (directly, through
  /// `LocalizedError` or a protocol of the user's), or it is an `NSError`.
  private func isError(_ value: Value) -> Bool {
    guard let typeName = className(of: value) else { return false }
    return classes.conforms(typeName, to: "Error")
      || classes.conforms(typeName, to: "LocalizedError")
      || classes.isSubclass(typeName, of: "NSError")
  }

  /// The value a Swift error carries, if `failure` is one.
  func thrownValue(_ failure: RuntimeError) -> Value? {
    guard case .runtime(.thrownError(_, let number)) = failure.diagnostic.message else {
      return nil
    }
    return thrownObjects[number]
  }

  /// An error handled: the interpreter lets go of the value it kept for it.
  private func release(_ failure: RuntimeError) {
    if case .runtime(.thrownError(_, let number)) = failure.diagnostic.message {
      thrownObjects[number] = nil
    }
  }

  /// Runs `do { … } catch …`: the first clause whose pattern the error matches (and whose
  /// `where` holds) runs with the pattern's names bound, or `error` for a clause without a
  /// pattern; an error no clause takes goes on.
  func execDoCatch(_ body: [Stmt], _ catches: [SwiftCatchClause], _ env: Env) throws -> Flow {
    do {
      return try exec(body, env.with(scope: Scope(parent: env.scope)))
    } catch let failure as RuntimeError {
      guard let value = thrownValue(failure) else { throw failure }
      for clause in catches {
        let scope = Scope(parent: env.scope)
        let clauseEnv = env.with(scope: scope)
        var bindings: [(String, Value)] = []
        if clause.patterns.isEmpty {
          bindings.append(("error", value))
        } else {
          var matched = false
          for pattern in clause.patterns where !matched {
            bindings = []
            matched = try match(pattern, value, &bindings, clause.range, env)
          }
          guard matched else { continue }
        }
        for (name, bound) in bindings {
          scope.declare(name, Binding(value: bound, isConstant: true, isInitialized: true))
        }
        if let guardExpr = clause.guardExpr, try !test([.expression(guardExpr)], clauseEnv) {
          continue
        }
        release(failure)
        return try exec(clause.body, clauseEnv)
      }
      throw failure
    }
  }

  /// Evaluates `try x`, `try? x` or `try! x`. The calls in `x` are marked, so that a throwing
  /// function may be called there.
  func evalTry(
    _ operand: Expr, _ kind: TryKind, _ range: SourceRange, _ env: Env, nameHint: String?,
    typeHint: String?
  ) throws -> Value {
    warnIfNothingThrows(operand, range, env)
    let saved = callsMarkedWithTry
    callsMarkedWithTry = true
    defer { callsMarkedWithTry = saved }
    do {
      return try eval(operand, env, nameHint: nameHint, typeHint: typeHint)
    } catch var failure as RuntimeError {
      guard case .runtime(.thrownError(let description, _)) = failure.diagnostic.message else {
        throw failure
      }
      switch kind {
      case .plain:
        if failure.tryPlace == nil { failure.tryPlace = (range, env.unit) }
        throw failure
      case .optional:
        release(failure)
        return .nilValue
      case .forced:
        release(failure)
        throw error(
          .crashed(.forcedTry, "'try!' expression unexpectedly raised an error: " + description),
          range, env)
      }
    }
  }

  /// swiftc's warning for a `try` around a call of the user's that does not throw (and whose
  /// arguments call nothing that might).
  private func warnIfNothingThrows(_ operand: Expr, _ range: SourceRange, _ env: Env) {
    var inner = operand
    while case .parenthesized(let wrapped) = inner.kind { inner = wrapped }
    guard case .call(_, let arguments, _) = inner.kind, dialect(of: env) == .swift,
      arguments.allSatisfy({ Self.callsNothing($0.value) }), firstVisit(inner.range, env.unit),
      let method = calledUserMethod(inner, env), !method.declaration.isThrowing
    else { return }
    log(Diagnostic(.warning, .runtime(.nothingThrowsInTry), at: range), env.unit)
  }

  /// Whether an argument is a value that calls nothing: a name, a literal, a closure.
  private static func callsNothing(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .identifier, .intLiteral, .doubleLiteral, .stringLiteral, .boolLiteral, .nilLiteral,
      .closure, .selfRef, .implicitMember:
      return true
    default: return false
    }
  }

  /// swiftc's check of a call of a throwing function: it must stand inside a `try`. A
  /// `rethrows` function is let through, as when the function it is given does not throw.
  func checkMarkedWithTry(_ method: UserMethod, _ range: SourceRange, _ env: Env) throws {
    guard method.declaration.isThrowing, !method.declaration.isRethrowing, !callsMarkedWithTry
    else { return }
    throw error(.callNotMarkedWithTry, range, env)
  }

  /// A Swift error that leaves a method: swiftc lets it leave only a throwing one (it refuses
  /// the `try` it passed otherwise).
  func checkErrorLeaves(_ failure: RuntimeError, _ method: UserMethod) -> RuntimeError {
    guard !method.declaration.isThrowing, method.declaration.dialect == .swift,
      thrownValue(failure) != nil, let place = failure.tryPlace
    else { return failure }
    return RuntimeError(
      diagnostic: Diagnostic(.runtime(.errorNotHandled), at: place.range), unit: place.unit)
  }

  /// A Swift error that reached the top-level code ends the program, as the runtime says.
  func errorAtTopLevel(_ failure: any Error) -> any Error {
    guard let failure = failure as? RuntimeError,
      case .runtime(.thrownError(let description, _)) = failure.diagnostic.message
    else { return failure }
    var stopped = failure
    stopped.diagnostic.message = .runtime(
      .crashed(.errorAtTopLevel, "Error raised at top level: " + description))
    return stopped
  }

  /// The error as `String(reflecting:)` writes it: qualified by the module, `main`.
  func reflecting(_ value: Value) throws -> String {
    switch value {
    case .enumCase, .array, .tuple, .dictionary:
      return try describe(value, nested: true)
    case .structure:
      return "main." + (try describe(value, nested: true))
    case .object(let instance) where UIKitSurface.classesByName[instance.className] == nil:
      return "main." + instance.className
    default:
      return try describe(value, nested: true)
    }
  }

  /// Swift's `localizedDescription` of an error of the user's type: a `LocalizedError`'s
  /// `errorDescription` when it gives one, else Foundation's sentence made from the error's
  /// domain (the type, qualified by its module) and code. Nil for a value that is not such an
  /// error.
  func errorDescription(_ value: Value, _ range: SourceRange, _ env: Env) throws -> String? {
    guard let typeName = className(of: value),
      classes.conforms(typeName, to: "Error") || classes.conforms(typeName, to: "LocalizedError"),
      !hasProperty("localizedDescription", of: value)
    else { return nil }
    if classes.conforms(typeName, to: "LocalizedError"),
      classes.property("errorDescription", from: typeName) != nil
        || !classes.methods(base: "errorDescription", from: typeName).isEmpty,
      case .string(let text) = try property("errorDescription", of: value, range, env)
    {
      return text
    }
    return
      "The operation couldn\u{2019}t be completed. (main.\(typeName) error \(errorCode(value)).)"
  }

  /// An error's code: an enumeration's integer raw value, else its case's number (the cases
  /// with associated values first, then the others, each in the order written); 1 for a
  /// structure or class.
  func errorCode(_ value: Value) -> Int {
    guard case .enumCase(let enumValue) = value else { return 1 }
    let cases = classes.enumCases(of: enumValue.typeName)
    if let info = cases.first(where: { $0.name == enumValue.caseName }),
      case .int(let raw)? = info.rawValue
    {
      return raw
    }
    let ordered = cases.filter { $0.payload != nil } + cases.filter { $0.payload == nil }
    return ordered.firstIndex { $0.name == enumValue.caseName } ?? 0
  }
}
