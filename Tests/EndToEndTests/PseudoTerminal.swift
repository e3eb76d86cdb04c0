import CPty
import Glibc
import Testing

/// A failure of the harness or an expectation that did not come true in time.
struct PseudoTerminalError: Error, CustomStringConvertible {
  let description: String
}

/// How a child process ended.
enum Termination: Equatable, CustomStringConvertible {
  case exited(Int32)
  case signaled(Int32)

  init(waitStatus status: Int32) {
    // WIFEXITED and friends are function-like macros, which Swift does not import.
    let signal = status & 0x7F
    self = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
  }

  var description: String {
    switch self {
    case .exited(let code): return "exited with status \(code)"
    case .signaled(let signal): return "killed by signal \(signal)"
    }
  }
}

/// The built `containrepl` running in a new session on a pseudo-terminal it has as its
/// controlling terminal, as if typed into by a user.
final class PseudoTerminal {
  let pid: pid_t
  let master: Int32
  /// Kept open by the test, so the terminal outlives the child and its attributes can be read.
  let slave: Int32
  /// Everything the child wrote so far.
  private(set) var output: [UInt8] = []
  /// The sandbox's prompt in the session's interface language (`sandbox> `, `沙盒> `).
  var sessionPrompt = "sandbox> "
  /// Where the next `expect` starts looking.
  private var mark = 0
  private(set) var termination: Termination?
  /// The slave's attributes before the child started.
  private(set) var initialAttributes = termios()

  /// The `containrepl` built next to this test bundle (`swift test` builds it too).
  static func binaryPath() throws -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { throw PseudoTerminalError(description: "cannot read /proc/self/exe") }
    let runner = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let directory = runner.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
    let path = directory + "/containrepl"
    guard access(path, X_OK) == 0 else {
      throw PseudoTerminalError(description: "\(path) not found: build the executable first")
    }
    return path
  }

  /// Starts the binary with exactly `environment` (plus what it needs to find its libraries).
  init(
    arguments: [String] = [], environment: [String: String], rows: UInt16 = 30,
    columns: UInt16 = 100, standardOutput: String? = nil
  ) throws {
    let binary = try Self.binaryPath()
    master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master)
    else { throw PseudoTerminalError(description: "cannot open a pseudo-terminal") }
    let slavePath = String(cString: name)
    slave = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard slave >= 0 else { throw PseudoTerminalError(description: "cannot open \(slavePath)") }
    _ = cpty_set_window_size(master, rows, columns)
    _ = tcgetattr(slave, &initialAttributes)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Opened after setsid() (glibc runs the file actions last), so it becomes the child's
    // controlling terminal and Ctrl-C typed into the master signals the child.
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    if let standardOutput {
      posix_spawn_file_actions_addopen(
        &actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    } else {
      posix_spawn_file_actions_adddup2(&actions, 0, 1)
    }
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGCHLD] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(
      &attributes,
      cpty_spawn_setsid() | Int16(POSIX_SPAWN_SETSIGMASK) | Int16(POSIX_SPAWN_SETSIGDEF))

    var environment = environment
    for name in ["LD_LIBRARY_PATH", "PATH"] where environment[name] == nil {
      if let value = getenv(name) { environment[name] = String(cString: value) }
    }
    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var child: pid_t = 0
    let result = posix_spawn(&child, binary, &actions, &attributes, argv, envp)
    guard result == 0 else {
      close(master)
      close(slave)
      throw PseudoTerminalError(
        description: "posix_spawn failed: \(String(cString: strerror(result)))")
    }
    pid = child
  }

  deinit {
    if termination == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
    }
    close(master)
    close(slave)
  }

  /// Types `text` (UTF-8; `\r` is Enter, `\u{03}` Ctrl-C, `\u{04}` Ctrl-D, `\t` Tab).
  func send(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeMutableBytes {
        write(master, $0.baseAddress, $0.count)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// Waits until `text` appears in the output after the previous match (escape sequences and
  /// carriage returns removed), and returns the output up to and including it.
  @discardableResult
  func expect(_ text: String, timeout: Duration = PseudoTerminal.patience) throws -> String {
    let needle = Array(text.utf8)
    let deadline = ContinuousClock.now + timeout
    while true {
      let (visible, origins) = Self.visibleBytes(output, from: mark)
      if let end = Self.find(needle, in: visible) {
        mark = origins[end - 1] + 1
        return String(decoding: visible[..<end], as: UTF8.self)
      }
      guard ContinuousClock.now < deadline, termination == nil || Self.hasInput(master) else {
        let seen = String(decoding: visible.suffix(800), as: UTF8.self)
        throw PseudoTerminalError(
          description: "waited \(timeout) for \(text.debugDescription)"
            + (termination.map { " (child \($0))" } ?? "") + "; output since last match:\n" + seen)
      }
      pump(until: deadline)
    }
  }

  /// Waits for a whole line of output (the echo of typed input never starts a line).
  func expectLine(_ line: String) throws {
    try expect("\n" + line + "\n")
  }

  /// Waits for the child to end.
  /// How long a wait may last before the test fails: long, because the suite runs many
  /// processes at once on two cores; a passing wait ends as soon as what it waits for comes.
  static let patience: Duration = .seconds(30)

  func waitForExit(timeout: Duration = PseudoTerminal.patience) throws -> Termination {
    let deadline = ContinuousClock.now + timeout
    while termination == nil {
      var status: Int32 = 0
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid {
        termination = Termination(waitStatus: status)
        break
      }
      guard ContinuousClock.now < deadline else {
        let (visible, _) = Self.visibleBytes(output, from: mark)
        throw PseudoTerminalError(
          description: "the child did not exit within \(timeout); output since last match:\n"
            + String(decoding: visible.suffix(800), as: UTF8.self))
      }
      pump(until: min(deadline, ContinuousClock.now + .milliseconds(20)))
    }
    while Self.hasInput(master) { pump(until: ContinuousClock.now) }
    return termination ?? .exited(-1)
  }

  /// Waits for the child to end and records an issue, with the end of its output (a crash's
  /// backtrace, say), unless it ended as `expected`.
  func expectExit(
    _ expected: Termination, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let ending = try waitForExit()
    let (visible, _) = Self.visibleBytes(output, from: max(0, output.count - 2000))
    #expect(
      ending == expected, "output ended with:\n\(String(decoding: visible, as: UTF8.self))",
      sourceLocation: sourceLocation)
  }

  /// The slave's current attributes.
  func attributes() -> termios {
    var attributes = termios()
    _ = tcgetattr(slave, &attributes)
    return attributes
  }

  /// Reads what is available, waiting at most until `deadline` for something to arrive.
  private func pump(until deadline: ContinuousClock.Instant) {
    let remaining = max(.zero, deadline - ContinuousClock.now)
    let (seconds, attoseconds) = remaining.components
    let milliseconds = Int32(min(seconds * 1000 + attoseconds / 1_000_000_000_000_000, 1000))
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, max(milliseconds, 1)) > 0 else { return }
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    if count > 0 { output += chunk[0..<count] }
  }

  private static func hasInput(_ descriptor: Int32) -> Bool {
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, 0) > 0
  }

  /// The bytes a reader sees: without terminal escape sequences, carriage returns, bells and
  /// backspaces; with, for each, its index in `bytes`.
  static func visibleBytes(_ bytes: [UInt8], from start: Int) -> ([UInt8], [Int]) {
    var visible: [UInt8] = []
    var origins: [Int] = []
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, index + 1 < bytes.count {
        index += 1
        switch bytes[index] {
        case UInt8(ascii: "["):  // CSI: parameters, then a final byte in @...~
          index += 1
          while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        case UInt8(ascii: "]"):  // OSC: up to BEL or ESC \
          while index < bytes.count, bytes[index] != 0x07, bytes[index] != 0x1B { index += 1 }
        case UInt8(ascii: "("), UInt8(ascii: ")"):
          index += 1
        default:
          break
        }
        index += 1
        continue
      }
      if byte != 0x0D, byte != 0x07, byte != 0x08 {
        visible.append(byte)
        origins.append(index)
      }
      index += 1
    }
    return (visible, origins)
  }

  /// The end index of the first occurrence of `needle` in `haystack`.
  static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
    guard !needle.isEmpty, haystack.count >= needle.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start] == needle[0]
      && haystack[start..<start + needle.count].elementsEqual(needle)
    {
      return start + needle.count
    }
    return nil
  }
}
