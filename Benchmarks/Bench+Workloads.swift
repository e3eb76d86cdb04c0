/// Throughput: the 150,000-statement script and grading a class of 1,000 answers.
extension Bench {
  func measureStatements() throws {
    let statements = Double(Workspace.statementCount)
    var rates: [String: Double] = [:]
    var cells: [String: String] = [:]
    var peaks: [String: Int] = [:]
    for build in builds {
      let process = ChildProcess(
        build.path, ["run", workspace.statementScript], environment: workspace.environment(),
        standardError: workspace.errors)
      let sample = try repeatRuns(process, maxRuns: options.statementRuns, budget: 20, timeout: 60)
      peaks[build.name] = try process.sampleMemory(holdInput: false).peakKiB
      if let median = sample.median {
        rates[build.name] = statements / median
        cells[build.name] =
          Figures.number(statements / median) + "/s"
          + (sample.cpuMedian.map { " (CPU " + Figures.number(statements / $0) + "/s)" } ?? "")
          + Figures.runsSuffix(sample, wanted: 3)
        table.notes.append(
          "150,000 statements, \(build.name): \(sample.medians) (medians of \(sample.runs), "
            + "whole run including start-up)")
      } else {
        rates[build.name] = statements / sample.limit
        cells[build.name] = "< " + Figures.number(statements / sample.limit) + "/s (timed out)"
      }
    }
    let target = options.statementTarget
    table.add(
      row(
        "150,000 add/remove statements (run FILE)", cells,
        target: "≥ \(Figures.number(target))/s",
        verdict: Verdict.judge(builds.map { (build: $0.name, value: rates[$0.name]) }) {
          $0 >= target
        }))
    table.add(row("peak memory, 150,000-statement run", peaks.mapValues(Figures.megabytes)))
  }

  func measureGrading() throws {
    let origin = try workspace.writeAnswers(from: options.answers)
    let count = Double(Workspace.answerCount)
    var rates: [String: Double] = [:]
    var cells: [String: String] = [:]
    for build in builds {
      let process = ChildProcess(
        build.path, ["grade", "display-child", workspace.answers, "--format", "csv"],
        environment: workspace.environment(), standardOutput: workspace.capture,
        standardError: workspace.errors)
      let sample = try repeatRuns(process, maxRuns: options.gradeRuns, budget: 20, timeout: 60)
      if let median = sample.median {
        let rows = (FileSystem.read(workspace.capture) ?? "").split(separator: "\n").count - 1
        guard rows == Workspace.answerCount else {
          throw BenchError("grade wrote \(rows) rows for \(Workspace.answerCount) answers")
        }
        rates[build.name] = count / median
        cells[build.name] =
          Figures.number(count / median) + "/s" + Figures.runsSuffix(sample, wanted: 3)
        table.notes.append(
          "grade 1,000 answers, \(build.name): \(sample.medians) (medians of \(sample.runs)); "
            + "answers from \(origin)")
      } else {
        rates[build.name] = count / sample.limit
        cells[build.name] = "< " + Figures.number(count / sample.limit) + "/s (timed out)"
      }
    }
    let target = options.gradeTarget
    table.add(
      row(
        "grade 1,000 answers (csv, \(Figures.cores) cores)", cells,
        target: "≥ \(Figures.number(target))/s",
        verdict: Verdict.judge(builds.map { (build: $0.name, value: rates[$0.name]) }) {
          $0 >= target
        }))
  }
}
