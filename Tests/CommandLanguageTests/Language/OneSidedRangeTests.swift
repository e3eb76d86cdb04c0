import TestSupport
import Testing

/// Swift's one-sided ranges: `zip(0..., pages)` numbers a sequence, and `items[1...]`,
/// `items[..<2]`, `items[...1]` slice an array from its start or to its end.
struct OneSidedRangeTests {
  @Test func oneSidedRangesNumberAndSlice() {
    let run = ScriptRun(
      """
      let pages = ["a", "b", "c"]
      for (i, p) in zip(0..., pages) { print(i, p) }
      print(pages[1...], pages[..<2], pages[...1], pages[3...], pages[..<0])
      let n = 1
      print([10, 20, 30][(n + 1)...], zip(5..., [7, 8]).map { pair in pair.0 + pair.1 })
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output
        == "0 a\n1 b\n2 c\n[\"b\", \"c\"] [\"a\", \"b\"] [\"a\", \"b\"] [] []\n[30] [12, 14]",
      "\(run.output)")
  }

  @Test func aRangePastTheEndTrapsAndAnUpToRangeAloneIsNotSimulated() {
    let past = ScriptRun("let pages = [1, 2, 3]\nprint(pages[4...])")
    // Swift makes 4..<3 from the array's end index, and a range may not run backwards.
    #expect(
      past.output.contains("range requires lowerBound <= upperBound (4 > 3)"), "\(past.output)")
    let alone = ScriptRun("let x = ..<3")
    #expect(alone.output.contains("not simulate"), "\(alone.output)")
  }

  @Test func oneSidedRangesMatchAsPatterns() {
    let run = ScriptRun(
      """
      for x in [-5, 0, 3, 9, 2000000] {
        switch x {
        case ..<0: print("neg")
        case ...3: print("small")
        case 1_000_000...: print("huge")
        default: print("mid")
        }
      }
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output == "neg\nsmall\nsmall\nmid\nhuge", "\(run.output)")
  }

  /// `lower...` has no end: it prints as Swift's `PartialRangeFrom` and holds every number from
  /// its lower bound on, however far.
  @Test func aPartialRangeFromHasNoEnd() {
    let run = ScriptRun(
      """
      let r = 3...
      print(r, r.contains(5_000_000), r.contains(2))
      for i in 5... { if i > 6 { break }; print(i) }
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output == "PartialRangeFrom<Int>(lowerBound: 3) true false\n5\n6", "\(run.output)")
  }
}
