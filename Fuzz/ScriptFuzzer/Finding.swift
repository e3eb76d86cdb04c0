/// What makes a run a finding.
enum FindingKind: Equatable, Sendable {
  /// A signal, or an exit status other than 0, 1 and 2.
  case crash(RunEnd)
  /// Still running at the time limit.
  case timeout
  /// Ended, but took at least the campaign's `--slow` CPU seconds.
  case slow

  /// The start of a reproducer's file name.
  var label: String {
    switch self {
    case .crash(.signaled(let signal)): return "crash-" + RunEnd.signalName(signal).lowercased()
    case .crash(.exited(let status)): return "crash-exit-\(status)"
    case .crash(.timedOut), .timeout: return "timeout"
    case .slow: return "slow"
    }
  }

  /// The kind of `result`, if it is a finding at all.
  init?(_ result: RunResult, slow: Double) {
    if result.end == .timedOut {
      self = .timeout
    } else if result.end.isCrash {
      self = .crash(result.end)
    } else if result.cpuSeconds >= slow {
      self = .slow
    } else {
      return nil
    }
  }

  /// Whether another run shows the same problem (the same signal or status, a timeout again,
  /// slow again).
  func matches(_ result: RunResult, slow: Double) -> Bool {
    FindingKind(result, slow: slow) == self
  }

  /// Crashes first, then timeouts, then slow inputs.
  var rank: Int {
    switch self {
    case .crash: return 0
    case .timeout: return 1
    case .slow: return 2
    }
  }
}

/// A mutant whose run was a finding.
struct Finding: Sendable {
  var kind: FindingKind
  var mutant: Mutant
  var result: RunResult

  /// Groups findings that are probably one problem: the kind, the command and the last line
  /// printed with its digits taken out (positions, times and counts differ between mutants).
  var signature: String {
    let last = result.outputTail.split(separator: "\n").last ?? ""
    let command: String
    switch mutant.command {
    case .run: command = "run"
    case .check(let exercise): command = "check " + exercise
    }
    return kind.label + "|" + command + "|" + String(last.filter { !$0.isNumber })
  }

  /// What happened, in a few words: `killed by SIGSEGV after 0.31 s`, `still running at the
  /// 10 s limit`, `took 16.8 s (CPU 16.7 s) to end with exit 1`.
  func happened(limit: Double) -> String {
    let times = "\(Seconds.text(result.seconds)) (CPU \(Seconds.text(result.cpuSeconds)))"
    switch kind {
    case .crash: return "\(result.end.description) after \(times)"
    case .timeout: return "still running at the \(Seconds.text(limit)) limit"
    case .slow: return "took \(times) to end with \(result.end.description)"
    }
  }

  /// The last `error:` line it printed, if any, for a description.
  var lastError: String? {
    result.outputTail.split(separator: "\n").last { $0.hasPrefix("error:") }
      .map { String($0.prefix(140)) }
  }
}

/// Seconds as reports write them.
enum Seconds {
  static func text(_ seconds: Double) -> String {
    let hundredths = Int((seconds * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
  }

  /// A duration as `12m 31s`.
  static func clock(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded())
    return whole >= 60 ? "\(whole / 60)m \(whole % 60)s" : "\(whole)s"
  }
}
