import Grading
import LessonEngine
import Rendering
import Shell
import Simulation

/// The subcommands other than the sandbox and `run`.
struct Commands {
  let options: GlobalOptions
  let language: Language

  /// The catalog: the lessons built into the binary, with `--lessons DIR`'s on top.
  /// The lessons and exercises, with a teacher's `--lessons` folder on top; only the files of
  /// `id` when one is given (`check` and `grade` need no more).
  func catalog(about id: String? = nil) -> LessonCatalog? {
    let builtIn =
      id.map { LessonCatalog.files(BuiltinLessons.files, about: $0) } ?? BuiltinLessons.files
    guard let directory = options.lessonsDirectory else {
      return LessonCatalog(files: builtIn)
    }
    guard var added = lessonFiles(directory) else {
      writeError("error: \(directory): " + language.pick("not a directory", "不是目录") + "\n")
      return nil
    }
    if let id { added = LessonCatalog.files(added, about: id) }
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    let catalog = LessonCatalog(files: builtIn, added: added, addedPrefix: prefix)
    for (mine, builtIn) in catalog.replacements {
      writeError(
        "note: "
          + language.pick(
            "\(mine) replaces the built-in \(builtIn)\n", "\(mine) 取代了内置的 \(builtIn)\n"))
    }
    return catalog
  }

  /// The `.md` files under a folder, as (path relative to it, text); nil when it is no folder.
  func lessonFiles(_ directory: String) -> [(path: String, text: String)]? {
    guard let paths = Platform.listFiles(directory) else { return nil }
    var files: [(path: String, text: String)] = []
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    for path in paths where path.hasSuffix(".md") {
      if case .text(let text) = Platform.readFile(path, limit: 4 << 20) {
        files.append((String(path.dropFirst(prefix.count)), text))
      }
    }
    return files
  }

  func session() -> Session? {
    let settings = SettingsFile.standard()
    let stored = settings?.load() ?? StoredSettings()
    let session = Session(
      options: stored.applied(
        to: SessionOptions(
          language: language, syntax: options.syntax, ascii: options.ascii,
          columns: terminalColumns(), rows: terminalRows(), styled: useColor(options))))
    session.settingsStore = settings
    // The built-in lessons are read when first needed (the session's own lazy catalog), not
    // before the first prompt; a folder given with --lessons is read now, to report problems.
    if options.lessonsDirectory != nil {
      guard let catalog = catalog() else { return nil }
      session.catalog = catalog
    }
    session.progressStore = ProgressFile.standard(language: language)
    session.files = PlatformFiles()
    return session
  }

  func write(_ lines: [OutputLine]) {
    let styler = Styler(enabled: useColor(options))
    Platform.write(lines.map { styler.apply($0) + "\n" }.joined())
  }

  /// The tool's own lines (prose, lists, reports), each wrapped to the terminal's width with
  /// its indent and leading columns kept.
  func write(_ lines: [String]) {
    Platform.write(wrapped(lines).map { $0 + "\n" }.joined())
  }

  /// Lines on standard error, wrapped as `write` wraps them.
  func writeError(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    Platform.writeError(
      wrapped(Array(lines.dropLast(text.hasSuffix("\n") ? 1 : 0))).map { $0 + "\n" }.joined())
  }

  /// Lines wrapped to the terminal, except those that name a file (`error: a.swift: …`,
  /// `mine.md:11: …`): editors and scripts read those a line at a time, as they read swiftc's.
  func wrapped(_ lines: [String]) -> [String] {
    let wrapper = TextWrapper(width: terminalColumns())
    return lines.flatMap { Self.namesFile($0) ? [$0] : wrapper.wrapLine($0) }
  }

  /// Whether a line starts (after its label) with a path, or a file's name and a colon
  /// (`a.swift: …`, `mine.md:11: …`).
  static func namesFile(_ line: String) -> Bool {
    var body = Substring(line.drop { $0 == " " })
    for label in ["error: ", "warning: ", "note: "] where body.hasPrefix(label) {
      body = body.dropFirst(label.count)
    }
    let token = body.prefix { $0 != " " }
    if token.contains("/") { return true }
    guard let colon = token.firstIndex(of: ":") else { return false }
    let name = token[..<colon]
    return !name.isEmpty
      && (name.contains(".") || token[colon...].dropFirst().first?.isNumber == true)
  }

  // MARK: - Lessons

  func lessons() -> Int32 {
    guard let session = session() else { return 2 }
    write(session.lessonList())
    return 0
  }

  func lesson(_ id: String, replay: Bool) -> Int32 {
    guard let session = session() else { return 2 }
    guard session.catalog.english(id, kind: .lesson) != nil else {
      return refuse(":lesson \(id)", in: session)
    }
    if replay {
      let replayer = LessonReplay(
        catalog: session.catalog,
        options: SessionOptions(
          language: language, syntax: options.syntax, ascii: options.ascii,
          columns: terminalColumns()))
      let (lines, passed) = replayer.replay(id)
      write(lines)
      return passed ? 0 : 1
    }
    return interact(session, start: ":lesson \(id)")
  }

  func exercises() -> Int32 {
    guard let session = session() else { return 2 }
    write(session.exerciseList())
    return 0
  }

  func exercise(_ id: String) -> Int32 {
    guard let session = session() else { return 2 }
    guard session.catalog.english(id, kind: .exercise) != nil else {
      return refuse(":exercise \(id)", in: session)
    }
    // A broken exercise file is refused before the sandbox opens, as check and grade refuse it.
    guard exerciseDocument(id, session.catalog) != nil else { return 2 }
    return interact(session, start: ":exercise \(id)")
  }

  /// A lesson or exercise that does not exist: the sandbox's message (with the nearest id) on
  /// standard error, and exit status 2, as for any command line that names nothing.
  func refuse(_ start: String, in session: Session) -> Int32 {
    writeError(session.handle(start).map { $0.text + "\n" }.joined())
    return 2
  }

  /// A lesson or exercise: the REPL in a terminal, otherwise each input from stdin in turn.
  func interact(_ session: Session, start: String) -> Int32 {
    if Platform.isTerminal(0) {
      return InteractiveLoop.run(
        options: options, language: language, session: session, start: start)
    }
    write(session.handle(start))
    var pending = ""
    while let line = readLine(strippingNewline: true), !session.wantsToQuit {
      pending += pending.isEmpty ? line : "\n" + line
      if session.isIncomplete(pending) { continue }
      write(session.handle(pending))
      pending = ""
    }
    if !pending.isEmpty { write(session.handle(pending)) }
    return 0
  }

  // MARK: - Exercises

  /// The exercise, in the interface language; nil (after saying why on standard error) when
  /// there is none by that id or its file has problems: a broken exercise grades nobody.
  func exerciseDocument(_ id: String, _ catalog: LessonCatalog) -> LessonDocument? {
    guard let document = catalog.document(id, language: language, kind: .exercise),
      document.exercise != nil
    else {
      writeError(
        "error: " + language.pick("there is no exercise '\(id)'", "没有名为 '\(id)' 的练习")
          + language.pick(
            "; 'containrepl exercises' lists them\n", "；'containrepl exercises' 会列出全部练习\n"))
      return nil
    }
    let problems = catalog.problems(of: id, kind: .exercise)
    guard problems.isEmpty else {
      writeError(
        "error: "
          + language.pick(
            "the exercise '\(id)' cannot be used until its file is fixed:\n",
            "练习 '\(id)' 的文件有问题，修好之前不能使用：\n")
          + problems.map { "\($0.path):\($0.1.line): \($0.1.message)\n" }.joined())
      return nil
    }
    return document
  }

  /// `containrepl check ID FILE`: one answer; exit 0 only when it passes (2: no such file).
  func check(_ id: String, _ path: String) -> Int32 {
    guard let catalog = catalog(about: id), let document = exerciseDocument(id, catalog) else {
      return 2
    }
    let files = PlatformSubmissionFiles()
    let kind = path == "-" ? FileNodeKind.regular(size: 0) : files.kind(of: path)
    if kind == .missing {
      writeError("error: \(path): " + language.pick("no such file", "文件不存在") + "\n")
      return 2
    }
    let grader = ClassGrader(document: document, language: language)
    let submission: Submission
    if path == "-" {
      let text = Platform.readFile("-", limit: ClassroomCollector.fileLimit)
      if case .text(let answer) = text {
        submission = Submission(file: "stdin", text: .success(answer))
      } else {
        submission = Submission(
          file: "stdin",
          text: .failure(SubmissionProblem(language.pick("not an answer", "不是答案"))))
      }
    } else if kind == .directory {
      // `check` takes one file: a folder is what it is, not a class to search.
      submission = Submission(
        file: path, text: .failure(SubmissionProblem.directory(path, language)))
    } else {
      let collector = ClassroomCollector(
        files: files, language: language, followSymlinks: options.followSymlinks,
        exerciseID: id, isPrediction: document.exercise?.isPrediction ?? false)
      guard let found = collector.collect(path).first else { return 1 }
      submission = found
    }
    let result = grader.grade(submission)
    let report = ExerciseReport(language: language, showHidden: options.showHidden)
    switch options.format ?? .text {
    case .json: Platform.write(report.json(result).text(pretty: true) + "\n")
    default:
      // Each check's line, and its details under it, wrapped to the terminal.
      write(report.text(result))
    }
    return result.status == .pass ? 0 : 1
  }

  // MARK: - Rules

  /// `containrepl rules [ID]`: the catalogue, one rule, or Markdown (`docs/rules.md`).
  func rules(_ id: String?) -> Int32 {
    let renderer = RuleCatalogRenderer(language: language)
    guard let id else {
      if options.format == .markdown {
        Platform.write(renderer.markdown())
      } else {
        write(renderer.list())
      }
      return 0
    }
    guard let rule = renderer.rule(id) else {
      let suggestion = renderer.nearestID(to: id).map {
        language.pick("; did you mean '\($0)'?", "；你是不是想输入 '\($0)'？")
      }
      writeError(
        "error: " + language.pick("there is no rule '\(id)'", "没有编号为 '\(id)' 的规则")
          + (suggestion ?? "")
          + language.pick(
            "; 'containrepl rules' lists them\n", "；'containrepl rules' 会列出全部规则\n"))
      return 2
    }
    if options.format == .markdown {
      Platform.write(RuleCatalogRenderer(language: language, rules: [rule]).markdown())
    } else {
      write(renderer.detail(rule))
    }
    return 0
  }

  // MARK: - Maintenance

  /// `containrepl dev list KIND`: ids one a line, for the shell completion scripts.
  func list(_ kind: String) -> Int32 {
    switch kind {
    case "rules": write(RuleCatalogRenderer(language: language).rules.map(\.id.rawValue))
    case "exercises": write(catalog()?.exerciseIDs ?? [])
    default: write(catalog()?.lessonIDs ?? [])
    }
    return 0
  }

  /// `containrepl dev check [PATH]`: everything, or the lesson and exercise files under PATH
  /// (a file, or a folder laid out as `Lessons/` is) on top of the built-in ones.
  func devCheck(_ path: String?) -> Int32 {
    guard let path else {
      guard let catalog = catalog() else { return 2 }
      return report(DevCheck(catalog: catalog, language: language).run())
    }
    var added: [(path: String, text: String)]
    var names: [String: String] = [:]
    let prefix = path.hasSuffix("/") ? path : path + "/"
    if Platform.isDirectory(path) {
      added = lessonFiles(path) ?? []
    } else {
      switch Platform.readFile(path, limit: 4 << 20) {
      case .text(let text):
        let relative = LessonCatalog.place(ofFile: path, text: text)
        names[relative] = path
        added = [(relative, text)]
      default:
        writeError("error: \(path): " + language.pick("no such file", "文件不存在") + "\n")
        return 2
      }
    }
    let catalog = LessonCatalog(
      files: BuiltinLessons.files, added: added, addedPrefix: prefix, addedNames: names)
    let only = Set(added.compactMap { LessonCatalog.key(ofFile: $0.path) })
    return report(DevCheck(catalog: catalog, only: only, language: language).run())
  }

  private func report(_ result: (report: [String], problems: [String], warnings: [String]))
    -> Int32
  {
    write(result.report)
    write(result.warnings.map { "warning: " + $0 })
    if result.problems.isEmpty {
      write([language.pick("dev check: all lessons and exercises pass", "dev check：所有课程和练习都通过")])
      return 0
    }
    write(result.problems.map { "error: " + $0 })
    return 1
  }

  // MARK: - Progress

  /// `containrepl progress export FILE`; a damaged progress file is exported as far as it
  /// can be read (and set aside, as every session does), with a warning.
  func progressExport(_ path: String) -> Int32 {
    let store = ProgressFile.standard(language: language)
    var progress = Progress()
    if let store, let bytes = StateFiles.readAll(store.path) {
      let text = String(decoding: bytes, as: UTF8.self)
      if Progress.parse(text) == nil {
        let (salvaged, lost) = Progress.salvage(text) ?? (Progress(), -1)
        progress = salvaged
        writeError(salvageWarning(salvaged, lost: lost))
      }
    }
    progress = progress.merged(with: store?.load() ?? Progress())
    switch PlatformFiles().writeText(path, progress.json()) {
    case .success:
      write([language.pick("progress written to \(path)", "进度已写入 \(path)")])
      return 0
    case .failure(let error):
      writeError("error: \(path): \(SystemMessage.text(error.message, language))\n")
      return 1
    }
  }

  /// The warning for a damaged progress file read as far as it could be.
  func salvageWarning(_ progress: Progress, lost: Int) -> String {
    let kept = progress.lessons.count + progress.exercises.count
    guard lost >= 0 else {
      return language.pick(
        "warning: the progress file is damaged and nothing in it could be read\n",
        "警告：进度文件已损坏，其中的内容都无法读取\n")
    }
    return language.pick(
      "warning: the progress file is damaged; \(kept) entr\(kept == 1 ? "y" : "ies") could be read, \(lost) could not\n",
      "警告：进度文件已损坏；读出了 \(kept) 项，\(lost) 项无法读取\n")
  }

  func progressImport(_ path: String) -> Int32 {
    let read = Platform.readFile(path, limit: 4 << 20)
    var salvaged: (progress: Progress, lost: Int)?
    if case .text(let text) = read { salvaged = Progress.salvage(text) }
    guard let (imported, lost) = salvaged else {
      let reason: String
      switch read {
      case .notFound: reason = language.pick("no such file", "文件不存在")
      case .failed(let message): reason = SystemMessage.text(message, language)
      default: reason = language.pick("not a containrepl progress file", "不是 containrepl 的进度文件")
      }
      writeError("error: \(path): " + reason + "\n")
      return 1
    }
    guard let store = ProgressFile.standard(language: language) else {
      writeError(
        "error: "
          + language.pick("no place to keep progress (HOME is not set)", "没有保存进度的位置（HOME 未设置）")
          + "\n")
      return 1
    }
    if lost > 0
      || {
        if case .text(let text) = read { return Progress.parse(text) == nil } else { return false }
      }()
    {
      writeError(salvageWarning(imported, lost: lost))
    }
    store.save(store.load().merged(with: imported))
    write([language.pick("progress imported from \(path)", "已从 \(path) 导入进度")])
    return 0
  }
}
