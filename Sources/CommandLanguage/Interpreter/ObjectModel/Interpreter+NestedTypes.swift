import Simulation
import UIKitSurface

extension Interpreter {
  // MARK: - Types nested in types

  /// Defines a type nested in `outer`. Its own name, when no other type has it, names it
  /// everywhere, as it did before nested types had scopes; its qualified name (`Outer.Inner`)
  /// always does. A type nested under a name another type already has (`Model` nested in two
  /// classes) is known by its qualified name alone, and by its own name in the code of
  /// `outer`, of its subclasses and of the types nested in it. A nested type alias names its
  /// target in `outer`'s code even where its name has another meaning elsewhere.
  func defineNestedType(_ member: Stmt, named nested: String, in outer: String, _ env: Env)
    throws
  {
    let qualified = outer + "." + nested
    // Free: no other type has the name, or this type had it before (a class typed again).
    let isFree =
      classes.aliases[qualified] == nested
      || (classes.existing(nested) == nil && classes.aliases[nested] == nil
        && !classes.isProtocol(nested))
    switch member.kind {
    case .typeAlias(_, let type):
      if isFree || classes.aliases[nested] == classes.aliases[qualified] {
        _ = try exec(member, env)
      }
      try defineTypeAlias(qualified, type, member.range, env)
      classes.scopedNestedNames.insert(nested)
      return
    case .protocolDeclaration where !isFree:
      throw error(.notSimulated(Self.sameNestedNames(nested)), member.range, env)
    case .classDeclaration(var declaration) where !isFree:
      declaration.name = qualified
      try defineClass(declaration, env)
      classes.scopedNestedNames.insert(nested)
      return
    case .enumDeclaration(var declaration) where !isFree:
      declaration.name = qualified
      try defineEnum(declaration, env)
      classes.scopedNestedNames.insert(nested)
      return
    default:
      break
    }
    _ = try exec(member, env)
    classes.alias(qualified, to: nested)
  }

  /// The SDK's value types whose values the interpreter makes as objects of a class of the
  /// type's name (a `Notification` a post delivers): an extension's methods are that class's.
  static let objectValueTypes: Set<String> = ["Notification"]

  /// The standard Swift and Core Graphics value types an extension may add methods to.
  static let extensibleValueTypes: Set<String> = [
    "String", "Int", "Double", "CGFloat", "Bool", "CGRect", "CGPoint", "CGSize", "Array",
    "Dictionary",
  ]

  /// The standard value type an extension of the user's gave methods to that a value is of
  /// (`"a".shout()` after `extension String { func shout() … }`); nil when none did.
  func extendedTypeName(of value: Value) -> String? {
    let names: [String]
    switch value {
    case .string: names = ["String"]
    case .int: names = ["Int"]
    case .double: names = ["CGFloat", "Double"]
    case .bool: names = ["Bool"]
    case .rect: names = ["CGRect"]
    case .point: names = ["CGPoint"]
    case .size: names = ["CGSize"]
    case .array: names = ["Array"]
    case .dictionary: names = ["Dictionary"]
    default: return nil
    }
    return names.first { classes.existing($0)?.origin == .declared }
  }

  /// What a protocol nested under a name another type has is reported as.
  static func sameNestedNames(_ name: String) -> String {
    "a protocol nested in a type under a name another type has (\(name))"
  }

  /// The name a type declaration gives.
  static func declaredTypeName(_ statement: Stmt) -> String? {
    switch statement.kind {
    case .enumDeclaration(let declaration): return declaration.name
    case .classDeclaration(let declaration): return declaration.name
    case .protocolDeclaration(let declaration): return declaration.name
    case .typeAlias(let name, _): return name
    default: return nil
    }
  }

  /// The type `name` nested in `outer` or a class it inherits from (`Outer.Inner`), by its
  /// own name; nil when there is none.
  func nestedType(_ name: String, in outer: String) -> String? {
    guard name.first?.isUppercase == true, !classes.aliases.isEmpty else { return nil }
    for owner in classes.chain(outer) {
      let qualified = owner + "." + name
      if classes.existing(qualified) != nil { return qualified }
      if classes.aliases[qualified] != nil {
        // An alias of a protocol composition is its own name: the composition is kept by it.
        return classes.composition(qualified) != nil ? qualified : classes.resolveAlias(qualified)
      }
    }
    return nil
  }

  /// The type a bare name written in the code of `owner` names: a type nested in it, in a
  /// class it inherits from or in a type that encloses it, where that nested type has a scope
  /// of its own (`defineNestedType`); else the name itself.
  func typeName(_ name: String, seenFrom owner: String?) -> String {
    guard let owner, classes.scopedNestedNames.contains(name) else { return name }
    var enclosing: Substring? = Substring(owner)
    while let current = enclosing {
      if let found = nestedType(name, in: String(current)) { return found }
      enclosing = current.lastIndex(of: ".").map { current[..<$0] }
    }
    return name
  }
}
