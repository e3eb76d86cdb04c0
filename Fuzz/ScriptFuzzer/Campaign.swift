import ScriptMutation
import Synchronization

/// One fuzzing campaign: makes the mutants, runs each through the binary on a few threads, and
/// keeps the counts, the findings and the slowest runs.
final class Campaign: Sendable {
  /// What the runs have shown so far.
  struct Tally: Sendable {
    var done = 0
    /// How many runs ended each way (`exit 1`, `timeout`, …).
    var ends: [String: Int] = [:]
    var findings: [Finding] = []
    /// The slowest runs, slowest first.
    var slowest: [(mutant: Mutant, result: RunResult)] = []
  }

  let options: FuzzOptions
  let factory: MutantFactory
  let runner: ChildRun
  let tally = Mutex(Tally())
  let started = ChildRun.now()

  init(options: FuzzOptions, factory: MutantFactory, runner: ChildRun) {
    self.options = options
    self.factory = factory
    self.runner = runner
  }

  /// Runs every mutant of the campaign.
  func run(progress: @escaping @Sendable (String) -> Void) {
    let folder = options.work + "/mutants"
    Workers.forEach(count: options.count, jobs: options.jobs) { index in
      let mutant = self.factory.mutant(index)
      let file = folder + "/" + mutant.fileName("\(index)")
      let output = folder + "/\(index).out"
      FileText.write(mutant.text, to: file)
      let result = self.runner.run(
        mutant.command.arguments(file: file), output: output, timeout: self.options.timeout)
      FileText.remove(file)
      FileText.remove(output)
      if let line = self.record(mutant, result) { progress(line) }
    }
  }

  /// Counts one run; returns a progress line every 250 runs and at each new finding.
  private func record(_ mutant: Mutant, _ result: RunResult) -> String? {
    tally.withLock { tally in
      tally.done += 1
      tally.ends[result.end.description, default: 0] += 1
      var line: String?
      if let kind = FindingKind(result, slow: options.slow) {
        let finding = Finding(kind: kind, mutant: mutant, result: result)
        tally.findings.append(finding)
        line = "  \(kind.label): \(mutant.origin), \(finding.happened(limit: options.timeout))"
      }
      let place = tally.slowest.firstIndex { $0.result.seconds < result.seconds }
      if let place {
        tally.slowest.insert((mutant, result), at: place)
      } else {
        tally.slowest.append((mutant, result))
      }
      if tally.slowest.count > options.slowestShown { tally.slowest.removeLast() }
      if tally.done % 250 == 0 || tally.done == options.count {
        let elapsed = ChildRun.now() - started
        let slowest = tally.slowest.first.map { Seconds.text($0.result.seconds) } ?? "-"
        let status =
          "  \(tally.done)/\(options.count) mutants in \(Seconds.clock(elapsed)), "
          + "\(tally.findings.count) findings, slowest \(slowest)"
        line = line.map { $0 + "\n" + status } ?? status
      }
      return line
    }
  }
}
