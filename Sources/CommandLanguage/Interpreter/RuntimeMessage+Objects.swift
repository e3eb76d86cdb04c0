import Simulation

extension RuntimeMessage {
  /// The messages of classes, properties, initialisers and objects.
  func objectModelText(_ l: Language) -> String {
    switch self {
    case .memberOfNil(let name):
      return l.pick(
        "unexpectedly found nil while reading '\(name)': the value is nil",
        "读取 '\(name)' 时遇到了 nil：这个值是 nil")
    case .callOfNilBlock:
      return l.pick(
        "called a nil block or closure (the app would crash here)",
        "调用了为 nil 的块或闭包（App 会在这里崩溃）")
    case .inMethod(let name, let className):
      return l.pick("in '\(name)' of '\(className)'", "位于 '\(className)' 的 '\(name)' 中")
    case .doesNotConform(let type, let proto):
      return l.pick(
        "type '\(type)' does not conform to protocol '\(proto)'",
        "类型 '\(type)' 不符合协议 '\(proto)'")
    case .protocolRequires(let function):
      return l.pick(
        "protocol requires function '\(function)'", "协议要求实现函数 '\(function)'")
    case .protocolMethodNotImplemented(let method, let proto):
      return l.pick(
        "method '\(method)' in protocol '\(proto)' not implemented",
        "协议 '\(proto)' 中的方法 '\(method)' 没有实现")
    case .protocolPropertyNotSynthesized(let property, let proto):
      return l.pick(
        "auto property synthesis will not synthesize property '\(property)' declared in protocol '\(proto)'",
        "自动合成不会合成协议 '\(proto)' 中声明的属性 '\(property)'")
    case .inClass(let name):
      return l.pick(
        "in class '\(name)'; its other members are defined",
        "位于类 '\(name)' 中；它的其他成员已定义")
    case .stoppedForUIKit(let code):
      return code.text(l)
    case .exceptionRaisedHere:
      return l.pick("the exception above was raised here", "上面的异常是在这里抛出的")
    case .caughtUIKitException(let name, let reason):
      return l.pick(
        "UIKit raised \(name) here and a @catch caught it, so the app goes on: \(reason)",
        "UIKit 在这里抛出了 \(name)，被 @catch 捕获，App 继续运行：\(reason)")
    case .unownedDeallocated(let name):
      return l.pick(
        "attempted to read an unowned reference '\(name)' but the object was already deallocated",
        "试图读取 unowned 引用 '\(name)'，但对象已经被释放")
    case .assignToConstantProperty(let name):
      return l.pick(
        "cannot assign to property: '\(name)' is a 'let' constant",
        "不能给属性赋值：'\(name)' 是 'let' 常量")
    case .assignToSelf:
      return l.pick("cannot assign to value: 'self' is immutable", "不能赋值：'self' 不可变")
    case .readOnlyObjCProperty(let name):
      return l.pick(
        "assignment to readonly property '\(name)'", "不能给只读属性 '\(name)' 赋值")
    case .overrideInstead(let override, let meta):
      let english = "UIKit only reads this property: override it in the class, '\(override)'"
      let chinese = "UIKit 只读取这个属性：在类里重写它，'\(override)'"
      guard let meta else { return l.pick(english, chinese) }
      return l.pick(
        english + "; for the sandbox's 'container', '\(meta)' does the same",
        chinese + "；沙盒的 'container' 也可以用 '\(meta)'")
    case .weakNonObject(let name, let type):
      return l.pick(
        "'\(name)' is weak and can only hold an object, not a value of type '\(type)'",
        "'\(name)' 是 weak 的，只能引用对象，不能存放类型为 '\(type)' 的值")
    case .weakLet(let ownership):
      return l.pick(
        "'\(ownership)' must be a mutable variable, because it may change at runtime",
        "'\(ownership)' 必须用于可变的变量（var），因为它可能在运行时改变")
    case .weakNonClassProtocol(let ownership, let name):
      return l.pick(
        "'\(ownership)' must not be applied to non-class-bound '\(name)'; consider adding a protocol conformance that has a class bound",
        "'\(ownership)' 不能用于没有类约束的协议 '\(name)'；请让协议继承 AnyObject")
    case .weakValueType(let ownership, let type):
      return l.pick(
        "'\(ownership)' may only be applied to class and class-bound protocol types, not '\(type)'",
        "'\(ownership)' 只能用于类和有类约束的协议类型，不能用于 '\(type)'")
    case .noInterface(let name):
      return l.pick(
        "cannot find interface declaration for '\(name)'", "找不到 '\(name)' 的接口声明")
    case .redeclaresUIKit(let name, let className):
      return l.pick(
        "invalid redeclaration of '\(name)': '\(className)' already has it (give yours another name)",
        "重复声明了 '\(name)'：'\(className)' 已经有这个方法（请换一个名字）")
    case .overrideNotSimulated(let name):
      return l.pick(
        "containrepl does not simulate UIKit calling '\(name)' yet: only your own code calls it",
        "containrepl 还没有模拟 UIKit 调用 '\(name)'：只有你自己的代码会调用它")
    case .protocolNotConstructible(let name):
      return l.pick(
        "'\(name)' is a protocol and cannot be constructed", "'\(name)' 是协议，不能创建实例")
    case .deinitNotRun(let name):
      return l.pick(
        "containrepl never runs '\(name)': objects go away when nothing holds them, but this code does not run",
        "containrepl 不会执行 '\(name)'：没有引用时对象会被释放，但这段代码不会运行")
    case .mutatingOnConstant(let name):
      return l.pick(
        "cannot use mutating member on immutable value: '\(name)' is a 'let' constant",
        "不能在不可变的值上调用 mutating 成员：'\(name)' 是 'let' 常量")
    case .noInitializer(let type, let written):
      return l.pick(
        "'\(type)' has no initializer that matches '\(written)'",
        "'\(type)' 没有与 '\(written)' 相符的初始化方法")
    default:
      return languageText(l)
    }
  }

  /// The messages of the language's statements and values.
  func languageText(_ l: Language) -> String {
    switch self {
    case .storedPropertyInEnum:
      return l.pick("enums must not contain stored properties", "枚举不能包含存储属性")
    case .enumCaseNeedsValues(let type, let name):
      return l.pick(
        "enum case '\(name)' of '\(type)' has associated values: write them, as '.\(name)(…)'",
        "'\(type)' 的枚举 case '\(name)' 有关联值：要写成 '.\(name)(…)'")
    case .ambiguousImplicitMember(let name, let types):
      let list = types.sorted().map { "'\($0)'" }.joined(separator: ", ")
      return l.pick(
        "ambiguous use of '.\(name)': it is a case of \(list); write the type",
        "'.\(name)' 有歧义：\(list) 都有这个 case；请写出类型")
    case .notExhaustive(let missing):
      let list = missing.map { "'\($0)'" }.joined(separator: ", ")
      if missing == ["_"] {
        return l.pick(
          "switch must be exhaustive; add a 'default' clause", "switch 必须覆盖所有情况；请加上 'default'")
      }
      return l.pick(
        "switch must be exhaustive; add missing case: \(list)",
        "switch 必须覆盖所有情况；请补上缺少的 case：\(list)")
    case .crashed(let kind, let message):
      let detail = message.isEmpty ? "" : ": " + message
      let text: String
      switch kind {
      case .assertion: text = "Assertion failed" + detail
      case .precondition: text = "Precondition failed" + detail
      case .fatal, .forcedTry, .errorAtTopLevel: text = "Fatal error" + detail
      case .parameterAssert:
        text = "NSInternalInconsistencyException: Invalid parameter not satisfying: " + message
      case .nsAssert: text = "NSInternalInconsistencyException" + detail
      }
      return text
        + l.pick(
          " (the app would crash here; containrepl stops the statement)",
          "（App 会在这里崩溃；containrepl 停止这条语句）")
    case .uncaughtException(let exception):
      return exception.terminationText
        + l.pick(
          " (the app would crash here; containrepl stops the statement)",
          "（App 会在这里崩溃；containrepl 停止这条语句）")
    case .emptyCollection(let method):
      return l.pick(
        "can't \(method) from an empty collection", "不能对空集合调用 \(method)")
    case .badRange(let low, let high):
      return l.pick(
        "range requires lowerBound <= upperBound (\(low) > \(high))",
        "范围要求下界不大于上界（\(low) > \(high)）")
    case .thrownError(let description, _):
      return l.pick(
        "the error \(description) was thrown and nothing caught it",
        "抛出了错误 \(description)，没有任何 catch 接住它")
    case .thrownNotError(let type):
      return l.pick(
        "thrown expression type '\(type)' does not conform to 'Error'",
        "抛出的表达式的类型 '\(type)' 不遵循 'Error'")
    case .callNotMarkedWithTry:
      return l.pick(
        "call can throw but is not marked with 'try'", "调用可能抛出错误，但没有用 'try' 标记")
    case .nothingThrowsInTry:
      return l.pick(
        "no calls to throwing functions occur within 'try' expression",
        "'try' 表达式里没有调用会抛出错误的函数")
    case .errorNotHandled:
      // The words of the parser's check of a `throw`, which this is for a `try`.
      return ParseMessage.errorNotHandled(nonExhaustive: false).text(l)
    case .notHashable(let type):
      return l.pick(
        "type '\(type)' does not conform to protocol 'Hashable'", "类型 '\(type)' 不遵循 'Hashable' 协议")
    case .patternMismatch(let type):
      return l.pick(
        "the pattern does not match a value of type '\(type)'", "模式与类型为 '\(type)' 的值不匹配")
    default:
      return spellingText(l)
    }
  }
}

extension CalledCode {
  /// What the log says after an error in code UIKit called.
  func text(_ l: Language) -> String {
    switch self {
    case .method(let name, let className):
      return l.pick(
        "UIKit called '\(name)' of '\(className)': only it stops, and UIKit goes on with what it was doing (rule C.5)",
        "'\(className)' 的 '\(name)' 是 UIKit 调用的：只有它停止，UIKit 继续做它正在做的事（规则 C.5）")
    case .animations:
      return l.pick(
        "UIKit ran the animations block: only the block stops, and UIKit goes on (rule C.5)",
        "animations 块是 UIKit 运行的：只有这个块停止，UIKit 继续（规则 C.5）")
    case .completion:
      return l.pick(
        "UIKit ran the completion block: only the block stops, and UIKit goes on (rules 7a.7, C.5)",
        "`completion` 块是 UIKit 运行的：只有这个块停止，UIKit 继续（规则 7a.7、C.5）")
    case .runLoop:
      return l.pick(
        "the main run loop ran this work: only it stops, and the run loop goes on (rule C.5)",
        "这项工作是主 RunLoop 运行的：只有它停止，RunLoop 继续（规则 C.5）")
    }
  }
}
