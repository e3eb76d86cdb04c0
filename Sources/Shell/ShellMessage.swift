import Simulation

/// The wording of the shell's own messages, in both languages.
enum ShellMessage {
  case emptyMeta
  case unknownMeta(String, String?)
  case usage(String)
  case overrideDropped
  case cutOff
  case noFiles
  case fileError(String, String)
  case saved(String, Int)
  case nothingToUndo
  case undone(String)
  case resetDone
  case noSuchLine(Int, Int)
  case noCallbackYet
  case notAController(String)
  case playArmed
  case hintsState(Bool)

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
    case .noFiles:
      return language.pick("files are not available here", "这里无法访问文件")
    case .fileError(let path, let message):
      return language.pick("cannot use '\(path)': \(message)", "无法使用 '\(path)'：\(message)")
    case .saved(let path, let count):
      return language.pick("saved \(count) input\(count == 1 ? "" : "s") to \(path)",
        "已把 \(count) 次输入保存到 \(path)")
    case .nothingToUndo:
      return language.pick("nothing to undo", "没有可以撤销的输入")
    case .undone(let input):
      return language.pick("undone: \(input)", "已撤销：\(input)")
    case .resetDone:
      return language.pick("a fresh sandbox: container is the window's root again",
        "新的沙盒：container 重新成为 window 的根视图控制器")
    case .noSuchLine(let line, let count):
      return language.pick("there is no log line \(line) (the log has \(count)); see ':log'",
        "没有第 \(line) 行日志（日志共 \(count) 行）；参见 ':log'")
    case .noCallbackYet:
      return language.pick("no callback in the log yet; see ':log'", "日志中还没有回调；参见 ':log'")
    case .notAController(let name):
      return language.pick("'\(name)' is not a view controller variable", "'\(name)' 不是视图控制器变量")
    case .playArmed:
      return language.pick("nothing is animating; the next animation will be played",
        "现在没有动画；下一个动画开始时会逐帧播放")
    case .hintsState(let on):
      return on ? language.pick("hints are on", "提示已打开") : language.pick("hints are off", "提示已关闭")
    case .cutOff:
      return language.pick(
        "note: the clock stopped at the limit for one input; some work is still pending",
        "note: 时钟在单次输入的上限处停下，还有工作没有完成")
    }
  }
}
