/// A linear expression: a constant plus a weighted sum of variables.
struct LinearExpression {
  var constant = 0.0
  var terms: [Int: Double] = [:]

  init(constant: Double = 0, terms: [Int: Double] = [:]) {
    self.constant = constant
    self.terms = terms
  }

  static func variable(_ index: Int, _ coefficient: Double = 1) -> LinearExpression {
    LinearExpression(terms: [index: coefficient])
  }

  static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.constant += rhs.constant
    for (index, coefficient) in rhs.terms { result.terms[index, default: 0] += coefficient }
    return result
  }

  static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
    LinearExpression(
      constant: factor * expression.constant,
      terms: expression.terms.mapValues { factor * $0 })
  }

  /// The value for given variable values.
  func value(_ values: [Double]) -> Double {
    terms.reduce(constant) { $0 + $1.value * values[$1.key] }
  }
}

/// Solves linear equalities incrementally by Gauss–Jordan elimination: each added row is
/// reduced against the rows kept so far and either kept, found redundant, or found to contradict
/// them. Enough for the systems a screen of views makes (tens of variables).
struct LinearSystem {
  enum Outcome { case added, redundant, conflicting }

  let count: Int
  /// Kept rows, each with its pivot variable; coefficients of other pivots are eliminated.
  private var rows: [(pivot: Int, coefficients: [Double], constant: Double)] = []
  private static let epsilon = 1e-9

  init(variables: Int) { count = variables }

  /// Adds `expression = 0`.
  mutating func add(_ expression: LinearExpression) -> Outcome {
    var coefficients = Array(repeating: 0.0, count: count)
    for (index, coefficient) in expression.terms where index < count {
      coefficients[index] += coefficient
    }
    var constant = -expression.constant
    for row in rows where abs(coefficients[row.pivot]) > LinearSystem.epsilon {
      let factor = coefficients[row.pivot]
      for index in 0..<count { coefficients[index] -= factor * row.coefficients[index] }
      constant -= factor * row.constant
    }
    guard
      let pivot = coefficients.indices.max(by: { abs(coefficients[$0]) < abs(coefficients[$1]) }),
      abs(coefficients[pivot]) > LinearSystem.epsilon
    else {
      return abs(constant) > 1e-6 ? .conflicting : .redundant
    }
    let scale = coefficients[pivot]
    for index in 0..<count { coefficients[index] /= scale }
    constant /= scale
    for index in rows.indices where abs(rows[index].coefficients[pivot]) > LinearSystem.epsilon {
      let factor = rows[index].coefficients[pivot]
      for column in 0..<count {
        rows[index].coefficients[column] -= factor * coefficients[column]
      }
      rows[index].constant -= factor * constant
    }
    rows.append((pivot, coefficients, constant))
    return .added
  }

  /// Whether `expression = 0` could be added without a contradiction.
  func admits(_ expression: LinearExpression) -> Bool {
    var copy = self
    return copy.add(expression) != .conflicting
  }

  /// Whether the variable's value is fixed by the rows.
  func isDetermined(_ variable: Int) -> Bool {
    rows.contains { row in
      row.pivot == variable
        && row.coefficients.indices.allSatisfy {
          $0 == variable || abs(row.coefficients[$0]) <= LinearSystem.epsilon
        }
    }
  }

  /// The values of the variables, taking `fallback` for those the rows leave free.
  func solution(fallback: [Double]) -> [Double] {
    var values = fallback
    var free = Set(0..<count)
    for row in rows { free.remove(row.pivot) }
    for row in rows {
      var value = row.constant
      for index in free where abs(row.coefficients[index]) > LinearSystem.epsilon {
        value -= row.coefficients[index] * fallback[index]
      }
      values[row.pivot] = value
    }
    return values
  }
}
