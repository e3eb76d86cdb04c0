extension RuleSource {
  /// The project's own descriptions of the sources that are not publications (code searches,
  /// binaries read), in Chinese; a publication's title stays as published.
  static let chineseDescriptions: [String: String] = [
    "S31": "transitionFromViewController 的两个重新实现（iOS 4 的向下移植，Java 移植版）",
    "S43":
      "公开的崩溃日志和异常堆栈，2018–2024（viewDidMoveToWindow:shouldAppearOrDisappear: → _executeAfterAppearanceBlock → _runAfterCACommitDeferredBlocks）",
    "S44": "UIKit iOS 26.1 二进制的控制流程，只为了解事实而阅读",
    "S189": "iOS 26.1（23B85）UIKitCore 的公开反编译代码：_UIQueuingScrollView，只为了解事实而阅读",
    "S190": "UIKitCore 的运行时头文件（iOS 15.2 和 16.4.1）：_UIPageViewControllerContentView.h",
    "S132":
      "根视图控制器的 viewDidLoad 出现在 -[UIWindow makeKeyAndVisible] 和 -[UIWindow setRootViewController:] 之下的公开设备调用栈（2015–2019）",
    "S160": "公开的设备日志，打印 UIWindowLevelNormal、UIWindowLevelStatusBar 和 UIWindowLevelAlert 的值（2012）",
    "S161": "公开的运行时输出：各个具名字重的值，以及 iOS 13 上粗体字体的字重特征与 .bold 的比较",
    "S175": "Theos 的头文件 version.h：到 iOS 16.4 为止各版本的 kCFCoreFoundationVersionNumber",
    "S176":
      "版本检查：在 iOS 6.1.3、7.1.2 和 8.0.2 设备上打印出的 NSFoundationVersionNumber 与 kCFCoreFoundationVersionNumber（2014）",
    "S71": "引用 UINavigationController push 消息的公开 App 代码、日志和崩溃报告（其中有一份 iOS 7.1.2 的日志）",
  ]

  /// What the source is, in `language`: a publication's title as published, the project's own
  /// description in the reader's language.
  public func title(_ language: Language) -> String {
    language == .chinese ? Self.chineseDescriptions[id] ?? title : title
  }

  /// Where the source is: a web address, or (for a source that is not published) what it is.
  public func address(_ language: Language) -> String {
    guard language == .chinese else { return address }
    switch address {
    case "public code search": return "公开代码搜索"
    case "not published here": return "未在此公开"
    default: return address
    }
  }
}
