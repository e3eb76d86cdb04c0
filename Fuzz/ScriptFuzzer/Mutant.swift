import ScriptMutation

/// One mutant as the campaign made it: which seed, which command, which mutations, its text.
struct Mutant: Sendable {
  var index: Int
  var seed: SeedScript
  var command: MutantCommand
  var applied: [ScriptMutation]
  var text: String

  /// The file name a mutant of this seed is written under.
  func fileName(_ stem: String) -> String {
    stem + "." + seed.dialect.fileExtension
  }

  /// Seed, index and mutations, for a report line.
  var origin: String {
    "\(seed.name) #\(index) (\(applied.map(\.rawValue).joined(separator: ", ")))"
  }
}

/// Makes mutant `index` of a campaign, the same whichever worker asks and whenever.
struct MutantFactory: Sendable {
  /// The seeds, one group per seed path given: a mutant's seed comes from a group picked first,
  /// so that a folder of 200 answers does not crowd out one of 14 examples.
  let groups: [[SeedScript]]
  let exercises: [String]
  let mutator: ScriptMutator
  let campaignSeed: UInt64

  func mutant(_ index: Int) -> Mutant {
    var random = MutationRandom(seed: campaignSeed, index: UInt64(index))
    let seed = random.pick(random.pick(groups))
    let command = MutantCommand.pick(for: seed, exercises: exercises, random: &random)
    let (text, applied) = mutator.mutate(seed.text, random: &random)
    return Mutant(index: index, seed: seed, command: command, applied: applied, text: text)
  }
}
