import Simulation

extension ClassTable {
  /// Declares an enumeration with its cases (replacing an earlier one of the same name).
  mutating func declareEnum(_ name: String, cases: [EnumCaseInfo], rawType: String?) {
    declare(name, superclass: nil, isStruct: true)
    classes[name]?.enumCases = cases
    classes[name]?.rawType = rawType
    for (caseName, owners) in enumsByCase { enumsByCase[caseName] = owners.filter { $0 != name } }
    for item in cases { enumsByCase[item.name, default: []].append(name) }
  }

  /// The cases of an enumeration, or none when the name is not one.
  func enumCases(of name: String) -> [EnumCaseInfo] { classes[name]?.enumCases ?? [] }

  /// The raw type an enumeration was declared with (`NSInteger` for an `NS_ENUM`).
  func enumRawType(of name: String) -> String? { classes[name]?.rawType }

  /// Whether the name is an enumeration the user declared.
  func isEnum(_ name: String) -> Bool { classes[name]?.enumCases != nil }

  /// The case of an enumeration with a name, if it has one.
  func enumCase(_ caseName: String, of name: String) -> EnumCaseInfo? {
    classes[name]?.enumCases?.first { $0.name == caseName }
  }

  /// The enumerations that have a case of this name (for `.name` with no type to go by).
  func enumsDeclaring(case caseName: String) -> [String] { enumsByCase[caseName] ?? [] }

  /// Records `typealias Name = Type` / `typedef Type Name;`.
  mutating func alias(_ name: String, to target: String) {
    aliases[name] = target
  }

  /// The protocols a name stands for when it is a protocol composition (`A & B`) or an alias
  /// of one; nil for any other name.
  func composition(_ name: String) -> [String]? {
    guard !compositions.isEmpty else { return nil }
    return compositions[name] ?? aliases[name].flatMap { compositions[$0] }
  }

  /// The type an alias stands for (itself when it is none).
  func resolveAlias(_ name: String) -> String {
    var current = name
    var seen = 0
    while let target = aliases[current], seen < 16 {
      current = target
      seen += 1
    }
    return current
  }
}
