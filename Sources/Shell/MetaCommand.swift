import CommandLanguage
import LessonEngine
import Simulation

/// The meta commands (`:name`), apart from the language as in the Swift REPL. Each is declared
/// once, in `definition`: parsing, usage lines, `:help`, completion and dispatch all read it.
public enum MetaCommand: String, CaseIterable, Sendable {
  case help, tree, views, screen, timeline, export, play, log, why
  case forward, clock, tick, wait, rotate, ios
  case add, remove, undo, reset, save, load
  case hints, lang, syntax, ascii, welcome, quit
  case lesson, lessons, next, retry, back, hint, goal, check, solution, answer
  case exercise, exercises, predict
  case tap, pan, notes

  /// The command a typed word names: exact, or a unique prefix.
  static func match(_ word: String) -> MetaCommand? {
    let lowered = word.lowercased()
    if let exact = MetaCommand(rawValue: lowered) { return exact }
    let candidates = allCases.filter { $0.rawValue.hasPrefix(lowered) }
    // `:n` was `:next` before `:notes` existed, and lessons teach it.
    if lowered == "n" { return .next }
    return candidates.count == 1 ? candidates[0] : nil
  }

  /// How the command is written with its arguments, placeholders in the interface language
  /// (`:tick SECONDS`, `:tick 秒数`).
  func usage(_ language: Language) -> String {
    guard language == .chinese else { return usage }
    var text = usage
    for (english, chinese) in Self.chinesePlaceholders {
      text = text.replacingWord(english, with: chinese)
    }
    return text
  }

  static let chinesePlaceholders = [
    ("TOPIC", "主题"), ("SECONDS", "秒数"), ("FILE", "文件"), ("VERSION", "版本"), ("NAME", "名称"),
    ("VIEW", "视图"), ("DX", "横向距离"), ("DY", "纵向距离"),
  ]

  /// How the command is written with its arguments.
  var usage: String { definition.usage }

  /// One line for the help table.
  func summary(_ l: Language) -> String { definition.summary.text(l) }

  /// The command's declaration: how it is written, what it does, what its argument is, and
  /// the session's code that runs it.
  var definition: MetaCommandDefinition {
    switch self {
    case .help:
      return MetaCommandDefinition(
        ":help [TOPIC]", HelpText("this table, or help on a command or topic", "显示本表，或某个命令、主题的帮助"),
        arguments: .commandsAndTopics,
        run: { $0.helpCommand($1) })
    case .tree:
      return MetaCommandDefinition(
        ":tree", HelpText("the view-controller tree, with states and warnings", "视图控制器树，含状态和警告"),
        arguments: .none,
        run: { $0.treeCommand($1) })
    case .views:
      return MetaCommandDefinition(
        ":views", HelpText("the view tree with frames", "带 frame 的视图树"), arguments: .none,
        run: { $0.viewsCommand($1) })
    case .screen:
      return MetaCommandDefinition(
        ":screen", HelpText("the window drawn to scale, as on screen now", "按比例画出窗口当前的样子"),
        arguments: .none,
        run: { $0.screenCommand($1) })
    case .timeline:
      return MetaCommandDefinition(
        ":timeline [N]",
        HelpText(
          "the log as a sequence diagram: a lane per controller, animations as spans (N: the last N inputs)",
          "以时序图显示日志：每个控制器一列，动画显示为区间（N：只看最后 N 次输入）"), arguments: .none,
        run: { $0.timelineCommand($1.arguments) })
    case .export:
      return MetaCommandDefinition(
        ":export tree|views|screen|timeline|session|xctest FILE",
        HelpText(
          "write a diagram as an SVG picture, the session as an HTML report, or as an XCTest that checks the log on a device (timeline FILE N: the last N inputs)",
          "把图导出为 SVG 图片，把会话导出为 HTML 报告，或导出为在设备上检查日志的 XCTest（timeline 文件 N：只导出最后 N 次输入）"),
        arguments: .words(ExportKind.allCases.map(\.rawValue)),
        run: { $0.exportCommand($1.arguments) })
    case .play:
      return MetaCommandDefinition(
        ":play",
        HelpText("play the running (or next) animation frame by frame", "逐帧播放正在进行（或下一个）动画"),
        arguments: .none,
        run: { $0.playCommand($1) })
    case .log:
      return MetaCommandDefinition(
        ":log [clear|brief|verbose]",
        HelpText(
          "the log so far, numbered; clear, brief or verbose", "带编号的日志；clear、brief 或 verbose"),
        arguments: .words(["clear", "brief", "verbose"]),
        run: { $0.logCommand($1) })
    case .why:
      return MetaCommandDefinition(
        ":why [N] [more]",
        HelpText(
          "why log line N came, in a sentence (default: the last callback); more: the whole rule, its evidence and sources",
          "用一句话说明第 N 行日志为什么出现（默认：最后一个回调）；more：完整的规则、依据和来源"), arguments: .none,
        run: { $0.whyCommand($1) })
    case .forward:
      return MetaCommandDefinition(
        ":forward on|off",
        HelpText(
          "turn container's automatic appearance forwarding on or off",
          "打开或关闭 container 的出现与消失回调自动转发"), arguments: .onOff,
        run: { $0.forwardCommand($1) })
    case .clock:
      return MetaCommandDefinition(
        ":clock auto|manual",
        HelpText(
          "auto: time runs after each input; manual: only :tick and :wait",
          "auto：每次输入后时间自动走；manual：只在 :tick 和 :wait 时走"), arguments: .words(["auto", "manual"]),
        run: { $0.clockCommand($1) })
    case .tick:
      return MetaCommandDefinition(
        ":tick SECONDS", HelpText("advance the clock by SECONDS", "把时钟向前拨若干秒（秒数）"),
        arguments: .none,
        run: { $0.tickCommand($1) })
    case .wait:
      return MetaCommandDefinition(
        ":wait", HelpText("run the clock until nothing animates", "让时钟一直走到没有动画为止"),
        arguments: .none,
        run: { $0.waitCommand($1) })
    case .rotate:
      return MetaCommandDefinition(
        ":rotate portrait|landscapeLeft|landscapeRight|portraitUpsideDown",
        HelpText("rotate the device", "旋转设备"),
        arguments: .words(Orientation.allCases.map(\.rawValue)),
        run: { $0.rotateCommand($1) })
    case .ios:
      return MetaCommandDefinition(
        ":ios VERSION",
        HelpText(
          "simulated iOS version (7 and below: legacy rotation callbacks)",
          "模拟的 iOS 版本（7 及以下：旧的旋转回调）"), arguments: .words(["7", "8", "13", "17"]),
        run: { $0.iosCommand($1) })
    case .add:
      return MetaCommandDefinition(
        ":add NAME",
        HelpText(
          "add a child to container, printing the code it runs", "给 container 添加子控制器，并打印所执行的代码"),
        arguments: .controllers,
        run: { $0.shortcutCommand($1) })
    case .remove:
      return MetaCommandDefinition(
        ":remove NAME",
        HelpText("remove a child from container, printing the code", "从 container 移除子控制器，并打印代码"),
        arguments: .controllers,
        run: { $0.shortcutCommand($1) })
    case .undo:
      return MetaCommandDefinition(
        ":undo", HelpText("go back to before the last input (repeatable)", "回到上一次输入之前（可重复）"),
        arguments: .none,
        run: { $0.undoCommand($1) })
    case .reset:
      return MetaCommandDefinition(
        ":reset", HelpText("start the sandbox afresh", "重新开始沙盒"), arguments: .none,
        run: { $0.resetCommand($1) })
    case .save:
      return MetaCommandDefinition(
        ":save FILE", HelpText("save this session as a replayable script", "把本次会话保存为可重放的脚本"),
        arguments: .none,
        run: { $0.saveCommand($1) })
    case .load:
      return MetaCommandDefinition(
        ":load FILE", HelpText("run a script file here", "在这里运行一个脚本文件"), arguments: .none,
        run: { $0.loadCommand($1) })
    case .hints:
      return MetaCommandDefinition(
        ":hints on|off",
        HelpText("the tutor's hints on common mistakes, on or off", "打开或关闭对常见错误的提示"),
        arguments: .onOff,
        run: { $0.hintsCommand($1) })
    case .lang:
      return MetaCommandDefinition(
        ":lang en|zh", HelpText("interface language", "界面语言"), arguments: .words(["en", "zh"]),
        run: { $0.langCommand($1) })
    case .syntax:
      return MetaCommandDefinition(
        ":syntax swift|objc",
        HelpText("write the log in Swift or Objective-C", "用 Swift 或 Objective-C 书写日志"),
        arguments: .words(["swift", "objc"]),
        run: { $0.syntaxCommand($1) })
    case .ascii:
      return MetaCommandDefinition(
        ":ascii on|off",
        HelpText(
          "draw diagrams in plain ASCII, for terminals that draw box lines double width (kept for next time)",
          "用纯 ASCII 字符画图，适合把制表符画成双倍宽度的终端（下次启动时仍然有效）"), arguments: .onOff,
        run: { $0.asciiCommand($1) })
    case .welcome:
      return MetaCommandDefinition(
        ":welcome on|off",
        HelpText(
          "the sandbox's opening lines, on or off (kept for next time)", "打开或关闭沙盒启动时的提示（下次启动时仍然有效）"),
        arguments: .onOff,
        run: { $0.welcomeCommand($1) })
    case .quit:
      return MetaCommandDefinition(
        ":quit", HelpText("leave (Ctrl-D does too)", "退出（Ctrl-D 也可以）"), arguments: .none,
        run: { $0.quitCommand($1) })
    case .lesson:
      return MetaCommandDefinition(
        ":lesson [ID]",
        HelpText("start or resume a lesson (no ID: the list)", "开始或继续一课（不带 ID：列出课程）"),
        arguments: .lessonIDs,
        run: { $0.asProse($0.lessonCommand($1)) })
    case .lessons:
      return MetaCommandDefinition(
        ":lessons", HelpText("the lessons with your progress", "课程列表和你的进度"), arguments: .none,
        run: { $0.asProse($0.lessonsCommand($1)) })
    case .next:
      return MetaCommandDefinition(
        ":next", HelpText("the next step of the lesson", "课程的下一步"), arguments: .none,
        run: { $0.asProse($0.nextLessonCommand($1)) })
    case .retry:
      return MetaCommandDefinition(
        ":retry", HelpText("start this step of the lesson over", "重新开始课程的这一步"), arguments: .none,
        run: { $0.asProse($0.retryLessonCommand($1)) })
    case .back:
      return MetaCommandDefinition(
        ":back", HelpText("the previous step", "上一步"), arguments: .none,
        run: { $0.asProse($0.backLessonCommand($1)) })
    case .hint:
      return MetaCommandDefinition(
        ":hint",
        HelpText("a hint for this step (repeat for a more specific one)", "这一步的提示（重复输入得到更具体的提示）"),
        arguments: .none,
        run: {
          $0.exercise != nil
            ? MetaResult(lines: $0.exerciseHint()) : $0.asProse($0.hintLessonCommand($1))
        })
    case .goal:
      return MetaCommandDefinition(
        ":goal", HelpText("the target tree and log beside yours", "目标树和日志与你当前的并排显示"),
        arguments: .none,
        run: { $0.asProse($0.goalLessonCommand($1)) })
    case .check:
      return MetaCommandDefinition(
        ":check",
        HelpText(
          "check this step, or grade the exercise's answer, each check with its result",
          "检查这一步，或为练习的答案评分，逐项显示结果"), arguments: .none,
        run: {
          $0.exercise != nil
            ? MetaResult(lines: $0.checkExercise()) : $0.asProse($0.checkLessonCommand($1))
        })
    case .solution:
      return MetaCommandDefinition(
        ":solution", HelpText("show this step's solution (asks first)", "显示这一步的答案（会先确认）"),
        arguments: .none,
        run: { $0.asProse($0.solutionLessonCommand($1)) })
    case .answer:
      return MetaCommandDefinition(
        ":answer N", HelpText("answer the quiz question", "回答小测验的问题"), arguments: .none,
        run: { $0.asProse($0.answerLessonCommand($1)) })
    case .exercise:
      return MetaCommandDefinition(
        ":exercise [ID]", HelpText("open an exercise (no ID: the list)", "打开一个练习（不带 ID：列出练习）"),
        arguments: .exerciseIDs,
        run: { $0.exerciseCommand($1) })
    case .exercises:
      return MetaCommandDefinition(
        ":exercises", HelpText("the exercises with your best scores", "练习列表和你的最好成绩"),
        arguments: .none,
        run: { session, _ in MetaResult(lines: session.proseLines(session.exerciseList())) })
    case .predict:
      return MetaCommandDefinition(
        ":predict [clear|undo]",
        HelpText(
          "in a predict exercise: your predicted log so far (clear: start again; undo: drop the last line)",
          "在预测练习中：显示你到目前为止预测的日志（clear：重新开始；undo：删掉最后一行）"), arguments: .words(["clear", "undo"]),
        run: { MetaResult(lines: $0.predictCommand($1.arguments)) })
    case .tap:
      return MetaCommandDefinition(
        ":tap VIEW",
        HelpText(
          "tap a view: its tap recognizers' actions run, and a control's touch-up-inside actions",
          "轻点一个视图：运行其轻点手势识别器的动作，控件则运行 touchUpInside 的动作"), arguments: .none,
        run: { $0.gestureCommand($1) })
    case .pan:
      return MetaCommandDefinition(
        ":pan VIEW DX [DY]",
        HelpText(
          "drag a finger across a view by DX, DY points in half a second: its pan recognizers' actions run at began, changed and ended (rule G.2); a scroll view scrolls, tells its delegate and decelerates (L.6e)",
          "用半秒在视图上拖动 DX、DY 点：其拖动手势识别器的动作在 began、changed、ended 时运行（规则 G.2）；滚动视图会滚动、通知它的 delegate 并减速（L.6e）"
        ), arguments: .none,
        run: { $0.gestureCommand($1) })
    case .notes:
      return MetaCommandDefinition(
        ":notes",
        HelpText(
          "the UIKit members used so far that are accepted without effect",
          "目前用到的、只被接受而没有效果的 UIKit 成员"), arguments: .none,
        run: { $0.notesCommand($1) })
    }
  }
}

/// One meta command, declared once.
struct MetaCommandDefinition {
  /// How the command is written with its arguments, placeholders in English (`:tick SECONDS`).
  let usage: String
  /// One line for the help table, in both interface languages.
  let summary: HelpText
  /// The words its argument may be, for completion and `:help COMMAND`.
  let arguments: MetaArguments
  /// Runs the command in a session.
  let run: (Session, MetaCall) -> MetaResult

  init(
    _ usage: String, _ summary: HelpText, arguments: MetaArguments,
    run: @escaping (Session, MetaCall) -> MetaResult
  ) {
    self.usage = usage
    self.summary = summary
    self.arguments = arguments
    self.run = run
  }
}

/// What a meta command's argument may be.
enum MetaArguments {
  /// Nothing to complete.
  case none
  /// One of these words.
  case words([String])
  /// `on` or `off`.
  case onOff
  /// The names of the sandbox's controllers.
  case controllers
  /// A meta command or a help topic.
  case commandsAndTopics
  /// The id of a lesson, or of an exercise.
  case lessonIDs, exerciseIDs
}

/// A meta command as typed: its words after the name, and where it was.
struct MetaCall {
  let command: MetaCommand
  let arguments: [String]
  /// The script it is in (nil at the prompt), and its line there.
  let fileName: String?
  let line: Int
}

extension Session {
  /// The words a meta command takes as its argument.
  func metaArguments(_ command: MetaCommand) -> [String] {
    switch command.definition.arguments {
    case .none: return []
    case .words(let words): return words
    case .onOff: return ["on", "off"]
    case .controllers:
      return interpreter.variableNames.filter {
        if case .controller? = interpreter.variable($0) { return true }
        return false
      }
    case .commandsAndTopics:
      return MetaCommand.allCases.map(\.rawValue) + HelpTopic.allCases.map(\.rawValue)
    case .lessonIDs: return catalog.lessonIDs
    case .exerciseIDs: return catalog.exerciseIDs
    }
  }
}

extension String {
  /// The text with every whole upper-case word `word` replaced.
  func replacingWord(_ word: String, with replacement: String) -> String {
    var result = ""
    var current = ""
    func flush() {
      result += current == word ? replacement : current
      current = ""
    }
    for character in self {
      if character.isLetter && character.isUppercase {
        current.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }
}
