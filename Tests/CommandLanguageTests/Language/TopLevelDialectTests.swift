import Testing

/// A top-level statement is read in the language its syntax belongs to: an `@"…"` string is
/// Objective-C's, so a C condition around one tests an integer as C does.
struct TopLevelDialectTests {
  @Test func anObjectiveCStringMakesTheStatementObjectiveC() {
    LanguageCase(
      "an integer condition in a statement that logs an @\"…\" string",
      """
      NSInteger mask = 3;
      if (mask & 1) { NSLog(@"odd"); }
      if (mask & 4) { NSLog(@"four"); } else { NSLog(@"no four"); }
      """,
      """
      odd
      no four
      """
    ).expectCleanRun()
  }
}
