import Simulation

/// Runs the command language against a `World`: Swift and Objective-C statements, the user's
/// methods and classes, overrides of UIKit callbacks.
public final class Interpreter {
  public let world: World
  /// `self` at the top level: the sandbox's container.
  public let selfController: ControllerID
  public var limits: InterpreterLimits
  /// UIKit's classes and the user's, made on first use: a session that never runs code (an empty
  /// script, a prompt not yet answered) does not pay for UIKit's class table as it starts. Read
  /// and changed in place: a `lazy var` would hand out a copy of the whole table on every use,
  /// and a change to the copy would copy its storage too.
  var classes: ClassTable {
    _read {
      makeClassesIfNeeded()
      yield classStorage
    }
    _modify {
      makeClassesIfNeeded()
      // Every change to the table passes here: the world learns whether an override may now
      // answer (`World.hostMayOverride`), as `runOverride` and `overriddenValue` would tell it.
      defer { if world.host === self { world.hostMayOverride = classStorage.hasUserMethods } }
      yield &classStorage
    }
  }
  private var classStorage = ClassTable.placeholder
  private var classesMade = false
  let globals = Scope(parent: nil)
  var steps = 0
  /// The processor time of the current input, read every `processorCheckInterval` steps.
  var processorTime = ProcessorTime()
  /// The depth of every re-entrant path, and the native stack they recurse on.
  var budget = DepthBudget()
  var outputBytes = 0
  /// Types whose declaration failed and was reported: a later use stops without another error,
  /// as a compiler reports the declaration once, not each use of it.
  var failedTypes: Set<String> = []
  /// Blocks handed to UIKit, by handle, until UIKit has run them.
  var closures: [Int: Closure] = [:]
  var nextBlockHandle = 0
  /// What the main run loop will run, by the number the world schedules it under.
  var scheduledCalls: [Int: ScheduledCall] = [:]
  var nextScheduledID = 0
  /// How many pieces of scheduled work each waiting one descends from (0: an input's own), and
  /// the generation of the work running now.
  var scheduledGenerations: [Int: Int] = [:]
  var runningGeneration = 0
  /// The scheduled work of each timer object.
  var timerWork: [ObjectIdentifier: Int] = [:]
  /// The objects standing for constraints, by constraint index.
  var constraintInstances: [Int: WeakInstance] = [:]
  /// `NotificationCenter.default` and `UserDefaults.standard`, once asked for.
  var foundationObjects: [String: Instance] = [:]
  /// The C `static` locals of each function that declares some, by the function's definition.
  var staticScopes: [StaticSite: Scope] = [:]
  /// The notification center's observers, in the order they registered.
  var observers: [NotificationObserver] = []
  /// `UserDefaults.standard`'s values, kept for the session.
  var defaults: [String: Value] = [:]
  /// The instances of controllers and views, by identifier, held weakly: an instance lives as
  /// long as a value or UIKit holds it (see `Instance`).
  let instances = InstanceRegistry()
  /// The window's instance, which the program holds for as long as it runs.
  var windowInstance: Instance
  /// A window made in code and made key and visible, shown in the sandbox window's place.
  var shownWindow: Instance?
  /// The stored properties of controllers and views, which outlive their instances.
  var uikitStorage: [OwnedObject: Storage] = [:]
  /// Instances of the user's other classes made so far (their numbers).
  var plainInstanceCount = 0
  /// Controllers and views that took part in UIKit calls, kept alive until UIKit has finished
  /// the work it deferred (the end of the run-loop turn, the end of an animation).
  var retainedUntilIdle: [Instance] = []

  /// The top-level statement running, and its language once a rule has asked for it.
  var topLevelStatement: (Stmt, SourceUnit)?
  var topLevelDialect: Dialect?
  /// clang's spelling of the type of each `const` C variable declared, by name, for the error
  /// on assigning one.
  var cConstTypes: [String: String] = [:]
  /// Values of type properties (`static let`), by class and name.
  var typeStorage: [String: Storage] = [:]
  /// Static constants an extension adds to an SDK value type (`extension Notification.Name {
  /// static let menuDidOpen = … }`), by the type's SDK name and the constant's name.
  var sdkTypeConstants: [String: [String: Value]] = [:]
  /// True while a check inspects the world: `view` reads do not load views.
  var isInspecting = false
  /// The objects the program threw that are still on their way to a `@catch`, by number.
  var thrownObjects: [Int: Value] = [:]
  var nextThrownNumber = 0
  /// Whether the file running is one of a run's files other than its main file, whose global
  /// variables swiftc initialises when they are first read (`ModuleFiles`).
  public var globalsAreLazy = false
  /// Whether the expression being evaluated stands inside a `try` of the code running now.
  var callsMarkedWithTry = false
  /// The exceptions whose `@catch` bodies are running, innermost last: what `@throw;` rethrows.
  var caughtExceptions: [(error: RuntimeError, object: Value)] = []
  /// How many Objective-C `@try` bodies are running, outermost included.
  var activeTries = 0
  /// Uses of undeclared names reported when their method was defined (they stop it silently).
  var reportedUndeclaredNames = Set<DefinitionCheckKey>()
  /// The user's Objective-C methods declared deprecated, by class, side and selector.
  var deprecatedMethods: [String: Deprecation] = [:]
  /// Where the bodies of those methods stand: a call inside one is not warned of.
  var deprecatedBodies: [(unit: ObjectIdentifier, range: SourceRange)] = []
  /// The names the top level of the latest input declares.
  var topLevelNameCache: (unit: SourceUnit, names: Set<String>)?
  /// Which arguments of the `print` being called are optionals in Swift (`Optional(3)`).
  var optionalArguments: [Bool] = []
  /// Whether a script (a file) is running, rather than input typed in the sandbox: a script
  /// shows no value of a call whose result is discardable, and warns of unused results.
  public var isRunningScript = false
  /// The bodies of top-level `defer` statements, run when the top-level scope ends.
  var topLevelDeferred: [(Stmt, SourceUnit)] = []
  /// Swift type declarations of a script that name a type not declared yet (an extension, a
  /// superclass), made when that type is; reported at the end of the script if it never is.
  var waitingDeclarations: [(declaration: ClassDecl, env: Env, awaited: String)] = []
  /// Whether the files of a run of several are running: one Swift module, whose methods are
  /// checked for undeclared names once every file is in (`deferredNameChecks`), against the
  /// top-level names of all of them (`moduleUnits`).
  public var isModuleRun = false
  var moduleUnits: [SourceUnit] = []
  var deferredNameChecks: [(method: UserMethod, env: Env)] = []
  /// The top-level names of every file of the run, while its deferred checks run.
  var moduleNames: Set<String>?
  /// The UIKit methods calls were matched to, by how the call is written.
  var uikitMatches = UIKitMatchCache()
  /// The last labelled argument list `labels(of:)` made, which the next equal one shares.
  var lastLabels: [String?] = []
  /// Call lines of the user's methods, dropped when nothing happens beneath them.
  var droppableLines = Set<Int>()
  /// Call lines of the user's methods that UIKit makes (a scroll view's delegate messages),
  /// with the rule each cites.
  var uikitLineRules: [Int: RuleID] = [:]
  /// Notes logged as `.hostNote` events, by number.
  public internal(set) var notes: [HostNote] = []
  /// The view that kept the last `:tap` or `:pan` from reaching its view (rule G.3).
  public internal(set) var gestureBlocker: ViewID?
  /// Asked every few hundred steps; returning true stops the input (Ctrl-C in the terminal).
  public var shouldInterrupt: (() -> Bool)?
  /// Whether anything in the current input failed (error or exception).
  public internal(set) var inputFailed = false
  /// Overrides run and old spellings met, for exercise checks (`Interpreter+Facts.swift`).
  public internal(set) var facts = AnswerFacts()
  /// Where `inspect` and a sandbox's scenario code find their parse (a class's sandboxes share
  /// one); nil parses every time.
  public var parseCache: ParseCache?
  /// The function-like macros the session's inputs have defined so far: the next input is
  /// parsed with them (`Parser.parse(_:macros:)`).
  public var functionMacros = FunctionMacros()
  /// Set when Ctrl-C stopped a statement: the rest of the input does not run.
  var inputInterrupted = false

  /// The inert members (and availability warnings) this run has noted, and the members in the
  /// order first used (`:notes`).
  var inertNotes = Set<String>()
  /// The frameworks outside the simulation that the inputs so far import (`Accelerate`), in
  /// the order first imported.
  var unsimulatedImports: [String] = []
  /// The state of `arc4random()`'s sequence (rule W.6).
  var randomState: UInt64 = 0
  var inertNoteOrder: [String] = []
  /// The animator the navigation delegate just gave, and the objects of each custom transition
  /// UIKit runs, by its id (rules CT.*).
  var pendingCustomTransition: CustomTransitionParts?
  var customTransitionParts: [Int: CustomTransitionParts] = [:]
  /// What the tab bar controller's delegate gave for a switch that starts at the end of the
  /// turn, by tab bar controller (rule CT.15).
  var pendingTabTransitions: [ControllerID: CustomTransitionParts] = [:]
  /// The user's presentation controllers, by the controller they present (rule CT.20).
  var presentationControllers: [ControllerID: Value] = [:]
  /// The coordinator objects handed out, by coordinator id, and the argument UIKit passes to
  /// a block queued on one, by block (rules CT.10–CT.13).
  var coordinatorObjects: [Int: Value] = [:]
  var blockArguments: [Int: Value] = [:]
  /// The targets and actions of controls and gesture recognizers, by the object that keeps them.
  var targetActions: [ObjectIdentifier: (owner: WeakInstance, actions: [TargetAction])] = [:]

  /// Every scope a closure captured, held weakly, emptied when the interpreter goes away.
  var capturedScopes: [WeakScope] = []

  deinit {
    globals.removeAll()
    for captured in capturedScopes { captured.scope?.removeAll() }
    for scope in staticScopes.values { scope.removeAll() }
    for storage in uikitStorage.values { storage.removeAll() }
    for storage in typeStorage.values { storage.removeAll() }
    for instance in instances.all {
      instance.storage.removeAll()
      instance.retained.removeAll()
    }
    windowInstance.retained.removeAll()
    shownWindow = nil
    changeRetainedUntilIdle { $0.removeAll() }
    changeClosures { $0.removeAll() }
  }

  public init(world: World, selfController: ControllerID, limits: InterpreterLimits = .standard) {
    self.world = world
    self.selfController = selfController
    self.limits = limits
    windowInstance = Instance(
      .view(world.window), className: world.view(world.window).className, name: "window",
      registry: instances)
    world.host = self
    world.hostMayOverride = classStorage.hasUserMethods
    world.recordOwnershipChanges()
    globals.declare(
      "window", Binding(value: windowInstance.value, isConstant: true, isInitialized: true))
    let name = world.name(of: selfController)
    globals.declare(
      name, Binding(value: value(of: selfController), isConstant: true, isInitialized: true))
  }

  private func makeClassesIfNeeded() {
    guard !classesMade else { return }
    classesMade = true
    classStorage = ClassTable()
  }

  // MARK: - Inputs

  /// Starts a top-level input: a fresh budget of steps and output.
  public func beginInput(marksEndOfTurn: Bool = true) {
    steps = 0
    processorTime.reset()
    outputBytes = 0
    inputFailed = false
    inputInterrupted = false
    budget.reset()
    world.beginInput(marksEndOfTurn: marksEndOfTurn)
  }

  /// Runs one top-level statement (not a meta command); reports its problems in the log.
  /// Returns false when it failed.
  @discardableResult
  public func run(_ statement: Stmt, in unit: SourceUnit) -> Bool {
    guard !inputInterrupted else { return false }
    if !unit.diagnostics.isEmpty { logWarnings(in: statement, unit: unit) }
    // A declaration is made with the parts that compiled; its bad parts are reported with it.
    // Only a parse that reported something holds an invalid statement: a clean one skips the
    // walk over the whole tree.
    let problems =
      isDeclaration(statement) || unit.diagnostics.isEmpty
      ? [] : invalidStatements(in: [statement], unit: unit)
    guard problems.isEmpty else {
      for index in problems where index < unit.diagnostics.count {
        log(unit.diagnostics[index], unit)
      }
      inputFailed = true
      return false
    }
    let env = topLevelEnv(unit)
    let savedDepth = world.depth
    topLevelStatement = (statement, unit)
    topLevelDialect = nil
    releaseWhenIdle()
    defer {
      // An object thrown and never caught is let go with the statement it ended.
      thrownObjects.removeAll()
      syncOwnership()
    }
    do {
      switch try exec(statement, env) {
      case .normal: break
      case .returned, .breakLoop, .continueLoop, .fallthroughCase:
        throw RuntimeError(
          diagnostic: Diagnostic(.runtime(.controlFlowOutsideBody), at: statement.range),
          unit: unit)
      }
      return true
    } catch {
      world.depth = savedDepth
      fail(errorAtTopLevel(error))
      return false
    }
  }

  private func isDeclaration(_ statement: Stmt) -> Bool {
    Self.isDeclaration(statement)
  }

  private static func isDeclaration(_ statement: Stmt) -> Bool {
    switch statement.kind {
    case .classDeclaration, .function: return true
    default: return false
    }
  }

  /// Whether every syntax error of a parsed input lies inside a class or method declaration,
  /// which is made with the parts that compiled and reports the rest (so the input may run).
  public static func onlyDeclarationsFailed(_ parsed: ParseResult) -> Bool {
    var walk = SyntaxWalk(InvalidStatementFinder())
    for statement in parsed.statements where !isDeclaration(statement) {
      walk.visit(statement)
    }
    guard walk.visitor.found.isEmpty else { return false }
    // A diagnostic no statement holds (an unterminated comment) fails the input as before.
    var inside = SyntaxWalk(InvalidStatementFinder())
    inside.visit(parsed.statements)
    return Set(inside.visitor.found).count
      == parsed.diagnostics.filter { $0.severity.isFailure }.count
  }

  /// Logs an error that stopped a statement (UIKit exceptions are logged by the world).
  public func fail(_ error: any Error) {
    inputFailed = true
    if let error = error as? RuntimeError, !error.isLoggedException {
      log(error.diagnostic, error.unit)
    }
  }

  /// Logs a diagnostic as a host note.
  public func log(_ diagnostic: Diagnostic, _ unit: SourceUnit) {
    if diagnostic.severity.isFailure { inputFailed = true }
    notes.append(.diagnostic(diagnostic, unit))
    world.emit(.hostNote(notes.count - 1))
  }

  /// Logs the compiler's warnings about a statement (clang's `-Wparentheses`) before it runs,
  /// as a compiler prints them before the program starts.
  func logWarnings(in statement: Stmt, unit: SourceUnit) {
    for diagnostic in unit.diagnostics where diagnostic.severity == .warning {
      if diagnostic.range.start >= statement.range.start
        && diagnostic.range.end <= statement.range.end
      {
        log(diagnostic, unit)
      }
    }
  }

  /// The indices of parse diagnostics inside these statements (compile errors stop them).
  func invalidStatements(in statements: [Stmt], unit: SourceUnit) -> [Int] {
    var walk = SyntaxWalk(InvalidStatementFinder())
    walk.visit(statements)
    return walk.visitor.found
  }

  // MARK: - Budget

  /// The language the running code is written in, for the rules that differ (messages and
  /// dot-syntax reads on nil).
  func dialect(of env: Env) -> Dialect {
    if let dialect = env.context.dialect { return dialect }
    if let dialect = topLevelDialect { return dialect }
    let dialect = topLevelStatement.map { StatementDialect.of($0.0, in: $0.1.text) } ?? .swift
    topLevelDialect = dialect
    return dialect
  }

  /// Counts one step of work, stopping runaway inputs.
  @inline(__always)
  func tick(_ range: SourceRange, _ env: Env) throws {
    steps += 1
    if steps & 255 == 0 { try checkRunaway(range, env) }
  }

  /// The slow half of `tick`, every 256 steps: Ctrl-C, the step limit and processor time.
  private func checkRunaway(_ range: SourceRange, _ env: Env) throws {
    if let shouldInterrupt, shouldInterrupt() {
      inputInterrupted = true
      throw RuntimeError(diagnostic: Diagnostic(.runtime(.interrupted), at: range), unit: env.unit)
    }
    if steps > limits.maxSteps {
      throw RuntimeError(
        diagnostic: Diagnostic(.runtime(.stepLimit(limits.maxSteps)), at: range), unit: env.unit)
    }
    processorTime.update()
    if processorTime.seconds > limits.maxProcessorSeconds {
      throw RuntimeError(
        diagnostic: Diagnostic(.runtime(.timeLimit(limits.maxProcessorSeconds)), at: range),
        unit: env.unit)
    }
  }

  func error(_ message: RuntimeMessage, _ range: SourceRange, _ env: Env, suggestion: String? = nil)
    -> RuntimeError
  {
    var message = message
    // Clang's words for a name nothing declares.
    if case .unknownName(let name) = message, dialect(of: env) == .objc {
      message = .undeclaredIdentifier(name)
    }
    if let outside = outsideSimulation(message, env) {
      return RuntimeError(
        diagnostic: Diagnostic(.unsupported, .runtime(outside), at: range, suggestion: suggestion),
        unit: env.unit)
    }
    if case .noMember(let type, let name) = message, let mismatch = memberKindMismatch(type, name) {
      return RuntimeError(diagnostic: Diagnostic(.runtime(mismatch), at: range), unit: env.unit)
    }
    switch message {
    case .noMember, .propertyNotFound, .unknownSelector, .unknownName, .undeclaredIdentifier:
      // A member of `self` or a function reported when its method was defined stops the
      // method without a second error.
      if wasReportedAtDefinition(range, env) {
        var failure = RuntimeError(
          diagnostic: Diagnostic(.runtime(message), at: range), unit: env.unit,
          isLoggedException: true)
        failure.isAlreadyReported = true
        return failure
      }
    default: break
    }
    let severity: Diagnostic.Severity = message.isUnsupported ? .unsupported : .error
    return RuntimeError(
      diagnostic: Diagnostic(severity, .runtime(message), at: range, suggestion: suggestion),
      unit: env.unit)
  }

  /// swiftc's words when a member the type has is used on the wrong side: a `static` member
  /// through an instance, or an instance member through the type (`X.Type`).
  private func memberKindMismatch(_ type: String, _ name: String) -> RuntimeMessage? {
    if type.hasSuffix(".Type") {
      let base = String(type.dropLast(".Type".count))
      guard classes.existing(base) != nil else { return nil }
      if classes.property(name, from: base) != nil
        || !classes.methods(base: name, from: base).isEmpty
      {
        return .instanceOnType(name, base)
      }
      return nil
    }
    guard classes.existing(type) != nil else { return nil }
    if classes.staticProperty(name, from: type) != nil
      || !classes.classMethods(base: name, from: type).isEmpty
    {
      return .staticOnInstance(name, type)
    }
    return nil
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
  public func variable(_ name: String) -> Value? { globals.binding(name)?.current }

  /// The user's methods callable on the container, in Swift spelling.
  public var methodNames: [String] {
    classes.methods(from: world.className(of: selfController)).map(\.swiftName)
  }

  /// Whether a controller forwards appearance automatically, asking the user's override if
  /// there is one (nothing is logged).
  public func forwardsAppearance(_ controller: ControllerID) -> Bool {
    let muted = world.isMuted
    world.isMuted = true
    defer { world.isMuted = muted }
    return (try? world.forwardsAppearance(controller))
      ?? world.forwardsAppearanceByDefault(controller)
  }

  /// The user's methods callable on the container, as Objective-C selectors.
  public var methodSelectors: [String] {
    classes.methods(from: world.className(of: selfController)).map(\.spelling.selector)
  }

  /// Whether the user's class of `controller` overrides a forwarding property.
  public func overrides(_ property: OverridableProperty, of controller: ControllerID) -> Bool {
    classes.override(property, from: world.className(of: controller)) != nil
  }

  /// Removes the user's override of a forwarding property on `self`'s class (`:forward`).
  public func dropOverride(_ property: OverridableProperty) -> Bool {
    classes.removeOverride(property, from: world.className(of: selfController))
  }
}

/// A scope held without keeping it alive.
struct WeakScope {
  weak var scope: Scope?
}

/// Finds the statements that did not parse, closures included.
struct InvalidStatementFinder: SyntaxVisitor {
  var found: [Int] = []

  mutating func enter(_ statement: Stmt) -> Bool {
    if case .invalid(let index) = statement.kind { found.append(index) }
    return true
  }

  mutating func enter(_ expression: Expr) -> Bool { true }
}

extension Interpreter {
  /// The environment of a top-level input: the globals, with the container as `self`.
  func topLevelEnv(_ unit: SourceUnit) -> Env {
    Env(
      scope: globals,
      context: MethodContext(
        selfValue: value(of: selfController), definingClass: nil, isTopLevel: true,
        returnsValue: false, dialect: nil),
      unit: unit)
  }
}
