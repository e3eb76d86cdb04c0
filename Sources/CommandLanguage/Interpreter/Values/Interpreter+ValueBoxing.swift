import Simulation

/// `NSValue`'s boxes of geometry (`[NSValue valueWithCGRect:r]`, `NSValue(cgPoint: p)`) and their
/// reading back (`CGRectValue`, `cgPointValue`). A box is the value itself here: what is put in
/// is what comes out, and a box read as another type (undefined in C) is refused.
extension Interpreter {
  /// The kinds a box holds, by the name each spelling uses.
  private enum BoxedKind: String {
    case rect, point, size, insets, transform

    /// Whether `value` is of this kind.
    func holds(_ value: Value) -> Bool {
      switch (self, value) {
      case (.rect, .rect), (.point, .point), (.size, .size): return true
      case (.insets, .structure(let structure)): return structure.typeName == "UIEdgeInsets"
      case (.transform, .structure(let structure)):
        return structure.typeName == "CGAffineTransform"
      default: return false
      }
    }
  }

  /// The kind a boxing spelling makes: `valueWithCGRect:` (Objective-C), `cgRect` (Swift's label).
  private static let boxings: [String: BoxedKind] = [
    "valueWithCGRect:": .rect, "cgRect": .rect, "valueWithCGPoint:": .point, "cgPoint": .point,
    "valueWithCGSize:": .size, "cgSize": .size, "valueWithUIEdgeInsets:": .insets,
    "uiEdgeInsets": .insets, "valueWithCGAffineTransform:": .transform,
    "cgAffineTransform": .transform,
  ]

  /// The kind a reading spelling expects: `CGRectValue` (Objective-C), `cgRectValue` (Swift).
  private static let readings: [String: BoxedKind] = [
    "CGRectValue": .rect, "cgRectValue": .rect, "CGPointValue": .point, "cgPointValue": .point,
    "CGSizeValue": .size, "cgSizeValue": .size, "UIEdgeInsetsValue": .insets,
    "uiEdgeInsetsValue": .insets, "CGAffineTransformValue": .transform,
    "cgAffineTransformValue": .transform,
  ]

  /// `[NSValue valueWithCGRect:r]` or `NSValue(cgRect: r)`: the value; nil for any other call.
  func boxedValue(
    _ typeName: String, _ site: CallSite, _ args: CallArguments, _ env: Env
  ) throws -> Value? {
    guard typeName == "NSValue", args.count == 1 else { return nil }
    let spelling = site.dialect == .objc ? site.key : (args.labels.first ?? nil) ?? ""
    guard let kind = Self.boxings[spelling] else { return nil }
    let value = args.values[0]
    guard kind.holds(value) else {
      throw error(
        .wrongArguments(site.written, "NSValue(\(spelling))", kind.rawValue), site.nameRange, env)
    }
    return value
  }

  /// A box read back (`[v CGRectValue]`, `v.cgRectValue`): the value, when it is of the kind
  /// read; nil when `name` reads no box.
  func unboxedValue(_ name: String, of receiver: Value, _ range: SourceRange, _ env: Env) throws
    -> Value?
  {
    // Only geometry can be a box: other receivers (every property read comes here) are not
    // looked up.
    switch receiver {
    case .rect, .point, .size, .structure: break
    default: return nil
    }
    guard let kind = Self.readings[name] else { return nil }
    guard kind.holds(receiver) else {
      throw error(.notSimulated("reading an NSValue as another type than it holds"), range, env)
    }
    return receiver
  }
}
