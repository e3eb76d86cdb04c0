import Glibc
import Testing

/// The built binary driven through a pseudo-terminal: prompts, the log, completion, Ctrl-C,
/// Ctrl-D and Chinese input. Every wait has a deadline of a few seconds, so a broken front end
/// fails instead of hanging.
@Suite struct InteractiveSessionTests {
  @Test func firstPromptAppearsQuickly() throws {
    let home = try TemporaryHome()
    let started = ContinuousClock.now
    let terminal = try PseudoTerminal.started(in: home)
    // A bound on hanging, not a speed target (`make bench` measures the first prompt): the
    // suite runs many processes at once on two cores.
    #expect(ContinuousClock.now - started < .seconds(30))
    terminal.send("\u{04}")
    try terminal.expectExit(.exited(0))
  }

  @Test func statementPrintsTheLog() throws {
    let home = try TemporaryHome()
    let terminal = try PseudoTerminal.started(in: home)
    try terminal.enter("let content = UIViewController()")
    terminal.send("container.addChild(content)\r")
    try terminal.expectLine("container.addChild(content)")
    try terminal.expect("content.willMove(toParent: container)")
    try terminal.expect(PseudoTerminal.prompt)
  }

  @Test func tabCompletesAMetaCommand() throws {
    let home = try TemporaryHome()
    let terminal = try PseudoTerminal.started(in: home)
    terminal.send(":tr")
    try terminal.expect(":tr")
    terminal.send("\t")
    try terminal.expect("ee ")  // the line now reads ":tree "
    terminal.send("\r")
    try terminal.expect("container")
    let rest = try terminal.expect(PseudoTerminal.prompt)
    #expect(!rest.contains("error"))
  }

  @Test func tabCompletesAMemberAfterADot() throws {
    let home = try TemporaryHome()
    let terminal = try PseudoTerminal.started(in: home)
    try terminal.enter("let a = UIViewController()")
    terminal.send("container.addCh")
    try terminal.expect("container.addCh")
    terminal.send("\t")
    try terminal.expect("ild(")
    terminal.send("a)\r")
    try terminal.expectLine("container.addChild(a)")
  }

  @Test func tabListsCandidatesWhenNothingCanBeAdded() throws {
    let home = try TemporaryHome()
    let terminal = try PseudoTerminal.started(in: home)
    terminal.send("container.view")
    try terminal.expect("container.view")
    terminal.send("\t")
    try terminal.expect("viewIfLoaded")
    // The line is drawn again below the list.
    try terminal.expect(PseudoTerminal.prompt + "container.view")
  }

  @Test func continuationPromptWhileInputIsIncomplete() throws {
    let home = try TemporaryHome()
    let terminal = try PseudoTerminal.started(in: home)
    terminal.send("func f() {\r")
    try terminal.expect(PseudoTerminal.continuation)
    terminal.send("print(\"in f\")\r")
    try terminal.expect(PseudoTerminal.continuation)
    terminal.send("}\r")
    try terminal.expect(PseudoTerminal.prompt)
    terminal.send("f()\r")
    try terminal.expectLine("  in f")
    try terminal.expect(PseudoTerminal.prompt)
    terminal.send("\u{04}")
    try terminal.expectExit(.exited(0))
    #expect(home.historyLines().contains("func f() {\\nprint(\"in f\")\\n}"))
  }

  @Test func controlCDiscardsAPartlyTypedLine() throws {
    let home = try TemporaryHome()
    let terminal = try PseudoTerminal.started(in: home)
    terminal.send("print(\"half")
    try terminal.expect("half")
    terminal.send("\u{03}")
    try terminal.expect("^C\n" + PseudoTerminal.prompt)
    terminal.send("print(\"after\")\r")
    try terminal.expectLine("after")
  }

  @Test func controlCDiscardsAPartlyTypedBlock() throws {
    let home = try TemporaryHome()
    let terminal = try PseudoTerminal.started(in: home)
    terminal.send("func g() {\r")
    try terminal.expect(PseudoTerminal.continuation)
    terminal.send("print(1)\r")
    try terminal.expect(PseudoTerminal.continuation)
    terminal.send("\u{03}")
    try terminal.expect("^C\n" + PseudoTerminal.prompt)  // a fresh prompt, not a continuation
    terminal.send("print(\"fresh\")\r")
    try terminal.expectLine("fresh")
    try terminal.expect(PseudoTerminal.prompt)
    terminal.send("\u{04}")
    try terminal.expectExit(.exited(0))
    #expect(!home.historyLines().contains { $0.contains("func g") })
  }

  @Test func controlCStopsARunningInput() throws {
    let home = try TemporaryHome()
    let terminal = try PseudoTerminal.started(in: home)
    terminal.send("while true { }\r")
    try terminal.expect("while true { }\n")
    // The step limit stops this input too, after 2,000,000 steps (about 0.2 s in a release
    // build, 0.8 s in a debug one): press Ctrl-C every 20 ms until the input says it was
    // interrupted, so the test does not depend on how fast the machine is.
    let pressed = ContinuousClock.now
    var stopped: String?
    while stopped == nil, ContinuousClock.now - pressed < .seconds(3) {
      terminal.send("\u{03}")
      stopped = try? terminal.expect("interrupted (Ctrl-C)", timeout: .milliseconds(20))
    }
    let seen = try #require(stopped, "no \"interrupted (Ctrl-C)\" within 3 s")
    #expect(!seen.contains("execution stopped after"))
    try terminal.expect(PseudoTerminal.prompt)
    terminal.send("print(\"alive\")\r")
    try terminal.expectLine("alive")
  }

  @Test func controlDOnAnEmptyLineExits() throws {
    let home = try TemporaryHome()
    let terminal = try PseudoTerminal.started(in: home)
    terminal.send("\u{04}")
    try terminal.expectExit(.exited(0))
  }

  @Test func metaQuitExits() throws {
    let home = try TemporaryHome()
    let terminal = try PseudoTerminal.started(in: home)
    terminal.send(":quit\r")
    try terminal.expectExit(.exited(0))
  }

  @Test func standardOutputRedirectedReadsPlainLines() throws {
    let home = try TemporaryHome()
    let outputPath = home.path + "/out.txt"
    let terminal = try PseudoTerminal(environment: home.environment(), standardOutput: outputPath)
    try terminal.expect(PseudoTerminal.prompt)  // on standard error, which is still the terminal
    terminal.send("print(\"to the file\")\r")
    try terminal.expect(PseudoTerminal.prompt)
    terminal.send("print(\"half")
    try terminal.expect("half")  // echoed by the terminal itself
    terminal.send("\u{03}")
    try terminal.expect(PseudoTerminal.prompt)
    terminal.send("\u{04}")
    try terminal.expectExit(.exited(0))
    let written = String(decoding: home.contents(of: outputPath) ?? [], as: UTF8.self)
    #expect(written == "to the file\n")
  }

  @Test(arguments: [
    ["LANG": "C.UTF-8"],
    ["LC_ALL": "C"],  // not UTF-8: the front end must switch the character type itself
    ["LANG": "zh_CN.UTF-8"],
  ])
  func chineseInput(locale: [String: String]) throws {
    let home = try TemporaryHome()
    let terminal = try PseudoTerminal.started(in: home, locale: locale)
    try terminal.enter("let 子控制器 = UIViewController()")
    terminal.send("container.addChild(子")
    try terminal.expect("container.addChild(子")
    terminal.send("\t")  // completes the Chinese name
    try terminal.expect("控制器")
    terminal.send(")\r")
    try terminal.expectLine("container.addChild(子控制器)")
    try terminal.expect("子控制器.willMove(toParent: container)")
    // Diagrams are drawn in ASCII when the locale does not say UTF-8.
    terminal.send(":tree\r")
    try terminal.expect(locale == ["LC_ALL": "C"] ? "\\- container" : "└─ container")
  }
}
