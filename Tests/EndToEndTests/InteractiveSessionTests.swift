import Glibc
import Testing

/// The built binary driven through a pseudo-terminal: libedit, signals, locale, history file.
/// Every wait has a deadline of a few seconds, so a broken front end fails instead of hanging.
@Suite struct InteractiveSessionTests {
  static let prompt = "sandbox> "
  static let continuation = "...> "

  /// Starts a session in `home` and waits for its first prompt.
  func start(
    _ home: TemporaryHome, locale: [String: String] = ["LANG": "C.UTF-8"]
  ) throws -> PseudoTerminal {
    let terminal = try PseudoTerminal(environment: home.environment(locale))
    try terminal.expect(Self.prompt)
    return terminal
  }

  /// Types one line and waits for the next prompt.
  func enter(_ line: String, in terminal: PseudoTerminal) throws {
    terminal.send(line + "\r")
    try terminal.expect(Self.prompt)
  }

  @Test func firstPromptAppearsQuickly() throws {
    let home = try TemporaryHome()
    let started = ContinuousClock.now
    let terminal = try start(home)
    #expect(ContinuousClock.now - started < .seconds(2))
    terminal.send("\u{04}")
    #expect(try terminal.waitForExit() == .exited(0))
  }

  @Test func statementPrintsTheLog() throws {
    let home = try TemporaryHome()
    let terminal = try start(home)
    try enter("let content = UIViewController()", in: terminal)
    terminal.send("container.addChild(content)\r")
    try terminal.expectLine("container.addChild(content)")
    try terminal.expect("content.willMove(toParent: container)")
    try terminal.expect(Self.prompt)
  }

  @Test func tabCompletesAMetaCommand() throws {
    let home = try TemporaryHome()
    let terminal = try start(home)
    terminal.send(":tr")
    try terminal.expect(":tr")
    terminal.send("\t")
    try terminal.expect("ee ")  // the line now reads ":tree "
    terminal.send("\r")
    try terminal.expect("container")
    let rest = try terminal.expect(Self.prompt)
    #expect(!rest.contains("error"))
  }

  @Test func tabCompletesAMemberAfterADot() throws {
    let home = try TemporaryHome()
    let terminal = try start(home)
    try enter("let a = UIViewController()", in: terminal)
    terminal.send("container.addCh")
    try terminal.expect("container.addCh")
    terminal.send("\t")
    try terminal.expect("ild(")
    terminal.send("a)\r")
    try terminal.expectLine("container.addChild(a)")
  }

  @Test func tabListsCandidatesWhenNothingCanBeAdded() throws {
    let home = try TemporaryHome()
    let terminal = try start(home)
    terminal.send("container.view")
    try terminal.expect("container.view")
    terminal.send("\t")
    try terminal.expect("viewIfLoaded")
    try terminal.expect(Self.prompt + "container.view")  // the line is drawn again below the list
  }

  @Test func upRecallsThePreviousInputAndHistoryOutlivesTheSession() throws {
    let home = try TemporaryHome()
    let first = try start(home)
    first.send("print(\"marker-1\")\r")
    try first.expectLine("marker-1")
    try first.expect(Self.prompt)
    first.send("\u{1B}[A")
    try first.expect("print(\"marker-1\")")
    first.send("\r")
    try first.expectLine("marker-1")
    try first.expect(Self.prompt)
    first.send("\u{04}")
    #expect(try first.waitForExit() == .exited(0))
    // Run twice in a row, saved once.
    #expect(home.historyLines().filter { $0 == "print(\"marker-1\")" }.count == 1)

    let second = try start(home)
    second.send("\u{1B}[A\r")
    try second.expectLine("marker-1")
  }

  @Test func controlRSearchesHistory() throws {
    let home = try TemporaryHome()
    let terminal = try start(home)
    try enter("print(\"needle\")", in: terminal)
    try enter("print(\"hay\")", in: terminal)
    terminal.send("\u{12}")
    try terminal.expect("bck:")
    terminal.send("need")
    try terminal.expect("need")
    terminal.send("\r")
    try terminal.expectLine("needle")
  }

  @Test func continuationPromptWhileInputIsIncomplete() throws {
    let home = try TemporaryHome()
    let terminal = try start(home)
    terminal.send("func f() {\r")
    try terminal.expect(Self.continuation)
    terminal.send("print(\"in f\")\r")
    try terminal.expect(Self.continuation)
    terminal.send("}\r")
    try terminal.expect(Self.prompt)
    terminal.send("f()\r")
    try terminal.expectLine("  in f")
    try terminal.expect(Self.prompt)
    terminal.send("\u{04}")
    #expect(try terminal.waitForExit() == .exited(0))
    #expect(home.historyLines().contains("func f() {\\nprint(\"in f\")\\n}"))
  }

  @Test func controlCDiscardsAPartlyTypedLine() throws {
    let home = try TemporaryHome()
    let terminal = try start(home)
    terminal.send("print(\"half")
    try terminal.expect("half")
    terminal.send("\u{03}")
    try terminal.expect("^C\n" + Self.prompt)
    terminal.send("print(\"after\")\r")
    try terminal.expectLine("after")
  }

  @Test func controlCDiscardsAPartlyTypedBlock() throws {
    let home = try TemporaryHome()
    let terminal = try start(home)
    terminal.send("func g() {\r")
    try terminal.expect(Self.continuation)
    terminal.send("print(1)\r")
    try terminal.expect(Self.continuation)
    terminal.send("\u{03}")
    try terminal.expect("^C\n" + Self.prompt)  // a fresh prompt, not a continuation
    terminal.send("print(\"fresh\")\r")
    try terminal.expectLine("fresh")
    try terminal.expect(Self.prompt)
    terminal.send("\u{04}")
    #expect(try terminal.waitForExit() == .exited(0))
    #expect(!home.historyLines().contains { $0.contains("func g") })
  }

  @Test func controlCStopsARunningInput() throws {
    let home = try TemporaryHome()
    let terminal = try start(home)
    terminal.send("while true { }\r")
    try terminal.expect("while true { }\n")
    usleep(150_000)  // it is running now; the step limit would stop it much later
    let pressed = ContinuousClock.now
    terminal.send("\u{03}")
    try terminal.expect("interrupted (Ctrl-C)", timeout: .seconds(2))
    #expect(ContinuousClock.now - pressed < .seconds(1))
    try terminal.expect(Self.prompt)
    terminal.send("print(\"alive\")\r")
    try terminal.expectLine("alive")
  }

  @Test func controlDOnAnEmptyLineExits() throws {
    let home = try TemporaryHome()
    let terminal = try start(home)
    terminal.send("\u{04}")
    #expect(try terminal.waitForExit() == .exited(0))
  }

  @Test func metaQuitExits() throws {
    let home = try TemporaryHome()
    let terminal = try start(home)
    terminal.send(":quit\r")
    #expect(try terminal.waitForExit() == .exited(0))
  }

  @Test func historyKeepsBackslashesAndLineBreaks() throws {
    let home = try TemporaryHome()
    let first = try start(home)
    first.send("func h() {\r")
    try first.expect(Self.continuation)
    first.send("// c:\\dir\\n\r")
    try first.expect(Self.continuation)
    try enter("}", in: first)
    first.send("\u{04}")
    #expect(try first.waitForExit() == .exited(0))
    #expect(home.historyLines().last == #"func h() {\n// c:\\dir\\n\n}"#)

    let second = try start(home)
    second.send("\u{1B}[A")
    try second.expect(#"// c:\dir\n"#)
  }

  @Test func standardOutputRedirectedReadsPlainLines() throws {
    let home = try TemporaryHome()
    let outputPath = home.path + "/out.txt"
    let terminal = try PseudoTerminal(environment: home.environment(), standardOutput: outputPath)
    try terminal.expect(Self.prompt)  // on standard error, which is still the terminal
    terminal.send("print(\"to the file\")\r")
    try terminal.expect(Self.prompt)
    terminal.send("\u{04}")
    #expect(try terminal.waitForExit() == .exited(0))
    let written = String(decoding: home.contents(of: outputPath) ?? [], as: UTF8.self)
    #expect(written.contains("to the file\n"))
  }

  @Test(arguments: [
    ["LANG": "C.UTF-8"],
    ["LC_ALL": "C"],  // not UTF-8: the front end must switch the character type itself
    ["LANG": "zh_CN.UTF-8"],
  ])
  func chineseInput(locale: [String: String]) throws {
    let home = try TemporaryHome()
    let terminal = try start(home, locale: locale)
    try enter("let 子控制器 = UIViewController()", in: terminal)
    terminal.send("container.addChild(子控制器)\r")
    try terminal.expectLine("container.addChild(子控制器)")
    try terminal.expect("子控制器.willMove(toParent: container)")
  }

  /// The ways a session can end, and how the child should be seen to end.
  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case controlD, sigint, sigterm, sighup, sigtermWhileRunning
    var testDescription: String { rawValue }
  }

  @Test(arguments: Ending.allCases)
  func terminalIsRestored(_ ending: Ending) throws {
    let home = try TemporaryHome()
    let terminal = try PseudoTerminal(environment: home.environment())
    var before = terminal.initialAttributes
    try terminal.expect(Self.prompt)
    var during = terminal.attributes()
    #expect(!Self.same(&before, &during), "libedit should have put the terminal in raw mode")
    let expected: Termination
    switch ending {
    case .controlD:
      terminal.send("\u{04}")
      expected = .exited(0)
    case .sigint:
      kill(terminal.pid, SIGINT)
      try terminal.expect("^C\n" + Self.prompt)
      terminal.send("\u{04}")
      expected = .exited(0)
    case .sigterm, .sighup:
      terminal.send("let a")
      try terminal.expect("let a")
      let signal = ending == .sigterm ? SIGTERM : SIGHUP
      kill(terminal.pid, signal)
      expected = .signaled(signal)
    case .sigtermWhileRunning:
      terminal.send("while true { }\r")
      try terminal.expect("while true { }\n")
      usleep(100_000)
      kill(terminal.pid, SIGTERM)
      expected = .signaled(SIGTERM)
    }
    #expect(try terminal.waitForExit() == expected)
    var after = terminal.attributes()
    #expect(Self.same(&before, &after))
  }

  static func same(_ a: inout termios, _ b: inout termios) -> Bool {
    memcmp(&a, &b, MemoryLayout<termios>.size) == 0
  }

  @Test func twoSessionsSavingAtOnceLoseNothing() throws {
    let home = try TemporaryHome()
    let a = try start(home)
    let b = try start(home)
    let rounds = 8
    for round in 0..<rounds {
      a.send("print(\"a\(round)\")\r")
      b.send("print(\"b\(round)\")\r")
      try a.expectLine("a\(round)")
      try b.expectLine("b\(round)")
      try a.expect(Self.prompt)
      try b.expect(Self.prompt)
    }
    a.send("\u{04}")
    b.send("\u{04}")
    #expect(try a.waitForExit() == .exited(0))
    #expect(try b.waitForExit() == .exited(0))
    let lines = Set(home.historyLines())
    for round in 0..<rounds {
      #expect(lines.contains("print(\"a\(round)\")"))
      #expect(lines.contains("print(\"b\(round)\")"))
    }
  }

  @Test func damagedHistoryFileIsSurvived() throws {
    let home = try TemporaryHome()
    var damaged = Array("# containrepl history 1\nprint(\"old-1\")\n".utf8)
    damaged += [0xFF, 0xFE, 0x41, 0x0A]  // not UTF-8
    damaged += Array("print(\"old-2\")\nprint(\"cut".utf8)  // cut off mid-entry
    home.writeHistory(damaged)

    let terminal = try start(home)
    terminal.send("\u{1B}[A\r")
    try terminal.expectLine("old-2")
    try terminal.expect(Self.prompt)
    try enter("print(\"new-1\")", in: terminal)
    terminal.send("\u{04}")
    #expect(try terminal.waitForExit() == .exited(0))
    #expect(
      home.historyLines()
        == ["# containrepl history 1", "print(\"old-1\")", "print(\"old-2\")", "print(\"new-1\")"])
    #expect(home.exists("state/containrepl/history.damaged"))
  }
}
