/// A property of a view controller that UIKit reads, and that a subclass may override: the
/// log shows each question UIKit asks and its answer (rules B.1, B.2).
public enum UIKitQuestion: String, CaseIterable, Hashable, Sendable {
  case childForStatusBarStyle, preferredStatusBarStyle
  case childForStatusBarHidden, prefersStatusBarHidden

  /// How the property is written in each dialect.
  public var spelling: PropertySpelling {
    switch self {
    case .childForStatusBarStyle:
      return PropertySpelling(swift: rawValue, objc: "childViewControllerForStatusBarStyle")
    case .childForStatusBarHidden:
      return PropertySpelling(swift: rawValue, objc: "childViewControllerForStatusBarHidden")
    case .preferredStatusBarStyle, .prefersStatusBarHidden:
      return PropertySpelling(swift: rawValue)
    }
  }

  /// UIKit's own answer, when no override gives one.
  public var defaultAnswer: QuestionAnswer {
    switch self {
    case .childForStatusBarStyle, .childForStatusBarHidden: return .controller(nil)
    case .preferredStatusBarStyle: return .statusBarStyle("default")
    case .prefersStatusBarHidden: return .bool(false)
    }
  }
}

/// What an overridden property answers.
public enum QuestionAnswer: Hashable, Sendable {
  case controller(ControllerID?)
  /// A `UIStatusBarStyle` member name (`default`, `lightContent`, `darkContent`).
  case statusBarStyle(String)
  case bool(Bool)

  /// The answer as the log prints it.
  public var logValue: LogValue {
    switch self {
    case .controller(let id): return id.map(LogValue.controller) ?? .nilValue
    case .statusBarStyle(let name): return .enumMember(type: "UIStatusBarStyle", member: name)
    case .bool(let flag): return .bool(flag)
    }
  }
}
