import TestSupport
import Testing

/// The SDK's option sets compute on their bits, as Swift's `OptionSet` and C's `NS_OPTIONS`
/// integers do; their members and raw values come from the rows.
@Suite struct OptionSetTests {
  static let swift: [LanguageCase] = [
    LanguageCase(
      "contains reads the bits of a member",
      """
      let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
      print(mask.contains(.flexibleWidth), mask.contains(.flexibleTopMargin))
      print(mask.contains([.flexibleWidth, .flexibleHeight]), mask.isEmpty)
      """,
      "true false\ntrue false"),
    LanguageCase(
      "a literal compares with a set of its context's type",
      """
      let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
      print([.flexibleHeight, .flexibleWidth] == mask, mask == [.flexibleWidth])
      """,
      "true false"),
    LanguageCase(
      "a member that names several bits equals its parts",
      """
      print(UIRectEdge.all == [.top, .left, .bottom, .right], UIRectEdge.all.contains(.left))
      print(UIRectEdge.all == [.top, .left])
      """,
      "true true\nfalse"),
    LanguageCase(
      "rawValue and init(rawValue:) are the bits",
      """
      let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
      print(mask.rawValue, UIRectEdge.all.rawValue)
      print(UIView.AutoresizingMask(rawValue: 18) == mask)
      """,
      "18 15\ntrue"),
    LanguageCase(
      "print shows the C type holding its raw value",
      """
      let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight]
      print(mask)
      print(UIRectEdge())
      """,
      "UIViewAutoresizing(rawValue: 18)\nUIRectEdge(rawValue: 0)"),
    LanguageCase(
      "insert and remove change a variable and answer as SetAlgebra does",
      """
      var mask: UIView.AutoresizingMask = [.flexibleWidth]
      let result = mask.insert(.flexibleHeight)
      print(result.inserted, mask.rawValue)
      print(mask.insert(.flexibleHeight).inserted)
      print(mask.remove(.flexibleWidth) == .flexibleWidth, mask.rawValue)
      print(mask.remove(.flexibleWidth) == nil)
      """,
      "true 18\nfalse\ntrue 16\ntrue"),
    LanguageCase(
      "union, intersection, subtracting and the form… methods",
      """
      var edges: UIRectEdge = [.top, .left]
      print(edges.union(.bottom).rawValue, edges.intersection([.left, .right]).rawValue)
      print(edges.subtracting(.top).rawValue, edges.symmetricDifference([.top, .right]).rawValue)
      print(edges.isSubset(of: .all), edges.isDisjoint(with: [.bottom]))
      edges.formUnion([.bottom, .right])
      print(edges == .all)
      edges.subtract(.all)
      print(edges.isEmpty)
      """,
      "7 2\n2 10\ntrue true\ntrue\ntrue"),
    LanguageCase(
      "a view's mask answers contains",
      """
      let v = UIView()
      v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      print(v.autoresizingMask.contains(.flexibleHeight), v.autoresizingMask.rawValue)
      """,
      "v.autoresizingMask = [.flexibleWidth, .flexibleHeight]\ntrue 18"),
  ]

  @Test(arguments: swift) func swiftOptionSets(_ test: LanguageCase) {
    test.expectCleanRun()
  }

  @Test func objectiveCMasksAreIntegersOfBits() {
    LanguageCase(
      "",
      """
      @interface Box : UIViewController
      @end
      @implementation Box
      - (void)check {
        UIViewAutoresizing mask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
        mask = mask & ~UIViewAutoresizingFlexibleWidth;
        NSLog(@"%lu", (unsigned long)mask);
        if (mask & UIViewAutoresizingFlexibleWidth) { NSLog(@"width"); } else { NSLog(@"no width"); }
        if (mask == UIViewAutoresizingFlexibleHeight) { NSLog(@"height only"); }
        NSLog(@"%d", UIRectEdgeAll == (UIRectEdgeTop | UIRectEdgeLeft | UIRectEdgeBottom | UIRectEdgeRight));
      }
      @end
      Box *b = [[Box alloc] init];
      [b check];
      """,
      "b.check()\n  16\n  no width\n  height only\n  1"
    ).expectCleanRun()
  }
}

/// What only Objective-C writes, in Swift: the SDK's C type names (renamed, and run) and bit
/// operators on option sets (refused).
@Suite struct SwiftSpellingOfOptionSetsTests {
  @Test(arguments: [
    (
      "let o = NSLayoutFormatOptions(rawValue: 0)",
      "warning: 1:9: 'NSLayoutFormatOptions' has been renamed to 'NSLayoutConstraint.FormatOptions'"
    ),
    (
      "let q: UIViewAutoresizing = []",
      "warning: 1:8: 'UIViewAutoresizing' has been renamed to 'UIView.AutoresizingMask'"
    ),
  ])
  func anObjectiveCTypeNameGetsSwiftcsRenameMessageAndRuns(_ script: String, _ message: String) {
    // Code written before Swift 4.2 renamed these types still runs, as old method names do.
    let run = ScriptRun(script + "\nprint(\"goes on\")")
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.split(separator: "\n").first.map(String.init) == message, "\(run.output)")
    #expect(run.output.hasSuffix("goes on"))
  }

  @Test func aBitOperatorOnAnOptionSetIsSwiftcsError() {
    let run = ScriptRun("let e = UIRectEdge.top | UIRectEdge.left\nprint(\"goes on\")")
    #expect(run.hadError)
    #expect(
      run.output.split(separator: "\n").first.map(String.init)
        == "error: 1:9: binary operator '|' cannot be applied to two 'UIRectEdge' operands",
      "\(run.output)")
    #expect(run.output.hasSuffix("goes on"))
  }

  @Test func theSwiftNamesAndObjectiveCsOperatorsStayValid() {
    LanguageCase(
      "",
      """
      let f = NSLayoutConstraint.FormatOptions(rawValue: 0)
      let edges: UIRectEdge = [.top, .left]
      print(f.isEmpty, edges.rawValue)
      UIRectEdge both = UIRectEdgeTop | UIRectEdgeLeft;
      NSLog(@"%lu", (unsigned long)both);
      """,
      "true 3\n3"
    ).expectCleanRun()
  }
}
