import Simulation

extension Interpreter {
  // MARK: - Methods of values

  /// Methods of arrays, rectangles and strings; mutating ones write back through `receiverExpr`.
  func valueMethod(
    _ receiver: Value, _ site: CallSite, _ args: CallArguments, _ env: Env, receiverExpr: Expr?
  ) throws -> Value? {
    switch receiver {
    case .array(var items):
      let key = site.dialect == .objc ? site.written : site.base
      switch key {
      case "count": return .int(items.count)
      case "firstObject", "first": return items.first ?? .nilValue
      case "lastObject", "last": return items.last ?? .nilValue
      case "contains", "containsObject:":
        guard let needle = args.values.first else { return nil }
        return .bool(items.contains { equal($0, needle) })
      case "firstIndex", "indexOfObject:":
        guard let needle = args.values.first else { return nil }
        let index = items.firstIndex { equal($0, needle) }
        if site.dialect == .objc { return .int(index ?? Int.max) }
        return index.map(Value.int) ?? .nilValue
      case "objectAtIndex:":
        guard let index = args.values.first else { return nil }
        return try element(of: receiver, at: index, args.ranges[0], env)
      case "mutableCopy", "copy", "reversed":
        return key == "reversed" ? .array(items.reversed()) : receiver
      case "append", "addObject:":
        guard let item = args.values.first else { return nil }
        guard items.count < limits.maxCollectionSize else {
          throw error(.collectionLimit(limits.maxCollectionSize), site.range, env)
        }
        items.append(item)
      case "removeAll", "removeAllObjects":
        items.removeAll()
      case "removeLast", "removeLastObject":
        guard !items.isEmpty else { throw error(.indexOutOfRange(0, 0), site.range, env) }
        items.removeLast()
      case "removeObject:":
        guard let needle = args.values.first else { return nil }
        items.removeAll { equal($0, needle) }
      case "remove", "removeObjectAtIndex:", "insert", "insertObject:atIndex:":
        let isInsert = key.hasPrefix("insert")
        guard let indexValue = args.values.last, case .int(let index) = indexValue,
          index >= 0, index < items.count + (isInsert ? 1 : 0)
        else {
          throw error(.indexOutOfRange(0, items.count), site.range, env)
        }
        if isInsert, let item = args.values.first {
          items.insert(item, at: index)
        } else {
          items.remove(at: index)
        }
      default:
        return nil
      }
      guard let receiverExpr else { throw error(.notAssignableExpression, site.range, env) }
      let place = try resolve(receiverExpr, env)
      try write(place, .array(items), env, slot: -1)
      return .void
    case .rect(let rect):
      switch site.dialect == .objc ? site.written : site.written {
      case "offsetBy(dx:dy:)", "insetBy(dx:dy:)":
        guard args.count == 2, let dx = args.values[0].number, let dy = args.values[1].number else {
          return nil
        }
        return .rect(
          site.base == "offsetBy" ? rect.offsetBy(dx: dx, dy: dy) : rect.insetBy(dx: dx, dy: dy))
      case "intersects(_:)":
        guard case .rect(let other)? = args.values.first else { return nil }
        return .bool(rect.intersects(other))
      case "equalTo(_:)":
        guard case .rect(let other)? = args.values.first else { return nil }
        return .bool(rect == other)
      default:
        return nil
      }
    case .string(let text):
      switch site.base {
      case "uppercased", "uppercaseString": return .string(text.uppercased())
      case "lowercased", "lowercaseString": return .string(text.lowercased())
      case "hasPrefix":
        guard case .string(let prefix)? = args.values.first else { return nil }
        return .bool(text.hasPrefix(prefix))
      default: return nil
      }
    default:
      return nil
    }
  }
}

/// Number formatting shared by the language's own output.
enum ValueText {
  /// `320`, `0.25`: no needless fraction.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return String(value) }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  /// A fixed number of decimals, as `%.2f` gives.
  static func fixed(_ value: Double, precision: Int) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<precision { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    guard scaled < 9e18 else { return String(value) }
    let whole = Int64(scaled)
    let integerPart = whole / Int64(scale)
    var fraction = String(whole % Int64(scale))
    while fraction.count < precision { fraction = "0" + fraction }
    let sign = value < 0 && whole != 0 ? "-" : ""
    return precision == 0 ? "\(sign)\(integerPart)" : "\(sign)\(integerPart).\(fraction)"
  }
}
