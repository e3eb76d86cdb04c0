/// Start-up: to exit on empty stdin against a static Swift hello-world (the floor), sqlite3 and
/// python3, and to the first prompt in a pseudo-terminal; the peak memory of idle sessions.
extension Bench {
  /// The reference programs, or an error naming the missing one.
  func references() throws -> (sqlite3: String, python3: String) {
    guard let sqlite3 else { throw BenchError("\(options.sqlite3) not found on PATH") }
    guard let python3 else { throw BenchError("\(options.python3) not found on PATH") }
    return (sqlite3, python3)
  }

  func measureStartUp() throws {
    let (sqlite3, python3) = try references()
    let environment = workspace.environment()
    var programs: [(name: String, process: ChildProcess)] = builds.map {
      ($0.name, ChildProcess($0.path, [], environment: environment))
    }
    programs.append(
      ("sqlite3", ChildProcess(sqlite3, [":memory:", ".quit"], environment: environment)))
    programs.append(("python3", ChildProcess(python3, ["-c", "pass"], environment: environment)))
    // The floor is built in this run, by this machine's toolchain, as containrepl's static build.
    do {
      guard let swiftc = FileSystem.resolve(options.swiftc) else {
        throw BenchError("\(options.swiftc) not found on PATH")
      }
      let floor = try workspace.buildFloor(swiftc: swiftc)
      programs.append((Self.floorName, ChildProcess(floor, [], environment: environment)))
    } catch {
      table.fail("start-up ÷ static Swift hello-world", error)
    }

    // Round-robin, so that whatever else the machine does falls on every program alike.
    var samples: [String: Sample] = [:]
    for round in 0..<(options.warmUps + options.startUpRuns) {
      for program in programs {
        let outcome = try program.process.runChecked(timeout: 10)
        if round >= options.warmUps {
          samples[program.name, default: Sample()].add(outcome, limit: 10)
        }
      }
    }
    let medians = samples.compactMapValues(\.median)
    guard let sqliteTime = medians["sqlite3"], let pythonTime = medians["python3"] else {
      throw BenchError("no start-up times for the references")
    }
    let floorTime = medians[Self.floorName]
    let ours = builds.map { ($0.name, medians[$0.name]) }
    table.notes.append(
      "start-up CPU time (user + system, medians): "
        + programs.map { program in
          "\(program.name) "
            + (samples[program.name]?.cpuMedian.map(Figures.milliseconds) ?? "?")
        }.joined(separator: ", "))
    table.add(
      row(
        "start-up to exit, empty stdin (median of \(options.startUpRuns))",
        medians.mapValues(Figures.milliseconds),
        reference: (floorTime.map { "Swift floor \(Figures.milliseconds($0)), " } ?? "")
          + "sqlite3 \(Figures.milliseconds(sqliteTime)), python3 \(Figures.milliseconds(pythonTime))"
      ))
    var references: [(String, Double, Double, String)] = [
      ("sqlite3 :memory: .quit", sqliteTime, options.sqliteRatioTarget, "≤ 3×"),
      ("python3 -c pass", pythonTime, options.pythonRatioTarget, "≤ 0.15×"),
    ]
    if let floorTime {
      references.insert(
        (
          "static Swift hello-world (the floor)", floorTime, options.floorRatioTarget,
          "≤ \(Figures.ratio(options.floorRatioTarget))"
        ), at: 0)
    }
    for (reference, time, limit, target) in references {
      let ratios = ours.map { (build: $0.0, value: $0.1.map { $0 / time }) }
      var cells: [String: String] = [:]
      for ratio in ratios { cells[ratio.build] = ratio.value.map(Figures.ratio) }
      table.add(
        row(
          "  start-up ÷ \(reference)", cells, reference: "1×", target: target,
          verdict: Verdict.judge(ratios) { $0 <= limit }))
    }
  }

  /// Peak memory of a session that starts, waits on its (empty, still open) input until idle,
  /// and exits when the input closes; sqlite3 and python3 do the same as references.
  func measureIdleMemory() throws {
    let (sqlite3, python3) = try references()
    let environment = workspace.environment()
    var programs: [(name: String, process: ChildProcess)] = builds.map {
      ($0.name, ChildProcess($0.path, [], environment: environment))
    }
    programs.append(("sqlite3", ChildProcess(sqlite3, [":memory:"], environment: environment)))
    programs.append(("python3", ChildProcess(python3, ["-"], environment: environment)))
    var peaks: [String: Int] = [:]
    for _ in 0..<options.memoryRuns {
      for program in programs {
        let outcome = try program.process.sampleMemory(holdInput: true, timeout: 10)
        peaks[program.name] = max(peaks[program.name] ?? 0, outcome.peakKiB)
      }
    }
    addMemoryRow("peak memory, idle session, empty stdin", peaks)
  }

  /// Time to the first prompt in a pseudo-terminal, and the idle session's peak memory; the
  /// prompts of `sqlite3 :memory:` and `python3` are the references.
  func measureTerminal() throws {
    let (sqlite3, python3) = try references()
    let environment = workspace.environment(terminal: true)
    var sessions = builds.map {
      ($0.name, TerminalSession(binary: $0.path, environment: environment, prompt: "sandbox> "))
    }
    sessions.append(
      (
        "sqlite3",
        TerminalSession(
          binary: sqlite3, arguments: [":memory:"], environment: environment, prompt: "sqlite> ")
      ))
    sessions.append(
      (
        "python3",
        TerminalSession(
          binary: python3, arguments: ["-q"], environment: environment, prompt: ">>> ")
      ))
    var times: [String: [Double]] = [:]
    for round in 0..<(3 + options.promptRuns) {
      for (name, session) in sessions {
        let outcome = try session.run(sampleMemory: false)
        if round >= 3 { times[name, default: []].append(outcome.secondsToPrompt) }
      }
    }
    var peaks: [String: Int] = [:]
    for _ in 0..<options.memoryRuns {
      for (name, session) in sessions {
        peaks[name] = max(peaks[name] ?? 0, try session.run(sampleMemory: true).peakKiB)
      }
    }
    let medians = times.compactMapValues(Figures.median)
    table.add(
      row(
        "time to first prompt in a pty (median of \(options.promptRuns))",
        medians.mapValues(Figures.milliseconds),
        reference: "sqlite3 \(medians["sqlite3"].map(Figures.milliseconds) ?? "?"), "
          + "python3 \(medians["python3"].map(Figures.milliseconds) ?? "?")"))
    if let sqliteTime = medians["sqlite3"] {
      let ratios = builds.map { (build: $0.name, value: medians[$0.name].map { $0 / sqliteTime }) }
      var cells: [String: String] = [:]
      for ratio in ratios { cells[ratio.build] = ratio.value.map(Figures.ratio) }
      table.add(
        row(
          "  first prompt ÷ sqlite3's", cells, reference: "1×",
          target: "≤ \(Figures.ratio(options.promptRatioTarget))",
          verdict: Verdict.judge(ratios) { $0 <= options.promptRatioTarget }))
    }
    addMemoryRow("peak memory, idle interactive session (pty)", peaks)
  }

  /// The start-up floor's name in the notes.
  static let floorName = "Swift hello-world"

  /// A row of peak memory against the idle target, with sqlite3 and python3 as references.
  private func addMemoryRow(_ measure: String, _ peaks: [String: Int]) {
    let limit = options.idleMemoryTarget
    table.add(
      row(
        measure, peaks.mapValues(Figures.megabytes),
        reference: "sqlite3 \(peaks["sqlite3"].map(Figures.megabytes) ?? "?"), "
          + "python3 \(peaks["python3"].map(Figures.megabytes) ?? "?")",
        target: "≤ \(Figures.number(limit)) MB",
        verdict: Verdict.judge(
          builds.map { (build: $0.name, value: peaks[$0.name].map(Figures.megabytesValue)) }
        ) {
          $0 <= limit
        }))
  }
}
