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
      if args.count == 0 { return .options([]) }
      if args.labels == ["rawValue"] {
        return try optionSet(options, rawValue: args.values[0], args.ranges[0], env)
      }
    }
    guard let declaration = Self.typedDeclaration(typeName), args.count == 1,
      args.labels == [nil] || args.labels == ["rawValue"]
    else { return nil }
    let raw = args.values[0]
    let base = declaration.base ?? "String"
    switch (raw, base) {
    case (.string, "String"), (.int, "Int"), (.double, "Float"), (.double, "Double"),
      (.double, "CGFloat"):
      return raw
    case (.int(let number), "Float"), (.int(let number), "Double"), (.int(let number), "CGFloat"):
      return .double(Double(number))
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
    var names: [String] = []
    for item in declaration.cases {
      guard let value = item.rawValue.flatMap(Self.optionBits), value != 0 else { continue }
      if bits & value == value, !names.contains(item.name) { names.append(item.name) }
    }
    return .options(names)
  }

  /// The bits an option's raw value in the rows stands for: `4`, `1 << 2`.
  private static func optionBits(_ raw: String) -> Int? {
    if let number = Int(raw) { return number }
    let parts = raw.split(separator: "<").map { $0.trimmingCharacters(in: .whitespaces) }
    guard parts.count == 2, let base = Int(parts[0]), let shift = Int(parts[1]), shift < 63 else {
      return nil
    }
    return base << shift
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
