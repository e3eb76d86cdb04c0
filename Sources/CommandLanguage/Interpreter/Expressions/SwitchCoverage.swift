/// Whether the patterns of a Swift `switch` cover every value, as swiftc's space engine decides
/// it: a tuple is covered element by element, an optional by `.some` and `.none` (or `nil`), a
/// Bool by `true` and `false`, an enumeration by all of its cases.
///
/// The matrix method of pattern usefulness: the switch is exhaustive when a row of wildcards
/// would be useless after the rows written.
struct SwitchCoverage {
  /// A pattern reduced to what coverage depends on.
  indirect enum Space: Equatable {
    case any
    case constructor(String, [Space])
  }

  /// The cases of an enumeration that declares all of these case names, if one does.
  let enumCases: (Set<String>) -> [String]?

  /// Whether the rows (one pattern each) leave no value unmatched.
  func isExhaustive(_ patterns: [Pattern]) -> Bool {
    let rows = patterns.map { [Self.space($0)] }
    return !isUseful(rows, width: 1, budget: 10_000)
  }

  /// The space of a pattern; a literal or expression matches some values of its type only.
  static func space(_ pattern: Pattern) -> Space {
    switch pattern {
    case .wildcard, .binding: return .any
    case .tuple(let elements): return .constructor("()", elements.map { space($0.pattern) })
    case .optional(let inner): return .constructor("some", [space(inner)])
    case .enumCase(_, let name, let payload, _):
      let elements = (payload ?? []).map { space($0.pattern) }
      // `.some(x)` with one element, `.loaded(let a, let b)` with several.
      return .constructor(name, elements)
    case .value(let expr):
      switch expr.kind {
      case .boolLiteral(let flag): return .constructor(flag ? "true" : "false", [])
      case .nilLiteral: return .constructor("none", [])
      case .implicitMember(let name): return .constructor(name, [])
      default: return .constructor("#value", [])
      }
    case .cast, .isType: return .constructor("#cast", [])
    }
  }

  /// Whether a row of `width` wildcards matches a value no row of `rows` matches.
  private func isUseful(_ rows: [[Space]], width: Int, budget: Int) -> Bool {
    if width == 0 { return rows.isEmpty }
    if rows.isEmpty { return true }
    guard budget > 0 else { return true }
    var names: [String] = []
    var arity: [String: Int] = [:]
    for row in rows {
      if case .constructor(let name, let elements) = row[0] {
        if arity[name] == nil { names.append(name) }
        arity[name] = max(arity[name] ?? 0, elements.count)
      }
    }
    if let complete = completeSignature(Set(names)) {
      for name in complete {
        let count = arity[name] ?? (name == "some" ? 1 : 0)
        let specialized = rows.compactMap { row -> [Space]? in
          switch row[0] {
          case .any: return Array(repeating: .any, count: count) + row.dropFirst()
          case .constructor(let other, var elements) where other == name:
            elements += Array(repeating: .any, count: max(0, count - elements.count))
            return elements + row.dropFirst()
          default: return nil
          }
        }
        if isUseful(specialized, width: count + width - 1, budget: budget / 2) { return true }
      }
      return false
    }
    let defaults = rows.compactMap { row -> [Space]? in
      row[0] == .any ? Array(row.dropFirst()) : nil
    }
    return isUseful(defaults, width: width - 1, budget: budget - 1)
  }

  /// Every constructor of the type these names belong to, when the names tell it and it has
  /// finitely many; nil otherwise (a column of literals is never complete).
  private func completeSignature(_ names: Set<String>) -> [String]? {
    guard !names.isEmpty, !names.contains("#value"), !names.contains("#cast") else { return nil }
    if names == ["()"] { return ["()"] }
    if names.isSubset(of: ["some", "none"]) { return ["some", "none"] }
    if names.isSubset(of: ["true", "false"]) { return ["true", "false"] }
    return enumCases(names)
  }
}
