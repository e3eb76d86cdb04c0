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
