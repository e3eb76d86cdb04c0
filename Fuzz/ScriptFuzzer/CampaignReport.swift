/// The text a campaign ends with: what ran, how runs ended, the slowest inputs, the findings.
struct CampaignReport {
  let options: FuzzOptions
  let seeds: Int
  let tally: Campaign.Tally
  let seconds: Double
  /// The reproducers saved, with their index lines.
  let saved: [(name: String, line: String)]
  /// Findings that did not fail again when replayed.
  let unconfirmed: [Finding]
  /// Where the slowest mutants and the findings not shrunk were written.
  let slowestFiles: [String]
  let unshrunkFiles: [String]
  /// The machine's load average when the runs started and when the report was written.
  let load: (before: String, after: String)

  var crashes: Int { tally.findings.filter { $0.kind.rank == 0 }.count }
  var timeouts: Int { tally.findings.filter { $0.kind == .timeout }.count }
  var slow: Int { tally.findings.filter { $0.kind == .slow }.count }

  var text: String {
    var lines = [
      "containrepl-script-fuzz: \(tally.done) mutants of \(seeds) seeds, seed \(options.seed), "
        + "\(Seconds.text(options.timeout)) limit, \(options.jobs) jobs, "
        + "\(Seconds.clock(seconds))",
      "  machine load: \(load.before) at the start, \(load.after) at the end",
      "  runs ended: "
        + tally.ends.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        .joined(separator: ", "),
      "  crashes: \(crashes), timeouts: \(timeouts), slow (CPU ≥ \(Seconds.text(options.slow))): "
        + "\(slow)",
      "  slowest inputs:",
    ]
    for (number, run) in tally.slowest.enumerated() {
      let file = number < slowestFiles.count ? "  → \(slowestFiles[number])" : ""
      lines.append(
        "    \(Seconds.text(run.result.seconds)) (CPU \(Seconds.text(run.result.cpuSeconds))) "
          + "\(run.result.end.description), \(run.mutant.command.shown), "
          + "\(run.mutant.origin)\(file)")
    }
    if !saved.isEmpty {
      lines.append("  reproducers (shrunk, in \(options.findings)):")
      lines += saved.map { "    " + $0.line }
    }
    for finding in unconfirmed {
      lines.append(
        "  did not fail again (not saved): \(finding.kind.label), \(finding.mutant.origin)")
    }
    if !unshrunkFiles.isEmpty {
      lines.append("  findings not shrunk (over --shrink-max), as found:")
      lines += unshrunkFiles.map { "    " + $0 }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
