import TestSupport
import Testing

/// `print` of an object of a Swift class that inherits from no class, without a
/// `description`, shows the class qualified by the module, as Swift does (`main.Failure`); an
/// `NSObject` subclass keeps Objective-C's `<Name: …>` form, and a `description` wins.
struct SwiftClassPrintTests {
  static let cases = [
    LanguageCase(
      "an error of a root class, printed where it is caught",
      """
      class Failure: Error {}
      do { throw Failure() } catch { print(error) }
      """,
      "main.Failure"),
    LanguageCase(
      "a subclass of a root class, alone, in an array and interpolated",
      """
      class Base {}
      class Sub: Base {}
      let sub = Sub()
      print(sub)
      print([Base()])
      print("got \\(sub)")
      """,
      """
      main.Sub
      [main.Base]
      got main.Sub
      """),
    LanguageCase(
      "a description of the class's own",
      """
      class Named: CustomStringConvertible {
        var description: String { "named" }
      }
      print(Named())
      """,
      "named"),
  ]

  @Test(arguments: cases) func runs(_ item: LanguageCase) { item.expectCleanRun() }

  @Test func anNSObjectSubclassKeepsItsObjectiveCForm() {
    let run = ScriptRun(
      """
      class Token: NSObject {}
      let token = Token()
      print(token)
      """)
    #expect(run.output.hasPrefix("<Token: "), "\(run.output)")
    #expect(!run.output.contains("main."), "\(run.output)")
    #expect(!run.hadError)
  }
}
