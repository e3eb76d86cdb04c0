import Dispatch
import Glibc

/// A failure that stops a measurement from being made (not a missed target).
struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// How a child process ended, read from a `wait4` status.
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

/// One finished run: wall time from just before `posix_spawn` to `wait4`'s return.
struct RunOutcome {
  var seconds: Double
  /// User plus system CPU time of the child (less disturbed than wall time on a busy machine).
  var cpuSeconds: Double
  var termination: Termination
  /// Killed because it ran past its time limit.
  var timedOut: Bool
}

/// The memory of one run, sampled from /proc while it ran (see `ProcessStatus`).
struct MemoryOutcome {
  /// The peak once the child sat idle waiting for input (when its input was held open).
  var idleKiB: Int?
  /// The last peak read before the child exited.
  var peakKiB: Int
}

/// A command ready to be started many times: its C strings are built once, outside the timing.
final class ChildProcess {
  let path: String
  let arguments: [String]
  let standardInput: String
  let standardOutput: String
  let standardError: String
  private let argv: [UnsafeMutablePointer<CChar>?]
  private let envp: [UnsafeMutablePointer<CChar>?]

  init(
    _ path: String, _ arguments: [String], environment: [String],
    standardInput: String = "/dev/null",
    standardOutput: String = "/dev/null", standardError: String = "/dev/null"
  ) {
    self.path = path
    self.arguments = arguments
    self.standardInput = standardInput
    self.standardOutput = standardOutput
    self.standardError = standardError
    argv = ([path] + arguments).map { strdup($0) } + [nil]
    envp = environment.map { strdup($0) } + [nil]
  }

  deinit { (argv + envp).forEach { free($0) } }

  /// The command as a shell would show it.
  var commandLine: String { ([path] + arguments).joined(separator: " ") }

  /// Runs the command once and waits for it, killing it after `timeout` seconds if given.
  func run(timeout: Double? = nil) throws -> RunOutcome {
    let start = MonotonicClock.now()
    let child = try spawn(inputPipe: nil)
    let killer = timeout.map { limit in
      let item = DispatchWorkItem { _ = kill(child, SIGKILL) }
      DispatchQueue.global().asyncAfter(deadline: .now() + limit, execute: item)
      return item
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(child, &status, 0, &usage) < 0 {
      guard errno == EINTR else { throw BenchError("wait4 failed for \(path)") }
    }
    let seconds = MonotonicClock.now() - start
    killer?.cancel()
    let termination = Termination(waitStatus: status)
    let timedOut = timeout.map { termination == .signaled(SIGKILL) && seconds >= $0 } ?? false
    let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) {
      $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6
    }
    return RunOutcome(
      seconds: seconds, cpuSeconds: cpu, termination: termination, timedOut: timedOut)
  }

  /// Runs the command once, reading its peak memory every millisecond until it exits. With
  /// `holdInput`, its standard input is a pipe kept open until it is idle, then closed.
  func sampleMemory(holdInput: Bool, timeout: Double = 60) throws -> MemoryOutcome {
    var descriptors: [Int32] = [-1, -1]
    if holdInput {
      guard pipe(&descriptors) == 0 else { throw BenchError("pipe failed") }
      for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    }
    defer { for descriptor in descriptors where descriptor >= 0 { close(descriptor) } }
    let start = MonotonicClock.now()
    let child = try spawn(inputPipe: holdInput ? descriptors[0] : nil)
    var idle: Int?
    if holdInput {
      idle = ProcessStatus.idlePeakKiB(child)
      close(descriptors[1])
      descriptors[1] = -1
    }
    var peak = idle ?? 0
    var status: Int32 = 0
    while true {
      if let now = ProcessStatus.peakKiB(child) { peak = max(peak, now) }
      let waited = waitpid(child, &status, WNOHANG)
      if waited == child { break }
      if waited < 0, errno != EINTR { throw BenchError("waitpid failed for \(path)") }
      if MonotonicClock.now() - start > timeout {
        kill(child, SIGKILL)
        _ = waitpid(child, &status, 0)
        throw BenchError("\(commandLine) did not finish within \(Int(timeout)) s")
      }
      ProcessStatus.sleep(milliseconds: 1)
    }
    let termination = Termination(waitStatus: status)
    guard termination == .exited(0) else { throw BenchError("\(commandLine) \(termination)") }
    return MemoryOutcome(idleKiB: idle, peakKiB: peak)
  }

  /// Starts the child with its standard streams redirected; the C strings are ready already.
  private func spawn(inputPipe: Int32?) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    if let inputPipe {
      posix_spawn_file_actions_adddup2(&actions, inputPipe, 0)
    } else {
      posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
    }
    posix_spawn_file_actions_addopen(
      &actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(
      &actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    var argv = self.argv
    var envp = self.envp
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, nil, &argv, &envp)
    guard result == 0 else {
      throw BenchError("cannot start \(path): \(String(cString: strerror(result)))")
    }
    return pid
  }

  /// Runs once and insists on exit status 0 (or a time-out, when a limit is given).
  func runChecked(timeout: Double? = nil) throws -> RunOutcome {
    let outcome = try run(timeout: timeout)
    if outcome.timedOut || outcome.termination == .exited(0) { return outcome }
    var message = "\(commandLine) \(outcome.termination)"
    if standardError != "/dev/null", let text = FileSystem.read(standardError), !text.isEmpty {
      message += ":\n" + text.split(separator: "\n").prefix(5).joined(separator: "\n")
    }
    throw BenchError(message)
  }
}

/// The monotonic clock, in seconds.
enum MonotonicClock {
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
