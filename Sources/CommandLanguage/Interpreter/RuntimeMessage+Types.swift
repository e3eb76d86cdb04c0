import Simulation

extension RuntimeMessage {
  /// The messages of a value whose type does not fit where it goes: an argument, a declared
  /// type, a return type, an assignment, and C's conversions.
  func typeText(_ l: Language) -> String {
    switch self {
    case .typeMismatch(let found, let expected):
      return l.pick(
        "cannot convert value of type '\(found)' to expected argument type '\(expected)'",
        "无法把类型为 '\(found)' 的值转换为所需的类型 '\(expected)'")
    case .specifiedTypeMismatch(let found, let expected):
      return l.pick(
        "cannot convert value of type '\(found)' to specified type '\(expected)'",
        "无法把类型为 '\(found)' 的值转换为指定的类型 '\(expected)'")
    case .integerToObject(let integer, let pointer):
      return l.pick(
        "implicit conversion of '\(integer)' to '\(pointer)' is disallowed with ARC",
        "ARC 不允许把 '\(integer)' 隐式转换为 '\(pointer)'")
    case .objectToNumber(let number, let pointer, let floating):
      return floating
        ? l.pick(
          "initializing \(number) with an expression of incompatible type '\(pointer)'",
          "用类型不兼容的表达式 '\(pointer)' 初始化 \(number)")
        : l.pick(
          "incompatible pointer to integer conversion initializing \(number) with an expression of type '\(pointer)'",
          "用类型为 '\(pointer)' 的表达式初始化 \(number)：指针到整数的转换不兼容")
    case .returnTypeMismatch(let found, let expected):
      return l.pick(
        "cannot convert return expression of type '\(found)' to return type '\(expected)'",
        "无法把类型为 '\(found)' 的返回表达式转换为返回类型 '\(expected)'")
    case .assignmentMismatch(let found, let expected, let objc):
      return objc
        ? l.pick(
          "assigning to '\(expected)' from incompatible type '\(found)'",
          "把不兼容的类型 '\(found)' 赋给 '\(expected)'")
        : l.pick(
          "cannot assign value of type '\(found)' to type '\(expected)'",
          "无法把类型为 '\(found)' 的值赋给类型 '\(expected)'")
    case .unexpectedNil(let expected):
      return l.pick(
        "'nil' is not compatible with expected argument type '\(expected)'",
        "'nil' 与所需的参数类型 '\(expected)' 不兼容")
    default:
      return objectModelText(l)
    }
  }
}
