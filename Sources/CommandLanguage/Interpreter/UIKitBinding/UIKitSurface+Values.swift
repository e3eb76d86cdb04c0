import Simulation
import UIKitSurface

extension UIKitSurface {
  /// A property's value before anything sets it: its row's documented value (` = true`),
  /// else its type's natural value; nil for an object (the interpreter makes those).
  static func initialValue(of row: SurfaceMember) -> Value {
    if let text = row.initialValue, let value = literal(text, of: row.type) { return value }
    if !row.isReadOnly, row.type.isOptional { return .nilValue }
    return naturalValue(of: row.type) ?? .nilValue
  }

  /// The value a type has when nothing sets it — numbers zero, `false`, empty strings and
  /// collections, zero structures, an enumeration's zero case — or nil for a class, whose
  /// natural value is a new object.
  static func naturalValue(of type: SurfaceTypeExpression) -> Value? {
    switch type {
    case .optional(let wrapped, _):
      return wrapped.name.map(isClassType) == true ? nil : .nilValue
    case .array: return .array([])
    case .dictionary: return .dictionary(DictionaryValue())
    case .function: return .nilValue
    case .tuple(let items):
      guard !items.isEmpty else { return .void }
      let values = items.map { naturalValue(of: $0) ?? .nilValue }
      return .tuple(TupleValue(values: values, labels: items.map { _ in nil }))
    case .named(let name, _):
      return namedNaturalValue(name)
    }
  }

  private static func isClassType(_ name: String) -> Bool {
    Surface.shared.type(name)?.kind == .class
  }

  private static func namedNaturalValue(_ name: String) -> Value? {
    switch name {
    case "Void": return .void
    case "Bool", "BOOL", "ObjCBool": return .bool(false)
    case "Int", "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64",
      "NSInteger", "NSUInteger":
      return .int(0)
    case "CGFloat", "Double", "Float", "TimeInterval", "CFTimeInterval", "CGFloat.NativeType":
      return .double(0)
    case "String", "NSString", "Substring": return .string("")
    case "CGRect": return .rect(.zero)
    case "CGPoint": return .point(Point(x: 0, y: 0))
    case "CGSize": return .size(Size(width: 0, height: 0))
    case "CGAffineTransform": return transform(.identity)
    case "UIEdgeInsets": return insets(.zero)
    case "Set": return .set(SetValue())
    case "Self", "instancetype": return nil
    case "Any", "AnyObject", "AnyClass", "Selector", "OpaquePointer", "UnsafeRawPointer",
      "UnsafeMutableRawPointer":
      return .nilValue
    default: break
    }
    guard let declaration = Surface.shared.type(name) else { return nil }
    switch declaration.kind {
    case .class: return nil
    case .options: return .options([], type: declaration.name)
    case .enum:
      let zero = declaration.cases.first { $0.rawValue == "0" } ?? declaration.cases.first
      return zero.map { .enumCase(EnumValue(typeName: declaration.name, caseName: $0.name)) }
        ?? .int(0)
    case .typed:
      return declaration.base.flatMap(namedNaturalValue).map { typedNumber($0, of: declaration) }
        ?? .nilValue
    case .struct:
      let fields = declaration.members.filter { $0.kind == .property && !$0.isClassMember }
      var values: [String: Value] = [:]
      for field in fields { values[field.name] = naturalValue(of: field.type) ?? .nilValue }
      if name == "CATransform3D" {
        // The identity, as `CATransform3DIdentity` is: what an unsimulated transform leaves.
        for diagonal in ["m11", "m22", "m33", "m44"] { values[diagonal] = .double(1) }
      }
      return .structure(
        StructValue(typeName: declaration.name, fields: values, order: fields.map(\.name)))
    case .protocol, .global:
      return .nilValue
    }
  }

  /// The result type of the SDK's method or property getter `selector` (the first row that
  /// declares it), for what a message to nil returns.
  static func resultType(ofSelector selector: String) -> SurfaceTypeExpression? {
    resultTypes[selector]
  }

  private static let resultTypes: [String: SurfaceTypeExpression] = {
    var table: [String: SurfaceTypeExpression] = [:]
    for type in Surface.shared.types where type.kind != .global {
      for member in type.members where member.kind == .method || member.kind == .property {
        guard !member.objcName.isEmpty else { continue }
        for name in [member.objcName, member.objcPropertyName] where table[name] == nil {
          table[name] = member.type
        }
      }
    }
    return table
  }()

  /// A row's initial value, written as Swift writes a literal of the property's type: `true`,
  /// `1`, `0.5`, `nil`, `.natural` (a case of the type), `CGSize(width: 0, height: -3)`.
  static func literal(_ text: String, of type: SurfaceTypeExpression) -> Value? {
    switch text {
    case "nil": return .nilValue
    case "true": return .bool(true)
    case "false": return .bool(false)
    default: break
    }
    let typeName = type.name ?? ""
    if text.hasPrefix(".") {
      let name = String(text.dropFirst())
      guard let declaration = Surface.shared.type(typeName),
        declaration.cases.contains(where: { $0.name == name })
      else { return nil }
      return declaration.kind == .options
        ? .options([name], type: declaration.name)
        : .enumCase(EnumValue(typeName: declaration.name, caseName: name))
    }
    if let open = text.firstIndex(of: "("), text.hasSuffix(")") {
      var fields: [String: Double] = [:]
      for argument in text[text.index(after: open)..<text.index(before: text.endIndex)].split(
        separator: ",")
      {
        let parts = argument.split(separator: ":").map { $0.filter { $0 != " " } }
        guard parts.count == 2, let number = Double(parts[1]) else { return nil }
        fields[String(parts[0])] = number
      }
      switch text[..<open] {
      case "CGSize":
        return .size(Size(width: fields["width"] ?? 0, height: fields["height"] ?? 0))
      case "CGPoint":
        return .point(Point(x: fields["x"] ?? 0, y: fields["y"] ?? 0))
      default: return nil
      }
    }
    let floating = ["CGFloat", "Double", "Float", "TimeInterval", "UILayoutPriority"]
    if !floating.contains(typeName), let number = Int(text) { return .int(number) }
    return Double(text).map(Value.double)
  }
}
