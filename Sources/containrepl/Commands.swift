import LessonEngine
import Rendering
import Shell
import Simulation

/// The subcommands other than the sandbox and `run`.
struct Commands {
  let options: GlobalOptions
  let language: Language

  /// The catalog: `--lessons DIR`, or the lessons built into the binary.
  func catalog() -> LessonCatalog? {
    guard let directory = options.lessonsDirectory else {
      return LessonCatalog(files: BuiltinLessons.files)
    }
    guard let paths = Platform.listFiles(directory) else {
      Platform.writeError("error: \(directory): " + language.pick("not a directory", "不是目录") + "\n")
      return nil
    }
    var files: [(path: String, text: String)] = []
    let prefix = directory.hasSuffix("/") ? directory : directory + "/"
    for path in paths where path.hasSuffix(".md") {
      if case .text(let text) = Platform.readFile(path, limit: 4 << 20) {
        files.append((String(path.dropFirst(prefix.count)), text))
      }
    }
    return LessonCatalog(files: files)
  }

  func session() -> Session? {
    let session = Session(
      options: SessionOptions(
        language: language, syntax: options.syntax, ascii: options.ascii,
        columns: terminalColumns()))
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

  func write(_ lines: [String]) {
    Platform.write(lines.map { $0 + "\n" }.joined())
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
        options: SessionOptions(language: language, syntax: options.syntax, ascii: options.ascii))
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
    return interact(session, start: ":exercise \(id)")
  }

  /// A lesson or exercise that does not exist: the sandbox's message (with the nearest id) on
  /// standard error, and exit status 2, as for any command line that names nothing.
  func refuse(_ start: String, in session: Session) -> Int32 {
    Platform.writeError(session.handle(start).map { $0.text + "\n" }.joined())
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

  /// Reads one answer file as a submission (size, binary and UTF-8 problems become errors).
  func submission(_ path: String) -> Submission {
    let limit = 1 << 20
    switch Platform.readFile(path, limit: limit) {
    case .text(let text):
      if text.unicodeScalars.contains(where: { $0.value == 0 }) {
        return Submission(
          file: path,
          text: .failure(
            SubmissionProblem(
              language.pick(
                "binary file (NUL bytes): not an answer", "二进制文件（含 NUL 字节）：不是答案"))))
      }
      return Submission(file: path, text: .success(text))
    case .notFound:
      return Submission(
        file: path, text: .failure(SubmissionProblem(language.pick("no such file", "文件不存在"))))
    case .tooLarge:
      return Submission(
        file: path,
        text: .failure(
          SubmissionProblem(
            language.pick(
              "larger than 1 MiB: refused", "超过 1 MiB：拒绝评分"))))
    case .notUTF8(let offset):
      return Submission(
        file: path,
        text: .failure(
          SubmissionProblem(
            language.pick(
              "not valid UTF-8 text (byte \(offset))", "不是有效的 UTF-8 文本（第 \(offset) 字节）"))))
    case .failed(let reason):
      return Submission(file: path, text: .failure(SubmissionProblem(reason)))
    }
  }

  func exerciseDocument(_ id: String, _ catalog: LessonCatalog) -> LessonDocument? {
    guard let document = catalog.document(id, language: language, kind: .exercise),
      document.exercise != nil
    else {
      Platform.writeError(
        "error: " + language.pick("there is no exercise '\(id)'", "没有名为 '\(id)' 的练习")
          + language.pick(
            "; 'containrepl exercises' lists them\n", "；'containrepl exercises' 会列出全部练习\n"))
      return nil
    }
    return document
  }

  func check(_ id: String, _ path: String) -> Int32 {
    guard let catalog = catalog(), let document = exerciseDocument(id, catalog) else { return 2 }
    let grader = ClassGrader(document: document, language: language)
    let submission = submission(path)
    let result: ExerciseResult
    switch submission.text {
    case .success(let text): result = grader.check(text)
    case .failure(let problem):
      result = ExerciseResult(exercise: id, status: .error, message: problem.message, tests: [])
    }
    let report = ExerciseReport(language: language, showHidden: options.showHidden)
    switch options.format ?? .text {
    case .json: write([report.json(result).text(pretty: true)])
    default: write(report.text(result))
    }
    return result.status == .pass ? 0 : 1
  }

  func grade(_ id: String, _ paths: [String]) -> Int32 {
    guard let catalog = catalog(), let document = exerciseDocument(id, catalog) else { return 2 }
    var files: [String] = []
    for path in paths {
      if Platform.isDirectory(path) {
        files += (Platform.listFiles(path) ?? []).filter { path in
          [".swift", ".m", ".txt", ".log"].contains { path.hasSuffix($0) }
        }
      } else {
        files.append(path)
      }
    }
    let submissions = files.map(submission)
    let rows = ClassGrader(document: document, language: language).grade(submissions)
    let report = ExerciseReport(language: language, showHidden: options.showHidden)
    switch options.format ?? .table {
    case .json: write([report.gradeJSON(exercise: id, rows).text(pretty: true)])
    case .csv: write(report.csv(rows))
    default: write(report.table(exercise: id, rows))
    }
    if let directory = options.feedbackDirectory {
      guard PlatformFiles.makeDirectories(directory) else {
        Platform.writeError("error: \(directory): " + language.pick("cannot create", "无法创建") + "\n")
        return 1
      }
      var used: Set<String> = []
      for row in rows {
        var name = row.file.split(separator: "/").suffix(2).joined(separator: "_")
          .map {
            $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_" ? String($0) : "_"
          }
          .joined()
        while used.contains(name) { name = "_" + name }
        used.insert(name)
        _ = PlatformFiles().writeText(
          directory + "/" + name + ".feedback.txt", report.feedback(row))
      }
    }
    return 0
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
      Platform.writeError(
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

  func devCheck() -> Int32 {
    guard let catalog = catalog() else { return 2 }
    let (report, problems) = DevCheck(catalog: catalog).run()
    write(report)
    if problems.isEmpty {
      write([language.pick("dev check: all lessons and exercises pass", "dev check：所有课程和练习都通过")])
      return 0
    }
    write(problems.map { "error: " + $0 })
    return 1
  }

  func progressExport(_ path: String) -> Int32 {
    let store = ProgressFile.standard(language: language)
    let progress = store?.load() ?? Progress()
    switch PlatformFiles().writeText(path, progress.json()) {
    case .success:
      write([language.pick("progress written to \(path)", "进度已写入 \(path)")])
      return 0
    case .failure(let error):
      Platform.writeError("error: \(path): \(error.message)\n")
      return 1
    }
  }

  func progressImport(_ path: String) -> Int32 {
    let read = Platform.readFile(path, limit: 4 << 20)
    guard case .text(let text) = read, let imported = Progress.parse(text) else {
      let reason: String
      switch read {
      case .notFound: reason = language.pick("no such file", "文件不存在")
      case .failed(let message): reason = message
      default: reason = language.pick("not a containrepl progress file", "不是 containrepl 的进度文件")
      }
      Platform.writeError("error: \(path): " + reason + "\n")
      return 1
    }
    guard let store = ProgressFile.standard(language: language) else {
      Platform.writeError(
        "error: "
          + language.pick("no place to keep progress (HOME is not set)", "没有保存进度的位置（HOME 未设置）")
          + "\n")
      return 1
    }
    store.save(store.load().merged(with: imported))
    write([language.pick("progress imported from \(path)", "已从 \(path) 导入进度")])
    return 0
  }
}
