import Simulation

/// Objective-C's exceptions as the runtime handles them: `@try`, `@catch`, `@finally`,
/// `@throw`, and `NSException`'s own methods (`+exceptionWithName:reason:userInfo:`,
/// `+raise:format:`, `-raise`, `name`, `reason`, `userInfo`).
extension Interpreter {
  // MARK: - Statements

  /// Runs `@try`: the first `@catch` whose class the exception is of runs with it bound; the
  /// `@finally` body runs however the others end (a `return`, an exception none caught).
  func execTry(
    _ body: [Stmt], _ catches: [CatchClause], _ finally: [Stmt]?, _ env: Env
  ) throws -> Flow {
    var outcome: Result<Flow, any Error>
    do {
      activeTries += 1
      defer { activeTries -= 1 }
      outcome = .success(try exec(body, env.with(scope: Scope(parent: env.scope))))
    } catch let failure as RuntimeError {
      outcome = .failure(failure)
      if let caught = caughtObject(failure),
        let clause = catches.first(where: { takes(caught, $0.className) })
      {
        releaseThrownObject(failure)
        noteCaughtUIKitException(failure)
        let scope = Scope(parent: env.scope)
        if let name = clause.name {
          scope.declare(name, Binding(value: caught, isConstant: false, isInitialized: true))
        }
        caughtExceptions.append((failure, caught))
        defer { caughtExceptions.removeLast() }
        do {
          outcome = .success(try exec(clause.body, env.with(scope: scope)))
        } catch {
          outcome = .failure(error)
        }
      }
    }
    if let finally {
      // A limit or an interrupt stops everything, `@finally` included.
      if case .failure(let failure as RuntimeError) = outcome, failure.stopsInput,
        caughtObject(failure) == nil
      {
        throw failure
      }
      let flow = try exec(finally, env.with(scope: Scope(parent: env.scope)))
      // A `return`, `break` or `continue` in `@finally` wins over how the rest ended.
      if case .normal = flow {} else { return flow }
    }
    return try outcome.get()
  }

  /// Runs `@throw value;`, or `@throw;` (the exception of the running `@catch` again).
  func execThrow(_ valueExpr: Expr?, _ range: SourceRange, _ env: Env) throws -> Never {
    guard let valueExpr else {
      guard let caught = caughtExceptions.last else {
        throw error(.rethrowWithoutException, range, env)
      }
      if let number = uncaughtException(caught.error)?.thrownObject {
        thrownObjects[number] = caught.object
      }
      throw caught.error
    }
    let value = try eval(valueExpr, env)
    throw try raise(value, valueExpr.range, env)
  }

  /// The error that carries `value` up to a `@catch`, or reports it uncaught.
  func raise(_ value: Value, _ range: SourceRange, _ env: Env) throws -> RuntimeError {
    let className: String
    switch value {
    case .object, .view, .controller:
      className = self.className(of: value) ?? "NSObject"
    case .string, .mutableString:
      className = "__NSCFConstantString"
    case .array, .mutableArray, .dictionary, .mutableDictionary, .set, .mutableSet:
      className = value.typeName(in: world)
    case .nilValue:
      throw error(.notSimulated("@throw nil"), range, env)
    default:
      throw error(.throwNonObject(Self.cTypeName(of: value)), range, env)
    }
    nextThrownNumber += 1
    thrownObjects[nextThrownNumber] = value
    let exception: ObjCException
    if case .object(let instance) = value, classes.isSubclass(className, of: "NSException") {
      exception = .raised(
        name: exceptionText(instance, "name") ?? "", reason: exceptionText(instance, "reason"),
        object: nextThrownNumber)
    } else {
      exception = .thrownObject(className: className, object: nextThrownNumber)
    }
    return error(.uncaughtException(exception), range, env)
  }

  /// The C type clang names for a value that is not an object.
  private static func cTypeName(of value: Value) -> String {
    switch value {
    case .bool: return "BOOL"
    case .int: return "int"
    case .double: return "double"
    case .rect: return "CGRect"
    case .point: return "CGPoint"
    case .size: return "CGSize"
    default: return "void"
    }
  }

  private func uncaughtException(_ failure: RuntimeError) -> ObjCException? {
    guard !failure.isLoggedException,
      case .runtime(.uncaughtException(let exception)) = failure.diagnostic.message
    else { return nil }
    return exception
  }

  /// The object a `@catch` receives for an error: the object thrown, or an `NSException` for
  /// one the interpreter raised (an unrecognized selector, an index out of bounds, a failed
  /// `NSAssert`). Nil for errors that are not exceptions.
  func caughtObject(_ failure: RuntimeError) -> Value? {
    if failure.isLoggedException, let issue = failure.uikitIssue, let name = issue.exceptionName {
      return makeException(name: name, reason: uikitReason(issue), userInfo: .nilValue)
    }
    if let exception = uncaughtException(failure) {
      if let number = exception.thrownObject { return thrownObjects[number] }
      return makeException(name: exception.name, reason: exception.reason, userInfo: .nilValue)
    }
    guard case .runtime(.crashed(let kind, let message)) = failure.diagnostic.message else {
      return nil
    }
    switch kind {
    case .nsAssert:
      return makeException(
        name: "NSInternalInconsistencyException", reason: message, userInfo: .nilValue)
    case .parameterAssert:
      return makeException(
        name: "NSInternalInconsistencyException",
        reason: "Invalid parameter not satisfying: " + message, userInfo: .nilValue)
    case .assertion, .precondition, .fatal, .forcedTry, .errorAtTopLevel:
      return nil
    }
  }

  /// Whether an error is UIKit's exception that an enclosing `@try` may catch: raised in code
  /// UIKit called, it goes up through UIKit to that `@try`, as the runtime unwinds it.
  func unwindsToTry(_ failure: RuntimeError) -> Bool {
    activeTries > 0 && failure.isLoggedException && failure.uikitIssue?.exceptionName != nil
  }

  /// The reason of UIKit's exception, in UIKit's words.
  private func uikitReason(_ issue: UIKitIssue) -> String {
    issue.text(
      describe: world.describe, language: .english, constraint: world.describe(constraint:))
  }

  /// A UIKit exception a `@catch` took did not end the app: its logged line becomes a note
  /// that UIKit raised it there and the program caught it.
  private func noteCaughtUIKitException(_ failure: RuntimeError) {
    guard failure.isLoggedException, let issue = failure.uikitIssue,
      let name = issue.exceptionName
    else { return }
    let note = Diagnostic(
      .note, .runtime(.caughtUIKitException(name, uikitReason(issue))),
      at: failure.diagnostic.range)
    notes.append(.diagnostic(note, failure.unit))
    world.replaceException(issue, with: .hostNote(notes.count - 1))
  }

  private func releaseThrownObject(_ failure: RuntimeError) {
    if let number = uncaughtException(failure)?.thrownObject { thrownObjects[number] = nil }
  }

  /// Whether a `@catch` for `className` (nil: `id` or `...`) takes `value`.
  private func takes(_ value: Value, _ className: String?) -> Bool {
    guard let className, className != "NSObject" else { return true }
    if let own = self.className(of: value) { return classes.isSubclass(own, of: className) }
    switch value {
    case .string, .mutableString: return className == "NSString"
    case .array, .mutableArray: return className == "NSArray"
    case .dictionary, .mutableDictionary: return className == "NSDictionary"
    default: return false
    }
  }

  // MARK: - NSException

  /// A new `NSException` with its name, reason and user info.
  func makeException(name: String, reason: String?, userInfo: Value) -> Value {
    let instance = makeObject(className: "NSException", name: "exception")
    instance.storage.slots["name"] = .strong(.string(name))
    instance.storage.slots["reason"] = .strong(reason.map(Value.string) ?? .nilValue)
    instance.storage.slots["userInfo"] = .strong(userInfo)
    return .object(instance)
  }

  private func exceptionText(_ instance: Instance, _ field: String) -> String? {
    if case .strong(.string(let text))? = instance.storage.slots[field] { return text }
    return nil
  }

  /// `[[NSException alloc] initWithName:reason:userInfo:]`, `NSException(name:reason:userInfo:)`,
  /// `+exceptionWithName:reason:userInfo:`.
  func constructException(_ args: CallArguments, _ site: CallSite, _ env: Env) throws
    -> Value
  {
    guard args.count == 3, case .string(let name) = exceptionName(args.values[0]) else {
      throw error(.notSimulated("NSException." + site.written), site.range, env)
    }
    var reason: String?
    if case .string(let text) = args.values[1] { reason = text }
    return makeException(name: name, reason: reason, userInfo: args.values[2])
  }

  /// The exception's name as a string (`NSExceptionName("X")` in Swift is a string here too).
  private func exceptionName(_ value: Value) -> Value {
    if case .mutableString(let box) = value { return .string(box.text) }
    // Swift's `NSExceptionName` around the string.
    return value.text.map(Value.string) ?? value
  }

  /// `+exceptionWithName:reason:userInfo:` and `+raise:format:…`; nil for other class methods.
  func exceptionClassMethod(_ site: CallSite, _ args: CallArguments, _ env: Env) throws -> Value? {
    switch site.base {
    case "exceptionWithName":
      return try constructException(args, site, env)
    case "raise" where args.count >= 2:
      guard case .string(let name) = exceptionName(args.values[0]),
        case .string(let format) = args.values[1]
      else { return nil }
      let reason = try formatted(format, Array(args.values.dropFirst(2)))
      throw try raise(
        makeException(name: name, reason: reason, userInfo: .nilValue), site.range, env)
    default:
      return nil
    }
  }

  /// `-raise`, `-name`, `-reason`, `-userInfo`, `-description` of an `NSException`; nil for
  /// other methods.
  func exceptionMethod(_ instance: Instance, _ site: CallSite, _ args: CallArguments, _ env: Env)
    throws -> Value?
  {
    guard args.count == 0 else { return nil }
    if site.base == "raise" { throw try raise(.object(instance), site.range, env) }
    return exceptionProperty(instance, site.base)
  }

  /// `name`, `reason`, `userInfo`, and `description` (which Foundation answers with the reason).
  func exceptionProperty(_ instance: Instance, _ name: String) -> Value? {
    switch name {
    case "name", "reason", "userInfo":
      if case .strong(let value)? = instance.storage.slots[name] { return value }
      return .nilValue
    case "description", "debugDescription":
      return exceptionText(instance, "reason").map(Value.string) ?? .nilValue
    default:
      return nil
    }
  }
}
