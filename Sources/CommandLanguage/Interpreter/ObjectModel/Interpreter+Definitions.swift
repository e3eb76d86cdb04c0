import Simulation
import UIKitSurface

extension Interpreter {
  // MARK: - Functions and methods

  /// Defines a method: at the top level it becomes a method of the container's class.
  func define(
    _ declaration: FunctionDecl, inClass className: String?, _ env: Env, range: SourceRange,
    kind: ClassDecl.Kind? = nil
  ) throws {
    noteDeprecation(of: declaration, inClass: className, env, range: range)
    guard let body = declaration.body else { return }
    if className == nil, declaration.isCFunction || !env.context.isTopLevel || env.scope !== globals
    {
      // A function inside a body (a method's, or a loop's at the top level) is a local
      // function: a closure its scope names.
      let closure = ClosureExpr(
        parameters: declaration.parameters.map {
          ClosureParameter(name: $0.name, type: $0.type, range: $0.range)
        },
        body: body, dialect: declaration.dialect)
      env.scope.declare(
        declaration.baseName, Binding(value: .nilValue, isConstant: false, isInitialized: true))
      // A C function's `static` locals live in a scope of its own, which every call sees.
      var closureEnv = env
      if declaration.hasStaticLocals {
        let statics = Scope(parent: env.scope)
        statics.holdsStatics = true
        closureEnv = env.with(scope: statics)
      }
      let value = try eval(Expr(.closure(closure), range: range), closureEnv)
      env.scope.update(declaration.baseName, value)
      return
    }
    let owner = className ?? world.className(of: selfController)
    let method = UserMethod(
      declaration, unit: env.unit, in: owner,
      requirement: declaration.dialect == .objc ? requirementName(of: declaration, in: owner) : nil)
    try noteDefinition(method, env, range: range)
    reportInvalidStatements(in: declaration.body ?? [], method: method, env)
    // A method of the container written at the top level may read what the session sets on
    // the container later (`self.child = child`): only a class's own methods are checked.
    if className != nil { checkNames(in: method, env) }
    if declaration.dialect == .swift, declaration.baseName == "deinit" {
      // Swift never calls a deinitializer by name: nothing to define.
      noteUnsimulatedOverride(method, env)
      return
    }
    if kind == .extensionType, classes.isBuiltin(owner), redeclaresUIKit(method) {
      throw error(.redeclaresUIKit(method.swiftName, owner), declaration.nameRange, env)
    }
    let replaced = classes.define(method, in: owner)
    if let replaced, isOverload(method, of: replaced) {
      // Swift overloads a name by its parameters' types: both stay, and a call picks.
      classes.addOverload(replaced, of: method, in: owner)
    } else if let replaced {
      let note = Diagnostic(
        .note, .runtime(.redefined(replaced.swiftName, owner)), at: declaration.nameRange)
      log(note, env.unit)
    }
    if declaration.isProperty {
      try defineComputedProperty(declaration, getter: method, in: owner, env)
    }
    noteUnsimulatedOverride(method, env)
  }

  /// Whether two Swift methods of one name and one class, in one script, are overloads: their
  /// parameters' types differ (a method typed again at the prompt replaces the old one).
  private func isOverload(_ method: UserMethod, of replaced: UserMethod) -> Bool {
    let (new, old) = (method.declaration, replaced.declaration)
    guard isRunningScript, new.dialect == .swift, old.dialect == .swift, !new.isProperty,
      !old.isProperty, new.isClassMethod == old.isClassMethod,
      new.parameters.count == old.parameters.count
    else { return false }
    func types(_ function: FunctionDecl) -> [String?] {
      function.parameters.map {
        $0.type.map { $0.name + "<" + ($0.element ?? "") + ">" + ($0.isOptional ? "?" : "") }
      }
    }
    return types(new) != types(old)
  }

  /// Reports the statements of a method body that did not compile; the method is still
  /// defined, and stops at them when it runs.
  private func reportInvalidStatements(in body: [Stmt], method: UserMethod, _ env: Env) {
    for index in invalidStatements(in: body, unit: env.unit)
    where index < env.unit.diagnostics.count {
      var diagnostic = env.unit.diagnostics[index]
      diagnostic.notes.append(.runtime(.inMethod(method.swiftName, method.definingClass)))
      log(diagnostic, env.unit)
    }
  }

  /// Whether a method in an extension of a UIKit class has the full name of one of UIKit's
  /// own methods (Swift refuses it: the extension would redeclare it).
  private func redeclaresUIKit(_ method: UserMethod) -> Bool {
    if method.callback != nil || method.property != nil { return true }
    let signatures = UIKitSignatures.bySwiftBase[method.swiftBase] ?? []
    return signatures.contains {
      $0.swiftBase == method.swiftBase && $0.labels == method.swiftLabels
    }
  }

  /// A note for an `override` of something UIKit calls but the simulation never does, and for
  /// `deinit`/`dealloc`, which containrepl never runs.
  private func noteUnsimulatedOverride(_ method: UserMethod, _ env: Env) {
    let declaration = method.declaration
    if method.selector == "deinit" || method.selector == "dealloc" {
      let note = Diagnostic(
        .note, .runtime(.deinitNotRun(method.selector)), at: declaration.nameRange)
      log(note, env.unit)
      return
    }
    guard declaration.isOverride, !declaration.isInitializer, method.callback == nil,
      method.property == nil, UIKitSignatures.bySwiftBase[method.swiftBase] == nil,
      !["description", "debugDescription", "isEqual", "hash"].contains(method.swiftBase),
      !Self.presentationControllerCalls.contains(method.swiftBase),
      // UIKit reads a presented controller's transitioning delegate through its getter (CT.17).
      method.swiftBase != "transitioningDelegate",
      !UIKitQuestion.allCases.contains(where: {
        $0.spelling.swift == method.swiftBase || $0.spelling.objc == method.swiftBase
      }),
      // An override of a method of the user's own (one an extension of a UIKit class
      // declares, perhaps later in the file) is not one UIKit calls.
      declaresUIKitMethod(method)
    else { return }
    let note = Diagnostic(
      .note, .runtime(.overrideNotSimulated(method.swiftName)), at: declaration.nameRange)
    log(note, env.unit)
  }

  /// The Swift name of the SDK protocol requirement an Objective-C method implements: Swift
  /// imports a class's method under the name of the requirement it satisfies.
  private func requirementName(of declaration: FunctionDecl, in className: String)
    -> (base: String, labels: [String?])?
  {
    guard !declaration.isProperty, !declaration.isInitializer else { return nil }
    let selector = declaration.selector ?? declaration.baseName
    let surface = Surface.shared
    let protocols = classes.adoptedProtocols(className).filter { surface.type($0) != nil }
    guard !protocols.isEmpty else { return nil }
    let found = surface.members(objc: selector, in: protocols, classSide: declaration.isClassMethod)
      .filter { $0.kind == .method }
    guard let requirement = found.first,
      found.allSatisfy({ $0.name == requirement.name && $0.labels == requirement.labels })
    else { return nil }
    return (requirement.name, requirement.labels)
  }

  /// Whether UIKit's rows give the method's class an instance method or property of its name.
  private func declaresUIKitMethod(_ method: UserMethod) -> Bool {
    let surface = Surface.shared
    let chain = surfaceAncestry(of: method.definingClass)
    guard !chain.isEmpty else { return false }
    let name = method.declaration.dialect == .objc ? method.selector : method.swiftBase
    let found =
      method.declaration.dialect == .objc
      ? surface.members(objc: name, in: chain, classSide: false)
      : surface.members(swift: name, in: chain, classSide: false)
    return found.contains { $0.kind == .method || $0.kind == .property }
  }

  // MARK: - Classes, structures, extensions, categories

  /// Defines (or extends) a class with its methods and properties. A member that fails is
  /// reported where it stands; the class and its other members are still defined.
  func defineClass(_ written: ClassDecl, _ env: Env, mayWait: Bool = true) throws {
    if !env.context.isTopLevel {
      throw error(.nestedClass(written.name), written.nameRange, env)
    }
    var declaration = written
    // `extension Pager.Direction` or an extension of an alias: the type's own name.
    if declaration.kind == .extensionType, classes.existing(declaration.name) == nil,
      classes.aliases[declaration.name] != nil, let info = classes.resolve(declaration.name)
    {
      declaration.name = info.name
    }
    let name = declaration.name
    // A protocol composition's alias (`struct S: Model` with `typealias Model = A & B`)
    // adopts each protocol; the alias stays in the list, so that the module's own declaration
    // of the name, met later, is what it adopts (`ClassTable.conforms`).
    var adopted = declaration.protocols.flatMap { name in
      classes.composition(name).map { $0 + [name] } ?? [name]
    }
    switch declaration.kind {
    case .classType, .structType:
      var superclass = declaration.superclass
      // `class X: P` names a protocol where Swift would put the superclass.
      if let named = superclass, classes.isProtocol(named) {
        adopted.append(named)
        superclass = nil
      } else if let named = superclass, let members = classes.composition(named) {
        adopted = members + adopted
        superclass = nil
      }
      if let superclass, classes.resolve(superclass) == nil, !classes.isProtocol(superclass),
        waits(declaration, for: superclass, env, mayWait: mayWait)
      {
        return
      }
      do {
        try checkSuperclass(superclass, of: declaration, env)
      } catch let failure as RuntimeError where classes.existing(name) == nil {
        failedTypes.insert(name)
        throw failure
      }
      failedTypes.remove(name)
      classes.declare(
        name, superclass: superclass, isStruct: declaration.kind == .structType,
        isCStruct: declaration.kind == .structType && declaration.dialect == .objc)
    case .objcInterface where declaration.category == nil:
      do {
        try checkSuperclass(declaration.superclass, of: declaration, env)
      } catch let failure as RuntimeError where classes.existing(name) == nil {
        failedTypes.insert(name)
        throw failure
      }
      failedTypes.remove(name)
      classes.declare(name, superclass: declaration.superclass)
    case .extensionType, .objcInterface, .objcImplementation:
      // The `@implementation` or extension of a class whose declaration failed: reported once.
      if failedTypes.contains(name) { throw failedTypeUse(name, declaration.nameRange, env) }
      if declaration.kind == .extensionType, !classes.isProtocol(name),
        classes.resolve(name) == nil, Surface.shared.type(name)?.kind == .protocol
      {
        // An SDK protocol the class table does not list yet (`extension
        // UIViewControllerContextTransitioning`): Objective-C's protocols bind to classes.
        classes.declareProtocol(ProtocolInfo(name: name, inherited: [], isClassBound: true))
      }
      if declaration.kind == .extensionType, declaration.dialect == .swift,
        Self.extensibleValueTypes.contains(name) || Self.objectValueTypes.contains(name),
        classes.resolve(name) == nil
      {
        // `extension String { … }`: the standard type's values answer its methods. A
        // notification is an object here, of the class its Swift type is named.
        classes.declare(name, superclass: nil, isStruct: true)
      } else if declaration.kind == .extensionType, declaration.dialect == .swift,
        classes.resolve(name) == nil, let typed = Self.typedDeclaration(name)
      {
        // `extension Notification.Name { static let menuDidOpen = … }`.
        try defineSDKTypeConstants(declaration, of: typed.name, env)
        return
      } else if declaration.kind == .extensionType, declaration.dialect == .swift,
        Constants.isValueType(name), classes.resolve(name) == nil, !classes.isProtocol(name)
      {
        // A value type the SDK or the standard library declares that its values here do not
        // answer user methods of (`extension Notification`, `extension UIEdgeInsets`).
        throw error(.notSimulated("an extension of \(name)"), declaration.nameRange, env)
      }
      guard classes.isProtocol(name) || classes.resolve(name) != nil else {
        if declaration.kind == .extensionType, waits(declaration, for: name, env, mayWait: mayWait)
        {
          return
        }
        let message: RuntimeMessage =
          declaration.dialect == .objc ? .noInterface(name) : .unknownType(name)
        throw error(
          message, declaration.nameRange, env,
          suggestion: nearestName(to: name, among: classes.names))
      }
    }
    classes.adopt(adopted, in: name)
    // Nested types first: the members that follow may name them.
    let nestedFirst =
      declaration.members.filter(Self.isNestedType)
      + declaration.members.filter { !Self.isNestedType($0) }
    for member in nestedFirst {
      do {
        try defineMember(member, of: declaration, env)
      } catch let failure as RuntimeError where !failure.stopsInput {
        fail(failure)
      }
    }
    try checkConformance(of: declaration, env)
    if declaration.kind == .classType || declaration.kind == .structType {
      defineDeclarations(waitingFor: name)
    }
  }

  private func checkSuperclass(_ superclass: String?, of declaration: ClassDecl, _ env: Env)
    throws
  {
    guard let superclass else { return }
    guard classes.resolve(superclass) != nil else {
      let message: RuntimeMessage =
        declaration.dialect == .objc
        ? .noSuperclassInterface(superclass, declaration.name) : .unknownType(superclass)
      throw error(
        message, declaration.nameRange, env,
        suggestion: nearestName(to: superclass, among: classes.names))
    }
    if classes.isSubclass(superclass, of: declaration.name) {
      throw error(.cyclicInheritance(declaration.name), declaration.nameRange, env)
    }
    if classes.chain(superclass).count >= ClassTable.maxChainLength {
      throw error(.notSimulated(Self.deepHierarchies), declaration.nameRange, env)
    }
  }

  /// What a class more than `ClassTable.maxChainLength` levels down is reported as.
  static let deepHierarchies = "class hierarchies deeper than \(ClassTable.maxChainLength) classes"

  /// Whether a member is a type declared inside its class, structure or enumeration.
  static func isNestedType(_ member: Stmt) -> Bool {
    switch member.kind {
    case .enumDeclaration, .classDeclaration, .protocolDeclaration: return true
    default: return false
    }
  }

  func defineMember(_ member: Stmt, of declaration: ClassDecl, _ env: Env) throws {
    let name = declaration.name
    switch member.kind {
    case .function(let function):
      try define(function, inClass: name, env, range: member.range, kind: declaration.kind)
    case .variable(let variable) where variable.isInstanceVariable:
      classes.addIvar(
        variable.name, StorageInfo(type: variable.type, ownership: variable.modifiers.ownership),
        to: name)
    case .variable(let variable) where variable.dialect == .objc:
      try defineObjCProperty(variable, in: name, env)
    case .variable(let variable):
      try defineStoredProperty(variable, in: name, isStruct: declaration.kind == .structType, env)
    case .enumDeclaration, .classDeclaration, .protocolDeclaration, .typeAlias:
      // A type nested in another is known by its own name (`Phase` inside `Drawer`), and by
      // its qualified name (`Drawer.Phase`).
      if let nested = Self.declaredTypeName(member) {
        try defineNestedType(member, named: nested, in: name, env)
      } else {
        _ = try exec(member, env)
      }
    case .synthesize(let property, let ivar, let isDynamic):
      classes.synthesize(property, ivar: isDynamic ? "" : ivar ?? property, in: name)
    case .invalid(let index):
      guard index < env.unit.diagnostics.count else { return }
      var diagnostic = env.unit.diagnostics[index]
      diagnostic.notes.append(.runtime(.inClass(name)))
      log(diagnostic, env.unit)
    default:
      throw error(.notAClassMember, member.range, env)
    }
  }

  // MARK: - Properties

  private func defineStoredProperty(
    _ variable: VariableDecl, in className: String, isStruct: Bool, _ env: Env
  ) throws {
    let modifiers = variable.modifiers
    try checkOwnership(modifiers.ownership, of: variable, env)
    var info = PropertyInfo(
      name: variable.name, kind: .stored, type: variable.type, dialect: .swift, unit: env.unit,
      definingClass: className, nameRange: variable.nameRange)
    info.isConstant = variable.isConstant
    info.ownership = modifiers.ownership
    info.isLazy = modifiers.isLazy
    info.isStatic = modifiers.isStatic
    info.isOverride = modifiers.isOverride
    info.isObjC = modifiers.isObjC || modifiers.isOverride
    info.access = modifiers.access
    info.setterAccess = modifiers.setterAccess
    info.initializer = variable.initializer
    info.willSet = modifiers.willSet.map {
      accessorMethod($0, named: variable.name + ".willSet", type: variable.type, className, env)
    }
    info.didSet = modifiers.didSet.map {
      accessorMethod($0, named: variable.name + ".didSet", type: variable.type, className, env)
    }
    classes.addProperty(info, to: className)
  }

  /// Swift's checks on `weak` and `unowned`.
  private func checkOwnership(_ ownership: Ownership, of variable: VariableDecl, _ env: Env) throws
  {
    guard ownership != .strong else { return }
    if variable.isConstant {
      throw error(.weakLet(ownership.rawValue), variable.nameRange, env)
    }
    guard let type = variable.type else { return }
    if classes.isProtocol(type.name), !classes.isClassBound(type.name) {
      throw error(
        .weakNonClassProtocol(ownership.rawValue, type.name), variable.nameRange, env)
    }
    if Constants.isStructureType(type.name) || classes.existing(type.name)?.isStruct == true {
      throw error(.weakValueType(ownership.rawValue, type.name), variable.nameRange, env)
    }
  }

  func defineObjCProperty(_ variable: VariableDecl, in className: String, _ env: Env)
    throws
  {
    let attributes = variable.attributes ?? PropertyAttributes()
    let (getter, setter) = variable.objcAccessors
    var info = PropertyInfo(
      name: variable.name, kind: .objc(getter: getter, setter: setter), type: variable.type,
      dialect: .objc, unit: env.unit, definingClass: className, nameRange: variable.nameRange)
    // `assign` on a scalar is plain storage; only object pointers can dangle.
    let isObject = variable.type.map { $0.isOptional || $0.isFunction } ?? true
    info.ownership = isObject ? attributes.ownership : .strong
    info.isStatic = attributes.isClass
    info.isConstant = attributes.isReadOnly
    info.isObjC = true
    // A class extension may redeclare a readonly property readwrite.
    if let existing = classes.existing(className)?.properties[variable.name],
      case .objc(_, let oldSetter) = existing.kind, oldSetter == nil, setter != nil
    {
      info.isConstant = false
    }
    classes.addProperty(info, to: className)
    noteDeprecation(of: variable, accessors: (getter, setter), inClass: className)
  }

  private func defineComputedProperty(
    _ declaration: FunctionDecl, getter: UserMethod, in className: String, _ env: Env
  ) throws {
    let setter = declaration.setter.map {
      accessorMethod(
        $0, named: declaration.baseName + ".set", type: declaration.returnType, className, env)
    }
    var info = PropertyInfo(
      name: declaration.baseName, kind: .computed(getter: getter, setter: setter),
      type: declaration.returnType, dialect: declaration.dialect, unit: env.unit,
      definingClass: className, nameRange: declaration.nameRange)
    info.isStatic = declaration.isClassMethod
    info.isOverride = declaration.isOverride
    info.isObjC =
      declaration.dialect == .objc || declaration.isObjC || declaration.isOverride
    classes.addProperty(info, to: className)
  }

  /// A setter or observer body as a method taking the value it is given.
  private func accessorMethod(
    _ accessor: AccessorBody, named name: String, type: TypeRef?, _ className: String,
    _ env: Env
  ) -> UserMethod {
    let parameter = Parameter(
      label: nil, name: accessor.parameter, type: type, range: accessor.range)
    let declaration = FunctionDecl(
      baseName: name, selector: nil, parameters: [parameter], returnType: nil,
      body: accessor.body, isOverride: false, isProperty: true, dialect: .swift,
      nameRange: accessor.range)
    return UserMethod(declaration, unit: env.unit, in: className)
  }

  // MARK: - Stored properties of new instances

  /// Gives a new instance the initial values of one class's stored properties, in declaration
  /// order (Swift does this at the start of that class's designated initialiser).
  func initializeStoredProperties(of receiver: Value, declaredBy className: String, _ env: Env)
    throws
  {
    guard let info = classes.existing(className), let instance = receiver.instance else { return }
    for (name, property) in info.storedInstanceProperties where !property.observesInherited {
      if property.isLazy {
        instance.storage.slots[name] = .lazyPending
        continue
      }
      guard let initializer = property.initializer else {
        if property.type?.isOptional == true, instance.storage.slots[name] == nil {
          instance.storage.slots[name] = .strong(.nilValue)
        }
        continue
      }
      let value = try initialValue(initializer, of: property, for: receiver, env)
      try writeSlot(
        name, of: instance.storage, value, ownership: property.ownership, property.nameRange, env)
    }
  }
}

extension Interpreter {
  /// The members of an extension of one of the SDK's typed constants' types (`Notification.Name`,
  /// `UILayoutPriority`): each `static let` (or `static var`) with a value becomes one more
  /// constant of the type, read as `Notification.Name.menuDidOpen` and as `.menuDidOpen` where
  /// the type is expected. Its value is worked out now. Any other member is not simulated,
  /// reported where it stands; the others are still defined.
  func defineSDKTypeConstants(_ declaration: ClassDecl, of typeName: String, _ env: Env) throws {
    for member in declaration.members {
      do {
        guard case .variable(let variable) = member.kind, variable.modifiers.isStatic,
          let initializer = variable.initializer
        else {
          throw error(
            .notSimulated(
              "a member other than a static constant in an extension of \(declaration.name)"),
            member.range, env)
        }
        let value = try eval(initializer, env, typeHint: typeName)
        sdkTypeConstants[typeName, default: [:]][variable.name] = value
      } catch let failure as RuntimeError where !failure.stopsInput {
        fail(failure)
      }
    }
  }

  /// A static constant an extension added to the SDK type `typeName` names (see
  /// `defineSDKTypeConstants`).
  func sdkTypeConstant(_ name: String, of typeName: String) -> Value? {
    guard let typed = Self.typedDeclaration(typeName) else { return nil }
    return sdkTypeConstants[typed.name]?[name]
  }
}
