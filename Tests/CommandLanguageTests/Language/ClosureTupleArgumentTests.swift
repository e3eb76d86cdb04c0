import TestSupport
import Testing

/// A closure given one tuple takes it apart when it reads as many of `$0`, `$1`, … as the
/// tuple has elements, or names as many parameters, as swiftc allows; one that reads only `$0`
/// has the whole tuple there.
struct ClosureTupleArgumentTests {
  @Test func aClosureReadingDollarOneTakesAPairApart() {
    let run = ScriptRun(
      """
      let a = [1, 2, 3]
      let b = [10, 20, 30]
      print(zip(a, b).map { $0 + $1 })
      let dict = ["x": 1]
      print(dict.map { $0.key }, dict.map { $1 }, dict.map { $0.value })
      print(zip(a, b).map { (x, y) in x * y })
      print(a.enumerated().map { $0 * $1 })
      print(zip(a, b).map { $0 })
      print(a.enumerated().filter { $1 > 1 }.map { $0.offset })
      print(zip(a, b).map { pair in pair.1 - pair.0 })
      print(zip(a, b).map { [$0].count + $1 })
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output
        == trimmedBlock(
          """
          [11, 22, 33]
          ["x"] [1] [1]
          [10, 40, 90]
          [0, 2, 6]
          [(1, 10), (2, 20), (3, 30)]
          [1, 2]
          [9, 18, 27]
          [11, 21, 31]
          """), "\(run.output)")
  }

  /// The count is the closure's own: a nested closure's `$1` does not make the outer one's
  /// `$0` a pair's first element.
  @Test func aNestedClosuresDollarOneIsItsOwn() {
    let run = ScriptRun(
      """
      let pairs = [(1, 2), (3, 4)]
      print(pairs.map { [$0.0, $0.1].reduce(0) { $0 + $1 } })
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output == "[3, 7]", "\(run.output)")
  }
}
