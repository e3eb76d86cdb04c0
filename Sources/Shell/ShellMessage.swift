import Simulation

/// The wording of the shell's own messages, in both languages.
enum ShellMessage {
  case emptyMeta
  case unknownMeta(String, String?)
  case usage(String)
  case overrideDropped
  case cutOff

  func text(_ language: Language) -> String {
    switch self {
    case .emptyMeta:
      return language.pick("expected a meta command after ':'; see ':help'", "':' 后面应当是元命令；参见 ':help'")
    case .unknownMeta(let word, let suggestion):
      let hint = suggestion.map { language.pick("; did you mean ':\($0)'?", "；你是不是想输入 ':\($0)'？") } ?? ""
      return language.pick("unknown meta command ':\(word)'", "未知的元命令 ':\(word)'") + hint
        + language.pick("; see ':help'", "；参见 ':help'")
    case .usage(let usage):
      return language.pick("usage: \(usage)", "用法：\(usage)")
    case .overrideDropped:
      return language.pick(
        "note: your override of shouldAutomaticallyForwardAppearanceMethods was removed so that :forward takes effect",
        "note: 为了让 :forward 生效，已移除你对 shouldAutomaticallyForwardAppearanceMethods 的重写")
    case .cutOff:
      return language.pick(
        "note: the clock stopped at the limit for one input; some work is still pending",
        "note: 时钟在单次输入的上限处停下，还有工作没有完成")
    }
  }
}
