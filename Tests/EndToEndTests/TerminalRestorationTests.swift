import Glibc
import Testing

/// The terminal's attributes are the same after the session as before, however it ends.
@Suite struct TerminalRestorationTests {
  /// The ways a session can end, and how the child should be seen to end.
  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case controlD, sigint, sigterm, sighup, sigtermWhileRunning, sigabrt
    var testDescription: String { rawValue }
  }

  @Test(arguments: Ending.allCases)
  func terminalIsRestored(_ ending: Ending) throws {
    let home = try TemporaryHome()
    var environment = home.environment()
    if ending == .sigabrt {
      environment["SWIFT_BACKTRACE"] = "enable=no"  // the default action, quickly
      // No core file from the child (it inherits this process's soft limit).
      var limit = rlimit()
      _ = getrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
      limit.rlim_cur = 0
      _ = setrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
    }
    let terminal = try PseudoTerminal(environment: environment)
    var before = terminal.initialAttributes
    try terminal.expect(PseudoTerminal.prompt)
    var during = terminal.attributes()
    #expect(!Self.same(&before, &during), "libedit should have put the terminal in raw mode")
    let expected: Termination
    switch ending {
    case .controlD:
      terminal.send("\u{04}")
      expected = .exited(0)
    case .sigint:
      kill(terminal.pid, SIGINT)
      try terminal.expect("^C\n" + PseudoTerminal.prompt)
      terminal.send("\u{04}")
      expected = .exited(0)
    case .sigterm, .sighup, .sigabrt:
      terminal.send("let a")
      try terminal.expect("let a")
      let signal = [.sigterm: SIGTERM, .sighup: SIGHUP, .sigabrt: SIGABRT][ending] ?? SIGKILL
      kill(terminal.pid, signal)
      expected = .signaled(signal)
    case .sigtermWhileRunning:
      terminal.send("while true { }\r")
      try terminal.expect("while true { }\n")
      usleep(100_000)
      kill(terminal.pid, SIGTERM)
      expected = .signaled(SIGTERM)
    }
    try terminal.expectExit(expected)
    var after = terminal.attributes()
    #expect(Self.same(&before, &after))
  }

  static func same(_ a: inout termios, _ b: inout termios) -> Bool {
    memcmp(&a, &b, MemoryLayout<termios>.size) == 0
  }
}
