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
          "display-child": "✓ 22/22", "hide-child": "✓ 23/23", "cycle-children": "0/28",
          "tab-bar-switcher": "0/43",
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
    try home.expectMarks(["hide-child": "✓ 23/23", "cycle-children": "0/28"])

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
