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
  /// Call sites already warned about an old spelling, by source unit and offset; the units
  /// are held so that an identifier is never reused while it is a key.
  var warnedSites: Set<WarnedSite> = []
  var warnedUnits: [SourceUnit] = []

  mutating func note(_ spelling: SpellingFact) {
    if !spellings.contains(spelling) { spellings.append(spelling) }
  }
}

/// A place in a source unit where a warning was given.
struct WarnedSite: Hashable, Sendable {
  let unit: ObjectIdentifier
  let offset: Int
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

  /// A UIKit call matched one of its older Swift names: noted for checks, and warned about
  /// once per call site, naming today's spelling as the migrator would.
  func noteLegacyCall(
    _ signature: UIKitSignature, written base: String, labels: [String?], current: [String?],
    _ site: CallSite, _ env: Env
  ) {
    let written = MethodNaming.swiftName(base: base, labels: labels)
    let today = MethodNaming.swiftName(base: signature.swiftBase, labels: current)
    facts.note(.legacyCall(written: written, current: today))
    guard firstVisit(site.nameRange, env.unit) else { return }
    log(
      renameWarning(
        written, today, at: site.nameRange,
        fixing: base != signature.swiftBase ? (base, signature.swiftBase) : nil, env.unit),
      env.unit)
  }

  /// swiftc's "'old' has been renamed to 'new'" at `range`, with the fix-it that replaces the
  /// name written at its start (`fixing.name`) by `fixing.replacement` when the text is there.
  func renameWarning(
    _ old: String, _ new: String, at range: SourceRange,
    fixing: (name: String, replacement: String)?, _ unit: SourceUnit
  ) -> Diagnostic {
    var warning = Diagnostic(.warning, .runtime(.renamed(old, new)), at: range)
    if let fixing {
      let nameOnly = SourceRange(start: range.start, end: range.start + fixing.name.utf8.count)
      if unit.text.slice(nameOnly) == fixing.name {
        warning.fixIt = .replace(nameOnly, with: fixing.replacement)
      }
    }
    return warning
  }

  /// A C function called from Swift that Swift does not import (`CGRectMake`,
  /// `CGRectGetWidth`): it runs, and swiftc's complaint is a warning, once per call site,
  /// naming the member its row says replaces it.
  func noteReplacedFunction(
    _ name: String, by replacement: String, _ range: SourceRange, _ env: Env
  ) {
    guard dialect(of: env) == .swift, firstVisit(range, env.unit) else { return }
    log(Diagnostic(.warning, .runtime(.replacedInSwift(name, replacement)), at: range), env.unit)
  }

  /// Whether this is the first time a warning is due at this place (a loop warns once).
  func firstVisit(_ range: SourceRange, _ unit: SourceUnit) -> Bool {
    let site = WarnedSite(unit: ObjectIdentifier(unit), offset: range.start)
    guard facts.warnedSites.insert(site).inserted else { return false }
    if !facts.warnedUnits.contains(where: { $0 === unit }) { facts.warnedUnits.append(unit) }
    return true
  }

  /// A method was defined: an override without `override` is swiftc's error (with its
  /// fix-it); a method named as a callback was in Swift 3 gets a warning, since today's
  /// UIKit never calls it.
  func noteDefinition(_ method: UserMethod, _ env: Env, range: SourceRange) throws {
    let declaration = method.declaration
    guard declaration.dialect == .swift else { return hintIfSuperMissing(method, env) }
    if method.property != nil, declaration.isOverride, !declaration.isProperty,
      classes.controllerKind(method.definingClass) != nil
    {
      // Swift imports the property as a property: a method of its name overrides nothing.
      throw error(.overridesNothing, declaration.nameRange, env)
    }
    if method.callback != nil || method.property != nil, !declaration.isOverride,
      classes.controllerKind(method.definingClass) != nil
    {
      facts.note(.missingOverride(method: method.spelling.swiftName))
      var diagnostic = Diagnostic(.runtime(.missingOverride), at: declaration.nameRange)
      diagnostic.fixIt = .insert(
        "override ", at: introducerStart(declaration, env.unit.text, within: range))
      throw RuntimeError(diagnostic: diagnostic, unit: env.unit)
    }
    guard method.callback == nil else { return hintIfSuperMissing(method, env) }
    let labels = declaration.parameters.map(\.label)
    for signature in UIKitSignatures.all {
      guard case .callback = signature.operation else { continue }
      for (base, legacyLabels) in signature.legacySwift
      where base == declaration.baseName && legacyLabels == labels {
        let current = signature.spelling.swiftName
        facts.note(.legacyOverride(written: method.spelling.swiftName, current: current))
        var warning = Diagnostic(
          .warning, .runtime(.renamed(method.spelling.swiftName, current)),
          at: declaration.nameRange)
        warning.notes.append(.runtime(.renamedCallbackNotCalled(current)))
        log(warning, env.unit)
      }
    }
  }

  /// Where `func` or `var` starts in a declaration (where Swift inserts `override `).
  private func introducerStart(
    _ declaration: FunctionDecl, _ text: SourceText, within range: SourceRange
  )
    -> Int
  {
    let nameStart = declaration.nameRange.start
    guard range.start < nameStart else { return nameStart }
    let before = Array(text.slice(SourceRange(start: range.start, end: nameStart)).utf8)
    for keyword in ["func", "var"] {
      let word = Array(keyword.utf8)
      guard before.count >= word.count else { continue }
      for offset in stride(from: before.count - word.count, through: 0, by: -1)
      where Array(before[offset..<offset + word.count]) == word {
        return range.start + offset
      }
    }
    return range.start
  }
}

extension Interpreter {
  /// Callbacks whose overrides UIKit's documentation asks to call `super`.
  static let superExpected: Set<CallbackName> = [
    .viewDidLoad, .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear,
    .viewDidDisappear, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewWillTransition,
  ]

  /// A hint for an override of an appearance or layout callback whose body never calls
  /// `super` (the `calls-super` check sees what actually ran).
  func hintIfSuperMissing(_ method: UserMethod, _ env: Env) {
    guard let callback = method.callback, Self.superExpected.contains(callback),
      let body = method.declaration.body
    else { return }
    let spelling = callback.spelling
    var walk = SyntaxWalk(
      SuperCallFinder(swiftBase: spelling.swiftBase, objcFirst: spelling.objcPieces.first ?? ""))
    walk.visit(body)
    guard !walk.visitor.found else { return }
    let hint = Diagnostic(
      .hint, .runtime(.overrideSkipsSuper(spelling.swiftName)),
      at: method.declaration.nameRange)
    log(hint, env.unit)
  }
}

/// Finds `super.name` (Swift) or `[super name…]` (Objective-C) anywhere in a body.
struct SuperCallFinder: SyntaxVisitor {
  let swiftBase: String
  let objcFirst: String
  var found = false

  mutating func enter(_ statement: Stmt) -> Bool { !found }

  mutating func enter(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .member(let base, let name, _, _):
      if case .superRef = base.kind, name == swiftBase { found = true }
    case .message(let receiver, let selector, _, _):
      if case .superRef = receiver.kind,
        selector == objcFirst || selector.hasPrefix(objcFirst + ":")
      {
        found = true
      }
    default: break
    }
    return !found
  }
}
