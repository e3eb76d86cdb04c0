import Simulation

extension Interpreter {
  /// How deep C structures may nest inside each other before a field counts as empty (a
  /// structure that contains itself is clang's error; this only keeps the zero finite).
  private static let maxStructNesting = 16

  /// A C structure's zero: every field its type's zero (numbers 0, `BOOL` NO, pointers nil,
  /// nested structures their own zero), as a global, an instance variable or `= {0}` has it.
  func cStructZero(_ info: ClassInfo, depth: Int = 0) -> Value {
    var fields: [String: Value] = [:]
    var order: [String] = []
    for (name, property) in info.storedInstanceProperties {
      order.append(name)
      if let type = property.type, type.pointerDepth == 0,
        let nested = classes.existing(classes.resolveAlias(type.name)), nested.isCStruct
      {
        fields[name] =
          depth < Self.maxStructNesting ? cStructZero(nested, depth: depth + 1) : .nilValue
      } else {
        fields[name] = defaultValue(property.type)
      }
    }
    return .structure(StructValue(typeName: info.name, fields: fields, order: order))
  }

  /// A C structure from what initialises it: a structure of its type (copied), `{1, 2}` (the
  /// fields in order, the rest zero) or `{.x = 1, .y = 2}` (fields by name).
  func cStruct(_ info: ClassInfo, from value: Value, _ range: SourceRange, _ env: Env) throws
    -> Value
  {
    guard case .structure(var built) = cStructZero(info) else { return value }
    func set(_ name: String, _ item: Value) throws {
      let type = info.properties[name]?.type
      built.fields[name] = try convert(item, toDeclared: type, range, env)
    }
    switch value {
    case .structure(let other) where other.typeName == info.name:
      return value
    case .array(let items):
      guard items.count <= built.order.count else {
        throw error(.excessInitializers(info.name), range, env)
      }
      for (index, item) in items.enumerated() { try set(built.order[index], item) }
    case .dictionary(let entries):
      for (key, item) in zip(entries.keys, entries.values) {
        guard case .string(let name) = key, built.order.contains(name) else {
          let written = (try? describe(key)) ?? ""
          throw error(.noFieldDesignator(written, info.name), range, env)
        }
        try set(name, item)
      }
    default:
      throw error(.typeMismatch(value.typeName(in: world), info.name), range, env)
    }
    return .structure(built)
  }

  /// Core Graphics' structures from designated initialisers: `{.x = 1, .y = 2}`,
  /// `{.origin = p, .size = {3, 4}}`; a field left out is zero.
  func cGeometry(_ typeName: String, fields: DictionaryValue) -> Value? {
    let names: [String]
    switch typeName {
    case "CGPoint": names = ["x", "y"]
    case "CGSize": names = ["width", "height"]
    case "CGRect": names = ["origin", "size"]
    default: return nil
    }
    var items: [Value] = names.map { _ in .int(0) }
    if typeName == "CGRect" { items = [.point(.zero), .size(.zero)] }
    for (key, value) in zip(fields.keys, fields.values) {
      guard case .string(let name) = key, let index = names.firstIndex(of: name) else {
        return nil
      }
      switch (typeName, value) {
      case ("CGRect", .array(let inner)):
        guard let part = cGeometry(index == 0 ? "CGPoint" : "CGSize", inner) else { return nil }
        items[index] = part
      case ("CGRect", .dictionary(let inner)):
        guard let part = cGeometry(index == 0 ? "CGPoint" : "CGSize", fields: inner) else {
          return nil
        }
        items[index] = part
      default: items[index] = value
      }
    }
    return cGeometry(typeName, items)
  }

  /// Core Graphics' structures from C initialiser lists: `CGPoint p = {1, 2}`,
  /// `CGRect r = {{0, 0}, {320, 44}}` (or with its inner braces left out, `{0, 0, 320, 44}`).
  func cGeometry(_ typeName: String, _ items: [Value]) -> Value? {
    func numbers(_ values: [Value]) -> [Double]? {
      var flat: [Double] = []
      for value in values {
        switch value {
        case .array(let inner):
          guard let more = numbers(inner) else { return nil }
          flat += more
        case .point(let point): flat += [point.x, point.y]
        case .size(let size): flat += [size.width, size.height]
        default:
          guard let number = value.number, !value.isBool else { return nil }
          flat.append(number)
        }
      }
      return flat
    }
    guard let flat = numbers(items) else { return nil }
    let padded = flat + Array(repeating: 0, count: max(0, 4 - flat.count))
    switch typeName {
    case "CGPoint" where flat.count <= 2: return .point(Point(x: padded[0], y: padded[1]))
    case "CGSize" where flat.count <= 2: return .size(Size(width: padded[0], height: padded[1]))
    case "CGRect" where flat.count <= 4:
      return .rect(Rect(x: padded[0], y: padded[1], width: padded[2], height: padded[3]))
    default: return nil
    }
  }
}
