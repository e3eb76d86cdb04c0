import Simulation

/// Bounds on one input's execution, so that no input can hang or exhaust the program.
public struct InterpreterLimits: Hashable, Sendable {
  /// Deepest nesting of calls to the user's methods and closures.
  public var maxCallDepth: Int
  /// Statements and expressions evaluated per input (deferred work included).
  public var maxSteps: Int
  /// Bytes the user's code may print per input.
  public var maxOutputBytes: Int
  /// Elements an array may hold, characters a string may hold.
  public var maxCollectionSize: Int

  public static let standard = InterpreterLimits(
    maxCallDepth: 256, maxSteps: 2_000_000, maxOutputBytes: 1 << 20, maxCollectionSize: 1_000_000)

  public init(maxCallDepth: Int, maxSteps: Int, maxOutputBytes: Int, maxCollectionSize: Int) {
    self.maxCallDepth = maxCallDepth
    self.maxSteps = maxSteps
    self.maxOutputBytes = maxOutputBytes
    self.maxCollectionSize = maxCollectionSize
  }
}

/// Something the language reports in the log: an error with its source, or a note.
public enum HostNote: Sendable {
  case diagnostic(Diagnostic, SourceText)
}

/// An error found while running, with the source it points into.
struct RuntimeError: Error {
  let diagnostic: Diagnostic
  let unit: SourceUnit
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
  case breakLoop
  case continueLoop
}

/// Runs the command language against a `World`: Swift and Objective-C statements, the user's
/// methods and classes, overrides of UIKit callbacks.
public final class Interpreter {
  public let world: World
  /// `self` at the top level: the sandbox's container.
  public let selfController: ControllerID
  public var limits: InterpreterLimits
  var classes = ClassTable()
  let globals = Scope(parent: nil)
  var steps = 0
  var callDepth = 0
  /// The native stack the interpreter recurses on (checked with `callDepth`).
  var nativeStack = NativeStack()
  var outputBytes = 0
  var closures: [Closure] = []
  var controllerProperties: [ControllerID: [String: Value]] = [:]
  var viewProperties: [ViewID: [String: Value]] = [:]
  /// Protocols the user declared.
  var declaredProtocols: Set<String> = []
  /// True while a check inspects the world: `view` reads do not load views.
  var isInspecting = false
  /// Call lines of the user's methods, dropped when nothing happens beneath them.
  var droppableLines = Set<Int>()
  /// Notes logged as `.hostNote` events, by number.
  public private(set) var notes: [HostNote] = []
  /// Asked every few hundred steps; returning true stops the input (Ctrl-C in the terminal).
  public var shouldInterrupt: (() -> Bool)?
  /// Whether anything in the current input failed (error or exception).
  public private(set) var inputFailed = false

  /// Every scope a closure captured, held weakly, emptied when the interpreter goes away.
  var capturedScopes: [WeakScope] = []

  deinit {
    globals.removeAll()
    for captured in capturedScopes { captured.scope?.removeAll() }
    controllerProperties.removeAll()
    closures.removeAll()
  }

  public init(world: World, selfController: ControllerID, limits: InterpreterLimits = .standard) {
    self.world = world
    self.selfController = selfController
    self.limits = limits
    world.host = self
    globals.declare(
      "window", Binding(value: .view(world.window), isConstant: true, isInitialized: true))
    let name = world.controller(selfController).name
    globals.declare(
      name, Binding(value: .controller(selfController), isConstant: true, isInitialized: true))
  }

  // MARK: - Inputs

  /// Starts a top-level input: a fresh budget of steps and output.
  public func beginInput(marksEndOfTurn: Bool = true) {
    steps = 0
    outputBytes = 0
    callDepth = 0
    inputFailed = false
    nativeStack.prepare()
    world.beginInput(marksEndOfTurn: marksEndOfTurn)
  }

  /// Runs one top-level statement (not a meta command); reports its problems in the log.
  /// Returns false when it failed.
  @discardableResult
  public func run(_ statement: Stmt, in unit: SourceUnit) -> Bool {
    let problems = invalidStatements(in: [statement], unit: unit)
    guard problems.isEmpty else {
      for index in problems where index < unit.diagnostics.count {
        log(unit.diagnostics[index], unit.text)
      }
      inputFailed = true
      return false
    }
    let env = Env(
      scope: globals,
      context: MethodContext(
        selfValue: .controller(selfController), definingClass: nil, isTopLevel: true,
        returnsValue: false),
      unit: unit)
    let savedDepth = world.depth
    do {
      switch try exec(statement, env) {
      case .normal: break
      case .returned, .breakLoop, .continueLoop:
        throw RuntimeError(
          diagnostic: Diagnostic(.runtime(.controlFlowOutsideBody), at: statement.range),
          unit: unit)
      }
      return true
    } catch {
      world.depth = savedDepth
      fail(error)
      return false
    }
  }

  /// Logs an error that stopped a statement (UIKit exceptions are logged by the world).
  public func fail(_ error: any Error) {
    inputFailed = true
    if let error = error as? RuntimeError {
      log(error.diagnostic, error.unit.text)
    }
  }

  /// Logs a diagnostic as a host note.
  public func log(_ diagnostic: Diagnostic, _ source: SourceText) {
    if diagnostic.severity == .error { inputFailed = true }
    notes.append(.diagnostic(diagnostic, source))
    world.emit(.hostNote(notes.count - 1))
  }

  /// The indices of parse diagnostics inside these statements (compile errors stop them).
  func invalidStatements(in statements: [Stmt], unit: SourceUnit) -> [Int] {
    var found: [Int] = []
    var visitor = InvalidStatementFinder { found.append($0) }
    for statement in statements { visitor.visit(statement) }
    return found
  }

  // MARK: - Budget

  /// Counts one step of work, stopping runaway inputs.
  func tick(_ range: SourceRange, _ env: Env) throws {
    steps += 1
    if steps & 255 == 0, let shouldInterrupt, shouldInterrupt() {
      throw RuntimeError(diagnostic: Diagnostic(.runtime(.interrupted), at: range), unit: env.unit)
    }
    if steps > limits.maxSteps {
      throw RuntimeError(
        diagnostic: Diagnostic(.runtime(.stepLimit(limits.maxSteps)), at: range), unit: env.unit)
    }
  }

  func error(_ message: RuntimeMessage, _ range: SourceRange, _ env: Env, suggestion: String? = nil)
    -> RuntimeError
  {
    RuntimeError(
      diagnostic: Diagnostic(.runtime(message), at: range, suggestion: suggestion), unit: env.unit)
  }

  /// Prints text from the user's code (`print`, `NSLog`), within the output budget.
  func output(_ text: String, _ range: SourceRange, _ env: Env) throws {
    outputBytes += text.utf8.count + 1
    if outputBytes > limits.maxOutputBytes {
      throw error(.outputLimit(limits.maxOutputBytes), range, env)
    }
    world.emit(.output(text))
  }

  // MARK: - Names the front end completes

  /// Variable names visible at the top level.
  public var variableNames: [String] { globals.visibleNames }

  /// The value of a top-level variable, if it exists (for completion and checks).
  public func variable(_ name: String) -> Value? { globals.binding(name)?.value }

  /// The user's methods callable on the container, in Swift spelling.
  public var methodNames: [String] {
    classes.methods(from: world.controller(selfController).className).map {
      $0.spelling.swiftName
    }
  }

  /// Whether a controller forwards appearance automatically, asking the user's override if
  /// there is one (nothing is logged).
  public func forwardsAppearance(_ controller: ControllerID) -> Bool {
    let muted = world.isMuted
    world.isMuted = true
    defer { world.isMuted = muted }
    return (try? world.forwardsAppearance(controller))
      ?? world.controller(controller).forwardsAppearance
  }

  /// The user's methods callable on the container, as Objective-C selectors.
  public var methodSelectors: [String] {
    classes.methods(from: world.controller(selfController).className).map(\.spelling.selector)
  }

  /// Removes the user's override of a forwarding property on `self`'s class (`:forward`).
  public func dropOverride(_ property: OverridableProperty) -> Bool {
    classes.removeOverride(property, from: world.controller(selfController).className)
  }
}

/// A scope held without keeping it alive.
struct WeakScope {
  weak var scope: Scope?
}

/// Walks statements to find parse failures, closures included.
struct InvalidStatementFinder {
  let found: (Int) -> Void

  mutating func visit(_ statement: Stmt) {
    switch statement.kind {
    case .invalid(let index): found(index)
    case .expression(let expr): visit(expr)
    case .variable(let declaration): declaration.initializer.map { visit($0) }
    case .assignment(let target, _, let value):
      visit(target)
      visit(value)
    case .ifStatement(let conditions, let then, let otherwise):
      visit(conditions)
      then.forEach { visit($0) }
      otherwise?.forEach { visit($0) }
    case .guardStatement(let conditions, let otherwise):
      visit(conditions)
      otherwise.forEach { visit($0) }
    case .forIn(_, let sequence, let body):
      visit(sequence)
      body.forEach { visit($0) }
    case .forLoop(let initializer, let condition, let step, let body):
      initializer.forEach { visit($0) }
      condition.map { visit($0) }
      step.forEach { visit($0) }
      body.forEach { visit($0) }
    case .whileLoop(let conditions, let body):
      visit(conditions)
      body.forEach { visit($0) }
    case .returnStatement(let value): value.map { visit($0) }
    case .function(let declaration): declaration.body?.forEach { visit($0) }
    case .classDeclaration(let declaration): declaration.members.forEach { visit($0) }
    case .protocolDeclaration(let declaration): declaration.requirements.forEach { visit($0) }
    case .block(let body): body.forEach { visit($0) }
    case .breakStatement, .continueStatement, .meta: break
    }
  }

  mutating func visit(_ conditions: [Condition]) {
    for condition in conditions {
      switch condition {
      case .expression(let expr): visit(expr)
      case .optionalBinding(_, _, let value): value.map { visit($0) }
      }
    }
  }

  mutating func visit(_ expr: Expr) {
    switch expr.kind {
    case .closure(let closure): closure.body.forEach { visit($0) }
    case .interpolatedString(let parts):
      for case .expression(let inner) in parts { visit(inner) }
    case .arrayLiteral(let items): items.forEach { visit($0) }
    case .member(let base, _, _, _): visit(base)
    case .call(let callee, let arguments, _):
      visit(callee)
      arguments.forEach { visit($0.value) }
    case .message(let receiver, _, _, let arguments):
      visit(receiver)
      arguments.forEach { visit($0.value) }
    case .subscriptAccess(let base, let index):
      visit(base)
      visit(index)
    case .unary(_, let operand), .cast(let operand, _, _), .typeCheck(let operand, _),
      .forceUnwrap(let operand), .parenthesized(let operand), .boxed(let operand):
      visit(operand)
    case .binary(_, let left, let right):
      visit(left)
      visit(right)
    case .ternary(let condition, let then, let otherwise):
      visit(condition)
      visit(then)
      visit(otherwise)
    default: break
    }
  }
}
