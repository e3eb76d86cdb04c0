import Simulation

extension Evidence {
  /// The label with what it means (`LOG (observed in a published log)`), for `:why` and
  /// `containrepl rules`.
  public func description(_ language: Language) -> String {
    rawValue + language.pick(" (", "（") + meaning(language) + language.pick(")", "）")
  }

  /// What the label means, in a few words.
  public func meaning(_ language: Language) -> String {
    let l = language
    switch self {
    case .documented: return l.pick("documented by Apple", "苹果的文档")
    case .logged: return l.pick("observed in a published log", "公开日志中观察到")
    case .inferred: return l.pick("inferred", "推断")
    case .inferredLow: return l.pick("a weak inference", "把握不大的推断")
    case .loggedBinary:
      return l.pick(
        "device stack traces, and the control flow of UIKit's iOS 26.1 code",
        "真机调用栈，以及 UIKit 在 iOS 26.1 中的代码流程")
    case .binary:
      return l.pick(
        "read from the control flow of UIKit's iOS 26.1 code; an inference for other versions",
        "从 UIKit 在 iOS 26.1 中的代码流程读出；对其他版本是推断")
    case .unknown: return l.pick("no evidence settles it", "没有证据能定论")
    case .containrepl: return l.pick("a limit of containrepl itself", "containrepl 自己的限制")
    }
  }
}
