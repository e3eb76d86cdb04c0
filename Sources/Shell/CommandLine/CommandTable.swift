/// Every command and option of `containrepl`, declared once: the parser, `--help`, each
/// command's usage, `:help commands`, the man page and the shell completions all read this
/// table, so adding an option is one entry here (and the code that acts on it).
public enum CommandTable {
  /// The line that says what the program is.
  public static let tagline = HelpText(
    "learn UIKit container view controllers by simulating them", "通过模拟来学习 UIKit 容器视图控制器")

  /// `containrepl` itself: the sandbox, the commands, and the options every command takes.
  public static let root = CommandDefinition(
    "containrepl",
    abstract: HelpText(
      "interactive sandbox (runs standard input as a script when it is not a terminal)",
      "交互式沙盒（标准输入不是终端时，把它当作脚本运行）"),
    options: globalOptions,
    subcommands: [
      run, lessons, lesson, exercises, exercise, check, grade, rules, export, diffLog, progress,
      dev, help,
    ])

  /// Options every command takes, before or after its name.
  public static let globalOptions: [OptionDefinition] = [
    .option(
      "lang", nil, .language,
      help: HelpText(
        "language of messages (default from LC_ALL, LC_MESSAGES, LANG)",
        "消息的语言（默认取自 LC_ALL、LC_MESSAGES、LANG）")),
    .option(
      "syntax", nil, .choice(["swift", "objc"]),
      help: HelpText("how log lines are written", "日志的书写方式")),
    .flag(
      "no-color", aliases: ["--no-colour"],
      help: HelpText(
        "plain output (also with NO_COLOR, TERM=dumb, or when not a terminal)",
        "不使用颜色（设置了 NO_COLOR、TERM=dumb 或输出不是终端时也不用）")),
    .flag(
      "color", aliases: ["--colour"],
      help: HelpText("colour even when the output is not a terminal", "即使输出不是终端也使用颜色")),
    .flag(
      "ascii",
      help: HelpText(
        "draw diagrams in ASCII (for terminals that draw box lines double width)",
        "用 ASCII 字符画图（适合把制表符画成双倍宽度的中文终端）")),
    .option(
      "lessons", HelpText("DIR", "目录"), .directory,
      help: HelpText(
        "add the lessons and exercises in DIR to the built-in ones (the same id: DIR's wins)",
        "把该目录中的课程和练习加到内置课程中（ID 相同时以该目录的为准）")),
    .flag(
      "help", aliases: ["-h"],
      help: HelpText(
        "show this help, or a command's (containrepl COMMAND --help)",
        "显示帮助（某个命令的帮助：containrepl 命令 --help）")),
    .flag("version", help: HelpText("print the version", "打印版本号")),
  ]

  static let file = HelpText("FILE", "文件")
  static let id = HelpText("ID", "ID")

  static let run = CommandDefinition(
    "run",
    abstract: HelpText(
      "run scripts and print the callback log (- is standard input); exit 1 on any error",
      "运行脚本并打印回调日志（- 表示标准输入）；出现任何错误时退出码为 1"),
    arguments: [ArgumentDefinition(file, .file, repeats: true)],
    options: [
      .option(
        "export", HelpText("FILE.html", "文件.html"), .file,
        help: HelpText(
          "also write an HTML report: the scripts, the log, the timeline, and the tree and screen after each input",
          "另外写一份 HTML 报告：脚本、日志、时序图，以及每次输入之后的视图控制器树和屏幕"))
    ],
    discussion: [
      HelpText(
        "The files are one module, as swiftc compiles them. The main file is the one named main.swift, else the only file with top-level statements; it runs last, in order. The other files' global variables are initialised when first read.",
        "这些文件是同一个模块，和 Swift 编译器编译时一样。主文件是名为 main.swift 的文件；没有的话，就是唯一含有顶层语句的文件。主文件最后运行，按顺序执行。其他文件的全局变量在第一次读取时才初始化。"
      )
    ])

  static let lessons = CommandDefinition(
    "lessons", abstract: HelpText("list the lessons with your progress", "列出课程和你的进度"))

  static let lesson = CommandDefinition(
    "lesson",
    abstract: HelpText("start or resume a lesson", "开始或继续一课"),
    arguments: [ArgumentDefinition(id, .lessonID)],
    options: [
      .flag(
        "replay",
        help: HelpText(
          "print the whole lesson answered by its reference inputs; exit 0 only if every check passes",
          "打印按参考答案走完的整课；只有每个检查都通过时退出码才是 0"))
    ])

  static let exercises = CommandDefinition(
    "exercises", abstract: HelpText("list the exercises with your best scores", "列出练习和你的最好成绩"))

  static let exercise = CommandDefinition(
    "exercise", abstract: HelpText("open an exercise in the sandbox", "在沙盒中打开一个练习"),
    arguments: [ArgumentDefinition(id, .exerciseID)])

  static let showHidden = OptionDefinition.flag(
    "show-hidden", help: HelpText("include the hidden checks", "也显示隐藏的检查"))

  static let followSymlinks = OptionDefinition.flag(
    "follow-symlinks",
    help: HelpText(
      "follow symbolic links named directly, and ones that stay inside the folder being graded",
      "跟随直接指定的符号链接，以及不离开被评分目录的符号链接"))

  static let check = CommandDefinition(
    "check",
    abstract: HelpText(
      "check one answer: each check ✓ or ✗ with the reason; exit 0 only when it passes",
      "检查一份答案：逐项显示 ✓ 或 ✗ 及原因；只有通过时退出码才是 0"),
    arguments: [ArgumentDefinition(id, .exerciseID), ArgumentDefinition(file, .file)],
    options: [
      .option(
        "format", nil, .choice(["text", "json"]),
        help: HelpText(
          "how the result is written (default text; json: Exercism's results, version 3)",
          "结果的格式（默认 text；json 为 Exercism 第 3 版结果格式）")),
      showHidden, followSymlinks,
    ])

  static let grade = CommandDefinition(
    "grade",
    abstract: HelpText(
      "grade a class: one row per student (a file, or a folder of code files); exit 0 when every student has a row",
      "批改全班：每名学生一行（一个文件，或一个装有代码文件的目录）；每名学生都有一行时退出码为 0"),
    arguments: [
      ArgumentDefinition(id, .exerciseID),
      ArgumentDefinition(HelpText("PATH", "路径"), .path, repeats: true),
    ],
    options: [
      .option(
        "format", nil, .choice(["table", "csv", "json", "moodle", "canvas"]),
        help: HelpText(
          "how the report is written (default table); moodle and canvas: the CSV their gradebooks import",
          "报告的格式（默认 table）；moodle 和 canvas 为它们的成绩簿能导入的 CSV")),
      .option(
        "feedback", HelpText("DIR", "目录"), .directory,
        help: HelpText(
          "also write one feedback file per student into DIR (with moodle: named for Moodle's feedback zip upload)",
          "另外为每名学生在该目录写一个反馈文件（配合 moodle：按 Moodle 反馈文件压缩包上传的命名）")),
      .option(
        "feedback-zip", HelpText("FILE.zip", "文件.zip"), .file,
        help: HelpText(
          "also write every student's feedback file into one zip, ready for Moodle's 'Upload multiple feedback files in a zip'",
          "另外把每名学生的反馈文件写进一个压缩包，可直接用 Moodle 的 Upload multiple feedback files in a zip 上传")),
      .option(
        "max-grade", HelpText("N", "N"), .text,
        help: HelpText(
          "the assignment's maximum grade (Moodle) or points possible (Canvas): grades are scaled to it; Moodle's default is 100",
          "作业的最高分（Moodle）或满分（Canvas）：成绩按它换算；Moodle 默认 100")),
      .option(
        "worksheet", file, .file,
        help: HelpText(
          "moodle: the grading worksheet downloaded from the assignment; the output is it, filled in",
          "moodle：从作业下载的评分工作表；输出即填好成绩的该表")),
      .option(
        "gradebook", file, .file,
        help: HelpText(
          "canvas: a gradebook export (Grades › Export) that supplies ids, sections and points possible",
          "canvas：成绩册导出文件（“Grades › Export”），提供编号、班级和满分")),
      .option(
        "assignment", HelpText("TITLE", "标题"), .text,
        help: HelpText(
          "canvas: the assignment column, as 'Title (id)', its title or its id",
          "canvas：作业列，写作“标题 (编号)”、标题或编号")),
      .option(
        "roster", file, .file,
        help: HelpText(
          "GitHub Classroom: classroom_roster.csv; folders are matched to its usernames and names",
          "“GitHub Classroom”：classroom_roster.csv；按其中的用户名与姓名识别目录")),
      .flag(
        "bom",
        help: HelpText(
          "start CSV output with a byte-order mark (Excel then reads it as UTF-8)",
          "CSV 输出以字节顺序标记开头（Excel 才会按 UTF-8 读取）")),
      .option(
        "compare", file, .file,
        help: HelpText(
          "say who changed since an earlier report (grade --format json)",
          "列出与之前的报告（grade --format json）相比有变化的学生")),
      followSymlinks,
      .flag(
        "show-hidden",
        help: HelpText(
          "show hidden checks to students too (feedback files, gradebook comments)",
          "也向学生显示隐藏的检查（反馈文件、成绩簿评语）")),
    ],
    discussion: [
      HelpText(
        "Moodle: give the assignment the feedback types 'Offline grading worksheet' and 'Feedback comments' (and 'Feedback files' for letters). Download all submissions and the grading worksheet, unzip, run 'containrepl grade ID FOLDER --format moodle --worksheet WORKSHEET.csv --feedback-zip letters.zip > grades.csv', then upload grades.csv with 'Upload grading worksheet' and letters.zip with 'Upload multiple feedback files in a zip'.",
        "Moodle：为作业启用反馈类型“Offline grading worksheet”（离线评分工作表）和“Feedback comments”（反馈意见），要发反馈文件还需“Feedback files”。下载全部作业和评分工作表（“Download grading worksheet”）并解压，运行 'containrepl grade ID 目录 --format moodle --worksheet 工作表.csv --feedback-zip letters.zip > grades.csv'，然后用“Upload grading worksheet”上传 grades.csv，用“Upload multiple feedback files in a zip”上传 letters.zip。"
      ),
      HelpText(
        "Canvas: download the submissions and export the gradebook, then run 'containrepl grade ID FOLDER --format canvas --gradebook EXPORT.csv --assignment TITLE > grades.csv' and import grades.csv in Grades › Import. GitHub Classroom: clone the repositories with 'gh classroom clone student-repos' and add --roster classroom_roster.csv.",
        "Canvas：下载作业并导出成绩册，运行 'containrepl grade ID 目录 --format canvas --gradebook 导出.csv --assignment 标题 > grades.csv'，再在“Grades › Import”（成绩 › 导入）中导入 grades.csv。“GitHub Classroom”：用 'gh classroom clone student-repos' 克隆仓库，并加上 --roster classroom_roster.csv。"
      ),
    ])

  static let rules = CommandDefinition(
    "rules",
    abstract: HelpText(
      "the rule catalogue: every rule, or one with its evidence and sources",
      "规则目录：列出全部规则，或显示一条规则及其依据和来源"),
    arguments: [ArgumentDefinition(id, .ruleID, isOptional: true)],
    options: [
      .option(
        "format", nil, .choice(["text", "markdown"]),
        help: HelpText(
          "text (default), or Markdown as in docs/rules.md",
          "text（默认），或与 docs/rules.md 相同的 Markdown"))
    ])

  static let script = HelpText("SCRIPT", "脚本")

  static let export = CommandDefinition(
    "export",
    abstract: HelpText(
      "write an XCTest that replays scripts on real UIKit and checks the callbacks containrepl printed",
      "生成 XCTest：在真实的 UIKit 上重放脚本，检查回调是否与 containrepl 打印的一致"),
    arguments: [ArgumentDefinition(script, .file, repeats: true)],
    options: [
      .flag(
        "xctest",
        help: HelpText(
          "an XCTest in Swift for an iOS app's test target (the one kind of export)",
          "为 iOS 应用的测试目标生成 Swift 写的 XCTest（目前唯一的导出方式）")),
      .option(
        "output", HelpText("FILE.swift", "文件.swift"), .file, aliases: ["-o"],
        help: HelpText(
          "where to write it (default: standard output); its name names the test class",
          "写到哪个文件（默认：标准输出）；测试类以文件名命名")),
    ])

  static let diffLog = CommandDefinition(
    "diff-log",
    abstract: HelpText(
      "compare a device's log (an exported XCTest prints it) with containrepl's; exit 1 when they differ",
      "把设备的日志（导出的 XCTest 会打印）与 containrepl 的比较；不一致时退出码为 1"),
    arguments: [
      ArgumentDefinition(script, .file), ArgumentDefinition(HelpText("DEVICE_LOG", "设备日志"), .file),
    ])

  static let progress = CommandDefinition(
    "progress", abstract: HelpText("move your progress between machines", "在机器之间迁移你的进度"),
    subcommands: [
      CommandDefinition(
        "export", abstract: HelpText("copy your progress to a file", "把进度导出到文件"),
        arguments: [ArgumentDefinition(file, .file)]),
      CommandDefinition(
        "import", abstract: HelpText("merge progress from a file into yours", "把文件中的进度合并到你的进度"),
        arguments: [ArgumentDefinition(file, .file)]),
    ])

  static let dev = CommandDefinition(
    "dev", abstract: HelpText("tools for lesson writers and packagers", "给课程作者和打包者用的工具"),
    subcommands: [
      CommandDefinition(
        "check",
        abstract: HelpText(
          "verify every lesson, exercise and translation, or the files under PATH (on top of the built-in ones)",
          "检查所有课程、练习和译文，或只检查路径下的文件（叠加在内置课程之上）"),
        arguments: [ArgumentDefinition(HelpText("PATH", "路径"), .path, isOptional: true)]),
      CommandDefinition(
        "man", abstract: HelpText("write the man page (roff)", "输出手册页（roff 格式）"), isHidden: true),
      CommandDefinition(
        "completion",
        abstract: HelpText("write a shell's completion script", "输出某个 shell 的补全脚本"),
        arguments: [
          ArgumentDefinition(HelpText("SHELL", "SHELL"), .choice(CompletionScript.shells))
        ],
        isHidden: true),
      CommandDefinition(
        "list",
        abstract: HelpText(
          "list the ids of lessons, exercises or rules, one a line (for completion scripts)",
          "每行一个，列出课程、练习或规则的 ID（供补全脚本使用）"),
        arguments: [
          ArgumentDefinition(HelpText("KIND", "种类"), .choice(["lessons", "exercises", "rules"]))
        ],
        isHidden: true),
    ])

  static let help = CommandDefinition(
    "help", abstract: HelpText("help on a command", "某个命令的帮助"),
    arguments: [
      ArgumentDefinition(HelpText("COMMAND", "命令"), .command, isOptional: true, repeats: true)
    ])
}
