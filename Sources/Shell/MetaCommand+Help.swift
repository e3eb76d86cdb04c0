import CommandLanguage
import Rendering
import Simulation

/// Help topics that are not commands.
enum HelpTopic: String, CaseIterable {
  case language, log, limits, keys, rules, commands, uikit

  /// The topic's name as typed, with what it is in Chinese: `log（日志）`.
  func named(_ l: Language) -> String {
    let chinese: [HelpTopic: String] = [
      .language: "语言", .log: "日志", .limits: "限制", .keys: "按键", .rules: "规则",
      .commands: "命令", .uikit: "UIKit 类",
    ]
    return l.pick(rawValue, rawValue + "（" + (chinese[self] ?? rawValue) + "）")
  }

  /// The topics, listed in `l`.
  static func list(_ l: Language) -> String {
    allCases.map { $0.named(l) }.joined(separator: l.pick(", ", "、"))
  }

  /// A meta command's argument words with what they mean in Chinese: `verbose（详细）`.
  static func arguments(_ words: [String], _ l: Language) -> String {
    let chinese = [
      "clear": "清空", "brief": "简略", "verbose": "详细", "on": "开", "off": "关", "auto": "自动",
      "manual": "手动", "more": "完整说明", "undo": "撤销", "portrait": "竖屏", "landscape": "横屏",
      "session": "会话报告", "tree": "控制器树", "views": "视图树", "screen": "屏幕图",
      "timeline": "时间线", "xctest": "XCTest 测试", "en": "英文", "zh": "中文",
    ]
    return words.map { word in l.pick(word, chinese[word].map { word + "（" + $0 + "）" } ?? word) }
      .joined(separator: l.pick(", ", "、"))
  }

  func text(_ l: Language, width: Int = 80) -> [String] {
    switch self {
    case .language:
      return [
        l.pick(
          "Type Swift or Objective-C, as books print it; both can be mixed line by line:",
          "照书上的样子输入 Swift 或 Objective-C，两种写法可以逐行混用："),
        "  let a = UIViewController()          UIViewController *a = [[UIViewController alloc] init];",
        "  container.addChild(a)               [self addChildViewController:a];",
        "  func f(_ c: UIViewController) { … }  - (void) f:(UIViewController *)c { … }",
        l.pick(
          "Methods you define become the container's; `self` is `container`.",
          "你定义的方法成为 container 的方法；`self` 就是 `container`。"),
        l.pick(
          "A definition named like a UIKit callback (viewWillAppear, …) overrides it; `super` reaches UIKit.",
          "和 UIKit 回调同名的定义（viewWillAppear 等）就是重写；用 `super` 调用 UIKit 的实现。"),
        l.pick(
          "An expression typed alone shows its value: `a.parent`.", "单独输入一个表达式会显示它的值：`a.parent`。"),
      ]
    case .log:
      return [
        l.pick(
          "Your calls are at the left; what UIKit runs because of them is indented beneath.",
          "你的调用在最左边；UIKit 因此执行的回调缩进在它下面。"),
        l.pick(
          "[t=0.25] marks work done later: after an animation or at the end of the run-loop turn.",
          "[t=0.25] 表示稍后才做的工作：动画结束后，或本轮 RunLoop 结束时。"),
        l.pick(
          "warning: and error: lines are UIKit's own console texts; hint: lines are containrepl's advice.",
          "warning: 和 error: 行是 UIKit 自己的控制台文字；hint: 行是 containrepl 的建议。"),
        l.pick(
          ":log shows the whole log numbered; :why N explains line N; :log verbose adds layout callbacks.",
          ":log 显示带编号的完整日志；:why N 解释第 N 行；:log verbose 会加上布局回调。"),
      ]
    case .limits:
      return [
        l.pick(
          "Each input may run 2,000,000 steps or 0.4 seconds of processor time, nest calls 256 deep and print 1 MB; controllers and views nest at most 128 deep.",
          "每次输入最多执行 2,000,000 步或 0.4 秒处理器时间，调用嵌套最多 256 层，输出最多 1 MB；控制器和视图最多嵌套 128 层。"),
        l.pick(
          "Hitting a limit stops that input with an error; the session goes on.",
          "达到上限时这次输入会以错误结束，会话照常继续。"),
      ]
    case .keys:
      return [
        l.pick(
          "Tab completes commands, names, members after '.' and selectors after '[receiver '.",
          "Tab 补全命令、名字、'.' 之后的成员，以及 '[接收者 ' 之后的选择器。"),
        l.pick(
          "Up/Down recall history, Ctrl-R searches it; Ctrl-C cancels the line or stops a running input; Ctrl-D leaves.",
          "上下方向键翻历史，Ctrl-R 搜索历史；Ctrl-C 取消当前行或中止正在运行的输入；Ctrl-D 退出。"),
      ]
    case .uikit:
      return Interpreter.uikitHelp(l)
    case .rules:
      let approximate = Evidence.allCases.filter(\.isApproximate).map {
        $0 == .unknown ? l.pick("unknown", "未知") : $0.rawValue
      }
      return [
        l.pick(
          "Every callback follows a numbered rule of what UIKit does, with its evidence:",
          "每个回调都遵循一条有编号的 UIKit 行为规则，并注明依据：")
      ]
        + TwoColumnLayout(width: width, maxName: 8, minText: 20).lines(
          Evidence.allCases.map {
            TwoColumnLayout.Row(
              lead: "  ", name: $0 == .unknown ? l.pick("unknown", "未知") : $0.rawValue,
              text: $0.meaning(l))
          }) + [
          l.pick(
            "Rules that rest on an inference (\(approximate.joined(separator: ", "))) are shown as approximations.",
            "依据是推断的规则（\(approximate.joined(separator: "、"))）会作为近似展示。"),
          l.pick(":why N shows the rule behind log line N.", ":why N 显示第 N 行日志背后的规则。"),
          l.pick(
            "'containrepl rules' lists every rule; 'containrepl rules 2.2' shows one with its sources.",
            "'containrepl rules' 列出全部规则；'containrepl rules 2.2' 显示一条规则及其来源。"),
          l.pick(
            "With a Mac, check them: ':export xctest FILE.swift' writes an XCTest that replays the session on a device; 'containrepl diff-log SCRIPT LOG' reads the device's log back.",
            "有 Mac 就可以验证：':export xctest 文件.swift' 生成在设备上重放本次会话的 XCTest；'containrepl diff-log 脚本 日志' 读回设备的日志并比较。"
          ),
        ]
    case .commands:
      return [
        l.pick(
          "From the shell (each command's options: containrepl COMMAND --help):",
          "在 shell 中（各命令的选项：containrepl 命令 --help）：")
      ] + CommandHelp(language: l, width: width).commandRows()
    }
  }
}

extension MetaCommand {
  /// One line for the help table.
  func summary(_ l: Language) -> String {
    switch self {
    case .help: return l.pick("this table, or help on a command or topic", "显示本表，或某个命令、主题的帮助")
    case .tree: return l.pick("the view-controller tree, with states and warnings", "视图控制器树，含状态和警告")
    case .views: return l.pick("the view tree with frames", "带 frame 的视图树")
    case .screen: return l.pick("the window drawn to scale, as on screen now", "按比例画出窗口当前的样子")
    case .timeline:
      return l.pick(
        "the log as a sequence diagram: a lane per controller, animations as spans (N: the last N inputs)",
        "以时序图显示日志：每个控制器一列，动画显示为区间（N：只看最后 N 次输入）")
    case .export:
      return l.pick(
        "write a diagram as an SVG picture, the session as an HTML report, or as an XCTest that checks the log on a device (timeline FILE N: the last N inputs)",
        "把图导出为 SVG 图片，把会话导出为 HTML 报告，或导出为在设备上检查日志的 XCTest（timeline 文件 N：只导出最后 N 次输入）")
    case .play:
      return l.pick("play the running (or next) animation frame by frame", "逐帧播放正在进行（或下一个）动画")
    case .log:
      return l.pick(
        "the log so far, numbered; clear, brief or verbose", "带编号的日志；clear、brief 或 verbose")
    case .why:
      return l.pick(
        "why log line N came, in a sentence (default: the last callback); more: the whole rule, its evidence and sources",
        "用一句话说明第 N 行日志为什么出现（默认：最后一个回调）；more：完整的规则、依据和来源")
    case .forward:
      return l.pick(
        "turn container's automatic appearance forwarding on or off", "打开或关闭 container 的出现与消失回调自动转发")
    case .clock:
      return l.pick(
        "auto: time runs after each input; manual: only :tick and :wait",
        "auto：每次输入后时间自动走；manual：只在 :tick 和 :wait 时走")
    case .tick: return l.pick("advance the clock by SECONDS", "把时钟向前拨若干秒（秒数）")
    case .wait: return l.pick("run the clock until nothing animates", "让时钟一直走到没有动画为止")
    case .rotate: return l.pick("rotate the device", "旋转设备")
    case .ios:
      return l.pick(
        "simulated iOS version (7 and below: legacy rotation callbacks)", "模拟的 iOS 版本（7 及以下：旧的旋转回调）"
      )
    case .add:
      return l.pick(
        "add a child to container, printing the code it runs", "给 container 添加子控制器，并打印所执行的代码")
    case .remove:
      return l.pick("remove a child from container, printing the code", "从 container 移除子控制器，并打印代码")
    case .tap:
      return l.pick(
        "tap a view: its tap recognizers' actions run, and a control's touch-up-inside actions",
        "轻点一个视图：运行其轻点手势识别器的动作，控件则运行 touchUpInside 的动作")
    case .pan:
      return l.pick(
        "drag a finger across a view by DX, DY points in half a second: its pan recognizers' actions run at began, changed and ended (rule G.2); a scroll view scrolls, tells its delegate and decelerates (L.6e)",
        "用半秒在视图上拖动 DX、DY 点：其拖动手势识别器的动作在 began、changed、ended 时运行（规则 G.2）；滚动视图会滚动、通知它的 delegate 并减速（L.6e）")
    case .notes:
      return l.pick(
        "the UIKit members used so far that are accepted without effect",
        "目前用到的、只被接受而没有效果的 UIKit 成员")
    case .undo: return l.pick("go back to before the last input (repeatable)", "回到上一次输入之前（可重复）")
    case .reset: return l.pick("start the sandbox afresh", "重新开始沙盒")
    case .save: return l.pick("save this session as a replayable script", "把本次会话保存为可重放的脚本")
    case .load: return l.pick("run a script file here", "在这里运行一个脚本文件")
    case .hints: return l.pick("the tutor's hints on common mistakes, on or off", "打开或关闭对常见错误的提示")
    case .lang: return l.pick("interface language", "界面语言")
    case .syntax:
      return l.pick("write the log in Swift or Objective-C", "用 Swift 或 Objective-C 书写日志")
    case .ascii:
      return l.pick(
        "draw diagrams in plain ASCII, for terminals that draw box lines double width (kept for next time)",
        "用纯 ASCII 字符画图，适合把制表符画成双倍宽度的终端（下次启动时仍然有效）")
    case .welcome:
      return l.pick(
        "the sandbox's opening lines, on or off (kept for next time)",
        "打开或关闭沙盒启动时的提示（下次启动时仍然有效）")
    case .quit: return l.pick("leave (Ctrl-D does too)", "退出（Ctrl-D 也可以）")
    case .lesson: return l.pick("start or resume a lesson (no ID: the list)", "开始或继续一课（不带 ID：列出课程）")
    case .lessons: return l.pick("the lessons with your progress", "课程列表和你的进度")
    case .next: return l.pick("the next step of the lesson", "课程的下一步")
    case .retry:
      return l.pick("start this step of the lesson over", "重新开始课程的这一步")
    case .back: return l.pick("the previous step", "上一步")
    case .hint:
      return l.pick("a hint for this step (repeat for a more specific one)", "这一步的提示（重复输入得到更具体的提示）")
    case .goal: return l.pick("the target tree and log beside yours", "目标树和日志与你当前的并排显示")
    case .check:
      return l.pick(
        "check this step, or grade the exercise's answer, each check with its result",
        "检查这一步，或为练习的答案评分，逐项显示结果")
    case .solution: return l.pick("show this step's solution (asks first)", "显示这一步的答案（会先确认）")
    case .answer: return l.pick("answer the quiz question", "回答小测验的问题")
    case .exercise: return l.pick("open an exercise (no ID: the list)", "打开一个练习（不带 ID：列出练习）")
    case .exercises: return l.pick("the exercises with your best scores", "练习列表和你的最好成绩")
    case .predict:
      return l.pick(
        "in a predict exercise: your predicted log so far (clear: start again; undo: drop the last line)",
        "在预测练习中：显示你到目前为止预测的日志（clear：重新开始；undo：删掉最后一行）")
    }
  }
}

extension Session {
  /// `:help` and `:help TOPIC`, laid out to the terminal's width.
  func helpLines(_ topic: String?) -> [String] {
    let l = options.language
    let wrapper = self.wrapper
    guard let topic else {
      var lines = wrapper.wrap(
        l.pick(
          "Meta commands (a unique prefix is enough: ':tr' is ':tree'):",
          "元命令（只要前缀唯一即可：':tr' 就是 ':tree'）："))
      let rows = MetaCommand.allCases.map {
        TwoColumnLayout.Row(lead: "  ", name: $0.usage(l), text: $0.summary(l))
      }
      lines += TwoColumnLayout(width: options.columns, maxName: 24).lines(rows)
      lines += wrapper.wrap(
        l.pick("Topics: ", "主题：") + HelpTopic.list(l)
          + l.pick("  — :help TOPIC", "  —— :help 主题"))
      return lines
    }
    let word = topic.hasPrefix(":") ? String(topic.dropFirst()) : topic
    if let command = MetaCommand.match(word) {
      var lines = wrapper.wrap(
        command.usage(l) + "  —  " + command.summary(l), continuation: "    ")
      if !metaArguments(command).isEmpty {
        lines += wrapper.wrap(
          l.pick("arguments: ", "参数：") + HelpTopic.arguments(metaArguments(command), l),
          continuation: "    ")
      }
      return lines
    }
    // A class's members: a table of declarations, each row wrapped under its columns.
    if let lines = Interpreter.uikitHelp(forClass: word, l) {
      return lines.flatMap(wrapper.wrapLine)
    }
    if word.lowercased() == "surface" {
      return Interpreter.uikitSurfaceDocument(l).split(
        separator: "\n", omittingEmptySubsequences: false
      )
      .map(String.init)
    }
    let topics = HelpTopic.allCases.filter { $0.rawValue.hasPrefix(word.lowercased()) }
    if topics.count == 1 {
      return topics[0].text(l, width: options.columns).flatMap { line in
        // Code examples keep their lines; tables (columns apart by two spaces) and prose wrap.
        line.hasPrefix("  ") && !line.dropFirst(2).contains("  ") ? [line] : wrapper.wrapLine(line)
      }
    }
    return wrapper.wrap(
      l.pick("no help on '\(topic)'; topics: ", "没有 '\(topic)' 的帮助；主题有：")
        + HelpTopic.list(l))
  }
}
