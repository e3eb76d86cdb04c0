import Foundation
import UIKitSurface

extension Interpreter {
  /// A value of one of the SDK's typed constants' types made from its raw value
  /// (`Notification.Name("x")`, `NSNotification.Name(rawValue: "x")`,
  /// `UILayoutPriority(rawValue: 999)`): Swift imports such a type as a structure whose
  /// initialisers take the raw value, and here its value is that raw value, as its constants'
  /// are. Nil when `typeName` is not such a type or the call is not one of those initialisers.
  func typedValue(_ typeName: String, _ args: CallArguments, _ range: SourceRange, _ env: Env)
    throws -> Value?
  {
    if let options = Surface.shared.type(typeName), options.kind == .options {
      // An option set's `init()` is the empty set (`UIControl.State()` is `.normal`).
      if args.count == 0 { return try optionSet(options, rawValue: .int(0), range, env) }
      if args.labels == ["rawValue"] {
        return try optionSet(options, rawValue: args.values[0], args.ranges[0], env)
      }
    }
    guard let declaration = Self.typedDeclaration(typeName), args.count == 1,
      args.labels == [nil] || args.labels == ["rawValue"]
    else { return nil }
    var raw = args.values[0]
    if case .typedNumber(_, let number) = raw { raw = number }
    let base = declaration.base ?? "String"
    switch (raw, base) {
    case (.string, "String"): return UIKitSurface.typedNumber(raw, of: declaration)
    case (.int, "Int"), (.double, "Float"), (.double, "Double"), (.double, "CGFloat"):
      return UIKitSurface.typedNumber(raw, of: declaration)
    case (.int(let number), "Float"), (.int(let number), "Double"), (.int(let number), "CGFloat"):
      return UIKitSurface.typedNumber(.double(Double(number)), of: declaration)
    default:
      throw error(.typeMismatch(raw.typeName(in: world), base), args.ranges[0], env)
    }
  }

  /// An SDK option set made from its raw value (`UIRectEdge(rawValue: 0)`,
  /// `NSLayoutConstraint.FormatOptions(rawValue: 0)`): the options whose bits it holds.
  private func optionSet(
    _ declaration: SurfaceTypeDeclaration, rawValue raw: Value, _ range: SourceRange, _ env: Env
  ) throws -> Value {
    guard case .int(let bits) = raw else {
      throw error(.typeMismatch(raw.typeName(in: world), "UInt"), range, env)
    }
    return OptionBits.value(bits, in: declaration)
  }

  /// The typed declaration a Swift type name names, through Foundation's bridged names
  /// (`Notification.Name` is `NSNotification.Name`).
  static func typedDeclaration(_ name: String) -> SurfaceTypeDeclaration? {
    let surface = Surface.shared
    var candidates = [name]
    if let dot = name.firstIndex(of: "."), let bridged = bridgedClasses[String(name[..<dot])] {
      candidates.append(bridged + name[dot...])
    }
    return candidates.lazy.compactMap { surface.type($0) }.first { $0.kind == .typed }
  }
}

extension Interpreter {
  // MARK: - Names

  /// Swift code naming an SDK type by its Objective-C name when Swift imports it under another
  /// (`UIViewAnimationOptions`, `NSLayoutFormatOptions`): swiftc's rename message, once per
  /// place, with the fix-it; the code runs, as old calls of renamed methods do. A user's own
  /// type of that name is not the SDK's.
  func warnObjectiveCTypeName(_ written: String, _ range: SourceRange, _ env: Env) {
    guard dialect(of: env) == .swift, classes.existing(written)?.origin != .declared,
      classes.resolveAlias(written) == written,
      let declaration = Surface.shared.type(written), declaration.kind != .class,
      declaration.kind != .protocol, declaration.name != written,
      declaration.objcName == written, firstVisit(range, env.unit)
    else { return }
    log(
      renameWarning(
        written, declaration.name, at: range, fixing: (written, declaration.name), env.unit),
      env.unit)
  }

  // MARK: - Numbers of the SDK's typed structures

  /// A number read from a property of a typed structure's type (`constraint.priority`) as that
  /// structure; any other value as it is.
  static func typedNumber(_ value: Value, as typeName: String) -> Value {
    switch value {
    case .int, .double:
      return typedDeclaration(typeName).map { UIKitSurface.typedNumber(value, of: $0) } ?? value
    default: return value
    }
  }

  /// Whether an operator meets a typed number that `typedNumberOperator` answers for.
  static func isTypedNumberOperation(_ op: BinaryOperator, _ left: Value, _ right: Value) -> Bool {
    let typed = [left, right].contains { if case .typedNumber = $0 { true } else { false } }
    return typed
      && [
        .add, .subtract, .multiply, .divide, .remainder, .less, .lessOrEqual,
        .greater, .greaterOrEqual,
      ].contains(op)
  }

  /// The operators UIKit's Swift overlay gives its numeric structures
  /// (`UILayoutPriority.required - 1`, `.defaultHigh + 1`, `a < b`, `a - b` is the raw
  /// difference); another is swiftc's error. Objective-C's constants are plain numbers.
  func typedNumberOperator(
    _ op: BinaryOperator, _ left: Value, _ right: Value, _ range: SourceRange, _ env: Env
  ) throws -> Value {
    func raw(_ value: Value) -> Value {
      if case .typedNumber(_, let number) = value { return number }
      return value
    }
    let result = try apply(op, raw(left), raw(right), range, env)
    guard dialect(of: env) == .swift else { return result }
    switch (op, left, right) {
    case (.less, .typedNumber(let a, _), .typedNumber(let b, _)) where a == b,
      (.lessOrEqual, .typedNumber(let a, _), .typedNumber(let b, _)) where a == b,
      (.greater, .typedNumber(let a, _), .typedNumber(let b, _)) where a == b,
      (.greaterOrEqual, .typedNumber(let a, _), .typedNumber(let b, _)) where a == b,
      (.subtract, .typedNumber(let a, _), .typedNumber(let b, _)) where a == b:
      return result
    case (.add, .typedNumber(let type, _), .int), (.add, .typedNumber(let type, _), .double),
      (.add, .int, .typedNumber(let type, _)), (.add, .double, .typedNumber(let type, _)),
      (.subtract, .typedNumber(let type, _), .int), (.subtract, .typedNumber(let type, _), .double):
      return .typedNumber(type, Self.typedRaw(result, of: type))
    default:
      throw error(
        .badOperands(
          op.rawValue, left.typeName(in: world), right.typeName(in: world)), range, env)
    }
  }

  /// A raw value in its type's representation: a `Float` or `CGFloat` structure holds a
  /// floating-point number even when an integer was added to it.
  private static func typedRaw(_ value: Value, of type: String) -> Value {
    if case .int(let number) = value, Surface.shared.type(type)?.base != "Int" {
      return .double(Double(number))
    }
    return value
  }

  /// A typed value as Swift prints it: its C name and its stored raw value
  /// (`UILayoutPriority(rawValue: 999.0)`), a `Float` printed as a `Float`; a string-backed one
  /// as Swift prints the structure it imports (`NSNotificationName(_rawValue: x)`).
  static func describeTypedNumber(_ type: String, _ raw: Value) -> String {
    let declaration = Surface.shared.type(type)
    let text: String
    switch raw {
    case .string(let string): return (declaration?.objcName ?? type) + "(_rawValue: " + string + ")"
    case .double(let number) where declaration?.base == "Float": text = String(Float(number))
    case .double(let number): text = String(number)
    case .int(let number): text = String(number)
    default: text = ""
    }
    return (declaration?.objcName ?? type) + "(rawValue: " + text + ")"
  }
}
