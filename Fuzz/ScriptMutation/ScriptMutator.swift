/// Makes mutants of seed scripts: one to four mutations stacked on one seed, all drawn from the
/// generator the caller seeds, so a campaign's seed and a mutant's index give the mutant back.
public struct ScriptMutator: Sendable {
  /// The dictionary's words and the seeds' lines.
  public let context: MutationContext
  /// The mutations to draw from (all of them unless a test narrows them).
  public let mutations: [ScriptMutation]

  public init(context: MutationContext, mutations: [ScriptMutation] = ScriptMutation.allCases) {
    self.context = context
    self.mutations = mutations
  }

  /// `text` changed by one to four mutations (half the time one, a quarter two, …), and the
  /// mutations applied, in order.
  public func mutate(
    _ text: String, random: inout MutationRandom
  ) -> (text: String, applied: [ScriptMutation]) {
    var count = 1
    while count < 4, random.chance(50) { count += 1 }
    var mutant = text
    var applied: [ScriptMutation] = []
    for _ in 0..<count {
      // A mutation with nothing to work on gives way to another.
      for _ in 0..<8 {
        let mutation = random.pick(mutations)
        if let changed = mutation.apply(to: mutant, context: context, random: &random) {
          mutant = changed
          applied.append(mutation)
          break
        }
      }
    }
    return (mutant, applied)
  }
}
