import Dispatch
import Glibc
import Grading
import LessonEngine
import Shell
import Simulation
import Synchronization

extension Commands {
  /// `containrepl grade ID PATH…`: a row per student, the report in the chosen format, and
  /// feedback files (a folder of them, a zip of them, or both). Exit 0 when every student has
  /// a row; 2 for a command line that cannot be carried out (an exercise that does not exist or
  /// is broken, a path that does not exist, a feedback folder or zip that cannot be written, a
  /// comparison report, worksheet, gradebook export or roster that cannot be read, a folder
  /// whose students cannot be told apart for sure); 1 when grading itself broke (a feedback
  /// file or zip not written, a student without a row).
  func grade(_ id: String, _ paths: [String]) -> Int32 {
    guard let catalog = catalog(about: id), let document = exerciseDocument(id, catalog) else {
      return 2
    }
    let files = PlatformSubmissionFiles()
    for path in paths where files.kind(of: path) == .missing {
      usageError(path + ": " + language.pick("no such file or folder", "没有这个文件或目录"))
      return 2
    }
    var previous: [String: PreviousGrade]?
    if let path = options.compareReport {
      guard case .text(let text) = Platform.readFile(path, limit: 64 << 20),
        let found = PreviousGrade.parse(text)
      else {
        usageError(
          path + ": "
            + language.pick(
              "not a report of containrepl grade --format json",
              "不是 containrepl grade --format json 的报告"))
        return 2
      }
      previous = found
    }
    guard let settings = gradebookSettings() else { return 2 }
    var roster: ClassroomRoster?
    if let path = options.roster {
      guard let text = gradebookFile(path), let read = parsed(path, { try ClassroomRoster(text) })
      else { return 2 }
      roster = read
    }
    var folder: FeedbackFolder?
    if let directory = options.feedbackDirectory {
      switch FeedbackFolder.open(directory) {
      case .success(let opened): folder = opened
      case .failure(let error):
        usageError(
          directory + ": " + language.pick("cannot write feedback here: ", "无法在此写入反馈：")
            + error.message)
        return 2
      }
    }
    defer { folder?.close() }
    if let path = options.feedbackZip, let problem = FeedbackZipFile.problem(path) {
      usageError(path + ": " + language.pick("cannot write the zip here: ", "无法在此写入压缩包：") + problem)
      return 2
    }
    var collector = ClassroomCollector(
      files: files, language: language, followSymlinks: options.followSymlinks, exerciseID: id,
      isPrediction: document.exercise?.isPrediction ?? false)
    // The files are read by the workers that grade them.
    collector.readsLater = true
    collector.roster = roster
    for path in paths {
      if let problem = collector.ambiguity(path) {
        usageError(problem)
        return 2
      }
    }
    let leftOut = paths.flatMap(collector.leftOut)
    if !leftOut.isEmpty {
      warn([
        language.pick("not a student's answer, left out: ", "不是学生的答案，未计入：")
          + leftOut.joined(separator: language.pick(", ", "、"))
      ])
    }
    let submissions = collector.collect(paths)
    let rows = ClassGrader(document: document, language: language).grade(
      submissions, reading: files)
    let report = ClassReport(
      exercise: id, rows: rows, language: language, showHidden: options.showHidden,
      previous: previous)
    let format = options.format ?? .table
    let texts = StudentTexts.make(
      report, records: format == .csv, feedback: folder != nil || options.feedbackZip != nil)
    switch format {
    case .json: Platform.write(report.json().text(pretty: true) + "\n")
    case .csv:
      Platform.write(report.csv(records: texts.records, byteOrderMark: options.byteOrderMark))
    case .moodle:
      let file = report.moodle(settings)
      warn(file.warnings)
      Platform.write(file.text)
    case .canvas:
      do {
        let file = try report.canvas(settings)
        warn(file.warnings)
        Platform.write(file.text)
      } catch {
        usageError(error.message)
        return 2
      }
    default: write(report.table())
    }
    var status: Int32 = rows.count == submissions.count ? 0 : 1
    let names = report.feedbackFileNames(bases: texts.bases)
    if let path = options.feedbackZip {
      let archive = report.feedbackZip(
        names: names, letters: texts.letters, modified: FeedbackZipFile.now())
      if archive.map({ !StateFiles.writeAtomically($0, to: path, sync: false) }) ?? true {
        Platform.writeError(
          "error: \(path): "
            + (archive == nil
              ? language.pick("the feedback is too large for one zip", "反馈太多，一个压缩包放不下")
              : language.pick("the feedback zip could not be written", "无法写入反馈压缩包")) + "\n")
        status = 1
      }
    }
    if let folder {
      // The letters, made on all cores, are saved on all cores (each save is three system
      // calls); the files that could not be saved are told in order.
      let unsaved = Mutex(Array(repeating: false, count: names.count))
      DispatchQueue.concurrentPerform(iterations: names.count) { index in
        guard !folder.write(names[index], texts.letters[index]) else { return }
        unsaved.withLock { $0[index] = true }
      }
      let failed = unsaved.withLock { $0 }
      for (index, name) in names.enumerated() where failed[index] {
        writeError(
          "error: \(folder.path)/\(name): "
            + language.pick("the feedback file could not be written", "无法写入反馈文件") + "\n")
        status = 1
      }
    }
    return status
  }

  /// The gradebook options read (`--max-grade`, `--worksheet`, `--gradebook`, `--assignment`);
  /// nil when one cannot be used, after saying why.
  private func gradebookSettings() -> GradebookSettings? {
    var settings = GradebookSettings(
      assignment: options.assignment, modified: Self.gradingTime(),
      byteOrderMark: options.byteOrderMark)
    if let text = options.maxGrade {
      guard let value = Double(text.replacing(",", with: ".")), value > 0, value.isFinite else {
        usageError(
          "--max-grade " + text + ": "
            + language.pick("not a positive number", "不是正数"))
        return nil
      }
      settings.maxGrade = value
    }
    if let path = options.worksheet {
      guard let text = gradebookFile(path), let sheet = parsed(path, { try MoodleWorksheet(text) })
      else { return nil }
      settings.worksheet = sheet
    }
    if let path = options.gradebook {
      guard let text = gradebookFile(path),
        let export = parsed(path, { try CanvasGradebookExport(text) })
      else { return nil }
      settings.canvasExport = export
    }
    return settings
  }

  /// A worksheet, export or roster the teacher downloaded, as text; nil after saying why not.
  private func gradebookFile(_ path: String) -> String? {
    guard case .text(let text) = Platform.readFile(path, limit: 64 << 20) else {
      usageError(
        path + ": " + language.pick("cannot be read as UTF-8 text", "无法作为 UTF-8 文本读取"))
      return nil
    }
    return text
  }

  private func parsed<T>(_ path: String, _ read: () throws -> T) -> T? {
    do { return try read() } catch {
      usageError(path + ": " + ((error as? GradebookFileError)?.message ?? "\(error)"))
      return nil
    }
  }

  /// What the teacher should know about a gradebook file, on standard error.
  private func warn(_ warnings: [String]) {
    for warning in warnings { writeError("warning: " + warning + "\n") }
  }

  /// Now, as PHP's `strtotime` reads it on any server: local time with its offset from UTC
  /// (`2024-05-01 10:00:00 +0800`), so that Moodle compares it with its own grades' times.
  static func gradingTime() -> String {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    let offset = parts.tm_gmtoff / 60
    let hours = abs(offset) / 60
    let minutes = abs(offset) % 60
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return Platform.localTime() + " " + (offset < 0 ? "-" : "+") + two(hours) + two(minutes)
  }

  /// An error in what the command line asks for: the message and a pointer to the help.
  func usageError(_ message: String) {
    writeError(
      "error: " + message + "\n"
        + language.pick("see 'containrepl grade --help'\n", "详见 'containrepl grade --help'\n"))
  }
}
