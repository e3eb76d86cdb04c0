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
