import Glibc
import Rendering
import Shell
import Simulation

/// The version `--version` prints.
let version = "0.1.0"

/// The language from `--lang`, else the locale variables, else English.
func chooseLanguage(_ options: GlobalOptions) -> Language {
  if let language = options.language { return language }
  for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
    if let value = Platform.environment(name), !value.isEmpty {
      return Language(code: value) ?? .english
    }
  }
  return .english
}

/// Whether the environment's locale writes UTF-8 (`LC_ALL`, else `LC_CTYPE`, else `LANG`):
/// diagrams are drawn in ASCII when it does not. (Input is read as UTF-8 regardless.)
func localeIsUTF8() -> Bool {
  for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
    if let value = Platform.environment(name), !value.isEmpty {
      let lowered = value.lowercased()
      return lowered.contains("utf-8") || lowered.contains("utf8")
    }
  }
  return false
}

/// Whether to colour output: never with NO_COLOR, TERM=dumb, or when not a terminal.
func useColor(_ options: GlobalOptions) -> Bool {
  if options.color == false { return false }
  if Platform.environment("NO_COLOR").map({ !$0.isEmpty }) == true { return false }
  if Platform.environment("TERM") == "dumb" { return false }
  return Platform.isTerminal(1)
}

func usageText(_ language: Language) -> String {
  language.pick(
    """
    containrepl — learn UIKit container view controllers by simulating them

    usage: containrepl [options]              interactive sandbox (runs stdin as a script when it is not a terminal)
           containrepl run FILE…              run scripts and print the callback log (- is standard input)
           containrepl lessons                list the lessons with your progress
           containrepl lesson ID [--replay]   start or resume a lesson; --replay prints it answered
           containrepl exercises              list the exercises with your best scores
           containrepl exercise ID            open an exercise in the sandbox
           containrepl check ID FILE [--format text|json]
                                              check one answer; exit 0 only when it passes
           containrepl grade ID PATH… [--format table|csv|json] [--feedback DIR] [--show-hidden]
                                              grade many answers (folders are searched)
           containrepl progress export|import FILE
                                              copy your progress to or from a file
           containrepl dev check              verify every lesson, exercise and translation

    options:
      --lang en|zh        language of messages (default from LC_ALL, LC_MESSAGES, LANG)
      --syntax swift|objc how log lines are written
      --no-color          plain output (also NO_COLOR, TERM=dumb, or when not a terminal)
      --ascii             ASCII diagrams
      --lessons DIR       read lessons and exercises from DIR instead of the built-in ones
      --help, --version

    In the sandbox, :help lists the meta commands.
    """,
    """
    containrepl —— 通过模拟来学习 UIKit 容器视图控制器

    用法：containrepl [选项]              交互式沙盒（标准输入不是终端时，把它当作脚本运行）
          containrepl run 文件…           运行脚本并打印回调日志（- 表示标准输入）
          containrepl lessons             列出课程和你的进度
          containrepl lesson ID [--replay]
                                          开始或继续一课；--replay 打印按参考答案走完的整课
          containrepl exercises           列出练习和你的最好成绩
          containrepl exercise ID         在沙盒中打开一个练习
          containrepl check ID 文件 [--format text|json]
                                          检查一份答案；只有通过时退出码才是 0
          containrepl grade ID 路径… [--format table|csv|json] [--feedback 目录] [--show-hidden]
                                          批改多份答案（会搜索目录）
          containrepl progress export|import 文件
                                          把进度导出到文件，或从文件导入
          containrepl dev check           检查所有课程、练习和译文

    选项：
      --lang en|zh        消息的语言（默认取自 LC_ALL、LC_MESSAGES、LANG）
      --syntax swift|objc 日志的书写方式
      --no-color          不使用颜色（NO_COLOR、TERM=dumb 或输出不是终端时也不用）
      --ascii             用 ASCII 画图
      --lessons 目录      从该目录读取课程和练习，而不用内置的
      --help, --version

    在沙盒中输入 :help 可以列出元命令。
    """)
}

/// Runs script files (or standard input) and prints the log; exit 1 on any error.
func runScripts(_ paths: [String], options: GlobalOptions, language: Language) -> Int32 {
  let styler = Styler(enabled: useColor(options))
  let session = Session(
    options: SessionOptions(language: language, syntax: options.syntax, ascii: options.ascii))
  var failed = false
  for path in paths {
    let text: String
    switch Platform.readFile(path, limit: 16 << 20) {
    case .text(let contents): text = contents
    case .notFound:
      Platform.writeError("error: \(path): " + language.pick("no such file", "文件不存在") + "\n")
      failed = true
      continue
    case .tooLarge(let limit):
      Platform.writeError(
        "error: \(path): " + language.pick("larger than \(limit) bytes", "超过 \(limit) 字节") + "\n")
      failed = true
      continue
    case .notUTF8(let offset):
      Platform.writeError(
        "error: \(path): "
          + language.pick("not valid UTF-8 (byte \(offset))", "不是有效的 UTF-8（第 \(offset) 字节）") + "\n")
      failed = true
      continue
    case .failed(let reason):
      Platform.writeError("error: \(path): \(reason)\n")
      failed = true
      continue
    }
    // Output is gathered and written in large pieces: one write per statement would cost a
    // system call each on long scripts.
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 17)
    session.runScript(text, fileName: path == "-" ? "stdin" : path) { lines in
      for line in lines {
        var styled = styler.apply(line)
        styled.withUTF8 { buffer.append(contentsOf: $0) }
        buffer.append(UInt8(ascii: "\n"))
      }
      if buffer.count > 1 << 16 {
        Platform.write(bytes: &buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    Platform.write(bytes: &buffer)
    if session.wantsToQuit { break }
  }
  return failed || session.hadError ? 1 : 0
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
  var (command, options) = try ArgumentParser.parse(arguments)
  if !localeIsUTF8() { options.ascii = true }
  let language = chooseLanguage(options)
  let commands = Commands(options: options, language: language)
  switch command {
  case .help:
    Platform.write(usageText(language) + "\n")
    Platform.exit(0)
  case .version:
    Platform.write("containrepl \(version)\n")
    Platform.exit(0)
  case .run(let paths):
    Platform.exit(runScripts(paths, options: options, language: language))
  case .interactive:
    if Platform.isTerminal(0) {
      Platform.exit(InteractiveLoop.run(options: options, language: language))
    }
    Platform.exit(runScripts(["-"], options: options, language: language))
  case .lessons: Platform.exit(commands.lessons())
  case .lesson(let id, let replay): Platform.exit(commands.lesson(id, replay: replay))
  case .exercises: Platform.exit(commands.exercises())
  case .exercise(let id): Platform.exit(commands.exercise(id))
  case .check(let id, let path): Platform.exit(commands.check(id, path))
  case .grade(let id, let paths): Platform.exit(commands.grade(id, paths))
  case .devCheck: Platform.exit(commands.devCheck())
  case .progressExport(let path): Platform.exit(commands.progressExport(path))
  case .progressImport(let path): Platform.exit(commands.progressImport(path))
  }
} catch let error as UsageError {
  Platform.writeError("error: \(error.message)\nsee 'containrepl --help'\n")
  Platform.exit(2)
} catch {
  Platform.writeError("error: \(error)\n")
  Platform.exit(2)
}
