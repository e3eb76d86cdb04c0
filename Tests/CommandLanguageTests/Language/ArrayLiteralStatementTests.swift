import TestSupport
import Testing

/// A statement may start with an array literal of members (`[A.b, A.c].forEach { … }`), which
/// only looks like a collection type used as a value (`[A.B]()`, `[K: V]()`).
struct ArrayLiteralStatementTests {
  @Test func anArrayOfMembersStartsAStatement() {
    LanguageCase(
      "an array literal of members, and collection types used as values",
      """
      enum Edge: Int { case top = 1, bottom = 2 }
      [Edge.top,
       Edge.bottom].forEach {
        print($0.rawValue)
      }
      let names = [String: Int]()
      let lists = [Dictionary<String, Int>]()
      let options = [UIView.AnimationOptions]()
      print(names.count, lists.count, options.count, [Int](repeating: 7, count: 2))
      """,
      "1\n2\n0 0 0 [7, 7]"
    ).expectCleanRun()
  }
}
