import TestSupport
import Testing

/// The SDK's numeric structures (`UILayoutPriority`, `UIWindow.Level`): typed values with a raw
/// value, the operators UIKit's Swift overlay gives them, and Swift's printing.
@Suite struct TypedNumberTests {
  static let cases: [LanguageCase] = [
    LanguageCase(
      "print shows the C name and the stored Float",
      """
      print(UILayoutPriority.required)
      print(UILayoutPriority(rawValue: 999), UILayoutPriority(250))
      """,
      "UILayoutPriority(rawValue: 1000.0)\n"
        + "UILayoutPriority(rawValue: 999.0) UILayoutPriority(rawValue: 250.0)"),
    LanguageCase(
      "adding or subtracting a raw value keeps the type",
      """
      print(UILayoutPriority.required - 1)
      print(UILayoutPriority.defaultHigh + 1, 1 + UILayoutPriority.defaultLow)
      """,
      "UILayoutPriority(rawValue: 999.0)\n"
        + "UILayoutPriority(rawValue: 751.0) UILayoutPriority(rawValue: 251.0)"),
    LanguageCase(
      "two values subtract to a raw difference and compare",
      """
      print(UILayoutPriority.required - UILayoutPriority.defaultLow)
      print(UILayoutPriority.defaultHigh < .required, UILayoutPriority.defaultLow >= .required)
      """,
      "750.0\ntrue false"),
    LanguageCase(
      "rawValue and equality",
      """
      let p: UILayoutPriority = .defaultLow
      print(p.rawValue, p == .defaultLow, p == UILayoutPriority(rawValue: 250))
      """,
      "250.0 true true"),
    LanguageCase(
      "a constraint's priority reads as the structure",
      """
      let v = UIView()
      let c = v.widthAnchor.constraint(equalToConstant: 10)
      c.priority = .required - 1
      print(c.priority, c.priority.rawValue)
      """,
      "c.priority = 999\nUILayoutPriority(rawValue: 999.0) 999.0"),
  ]

  @Test(arguments: cases) func typedNumbers(_ test: LanguageCase) {
    test.expectCleanRun()
  }

  @Test func anOperatorTheOverlayDoesNotDeclareIsSwiftcsError() {
    let run = ScriptRun("print(UILayoutPriority.required * 2)\nprint(\"goes on\")")
    #expect(run.hadError)
    #expect(
      run.output.contains(
        "binary operator '*' cannot be applied to operands of type 'UILayoutPriority' and 'Int'"),
      "\(run.output)")
    #expect(run.output.hasSuffix("goes on"))
  }

  @Test func objectiveCConstantsAreNumbers() {
    LanguageCase(
      "",
      """
      UIView *v = [[UIView alloc] init];
      NSLayoutConstraint *c = [v.widthAnchor constraintEqualToConstant:10];
      c.priority = UILayoutPriorityRequired - 1;
      NSLog(@"%.0f %.0f", c.priority, UILayoutPriorityDefaultHigh + 1);
      """,
      "c.priority = 999\n999 751"
    ).expectCleanRun()
  }
}
