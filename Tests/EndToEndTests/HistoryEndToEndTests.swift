import Glibc
import Testing

/// The history: recall, search, and the history file across sessions, concurrent sessions and
/// damage.
@Suite struct HistoryEndToEndTests {
  @Test func upRecallsThePreviousInputAndHistoryOutlivesTheSession() throws {
    let home = try TemporaryHome()
    let first = try PseudoTerminal.started(in: home)
    first.send("print(\"marker-1\")\r")
    try first.expectLine("marker-1")
    try first.expect(PseudoTerminal.prompt)
    first.send("\u{1B}[A")
    try first.expect("print(\"marker-1\")")
    first.send("\r")
    try first.expectLine("marker-1")
    try first.expect(PseudoTerminal.prompt)
    first.send("\u{04}")
    try first.expectExit(.exited(0))
    // Run twice in a row, saved once.
    #expect(home.historyLines().filter { $0 == "print(\"marker-1\")" }.count == 1)

    let second = try PseudoTerminal.started(in: home)
    second.send("\u{1B}[A\r")
    try second.expectLine("marker-1")
  }

  @Test func controlRSearchesHistory() throws {
    let home = try TemporaryHome()
    let terminal = try PseudoTerminal.started(in: home)
    try terminal.enter("print(\"needle\")")
    try terminal.enter("print(\"hay\")")
    terminal.send("\u{12}")
    try terminal.expect("bck:")
    terminal.send("need")
    try terminal.expect("need")
    terminal.send("\r")
    try terminal.expectLine("needle")
  }

  @Test func historyKeepsBackslashesAndLineBreaks() throws {
    let home = try TemporaryHome()
    let first = try PseudoTerminal.started(in: home)
    first.send("func h() {\r")
    try first.expect(PseudoTerminal.continuation)
    first.send("// c:\\dir\\n\r")
    try first.expect(PseudoTerminal.continuation)
    try first.enter("}")
    first.send("\u{04}")
    try first.expectExit(.exited(0))
    #expect(home.historyLines().last == #"func h() {\n// c:\\dir\\n\n}"#)

    let second = try PseudoTerminal.started(in: home)
    second.send("\u{1B}[A")
    try second.expect(#"// c:\dir\n"#)
  }

  @Test func twoSessionsSavingAtOnceLoseNothing() throws {
    let home = try TemporaryHome()
    let a = try PseudoTerminal.started(in: home)
    let b = try PseudoTerminal.started(in: home)
    let rounds = 8
    for round in 0..<rounds {
      a.send("print(\"a\(round)\")\r")
      b.send("print(\"b\(round)\")\r")
      try a.expectLine("a\(round)")
      try b.expectLine("b\(round)")
      try a.expect(PseudoTerminal.prompt)
      try b.expect(PseudoTerminal.prompt)
    }
    a.send("\u{04}")
    b.send("\u{04}")
    try a.expectExit(.exited(0))
    try b.expectExit(.exited(0))
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

    let terminal = try PseudoTerminal.started(in: home)
    terminal.send("\u{1B}[A\r")
    try terminal.expectLine("old-2")
    try terminal.expect(PseudoTerminal.prompt)
    try terminal.enter("print(\"new-1\")")
    terminal.send("\u{04}")
    try terminal.expectExit(.exited(0))
    #expect(
      home.historyLines()
        == ["# containrepl history 1", "print(\"old-1\")", "print(\"old-2\")", "print(\"new-1\")"])
    #expect(home.exists("state/containrepl/history.damaged"))
  }
}
