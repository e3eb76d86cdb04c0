import Glibc

/// What the signal handlers share with the program.
///
/// It lives in plain allocated memory reached through a pointer, so that a handler never runs a
/// Swift exclusivity check or a lazy initializer, neither of which is async-signal-safe.
struct TerminalSignalState {
  /// Set to 1 by the SIGINT handler; cleared by whoever acts on it (`Terminal.takeInterrupt`).
  var interrupted: sig_atomic_t = 0
  /// Whether `saved` holds the attributes standard input had at start-up.
  var hasSaved: sig_atomic_t = 0
  /// A pipe the handlers write one byte to, so that a `poll` waiting for a key wakes up even
  /// when the signal arrived just before it started waiting (the self-pipe trick).
  var wakeRead: Int32 = -1
  var wakeWrite: Int32 = -1
  var saved = termios()
}

/// The one instance of `TerminalSignalState`; touched first by `Terminal.prepare()`.
nonisolated(unsafe) let terminalSignalState: UnsafeMutablePointer<TerminalSignalState> = {
  let state = UnsafeMutablePointer<TerminalSignalState>.allocate(capacity: 1)
  state.initialize(to: TerminalSignalState())
  return state
}()

/// The actions installed for the crash signals before ours (Swift's backtracer, or the
/// defaults), indexed by signal number.
nonisolated(unsafe) let previousCrashActions: UnsafeMutablePointer<sigaction> = {
  let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
  actions.initialize(repeating: sigaction(), count: Int(NSIG))
  return actions
}()

/// What woke up a wait for a key.
enum TerminalWakeup: UInt8 {
  /// A key can be read.
  case input = 0
  /// Ctrl-C (SIGINT).
  case interrupt = 73
  /// The window changed size (SIGWINCH).
  case resize = 87
  /// The process was continued after a stop (SIGCONT): the terminal may have been changed.
  case resume = 67
  /// Standard input failed.
  case failure = 1
}

// MARK: - Signal handlers (async-signal-safe: only sig_atomic_t stores and system calls)

private func wake(_ reason: TerminalWakeup) {
  var byte = reason.rawValue
  _ = write(terminalSignalState.pointee.wakeWrite, &byte, 1)  // full pipe: already awake
}

private func restoreSavedAttributes() {
  let state = terminalSignalState
  if state.pointee.hasSaved != 0 { _ = tcsetattr(0, TCSANOW, &state.pointee.saved) }
}

/// SIGINT: raise the flag and wake the key reader; whatever runs checks the flag.
private func handleInterrupt(_: Int32) {
  let savedErrno = errno
  terminalSignalState.pointee.interrupted = 1
  wake(.interrupt)
  errno = savedErrno
}

private func handleResize(_: Int32) {
  let savedErrno = errno
  wake(.resize)
  errno = savedErrno
}

private func handleContinue(_: Int32) {
  let savedErrno = errno
  wake(.resume)
  errno = savedErrno
}

/// SIGTSTP (Ctrl-Z): give the shell back its terminal as we found it, stop, and on SIGCONT
/// take the handler back (the SIGCONT handler asks the line editor to redraw).
private func handleSuspend(_ signal: Int32) {
  let savedErrno = errno
  restoreSavedAttributes()
  _ = Glibc.signal(signal, nil)  // nil is SIG_DFL
  _ = raise(signal)
  var set = sigset_t()
  _ = sigemptyset(&set)
  _ = sigaddset(&set, signal)
  _ = sigprocmask(SIG_UNBLOCK, &set, nil)  // the stop happens here, until SIGCONT
  Terminal.install(handleSuspend, for: signal, restart: true)
  errno = savedErrno
}

/// SIGTERM, SIGHUP, SIGQUIT: put the terminal back as it was (tcsetattr is async-signal-safe),
/// then die of the same signal with its default action, so the parent sees the real cause.
private func handleFatal(_ signal: Int32) {
  restoreSavedAttributes()
  _ = Glibc.signal(signal, nil)
  _ = raise(signal)  // pending until this handler returns; then the default action ends us
}

/// SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT: a crash, possibly while libedit has the
/// terminal in raw mode (inside a completion). Restore the terminal, then give the signal back
/// to whoever had it before: a fault recurs when the instruction runs again, a signal that was
/// sent (abort, kill) is raised again.
private func handleCrash(
  _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?
) {
  restoreSavedAttributes()
  _ = sigaction(signal, previousCrashActions + Int(signal), nil)
  if (info?.pointee.si_code ?? 0) <= 0 { _ = raise(signal) }
}

/// The terminal, the locale and the signals of the interactive front end.
///
/// libedit's own signal handling (`EL_SIGNAL`) is off: it re-installs its handlers only from
/// inside its blocking `read`, and a Ctrl-C arriving between the prompt and that `read` would be
/// lost until the next key. Instead every handler here writes to a pipe that `waitForInput`
/// polls together with standard input, and libedit reads keys through `LineEditor`'s function.
enum Terminal {
  /// Prepares an interactive session: locale, saved terminal attributes, signal handlers.
  /// Must run before `el_init`, which reads the locale.
  static func prepare() {
    prepareLocale()
    let state = terminalSignalState
    if tcgetattr(0, &state.pointee.saved) == 0 { state.pointee.hasSaved = 1 }
    var descriptors: [Int32] = [-1, -1]
    if pipe(&descriptors) == 0 {
      for descriptor in descriptors {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      }
      state.pointee.wakeRead = descriptors[0]
      state.pointee.wakeWrite = descriptors[1]
    }
    // No SA_RESTART for SIGINT, so a slow system call (a write to a stopped terminal) gives up.
    install(handleInterrupt, for: SIGINT, restart: false)
    install(handleResize, for: SIGWINCH, restart: true)
    install(handleContinue, for: SIGCONT, restart: true)
    install(handleSuspend, for: SIGTSTP, restart: true)
    for signal in [SIGTERM, SIGHUP, SIGQUIT] { install(handleFatal, for: signal, restart: false) }
    for signal in [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT] {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = handleCrash
      _ = sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(SA_SIGINFO)
      _ = sigaction(signal, &action, previousCrashActions + Int(signal))
    }
  }

  /// Makes the character type UTF-8 whatever the environment says.
  ///
  /// libedit silently drops every non-ASCII character unless the codeset is UTF-8 (seen with
  /// `LC_ALL=C`), and the terminals we target all speak UTF-8, so when the environment's locale
  /// is not UTF-8 only `LC_CTYPE` is switched; messages and the rest keep the user's locale.
  static func prepareLocale() {
    _ = setlocale(LC_ALL, "")
    guard !codesetIsUTF8() else { return }
    for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
      return
    }
  }

  /// Whether the current `LC_CTYPE` codeset is UTF-8.
  static func codesetIsUTF8() -> Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).lowercased()
    return name == "utf-8" || name == "utf8"
  }

  /// Puts standard input's terminal attributes back as they were at start-up.
  static func restore() {
    restoreSavedAttributes()
  }

  /// Whether Ctrl-C was pressed since the last call; the flag is cleared.
  /// Waits a moment (between the frames of `:play`); Ctrl-C cuts it short.
  static func pause(milliseconds: Int) {
    var remaining = timespec(tv_sec: 0, tv_nsec: milliseconds * 1_000_000)
    var left = timespec()
    while nanosleep(&remaining, &left) != 0, errno == EINTR, !takeInterrupt() { remaining = left }
  }

  static func takeInterrupt() -> Bool {
    let state = terminalSignalState
    guard state.pointee.interrupted != 0 else { return false }
    state.pointee.interrupted = 0
    return true
  }

  /// Forgets resize and resume wake-ups that came while no key was awaited (a new read
  /// measures and prepares the terminal anyway). A pending Ctrl-C stays pending.
  static func discardWakeups() {
    _ = drainWakeups()
  }

  /// Waits until a key can be read from standard input or a signal asks for attention.
  static func waitForInput() -> TerminalWakeup {
    let state = terminalSignalState
    while true {
      if state.pointee.interrupted != 0 { return .interrupt }
      var descriptors = [
        pollfd(fd: 0, events: Int16(POLLIN), revents: 0),
        pollfd(fd: state.pointee.wakeRead, events: Int16(POLLIN), revents: 0),
      ]
      if poll(&descriptors, 2, -1) < 0 {
        if errno == EINTR { continue }
        return .failure
      }
      if descriptors[1].revents != 0 {
        let reasons = drainWakeups()
        if state.pointee.interrupted != 0 { return .interrupt }
        if reasons.contains(.resume) { return .resume }
        if reasons.contains(.resize) { return .resize }
        continue
      }
      if descriptors[0].revents != 0 { return .input }
    }
  }

  private static func drainWakeups() -> Set<TerminalWakeup> {
    var reasons: Set<TerminalWakeup> = []
    var buffer = [UInt8](repeating: 0, count: 64)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        read(terminalSignalState.pointee.wakeRead, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return reasons }
      for byte in buffer[0..<count] {
        if let reason = TerminalWakeup(rawValue: byte) { reasons.insert(reason) }
      }
    }
  }

  /// Installs a handler (also from inside a handler: no allocation).
  static func install(_ handler: @convention(c) (Int32) -> Void, for signal: Int32, restart: Bool) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    _ = sigemptyset(&action.sa_mask)
    action.sa_flags = restart ? Int32(SA_RESTART) : 0
    _ = sigaction(signal, &action, nil)
  }
}
