import Simulation

extension RuntimeMessage {
  /// The messages of old spellings, missing `override`, `super` and methods read as
  /// properties, worded as swiftc words them.
  func spellingText(_ l: Language) -> String {
    switch self {
    case .renamed(let written, let current):
      return l.pick(
        "'\(written)' has been renamed to '\(current)'", "'\(written)' 已重命名为 '\(current)'")
    case .replacedInSwift(let function, let replacement):
      return l.pick(
        "'\(function)' has been replaced by '\(replacement)' in Swift",
        "在 Swift 中 '\(function)' 已被 '\(replacement)' 取代")
    case .renamedCallbackNotCalled(let current):
      return l.pick(
        "UIKit calls '\(current)'; it never calls this method",
        "UIKit 调用的是 '\(current)'；它从不调用这个方法")
    case .missingOverride:
      return l.pick(
        "overriding declaration requires an 'override' keyword", "重写的声明需要 'override' 关键字")
    case .overrideSkipsSuper(let method):
      return l.pick(
        "this override of '\(method)' never calls super.\(method): UIKit's documentation asks that it does",
        "这个 '\(method)' 的重写没有调用 super.\(method)：UIKit 文档要求调用它")
    case .methodUsedAsProperty(let name):
      return l.pick(
        "method '\(name)' was used as a property; add () to call it",
        "方法 '\(name)' 被当作属性使用；加上 () 来调用它")
    case .overridesNothing:
      return l.pick(
        "method does not override any method from its superclass", "方法没有重写父类中的任何方法")
    case .optionalInterpolation:
      return l.pick(
        "string interpolation produces a debug description for an optional value; did you mean to make this explicit?",
        "字符串插值会得到可选值的调试描述；你是想明确写出来吗？")
    case .optionalInterpolationFix(let describing):
      return describing
        ? l.pick(
          "use 'String(describing:)' to silence this warning", "用 'String(describing:)' 可以消除这个警告")
        : l.pick("provide a default value to avoid this warning", "提供一个默认值可以避免这个警告")
    case .unusedResult(let name):
      return l.pick("result of call to '\(name)' is unused", "调用 '\(name)' 的结果没有被使用")
    case .selectorNotObjC(let kind, let name):
      let chineseKind = kind == "class method" ? "类方法" : "实例方法"
      return l.pick(
        "argument of '#selector' refers to \(kind) '\(name)' that is not exposed to Objective-C; add '@objc' to expose this \(kind) to Objective-C",
        "'#selector' 的参数引用的\(chineseKind) '\(name)' 没有暴露给 Objective-C；加上 '@objc' 才能暴露给 Objective-C")
    case .bareType:
      return l.pick(
        "expected member name or initializer call after type name",
        "类型名之后应当是成员名或初始化方法调用")
    case .inoutNeedsAmpersand(let type):
      return l.pick(
        "passing value of type '\(type)' to an inout parameter requires explicit '&'",
        "把类型为 '\(type)' 的值传给 inout 参数时必须显式写出 '&'")
    case .immutableInout(let name):
      return l.pick(
        "cannot pass immutable value as inout argument: '\(name)' is a 'let' constant",
        "不能把不可变的值作为 inout 实参传递：'\(name)' 是 'let' 常量")
    case .ampersandNotInout(let type):
      return l.pick(
        "'&' used with non-inout argument of type '\(type)'",
        "'&' 用在了类型为 '\(type)' 的非 inout 参数上")
    case .noSuperclassInterface(let superclass, let name):
      return l.pick(
        "cannot find interface declaration for '\(superclass)', superclass of '\(name)'",
        "找不到 '\(name)' 的父类 '\(superclass)' 的接口声明")
    case .noFieldDesignator(let field, let type):
      return l.pick(
        "field designator '\(field)' does not refer to any field in type '\(type)'",
        "字段指示符 '\(field)' 不对应类型 '\(type)' 的任何字段")
    case .excessInitializers(let type):
      return l.pick(
        "excess elements in struct initializer (type '\(type)')",
        "结构体初始化列表的元素多于 '\(type)' 的字段")
    case .staticOnInstance(let member, let type):
      return l.pick(
        "static member '\(member)' cannot be used on instance of type '\(type)'",
        "静态成员 '\(member)' 不能用在类型 '\(type)' 的实例上")
    case .instanceOnType(let member, let type):
      return l.pick(
        "instance member '\(member)' cannot be used on type '\(type)'",
        "实例成员 '\(member)' 不能用在类型 '\(type)' 上")
    default:
      return ""
    }
  }
}
