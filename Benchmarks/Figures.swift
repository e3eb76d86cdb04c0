import Glibc

/// Several runs of one command: their times, and whether one hit its time limit.
struct Sample {
  var seconds: [Double] = []
  var cpuSeconds: [Double] = []
  var timedOut = false
  /// The time limit, when one was hit.
  var limit: Double = 0

  mutating func add(_ outcome: RunOutcome, limit: Double) {
    if outcome.timedOut {
      timedOut = true
      self.limit = limit
    } else {
      seconds.append(outcome.seconds)
      cpuSeconds.append(outcome.cpuSeconds)
    }
  }

  var median: Double? { Figures.median(seconds) }
  var cpuMedian: Double? { Figures.median(cpuSeconds) }

  /// `1.26 s wall, 1.10 s CPU`, the medians.
  var medians: String {
    guard let median, let cpuMedian else { return "no completed run" }
    return "\(Figures.duration(median)) wall, \(Figures.duration(cpuMedian)) CPU"
  }
  var runs: Int { seconds.count }
}

/// Statistics and the way figures are written.
enum Figures {
  static func median(_ values: [Double]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// A number with `digits` decimals, thousands separated by commas.
  static func number(_ value: Double, decimals: Int = 0) -> String {
    guard value.isFinite else { return "\(value)" }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let rounded = (abs(value) * scale).rounded()
    let whole = Int(rounded / scale)
    let fraction = Int(rounded - Double(whole) * scale)
    var digits = String(whole)
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits = String(digits.dropLast(3))
    }
    grouped = digits + grouped
    if decimals > 0 {
      grouped += "." + String(fraction).leftPadded(to: decimals, with: "0")
    }
    return (value < 0 && rounded != 0 ? "-" : "") + grouped
  }

  /// Seconds written in the most readable unit: `850 µs`, `4.62 ms`, `1.24 s`.
  static func duration(_ seconds: Double) -> String {
    let magnitude = abs(seconds)
    if magnitude < 1e-3 { return number(seconds * 1e6, decimals: magnitude < 1e-5 ? 2 : 0) + " µs" }
    if magnitude < 1 {
      return number(seconds * 1e3, decimals: magnitude < 0.01 ? 2 : magnitude < 0.1 ? 1 : 0) + " ms"
    }
    return number(seconds, decimals: magnitude < 10 ? 2 : 1) + " s"
  }

  static func milliseconds(_ seconds: Double) -> String {
    number(seconds * 1e3, decimals: seconds < 0.01 ? 2 : seconds < 0.1 ? 1 : 0) + " ms"
  }

  /// Peak memory from KiB, in MB (10^6 bytes, so a 20 MB target is not read generously).
  static func megabytes(_ kibibytes: Int) -> String {
    number(Double(kibibytes) * 1024 / 1e6, decimals: 1) + " MB"
  }

  static func megabytesValue(_ kibibytes: Int) -> Double {
    Double(kibibytes) * 1024 / 1e6
  }

  static func ratio(_ value: Double) -> String {
    number(value, decimals: value < 0.1 ? 3 : 2) + "×"
  }

  /// `(n=2)` when fewer runs than asked for were made.
  static func runsSuffix(_ sample: Sample, wanted: Int) -> String {
    if sample.timedOut, sample.runs == 0 { return " (timed out)" }
    return sample.runs < wanted ? " (n=\(sample.runs))" : ""
  }

  /// The standard error of a sample's median, estimated robustly (1.4826 × the median
  /// absolute deviation for σ, 1.2533 σ / √n for the median), or 5% of the median with fewer
  /// than 3 runs (about what separate runs of one long script differ by here).
  static func spread(_ sample: Sample) -> Double {
    guard let median = sample.median else { return 0 }
    guard sample.runs >= 3 else { return median * 0.05 }
    let deviation = Figures.median(sample.seconds.map { abs($0 - median) }) ?? 0
    return 1.2533 * 1.4826 * deviation / Double(sample.runs).squareRoot()
  }

  /// The uncertainty of the difference of two samples' medians.
  static func combinedSpread(_ first: Sample, _ second: Sample) -> Double {
    let (a, b) = (spread(first), spread(second))
    return (a * a + b * b).squareRoot()
  }

  static var cores: Int { sysconf(Int32(_SC_NPROCESSORS_ONLN)) }
}
