import CPty
import Glibc

/// One interactive start in a pseudo-terminal: how long the first prompt took, and the peak
/// memory of the session (idle at the prompt, then ended with Ctrl-D).
struct TerminalOutcome {
  var secondsToPrompt: Double
  var peakKiB: Int
}

/// Starts a program as a user would in a terminal: a new session whose controlling terminal is
/// a pseudo-terminal; waits for its prompt, lets it sit idle, and types Ctrl-D.
struct TerminalSession {
  let binary: String
  var arguments: [String] = []
  let environment: [String]
  /// What the program shows when it waits for input (`sandbox> `, `sqlite> `, `>>> `).
  let prompt: String

  /// Starts the program once; with `sampleMemory`, also waits for it to be idle and reads its
  /// peak memory (which slows the exit a little, so the timing runs do without).
  func run(sampleMemory: Bool, timeout: Double = 5) throws -> TerminalOutcome {
    let prompt = Array(self.prompt.utf8)
    let master = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master)
    else { throw BenchError("cannot open a pseudo-terminal") }
    defer { close(master) }
    let slavePath = String(cString: name)
    _ = cpty_set_window_size(master, 30, 100)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // Opened after setsid(), so the terminal becomes the child's controlling terminal.
    posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setflags(&attributes, cpty_spawn_setsid())

    let argv = ([binary] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let start = MonotonicClock.now()
    let result = posix_spawn(&pid, binary, &actions, &attributes, argv, envp)
    guard result == 0 else {
      throw BenchError("cannot start \(binary) in a terminal: \(String(cString: strerror(result)))")
    }
    var reaped = false
    defer {
      if !reaped {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
      }
    }

    var output: [UInt8] = []
    var found: Double?
    while found == nil {
      guard MonotonicClock.now() - start < timeout else {
        throw BenchError(
          "no prompt from \(binary) in a terminal within \(Int(timeout)) s; it wrote: "
            + String(decoding: Self.visible(output).suffix(300), as: UTF8.self).debugDescription)
      }
      guard Self.read(master, into: &output, waitMilliseconds: 50) else { continue }
      if Self.contains(Self.visible(output), prompt) { found = MonotonicClock.now() - start }
    }

    var peak = sampleMemory ? ProcessStatus.idlePeakKiB(pid) ?? 0 : 0
    var controlD: UInt8 = 4
    _ = write(master, &controlD, 1)
    var status: Int32 = 0
    while true {
      if sampleMemory, let now = ProcessStatus.peakKiB(pid) { peak = max(peak, now) }
      let waited = waitpid(pid, &status, WNOHANG)
      if waited == pid { break }
      guard waited == 0, MonotonicClock.now() - start < timeout else {
        throw BenchError("\(binary) did not end on Ctrl-D within \(Int(timeout)) s")
      }
      _ = Self.read(master, into: &output, waitMilliseconds: 1)
    }
    reaped = true
    let termination = Termination(waitStatus: status)
    guard termination == .exited(0) else {
      throw BenchError("\(binary) in a terminal \(termination) after Ctrl-D")
    }
    return TerminalOutcome(secondsToPrompt: found ?? 0, peakKiB: peak)
  }

  /// Reads what the child wrote, waiting up to `waitMilliseconds`; false if nothing came.
  private static func read(_ master: Int32, into output: inout [UInt8], waitMilliseconds: Int32)
    -> Bool
  {
    var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&poller, 1, waitMilliseconds) > 0 else { return false }
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    output += chunk[0..<count]
    return true
  }

  /// The bytes without terminal escape sequences and carriage returns.
  static func visible(_ bytes: [UInt8]) -> [UInt8] {
    var visible: [UInt8] = []
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x1B, index + 1 < bytes.count {
        index += 1
        if bytes[index] == UInt8(ascii: "[") {  // CSI: parameters, then a final byte
          index += 1
          while index < bytes.count, !(0x40...0x7E).contains(bytes[index]) { index += 1 }
        } else if bytes[index] == UInt8(ascii: "]") {  // OSC: up to BEL or ESC
          while index < bytes.count, bytes[index] != 0x07, bytes[index] != 0x1B { index += 1 }
        }
        index += 1
        continue
      }
      if byte != 0x0D, byte != 0x07, byte != 0x08 { visible.append(byte) }
      index += 1
    }
    return visible
  }

  static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard haystack.count >= needle.count else { return false }
    return (0...(haystack.count - needle.count)).contains {
      haystack[$0..<$0 + needle.count].elementsEqual(needle)
    }
  }
}
