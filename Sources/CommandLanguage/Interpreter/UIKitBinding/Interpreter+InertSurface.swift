import Simulation
import UIKitSurface

/// Members of real UIKit and Foundation that containrepl does not simulate: a call or a property
/// that the surface's rows declare is accepted with its declared labels and types, returns its
/// type's natural value, changes nothing in the world, and is noted once per run.
extension Interpreter {
  /// Where the surface looks for a receiver's members: its class's UIKit ancestry, and whether
  /// the receiver is the class itself.
  func surfaceChain(of receiver: Value) -> (chain: [String], classSide: Bool)? {
    switch receiver {
    case .type(let name): return (surfaceAncestry(of: classes.resolveAlias(name)), true)
    case .allocated(let name): return (surfaceAncestry(of: name), true)
    case .controller, .view, .object, .structure:
      guard let name = className(of: receiver) else { return nil }
      if name == Self.uikitContextClass {
        return (["UIViewControllerContextTransitioning", "NSObject"], false)
      }
      if name == Self.uikitCoordinatorClass { return (Self.coordinatorChain, false) }
      return (surfaceAncestry(of: name), false)
    case .color: return (surfaceAncestry(of: "UIColor"), false)
    case .string: return (surfaceAncestry(of: "NSString"), false)
    case .array, .mutableArray: return (surfaceAncestry(of: "NSArray"), false)
    case .dictionary, .mutableDictionary: return (surfaceAncestry(of: "NSDictionary"), false)
    case .rect: return (["CGRect"], false)
    case .point: return (["CGPoint"], false)
    case .size: return (["CGSize"], false)
    case .coordinator: return (Self.coordinatorChain, false)
    default: return nil
    }
  }

  /// The UIKit classes the surface declares that a class is or inherits from, nearest first: a
  /// user's class inherits from UIKit's classes, and the surface knows only those.
  func surfaceAncestry(of name: String) -> [String] {
    let surface = Surface.shared
    let own = classes.chain(name).filter { surface.type($0) != nil }
    guard let start = own.first ?? surface.type(name)?.name else { return [] }
    return surface.chain(start).isEmpty ? [start] : surface.chain(start)
  }

  /// A call of a member the rows declare and the interpreter does not simulate: its natural
  /// value, after a note. Nil when no row has the name; the compiler's error when one has it but
  /// the arguments fit none.
  func inertCall(_ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env) throws
    -> Value?
  {
    guard let (chain, classSide) = surfaceChain(of: receiver), !chain.isEmpty else { return nil }
    let surface = Surface.shared
    if site.dialect == .objc {
      let found = surface.members(objc: site.written, in: chain, classSide: classSide)
      guard let member = found.first else { return nil }
      if member.kind == .property {
        // `[button setSelected:YES]`, `[vc navigationItem]`.
        if args.count == 1, member.setter == site.written {
          try inertAssign(member, of: receiver, args.values[0], site.nameRange, env)
          return .void
        }
        return try inertRead(member, of: receiver, site.nameRange, env)
      }
      try checkArguments(member, args, env)
      return try inertResult(member, of: receiver, args, site.nameRange, env)
    }
    let methods = surface.members(
      swift: site.base == "new" ? "init" : site.base, in: chain, classSide: classSide
    )
    .filter { $0.kind == .method || $0.kind == .initializer }
    guard let first = methods.first else { return nil }
    // Overloads with the same labels (`convert(_:to:)` of a point and of a rectangle): the
    // first whose parameter types take the arguments, else the first one's type error.
    var typeError: Error?
    for member in methods {
      let parameters = defaultedParameters(member)
      guard
        bindArguments(
          labels: parameters.map(\.label), hasDefault: parameters.map(\.hasDefault),
          takesClosure: parameters.map { $0.type.isFunction }, args) != nil
      else { continue }
      do {
        try checkArguments(member, args, env)
      } catch {
        typeError = typeError ?? error
        continue
      }
      return try inertResult(member, of: receiver, args, site.nameRange, env)
    }
    if let typeError { throw typeError }
    throw error(
      .wrongArguments(site.written, first.swiftName, first.objcName), site.nameRange, env)
  }

  /// Reading a property the rows declare: what was last set, else its type's natural value.
  func inertProperty(_ name: String, of receiver: Value, _ range: SourceRange, _ env: Env) throws
    -> Value?
  {
    if case .type(let typeName) = receiver, let value = surfaceCase(name, of: typeName) {
      return value
    }
    guard let member = surfaceProperty(named: name, of: receiver, env) else { return nil }
    return try inertRead(member, of: receiver, range, env)
  }

  /// The case `name` of a surface enumeration or option set (`UIRectEdge.left`).
  func surfaceCase(_ name: String, of typeName: String) -> Value? {
    UIKitSurface.caseValue(name, of: typeName)
  }

  /// `.name` whose type no simulated table knows: the case of the hinted surface type, else of
  /// the first surface enumeration that has one.
  func surfaceImplicitMember(_ name: String, hint: String?) -> Value? {
    let surface = Surface.shared
    if let hint = hint.map(Self.baseType), let value = surfaceCase(name, of: hint) { return value }
    for typeName in surface.typesHaving(case: name) {
      if let value = surfaceCase(name, of: typeName) { return value }
    }
    return nil
  }

  /// A name the SDK declares at file level: an Objective-C enumeration constant
  /// (`UIRectEdgeNone`), a typed constant (`UILayoutPriorityRequired`), a global constant.
  func surfaceConstant(_ name: String, _ range: SourceRange, _ env: Env) -> Value? {
    let surface = Surface.shared
    if let (typeName, found) = surface.enumCase(objc: name),
      let declaration = surface.type(typeName)
    {
      let value = UIKitSurface.caseValue(found, of: declaration)
      // An Objective-C string constant is an `NSString`, not the structure Swift wraps it in.
      return value.text.map(Value.string) ?? value
    }
    if let member = surface.staticConstant(c: name),
      let value = try? inertProperty(member.name, of: .type(member.owner), range, env)
    {
      // The constant Swift reads as `UIResponder.keyboardWillShowNotification`.
      return dialect(of: env) == .objc ? value.text.map(Value.string) ?? value : value
    }
    guard let member = surface.free(c: name).first(where: { $0.kind == .constant }) else {
      return nil
    }
    noteInert(member, range, env)
    return naturalValue(of: member.type, for: .void)
  }

  /// Swift 4's spelling of a notification's name, `NSNotification.Name.UIKeyboardWillShow`:
  /// swiftc's rename to the constant Swift 4.2 moved into its class
  /// (`UIResponder.keyboardWillShowNotification`), once per place, and its value.
  func legacyNotificationName(_ name: String, of typeName: String, _ range: SourceRange, _ env: Env)
    throws -> Value?
  {
    guard typeName == "NSNotification.Name" || typeName == "Notification.Name",
      let member = Surface.shared.staticConstant(c: name + "Notification"),
      member.type.name == "NSNotification.Name"
    else { return nil }
    if firstVisit(range, env.unit) {
      let newName = member.owner + "." + member.name
      log(renameWarning(name, newName, at: range, fixing: (name, newName), env.unit), env.unit)
    }
    return try inertProperty(member.name, of: .type(member.owner), range, env)
  }

  /// The names of the members the rows give a receiver, for "did you mean": Swift base names,
  /// or selectors in Objective-C.
  func surfaceNames(of receiver: Value, _ dialect: Dialect, properties: Bool) -> [String] {
    guard let (chain, _) = surfaceChain(of: receiver) else { return [] }
    let objc = dialect == .objc
    return Surface.shared.allMembers(in: chain).filter {
      ($0.kind == .property || $0.kind == .constant) == properties
        // Each language suggests only what it can call.
        && (objc ? !$0.objcName.isEmpty : !$0.availability.unavailableInSwift)
    }.map { objc && !properties ? $0.objcName : $0.name }
  }

  /// Setting a property the rows declare: kept, and read back; nothing else changes.
  func inertAssignment(
    _ name: String, of receiver: Value, _ value: Value, _ range: SourceRange, _ env: Env
  ) throws -> Bool {
    guard let member = surfaceProperty(named: name, of: receiver, env) else { return false }
    try inertAssign(member, of: receiver, value, range, env)
    return true
  }

  /// The property (or type constant) `name` of a receiver: Swift's name, or in Objective-C the
  /// property's name or getter.
  func surfaceProperty(named name: String, of receiver: Value, _ env: Env) -> SurfaceMember? {
    guard let (chain, classSide) = surfaceChain(of: receiver) else { return nil }
    let surface = Surface.shared
    let swift = surface.members(swift: name, in: chain, classSide: classSide).first {
      $0.kind == .property || $0.kind == .constant
    }
    if let swift { return swift }
    guard dialect(of: env) == .objc else { return nil }
    return surface.members(objc: name, in: chain, classSide: classSide).first {
      $0.kind == .property
    }
  }

  /// A C function or constant the rows declare and nothing else answers (`CGRectDivide`,
  /// `UILayoutPriorityRequired`), or a Swift global of the SDK.
  func inertFunction(_ name: String, _ args: CallArguments, _ range: SourceRange, _ env: Env)
    throws -> Value?
  {
    guard let member = Surface.shared.free(c: name).first(where: { $0.kind == .function }) else {
      return nil
    }
    guard member.parameters.count == args.count || member.parameters.contains(where: \.isVariadic)
    else {
      throw error(.argumentCount(name, member.parameters.count, args.count), range, env)
    }
    try checkArguments(member, args, env)
    let result = try inertResult(member, of: .void, args, range, env)
    if let replacement = member.swiftReplacement {
      noteReplacedFunction(name, by: replacement, range, env)
    }
    return result
  }

  /// The parameters with the defaults Swift's import gives them.
  func defaultedParameters(_ member: SurfaceMember) -> [SurfaceParameter] {
    let surface = Surface.shared
    return member.parameters.enumerated().map { index, parameter in
      parameter.withImportedDefault(
        isLast: index == member.parameters.count - 1, optionSets: surface.isOptionSet)
    }
  }

  private func inertRead(
    _ member: SurfaceMember, of receiver: Value, _ range: SourceRange, _ env: Env
  ) throws -> Value {
    try checkAvailability(member, range, env)
    if case .simulated(SurfaceOperation.refused.rawValue, _) = member.behaviour {
      throw refusal(member, range, env)
    }
    if case .simulated(SurfaceOperation.device.rawValue, _) = member.behaviour,
      let value = deviceProperty(member, of: receiver)
    {
      return value
    }
    if case .simulated(SurfaceOperation.transitionCoordinator.rawValue, _) = member.behaviour {
      return transitionCoordinatorValue(of: receiver)
    }
    if case .simulated(SurfaceOperation.presentationController.rawValue, _) = member.behaviour {
      if member.name != "presentationController" {
        return presentationControllerDefault(member.name, of: receiver)
      }
      // A `.custom` presentation's controller is the one the transitioning delegate gave; UIKit's
      // own presentation controllers are not simulated and fall through to the note below.
      if let id = receiver.controllerID, let kept = presentationControllers[id] { return kept }
    }
    // A constant whose value the SDK gives is read exactly: no note.
    if member.kind == .constant, case .named(let typeName, _) = member.type,
      let typed = typedConstant(member, typeName)
    {
      return typed
    }
    // A class's string constant that the SDK declares without its value
    // (`UIResponder.keyboardWillShowNotification`) holds its Objective-C name, as a typed
    // constant's does; a notification's name is exactly that, other keys may not be.
    if member.isClassMember, member.isReadOnly, case .named(let typeName, _) = member.type,
      let declaration = Self.typedDeclaration(typeName), declaration.base == "String"
    {
      if declaration.name != "NSNotification.Name" { noteInert(member, range, env) }
      return UIKitSurface.typedNumber(.string(member.objcName), of: declaration)
    }
    // The coordinator of a size change is a stand-in: what it answers is not simulated.
    var isStandIn = false
    if case .coordinator = receiver { isStandIn = true }
    noteInert(member, range, env, evenIfStored: isStandIn)
    switch inertSlots(of: receiver)?.slots[member.slotKey] {
    case .strong(let value)?: return value
    case .weak(let reference)?: return reference.instance?.value ?? .nilValue
    default: break
    }
    // A property that is never set answers UIKit's default: its documented value, nil for an
    // optional that can be set, else a value of its type, kept so that it is the same object
    // each time.
    if let text = member.initialValue, let value = UIKitSurface.literal(text, of: member.type) {
      return value
    }
    if !member.isReadOnly, member.type.isOptional { return .nilValue }
    if let value = try unsetPresentationControllerValue(member, of: receiver, range, env) {
      return value
    }
    let value = naturalValue(of: member.type, for: receiver)
    if value.instance != nil, let slots = inertSlots(of: receiver) {
      slots.slots[member.slotKey] = .strong(value)
    }
    return value
  }

  private func inertAssign(
    _ member: SurfaceMember, of receiver: Value, _ value: Value, _ range: SourceRange, _ env: Env
  ) throws {
    try checkAvailability(member, range, env)
    guard !member.isReadOnly else {
      let dialect = dialect(of: env)
      throw error(
        .readOnlyProperty(member.displayName(objc: dialect == .objc)), range, env)
    }
    if let problem = mismatch(value, member.type) {
      throw error(.typeMismatch(problem, member.type.description), range, env)
    }
    noteInert(member, range, env)
    inertSlots(of: receiver)?.slots[member.slotKey] = .strong(conform(value, to: member.type))
  }

  private func inertResult(
    _ member: SurfaceMember, of receiver: Value, _ args: CallArguments, _ range: SourceRange,
    _ env: Env
  ) throws -> Value {
    try checkAvailability(member, range, env)
    if case .simulated(let operation, _) = member.behaviour,
      let value = try performSurface(member, operation, on: receiver, args, range, env)
    {
      return value
    }
    noteInert(member, range, env, loading: nibResource(member, args))
    if member.kind == .initializer {
      let className: String
      switch receiver {
      case .type(let name), .allocated(let name): className = classes.resolveAlias(name)
      default: className = member.owner
      }
      return makeInertObject(className)
    }
    if let key = keyedSlot(member, args), let storage = inertSlots(of: receiver) {
      if member.type.isVoid {
        storage.slots[key] = .strong(conform(args.values[0], to: member.parameters[0].type))
        return .void
      }
      if case .strong(let value)? = storage.slots[key] { return value }
    }
    if member.type.isVoid { return .void }
    if member.type.isOptional, member.type.unwrapped.name.map(isClassType) != true {
      return .nilValue
    }
    return naturalValue(of: member.type, for: receiver)
  }

  /// Where a keyed setter keeps its value and its getter finds it: `setTitle(_:for:)` with
  /// `title(for:)`, `setContentHuggingPriority(_:for:)` with `contentHuggingPriority(for:)`,
  /// keyed by the arguments after the value. Nil for any other method.
  private func keyedSlot(_ member: SurfaceMember, _ args: CallArguments) -> String? {
    guard member.kind == .method else { return nil }
    let values = args.values
    var base = member.name
    var keys: ArraySlice<(String?, Value)>
    if member.name.hasPrefix("set"), member.type.isVoid, member.labels.count >= 2,
      member.labels[0] == nil, values.count == member.labels.count
    {
      base = String(member.name.dropFirst(3))
      base = base.prefix(1).lowercased() + base.dropFirst()
      keys = Array(zip(member.labels, values)).dropFirst()
    } else if !member.type.isVoid, !member.labels.isEmpty, values.count == member.labels.count {
      let setter = "set" + member.name.prefix(1).uppercased() + member.name.dropFirst()
      let pairs = Surface.shared.members(swift: setter, in: [member.owner], classSide: false)
      guard pairs.contains(where: { $0.labels == [nil] + member.labels }) else { return nil }
      keys = Array(zip(member.labels, values))[...]
    } else {
      return nil
    }
    let arguments = keys.map { "\($0.0 ?? "_")=\($0.1)" }.joined(separator: ",")
    return "uikit.keyed." + base + "(" + arguments + ")"
  }

  /// The value a type has when nothing sets it (`UIKitSurface.naturalValue`), and for a class
  /// a new object of it.
  func naturalValue(of type: SurfaceTypeExpression, for receiver: Value) -> Value {
    if let value = UIKitSurface.naturalValue(of: type) { return value }
    guard let name = type.name else { return .nilValue }
    if name == "Self" || name == "instancetype" {
      switch receiver {
      case .type(let name), .allocated(let name):
        // A class method or initialiser: an object of the class it was sent to.
        let resolved = classes.resolveAlias(name)
        return Surface.shared.chain(resolved).contains("NSString")
          ? .string("") : makeInertObject(resolved)
      default:
        return className(of: receiver).map(makeInertObject) ?? .nilValue
      }
    }
    if let declaration = Surface.shared.type(name) {
      return declaration.kind == .class ? makeInertObject(declaration.name) : .nilValue
    }
    // A type the rows name but do not declare (`UISearchBar`): an object of that class when its
    // name is a framework class's, rather than a nil its type does not allow.
    return Self.isFrameworkClassName(name) ? makeInertObject(name) : .nilValue
  }

  /// A typed constant's value (`UILayoutPriority.required` is 1000).
  private func typedConstant(_ member: SurfaceMember, _ typeName: String) -> Value? {
    guard let declaration = Surface.shared.type(typeName), declaration.kind == .typed,
      let found = declaration.cases.first(where: {
        $0.name == member.name || $0.objcName == member.objcName
      }),
      let raw = found.rawValue
    else { return nil }
    if let number = Int(raw) { return .int(number) }
    if let number = Double(raw) { return .double(number) }
    return .string(raw.count >= 2 && raw.hasPrefix("\"") ? String(raw.dropFirst().dropLast()) : raw)
  }

  /// Whether a surface type name is a class (its values are objects).
  func isClassType(_ name: String) -> Bool {
    Surface.shared.type(name)?.kind == .class || classes.existing(name) != nil
  }

  /// A new object of a UIKit class: a view or a controller in the world, as `T()` makes one;
  /// any other class an instance that keeps what is set on it.
  func makeInertObject(_ className: String) -> Value {
    guard classes.resolve(className) != nil else {
      return .object(makeObject(className: className, name: baseName(className)))
    }
    return allocate(className, nameHint: nil)
  }

  /// `UISearchBar`, `NSURLSession`: named as UIKit's, Foundation's and QuartzCore's classes are.
  static func isFrameworkClassName(_ name: String) -> Bool {
    ["UI", "NS", "CA"].contains { name.hasPrefix($0) }
      && name.dropFirst(2).first?.isUppercase == true && !name.contains(".")
  }

  /// The class of an object that a declared member returned but the rows do not declare (no
  /// member of it is known: that is containrepl's limit, not the code's mistake).
  func undeclaredFrameworkClass(of receiver: Value) -> String? {
    guard case .object(let instance) = receiver, Self.isFrameworkClassName(instance.className),
      classes.resolve(instance.className) == nil, Surface.shared.type(instance.className) == nil
    else { return nil }
    return instance.className
  }

  /// Where a receiver keeps the values of the properties the rows declare.
  func inertSlots(of receiver: Value) -> Storage? {
    if let instance = receiver.instance { return instance.storage }
    if case .type(let name) = receiver {
      if let existing = typeStorage[name] { return existing }
      let made = Storage()
      typeStorage[name] = made
      return made
    }
    return nil
  }

  /// The compiler's error for an argument of the wrong kind.
  private func checkArguments(_ member: SurfaceMember, _ args: CallArguments, _ env: Env) throws {
    let parameters = member.parameters
    let labels = parameters.map(\.label)
    for (index, value) in args.values.enumerated() {
      // The parameter this argument binds to: by label in Swift, by position otherwise.
      let position: Int
      if args.dialect == .swift, let label = args.labels[index],
        let found = labels.firstIndex(of: label)
      {
        position = found
      } else {
        position = min(index, parameters.count - 1)
      }
      guard position >= 0, position < parameters.count else { continue }
      let type = parameters[position].type
      // Swift passes no nil where the parameter is not optional: a compile error, or a crash
      // for an implicitly unwrapped variable. Objective-C takes it.
      if args.dialect == .swift, value.isNil, !type.isOptional {
        throw error(.unexpectedNil(type.description), args.ranges[index], env)
      }
      if let problem = mismatch(value, type) {
        throw error(
          .typeMismatch(problem, parameters[position].type.description),
          args.ranges[index], env)
      }
    }
  }

  /// The value's type name when it cannot be of `type` (only clear cases: a string for a
  /// number, nil for a non-optional in Swift…); nil when it fits or cannot be told.
  private func mismatch(_ value: Value, _ type: SurfaceTypeExpression) -> String? {
    let expected = type.unwrapped
    switch (value, expected) {
    case (.string, .named(let name, _)):
      return [
        "CGFloat", "Double", "Float", "Int", "UInt", "Bool", "TimeInterval", "CGRect",
        "CGPoint", "CGSize",
      ].contains(name) ? "String" : nil
    case (.int, .named(let name, _)), (.double, .named(let name, _)), (.bool, .named(let name, _)):
      return ["String", "CGRect", "CGPoint", "CGSize"].contains(name)
        ? value.typeName(in: world) : nil
    case (.rect, .named(let name, _)), (.point, .named(let name, _)), (.size, .named(let name, _)):
      // A geometry value fits only its own structure among these.
      let own = value.typeName(in: world)
      return ["String", "CGFloat", "Double", "Int", "Bool", "CGRect", "CGPoint", "CGSize"]
        .contains(name) && name != own ? own : nil
    default:
      return nil
    }
  }

  /// The one note a run prints for each inert member it uses.
  private func noteInert(
    _ member: SurfaceMember, _ range: SourceRange, _ env: Env, evenIfStored: Bool = false,
    loading resource: NibResource? = nil
  ) {
    if !evenIfStored, case .simulated(SurfaceOperation.stored.rawValue, _) = member.behaviour {
      return
    }
    let name = member.displayName(objc: dialect(of: env) == .objc)
    guard let resource else { return noteInert(named: name, range, env) }
    // A loader is listed with the members not simulated; its note says what is not loaded.
    if inertNotes.insert(name).inserted { inertNoteOrder.append(name) }
    noteNotLoaded(resource, range, env)
  }

  /// Says once that the member `name` is not simulated.
  func noteInert(named name: String, _ range: SourceRange, _ env: Env) {
    guard inertNotes.insert(name).inserted else { return }
    inertNoteOrder.append(name)
    var note = Diagnostic(.note, .runtime(.inertMember(name)), at: range)
    note.isBrief = true
    log(note, env.unit)
  }

  /// Says once for each nib or storyboard that loading it is not simulated.
  func noteNotLoaded(_ resource: NibResource, _ range: SourceRange, _ env: Env) {
    noteOnce("nib \(resource)", env) {
      var note = Diagnostic(.note, .runtime(.nibNotLoaded(resource)), at: range)
      note.isBrief = true
      return note
    }
  }

  /// What a call of one of UIKit's loaders of nib and storyboard files loads; nil for any other
  /// member, and for a nib or storyboard named by no string.
  private func nibResource(_ member: SurfaceMember, _ args: CallArguments) -> NibResource? {
    var name: String?
    if case .string(let text)? = args.values.first { name = text }
    switch member.owner {
    case "Bundle" where member.swiftName.hasPrefix("loadNibNamed"):
      return name.map(NibResource.nib)
    case "UIStoryboard" where member.kind == .initializer:
      return name.map(NibResource.storyboard)
    case "UIStoryboard" where member.swiftName.hasPrefix("instantiateInitial"):
      return .scene(nil)
    case "UIStoryboard" where member.swiftName.hasPrefix("instantiateViewController"):
      return .scene(name)
    default:
      return nil
    }
  }

  /// A diagnostic given at the first use only, in the source the use is written in (a
  /// method's file when a gesture or the run loop runs it).
  func noteOnce(_ key: String, _ env: Env, _ make: () -> Diagnostic) {
    guard inertNotes.insert(key).inserted else { return }
    log(make(), env.unit)
  }

  /// The members this run used that containrepl does not simulate, first use first (`:notes`).
  public var inertMembersUsed: [String] { inertNoteOrder }
}

extension SurfaceMember {
  /// The key its value is kept under on an object.
  var slotKey: String { "uikit." + owner + "." + name }
}
