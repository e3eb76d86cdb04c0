import Glibc

/// What the signal handlers share with the program.
///
/// It lives in plain allocated memory and is only reached through a pointer, so that a handler
/// never runs a Swift exclusivity check or a lazy initializer: both are not async-signal-safe.
struct TerminalSignalState {
  /// Set to 1 by the SIGINT handler; cleared by whoever acts on it.
  var interrupted: sig_atomic_t = 0
  /// Whether `saved` holds the attributes standard input had at start-up.
  var hasSaved: sig_atomic_t = 0
  var saved = termios()
}

/// The one instance of `TerminalSignalState`; created by `Terminal.prepare()` before any handler.
nonisolated(unsafe) let terminalSignalState: UnsafeMutablePointer<TerminalSignalState> = {
  let state = UnsafeMutablePointer<TerminalSignalState>.allocate(capacity: 1)
  state.initialize(to: TerminalSignalState())
  return state
}()

/// Ctrl-C: only raise the flag. Installed without SA_RESTART, so a blocked `read` in libedit
/// returns EINTR and the line editor can tell Ctrl-C from end of input.
private let interruptHandler: @convention(c) (Int32) -> Void = { _ in
  terminalSignalState.pointee.interrupted = 1
}

/// SIGTERM, SIGHUP, SIGQUIT: put the terminal back as it was (tcsetattr is async-signal-safe),
/// then die of the same signal with its default action, so the parent sees the real cause.
private let fatalHandler: @convention(c) (Int32) -> Void = { signal in
  let state = terminalSignalState
  if state.pointee.hasSaved != 0 {
    _ = tcsetattr(0, TCSANOW, &state.pointee.saved)
  }
  _ = Glibc.signal(signal, nil)  // nil is SIG_DFL
  _ = raise(signal)  // pending until this handler returns, then the default action ends us
}

/// The terminal, the locale and the signals of the interactive front end.
enum Terminal {
  /// Prepares an interactive session: locale, saved terminal attributes, signal handlers.
  ///
  /// Must run before `el_init`: libedit reads the locale when it starts, and it chains to the
  /// handlers it finds installed when it catches a signal.
  static func prepare() {
    prepareLocale()
    let state = terminalSignalState
    if tcgetattr(0, &state.pointee.saved) == 0 { state.pointee.hasSaved = 1 }
    install(interruptHandler, for: [SIGINT])
    install(fatalHandler, for: [SIGTERM, SIGHUP, SIGQUIT])
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
    let state = terminalSignalState
    if state.pointee.hasSaved != 0 {
      _ = tcsetattr(0, TCSANOW, &state.pointee.saved)
    }
  }

  /// Whether Ctrl-C was pressed since the last call; the flag is cleared.
  ///
  /// The session polls this (as `interruptCheck`) while an input runs.
  static func takeInterrupt() -> Bool {
    let state = terminalSignalState
    guard state.pointee.interrupted != 0 else { return false }
    state.pointee.interrupted = 0
    return true
  }

  private static func install(
    _ handler: @convention(c) (Int32) -> Void, for signals: [Int32]
  ) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    _ = sigemptyset(&action.sa_mask)
    action.sa_flags = 0  // no SA_RESTART: see `interruptHandler`
    for signal in signals { _ = sigaction(signal, &action, nil) }
  }
}
