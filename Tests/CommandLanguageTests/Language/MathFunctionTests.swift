import TestSupport
import Testing

/// `modf` as each language declares it: Swift's pair of parts, C's out-parameter.
@Suite struct MathFunctionTests {
  @Test func swiftsModfIsThePairOfTheIntegralAndFractionalParts() {
    LanguageCase(
      "towards zero; infinity keeps itself whole with no fraction",
      """
      let (whole, fraction) = modf(2.75)
      print(whole, fraction, modf(-1.5), modf(Double.infinity).1)
      """,
      "2.0 0.75 (-1.0, -0.5) 0.0"
    ).expectCleanRun()
  }

  @Test func csModfStoresTheIntegralPartAndReturnsTheFraction() {
    LanguageCase(
      "through a pointer to a double",
      """
      double whole;
      double fraction = modf(-2.25, &whole);
      NSLog(@"%.2f %.2f", whole, fraction);
      """,
      "-2.00 -0.25"
    ).expectCleanRun()
  }
}
