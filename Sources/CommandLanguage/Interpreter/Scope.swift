import Simulation

/// A variable binding.
struct Binding {
  var value: Value
  let isConstant: Bool
  /// False for `var x: T` without an initializer, until something is assigned.
  var isInitialized: Bool
}

/// A lexical scope: the top level, a function body, a closure, a block.
final class Scope {
  private(set) var bindings: [String: Binding] = [:]
  let parent: Scope?

  init(parent: Scope?) { self.parent = parent }

  /// The nearest scope that binds `name`.
  func owner(of name: String) -> Scope? {
    var scope: Scope? = self
    while let current = scope {
      if current.bindings[name] != nil { return current }
      scope = current.parent
    }
    return nil
  }

  /// The binding a name has here or in an enclosing scope (one lookup a scope).
  func binding(_ name: String) -> Binding? {
    var scope: Scope? = self
    while let current = scope {
      if let found = current.bindings[name] { return found }
      scope = current.parent
    }
    return nil
  }

  func declare(_ name: String, _ binding: Binding) { bindings[name] = binding }

  /// Forgets every binding (breaks reference cycles through closures at the end).
  func removeAll() { bindings.removeAll() }

  func isDeclaredHere(_ name: String) -> Bool { bindings[name] != nil }

  /// Updates an existing binding in the scope that owns it.
  func update(_ name: String, _ value: Value) {
    guard let scope = owner(of: name), var binding = scope.bindings[name] else { return }
    binding.value = value
    binding.isInitialized = true
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
  /// The return type declared by the running method, for `return` checks.
  var returnsValue: Bool
}
