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
    LanguageCase(
      "an implicit member is of the type the context or the other operand gives",
      """
      let w = UIFont.Weight.medium
      let s: UIFont.Weight = .semibold
      print(s, w < .semibold, .black > w, w == .medium, w == .bold)
      let level = UIWindow.Level.normal
      print(level < .alert, level + 1 > .normal)
      """,
      "UIFontWeight(rawValue: 0.30000001192092896) true true true false\ntrue true"),
    LanguageCase(
      "window levels have their device values (rule W.4)",
      """
      print(UIWindow.Level.normal, UIWindow.Level.statusBar, UIWindow.Level.alert)
      print(UIWindow.Level.alert.rawValue, UIWindow.Level.normal < .statusBar)
      """,
      "UIWindowLevel(rawValue: 0.0) UIWindowLevel(rawValue: 1000.0) UIWindowLevel(rawValue: 2000.0)\n"
        + "2000.0 true"),
    LanguageCase(
      "font weights are single-precision values widened to CGFloat (rule W.4)",
      """
      print(UIFont.Weight.bold)
      print(UIFont.Weight.ultraLight.rawValue, UIFont.Weight.regular.rawValue, UIFont.Weight.black.rawValue)
      print(UIFont.Weight.medium < UIFont.Weight.semibold, UIFont.Weight.heavy == UIFont.Weight(rawValue: 0.56))
      """,
      "UIFontWeight(rawValue: 0.4000000059604645)\n"
        + "-0.800000011920929 0.0 0.6200000047683716\n"
        + "true false"),
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

  @Test func objectiveCWindowLevelsAndFontWeightsHaveTheirValues() {
    LanguageCase(
      "",
      """
      NSLog(@"%.0f %.0f %.0f", UIWindowLevelNormal, UIWindowLevelStatusBar, UIWindowLevelAlert);
      NSLog(@"%.2f %.2f %.1f", UIFontWeightMedium, UIFontWeightHeavy, UIFontWeightThin);
      NSLog(@"%d", UIFontWeightBold > UIFontWeightSemibold);
      """,
      "0 1000 2000\n0.23 0.56 -0.6\n1"
    ).expectCleanRun()
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
