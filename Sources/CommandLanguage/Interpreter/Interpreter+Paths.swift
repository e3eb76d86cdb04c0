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
      guard case .array(var items) = value else {
        throw error(.notSubscriptable(value.typeName(in: world)), range, env)
      }
      guard index >= 0, index < items.count else {
        throw error(.indexOutOfRange(index, items.count), range, env)
      }
      items[index] = try replacing(items[index], at: rest, with: newValue, env)
      return .array(items)
    case .member(let name, let range):
      let inner = try property(name, of: value, range, env)
      let replaced = try replacing(inner, at: rest, with: newValue, env)
      return try setting(name, of: value, to: replaced, range, env)
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
