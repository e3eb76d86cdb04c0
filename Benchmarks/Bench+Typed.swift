/// Children typed one input at a time, as a learner types them: the cost of an input should not
/// grow with the world it lands in.
extension Bench {
  /// Scripts of 2,500, 10,000 and 40,000 children, four inputs each (`let`, `addChild`,
  /// `addSubview` of its view, `didMove`): the CPU time per input, less the time of `run` on an
  /// empty file, must stay flat. The largest is not tried when the middle one already took more
  /// than a quarter of its limit (it would then time out anyway).
  func measureTypedScaling() throws {
    let sizes = [2_500, 10_000, 40_000]
    let scripts = try sizes.map { try workspace.typedChildrenScript($0) }
    var cells: [Int: [String: String]] = [:]
    var growth: [(build: String, value: Double?)] = []
    for build in builds {
      let environment = workspace.environment()
      let empty = ChildProcess(
        build.path, ["run", workspace.emptyScript], environment: environment)
      let baseline = try repeatRuns(empty, maxRuns: 10, budget: 2, timeout: 10).cpuMedian ?? 0
      var firstPerInput: Double?
      var details: [String] = []
      var previousCPU: Double?
      for (size, script) in zip(sizes, scripts) {
        let inputs = Double(4 * size)
        if size == sizes.last, let previousCPU, previousCPU * 4 > options.typedTimeout {
          cells[size, default: [:]][build.name] = "not run: 10,000 took too long"
          growth.append((build.name, .infinity))
          continue
        }
        let process = ChildProcess(
          build.path, ["run", script], environment: environment,
          standardError: workspace.errors)
        let sample = try repeatRuns(
          process, maxRuns: options.typedRuns, budget: size == sizes.last ? 60 : 20,
          timeout: options.typedTimeout)
        guard let cpu = sample.cpuMedian else {
          cells[size, default: [:]][build.name] = "> \(Figures.duration(sample.limit)) (timed out)"
          if size == sizes.last { growth.append((build.name, .infinity)) }
          continue
        }
        previousCPU = cpu
        let perInput = max(cpu - baseline, 0) / inputs
        var cell = Figures.duration(cpu) + " CPU, " + Figures.duration(perInput) + "/input"
        if size == sizes.first {
          firstPerInput = perInput
        } else if let base = firstPerInput, base > 0 {
          cell += ", " + Figures.ratio(perInput / base)
        }
        if size == sizes.last {
          growth.append((build.name, firstPerInput.map { $0 > 0 ? perInput / $0 : 1 }))
        }
        cells[size, default: [:]][build.name] = cell + Figures.runsSuffix(sample, wanted: 3)
        details.append("\(Figures.number(Double(size))): \(sample.medians)")
      }
      table.notes.append(
        "typed children, \(build.name): four inputs a child; per-input CPU times exclude the "
          + "\(Figures.duration(baseline)) CPU of `run` on an empty file; × is the time per "
          + "input over the 2,500-children one; " + details.joined(separator: "; "))
    }
    for size in sizes {
      let last = size == sizes.last
      table.add(
        row(
          "typed: \(Figures.number(Double(size))) children as \(Figures.number(Double(4 * size))) inputs",
          cells[size] ?? [:],
          target: last ? "per input ≤ \(Figures.ratio(options.typedGrowthTarget)) 2.5k's" : "—",
          verdict: last ? Verdict.judge(growth) { $0 <= options.typedGrowthTarget } : .info))
    }
  }
}
