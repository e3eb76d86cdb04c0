import UIKitSurface

/// The bits of the SDK's option sets, read from their rows: what Swift's `OptionSet` and C's
/// bit operators compute with (`UIRectEdge.all` is `[.top, .left, .bottom, .right]` because
/// its raw value holds their bits).
enum OptionBits {
  /// The option set declaration a type name names; nil for any other type.
  static func declaration(_ type: String?) -> SurfaceTypeDeclaration? {
    guard let type, let found = Surface.shared.type(type), found.kind == .options else {
      return nil
    }
    return found
  }

  /// The option set a value of these members belongs to: its own type, else the other
  /// operand's, else the first option set that declares every member.
  static func declaration(of names: [String], type: String?, or other: String? = nil)
    -> SurfaceTypeDeclaration?
  {
    if let found = declaration(type) ?? declaration(other) { return found }
    guard let first = names.first else { return nil }
    return Surface.shared.typesHaving(case: first).lazy.compactMap { declaration($0) }.first {
      bits(of: names, in: $0) != nil
    }
  }

  /// The bits of one member; nil when the type declares no such member.
  static func bits(of member: String, in declaration: SurfaceTypeDeclaration) -> Int? {
    declaration.cases.first { $0.name == member }?.rawValue.flatMap(bits(ofRaw:))
  }

  /// The bits of a set of members; nil when one of them is not the type's.
  static func bits(of names: [String], in declaration: SurfaceTypeDeclaration) -> Int? {
    var result = 0
    for name in names {
      guard let value = bits(of: name, in: declaration) else { return nil }
      result |= value
    }
    return result
  }

  /// The bits a raw value in the rows stands for: `4`, `1 << 2`.
  static func bits(ofRaw raw: String) -> Int? {
    if let number = Int(raw) { return number }
    let parts = raw.split(separator: "<").map { $0.filter { !$0.isWhitespace } }
    guard parts.count == 2, let base = Int(parts[0]), let shift = Int(parts[1]), shift < 63 else {
      return nil
    }
    return base << shift
  }

  /// The members whose bits make up `bits`, widest first (`.all` rather than its four edges,
  /// `.curveLinear` rather than `.curveEaseIn` and `.curveEaseOut`), in declaration order.
  static func names(of bits: Int, in declaration: SurfaceTypeDeclaration) -> [String] {
    var members: [(index: Int, name: String, bits: Int)] = []
    for (index, item) in declaration.cases.enumerated() where item.name != "[]" {
      guard let value = item.rawValue.flatMap(bits(ofRaw:)), value != 0,
        !members.contains(where: { $0.name == item.name })
      else { continue }
      members.append((index, item.name, value))
    }
    var remaining = bits
    var chosen: [(index: Int, name: String)] = []
    for member in members.sorted(by: { $0.bits.nonzeroBitCount > $1.bits.nonzeroBitCount })
    where member.bits & remaining == member.bits {
      chosen.append((member.index, member.name))
      remaining &= ~member.bits
    }
    return chosen.sorted { $0.index < $1.index }.map(\.name)
  }

  /// The value of `bits` in an option set.
  static func value(_ bits: Int, in declaration: SurfaceTypeDeclaration) -> Value {
    .options(names(of: bits, in: declaration), type: declaration.name)
  }
}
