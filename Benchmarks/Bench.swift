import Glibc

/// One build of `containrepl` under measurement.
struct Build {
  /// `dynamic` or `static`: the report's column.
  let name: String
  let path: String
}

/// The benchmark: the builds, the reference programs, the workspace and the report so far.
final class Bench {
  let options: BenchOptions
  let builds: [Build]
  let sqlite3: String?
  let python3: String?
  let workspace: Workspace
  var table = ReportTable()
  /// Runs of the children scripts (with `:tree`) by build and size, shared by two rows.
  var childrenSamples: [String: [Int: Sample]] = [:]

  init(options: BenchOptions) throws {
    self.options = options
    var builds: [Build] = []
    for (name, path) in [("dynamic", options.dynamic), ("static", options.statik)] {
      guard let path else { continue }
      guard let resolved = FileSystem.resolve(path) else {
        throw BenchError("the \(name) build \(path) is not an executable file")
      }
      builds.append(Build(name: name, path: resolved))
    }
    self.builds = builds
    var skipped: [String] = []
    sqlite3 = FileSystem.resolve(options.sqlite3, skipped: &skipped)
    python3 = FileSystem.resolve(options.python3, skipped: &skipped)
    workspace = try Workspace()
    if !skipped.isEmpty {
      table.notes.append(
        "passed over scripts on PATH (shims would time a shell, not the program): "
          + skipped.joined(separator: ", "))
    }
  }

  /// Each build's cell: `format(value)` or `—` where the build was not measured.
  func row(
    _ measure: String, _ values: [String: String], reference: String = "", target: String = "—",
    verdict: Verdict = .info
  ) -> ReportRow {
    ReportRow(
      measure: measure, dynamic: values["dynamic"] ?? "—", statik: values["static"] ?? "—",
      reference: reference, target: target, verdict: verdict)
  }

  /// Runs a section (unless `--only` leaves it out); a failure becomes a FAILED row and the run
  /// goes on.
  func section(_ key: String, _ name: String, _ body: () throws -> Void) {
    precondition(BenchOptions.sections.contains(key), "undeclared section \(key)")
    guard options.only.isEmpty || options.only.contains(key) else { return }
    progress("measuring \(name)…")
    do { try body() } catch { table.fail(name, error) }
  }

  func progress(_ text: String) {
    guard !options.silent else { return }
    var line = Array((text + "\n").utf8)
    _ = line.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
  }

  /// Runs `process` up to `maxRuns` times, stopping early when another run would take the time
  /// spent past `budget` seconds (after at least one run), or when a run exceeds `timeout`.
  func repeatRuns(_ process: ChildProcess, maxRuns: Int, budget: Double, timeout: Double)
    throws -> Sample
  {
    var sample = Sample()
    var spent = 0.0
    for _ in 0..<maxRuns {
      let outcome = try process.runChecked(timeout: timeout)
      sample.add(outcome, limit: timeout)
      spent += outcome.seconds
      if outcome.timedOut || spent + outcome.seconds > budget { break }
    }
    return sample
  }

  /// Checks that each build runs at all before anything is timed: `--version` and a two-line
  /// script. (Incremental release builds have produced broken binaries before.)
  func verifyBuilds() throws {
    for build in builds {
      let environment = workspace.environment()
      let version = ChildProcess(
        build.path, ["--version"], environment: environment,
        standardOutput: workspace.capture, standardError: workspace.errors)
      _ = try version.runChecked(timeout: 10)
      let said = FileSystem.read(workspace.capture) ?? ""
      guard said.hasPrefix("containrepl ") else {
        throw BenchError("\(build.path) --version printed \(said.debugDescription)")
      }
      let smoke = ChildProcess(
        build.path, ["run", workspace.smokeScript], environment: environment,
        standardOutput: workspace.capture, standardError: workspace.errors)
      _ = try smoke.runChecked(timeout: 10)
      let log = FileSystem.read(workspace.capture) ?? ""
      guard log.contains("a.willMove(toParent: container)") else {
        throw BenchError("\(build.path) run: unexpected log \(log.debugDescription)")
      }
      table.notes.append(
        "\(build.name): \(build.path) (\(said.trimmingTrailingNewline()), "
          + "\(Figures.megabytes(FileSystem.sizeKiB(build.path))))")
    }
  }
}

extension String {
  func trimmingTrailingNewline() -> String {
    var text = self
    while text.last == "\n" { text.removeLast() }
    return text
  }
}
