import Simulation

/// Code UIKit calls, which an error ends without ending UIKit's operation (rule C.5).
public enum CalledCode: Hashable, Sendable {
  /// An override or accessor: its Swift name and its class.
  case method(String, String)
  case animations
  case completion
  /// A block, timer or delayed message the main run loop ran.
  case runLoop
}

/// The wording of errors raised while running statements, in the compilers' style.
public enum RuntimeMessage: Hashable, Sendable {
  case unknownName(String)
  case unknownType(String)
  case unknownImplicitMember(String)
  case noMember(String, String)
  /// clang's words for a dot-syntax name no property or method of the class has.
  case propertyNotFound(String, String)
  /// swiftc's `type 'X' has no member 'y'` (a type's member, as `#selector(X.y)` names it).
  case typeHasNoMember(String, String)
  case unknownSelector(String, String)
  case currentClientView(String)
  case wrongArguments(String, String, String)
  case argumentCount(String, Int, Int)
  case typeMismatch(String, String)
  /// A value that does not fit the type its declaration writes (`let x: Int = "a"`).
  case specifiedTypeMismatch(String, String)
  /// A returned value that does not fit the function's declared return type.
  case returnTypeMismatch(String, String)
  /// clang under ARC: an integer where an object pointer is declared (`NSNumber *n = 5;`).
  case integerToObject(integer: String, pointer: String)
  /// clang's -Wint-conversion (an error since clang 15), or its incompatible-type error for a
  /// floating-point variable: an object where a number is declared (`NSInteger n = @"x";`);
  /// `number` is the declared type as clang writes it, quoted, with its "aka".
  case objectToNumber(number: String, pointer: String, floating: Bool)
  /// A property set to a value of another type: swiftc's wording, or clang's (`objc`).
  case assignmentMismatch(found: String, expected: String, objc: Bool)
  case unexpectedNil(String)
  case badOperand(String, String)
  case badOperands(String, String, String)
  /// A condition that is not a `Bool` (the value's type; whether it is nil).
  case notACondition(String, Bool)
  /// A value that is not a `Bool` given to Swift's `&&`, `||` or `!` (its type).
  case notABoolArgument(String)
  case notASequence(String)
  case notSubscriptable(String)
  case badIndex(String)
  case indexOutOfRange(Int, Int)
  case badCast(String, String)
  case unwrappedNil
  case usedBeforeInitialized(String)
  case redeclaration(String)
  case assignToConstant(String)
  /// `a[0] = x` where `a` is a `let` value.
  case assignThroughSubscript(String)
  /// clang's error for a name nothing declares.
  case undeclaredIdentifier(String)
  /// A name nothing simulated declares, in a program that imports frameworks containrepl
  /// does not simulate: the name, the frameworks, Objective-C or Swift.
  case undeclaredOutsideSimulation(String, [String], Bool)
  /// clang's error for assigning a `const` C variable: its name and its type as clang spells
  /// it, quoted (`'const int'`, `'NSString *const __strong'`).
  case assignToCConstant(String, String)
  case notAssignable(String)
  case notAssignableExpression
  case assignThroughNil
  case readOnlyProperty(String)
  /// A `private` or `fileprivate` member used where it is not visible: its name, the level.
  case inaccessible(String, String)
  /// An assignment to a property whose setter is `private(set)` or `fileprivate(set)`.
  case setterInaccessible(String)
  case notCallable(String)
  case notConstructible(String)
  case notASubview
  case notAChildOfTabBar
  case notSimulated(String)
  /// A member that reads or writes outside the sandbox: never run.
  case reachesMachine(String)
  case observationNotSimulated(String)
  /// A member the surface declares inert, noted at its first use.
  case inertMember(String)
  /// Loading a nib or a storyboard, which containrepl does not simulate: what is loaded.
  case nibNotLoaded(NibResource)
  /// `retain`, `release`, `autorelease` in code written before ARC.
  case manualReferenceCounting
  /// A window made in code made key and visible: containrepl shows it in the sandbox
  /// window's place (rule W.2).
  case windowTakesSandboxPlace(String)
  /// A framework version number no source gives for the simulated release (rule W.5): name,
  /// iOS version, the number used.
  case approximateVersionNumber(String, Int, String)
  /// A simulated Objective-C method sent nil for a view or controller: the runtime passes it,
  /// and what UIKit then does is not simulated.
  case nilArgumentIgnored(String)
  /// A member newer than `:ios N`: name, version, Objective-C (clang's wording) or Swift.
  case introducedLater(String, String, Bool)
  case deprecatedOnIOS(String, String, Bool)
  /// A call to the user's Objective-C method marked deprecated: clang's
  /// `-Wdeprecated-declarations`, the selector and what follows "is deprecated".
  case deprecatedMethod(String, String?)
  case unavailableOnIOS(String, String, Bool)
  case divisionByZero
  case overflow
  case numberOutOfRange
  case returnOutsideMethod
  /// clang's error for `@throw` of a value that is not an object: its type.
  case throwNonObject(String)
  /// `@throw;` run when no `@catch` body is running.
  case rethrowWithoutException
  case controlFlowOutsideBody
  case guardMustExit
  case missingReturn(String, String)
  case superAlone
  case superOutsideMethod
  case metaInsideBlock
  case invalidStatement
  case nestedFunction(String)
  case nestedClass(String)
  case notAClassMember
  case cyclicInheritance(String)
  case propertyOutsideClass(String)
  case redefined(String, String)
  case stepLimit(Int)
  /// The input used its processor time (the limit, in seconds).
  case timeLimit(Double)
  case interrupted
  /// The depth budget ran out; the levels that repeat, oldest first.
  case callDepthLimit(Int, [ReentryPath])
  /// A `loadView` override read `view` before assigning it (the controller's class).
  case loadViewReadsView(String)
  /// Work the run loop ran scheduled more work, generation after generation (the entry
  /// point, the limit).
  case reschedulesForever(String, Int)
  case outputLimit(Int)
  case collectionLimit(Int)
  // The object model.
  case memberOfNil(String)
  case callOfNilBlock
  case inMethod(String, String)
  case inClass(String)
  /// `type 'X' does not conform to protocol 'P'`.
  case doesNotConform(String, String)
  /// The note under it: `protocol requires function 'f()'`.
  case protocolRequires(String)
  /// clang's `method 'f' in protocol 'P' not implemented`.
  case protocolMethodNotImplemented(String, String)
  /// clang's `auto property synthesis will not synthesize property 'x' declared in protocol 'P'`.
  case protocolPropertyNotSynthesized(String, String)
  case stoppedForUIKit(CalledCode)
  case exceptionRaisedHere
  /// UIKit's exception raised at this place and caught by the program's `@catch`: its name
  /// and reason.
  case caughtUIKitException(String, String)
  case unownedDeallocated(String)
  case assignToConstantProperty(String)
  case assignToSelf
  case readOnlyObjCProperty(String)
  /// A note after assigning a property UIKit only reads from an override: the override to write
  /// instead, in the language of the code (`override var x: Bool { false }`), and the meta
  /// command that does the same for the sandbox's container, if one does.
  case overrideInstead(String, meta: String?)
  case weakNonObject(String, String)
  case weakLet(String)
  case weakNonClassProtocol(String, String)
  case weakValueType(String, String)
  case noInterface(String)
  case redeclaresUIKit(String, String)
  case overrideNotSimulated(String)
  case protocolNotConstructible(String)
  case noInitializer(String, String)
  case mutatingOnConstant(String)
  case deinitNotRun(String)
  // The language's statements and values.
  case storedPropertyInEnum
  case enumCaseNeedsValues(String, String)
  case ambiguousImplicitMember(String, [String])
  case notExhaustive([String])
  case patternMismatch(String)
  case badRange(Int, Int)
  case emptyCollection(String)
  /// An assertion, precondition or `fatalError` stopped the program, with its message.
  case crashed(AssertionKind, String)
  /// An Objective-C exception nothing catches ends the app.
  case uncaughtException(ObjCException)
  case notHashable(String)
  /// A Swift error on its way to a `catch`: how `String(reflecting:)` writes it, and the
  /// number under which the interpreter keeps the value thrown.
  case thrownError(String, object: Int)
  /// swiftc's error for `throw` of a value whose type does not conform to `Error`.
  case thrownNotError(String)
  /// swiftc's error for a call of a throwing function without `try`.
  case callNotMarkedWithTry
  /// swiftc's warning for a `try` around calls none of which throws.
  case nothingThrowsInTry
  /// swiftc's error for a `try` whose error leaves a function not declared `throws`.
  case errorNotHandled
  // Spellings and diagnostics (`RuntimeMessage+Spellings.swift`).
  /// An older Swift name of a UIKit method: the name written and today's.
  case renamed(String, String)
  /// A C function Swift does not import, and the member that replaces it.
  case replacedInSwift(String, String)
  /// A method with an older Swift name of a UIKit callback, which UIKit no longer calls.
  case renamedCallbackNotCalled(String)
  /// A Swift override of a UIKit method or property without `override`.
  case missingOverride
  /// An override of an appearance or layout callback that never called `super`.
  case overrideSkipsSuper(String)
  /// A method read as a property in Swift (`self.frameForContentController`).
  case methodUsedAsProperty(String)
  /// A type name standing alone as a value (`b = UIViewController`).
  case bareType
  /// swiftc's error for an `override func` whose name is a UIKit property.
  case overridesNothing
  /// swiftc's error for `#selector` of a Swift method not exposed to Objective-C: the kind of
  /// method (`instance method`, `class method`) and its name.
  case selectorNotObjC(String, String)
  /// swiftc's warning for an optional interpolated into a string.
  case optionalInterpolation
  /// The notes under it: `String(describing:)` (true) or a default value (false).
  case optionalInterpolationFix(Bool)
  /// swiftc's warning for the unused result of a call of a function the user wrote.
  case unusedResult(String)
  /// swiftc's error for an `inout` argument written without `&` (the value's type).
  case inoutNeedsAmpersand(String)
  /// swiftc's error for `&x` of a constant.
  case immutableInout(String)
  /// swiftc's error for `&x` passed where no `inout` parameter takes it (the value's type).
  case ampersandNotInout(String)
  /// clang's error for an `@interface` whose superclass is unknown: the superclass, the class.
  case noSuperclassInterface(String, String)
  /// clang's error for `{.z = 1}` naming no field of the structure: the field, the type.
  case noFieldDesignator(String, String)
  /// clang's warning for more values than fields in `{…}`: the type.
  case excessInitializers(String)
  /// swiftc's error for a static member read through an instance: the member, the type.
  case staticOnInstance(String, String)
  /// swiftc's error for an instance member read through the type: the member, the type.
  case instanceOnType(String, String)

  /// Whether the message reports valid code that containrepl does not simulate: its
  /// diagnostic says `unsupported:`, not `error:`.
  public var isUnsupported: Bool {
    switch self {
    case .notSimulated, .reachesMachine, .undeclaredOutsideSimulation: return true
    default: return false
    }
  }

  /// The depth limit's message, naming the levels that repeat.
  static func runawayText(_ limit: Int, _ cycle: [ReentryPath], _ l: Language) -> String {
    let names = cycle.map { $0.text(l) }
    let repeats = cycle.count >= 2 && cycle.first == cycle.last
    let path: String
    if repeats && cycle.count == 2, case .accessor(let kind, let name, _) = cycle[0],
      kind == .getter || kind == .setter
    {
      path =
        kind == .getter
        ? l.pick(
          "\(names[0]) reads '\(name)' again, which runs the getter again — endless recursion",
          "\(names[0]) 又读取了 '\(name)'，这会再次运行 getter——无限递归")
        : l.pick(
          "\(names[0]) sets '\(name)' again, which runs the setter again — endless recursion",
          "\(names[0]) 又给 '\(name)' 赋值，这会再次运行 setter——无限递归")
    } else if repeats && cycle.count == 2 {
      path = l.pick("\(names[0]) calls itself", "\(names[0]) 调用了它自己")
    } else if repeats {
      path = l.pick(
        "endless recursion: " + names.joined(separator: " → "),
        "无限递归：" + names.joined(separator: " → "))
    } else {
      path = l.pick(
        "runaway recursion? innermost: " + names.joined(separator: " → "),
        "是不是无限递归？最内层：" + names.joined(separator: " → "))
    }
    return l.pick(
      "call depth exceeded \(limit): \(path); see ':help limits'",
      "调用深度超过 \(limit)：\(path)；参见 ':help limits'")
  }

  /// The message text in `language`.
  public func text(_ language: Language) -> String {
    let l = language
    switch self {
    case .unknownName(let name):
      return l.pick("cannot find '\(name)' in scope", "在当前作用域中找不到 '\(name)'")
    case .undeclaredIdentifier(let name):
      return l.pick("use of undeclared identifier '\(name)'", "使用了未声明的标识符 '\(name)'")
    case .undeclaredOutsideSimulation(let name, let frameworks, let objc):
      let list = frameworks.joined(separator: " or ")
      let english =
        objc ? "use of undeclared identifier '\(name)'" : "cannot find '\(name)' in scope"
      return l.pick(
        "\(english), or it comes from \(list), which the program imports and containrepl does not simulate",
        "\(objc ? "使用了未声明的标识符" : "在当前作用域中找不到") '\(name)'，或者它来自程序导入的 \(list)，而 containrepl 不模拟它"
      )
    case .unknownType(let name):
      return l.pick("cannot find type '\(name)' in scope", "找不到类型 '\(name)'")
    case .unknownImplicitMember(let name):
      return l.pick("cannot infer the type of '.\(name)'", "无法推断 '.\(name)' 的类型")
    case .noMember(let type, let name):
      return l.pick(
        "value of type '\(type)' has no member '\(name)'", "类型 '\(type)' 的值没有成员 '\(name)'")
    case .propertyNotFound(let type, let name):
      return l.pick(
        "property '\(name)' not found on object of type '\(type) *'",
        "在类型为 '\(type) *' 的对象上找不到属性 '\(name)'")
    case .typeHasNoMember(let type, let name):
      return l.pick("type '\(type)' has no member '\(name)'", "类型 '\(type)' 没有成员 '\(name)'")
    case .unknownSelector(let type, let selector):
      return l.pick(
        "no visible @interface for '\(type)' declares the selector '\(selector)'",
        "'\(type)' 没有可见的 @interface 声明选择器 '\(selector)'")
    case .currentClientView(let type):
      return l.pick(
        "value of type '\(type)' has no member 'currentClientView'; the listing means the child's own view",
        "类型 '\(type)' 的值没有成员 'currentClientView'；这段代码本意是子控制器自己的视图")
    case .wrongArguments(let written, let swift, let objc):
      return l.pick(
        "'\(written)' does not match the arguments of '\(swift)' ('\(objc)')",
        "'\(written)' 与 '\(swift)'（'\(objc)'）的参数不符")
    case .argumentCount(let name, let expected, let found):
      return l.pick(
        "'\(name)' takes \(expected) argument\(expected == 1 ? "" : "s"), not \(found)",
        "'\(name)' 需要 \(expected) 个参数，而不是 \(found) 个")
    case .badOperand(let op, let type):
      return l.pick(
        "unary operator '\(op)' cannot be applied to an operand of type '\(type)'",
        "一元运算符 '\(op)' 不能用于类型为 '\(type)' 的操作数")
    case .badOperands(let op, let left, let right) where left == right:
      return l.pick(
        "binary operator '\(op)' cannot be applied to two '\(left)' operands",
        "二元运算符 '\(op)' 不能用于两个类型为 '\(left)' 的操作数")
    case .badOperands(let op, let left, let right):
      return l.pick(
        "binary operator '\(op)' cannot be applied to operands of type '\(left)' and '\(right)'",
        "二元运算符 '\(op)' 不能用于类型为 '\(left)' 和 '\(right)' 的操作数")
    case .notACondition(let type, let isNil):
      if isNil {
        return l.pick(
          "optional value cannot be used as a boolean; test for '!= nil' instead",
          "可选值不能用作布尔值；请改用 '!= nil' 判断")
      }
      return l.pick(
        "cannot convert value of type '\(type)' to expected condition type 'Bool'",
        "无法把类型为 '\(type)' 的值转换为条件所需的类型 'Bool'")
    case .notABoolArgument(let type):
      return l.pick(
        "cannot convert value of type '\(type)' to expected argument type 'Bool'",
        "无法把类型为 '\(type)' 的值转换为参数所需的类型 'Bool'")
    case .notASequence(let type):
      return l.pick(
        "for-in loop requires '\(type)' to conform to 'Sequence'",
        "for-in 循环要求 '\(type)' 遵循 'Sequence'")
    case .notSubscriptable(let type):
      return l.pick("value of type '\(type)' has no subscripts", "类型为 '\(type)' 的值不能用下标访问")
    case .badIndex(let type):
      return l.pick("an index must be an integer, not '\(type)'", "下标必须是整数，而不是 '\(type)'")
    case .indexOutOfRange(let index, let count):
      return l.pick(
        "index \(index) is out of range (count is \(count))",
        "下标 \(index) 越界（元素个数为 \(count)）")
    case .badCast(let found, let target):
      return l.pick(
        "cannot cast a value of type '\(found)' to '\(target)'",
        "不能把类型为 '\(found)' 的值转换为 '\(target)'")
    case .unwrappedNil:
      return l.pick(
        "unexpectedly found nil while unwrapping an optional value",
        "对可选值强制解包时遇到了 nil")
    case .usedBeforeInitialized(let name):
      return l.pick("variable '\(name)' used before being initialized", "变量 '\(name)' 在初始化之前被使用")
    case .redeclaration(let name):
      return l.pick("invalid redeclaration of '\(name)'", "重复声明了 '\(name)'")
    case .assignToCConstant(let name, let type):
      return l.pick(
        "cannot assign to variable '\(name)' with const-qualified type \(type)",
        "不能给变量 '\(name)' 赋值：它的类型 \(type) 带有 const 限定")
    case .assignToConstant(let name):
      return l.pick(
        "cannot assign to value: '\(name)' is a 'let' constant",
        "不能赋值：'\(name)' 是 'let' 常量")
    case .assignThroughSubscript(let name):
      return l.pick(
        "cannot assign through subscript: '\(name)' is a 'let' constant",
        "不能通过下标赋值：'\(name)' 是 'let' 常量")
    case .notAssignable(let name):
      return l.pick("cannot assign to property '\(name)'", "不能给属性 '\(name)' 赋值")
    case .notAssignableExpression:
      return l.pick("cannot assign to this expression", "不能给这个表达式赋值")
    case .assignThroughNil:
      return l.pick("cannot assign through a nil value", "不能通过 nil 值赋值")
    case .readOnlyProperty(let name):
      return l.pick(
        "cannot assign to property: '\(name)' is a get-only property",
        "不能赋值：'\(name)' 是只读属性")
    case .inaccessible(let name, let level):
      return l.pick(
        "'\(name)' is inaccessible due to '\(level)' protection level",
        "'\(name)' 的访问级别是 '\(level)'，这里不能访问")
    case .setterInaccessible(let name):
      return l.pick(
        "cannot assign to property: '\(name)' setter is inaccessible",
        "不能赋值：'\(name)' 的 setter 在这里不可访问")
    case .notCallable(let type):
      return l.pick(
        "cannot call value of non-function type '\(type)'",
        "不能调用非函数类型 '\(type)' 的值")
    case .notConstructible(let type):
      return l.pick("'\(type)' cannot be created here", "这里不能创建 '\(type)'")
    case .notASubview:
      return l.pick("the view passed is not a subview of the receiver", "传入的视图不是接收者的子视图")
    case .notAChildOfTabBar:
      return l.pick(
        "selectedViewController must be one of viewControllers",
        "selectedViewController 必须是 viewControllers 中的一个")
    case .observationNotSimulated(let key):
      return l.pick(
        "key-value observation of '\(key)' is registered but not simulated: no change will be reported",
        "已登记对 '\(key)' 的键值观察，但 containrepl 不模拟它：不会报告任何变化")
    case .manualReferenceCounting:
      return l.pick(
        "manual reference counting ('retain', 'release', 'autorelease') is not simulated: "
          + "objects live as ARC keeps them, and 'retain' and 'autorelease' return the object",
        "不模拟手动引用计数（'retain'、'release'、'autorelease'）：对象按 ARC 的规则存活，"
          + "'retain' 和 'autorelease' 返回对象本身")
    case .inertMember(let name):
      return l.pick(
        "'\(name)' is not simulated: accepted, no effect",
        "containrepl 不模拟 '\(name)'：接受调用，但没有效果")
    case .nibNotLoaded(let resource):
      return resource.text(l)
    case .windowTakesSandboxPlace(let name):
      return l.pick(
        "containrepl shows one window: the sandbox's window stands for '\(name)' from now on, with its root view controller (keyWindow and a view's window are the sandbox's window)",
        "containrepl 只显示一个窗口：从现在起由沙盒的窗口代表 '\(name)'，显示它的根视图控制器（keyWindow 和视图的 window 都是沙盒的窗口）")
    case .approximateVersionNumber(let name, let ios, let value):
      return l.pick(
        "'\(name)' on iOS \(ios) is approximate: no source gives its value, containrepl uses \(value), above every earlier release's (rule W.5)",
        "iOS \(ios) 上的 '\(name)' 是近似值：没有来源给出它的值，containrepl 使用 \(value)，大于之前所有版本的值（见规则 W.5）")
    case .nilArgumentIgnored(let name):
      return l.pick(
        "'\(name)' sent nil is not simulated: the call has no effect here",
        "containrepl 不模拟以 nil 为参数的 '\(name)'：此处该调用没有效果")
    case .introducedLater(let name, let version, let objc):
      return objc
        ? "'\(name)' is only available on iOS \(version) or newer"
        : "'\(name)' is only available in iOS \(version) or newer"
    case .deprecatedOnIOS(let name, let version, let objc):
      return objc
        ? "'\(name)' is deprecated: first deprecated in iOS \(version)"
        : "'\(name)' was deprecated in iOS \(version)"
    case .deprecatedMethod(let selector, let detail):
      return "'\(selector)' is deprecated" + (detail.map { ": " + $0 } ?? "")
    case .unavailableOnIOS(let name, let version, let objc):
      return objc
        ? "'\(name)' is unavailable: obsoleted in iOS \(version)"
        : "'\(name)' is unavailable in iOS: obsoleted in iOS \(version)"
    case .reachesMachine(let name):
      return l.pick(
        "'\(name)' reaches outside the sandbox (files, the clock): containrepl does not run it",
        "'\(name)' 会触及沙盒之外（文件、时钟）：containrepl 不运行它")
    case .notSimulated(let name):
      return l.pick(
        "containrepl does not simulate '\(name)' yet", "containrepl 还没有模拟 '\(name)'")
    case .divisionByZero:
      return l.pick("division by zero", "除数为零")
    case .overflow:
      return l.pick("arithmetic operation overflows", "算术运算溢出")
    case .numberOutOfRange:
      return l.pick("number is out of range for an integer", "数值超出了整数范围")
    case .returnOutsideMethod:
      return l.pick("return invalid outside of a func", "return 只能用在方法内部")
    case .throwNonObject(let type):
      return l.pick(
        "@throw requires an Objective-C object type ('\(type)' invalid)",
        "@throw 要求 Objective-C 对象类型（'\(type)' 不行）")
    case .rethrowWithoutException:
      return l.pick(
        "@throw (rethrow) ran when no exception was being handled; the app would crash here",
        "不带对象的 @throw（重新抛出）执行时没有正在处理的异常；App 会在这里崩溃")
    case .controlFlowOutsideBody:
      return l.pick(
        "'break' or 'continue' is only allowed inside a loop",
        "'break' 和 'continue' 只能用在循环里")
    case .guardMustExit:
      return l.pick(
        "'guard' body must not fall through; use 'return' or 'break' to exit the scope",
        "'guard' 的 else 分支必须退出作用域，请使用 'return' 或 'break'")
    case .missingReturn(let name, let type):
      return l.pick(
        "missing return in method '\(name)' expected to return '\(type)'",
        "方法 '\(name)' 应当返回 '\(type)'，但缺少 return")
    case .superAlone:
      return l.pick("'super' cannot be used alone; call a method on it", "'super' 不能单独使用，要在它上面调用方法")
    case .superOutsideMethod:
      return l.pick(
        "'super' is only available inside a method of a class",
        "'super' 只能在类的方法里使用")
    case .metaInsideBlock:
      return l.pick("meta commands can't be used inside a block", "元命令不能写在代码块里")
    case .invalidStatement:
      return l.pick("this statement could not be read", "这条语句无法解析")
    case .nestedFunction(let name):
      return l.pick(
        "'\(name)' must be defined at the top level or in a class",
        "'\(name)' 必须定义在顶层或类里")
    case .nestedClass(let name):
      return l.pick("class '\(name)' must be declared at the top level", "类 '\(name)' 必须在顶层声明")
    case .notAClassMember:
      return l.pick(
        "only methods and properties can be declared in a class body",
        "类的主体里只能声明方法和属性")
    case .cyclicInheritance(let name):
      return l.pick("'\(name)' inherits from itself", "'\(name)' 继承了它自己")
    case .propertyOutsideClass(let name):
      return l.pick("property '\(name)' must be declared in a class", "属性 '\(name)' 必须在类里声明")
    case .redefined(let name, let className):
      return l.pick(
        "'\(name)' redefined in '\(className)'; the new definition replaces the old one",
        "重新定义了 '\(className)' 的 '\(name)'；新的定义取代旧的")
    case .stepLimit(let limit):
      return l.pick(
        "execution stopped after \(limit) steps (the limit for one input); see ':help limits'",
        "执行了 \(limit) 步后停止（单次输入的上限）；参见 ':help limits'")
    case .timeLimit(let seconds):
      return l.pick(
        "execution stopped after \(seconds) seconds of processor time (the limit for one input); see ':help limits'",
        "执行了 \(seconds) 秒处理器时间后停止（单次输入的上限）；参见 ':help limits'")
    case .interrupted:
      return language.pick(
        "interrupted (Ctrl-C); the rest of this input did not run",
        "已中断（Ctrl-C）；这次输入的其余部分没有执行")
    case .callDepthLimit(let limit, let cycle):
      return Self.runawayText(limit, cycle, l)
    case .reschedulesForever(let entry, let limit):
      return l.pick(
        "'\(entry)' scheduled from work the run loop ran, \(limit) generations deep: the run loop never rests — endless rescheduling",
        "在 RunLoop 运行的工作里又调用 '\(entry)'，已经 \(limit) 代：RunLoop 永远停不下来——无休止的重新调度")
    case .loadViewReadsView(let className):
      return l.pick(
        "loadView() of '\(className)' reads 'view' before assigning it: UIKit calls loadView() again — endless recursion",
        "'\(className)' 的 loadView() 在给 'view' 赋值之前读取了它：UIKit 会再次调用 loadView()——无限递归")
    case .outputLimit(let limit):
      return l.pick(
        "output exceeded \(limit) bytes for one input; see ':help limits'",
        "单次输入的输出超过了 \(limit) 字节；参见 ':help limits'")
    case .collectionLimit(let limit):
      return l.pick(
        "a collection or string would exceed \(limit) elements; see ':help limits'",
        "集合或字符串将超过 \(limit) 个元素；参见 ':help limits'")
    default:
      return typeText(l)
    }
  }
}

/// What code asks UIKit to load from the app's nib or storyboard files, which containrepl does
/// not have: it makes the objects without what the file holds.
public enum NibResource: Hashable, Sendable {
  /// `init(nibName:bundle:)`, `loadNibNamed(_:owner:options:)`: the nib's name.
  case nib(String)
  /// `UIStoryboard(name:bundle:)`: the storyboard's name.
  case storyboard(String)
  /// `instantiateViewController(withIdentifier:)`, `instantiateInitialViewController()`: the
  /// identifier, nil for the initial view controller.
  case scene(String?)

  func text(_ l: Language) -> String {
    switch self {
    case .nib(let name):
      return l.pick(
        "loading the nib '\(name)' is not simulated: no views are made from it, and its outlets stay nil",
        "containrepl 不模拟加载 nib '\(name)'：不会用它创建视图，它的 outlet 保持为 nil")
    case .storyboard(let name):
      return l.pick(
        "loading the storyboard '\(name)' is not simulated: no view controllers or views are made from it",
        "containrepl 不模拟加载 storyboard '\(name)'：不会用它创建视图控制器和视图")
    case .scene(let identifier?):
      return l.pick(
        "loading the view controller '\(identifier)' from a storyboard is not simulated: you get a plain UIViewController, without the storyboard's views, and outlets stay nil",
        "containrepl 不模拟从 storyboard 加载视图控制器 '\(identifier)'：得到的是普通的 UIViewController，没有 storyboard 里的视图，outlet 保持为 nil"
      )
    case .scene(nil):
      return l.pick(
        "loading a storyboard's initial view controller is not simulated: you get a plain UIViewController, without the storyboard's views, and outlets stay nil",
        "containrepl 不模拟加载 storyboard 的初始视图控制器：得到的是普通的 UIViewController，没有 storyboard 里的视图，outlet 保持为 nil"
      )
    }
  }
}
