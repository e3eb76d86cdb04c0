import Simulation

extension Interpreter {
  /// Whether top-level `defer` bodies wait for the end of the top-level scope, or, at the end
  /// of a run (`endsRun`), declarations wait for a type.
  public func hasTopLevelDeferred(endsRun: Bool = true) -> Bool {
    !topLevelDeferred.isEmpty
      || (endsRun && (!waitingDeclarations.isEmpty || !deferredNameChecks.isEmpty))
  }

  /// Ends the top-level scope: its `defer` bodies run, the last one first.
  ///
  /// In a script, as in swiftc's `main.swift`, the top-level scope is the whole file, so its
  /// `defer` bodies run after its last statement. Each input typed in the sandbox is its own
  /// top-level code, as in the Swift REPL, so the session calls this at the end of each input.
  /// The files of one run are one module: the declarations that wait for a type keep waiting
  /// for the files that follow, until the run ends (`endsRun`).
  public func runTopLevelDeferred(endsRun: Bool = true) {
    while let (block, unit) = topLevelDeferred.popLast() {
      run(block, in: unit)
    }
    guard endsRun else { return }
    // A type no declaration of the script ever made: the declarations that named it fail now,
    // with the error swiftc gives, in the order they were written.
    let waiting = waitingDeclarations
    waitingDeclarations = []
    for entry in waiting {
      do {
        try defineClass(entry.declaration, entry.env, mayWait: false)
      } catch {
        fail(error)
      }
    }
    endModuleRun()
  }

  /// The last file of a run of several is in: the methods of all of them are checked for
  /// undeclared names, as swiftc checks a module with every file's declarations seen.
  private func endModuleRun() {
    guard isModuleRun else { return }
    isModuleRun = false
    var names = Set<String>()
    for unit in moduleUnits { names.formUnion(topLevelNames(of: unit)) }
    moduleNames = names
    let checks = deferredNameChecks
    deferredNameChecks = []
    for (method, env) in checks { checkNames(in: method, env) }
    moduleNames = nil
    moduleUnits = []
  }

  /// A unit of a run of several files starts: its top-level names count for every file.
  func noteModuleUnit(_ unit: SourceUnit) {
    guard isModuleRun, !moduleUnits.contains(where: { $0 === unit }) else { return }
    moduleUnits.append(unit)
  }

  /// In a Swift script, as in a Swift file, a type's declaration may come after an extension
  /// of it or a subclass: such a declaration waits for the type (true), rather than failing.
  func waits(_ declaration: ClassDecl, for name: String, _ env: Env, mayWait: Bool) -> Bool {
    guard mayWait, isRunningScript, declaration.dialect == .swift else { return false }
    waitingDeclarations.append((declaration, env, name))
    return true
  }

  /// A statement uses a type whose declaration still waits: it waits no longer, and fails now
  /// with its own error if what it waits for is still missing, so that the use is not a second
  /// error of its own.
  func stopWaiting(for name: String) {
    guard let index = waitingDeclarations.firstIndex(where: { $0.declaration.name == name })
    else { return }
    let entry = waitingDeclarations.remove(at: index)
    do {
      try defineClass(entry.declaration, entry.env, mayWait: false)
    } catch {
      fail(error)
    }
  }

  /// Whether a declaration of the type waits for another (its uses are not unknown names).
  func isWaitingType(_ name: String) -> Bool {
    waitingDeclarations.contains { $0.declaration.name == name }
  }

  /// Makes the declarations that waited for `name`, now that it is declared.
  func defineDeclarations(waitingFor name: String) {
    guard waitingDeclarations.contains(where: { $0.awaited == name }) else { return }
    let ready = waitingDeclarations.filter { $0.awaited == name }
    waitingDeclarations.removeAll { $0.awaited == name }
    for entry in ready {
      do {
        try defineClass(entry.declaration, entry.env)
      } catch {
        fail(error)
      }
    }
  }

  /// Who answers a call of a bare name: `self`, unless its class has no method of that name
  /// and a file-level function has it (file-level functions belong to the sandbox's container).
  /// Whether the user's code declares a function or method `name` of `arity` parameters that
  /// an unqualified call there reaches: one of the implicit receiver's class, or a file-level
  /// function.
  func definesFunction(_ name: String, arity: Int, _ env: Env) -> Bool {
    guard classes.hasUserMethods else { return false }
    for receiver in [implicitReceiver(env), value(of: selfController)] {
      if let className = className(of: receiver),
        classes.methods(base: name, from: className).contains(where: { $0.arity == arity })
      {
        return true
      }
    }
    return false
  }

  func fileLevelFunctionOwner(_ name: String, else receiver: Value) -> Value {
    guard classes.hasUserMethods, let className = className(of: receiver),
      classes.methods(base: name, from: className).isEmpty,
      UIKitSignatures.bySwiftBase[name] == nil
    else { return receiver }
    let container = value(of: selfController)
    guard let owner = self.className(of: container),
      !classes.methods(base: name, from: owner).isEmpty
    else { return receiver }
    return container
  }

  /// A call alone as a statement: a user function's result that is not `@discardableResult`
  /// gets swiftc's warning where swiftc compiles it (a script, a function's body); returns
  /// whether the call's result is discardable.
  func noteUnusedResult(_ marked: Expr, _ env: Env) throws -> Bool {
    // swiftc points at the call, not at the `try` that marks it.
    var expr = marked
    if case .tryExpr(let inner, _) = marked.kind { expr = inner }
    guard classes.hasUserMethods, let method = calledUserMethod(expr, env),
      let type = method.declaration.returnType,
      !["Void", "void", "()"].contains(type.name)
    else { return false }
    if method.declaration.isDiscardableResult || method.declaration.dialect == .objc {
      return true
    }
    if dialect(of: env) == .swift, isRunningScript || !env.context.isTopLevel,
      firstVisit(expr.range, env.unit)
    {
      log(
        Diagnostic(.warning, .runtime(.unusedResult(method.swiftName)), at: expr.range),
        env.unit)
    }
    return false
  }

  /// The user's function or method a call statement names, found without running anything.
  func calledUserMethod(_ expr: Expr, _ env: Env) -> UserMethod? {
    guard classes.hasUserMethods else { return nil }
    switch expr.kind {
    case .parenthesized(let inner), .optionalChain(let inner), .tryExpr(let inner, _):
      return calledUserMethod(inner, env)
    case .call(let callee, let arguments, _):
      let receiver: Value
      let name: String
      switch callee.kind {
      case .identifier(let identifier):
        guard env.scope.binding(identifier) == nil else { return nil }
        receiver = fileLevelFunctionOwner(identifier, else: implicitReceiver(env))
        name = identifier
      case .member(let base, let member, _, _):
        guard let value = peekValue(base, env) else { return nil }
        receiver = value
        name = member
      default:
        return nil
      }
      guard classes.mayHaveUserMethod(swiftBase: name), let className = className(of: receiver)
      else { return nil }
      let swiftName = MethodNaming.swiftName(base: name, labels: arguments.map(\.label))
      return classes.method(swiftName, dialect: .swift, from: className)
        ?? classes.methods(base: name, from: className).first
    default:
      return nil
    }
  }
}
