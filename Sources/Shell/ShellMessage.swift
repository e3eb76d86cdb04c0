import CommandLanguage
import Simulation

/// The wording of the shell's own messages, in both languages.
enum ShellMessage {
  case emptyMeta
  case unknownMeta(String, String?)
  case usage(String)
  case overrideDropped
  case cutOff
  /// `:clock auto` stopped a repeating timer after `SandboxClock.repeatingTimerFirings` firings.
  case repeatingTimerStopped
  case noFiles(String)
  case fileError(String, String)
  case saved(String, Int)
  case nothingToUndo
  case undone(String)
  case resetDone
  case leftExercise(String)
  case brokenExercise(String, [String])
  case noSuchLine(Int, Int)
  case whyMore(Int)
  case noCallbackYet
  case notAController(String)
  case playArmed
  case hintsState(Bool)
  case unknownLesson(String, String?)
  case notInLesson
  /// `:lesson ID` in a script or piped input: a lesson answers input by input.
  case lessonInScript(String)
  case lessonOver
  case lastStep
  case firstStep
  case noMoreHints
  case nothingToCheck
  case confirmSolution
  case noQuestion
  case quizDone
  case stepReset
  case unknownExercise(String, String?)
  case notInPredictExercise
  case setting(String, String)
  case emptyTimeline
  case exported(String, String)
  case exportNeedsHTML(String)
  case exportNeedsSwift(String)
  case exportInExercise
  case exportCannotFollow([String])
  /// `:tap`, `:pan` found no recognizer or control of the kind on the view.
  case nothingAnswered(String, String)
  /// `:tap`, `:pan`: hit-testing passes over the view or one around it (rule G.3): the
  /// command, the view as typed, the view that blocks, and why.
  case touchBlocked(String, String, String, TouchBlock)
  /// `:notes`: the UIKit members used so far that are accepted without effect.
  case inertMembers(Int)
  case noInertMembers
  /// An input with full-width characters read as ASCII (said once a session): as typed, as read.
  case readAsASCII(String, String)

  /// Why hit-testing passes over a view (rule G.3).
  enum TouchBlock {
    case interactionOff, hidden, transparent
  }

  func text(_ language: Language) -> String {
    switch self {
    case .touchBlocked(let command, let view, let blocker, let reason):
      let finger =
        command == "tap"
        ? language.pick("tap", "轻点") : language.pick("pan", "拖动")
      let why: String
      switch reason {
      case .interactionOff:
        why = language.pick(
          "\(blocker).isUserInteractionEnabled is false (UILabel and UIImageView start so)",
          "\(blocker).isUserInteractionEnabled 为 false（UILabel 和 UIImageView 初始就是 false）")
      case .hidden:
        why = language.pick("\(blocker) is hidden", "\(blocker) 是隐藏的")
      case .transparent:
        why = language.pick(
          "\(blocker).alpha is below 0.01", "\(blocker).alpha 小于 0.01")
      }
      return language.pick(
        "note: the \(finger) does not reach \(view): \(why), so hit-testing passes over it (rule G.3)",
        "note: \(finger)到达不了 \(view)：\(why)，命中测试会跳过它（规则 G.3）")
    case .nothingAnswered(let command, let view):
      let finger =
        command == "tap"
        ? language.pick("tap", "轻点") : language.pick("pan", "拖动")
      return language.pick(
        "note: nothing on \(view) answers a \(finger): it has no such gesture recognizer"
          + (command == "tap" ? " and is not a control" : ""),
        "note: \(view) 上没有响应\(finger)的对象：它没有这种手势识别器"
          + (command == "tap" ? "，也不是控件" : ""))
    case .inertMembers(let count):
      return language.pick(
        "note: \(count) UIKit member\(count == 1 ? "" : "s") used so far \(count == 1 ? "is" : "are") accepted without effect (not simulated):",
        "note: 目前用到的 \(count) 个 UIKit 成员只被接受、没有效果（未模拟）：")
    case .readAsASCII(let typed, let read):
      return language.pick(
        "note: read '\(typed)' as '\(read)': outside code, full-width characters count as their ASCII forms (in code they are errors)",
        "note: '\(typed)' 按 '\(read)' 读取：代码以外，全角字符都当作对应的半角字符（写在代码里则是错误）")
    case .noInertMembers:
      return language.pick(
        "note: every UIKit member used so far is simulated",
        "note: 目前用到的 UIKit 成员都有模拟")
    case .emptyTimeline:
      return language.pick(
        "the log is empty: nothing to draw yet", "日志是空的：还没有可画的内容")
    case .exported(let kind, let path):
      let names = [
        "tree": "控制器树", "views": "视图树", "screen": "屏幕图", "timeline": "时间线",
        "session": "会话报告", "xctest": "XCTest 测试",
      ]
      return language.pick(
        "wrote \(kind) to \(path)",
        "已把\(names[kind].map { $0.first?.isASCII == true ? " " + $0 : $0 } ?? " " + kind)写入 \(path)"
      )
    case .exportNeedsSwift(let path):
      return language.pick(
        "an XCTest is a Swift file: '\(path)' should end in .swift",
        "XCTest 是 Swift 文件：'\(path)' 应当以 .swift 结尾")
    case .exportInExercise:
      return language.pick(
        "an XCTest can be exported from the sandbox or a lesson, not from an exercise",
        "XCTest 只能从沙盒或课程中导出，不能从练习中导出")
    case .exportCannotFollow(let commands):
      return language.pick(
        "a device cannot follow \(commands.joined(separator: ", ")): the session cannot be exported",
        "设备无法照做 \(commands.joined(separator: "、"))：无法导出这次会话")
    case .exportNeedsHTML(let path):
      return language.pick(
        "a session report is an HTML file: '\(path)' should end in .html",
        "会话报告是 HTML 文件：'\(path)' 应当以 .html 结尾")
    case .emptyMeta:
      return language.pick(
        "expected a meta command after ':'; see ':help'", "':' 后面应当是元命令；参见 ':help'")
    case .unknownMeta(let word, let suggestion):
      let hint =
        suggestion.map { language.pick("; did you mean ':\($0)'?", "；你是不是想输入 ':\($0)'？") } ?? ""
      return language.pick("unknown meta command ':\(word)'", "未知的元命令 ':\(word)'") + hint
        + language.pick("; see ':help'", "；参见 ':help'")
    case .usage(let usage):
      return language.pick("usage: \(usage)", "用法：\(usage)")
    case .overrideDropped:
      return language.pick(
        "note: your override of shouldAutomaticallyForwardAppearanceMethods was removed so that :forward takes effect",
        "note: 为了让 :forward 生效，已移除你对 shouldAutomaticallyForwardAppearanceMethods 的重写")
    case .noFiles(let path):
      return language.pick(
        "cannot use '\(path)': files are not available here", "无法使用 '\(path)'：这里无法访问文件")
    case .fileError(let path, let message):
      return language.pick(
        "cannot use '\(path)': \(message)",
        "无法使用 '\(path)'：\(SystemMessage.text(message, .chinese))")
    case .saved(let path, let count):
      return language.pick(
        "saved \(count) input\(count == 1 ? "" : "s") to \(path)",
        "已把 \(count) 次输入保存到 \(path)")
    case .nothingToUndo:
      return language.pick("nothing to undo", "没有可以撤销的输入")
    case .undone(let input):
      return language.pick("undone: \(input)", "已撤销：\(input)")
    case .resetDone:
      return language.pick(
        "a fresh sandbox: container is the window's root again",
        "新的沙盒：container 重新成为窗口的根视图控制器")
    case .leftExercise(let id):
      return language.pick(
        "you have left the exercise \(id); ':exercise \(id)' opens it again (your definitions so far are gone)",
        "你已离开练习 \(id)；用 ':exercise \(id)' 重新打开（之前输入的定义已清除）")
    case .brokenExercise(let id, let problems):
      return language.pick(
        "the exercise '\(id)' cannot be used until its file is fixed: ",
        "练习 '\(id)' 的文件有问题，修好之前不能使用：") + problems.joined(separator: "; ")
    case .noSuchLine(let line, let count):
      return language.pick(
        "there is no log line \(line) (the log has \(count)); see ':log'",
        "没有第 \(line) 行日志（日志共 \(count) 行）；参见 ':log'")
    case .whyMore(let line):
      return language.pick(
        "(:why \(line) more: the whole rule, its evidence and sources)",
        "（:why \(line) more：完整的规则、依据和来源）")
    case .noCallbackYet:
      return language.pick("no callback in the log yet; see ':log'", "日志中还没有回调；参见 ':log'")
    case .notAController(let name):
      return language.pick("'\(name)' is not a view controller variable", "'\(name)' 不是视图控制器变量")
    case .playArmed:
      return language.pick(
        "nothing is animating; the next animation will be played",
        "现在没有动画；下一个动画开始时会逐帧播放")
    case .hintsState(let on):
      return on ? language.pick("hints are on", "提示已打开") : language.pick("hints are off", "提示已关闭")
    case .unknownLesson(let id, let suggestion):
      let hint =
        suggestion.map { language.pick("; did you mean '\($0)'?", "；你是不是想找 '\($0)'？") } ?? ""
      return language.pick("there is no lesson '\(id)'", "没有名为 '\(id)' 的课程") + hint
        + language.pick("; ':lesson' lists them", "；':lesson' 会列出全部课程")
    case .lessonInScript(let id):
      return language.pick(
        "a lesson checks each input as you type it, which a script does not do: start it with 'containrepl lesson \(id)' (it reads piped input too)",
        "课程要在你每次输入后检查这一步，脚本做不到这一点：请用 'containrepl lesson \(id)' 开始（它也能读取管道输入）")
    case .notInLesson:
      return language.pick(
        "not in a lesson; start one with ':lesson ID' (':lesson' lists them)",
        "当前不在课程中；用 ':lesson ID' 开始一课（':lesson' 列出全部课程）")
    case .lessonOver:
      return language.pick(
        "the lesson is over; ':lesson' picks another", "这一课已经结束；用 ':lesson' 选择另一课")
    case .lastStep:
      return language.pick("this is the last step", "这已经是最后一步")
    case .firstStep:
      return language.pick("this is the first step", "这已经是第一步")
    case .noMoreHints:
      return language.pick(
        "no more hints for this step; ':solution' shows the answer",
        "这一步没有更多提示了；':solution' 可以显示答案")
    case .nothingToCheck:
      return language.pick(
        "this step has nothing to check; ':next' moves on", "这一步没有需要检查的内容；用 ':next' 继续")
    case .confirmSolution:
      return language.pick(
        "the step will be recorded as solved after a revealed solution; type ':solution' again to see it",
        "这一步会被记为看过答案后完成；再输入一次 ':solution' 查看答案")
    case .noQuestion:
      return language.pick("there is no question to answer now", "现在没有需要回答的问题")
    case .unknownExercise(let id, let suggestion):
      let hint =
        suggestion.map { language.pick("; did you mean '\($0)'?", "；你是不是想找 '\($0)'？") } ?? ""
      return language.pick("there is no exercise '\(id)'", "没有名为 '\(id)' 的练习") + hint
    case .notInPredictExercise:
      return language.pick(
        "':predict' works only in a predict exercise; ':exercises' lists the exercises",
        "':predict' 只在预测练习中使用；':exercises' 列出全部练习")
    case .setting(let name, let value):
      return language.pick(
        "\(name): \(value)",
        "\(Self.chineseSettings[name] ?? name)：\(Self.chineseValues[value] ?? value)")
    case .stepReset:
      return language.pick("back to the start of this step", "回到这一步的开头")
    case .quizDone:
      return language.pick("that was the last question", "这是最后一道题")
    case .cutOff:
      return ClockRun.cutOff.note(language) ?? ""
    case .repeatingTimerStopped:
      return ClockRun.repeatingTimerStopped.note(language) ?? ""
    }
  }
}

extension ShellMessage {
  /// The settings' names as a Chinese echo says them (`时钟：手动`).
  static let chineseSettings = [
    "forward": "自动转发", "clock": "时钟", "ios": "iOS 版本", "syntax": "日志语法", "lang": "界面语言",
    "log": "日志", "ascii": "ASCII 绘图", "welcome": "启动提示",
  ]
  /// Their values.
  static let chineseValues = [
    "on": "开", "off": "关", "auto": "自动", "manual": "手动", "brief": "简略", "verbose": "详细",
    "en": "English", "zh": "中文", "zh-Hans": "中文",
  ]
}
