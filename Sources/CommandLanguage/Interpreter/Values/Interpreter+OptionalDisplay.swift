import Simulation
import UIKitSurface

extension Interpreter {
  /// Array methods that answer an optional (`firstIndex(of:)`, `popLast()`).
  static let optionalArrayMethods: Set<String> = [
    "first", "last", "firstIndex", "lastIndex", "min", "max", "randomElement", "popLast",
  ]
  static let optionalDictionaryMethods: Set<String> = ["removeValue", "updateValue", "first"]

  /// A value as Swift's `print` and string interpolation show it, knowing whether its
  /// expression is optional: a wrapped value prints as `Optional(3)`, `Optional("a")`.
  func describe(_ value: Value, optional: Bool, nested: Bool = false, printed: Bool = false)
    throws -> String
  {
    guard optional, !value.isNil else {
      return try describe(value, nested: nested, printed: printed)
    }
    return "Optional(" + (try describe(value, nested: true)) + ")"
  }

  /// Text interpolated into a string: an optional gets swiftc's warning (once a place), as
  /// its debug description is what appears.
  func interpolated(_ value: Value, _ expr: Expr, _ env: Env) throws -> String {
    guard dialect(of: env) == .swift, isOptionalExpression(expr, env) else {
      return try describe(value)
    }
    if firstVisit(expr.range, env.unit) {
      var warning = Diagnostic(.warning, .runtime(.optionalInterpolation), at: expr.range)
      warning.notes = [
        .runtime(.optionalInterpolationFix(true)), .runtime(.optionalInterpolationFix(false)),
      ]
      log(warning, env.unit)
    }
    return try describe(value, optional: true)
  }

  /// Whether Swift types an expression as an optional, as far as containrepl can tell without
  /// running anything: a variable or property declared `T?`, `a?.b`, `as?`, a dictionary's
  /// subscript, `Int("4")`, `first`, `firstIndex(of:)`, a function that returns `T?`.
  func isOptionalExpression(_ expr: Expr, _ env: Env) -> Bool {
    switch expr.kind {
    case .optionalChain: return true
    case .cast(let inner, let type, let conditional):
      // `x as Any` keeps an optional wrapped, as Swift's `print(x as Any)` shows.
      return conditional
        || (["Any", "AnyObject"].contains(type.name) && isOptionalExpression(inner, env))
    case .parenthesized(let inner): return isOptionalExpression(inner, env)
    case .tryExpr(let inner, let kind): return kind == .optional || isOptionalExpression(inner, env)
    case .binary(.nilCoalescing, _, let fallback): return isOptionalExpression(fallback, env)
    case .ternary(_, let then, let otherwise):
      return isOptionalExpression(then, env) || isOptionalExpression(otherwise, env)
    case .identifier(let name):
      if let binding = env.scope.binding(name) { return binding.isOptional }
      return isOptionalMember(name, of: implicitReceiver(env))
    case .member(let base, let name, _, _):
      guard let receiver = peekValue(base, env) else { return false }
      return isOptionalMember(name, of: receiver)
    case .subscriptAccess(let base, _):
      switch peekValue(base, env) {
      case .dictionary?, .mutableDictionary?: return true
      default: return false
      }
    case .call(let callee, let arguments, _):
      return isOptionalCall(callee, arguments, env)
    default: return false
    }
  }

  private func isOptionalMember(_ name: String, of receiver: Value) -> Bool {
    switch receiver {
    case .array, .set, .mutableArray: return name == "first" || name == "last"
    default:
      if let info = userProperty(name, of: receiver) { return info.type?.isOptional == true }
      return surfaceIsOptional(name, labels: nil, of: receiver)
    }
  }

  /// Whether UIKit declares `name` on the receiver with an optional type: a property, or the
  /// method called with `labels`.
  private func surfaceIsOptional(_ name: String, labels: [String?]?, of receiver: Value) -> Bool {
    guard let (chain, classSide) = surfaceChain(of: receiver) else { return false }
    let member = Surface.shared.members(swift: name, in: chain, classSide: classSide).first {
      guard let labels else { return $0.kind == .property || $0.kind == .constant }
      return $0.kind == .method && $0.labels == labels
    }
    return member?.type.isOptional == true
  }

  private func userProperty(_ name: String, of receiver: Value) -> PropertyInfo? {
    guard let className = className(of: receiver) else { return nil }
    return classes.property(name, from: className)
  }

  private func isOptionalCall(_ callee: Expr, _ arguments: [Argument], _ env: Env) -> Bool {
    switch callee.kind {
    case .identifier("Optional"):
      return env.scope.binding("Optional") == nil
    case .identifier(let name) where ["Int", "Double", "Float"].contains(name):
      guard arguments.count == 1 else { return false }
      switch arguments[0].value.kind {
      case .stringLiteral, .interpolatedString: return true
      default:
        if case .string? = peekValue(arguments[0].value, env) { return true }
        return false
      }
    case .identifier(let name):
      guard env.scope.binding(name) == nil else { return false }
      // `UIViewController()`, `UIView(frame:)`: the classes the core models have no failable
      // initialiser but `init?(coder:)`, so the rows need not be read for them.
      if UIKitSurface.classesByName[name] != nil {
        return arguments.first?.label == "coder"
      }
      // Another UIKit class: optional when the rows declare the initialiser failable
      // (`UIImage(named:)`).
      if classes.existing(name)?.origin == .uikit {
        let labels = arguments.map(\.label)
        return Surface.shared.members(swift: "init", in: [name], classSide: true).contains {
          $0.isFailable && $0.labels == labels
        }
      }
      return returnsOptional(name, arguments, of: implicitReceiver(env))
    case .member(let base, let name, _, _):
      // `Optional.map` and `flatMap` answer an optional.
      if name == "map" || name == "flatMap", isOptionalExpression(base, env) { return true }
      guard let receiver = peekValue(base, env) else { return false }
      switch receiver {
      case .array, .mutableArray, .set: return Self.optionalArrayMethods.contains(name)
      case .dictionary, .mutableDictionary: return Self.optionalDictionaryMethods.contains(name)
      default: return returnsOptional(name, arguments, of: receiver)
      }
    default: return false
    }
  }

  private func returnsOptional(_ name: String, _ arguments: [Argument], of receiver: Value)
    -> Bool
  {
    guard classes.mayHaveUserMethod(swiftBase: name), let className = className(of: receiver)
    else { return surfaceIsOptional(name, labels: arguments.map(\.label), of: receiver) }
    let swiftName = MethodNaming.swiftName(base: name, labels: arguments.map(\.label))
    let method =
      classes.method(swiftName, dialect: .swift, from: className)
      ?? classes.methods(base: name, from: className).first
    return method?.declaration.returnType?.isOptional == true
  }

  /// The value of a variable, `self` or a chain of stored properties, read without running
  /// anything (no getter, no call); nil for anything else.
  func peekValue(_ expr: Expr, _ env: Env) -> Value? {
    switch expr.kind {
    case .identifier(let name): return env.scope.binding(name)?.current
    case .selfRef: return implicitReceiver(env)
    case .parenthesized(let inner), .optionalBase(let inner), .tryExpr(let inner, _):
      return peekValue(inner, env)
    case .member(let base, let name, _, _):
      guard let receiver = peekValue(base, env), let instance = receiver.instance,
        case .strong(let value)? = instance.storage.slots[name]
      else { return nil }
      return value
    default: return nil
    }
  }
}
