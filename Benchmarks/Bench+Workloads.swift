/// Throughput: the full containment dance of 150,000 statements and grading a class of 1,000
/// answers with feedback.
extension Bench {
  /// The six calls of showing and removing a child with its view, each an input of its own,
  /// judged on statements per second of CPU (the wall figure is shown beside it).
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
      if let median = sample.median, let cpu = sample.cpuMedian {
        rates[build.name] = statements / cpu
        cells[build.name] =
          Figures.number(statements / cpu) + "/s CPU (wall " + Figures.number(statements / median)
          + "/s)" + Figures.runsSuffix(sample, wanted: 3)
        table.notes.append(
          "the dance, \(build.name): \(sample.medians) (medians of \(sample.runs), whole run "
            + "including start-up); one cycle is "
            + Workspace.danceCycle.joined(separator: "; "))
      } else {
        rates[build.name] = statements / sample.limit
        cells[build.name] = "< " + Figures.number(statements / sample.limit) + "/s (timed out)"
      }
    }
    let target = options.statementTarget
    table.add(
      row(
        "full dance: 150,000 statements with views (run FILE)", cells,
        target: "≥ \(Figures.number(target))/s",
        verdict: Verdict.judge(builds.map { (build: $0.name, value: rates[$0.name]) }) {
          $0 >= target
        }))
    table.add(row("peak memory of the dance", peaks.mapValues(Figures.megabytes)))
  }

  func measureGrading() throws {
    let origin = try workspace.writeAnswers(from: options.answers)
    let count = Double(Workspace.answerCount)
    var rates: [String: Double] = [:]
    var cells: [String: String] = [:]
    for build in builds {
      FileSystem.remove(workspace.feedback)
      let process = ChildProcess(
        build.path,
        [
          "grade", "display-child", workspace.answers, "--format", "csv", "--feedback",
          workspace.feedback,
        ],
        environment: workspace.environment(), standardOutput: workspace.capture,
        standardError: workspace.errors)
      let sample = try repeatRuns(process, maxRuns: options.gradeRuns, budget: 20, timeout: 60)
      if let median = sample.median {
        // CSV rows end in CRLF, one Character in Swift: split on any line break.
        let rows =
          (FileSystem.read(workspace.capture) ?? "").split(whereSeparator: \.isNewline)
          .count - 1
        guard rows == Workspace.answerCount else {
          let said = (FileSystem.read(workspace.errors) ?? "").prefix(400)
          throw BenchError(
            "grade wrote \(rows) rows for \(Workspace.answerCount) answers: \(said)")
        }
        let letters = FileSystem.list(workspace.feedback).count
        guard letters == Workspace.answerCount else {
          throw BenchError(
            "grade wrote \(letters) feedback files for \(Workspace.answerCount) answers")
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
        "grade 1,000 answers (csv + feedback, \(Figures.cores) cores)", cells,
        target: "≥ \(Figures.number(target))/s",
        verdict: Verdict.judge(builds.map { (build: $0.name, value: rates[$0.name]) }) {
          $0 >= target
        }))
  }
}
