import CEditLine
import CommandLanguage
import Glibc
import LessonEngine
import Rendering
import Shell
import Simulation

/// The version `--version` prints.
let version = "0.1.0"

/// The language from `--lang`, else the locale variables, else English.
func chooseLanguage(_ given: Language?) -> Language {
  if let given { return given }
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
      return localeCodesetIsUTF8(value)
    }
  }
  return false
}

/// Whether a locale name (`language[_territory][.codeset][@modifier]`, as `zh_CN.UTF-8` or
/// `en_US.utf8@euro`) names the UTF-8 codeset. Reading the one field, rather than searching the
/// whole name, keeps the regular-expression library's searcher out of every start.
func localeCodesetIsUTF8(_ locale: String) -> Bool {
  guard let dot = locale.firstIndex(of: ".") else { return false }
  let codeset = locale[locale.index(after: dot)...].prefix { $0 != "@" }.lowercased()
  return codeset == "utf-8" || codeset == "utf8"
}

/// How wide prose, tables and diagrams may be: the terminal's width when standard output is
/// one, else `COLUMNS`, else 80 (also when output is piped).
func terminalColumns() -> Int {
  if Platform.isTerminal(1) {
    let columns = Int(cel_terminal_columns(1))
    if columns > 0 { return columns }
  }
  if let value = Platform.environment("COLUMNS").flatMap({ Int($0) }), value > 0 { return value }
  return 80
}

/// How tall the terminal is (`:screen` fits in it): its height, else `LINES`; nil when neither
/// is known, as when output is piped.
func terminalRows() -> Int? {
  if Platform.isTerminal(1) {
    let rows = Int(cel_terminal_rows(1))
    if rows > 0 { return rows }
  }
  if let value = Platform.environment("LINES").flatMap({ Int($0) }), value > 0 { return value }
  return nil
}

/// Whether to colour output: as `--color`/`--no-color` say; else never with NO_COLOR, TERM=dumb,
/// or when not a terminal.
func useColor(_ options: GlobalOptions) -> Bool {
  if let color = options.color { return color }
  if Platform.environment("NO_COLOR").map({ !$0.isEmpty }) == true { return false }
  if Platform.environment("TERM") == "dumb" { return false }
  return Platform.isTerminal(1)
}

/// Runs script files (or standard input) and prints the log; exit 1 on any error.
func runScripts(_ paths: [String], options: GlobalOptions, language: Language) -> Int32 {
  let styler = Styler(enabled: useColor(options))
  let stored = SettingsFile.standard()?.load() ?? StoredSettings()
  let session = Session(
    options: stored.applied(
      to: SessionOptions(
        language: language, syntax: options.syntax, ascii: options.ascii,
        columns: terminalColumns(), rows: terminalRows(), styled: useColor(options))))
  session.files = PlatformFiles()  // `:load` and `:save` work in scripts too
  var failed = false
  if options.exportPath != nil { session.recordReport() }
  var scripts: [HTMLReport.Script] = []
  // Each file is read once: `-` is standard input, which can be read only once.
  let reads = paths.map { Platform.readFile($0, limit: 16 << 20) }
  // The files of one run are one module: swiftc's main file runs last, after the files that
  // only declare things, whose global variables are initialised when first read.
  let mainIndex =
    paths.count < 2
    ? nil
    : ModuleFiles.mainIndex(
      names: paths,
      texts: reads.map { read in
        if case .text(let contents) = read { return contents }
        return ""
      })
  let order = ModuleFiles.runOrder(count: paths.count, mainIndex: mainIndex)
  for (position, index) in order.enumerated() {
    let path = paths[index]
    let text: String
    switch reads[index] {
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
          + language.pick(
            "not valid UTF-8 (byte \(offset))", "不是有效的 UTF-8（偏移 \(offset) 处的字节）") + "\n")
      failed = true
      continue
    case .failed(let reason):
      Platform.writeError("error: \(path): \(SystemMessage.text(reason, language))\n")
      failed = true
      continue
    }
    scripts.append(HTMLReport.Script(name: path == "-" ? "stdin" : path, text: text))
    // Output is gathered and written in large pieces, not a system call per statement.
    var output: [UInt8] = []
    output.reserveCapacity(1 << 17)
    // The files of one run are one module: a declaration may wait for a type a later file
    // declares.
    let endsRun = position == paths.count - 1
    session.interpreter.globalsAreLazy = mainIndex.map { $0 != index } ?? false
    session.runScript(text, fileName: path == "-" ? "stdin" : path, endsRun: endsRun) { lines in
      for line in lines {
        output += styler.apply(line).utf8
        output.append(UInt8(ascii: "\n"))
      }
      if output.count > 1 << 16 {
        Platform.write(bytes: &output)
        output.removeAll(keepingCapacity: true)
      }
    }
    Platform.write(bytes: &output)
    if session.wantsToQuit { break }
  }
  if let exportPath = options.exportPath {
    let html = session.htmlReport(scripts: scripts)
    if case .failure(let error) = PlatformFiles().writeText(exportPath, html) {
      Platform.writeError("error: \(exportPath): \(SystemMessage.text(error.message, language))\n")
      failed = true
    }
  }
  return failed || session.hadError ? 1 : 0
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
  var (command, options) = try Arguments.parse(arguments)
  if !localeIsUTF8() { options.ascii = true }
  let language = chooseLanguage(options.language)
  let commands = Commands(options: options, language: language)
  switch command {
  case .help(let path):
    commands.write(CommandHelp(language: language, width: terminalColumns()).help(path))
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
  case .rules(let id): Platform.exit(commands.rules(id))
  case .devCheck(let path): Platform.exit(commands.devCheck(path))
  case .export(let paths): Platform.exit(commands.export(paths))
  case .diffLog(let script, let log): Platform.exit(commands.diffLog(script, log))
  case .devMan:
    Platform.write(ManPage(language: language, version: version).text())
    Platform.exit(0)
  case .devCompletion(let shell):
    Platform.write(CompletionScript(language: language).script(for: shell) ?? "")
    Platform.exit(0)
  case .devList(let kind): Platform.exit(commands.list(kind))
  case .progressExport(let path): Platform.exit(commands.progressExport(path))
  case .progressImport(let path): Platform.exit(commands.progressImport(path))
  }
} catch {
  let language = chooseLanguage(Arguments.languageOption(in: arguments))
  Platform.writeError(
    CommandHelp(language: language, width: terminalColumns()).errorLines(error).map { $0 + "\n" }
      .joined())
  Platform.exit(2)
}
