/// A small deterministic random generator (xorshift64*) for mutants.
///
/// Mutant `index` of a campaign gets a stream of its own, so a mutant is the same whichever
/// worker makes it and in whatever order; its own numbers (not the standard library's
/// `random(in:using:)`, whose algorithm may change) keep mutants the same across toolchains.
public struct MutationRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// The stream of mutant `index` in the campaign started from `seed`.
  public init(seed: UInt64, index: UInt64 = 0) {
    // Neighbouring seeds and indexes must start far apart; the state must never be zero.
    var mixed = (seed &* 0x9E37_79B9_7F4A_7C15) ^ ((index &+ 1) &* 0xD1B5_4A32_D192_ED03)
    mixed ^= mixed >> 29
    mixed = mixed &* 0xBF58_476D_1CE4_E5B9
    state = mixed == 0 ? 0x2545_F491_4F6C_DD1D : mixed
    for _ in 0..<4 { _ = next() }
  }

  public mutating func next() -> UInt64 {
    state ^= state >> 12
    state ^= state << 25
    state ^= state >> 27
    return state &* 0x2545_F491_4F6C_DD1D
  }

  /// A number in `0..<bound` (`bound` must be positive).
  public mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  /// A number in `range`.
  public mutating func within(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.count)
  }

  /// True with probability `percent` in 100.
  public mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }

  /// One element of a non-empty array.
  public mutating func pick<Element>(_ elements: [Element]) -> Element {
    elements[below(elements.count)]
  }
}
