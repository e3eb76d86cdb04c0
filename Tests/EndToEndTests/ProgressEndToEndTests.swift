import Glibc
import Testing

/// The progress file: saved and read back across sessions, sessions saving at once, a damaged
/// file, and `progress export` / `progress import`.
@Suite struct ProgressEndToEndTests {
  /// Answers typed on one line (a terminal 300 columns wide never wraps them).
  static let displayChild =
    "func displayContentController(_ content: UIViewController) { addChild(content); "
    + "content.view.frame = frameForContentController(); view.addSubview(content.view); "
    + "content.didMove(toParent: self) }"
  static let hideChild =
    "func hideContentController(_ content: UIViewController) { content.willMove(toParent: nil); "
    + "content.view.removeFromSuperview(); content.removeFromParent() }"
  static let wrongHideChild =
    "func hideContentController(_ content: UIViewController) { content.view.removeFromSuperview() }"
  static let wrongDisplayChild =
    "func displayContentController(_ content: UIViewController) { view.addSubview(content.view) }"
  static let garbage: [UInt8] = [0xFF, 0xFE, 0x00, 0x7B] + Array("\"version\": 1, \"lessons".utf8)

  @Test func progressIsSavedAndReadBackByTheNextSessions() throws {
    let home = try TemporaryHome()
    let first = try home.check("display-child", Self.displayChild)
    #expect(first.output.contains("display-child: pass (22/22)"), "\(first.output)")
    try home.expectMarks(["display-child": "✓ 22/22"])
    // A second session sees it (`:exercises`), and its own save keeps it.
    let second = try home.check("hide-child", ":exercises\n" + Self.hideChild)
    let listed = second.output.split(separator: "\n").filter { $0.contains(" display-child ") }
    #expect(
      listed.count == 1 && listed[0].contains("✓") && listed[0].contains("22/22"),
      "\(second.output)")
    #expect(second.output.contains("hide-child: pass (23/23)"), "\(second.output)")
    try home.expectMarks([
      "display-child": "✓ 22/22", "hide-child": "✓ 23/23", "cycle-children": "–",
    ])
    home.expectDamagedCopies([])
  }

  /// Both sessions have read the progress before either saves; then each, still open, fails
  /// the exercise the other one passed: no session's save drops what the other saved.
  @Test(arguments: 1...3) func twoOpenSessionsSavingInTurnLoseNothing(round: Int) throws {
    let home = try TemporaryHome()
    let a = try PseudoTerminal.exercise("display-child", in: home)
    let b = try PseudoTerminal.exercise("hide-child", in: home)
    try Self.checkAtOnce([
      (a, Self.displayChild, "display-child: pass (22/22)"),
      (b, Self.hideChild, "hide-child: pass (23/23)"),
    ])
    try a.type(":exercise hide-child")
    try b.type(":exercise display-child")
    try Self.checkAtOnce([
      (a, Self.wrongHideChild, "hide-child: fail"),
      (b, Self.wrongDisplayChild, "display-child: fail"),
    ])
    try a.quit()
    try b.quit()
    try home.expectMarks(["display-child": "✓ 22/22", "hide-child": "✓ 23/23"], "round \(round)")
  }

  /// Types each session's answer, then `:check` into all of them at once, and waits for each
  /// one's result and prompt.
  static func checkAtOnce(_ sessions: [(PseudoTerminal, answer: String, result: String)]) throws {
    for (terminal, answer, _) in sessions { try terminal.type(answer) }
    for (terminal, _, _) in sessions { terminal.send(":check\r") }
    for (terminal, _, result) in sessions { try terminal.awaitPrompt(after: result) }
  }

  /// Four processes started at once, each checking a different exercise, three times over;
  /// the same over a damaged file, which every session may find at start.
  @Test(arguments: [false, true]) func sessionsStartedTogetherLoseNothing(overDamagedFile: Bool)
    throws
  {
    for round in 1...3 {
      let home = try TemporaryHome()
      if overDamagedFile { home.writeFile(Self.garbage, to: home.progressPath) }
      let answers = [
        ("display-child", Self.displayChild), ("hide-child", Self.hideChild),
        ("cycle-children", ""), ("tab-bar-switcher", ""),
      ]
      let runs = try answers.map { id, answer in
        try PipedRun(["exercise", id], input: answer + "\n:check\n", in: home)
      }
      // Exactly one session finds the damage and reports it.
      let warning =
        "warning: the progress file was damaged; it was set aside as " + home.progressPath
      var warnings = 0
      for run in runs {
        let result = try run.finish()
        #expect(result.status == .exited(0), "round \(round): \(result.errors)")
        #expect(result.errors.isEmpty || result.errors.hasPrefix(warning), "\(result.errors)")
        if !result.errors.isEmpty { warnings += 1 }
      }
      #expect(warnings == (overDamagedFile ? 1 : 0), "round \(round)")
      try home.expectMarks(
        [
          "display-child": "✓ 22/22", "hide-child": "✓ 23/23", "cycle-children": "0/24",
          "tab-bar-switcher": "0/32",
        ],
        "round \(round)")
      // The damaged bytes are kept, once, and nothing else is set aside.
      home.expectDamagedCopies(overDamagedFile ? [Self.garbage] : [])
    }
  }

  enum Damage: String, CaseIterable, CustomTestStringConvertible {
    case truncated, empty, garbage
    var testDescription: String { rawValue }
  }

  @Test(arguments: Damage.allCases) func aDamagedFileIsReportedSetAsideAndReplaced(_ damage: Damage)
    throws
  {
    let home = try TemporaryHome()
    _ = try home.check("display-child", Self.displayChild)
    let sound = try #require(home.contents(of: home.progressPath))
    let damaged: [UInt8]
    switch damage {
    case .truncated: damaged = Array(sound.prefix(sound.count / 2))
    case .empty: damaged = []
    case .garbage: damaged = Self.garbage
    }
    home.writeFile(damaged, to: home.progressPath)

    let run = try home.check("hide-child", Self.hideChild)
    #expect(run.output.contains("hide-child: pass (23/23)"), "\(run.output)")
    let (before, after) = (
      "warning: the progress file was damaged; it was set aside as ", " and a fresh one started\n"
    )
    #expect(
      run.errors.hasPrefix(before + home.progressPath + ".damaged-") && run.errors.hasSuffix(after),
      "\(run.errors)")
    let copy = String(run.errors.dropFirst(before.count).dropLast(after.count))
    #expect(home.contents(of: copy) == damaged, "the copy named in the warning, \(copy)")
    home.expectDamagedCopies([damaged])
    // The new file is sound: later sessions read it without a warning and keep what it holds.
    #expect(try home.check("cycle-children", "").errors.isEmpty)
    // An answer that does not run keeps the exercise's real maximum.
    try home.expectMarks(["hide-child": "✓ 23/23", "cycle-children": "0/24"])

    // Damaged again, most likely within the same second: a second copy, the first one kept.
    let again = damaged + Array("!".utf8)
    home.writeFile(again, to: home.progressPath)
    _ = try home.check("display-child", Self.displayChild)
    home.expectDamagedCopies([damaged, again])
    try home.expectMarks(["display-child": "✓ 22/22"])
  }

  /// The file is sound when the session reads it and damaged when the session saves: the
  /// session reports it, sets it aside, and saves what it knows.
  @Test func aFileDamagedDuringASessionIsSetAsideWhenItSaves() throws {
    let home = try TemporaryHome()
    _ = try home.check("display-child", Self.displayChild)
    let terminal = try PseudoTerminal.exercise("hide-child", in: home)
    home.writeFile(Self.garbage, to: home.progressPath)
    try terminal.type(Self.hideChild)
    terminal.send(":check\r")
    try terminal.expect(
      "warning: the progress file was damaged; it was set aside as ", timeout: .seconds(30))
    try terminal.awaitPrompt(after: "hide-child: pass (23/23)")
    try terminal.quit()
    home.expectDamagedCopies([Self.garbage])
    try home.expectMarks(["display-child": "✓ 22/22", "hide-child": "✓ 23/23"])
  }

  @Test func exportAndImportRoundTripAndADamagedImportIsRefused() throws {
    let source = try TemporaryHome()
    _ = try source.check("display-child", Self.displayChild)
    _ = try source.check("hide-child", Self.wrongHideChild)
    let exported = source.path + "/export.json"
    let export = try PipedRun(["progress", "export", exported], in: source).finish()
    #expect(export.status == .exited(0))
    #expect(export.output == "progress written to \(exported)\n")
    #expect(source.contents(of: exported) == source.contents(of: source.progressPath))

    // Imported into a home that passed hide-child: merged, the better result of each kept.
    let target = try TemporaryHome()
    _ = try target.check("hide-child", Self.hideChild)
    let imported = try PipedRun(["progress", "import", exported], in: target).finish()
    #expect(imported.status == .exited(0), "\(imported.errors)")
    #expect(imported.output == "progress imported from \(exported)\n")
    try target.expectMarks(["display-child": "✓ 22/22", "hide-child": "✓ 23/23"])

    // Exported again and imported into an empty home: the same file.
    let copy = target.path + "/copy.json"
    #expect(try PipedRun(["progress", "export", copy], in: target).finish().status == .exited(0))
    let fresh = try TemporaryHome()
    #expect(try PipedRun(["progress", "import", copy], in: fresh).finish().status == .exited(0))
    #expect(fresh.contents(of: fresh.progressPath) == target.contents(of: target.progressPath))

    // A file with nothing of containrepl's in it is refused and changes nothing.
    let before = target.contents(of: target.progressPath)
    let garbage = target.path + "/garbage.json"
    target.writeFile(Self.garbage, to: garbage)
    let refused = try PipedRun(["progress", "import", garbage], in: target).finish()
    #expect(refused.status == .exited(1))
    #expect(refused.output.isEmpty)
    #expect(refused.errors == "error: \(garbage): not a containrepl progress file\n")
    #expect(target.contents(of: garbage) == Self.garbage)
    #expect(target.contents(of: target.progressPath) == before)
    target.expectDamagedCopies([])
  }

  /// A damaged file keeps what is whole in it: a file cut short imports the entries before the
  /// cut, with a warning; a damaged progress file exports what can be read, and that export
  /// imports cleanly elsewhere.
  @Test func aDamagedFileIsExportedAndImportedAsFarAsItCanBeRead() throws {
    let source = try TemporaryHome()
    _ = try source.check("display-child", Self.displayChild)
    _ = try source.check("hide-child", Self.hideChild)
    let sound = try #require(source.contents(of: source.progressPath))
    let cut = Array(sound.prefix(sound.count - 9))

    let target = try TemporaryHome()
    let path = target.path + "/cut.json"
    target.writeFile(cut, to: path)
    let imported = try PipedRun(["progress", "import", path], in: target).finish()
    #expect(imported.status == .exited(0), "\(imported.errors)")
    #expect(
      imported.errors.hasPrefix("warning: the progress file is damaged; "), "\(imported.errors)")
    #expect(imported.output == "progress imported from \(path)\n")
    try target.expectMarks(["display-child": "✓ 22/22"])

    // The learner's own file is damaged: export writes what can be read, and warns.
    source.writeFile(cut, to: source.progressPath)
    let exported = source.path + "/rescued.json"
    let export = try PipedRun(["progress", "export", exported], in: source).finish()
    #expect(export.status == .exited(0))
    #expect(export.errors.hasPrefix("warning: the progress file is damaged; "), "\(export.errors)")
    let fresh = try TemporaryHome()
    let reimport = try PipedRun(["progress", "import", exported], in: fresh).finish()
    #expect(reimport.status == .exited(0))
    #expect(reimport.errors.isEmpty, "the export is a sound file")
    try fresh.expectMarks(["display-child": "✓ 22/22"])
  }

  /// Importing merges lessons as well as exercises: solved steps joined, the further step, a
  /// completed lesson stays completed, quiz answers right in either stay right.
  @Test func importMergesLessonProgress() throws {
    let mine = try TemporaryHome()
    let theirs = try TemporaryHome()
    mine.writeFile(
      Array(
        """
        {"version": 1, "lessons": {"add-child": {"currentStep": 1, "solvedSteps": ["make"], \
        "revealedSteps": [], "completed": false, "hintsUsed": 2, "quiz": {"q1": false}}}, \
        "exercises": {}}
        """.utf8), to: mine.progressPath)
    let file = theirs.path + "/theirs.json"
    theirs.writeFile(
      Array(
        """
        {"version": 1, "lessons": {"add-child": {"currentStep": 3, "solvedSteps": ["show"], \
        "revealedSteps": ["show"], "completed": true, "hintsUsed": 1, "quiz": {"q1": true}}, \
        "remove-child": {"currentStep": 2, "solvedSteps": [], "revealedSteps": [], \
        "completed": false, "hintsUsed": 0, "quiz": {}}}, "exercises": {}}
        """.utf8), to: file)
    let imported = try PipedRun(["progress", "import", file], in: mine).finish()
    #expect(imported.status == .exited(0), "\(imported.errors)")
    let merged = String(decoding: mine.contents(of: mine.progressPath) ?? [], as: UTF8.self)
    let compact = merged.split(whereSeparator: \.isWhitespace).joined()
    #expect(
      compact.contains(
        #""add-child":{"currentStep":3,"solvedSteps":["make","show"],"revealedSteps":["show"],"completed":true,"hintsUsed":2,"quiz":{"q1":true}}"#
      ), "\(merged)")
    #expect(compact.contains(#""remove-child":{"currentStep":2"#))
    let lessons = try PipedRun(["lessons"], in: mine).finish()
    #expect(lessons.status == .exited(0))
    #expect(lessons.errors.isEmpty)
  }
}

extension PseudoTerminal {
  /// `containrepl exercise ID` in a terminal wide enough for a one-line answer, at its prompt
  /// (the session has read the progress file by then).
  static func exercise(_ id: String, in home: TemporaryHome) throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(
      arguments: ["exercise", id], environment: home.environment(), columns: 300)
    try terminal.expect(prompt, timeout: .seconds(30))
    return terminal
  }

  /// Types one line and waits, generously, for the next prompt (keys are only typed at a
  /// prompt, never to the cooked terminal while an input runs).
  func type(_ line: String) throws {
    send(line + "\r")
    try expect(Self.prompt, timeout: .seconds(30))
  }

  /// Waits for `text`, then for the prompt after it.
  func awaitPrompt(after text: String) throws {
    try expect(text, timeout: .seconds(30))
    try expect(Self.prompt, timeout: .seconds(30))
  }

  /// Ctrl-D at the prompt; the session must end normally.
  func quit(sourceLocation: SourceLocation = #_sourceLocation) throws {
    send("\u{04}")
    #expect(try waitForExit(timeout: .seconds(30)) == .exited(0), sourceLocation: sourceLocation)
  }
}

/// The built binary run in a home, with standard input from a file and its output captured.
final class PipedRun {
  struct Result {
    let status: Termination
    let output: String
    let errors: String
  }

  let pid: pid_t
  private let home: TemporaryHome
  private let directory: String
  private var finished = false

  init(
    _ arguments: [String], input: String = "", in home: TemporaryHome,
    locale: [String: String] = ["LANG": "C.UTF-8"]
  ) throws {
    let binary = try PseudoTerminal.binaryPath()
    var template = Array((home.path + "/run-XXXXXX").utf8CString)
    guard let created = mkdtemp(&template) else {
      throw PseudoTerminalError(description: "mkdtemp failed")
    }
    directory = String(cString: created)
    self.home = home
    home.writeFile(Array(input.utf8), to: directory + "/in")
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, directory + "/in", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, directory + "/out", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(
      &actions, 2, directory + "/err", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var environment = home.environment(locale)
    for name in ["LD_LIBRARY_PATH", "PATH"] {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, binary, &actions, nil, argv, envp)
    guard result == 0 else {
      throw PseudoTerminalError(
        description: "posix_spawn failed: \(String(cString: strerror(result)))")
    }
    pid = child
  }

  deinit {
    if !finished {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
    }
  }

  /// Waits for the child to end (a minute at most) and returns what it wrote.
  func finish() throws -> Result {
    let deadline = ContinuousClock.now + .seconds(60)
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) != pid {
      guard ContinuousClock.now < deadline else {
        throw PseudoTerminalError(description: "pid \(pid) did not exit within a minute")
      }
      usleep(5_000)
    }
    finished = true
    let text = { (name: String) in
      String(decoding: self.home.contents(of: self.directory + "/" + name) ?? [], as: UTF8.self)
    }
    return Result(status: Termination(waitStatus: status), output: text("out"), errors: text("err"))
  }
}

extension TemporaryHome {
  var progressPath: String { historyDirectory + "/progress.json" }

  /// Runs `containrepl exercise ID` with `answer` piped in, then `:check`; expects exit 0.
  @discardableResult
  func check(_ id: String, _ answer: String) throws -> PipedRun.Result {
    let result = try PipedRun(["exercise", id], input: answer + "\n:check\n", in: self).finish()
    #expect(result.status == .exited(0), "\(result.errors)")
    #expect(result.output.contains("\(id): "), "\(result.output)")
    return result
  }

  /// Expects `containrepl exercises` to show `marks` ("✓ 20/20", "5/20", "–") for those
  /// exercises, from a sound file (no warning).
  func expectMarks(
    _ marks: [String: String], _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try PipedRun(["exercises"], in: self).finish()
    #expect(
      result.status == .exited(0) && result.errors.isEmpty, "\(result.errors)",
      sourceLocation: sourceLocation)
    var shown: [String: String] = [:]
    for line in result.output.split(separator: "\n").dropFirst() {
      let words = line.split(separator: " ")
      if words.first == "✓", words.count > 2 {
        shown[String(words[1])] = "✓ " + words[2]
      } else if words.count > 1 {
        shown[String(words[0])] = String(words[1])
      }
    }
    for (id, mark) in marks {
      #expect(
        shown[id] == mark, "\(id) \(comment.map { "(\($0))" } ?? "")",
        sourceLocation: sourceLocation)
    }
  }

  /// Expects the damaged progress files set aside to hold `contents`, one copy each.
  func expectDamagedCopies(_ contents: [[UInt8]], sourceLocation: SourceLocation = #_sourceLocation)
  {
    var found: [[UInt8]] = []
    if let stream = opendir(historyDirectory) {
      while let entry = readdir(stream) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        if name.hasPrefix("progress.json.damaged-") {
          found.append(self.contents(of: historyDirectory + "/" + name) ?? [])
        }
      }
      closedir(stream)
    }
    let order = { (a: [UInt8], b: [UInt8]) in a.lexicographicallyPrecedes(b) }
    #expect(found.sorted(by: order) == contents.sorted(by: order), sourceLocation: sourceLocation)
  }

  /// Writes `bytes` to `path`, creating the state directories.
  func writeFile(_ bytes: [UInt8], to path: String) {
    mkdir(stateDirectory, 0o700)
    mkdir(historyDirectory, 0o700)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
  }
}
