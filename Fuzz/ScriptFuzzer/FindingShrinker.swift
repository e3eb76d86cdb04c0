import ScriptMutation
import Synchronization

/// A finding after shrinking: the smallest input that still fails the same way.
struct Reproducer: Sendable {
  var finding: Finding
  var text: String
  /// The run of `text` that showed the problem last.
  var result: RunResult
  var tests: Int
  /// False when the mutant did not fail again (a slow run on a busy machine, say).
  var confirmed: Bool
}

/// Shrinks findings while they fail the same way and saves them as reproducers, each with a
/// one-line description in the findings folder's `index.md`.
struct FindingShrinker: Sendable {
  let options: FuzzOptions
  let runner: ChildRun

  /// The findings worth shrinking: distinct signatures first (crashes, then timeouts, then the
  /// slowest), at most `--shrink-max`.
  func choose(_ findings: [Finding]) -> [Finding] {
    let ordered = findings.sorted {
      ($0.kind.rank, -$0.result.cpuSeconds, $0.mutant.index)
        < ($1.kind.rank, -$1.result.cpuSeconds, $1.mutant.index)
    }
    var seen: Set<String> = []
    let distinct = ordered.filter { seen.insert($0.signature).inserted }
    let others = ordered.filter { finding in
      !distinct.contains { $0.mutant.index == finding.mutant.index }
    }
    return Array((distinct + others).prefix(options.shrinkMaximum))
  }

  /// Shrinks each finding, `--jobs` at a time.
  func shrink(_ findings: [Finding]) -> [Reproducer] {
    let results = Mutex([Reproducer?](repeating: nil, count: findings.count))
    Workers.forEach(count: findings.count, jobs: options.jobs) { number in
      let reproducer = self.shrink(findings[number], slot: number)
      results.withLock { $0[number] = reproducer }
    }
    return results.withLock { $0.compactMap { $0 } }
  }

  /// Shrinks one finding within `--shrink-seconds`.
  func shrink(_ finding: Finding, slot: Int) -> Reproducer {
    let folder = options.work + "/shrink-\(slot)"
    let file = folder + "/" + finding.mutant.fileName("candidate")
    let deadline = ChildRun.now() + options.shrinkSeconds
    var failing: [String: RunResult] = [:]
    let stillFails: (String) -> Bool = { text in
      guard ChildRun.now() < deadline else { return false }
      FileText.write(text, to: file)
      let result = runner.run(
        finding.mutant.command.arguments(file: file), output: folder + "/output",
        timeout: options.timeout)
      guard finding.kind.matches(result, slow: options.slow) else { return false }
      failing[text] = result
      return true
    }
    guard stillFails(finding.mutant.text) else {
      return Reproducer(
        finding: finding, text: finding.mutant.text, result: finding.result, tests: 1,
        confirmed: false)
    }
    let reduction = ScriptReducer(maximumTests: 5_000).reduce(
      finding.mutant.text, stillFails: stillFails)
    FileText.remove(file)
    return Reproducer(
      finding: finding, text: reduction.text, result: failing[reduction.text] ?? finding.result,
      tests: reduction.tests + 1, confirmed: true)
  }

  /// Saves a confirmed reproducer under the findings folder (once: its name is its content's
  /// hash) and adds its line to `index.md`; returns the file name and the line.
  func save(_ reproducer: Reproducer) -> (name: String, line: String) {
    let finding = reproducer.finding
    let name = finding.mutant.fileName(
      finding.kind.label + "-" + Self.hash(reproducer.text, finding.mutant.command.shown))
    let shrunk = Finding(kind: finding.kind, mutant: finding.mutant, result: reproducer.result)
    var line =
      "- `\(name)` — `\(finding.mutant.command.shown)`: "
      + shrunk.happened(limit: options.timeout)
    if let error = shrunk.lastError { line += "; last error `\(error)`" }
    line +=
      " (\(Self.lines(reproducer.text)), shrunk from \(Self.lineCount(finding.mutant.text)) in "
      + "\(reproducer.tests) runs; \(finding.mutant.origin), seed \(options.seed))"
    let path = options.findings + "/" + name
    if FileText.read(path) == nil {
      FileText.write(reproducer.text, to: path)
      FileText.append(line: line, to: options.findings + "/index.md", header: Self.indexHeader)
    }
    return (name, line)
  }

  static let indexHeader = """
    # Script fuzzer findings

    Reproducers found by `containrepl-script-fuzz` (`make fuzz-scripts`), shrunk while they still
    fail the same way, one line each: the file, the command that shows it (FILE is the file), what
    happened when it was found, and where it came from. Replay one with the release binary, e.g.
    `.build-release/release/containrepl run Fuzz/crashes/scripts/NAME`.


    """

  static func lines(_ text: String) -> String {
    let count = lineCount(text)
    return count == 1 ? "1 line" : "\(count) lines"
  }

  static func lineCount(_ text: String) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: true).count
  }

  /// Eight hex digits of FNV-1a over the reproducer and its command.
  static func hash(_ text: String, _ command: String) -> String {
    var value: UInt32 = 0x811C_9DC5
    for byte in (command + "\n" + text).utf8 {
      value = (value ^ UInt32(byte)) &* 0x0100_0193
    }
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
