import Simulation
import UIKitSurface

/// The check a compiler makes when a method is defined: a name the body reads that nothing
/// declares is reported then, once, at its use (swiftc's "cannot find 'x' in scope", clang's
/// "use of undeclared identifier 'x'"), not when the method first runs. The method is still
/// defined; when it runs, the same name stops it without a second error.
///
/// The check only reports what it is sure of. It looks at bare lowercase names read as values
/// or called as functions (not a type, not a member after a dot), and takes a name as declared
/// when any declaration in the body has it (wherever it stands), when a parameter, a global or
/// a top-level declaration of the same input has it, when any member of the class's chain, of
/// any user type, or of the SDK rows of the chain has it, or when it is a constant or function
/// the interpreter knows.
extension Interpreter {
  /// Reports the first undeclared name the body of `method` reads, if any.
  func checkNames(in method: UserMethod, _ env: Env) {
    if isModuleRun {
      deferredNameChecks.append((method, env))
      return
    }
    // An extension of a standard value type reads its members bare (`count`, `isEmpty`),
    // which the check does not list; so does one of `Notification` (`userInfo`).
    if Self.extensibleValueTypes.contains(method.definingClass)
      || Self.objectValueTypes.contains(method.definingClass)
    {
      return
    }
    let declaration = method.declaration
    guard let body = declaration.body else { return }
    var walk = SyntaxWalk(NameCollector())
    walk.visit(body)
    declaration.setter.map { walk.visit($0.body) }
    var declared = walk.visitor.declared
    for parameter in declaration.parameters { declared.insert(parameter.name) }
    if let setter = declaration.setter { declared.insert(setter.parameter) }
    for (name, range, isCallee) in walk.visitor.uses where !declared.contains(name) {
      guard !isDeclaredOutside(name, method, env) else { continue }
      // A function's name may also be one the interpreter calls (`dispatch_time`).
      if isCallee,
        Builtins.known.contains(name) || RunLoopSurface.functionNames.contains(name)
          || Self.containerHelpers.contains(name)
          || (declaration.dialect == .objc && Self.varargsMacros.contains(name))
      {
        continue
      }
      let key = DefinitionCheckKey(unit: ObjectIdentifier(method.unit), offset: range.start)
      reportedUndeclaredNames.insert(key)
      var message: RuntimeMessage =
        declaration.dialect == .objc ? .undeclaredIdentifier(name) : .unknownName(name)
      var severity = Diagnostic.Severity.error
      if let outside = outsideSimulation(message, env) {
        (message, severity) = (outside, .unsupported)
      }
      var diagnostic = Diagnostic(severity, .runtime(message), at: range)
      diagnostic.notes.append(.runtime(.inMethod(method.swiftName, method.definingClass)))
      log(diagnostic, method.unit)
      break
    }
    var types = walk.visitor.declaredTypes
    for parameter in declaration.parameters {
      if let type = parameter.type { types[parameter.name] = type.name }
    }
    checkMembers(walk.visitor.selfMembers, types: types, in: method)
    checkPropertyMembers(walk.visitor.propertyMembers, declared: declared, in: method)
  }

  /// Reports the first member that the body uses on one of `self`'s UIKit properties
  /// (`view.backgroundColr`, `[self.view layoutIfNeded]`) and that neither the property's class
  /// in the SDK's rows nor any declaration of the input has: the compilers know the property's
  /// type, so they reject it when the method is compiled.
  private func checkPropertyMembers(
    _ uses: [PropertyMember], declared: Set<String>, in method: UserMethod
  ) {
    let declaration = method.declaration
    let objc = declaration.dialect == .objc
    guard !uses.isEmpty, !declaration.isClassMethod, hasKnownChain(method.definingClass) else {
      return
    }
    for use in uses {
      // A bare name may be a local or, in Objective-C, an instance variable.
      if !use.throughSelf, objc || declared.contains(use.property) { continue }
      guard let type = sdkPropertyClass(use.property, of: method.definingClass, objc: objc),
        !isKnownMember(
          SelfMember(name: use.name, range: use.range, selector: use.selector), of: type, method)
      else { continue }
      let key = DefinitionCheckKey(unit: ObjectIdentifier(method.unit), offset: use.range.start)
      reportedUndeclaredNames.insert(key)
      let message: RuntimeMessage
      let candidates = Surface.shared.allMembers(in: Surface.shared.chain(type))
      let names: [String]
      if let selector = use.selector {
        message = .unknownSelector(type, selector)
        names = candidates.map(\.objcName)
      } else {
        message = objc ? .propertyNotFound(type, use.name) : .noMember(type, use.name)
        names = candidates.map(\.name)
      }
      var diagnostic = Diagnostic(
        .error, .runtime(message), at: use.range,
        suggestion: nearestName(to: use.selector ?? use.name, among: names))
      diagnostic.notes.append(.runtime(.inMethod(method.swiftName, method.definingClass)))
      log(diagnostic, method.unit)
      return
    }
  }

  /// The class of the SDK that a property of `self` the rows declare holds (`view` is a
  /// `UIView`), when no class of the user's in the chain declares a property of that name.
  private func sdkPropertyClass(_ property: String, of className: String, objc: Bool) -> String? {
    let surface = Surface.shared
    for owner in classes.chain(className) {
      if let info = classes.existing(owner), info.properties[property] != nil { return nil }
      guard surface.type(owner) != nil else { continue }
      let chain = surface.chain(owner)
      let found =
        (objc
        ? surface.members(objc: property, in: chain, classSide: false)
        : surface.members(swift: property, in: chain, classSide: false)).first {
          $0.kind == .property
        }
      guard let found, case .named(let typeName, _) = found.type.unwrapped,
        surface.type(typeName)?.kind == .class
      else { return nil }
      return typeName
    }
    return nil
  }

  /// Reports the first member of `self` that the body uses and nothing declares: not the
  /// class's chain (the user's classes and the SDK's rows), nor any declaration of the same
  /// input, wherever it stands (a later extension counts, as the whole file does for swiftc).
  /// swiftc: "value of type 'X' has no member 'y'"; clang: "property 'y' not found on object
  /// of type 'X *'", and under ARC "no visible @interface for 'X' declares the selector 'y'".
  /// A message to a variable or parameter whose static type is one of the user's classes
  /// (`Pane *pane`) is checked against that class the same way.
  private func checkMembers(_ uses: [SelfMember], types: [String: String], in method: UserMethod) {
    let declaration = method.declaration
    for use in uses {
      let type: String
      if let variable = use.variable {
        guard let declared = types[variable], classes.existing(declared)?.origin == .declared
        else { continue }
        type = declared
      } else {
        guard !declaration.isClassMethod else { continue }
        type = method.definingClass
      }
      guard hasKnownChain(type), !isKnownMember(use, of: type, method) else { continue }
      let key = DefinitionCheckKey(unit: ObjectIdentifier(method.unit), offset: use.range.start)
      reportedUndeclaredNames.insert(key)
      let message: RuntimeMessage
      if let selector = use.selector {
        message = .unknownSelector(type, selector)
      } else {
        message =
          declaration.dialect == .objc
          ? .propertyNotFound(type, use.name) : .noMember(type, use.name)
      }
      var diagnostic = Diagnostic(.error, .runtime(message), at: use.range)
      diagnostic.notes.append(.runtime(.inMethod(method.swiftName, method.definingClass)))
      log(diagnostic, method.unit)
      return
    }
  }

  /// Whether every class of the chain is known (the user's, or the SDK's rows): a class whose
  /// superclass failed or is not simulated is not checked.
  private func hasKnownChain(_ className: String) -> Bool {
    let chain = classes.chain(className)
    guard let last = chain.last, !chain.contains(where: failedTypes.contains) else { return false }
    return classes.existing(last) != nil || Surface.shared.type(last) != nil
  }

  /// Whether a member of an object of class `className` is declared where the compilers look.
  private func isKnownMember(_ use: SelfMember, of className: String, _ method: UserMethod)
    -> Bool
  {
    let name = use.name
    guard let first = name.first, first.isLowercase, name != "init" else { return true }
    let declared = namesSeen(by: method)
    if Self.alwaysKnownNames.contains(name) || Self.containerHelpers.contains(name)
      || isMemberName(name, of: className) || declared.contains(name)
      || classes.protocolProperty(
        use.selector ?? name, adoptedBy: className, dotSyntax: use.selector == nil)
        != nil
    {
      return true
    }
    if let selector = use.selector {
      let surface = Surface.shared
      for owner in classes.chain(className) where surface.type(owner) != nil {
        if !surface.members(objc: selector, in: surface.chain(owner), classSide: false).isEmpty {
          return true
        }
      }
      // `[self setWidth:]` is the setter of a property `width`.
      if name.hasPrefix("set"), name.count > 3 {
        let property = name.dropFirst(3)
        let lowered = property.prefix(1).lowercased() + property.dropFirst()
        if isMemberName(lowered, of: className) || declared.contains(lowered) {
          return true
        }
      }
    }
    return false
  }

  /// Whether the use of an unknown name at `range` was reported when its method was defined.
  func wasReportedAtDefinition(_ range: SourceRange, _ env: Env) -> Bool {
    guard !reportedUndeclaredNames.isEmpty else { return false }
    return reportedUndeclaredNames.contains(
      DefinitionCheckKey(unit: ObjectIdentifier(env.unit), offset: range.start))
  }

  /// Whether a name the body does not declare is known from outside it.
  private func isDeclaredOutside(_ name: String, _ method: UserMethod, _ env: Env) -> Bool {
    if Self.alwaysKnownNames.contains(name) || globals.binding(name) != nil { return true }
    if Constants.value(named: name) != nil || Constants.unsignedMaxima.contains(name)
      || Constants.runningVersion(name, ios: world.iosVersion) != nil
    {
      return true
    }
    if RunLoopSurface.constant(name) != nil || classes.resolve(name) != nil
      || Constants.isValueType(name) || Builtins.names.contains(name) || failedTypes.contains(name)
      || isWaitingType(name)
    {
      return true
    }
    let surface = Surface.shared
    if surface.enumCase(objc: name) != nil || !surface.free(c: name).isEmpty
      || !surface.free(swift: name).isEmpty
    {
      return true
    }
    if topLevelNames(of: method.unit).contains(name) { return true }
    return isMemberName(name, of: method.definingClass)
  }

  /// Whether any class of the chain, any user type, or the SDK rows of the chain have a
  /// member of that name.
  private func isMemberName(_ name: String, of className: String) -> Bool {
    for owner in classes.names {
      guard let info = classes.existing(owner) else { continue }
      if info.properties[name] != nil { return true }
      if !classes.methods(base: name, from: owner).isEmpty { return true }
    }
    if UIKitSignatures.bySwiftBase[name] != nil
      || UIKitSurface.controllerPropertyNames.contains(name)
    {
      return true
    }
    let surface = Surface.shared
    for owner in classes.chain(className) where surface.type(owner) != nil {
      // A protocol of the SDK (an extension's `self`) has no chain of classes: its own rows.
      let classChain = surface.chain(owner)
      let chain = classChain.isEmpty ? [owner] : classChain
      if !surface.members(swift: name, in: chain, classSide: false).isEmpty
        || !surface.members(swift: name, in: chain, classSide: true).isEmpty
        || !surface.members(objc: name, in: chain, classSide: false).isEmpty
      {
        return true
      }
    }
    return false
  }

  /// The top-level names a method's body may use: swiftc reads the whole file, clang reads top
  /// to bottom. Clang parses a method's body at its implementation's `@end`, so it sees
  /// everything before that (the implementation's other methods, in any order) and nothing
  /// after: a selector declared only in a later category is not visible (under ARC, "no
  /// visible @interface for 'X' declares the selector 'y'").
  private func namesSeen(by method: UserMethod) -> Set<String> {
    let unit = method.unit
    guard method.declaration.dialect == .objc else { return topLevelNames(of: unit) }
    let start = method.declaration.nameRange.start
    var names = Set<String>()
    for statement in unit.statements where statement.range.start <= start {
      var walk = SyntaxWalk(NameCollector(topLevelOnly: true))
      walk.visit(statement)
      names.formUnion(walk.visitor.declared)
    }
    return names
  }

  /// The names the top level of a unit declares (variables, functions, types, enumeration
  /// constants), whichever line they stand on: a method may read a global declared after it.
  func topLevelNames(of unit: SourceUnit) -> Set<String> {
    if let moduleNames { return moduleNames }
    if let cached = topLevelNameCache, cached.unit === unit { return cached.names }
    var names = Set<String>()
    for statement in unit.statements {
      var walk = SyntaxWalk(NameCollector(topLevelOnly: true))
      walk.visit(statement)
      names.formUnion(walk.visitor.declared)
    }
    topLevelNameCache = (unit, names)
    return names
  }

  /// Names read as values that are never a user's undeclared name: the implicit ones of
  /// accessors and `catch`, the members every enumeration and object has, and C's type words
  /// where a parser may leave them as names.
  static let alwaysKnownNames: Set<String> = [
    "newValue", "oldValue", "error", "self", "super", "nil", "true", "false", "int", "float",
    "double", "long", "char", "short", "unsigned", "signed", "void", "bool", "id", "instancetype",
    "errno", "rawValue", "hashValue", "hash", "description", "debugDescription",
  ]
}

/// Where an undeclared name was reported when its method was defined.
struct DefinitionCheckKey: Hashable {
  let unit: ObjectIdentifier
  let offset: Int
}

/// A member of `self` a body uses: `self.name`, or `[self selector]` whose first piece is
/// `name`; `range` covers the member's name or the selector. With `variable`, the message
/// goes to that variable (`[pane selector]`) instead of `self`.
struct SelfMember {
  let name: String
  let range: SourceRange
  let selector: String?
  var variable: String? = nil
}

/// A member used on a property of `self`: `name` (or `selector`) on `property`, read through
/// `self` or bare; `range` covers the member's name or the selector.
struct PropertyMember {
  let property: String
  let throughSelf: Bool
  let name: String
  let range: SourceRange
  let selector: String?
}

/// Collects the names a body declares, and the bare names it reads as values or calls.
private struct NameCollector: SyntaxVisitor {
  /// Only what the statement itself declares at the top level (not inside bodies).
  var topLevelOnly = false
  var declared = Set<String>()
  /// Each bare name read or called, where, and whether it is a call's function.
  var uses: [(String, SourceRange, isCallee: Bool)] = []
  /// The members of `self` the body uses, in order.
  var selfMembers: [SelfMember] = []
  /// The members used on a property of `self` (`view.frame`, `[self.view layoutIfNeeded]`).
  var propertyMembers: [PropertyMember] = []
  /// The class each Objective-C object variable the body declares is declared with
  /// (`Pane *pane`).
  var declaredTypes: [String: String] = [:]
  /// Callees and message receivers, which are resolved elsewhere (functions, classes).
  private var skipped = Set<Int>()
  /// Where a call's function is a bare name.
  private var callees = Set<Int>()

  init(topLevelOnly: Bool = false) { self.topLevelOnly = topLevelOnly }

  mutating func enter(_ statement: Stmt) -> Bool {
    switch statement.kind {
    case .variable(let declaration):
      declared.insert(declaration.name)
      if declaration.dialect == .objc, let type = declaration.type, !type.isArray {
        declaredTypes[declaration.name] = type.name
      }
    case .function(let declaration):
      declared.insert(declaration.baseName)
      for parameter in declaration.parameters { declared.insert(parameter.name) }
      if let setter = declaration.setter { declared.insert(setter.parameter) }
    case .classDeclaration(let declaration): declared.insert(declaration.name)
    case .enumDeclaration(let declaration):
      declared.insert(declaration.name)
      for item in declaration.cases { declared.insert(item.name) }
    case .protocolDeclaration(let declaration): declared.insert(declaration.name)
    case .typeAlias(let name, _): declared.insert(name)
    case .cSwitch, .forLoop, .repeatWhile: break
    case .ifStatement(let conditions, _, _), .guardStatement(let conditions, _),
      .whileLoop(let conditions, _):
      declare(conditions)
    case .forIn(let pattern, _, _, _): pattern.map { declare($0) }
    case .destructure(let pattern, _, _): declare(pattern)
    case .switchStatement(_, let cases):
      for item in cases { item.patterns.forEach { declare($0) } }
    case .tryStatement(_, let catches, _):
      for clause in catches { clause.name.map { _ = declared.insert($0) } }
    case .doCatch(_, let catches):
      for clause in catches {
        clause.patterns.forEach { declare($0) }
        if clause.patterns.isEmpty { declared.insert("error") }
      }
    default: break
    }
    if topLevelOnly {
      // Types are entered for their members' names; bodies are not.
      switch statement.kind {
      case .block, .labeled, .classDeclaration, .protocolDeclaration, .enumDeclaration:
        return true
      default: return false
      }
    }
    return true
  }

  mutating func enter(_ expression: Expr) -> Bool {
    guard !topLevelOnly else { return false }
    switch expression.kind {
    case .identifier(let name):
      if !skipped.contains(expression.range.start), Self.isCheckable(name) {
        uses.append((name, expression.range, callees.contains(expression.range.start)))
      }
    case .call(let callee, _, _):
      if case .identifier = callee.kind { callees.insert(callee.range.start) }
    case .member(let base, let name, let nameRange, _):
      if case .selfRef = base.kind {
        selfMembers.append(SelfMember(name: name, range: nameRange, selector: nil))
      }
      if let (property, throughSelf) = Self.selfProperty(base) {
        propertyMembers.append(
          PropertyMember(
            property: property, throughSelf: throughSelf, name: name, range: nameRange,
            selector: nil))
      }
    case .message(let receiver, let selector, let selectorRange, _):
      let name = String(selector.prefix { $0 != ":" })
      if case .identifier(let variable) = receiver.kind {
        skipped.insert(receiver.range.start)
        selfMembers.append(
          SelfMember(name: name, range: selectorRange, selector: selector, variable: variable))
      }
      if case .selfRef = receiver.kind {
        selfMembers.append(SelfMember(name: name, range: selectorRange, selector: selector))
      }
      if let (property, throughSelf) = Self.selfProperty(receiver), throughSelf {
        propertyMembers.append(
          PropertyMember(
            property: property, throughSelf: true, name: name, range: selectorRange,
            selector: selector))
      }
    case .closure(let closure):
      for parameter in closure.parameters ?? [] { parameter.name.map { _ = declared.insert($0) } }
      for capture in closure.captures { declared.insert(capture.name) }
    default: break
    }
    return true
  }

  /// The property of `self` an expression reads: `self.view` (through `self`) or a bare
  /// `view`, also forced or in parentheses.
  private static func selfProperty(_ expression: Expr) -> (String, Bool)? {
    switch expression.kind {
    case .member(let inner, let name, _, _):
      if case .selfRef = inner.kind { return (name, true) }
      return nil
    case .identifier(let name): return isCheckable(name) ? (name, false) : nil
    case .forceUnwrap(let inner), .parenthesized(let inner): return selfProperty(inner)
    default: return nil
    }
  }

  /// A lowercase name, not an instance variable (`_x`), an anonymous closure parameter (`$0`)
  /// or an Apple-style constant (`kCAFillModeForwards`).
  private static func isCheckable(_ name: String) -> Bool {
    guard let first = name.first, first.isLowercase else { return false }
    if first == "k", let second = name.dropFirst().first, second.isUppercase { return false }
    return true
  }

  private mutating func declare(_ conditions: [Condition]) {
    for condition in conditions {
      switch condition {
      case .expression: break
      case .optionalBinding(let name, _, _): declared.insert(name)
      case .casePattern(let pattern, _): declare(pattern)
      }
    }
  }

  private mutating func declare(_ pattern: Pattern) {
    switch pattern {
    case .binding(let name, _): declared.insert(name)
    case .enumCase(_, _, let payload, _): for element in payload ?? [] { declare(element.pattern) }
    case .tuple(let elements): for element in elements { declare(element.pattern) }
    case .cast(let inner, _), .optional(let inner): declare(inner)
    case .value(let expr):
      // `case x:` of a name not declared yet binds nothing; a bare name in a pattern may be
      // a binding the parser kept as a value (`case (a, b)` under `let`).
      if case .identifier(let name) = expr.kind { declared.insert(name) }
    case .wildcard, .isType: break
    }
  }
}
