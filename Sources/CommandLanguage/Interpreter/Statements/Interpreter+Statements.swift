import Simulation
import UIKitSurface

extension Interpreter {
  /// Runs statements in order until one changes the flow; the bodies of the `defer`
  /// statements met run, last first, when the statements end, however they end.
  func exec(_ statements: [Stmt], _ env: Env) throws -> Flow {
    for (index, statement) in statements.enumerated() {
      if case .deferStatement = statement.kind {
        return try execDeferring(statements[index...], env)
      }
      let flow = try exec(statement, env)
      if case .normal = flow { continue }
      return flow
    }
    return .normal
  }

  /// Runs statements from a `defer` on, keeping each `defer`'s body for the end.
  private func execDeferring(_ statements: ArraySlice<Stmt>, _ env: Env) throws -> Flow {
    var deferred: [[Stmt]] = []
    func runDeferred() throws {
      while let body = deferred.popLast() {
        _ = try exec(body, env.with(scope: Scope(parent: env.scope)))
      }
    }
    do {
      for statement in statements {
        if case .deferStatement(let body) = statement.kind {
          try tick(statement.range, env)
          deferred.append(body)
          continue
        }
        let flow = try exec(statement, env)
        if case .normal = flow { continue }
        try runDeferred()
        return flow
      }
    } catch let failure as RuntimeError where failure.stopsInput {
      throw failure
    } catch {
      // The scope ends with the error; its deferred code still runs (Swift's rule).
      try runDeferred()
      throw error
    }
    try runDeferred()
    return .normal
  }

  /// Runs one statement.
  func exec(_ statement: Stmt, _ env: Env) throws -> Flow {
    try tick(statement.range, env)
    switch statement.kind {
    case .expression(let expr):
      try execExpression(expr, env)
    case .variable(let declaration):
      if declaration.modifiers.isStatic, declaration.dialect == .objc,
        let storage = env.scope.staticStorage
      {
        // C's `static` local is initialised once and keeps its value between calls.
        if !storage.isDeclaredHere(declaration.name) {
          try declare(declaration, env.with(scope: storage))
        }
      } else {
        try declare(declaration, env)
      }
    case .assignment(let target, let op, let value):
      try assign(target, op, value, env)
    case .ifStatement(let conditions, let then, let otherwise):
      let scope = Scope(parent: env.scope)
      if try test(conditions, env.with(scope: scope)) {
        return try exec(then, env.with(scope: scope))
      } else if let otherwise {
        return try exec(otherwise, env.with(scope: Scope(parent: env.scope)))
      }
    case .guardStatement(let conditions, let otherwise):
      if try !test(conditions, env) {
        let flow = try exec(otherwise, env.with(scope: Scope(parent: env.scope)))
        if case .normal = flow {
          throw error(.guardMustExit, statement.range, env)
        }
        return flow
      }
    case .forIn, .forLoop, .whileLoop, .repeatWhile:
      return try loop(statement, label: nil, env)
    case .returnStatement(let value):
      if env.context.isTopLevel {
        throw error(.returnOutsideMethod, statement.range, env)
      }
      guard let value else { return .returned(.void) }
      let result = try eval(value, env, typeHint: env.context.returnType)
      try checkReturned(result, value.range, env)
      return .returned(result)
    case .breakStatement(let label):
      return .breakLoop(label)
    case .continueStatement(let label):
      return .continueLoop(label)
    case .fallthroughStatement:
      return .fallthroughCase
    case .labeled(let label, let inner):
      switch inner.kind {
      case .forIn, .forLoop, .whileLoop, .repeatWhile:
        try tick(inner.range, env)
        return try loop(inner, label: label, env)
      case .switchStatement, .cSwitch:
        try tick(inner.range, env)
        return try switchStatement(inner, label: label, env)
      default:
        let flow = try exec(inner, env)
        if case .breakLoop(label?) = flow, label == label { return .normal }
        return flow
      }
    case .switchStatement, .cSwitch:
      return try switchStatement(statement, label: nil, env)
    case .deferStatement(let body):
      if env.context.isTopLevel, env.scope === globals {
        topLevelDeferred.append((Stmt(.block(body), range: statement.range), env.unit))
        return .normal
      }
      return try exec(body, env.with(scope: Scope(parent: env.scope)))
    case .destructure(let pattern, let isConstant, let valueExpr):
      try destructure(pattern, isConstant: isConstant, valueExpr, env)
    case .enumDeclaration(let declaration):
      try defineEnum(declaration, env)
      defineDeclarations(waitingFor: declaration.name)
    case .typeAlias(let name, let type):
      try defineTypeAlias(name, type, statement.range, env)
    case .function(let declaration):
      try define(declaration, inClass: nil, env, range: statement.range)
    case .classDeclaration(let declaration):
      try defineClass(declaration, env)
    case .protocolDeclaration(let declaration):
      try defineProtocol(declaration, env)
      defineDeclarations(waitingFor: declaration.name)
    case .synthesize:
      throw error(.notAClassMember, statement.range, env)
    case .meta:
      throw error(.metaInsideBlock, statement.range, env)
    case .block(let body):
      return try exec(body, env.with(scope: Scope(parent: env.scope)))
    case .tryStatement(let body, let catches, let finally):
      return try execTry(body, catches, finally, env)
    case .throwStatement(let value):
      try execThrow(value, statement.range, env)
    case .swiftThrow(let value):
      try execSwiftThrow(value, statement.range, env)
    case .doCatch(let body, let catches):
      return try execDoCatch(body, catches, env)
    case .invalid(let index):
      if index < env.unit.diagnostics.count {
        throw RuntimeError(diagnostic: env.unit.diagnostics[index], unit: env.unit)
      }
      throw error(.invalidStatement, statement.range, env)
    }
    return .normal
  }

  /// An expression statement; at the top level its value is shown unless it was a logged call.
  private func execExpression(_ expr: Expr, _ env: Env) throws {
    let discardable = try noteUnusedResult(expr, env)
    let before = world.events.count
    let value = try eval(expr, env)
    if discardable && isRunningScript { return }
    guard env.context.isTopLevel, !isCall(expr) || world.events.count == before else { return }
    // `a?.f()` on nil did nothing: there is nothing to show.
    if value.isNil, case .optionalChain(let inner) = expr.kind, isCall(inner) { return }
    if discardsResult(expr) { return }
    switch value {
    case .void: return
    default: world.emit(.value(value.logValue(in: world)))
    }
  }

  private func isCall(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .call, .message: return true
    case .parenthesized(let inner), .optionalChain(let inner), .tryExpr(let inner, _):
      return isCall(inner)
    default: return false
    }
  }

  /// Collection methods whose result is there to be ignored (`@discardableResult`): typed
  /// alone, their call shows nothing.
  static let discardableResults: Set<String> = [
    "insert", "remove", "removeValue", "updateValue", "removeFirst", "removeLast", "popLast",
    "scheduledTimer",
  ]

  /// Whether an expression calls a method whose result is meant to be ignored.
  private func discardsResult(_ expr: Expr) -> Bool {
    switch expr.kind {
    case .call(let callee, _, _):
      if case .member(_, let name, _, _) = callee.kind {
        return Self.discardableResults.contains(name)
      }
      return false
    case .parenthesized(let inner), .optionalChain(let inner), .tryExpr(let inner, _):
      return discardsResult(inner)
    default: return false
    }
  }

  /// Evaluates conditions in order; optional bindings and `case` patterns bind in `env`'s
  /// scope.
  func test(_ conditions: [Condition], _ env: Env) throws -> Bool {
    for condition in conditions {
      switch condition {
      case .expression(let expr):
        guard try truth(eval(expr, env), expr.range, env) else { return false }
      case .optionalBinding(let name, let range, let valueExpr):
        let value: Value
        if let valueExpr {
          value = try eval(valueExpr, env)
        } else if name == "self" {
          value = implicitReceiver(env)
        } else {
          value = try identifier(name, range, env)
        }
        if value.isNil { return false }
        env.scope.declare(name, Binding(value: value, isConstant: true, isInitialized: true))
      case .casePattern(let pattern, let valueExpr):
        let value = try eval(valueExpr, env)
        var bindings: [(String, Value)] = []
        guard try match(pattern, value, &bindings, valueExpr.range, env) else { return false }
        for (name, bound) in bindings {
          env.scope.declare(name, Binding(value: bound, isConstant: true, isInitialized: true))
        }
      }
    }
    return true
  }

  /// A value used as a condition: Swift takes only a `Bool`; Objective-C also takes numbers
  /// and pointers (nil is false).
  func truth(_ value: Value, _ range: SourceRange, _ env: Env) throws -> Bool {
    if case .bool(let flag) = value { return flag }
    if dialect(of: env) == .swift {
      throw error(.notACondition(value.typeName(in: world), value.isNil), range, env)
    }
    guard let flag = value.truthValue else {
      throw error(.notACondition(value.typeName(in: world), false), range, env)
    }
    return flag
  }

  // MARK: - Declarations

  /// Declares a variable. One whose initial value fails is still declared, as a compiler
  /// still knows its name and type: later lines that use it stop without another error,
  /// instead of each saying `cannot find 'x' in scope`.
  private func declare(_ declaration: VariableDecl, _ env: Env) throws {
    if declareLazyGlobal(declaration, env) { return }
    do {
      try declareChecked(declaration, env)
    } catch let failure as RuntimeError
      where !failure.stopsInput && declaration.initializer != nil
      && !env.scope.isDeclaredHere(declaration.name)
    {
      var binding = Binding(
        value: .nilValue, isConstant: declaration.isConstant, isInitialized: true)
      binding.isPoisoned = true
      env.scope.declare(declaration.name, binding)
      throw failure
    }
  }

  private func declareChecked(_ declaration: VariableDecl, _ env: Env) throws {
    if declaration.isProperty {
      // An Objective-C `@property` at the top level declares a property of the container's
      // class, as a method written there becomes its method (an answer file holds the
      // members without their `@interface`).
      guard declaration.dialect == .objc, env.context.isTopLevel, env.scope === globals else {
        throw error(.propertyOutsideClass(declaration.name), declaration.nameRange, env)
      }
      let extensionOfContainer = ClassDecl(
        kind: .objcInterface, name: world.className(of: selfController),
        nameRange: declaration.nameRange, superclass: nil, protocols: [],
        members: [Stmt(.variable(declaration), range: declaration.nameRange)], dialect: .objc,
        category: "")
      return try defineClass(extensionOfContainer, env)
    }
    if !env.context.isTopLevel, env.scope.isDeclaredHere(declaration.name) {
      throw error(.redeclaration(declaration.name), declaration.nameRange, env)
    }
    var value: Value = .nilValue
    var initialized = true
    if let initializer = declaration.initializer {
      let evaluate = {
        try self.eval(
          initializer, env, nameHint: declaration.name,
          typeHint: declaration.type.map(Self.hint))
      }
      value =
        declaration.type.map { !$0.isFunction } ?? false
        ? try evaluate() : try evalTakingFunction(initializer, env, evaluate)
      if declaration.dialect == .swift { try refuseBareType(initializer, value, env) }
      value = try convert(value, toDeclared: declaration.type, initializer.range, env)
      if declaration.dialect == .swift {
        try check(
          value, against: declaration.type, initializer.range, env,
          mismatch: RuntimeMessage.specifiedTypeMismatch)
      } else if let type = declaration.type {
        value = try checkCInitializer(initializer, value, type, env)
      }
      nameObject(value, declaration.name)
    } else if let type = declaration.type {
      if declaration.dialect == .objc {
        value = defaultValue(for: type) ?? .nilValue
      } else if !type.isOptional || (declaration.isConstant && declaration.dialect == .swift) {
        // Only a Swift `var` of an optional type starts as nil: `let x: Int?` is assigned once
        // later, as a `let` of any type is.
        initialized = false
      }
    }
    let ownership =
      declaration.dialect == .objc
      ? declaration.type?.ownership ?? .strong
      : declaration.modifiers.ownership
    if ownership != .strong {
      if declaration.dialect == .swift, declaration.isConstant {
        throw error(.weakLet(ownership.rawValue), declaration.nameRange, env)
      }
      if !value.isNil, value.instance == nil {
        throw error(
          .weakNonObject(declaration.name, value.typeName(in: world)), declaration.nameRange, env)
      }
    }
    if declaration.dialect == .swift, let type = declaration.type {
      warnObjectiveCTypeName(type.element ?? type.name, type.range, env)
    }
    if let constType = declaration.cConstType { cConstTypes[declaration.name] = constType }
    var binding = Binding(
      value: value, isConstant: declaration.isConstant, isInitialized: initialized,
      ownership: ownership)
    if declaration.dialect == .swift {
      binding.isOptional =
        declaration.type.map(\.isOptional)
        ?? declaration.initializer.map { isOptionalExpression($0, env) } ?? false
    }
    env.scope.declare(declaration.name, binding)
  }

  /// The type a declared type gives the implicit members of its value: `Tab`, `[Tab]`,
  /// `Set<Tab>`.
  static func hint(for type: TypeRef) -> String {
    if type.isArray { return "[" + (type.element ?? "") + "]" }
    // A tuple's element types, for the implicit members of a tuple literal.
    if !type.tupleElements.isEmpty { return "(" + type.tupleElements.joined(separator: ",") + ")" }
    return type.name
  }

  /// Gives an unnamed view the name of the first variable it is bound to (rule 7a.8).
  func nameObject(_ value: Value, _ name: String) {
    if case .view(let id, _) = value { world.nameView(id, name) }
    if let id = constraintID(value) { world.nameConstraint(id, name) }
  }

  /// The zero value C gives a declared scalar (`CGRect r;`, `NSInteger i;`).
  func defaultValue(for type: TypeRef) -> Value? {
    let name = type.isOptional ? type.name : classes.resolveAlias(type.name)
    switch name {
    case "CGRect": return .rect(.zero)
    case "CGPoint": return .point(.zero)
    case "CGSize": return .size(.zero)
    case "NSInteger", "NSUInteger", "int", "long", "Int", "unsigned", "unsigned int",
      "unsigned long", "long long", "unsigned long long", "short", "char", "int32_t",
      "int64_t", "uint32_t", "uint64_t", "uint8_t", "int8_t", "size_t", "UInt", "Int32", "Int64":
      return .int(0)
    case "CGFloat", "double", "float", "Double", "Float", "NSTimeInterval", "TimeInterval",
      "CFTimeInterval":
      return .double(0)
    case "BOOL", "Bool", "bool": return .bool(false)
    default:
      // An `NS_ENUM` or `NS_OPTIONS` type is an integer in C: its zero is 0 (`self.mode |= …`).
      if let rawType = classes.enumRawType(of: name), Self.cIntegerTypes.contains(rawType),
        classes.isEnum(name)
      {
        return .int(0)
      }
      if type.pointerDepth == 0, let info = classes.existing(name), info.isCStruct {
        return cStructZero(info)
      }
      return nil
    }
  }

  /// The C integer types an `NS_ENUM` or `NS_OPTIONS` is declared over.
  static let cIntegerTypes: Set<String> = [
    "NSInteger", "NSUInteger", "int", "long", "unsigned", "unsigned int", "unsigned long",
    "int32_t", "int64_t", "uint32_t", "uint64_t", "uint8_t", "int8_t", "short", "char",
  ]

  /// Converts a value to a declared scalar type (`CGFloat w = 1;`, `let d: Double = 2`).
  func convert(_ value: Value, toDeclared type: TypeRef?, _ range: SourceRange, _ env: Env) throws
    -> Value
  {
    guard let type, !type.isArray else { return value }
    // `let mask: UIView.AutoresizingMask = [.flexibleWidth]`: the literal is the option set.
    if type.pointerDepth == 0, let declaration = OptionBits.declaration(type.name) {
      switch value {
      case .array(let items):
        if let options = Self.optionSet(fromArray: items, type: declaration.name) {
          return options
        }
      case .options(let names, nil): return .options(names, type: declaration.name)
      default: break
      }
    }
    if type.pointerDepth == 0, let info = classes.existing(classes.resolveAlias(type.name)),
      info.isCStruct
    {
      return try cStruct(info, from: value, range, env)
    }
    if case .array(let items) = value, dialect(of: env) == .objc,
      let geometry = cGeometry(type.name, items)
    {
      return geometry
    }
    if case .dictionary(let fields) = value, dialect(of: env) == .objc,
      let geometry = cGeometry(type.name, fields: fields)
    {
      return geometry
    }
    switch (type.name, value) {
    case ("CGFloat", .int(let n)), ("double", .int(let n)), ("float", .int(let n)),
      ("Double", .int(let n)), ("Float", .int(let n)):
      return .double(Double(n))
    case ("NSInteger", .double(let d)), ("int", .double(let d)), ("long", .double(let d)):
      guard d.isFinite, abs(d) < 9e18 else { throw error(.numberOutOfRange, range, env) }
      return .int(Int(d))
    case ("BOOL", .int(let n)): return .bool(n != 0)
    default: return value
    }
  }
}
