import Simulation

extension Interpreter {
  /// A copy of `value` with the part at `path` replaced.
  func replacing(
    _ value: Value, at path: ArraySlice<PathStep>, with newValue: Value, _ env: Env
  ) throws -> Value {
    guard let step = path.first else { return newValue }
    let rest = path.dropFirst()
    switch step {
    case .index(let index, let range):
      switch value {
      case .dictionary(var dictionary):
        try replaceEntry(of: &dictionary, index, rest, newValue, range, env)
        return .dictionary(dictionary)
      case .mutableDictionary(let box):
        try replaceEntry(of: &box.dictionary, index, rest, newValue, range, env)
        return value
      case .mutableArray(let box):
        if rest.isEmpty, dialect(of: env) == .objc, case .int(box.items.count) = index {
          // `setObject:atIndexedSubscript:` at the count adds the object, as Foundation does.
          box.items.append(newValue)
          return value
        }
        let position = try arrayPosition(value, index, range, env)
        box.items[position] = try replacing(box.items[position], at: rest, with: newValue, env)
        return value
      case .array(var items):
        let position = try arrayPosition(value, index, range, env)
        items[position] = try replacing(items[position], at: rest, with: newValue, env)
        return .array(items)
      case .nilValue where dialect(of: env) == .objc:
        // `nilDictionary[key] = value` is a message to nil: it does nothing.
        return value
      default:
        throw error(.notSubscriptable(value.typeName(in: world)), range, env)
      }
    case .member(let name, let range):
      let inner = try property(name, of: value, range, env)
      let replaced = try replacing(inner, at: rest, with: newValue, env)
      return try setting(name, of: value, to: replaced, range, env)
    }
  }

  /// The position an array subscript names, which must be in range.
  private func arrayPosition(_ array: Value, _ index: Value, _ range: SourceRange, _ env: Env)
    throws -> Int
  {
    guard case .int(let position) = index else {
      throw error(.badIndex(index.typeName(in: world)), range, env)
    }
    guard position >= 0, position < arrayItems(array)?.count ?? 0 else {
      throw indexTrap(array, position, method: "setObject:atIndexedSubscript:", range, env)
    }
    return position
  }

  /// Sets a dictionary's value for a key (`dict[k] = v`, `counts[k, default: 0] += 1`);
  /// assigning nil removes the key.
  private func replaceEntry(
    of dictionary: inout DictionaryValue, _ index: Value, _ rest: ArraySlice<PathStep>,
    _ newValue: Value, _ range: SourceRange, _ env: Env
  ) throws {
    var keyValue = index
    var fallback = Value.nilValue
    if case .tuple(let tuple) = index, tuple.labels.last == "default", tuple.values.count == 2 {
      keyValue = tuple.values[0]
      fallback = tuple.values[1]
    }
    let key = try hashKey(keyValue, range, env)
    let current = dictionary.value(for: key) ?? fallback
    let replaced = try replacing(current, at: rest, with: newValue, env)
    if replaced.isNil, rest.isEmpty {
      dictionary.remove(key)
    } else {
      dictionary.set(replaced, for: key, original: keyValue)
    }
  }

  /// A struct with one member changed (`rect.origin`, `point.x`, `size.width`, a field of the
  /// user's structure).
  func setting(
    _ name: String, of value: Value, to newValue: Value, _ range: SourceRange,
    _ env: Env
  ) throws -> Value {
    if case .structure(let structure) = value {
      return try settingField(name, of: structure, to: newValue, range, env)
    }
    // `_view.frame = r` with a nil instance variable: in Objective-C a message to nil, which
    // does nothing.
    if value.isNil, dialect(of: env) == .objc { return value }
    if case .tuple(var tuple) = value {
      let position = tuple.labels.firstIndex(of: name) ?? Int(name)
      guard let position, position >= 0, position < tuple.values.count else {
        throw error(.noMember(value.typeName(in: world), name), range, env)
      }
      tuple.values[position] = newValue
      return .tuple(tuple)
    }
    func number() throws -> Double {
      guard let number = newValue.number, !newValue.isBool else {
        throw error(.typeMismatch(newValue.typeName(in: world), "CGFloat"), range, env)
      }
      return number
    }
    switch (value, name, newValue) {
    case (.rect(var rect), "origin", .point(let point)):
      rect.origin = point
      return .rect(rect)
    case (.rect(var rect), "size", .size(let size)):
      rect.size = size
      return .rect(rect)
    case (.point(var point), "x", _):
      point.x = try number()
      return .point(point)
    case (.point(var point), "y", _):
      point.y = try number()
      return .point(point)
    case (.size(var size), "width", _):
      size.width = try number()
      return .size(size)
    case (.size(var size), "height", _):
      size.height = try number()
      return .size(size)
    default:
      throw error(.notAssignable(name), range, env)
    }
  }
}
