import TestSupport
import Testing

/// Foundation's `compare:` answers a `ComparisonResult`, comparators sort as Foundation sorts
/// with them, and in Objective-C an SDK enumeration's constant is the integer C makes it.
struct ComparisonAndCEnumTests {
  typealias Case = LanguageCase

  static let cases: [Case] = [
    Case(
      "compare: of strings and numbers, and a comparator block sorting both ways",
      """
      NSLog(@"%d %d %d", [@"a" compare:@"b"] == NSOrderedAscending,
            [@2 compare:@2] == NSOrderedSame, [@"B" caseInsensitiveCompare:@"a"] == NSOrderedDescending);
      NSArray *up = [@[@3, @1, @2] sortedArrayUsingComparator:^NSComparisonResult(id a, id b) {
        return [a compare:b];
      }];
      NSMutableArray *down = [up mutableCopy];
      [down sortUsingComparator:^NSComparisonResult(NSNumber *a, NSNumber *b) { return [b compare:a]; }];
      NSMutableArray *names = [@[@"b", @"C", @"a"] mutableCopy];
      [names sortUsingSelector:@selector(compare:)];
      NSLog(@"%@ %@ %@", [up componentsJoinedByString:@","], [down componentsJoinedByString:@","],
            [names componentsJoinedByString:@","]);
      """,
      "1 1 1\n1,2,3 3,2,1 C,a,b"),
    Case(
      "Swift: compare(_:) and a comparator closure over NSNumbers",
      """
      print("a".compare("b") == .orderedAscending, "b".caseInsensitiveCompare("B") == .orderedSame)
      let m = NSMutableArray(array: [3, 1, 2])
      m.sort(comparator: { ($0 as! NSNumber).compare($1 as! NSNumber) })
      print(m[0], m[2])
      """,
      "true true\n1 3"),
    Case(
      "An SDK enumeration's constant is an integer in C: cast, compared and added",
      """
      NSLog(@"%ld %ld %d", (long)UIViewContentModeScaleAspectFill, (long)NSOrderedAscending,
            UIViewContentModeCenter == 4);
      NSInteger next = UIViewContentModeRedraw + 1;
      UIModalPresentationStyle style = UIModalPresentationCustom;
      NSLog(@"%ld %d", (long)next, style == UIModalPresentationCustom);
      """,
      "2 -1 1\n4 1"),
  ]

  @Test(arguments: cases) func runs(_ item: Case) { item.expectCleanRun() }

  /// Swift keeps its types: an imported enumeration's case is not an integer there.
  @Test func swiftDoesNotAddAnIntegerToACase() {
    let run = ScriptRun("let m = UIView.ContentMode.redraw + 1")
    #expect(run.hadError, "\(run.output)")
  }
}
