/// The prose of the man page that is not about one command: what the program is, its
/// environment, files and exit status.
enum ManPageText {
  static let description = [
    HelpText(
      "containrepl teaches UIKit's custom container view controllers by simulating them, callback by callback. Type the Swift or Objective-C that iOS books show (container.addChild(content), [self addChildViewController:content]) and see what UIKit would do: the callback log, UIKit's warnings and exceptions, and diagrams of the controller tree, the view tree and the screen.",
      "containrepl 通过逐个回调的模拟来讲解 UIKit 的自定义容器视图控制器。输入 iOS 书中的 Swift 或 Objective-C 代码（container.addChild(content)、[self addChildViewController:content]），就能看到 UIKit 会做什么：回调日志、UIKit 的警告和异常，以及视图控制器层级、视图层级和屏幕的示意图。"
    ),
    HelpText(
      "Without a command, containrepl starts the sandbox: window, whose root view controller is container, a custom container on screen. In the sandbox, :help lists the meta commands (:tree, :views, :screen, :why, :undo, ...). Guided lessons and exercises with checked answers come in English and Chinese; 'containrepl rules' lists the rules of UIKit's behaviour that the simulation follows, each with its evidence.",
      "不带命令时，containrepl 启动沙盒：窗口的根视图控制器是 container，一个已经显示在屏幕上的自定义容器视图控制器。在沙盒中输入 :help 可以列出元命令（:tree、:views、:screen、:why、:undo 等）。课程和带检查的练习有英文和中文两种；'containrepl rules' 列出模拟所遵循的 UIKit 行为规则及其依据。"
    ),
  ]

  static let sections: [(HelpText, [(String, HelpText)])] = [
    (
      HelpText("ENVIRONMENT", "环境变量"),
      [
        (
          "LC_ALL, LC_MESSAGES, LANG",
          HelpText(
            "The interface language when --lang is not given (zh… is Chinese, anything else English); LC_ALL, LC_CTYPE and LANG also say whether the terminal takes UTF-8 (otherwise diagrams are drawn in ASCII).",
            "未给出 --lang 时决定界面语言（zh… 为中文，其余为英文）；LC_ALL、LC_CTYPE 和 LANG 也决定终端是否使用 UTF-8（否则用 ASCII 画图）。"
          )
        ),
        (
          "NO_COLOR, TERM",
          HelpText(
            "Output is plain when NO_COLOR is set, when TERM is dumb, or when it is not a terminal.",
            "设置了 NO_COLOR、TERM 为 dumb 或输出不是终端时，不使用颜色。")
        ),
        (
          "XDG_STATE_HOME",
          HelpText(
            "Where progress, history and settings are kept (default ~/.local/state).",
            "进度、历史和设置的保存位置（默认 ~/.local/state）。")
        ),
      ]
    ),
    (
      HelpText("FILES", "文件"),
      [
        (
          "$XDG_STATE_HOME/containrepl/",
          HelpText(
            "progress.json, the input history and settings, written atomically; a damaged file is reported and set aside.",
            "progress.json、输入历史和设置，以原子方式写入；损坏的文件会被报告并移到一旁。")
        )
      ]
    ),
    (
      HelpText("EXIT STATUS", "退出状态"),
      [
        (
          "0",
          HelpText(
            "success; for check, the answer passed; for diff-log, the device agrees",
            "成功；对 check 而言，答案通过；对 diff-log 而言，设备与 containrepl 一致")
        ),
        (
          "1",
          HelpText(
            "an error or exception in a script, a failed check, a device log that differs from containrepl's, or a file that could not be used",
            "脚本中出现错误或异常、检查未通过、设备日志与 containrepl 的不一致，或文件无法使用")
        ),
        (
          "2",
          HelpText(
            "a command line that could not be understood (the command's usage is shown), a lesson, exercise, rule or lessons folder that does not exist, or a script or device log that export or diff-log cannot use",
            "命令行无法理解（会显示该命令的用法），课程、练习、规则或课程目录不存在，或者 export、diff-log 无法使用给出的脚本或设备日志")
        ),
      ]
    ),
  ]

  static let seeAlso = HelpText(
    "docs/rules.md in the source repository, and 'containrepl rules', for the rule catalogue.",
    "源代码仓库中的 docs/rules.md 以及 'containrepl rules'：规则目录。")
}
