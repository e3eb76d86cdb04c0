import CommandLanguage
import Simulation

/// What the English messages of UIKit, the Objective-C runtime, Foundation and the Swift
/// runtime mean, for a Chinese reader: their words stay as they print them, and in Chinese mode
/// the line after each says in Chinese what it means (as `:why` would). One table, keyed by the
/// message's shape (its variable parts are the cases' values); containrepl's own messages are
/// already Chinese.
extension UIKitIssue {
  /// The explanation of UIKit's message in `language`; nil in English (the message is the
  /// reader's language) and for containrepl's own messages.
  public func explanation(_ language: Language) -> String? {
    guard language == .chinese else { return nil }
    switch self {
    case .inconsistentRequestedParent:
      return "这个子控制器的视图已经放在另一个控制器的视图里，UIKit 认为它的父控制器应当是那个控制器，所以拒绝这次 addChild。"
    case .inconsistentActualParent:
      return "子控制器的视图被放进了另一个控制器的视图里，而那个控制器不是它的父控制器：子控制器的视图应当放在父控制器的视图之内。"
    case .transitionNeedsCommonParent:
      return "transition(from:to:…) 要求两个控制器都已经是接收者的子控制器：先对新的子控制器调用 addChild，再开始转场。"
    case .transitionWithManualForwarding:
      return
        "这个容器关闭了出现与消失回调的自动转发，UIKit 不允许它调用 transition(from:to:…)：要么保留自动转发，要么自己移动视图并调用 begin/endAppearanceTransition。"
    case .unbalancedAppearance:
      return
        "beginAppearanceTransition 与 endAppearanceTransition 没有配对：这次调用找不到与之对应的另一半。UIKit 只打印这条警告，然后继续执行。"
    case .directAppearanceCall:
      return
        "出现与消失回调不能直接调用：要手动驱动它们，就调用 beginAppearanceTransition(_:animated:) 和 endAppearanceTransition()，由 UIKit 去调用回调。"
    case .pushSameInstance:
      return "同一个视图控制器实例已经在导航栈里，不能再 push 一次。"
    case .pushNavigationController:
      return "不能把一个导航控制器 push 进另一个导航控制器。"
    case .nestedPush:
      return "上一次 push 的动画还没结束，又 push 了一次：导航栏可能因此错乱。"
    case .presentWhileTransitioning:
      return "上一次 present 还没完成，又要 present 另一个控制器：UIKit 忽略这一次。"
    case .dismissWhileTransitioning:
      return "present 或 dismiss 还在进行中，又要 dismiss：UIKit 忽略这一次。"
    case .presentActiveController:
      return "这个控制器已经是子控制器、已经被 present，或者是窗口的根视图控制器，不能再以模态方式 present。"
    case .presentFromOffscreen:
      return "发起 present 的控制器的视图不在窗口里，UIKit 不会显示要 present 的控制器。"
    case .presentFromDetached:
      return "发起 present 的控制器虽然在屏幕上，却不在任何视图控制器层级里（既没有父控制器，也不是根视图控制器）：应当从层级里的控制器发起。"
    case .alreadyPresenting:
      return "这个控制器正在 present 另一个控制器，一次只能 present 一个：UIKit 忽略这一次。"
    case .constraintWithoutCommonAncestor:
      return "约束连接的视图不在同一个视图层级里（没有共同的祖先视图），所以无法激活：先把它们放进同一个层级。"
    case .constraintOutsideHolder:
      return "约束引用了这个视图之外的视图：约束只能加在它涉及的所有视图的共同祖先上。"
    case .constraintPriorityChangedWhileActive:
      return "约束激活以后，优先级不能在必需（1000）与非必需之间改动：先停用约束，改好优先级再激活。"
    case .unsatisfiableConstraints:
      return
        "这些约束不能同时满足，UIKit 打破了其中一个必需约束来完成布局：找出多余或相互矛盾的约束（常见的原因是没有把 translatesAutoresizingMaskIntoConstraints 设为 false）。"
    case .pageCountMismatch:
      return "页面视图控制器一次要显示的页面数由转场样式、书脊位置和 isDoubleSided 决定：传入的页面数量不对，UIKit 拒绝这次设置。"
    case .addChildToItself, .containmentCycle, .viewCycle, .nestingLimit, .rootHasParent,
      .rootBecomesChild, .loadViewSetNoView, .indexOutOfRange, .removeWindowView,
      .presentedBecomesChild:
      return nil
    }
  }
}

extension ObjCException {
  /// The explanation of the exception's message in `language`; nil in English.
  public func explanation(_ language: Language) -> String? {
    guard language == .chinese else { return nil }
    switch self {
    case .unrecognizedSelector(let className, let selector, _):
      return
        "'\(className)' 的实例收到了消息 '\(selector)'，却没有实现它：运行时找不到方法，就抛出这个异常。请检查选择器的拼写和冒号，以及接收者是不是你以为的那个类。"
    case .indexBeyondBounds(_, _, let index, let count):
      return Self.outOfBounds("下标 \(index) ", count)
    case .rangeBeyondBounds(_, let location, let length, let count):
      return Self.outOfBounds("从下标 \(location) 起的 \(length) 个元素", count)
    case .nilInserted(_, let collectionClass):
      let kinds =
        collectionClass == "__NSSetM" ? "NSSet 和 NSMutableSet" : "NSArray 和 NSMutableArray"
      return "\(kinds) 不能存放 nil，加入 nil 会抛出这个异常：加入之前先检查对象是否为 nil。"
    case .raised:
      return
        "程序自己用 @throw 或 raise 抛出了这个异常，外面没有能接住它的 @catch，App 因此终止：在调用外面用 @try/@catch 处理，或者先检查条件，不要抛出。"
    case .thrownObject(let className, _):
      return
        "@throw 抛出了一个 '\(className)' 对象，外面没有能接住它的 @catch，App 因此终止：抛出的通常应当是 NSException，并用 @try/@catch 处理。"
    case .stringOutOfBounds:
      return "NSMutableString 的插入或删除位置超出了字符串的长度（按 UTF-16 单元计算）：修改之前先和 length 比较。"
    case .undefinedKey(let className, _, _, let key):
      return
        "键值编码（KVC）在 '\(className)' 上找不到键 '\(key)'：没有同名的存取方法、Objective-C 能看到的属性或实例变量。请检查键的拼写；Swift 属性要标上 @objc 才能用键值编码访问。"
    case .nilValueForKey(_, _, let key):
      return "键 '\(key)' 对应的是数值或结构体这样的标量，不能用键值编码设为 nil：传入一个值，或者重写 setNilValueForKey:。"
    }
  }

  private static func outOfBounds(_ what: String, _ count: Int) -> String {
    let valid = count == 0 ? "数组是空的，没有有效的下标" : "有效的下标是 0 到 \(count - 1)"
    return "\(what)超出了数组的范围（\(valid)）：NSArray 不会返回 nil，而是抛出 NSRangeException。访问之前先和 count 比较。"
  }
}

extension AssertionKind {
  /// The explanation of the crash's message in `language`; nil in English.
  public func explanation(_ language: Language) -> String? {
    guard language == .chinese else { return nil }
    switch self {
    case .assertion:
      return "assert 的条件为 false：调试构建里 App 在这里停止（发布构建不检查 assert）。"
    case .precondition:
      return "precondition 的条件为 false：调试和发布构建里 App 都会在这里停止。"
    case .fatal:
      return "执行到了 fatalError（或 assertionFailure、preconditionFailure）：App 在这里无条件停止。"
    case .parameterAssert:
      return "NSParameterAssert 的条件不成立：传给这个方法的参数不合要求，Foundation 抛出这个异常。"
    case .nsAssert:
      return "NSAssert 的条件不成立：Foundation 抛出这个异常，消息是断言里写的那句话。"
    case .forcedTry:
      return "try! 标记的调用抛出了错误：try! 表示断定它不会抛出，所以 App 在这里停止。要处理错误，请用 do-catch 或 try?。"
    case .errorAtTopLevel:
      return "顶层代码抛出的错误没有被任何 catch 接住：程序在这里停止。"
    }
  }
}

extension RuntimeMessage {
  /// What an exception or crash message printed in English means, in `language`; nil for the
  /// other messages (they are in the reader's language already).
  public func explanation(_ language: Language) -> String? {
    switch self {
    case .uncaughtException(let exception): return exception.explanation(language)
    case .crashed(let kind, _): return kind.explanation(language)
    default: return nil
    }
  }
}
