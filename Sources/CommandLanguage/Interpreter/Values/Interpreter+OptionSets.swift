import UIKitSurface

extension Interpreter {
  // MARK: - The SDK's option sets

  /// An array literal read as an option set (`[.flexibleWidth, .flexibleHeight]`): the union of
  /// its members, of `type` or of the type its members have; nil when an item is no option.
  static func optionSet(fromArray items: [Value], type: String?) -> Value? {
    var names: [String] = []
    var found = OptionBits.declaration(type)?.name
    for item in items {
      guard case .options(let more, let itemType) = item else { return nil }
      found = found ?? itemType
      names += more.filter { !names.contains($0) }
    }
    return .options(names, type: found)
  }

  /// Two option sets are equal when they hold the same bits (`UIRectEdge.all` and its four
  /// edges); without a type to read bits from, when they name the same members.
  static func optionsEqual(_ a: [String], _ aType: String?, _ b: [String], _ bType: String?)
    -> Bool
  {
    if let declaration = OptionBits.declaration(of: a + b, type: aType, or: bType),
      let left = OptionBits.bits(of: a, in: declaration),
      let right = OptionBits.bits(of: b, in: declaration)
    {
      return left == right
    }
    return Set(a) == Set(b)
  }

  /// The bits of an option set or of the integer C mixes with one (`mask & ~flag`), with the
  /// option set's declaration; nil when neither operand gives one.
  func optionOperands(_ left: Value, _ right: Value)
    -> (SurfaceTypeDeclaration, Int, Int)?
  {
    var names: [String] = []
    var types: [String?] = []
    for value in [left, right] {
      if case .options(let more, let type) = value {
        names += more
        types.append(type)
      }
    }
    guard !types.isEmpty,
      let declaration = OptionBits.declaration(
        of: names, type: types[0], or: types.count > 1 ? types[1] : nil)
    else { return nil }
    func bits(_ value: Value) -> Int? {
      switch value {
      case .options(let more, _): return OptionBits.bits(of: more, in: declaration)
      case .int(let number): return number
      default: return nil
      }
    }
    guard let a = bits(left), let b = bits(right) else { return nil }
    return (declaration, a, b)
  }

  /// `a | b`, `a & b`, `a ^ b` where one side is an option set: an option set of the same type
  /// (C's `NS_OPTIONS` values are integers that keep their bits); nil for other operands.
  func optionOperator(_ op: BinaryOperator, _ left: Value, _ right: Value) -> Value? {
    if op == .bitOr, case .options(let a, let aType) = left, case .options(let b, let bType) = right
    {
      // The members as written stay in order, so the log shows them as typed.
      return .options(
        a + b.filter { !a.contains($0) }, type: OptionBits.declaration(aType ?? bType)?.name)
    }
    guard let (declaration, a, b) = optionOperands(left, right) else {
      if op == .bitAnd, case .options(let a, let type) = left, case .options(let b, _) = right {
        return .options(a.filter { b.contains($0) }, type: type)
      }
      return nil
    }
    switch op {
    case .bitOr: return OptionBits.value(a | b, in: declaration)
    case .bitAnd: return OptionBits.value(a & b, in: declaration)
    case .bitXor: return OptionBits.value(a ^ b, in: declaration)
    default: return nil
    }
  }

  /// `~mask`: C's complement of an `NS_OPTIONS` value is an integer with every other bit set.
  func optionComplement(_ value: Value) -> Value? {
    guard case .options(let names, let type) = value,
      let declaration = OptionBits.declaration(of: names, type: type),
      let bits = OptionBits.bits(of: names, in: declaration)
    else { return nil }
    return .int(~bits)
  }

  /// An option set's properties: `rawValue` (its bits, as Swift's `OptionSet` stores them) and
  /// `isEmpty`.
  func optionProperty(_ name: String, _ names: [String], type: String?) -> Value? {
    switch name {
    case "isEmpty": return .bool(names.isEmpty)
    case "rawValue":
      guard let declaration = OptionBits.declaration(of: names, type: type) else {
        return names.isEmpty ? .int(0) : nil
      }
      return OptionBits.bits(of: names, in: declaration).map(Value.int)
    default: return nil
    }
  }

  /// Swift's `OptionSet` and `SetAlgebra` methods on an SDK option set (`contains`, `insert`,
  /// `remove`, `union`, `intersection`, `subtracting`, `isSubset(of:)`, `formUnion`, …),
  /// computed on its bits; a mutating one writes the set back. Nil for another method.
  func optionMethod(_ names: [String], type: String?, _ call: ValueCall, receiverExpr: Expr?)
    throws -> Value?
  {
    guard call.count == 1, let argument = call.value(0) else { return nil }
    let member: Value
    if case .array(let items) = argument,
      let merged = Self.optionSet(fromArray: items, type: type)
    {
      member = merged
    } else {
      member = argument
    }
    guard case .options(let otherNames, let otherType) = member,
      let declaration = OptionBits.declaration(of: names + otherNames, type: type, or: otherType),
      let mine = OptionBits.bits(of: names, in: declaration),
      let other = OptionBits.bits(of: otherNames, in: declaration)
    else {
      return nil
    }
    let value = { (bits: Int) in OptionBits.value(bits, in: declaration) }
    switch (call.site.base, call.labels) {
    case ("contains", [nil]): return .bool(mine & other == other)
    case ("isSubset", ["of"]): return .bool(mine & other == mine)
    case ("isSuperset", ["of"]): return .bool(mine & other == other)
    case ("isStrictSubset", ["of"]): return .bool(mine & other == mine && mine != other)
    case ("isStrictSuperset", ["of"]): return .bool(mine & other == other && mine != other)
    case ("isDisjoint", ["with"]): return .bool(mine & other == 0)
    case ("union", [nil]): return value(mine | other)
    case ("intersection", [nil]): return value(mine & other)
    case ("symmetricDifference", [nil]): return value(mine ^ other)
    case ("subtracting", [nil]): return value(mine & ~other)
    default: break
    }
    let result: Value
    let changed: Int
    switch (call.site.base, call.labels) {
    case ("insert", [nil]):
      // `(inserted: Bool, memberAfterInsert: Element)`, as `OptionSet.insert(_:)` returns.
      changed = mine | other
      result = .tuple(
        TupleValue(
          values: [.bool(mine & other != other), mine & other == other ? value(other) : member],
          labels: ["inserted", "memberAfterInsert"]))
    case ("remove", [nil]):
      // The part of the member that was there, or nil.
      changed = mine & ~other
      result = mine & other == 0 ? .nilValue : value(mine & other)
    case ("update", ["with"]):
      changed = mine | other
      result = mine & other == 0 ? .nilValue : value(mine & other)
    case ("formUnion", [nil]): (changed, result) = (mine | other, .void)
    case ("formIntersection", [nil]): (changed, result) = (mine & other, .void)
    case ("formSymmetricDifference", [nil]): (changed, result) = (mine ^ other, .void)
    case ("subtract", [nil]): (changed, result) = (mine & ~other, .void)
    default: return nil
    }
    try writeBack(value(changed), to: receiverExpr, call)
    return result
  }
}
