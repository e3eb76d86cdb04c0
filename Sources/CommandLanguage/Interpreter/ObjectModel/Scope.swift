import Simulation

/// A variable binding.
struct Binding {
  /// The value; for a weak variable, nil (the object is in `weakTarget`).
  var value: Value
  let isConstant: Bool
  /// False for `var x: T` without an initializer, until something is assigned.
  var isInitialized: Bool
  /// `weak var` / `__weak`: the object, held without keeping it alive.
  var weakTarget: WeakReference?
  var ownership: Ownership = .strong
  /// Whether Swift types the variable as an optional (`T?`), so `print` shows `Optional(…)`.
  var isOptional = false
  /// Its declaration's initial value failed (already reported): reading it stops the
  /// statement silently.
  var isPoisoned = false
  /// A global of a file other than the main file, not read yet: its declaration, which runs
  /// at the first read.
  var lazyInitializer: LazyGlobal?

  init(value: Value, isConstant: Bool, isInitialized: Bool, ownership: Ownership = .strong) {
    self.isConstant = isConstant
    self.isInitialized = isInitialized
    self.ownership = ownership
    self.value = value
    store(value)
  }

  /// Stores a value as the binding's ownership says.
  mutating func store(_ newValue: Value) {
    guard ownership != .strong, let instance = newValue.instance else {
      value = newValue
      weakTarget = nil
      return
    }
    value = .nilValue
    weakTarget = WeakReference(instance)
  }

  /// The value now: a weak variable whose object is gone reads nil.
  var current: Value {
    guard ownership != .strong, let weakTarget else { return value }
    return weakTarget.instance?.value ?? .nilValue
  }

  /// Whether a weak or unowned variable's object has gone away.
  var isDangling: Bool {
    guard let weakTarget else { return false }
    return weakTarget.instance == nil
  }
}

/// A lexical scope: the top level, a function body, a closure, a block.
final class Scope {
  /// Changed only through `declare`, `update` and `removeAll`, which empty `recent` first.
  private(set) var bindings: [String: Binding] = [:]
  let parent: Scope?
  /// The last two bindings found here, by name: a script reads the same few variables
  /// statement after statement, and comparing a name costs less than hashing it. Emptied by
  /// every change to the bindings, so it never holds a value they no longer hold.
  private var recent: (Recent?, Recent?) = (nil, nil)

  /// The scope of a function's C `static` locals: kept from call to call, between the
  /// function's own scope and the globals.
  var holdsStatics = false

  init(parent: Scope?) { self.parent = parent }

  /// The nearest enclosing scope that keeps `static` locals, if the code is in a function that
  /// declares any.
  var staticStorage: Scope? {
    var scope: Scope? = self
    while let current = scope {
      if current.holdsStatics { return current }
      scope = current.parent
    }
    return nil
  }

  /// A binding found by name, boxed: reading a field of it copies nothing else.
  private final class Recent {
    let name: String
    let binding: Binding

    init(name: String, binding: Binding) {
      self.name = name
      self.binding = binding
    }
  }

  /// The binding a name has in this scope itself.
  @inline(__always)
  private func local(_ name: String) -> Recent? {
    if let first = recent.0, first.name == name { return first }
    if let second = recent.1, second.name == name { return second }
    guard let found = bindings[name] else { return nil }
    let made = Recent(name: name, binding: found)
    recent = (made, recent.0)
    return made
  }

  /// The nearest scope that binds `name`.
  func owner(of name: String) -> Scope? {
    var scope: Scope? = self
    while let current = scope {
      if current.bindings[name] != nil { return current }
      scope = current.parent
    }
    return nil
  }

  /// The binding a name has here or in an enclosing scope, with the scope that owns it.
  func lookUp(_ name: String) -> (binding: Binding, owner: Scope)? {
    var scope: Scope? = self
    while let current = scope {
      if let found = current.bindings[name] { return (found, current) }
      scope = current.parent
    }
    return nil
  }

  /// The binding a name has here or in an enclosing scope (one lookup a scope).
  func binding(_ name: String) -> Binding? {
    var scope: Scope? = self
    while let current = scope {
      if let found = current.local(name) { return found.binding }
      scope = current.parent
    }
    return nil
  }

  /// The value of the binding `binding(name)` finds, when it is an initialized strong one:
  /// the one read every variable reference makes, without copying the whole binding. Nil
  /// otherwise (no such name, or one the caller must check), and the caller reads the binding.
  func strongValue(_ name: String) -> Value? {
    var scope: Scope? = self
    while let current = scope {
      if let found = current.local(name) {
        guard found.binding.isInitialized, found.binding.ownership == .strong,
          !found.binding.isPoisoned
        else { return nil }
        return found.binding.value
      }
      scope = current.parent
    }
    return nil
  }

  func declare(_ name: String, _ binding: Binding) {
    recent = (nil, nil)
    bindings[name] = binding
  }

  /// Forgets every binding (breaks reference cycles through closures at the end).
  func removeAll() {
    recent = (nil, nil)
    bindings.removeAll()
  }

  func isDeclaredHere(_ name: String) -> Bool { bindings[name] != nil }

  /// Updates an existing binding in the scope that owns it.
  func update(_ name: String, _ value: Value) {
    guard let scope = owner(of: name), var binding = scope.bindings[name] else { return }
    scope.recent = (nil, nil)
    scope.bindings[name] = nil
    binding.store(value)
    binding.isInitialized = true
    binding.lazyInitializer = nil
    scope.bindings[name] = binding
  }

  /// Every visible name (for suggestions and completion).
  var visibleNames: [String] {
    var names = Set<String>()
    var scope: Scope? = self
    while let current = scope {
      names.formUnion(current.bindings.keys)
      scope = current.parent
    }
    return names.sorted()
  }
}

/// Who `self` is while code runs, and which class's method is running (for `super`).
struct MethodContext {
  var selfValue: Value
  /// The class whose method body is running; `super` starts above it.
  var definingClass: String?
  /// True at the top level of an input (not inside a method, closure or block).
  var isTopLevel: Bool
  /// True inside a method's body, closures in it included: a bare name is a member of `self`
  /// before it is a top-level variable, as in Swift.
  var isInMethod = false
  /// The return type declared by the running method, for `return` checks.
  var returnsValue: Bool
  /// The type the running method returns, which an implicit member after `return` belongs to.
  var returnType: String?
  /// The return type a Swift method declares, which what it returns must fit.
  var declaredReturnType: TypeRef?
  /// The language the running code is written in; nil for a top-level statement, whose
  /// language is worked out from its syntax only when a rule needs it.
  var dialect: Dialect? = .swift
  /// `self` is the variable `self` of the method's scope: a structure's method (whose
  /// changes are written back), or an Objective-C initialiser (`self = [super init]`).
  var selfIsVariable = false
  /// The class whose initialiser is running: its `let` properties may be set, and setting its
  /// own properties runs no observers (Swift's rule).
  var initializing: String?
  /// The running Swift initialiser's progress (whether it has called `super.init`).
  var progress: InitProgress?
  /// In an observer's code: the property it observes, which that code sets without running
  /// the observers again (Swift's rule).
  var observing: ObservedProperty?
  /// The types a generic function's call bound its parameters to (`T` → `Child`).
  var genericTypes: [String: String] = [:]
  /// A stored property's initial value: a bare name may be a static member of the class.
  var isPropertyInitializer = false
  /// The running Objective-C method's selector, which its body (and its blocks) read as `_cmd`.
  var selector: String?
  /// The running Swift method's name as `#function` gives it, which a parameter's default
  /// `#function` of a function it calls receives; nil at the top level (`main`).
  var functionName: String?
}
