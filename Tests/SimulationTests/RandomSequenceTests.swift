import Simulation
import TestSupport
import Testing

/// 100,000 random operation sequences (half documented usage, half chaos), in shards so that
/// they run in parallel; a failure names its seed, and `RandomDriver(seed:canonical:)` replays it.
struct RandomSequenceTests {
  static let shards = 40
  static let sequencesPerShard = 1_250
  static let steps = 24

  static func seeds(_ shard: Int) -> ClosedRange<UInt64> {
    let first = UInt64(shard * sequencesPerShard + 1)
    return first...(first + UInt64(sequencesPerShard) - 1)
  }

  /// Runs one sequence, checking the invariants after every step; returns the first problem.
  static func run(seed: UInt64, canonical: Bool) -> String? {
    var driver = RandomDriver(seed: seed, canonical: canonical)
    for _ in 0..<steps {
      driver.step()
      let problems = driver.world.checkInvariants() + driver.scrolls.check(driver.world)
      if !problems.isEmpty {
        return "seed \(seed): \(problems)\n" + driver.trace.joined(separator: "\n")
      }
    }
    if canonical, driver.world.appearanceMisused {
      return "seed \(seed) used UIKit in an undocumented way\n"
        + driver.trace.joined(separator: "\n")
    }
    return nil
  }

  /// Runs a shard's sequences, recording the first problem.
  static func runShard(_ shard: Int, canonical: Bool) {
    for seed in seeds(shard) {
      if let problem = run(seed: seed, canonical: canonical) {
        Issue.record(Comment(rawValue: problem))
        return
      }
    }
  }

  /// Documented usage: the strict appearance invariant must hold after every step.
  @Test(arguments: 0..<shards)
  func canonicalSequencesKeepEveryInvariant(shard: Int) {
    Self.runShard(shard, canonical: true)
  }

  /// Valid and invalid calls mixed: structure must survive everything.
  @Test(arguments: 0..<shards)
  func chaoticSequencesKeepTheStructure(shard: Int) {
    Self.runShard(shard, canonical: false)
  }

  /// Every rule an event cites is in the catalogue and current: the log never explains itself
  /// with a rule that a revision replaced.
  @Test func citedRulesAreCatalogued() {
    var cited: Set<RuleID> = []
    for seed in UInt64(1)...600 {
      var driver = RandomDriver(seed: seed, canonical: seed % 2 == 0)
      for _ in 0..<Self.steps { driver.step() }
      cited.formUnion(driver.rulesCited)
    }
    #expect(cited.count > 20, "\(cited)")
    for id in cited {
      let rule = RuleCatalog.rule(id)
      #expect(rule != nil, "rule \(id) is cited but not catalogued")
      #expect(rule?.supersededBy == nil, "rule \(id) is cited but superseded")
    }
  }

  @Test func theShardsCoverOneHundredThousandSequences() {
    #expect(2 * Self.shards * Self.sequencesPerShard == 100_000)
    #expect(Self.seeds(0).lowerBound == 1)
    #expect(Self.seeds(1).lowerBound == Self.seeds(0).upperBound + 1)
  }
}
