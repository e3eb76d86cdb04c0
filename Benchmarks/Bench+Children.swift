/// Many children: `:tree` of 10,000, and how the time grows from 1,000 to 100,000.
extension Bench {
  /// `:tree` alone = (script adding 10,000 children, then `:tree`) − (the same without it),
  /// judged with the spread of the two scripts' times added, so noise never passes it.
  func measureTree() throws {
    let count = 10_000
    let without = try workspace.childrenScript(count, tree: false)
    let with = try workspace.childrenScript(count, tree: true)
    let timeout = options.childTimeout
    var values: [String: Double] = [:]
    var cells: [String: String] = [:]
    var missed: [String] = []
    for build in builds {
      let environment = workspace.environment()
      let plain = ChildProcess(
        build.path, ["run", without], environment: environment, standardError: workspace.errors)
      let drawn = ChildProcess(
        build.path, ["run", with], environment: environment, standardError: workspace.errors)
      var plainSample = Sample()
      var drawnSample = Sample()
      var spent = 0.0
      // Alternating, so that drift in the machine's speed falls on both alike.
      for _ in 0..<options.treeRuns {
        let first = try plain.runChecked(timeout: timeout)
        plainSample.add(first, limit: timeout)
        let second = try drawn.runChecked(timeout: timeout)
        drawnSample.add(second, limit: timeout)
        spent += first.seconds + second.seconds
        let next = first.seconds + second.seconds
        if first.timedOut || second.timedOut || spent + next > options.treeBudget { break }
      }
      childrenSamples[build.name, default: [:]][count] = drawnSample
      guard let plainTime = plainSample.median, let drawnTime = drawnSample.median,
        !plainSample.timedOut, !drawnSample.timedOut
      else {
        cells[build.name] = "? (script > \(Figures.duration(timeout)))"
        missed.append(build.name)
        continue
      }
      let tree = drawnTime - plainTime
      let noise = Figures.combinedSpread(plainSample, drawnSample)
      // Judged by its upper bound: a difference lost in the scripts' noise is not a pass.
      values[build.name] = max(tree, 0) + noise
      let cpu = (drawnSample.cpuMedian ?? 0) - (plainSample.cpuMedian ?? 0)
      cells[build.name] =
        (tree < 0.0005 ? "< 1 ms" : Figures.duration(tree)) + " ± " + Figures.duration(noise)
        + " (CPU " + (cpu < 0.0005 ? "< 1 ms" : Figures.duration(cpu)) + ")"
        + Figures.runsSuffix(drawnSample, wanted: 3)
      table.notes.append(
        ":tree of 10,000, \(build.name): script \(plainSample.medians) without :tree, "
          + "\(drawnSample.medians) with (medians of \(drawnSample.runs)); ± is the standard "
          + "error of the difference (5% of the scripts' time with fewer than 3 runs), and the "
          + "verdict takes the figure plus it")
    }
    let target = options.treeTarget
    var verdict = Verdict.judge(builds.map { (build: $0.name, value: values[$0.name]) }) {
      $0 <= target
    }
    if !missed.isEmpty {
      if case .missed(let others) = verdict { missed += others }
      verdict = .missed(missed)
    }
    table.add(
      row(
        ":tree of 10,000 children (with − without)", cells,
        target: "≤ \(Figures.milliseconds(target))", verdict: verdict))
  }

  /// Scripts adding 1,000, 10,000 and 100,000 children, then `:tree`: the time per child should
  /// not grow (the 10,000 runs come from `measureTree`). The 100,000 run may take 25 times the
  /// 10,000 one (2.5 times its time per child) before it is stopped, and is not tried when the
  /// 10,000 one already timed out.
  func measureScaling() throws {
    let sizes = [1_000, 10_000, 100_000]
    var cells: [Int: [String: String]] = [:]
    var growth: [(build: String, value: Double?)] = []
    for build in builds {
      let environment = workspace.environment()
      let empty = ChildProcess(
        build.path, ["run", workspace.emptyScript], environment: environment)
      let baseline = try repeatRuns(empty, maxRuns: 10, budget: 2, timeout: 10).median ?? 0
      var firstPerChild: Double?
      var details: [String] = []
      for size in sizes {
        var sample = childrenSamples[build.name]?[size]
        if sample == nil {
          var timeout = options.childTimeout
          if size == sizes.last, let previous = childrenSamples[build.name]?[sizes[1]] {
            guard let time = previous.median else {
              cells[size, default: [:]][build.name] = "not run: 10,000 timed out"
              growth.append((build.name, .infinity))
              continue
            }
            timeout = min(max(25 * time, 5), options.childTimeout)
          }
          let script = try workspace.childrenScript(size, tree: true)
          let process = ChildProcess(
            build.path, ["run", script], environment: environment, standardError: workspace.errors)
          let budget = size == sizes.last ? options.largeBudget : 10
          sample = try repeatRuns(process, maxRuns: 5, budget: budget, timeout: timeout)
          childrenSamples[build.name, default: [:]][size] = sample
        }
        guard let sample else { continue }
        let total = sample.median ?? sample.limit
        let over = sample.median == nil ? "> " : ""
        let perChild = max(total - baseline, 0) / Double(size)
        var cell =
          over + Figures.duration(total) + ", " + over + Figures.duration(perChild) + "/child"
        if size == sizes.first {
          firstPerChild = perChild
        } else if let base = firstPerChild, base > 0 {
          cell += ", " + over + Figures.ratio(perChild / base)
        }
        if size == sizes.last {
          // A run stopped at its time limit counts as growing too fast.
          let ratio = firstPerChild.map { $0 > 0 ? perChild / $0 : 1 }
          growth.append((build.name, sample.median == nil ? .infinity : ratio))
        }
        cells[size, default: [:]][build.name] = cell + Figures.runsSuffix(sample, wanted: 3)
        if sample.runs > 0 {
          details.append("\(Figures.number(Double(size))): \(sample.medians)")
        }
      }
      table.notes.append(
        "scaling, \(build.name): per-child times exclude the \(Figures.duration(baseline)) of "
          + "`run` on an empty file; × is the per-child time over the 1,000-children one; "
          + details.joined(separator: "; "))
    }
    for size in sizes {
      let last = size == sizes.last
      table.add(
        row(
          "scaling: \(Figures.number(Double(size))) children + :tree", cells[size] ?? [:],
          target: last ? "per child ≤ 2× 1k's" : "—",
          verdict: last ? Verdict.judge(growth) { $0 <= 2 } : .info))
    }
  }
}
