import Glibc

/// How one run of the binary ended.
enum RunEnd: Equatable, Sendable {
  case exited(Int32)
  case signaled(Int32)
  /// Killed by the fuzzer at the time limit.
  case timedOut

  /// Whether the run is a crash: a signal, or an exit status other than 0, 1 and 2.
  var isCrash: Bool {
    switch self {
    case .exited(let status): return !(0...2).contains(status)
    case .signaled: return true
    case .timedOut: return false
    }
  }

  var description: String {
    switch self {
    case .exited(let status): return "exit \(status)"
    case .signaled(let signal): return "killed by \(Self.signalName(signal))"
    case .timedOut: return "timeout"
    }
  }

  static func signalName(_ signal: Int32) -> String {
    let names: [Int32: String] = [
      SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS",
      SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV", SIGXCPU: "SIGXCPU",
      SIGXFSZ: "SIGXFSZ",
    ]
    return names[signal] ?? "signal \(signal)"
  }
}

/// One finished run: how it ended, its wall and CPU time, the end of what it printed.
struct RunResult: Sendable {
  var end: RunEnd
  var seconds: Double
  var cpuSeconds: Double
  /// The last lines of its standard output and error (one file).
  var outputTail: String
}

/// Starts the binary on one input with a time limit, standard input empty and both output
/// streams into one file, and waits for it.
struct ChildRun {
  let binary: String
  let environment: [String]

  /// Runs `arguments` (after the binary's path), killing the process at `timeout` seconds. The
  /// last argument is the input file; its path reads `FILE` in the output kept.
  func run(_ arguments: [String], output: String, timeout: Double) -> RunResult {
    var argv = ([binary] + arguments).map { strdup($0) } + [nil]
    var envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)

    let start = Self.now()
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, binary, &actions, nil, &argv, &envp)
    guard spawned == 0 else {
      return RunResult(
        end: .exited(127), seconds: 0, cpuSeconds: 0,
        outputTail: "cannot start \(binary): \(String(cString: strerror(spawned)))")
    }

    // Poll rather than block, so that the limit needs no second thread; short runs (most take
    // about 10 ms) are seen within a millisecond.
    var status: Int32 = 0
    var usage = rusage()
    var pause = 500_000
    var killed = false
    while true {
      let waited = wait4(pid, &status, WNOHANG, &usage)
      if waited == pid { break }
      if waited < 0, errno != EINTR { break }
      if !killed, Self.now() - start >= timeout {
        kill(pid, SIGKILL)
        killed = true
      }
      var pauseTime = timespec(tv_sec: 0, tv_nsec: pause)
      nanosleep(&pauseTime, nil)
      pause = min(pause * 2, 10_000_000)
    }
    let seconds = Self.now() - start
    let cpu = [usage.ru_utime, usage.ru_stime].reduce(0.0) {
      $0 + Double($1.tv_sec) + Double($1.tv_usec) / 1e6
    }
    // WIFEXITED and its friends are macros that Swift does not import.
    let signal = status & 0x7F
    let end: RunEnd =
      killed ? .timedOut : signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    return RunResult(
      end: end, seconds: seconds, cpuSeconds: cpu,
      outputTail: FileText.tail(of: output).replacing(arguments.last ?? binary, with: "FILE"))
  }

  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
