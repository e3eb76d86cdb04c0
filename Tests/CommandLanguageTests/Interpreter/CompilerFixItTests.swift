import TestSupport
import Testing

/// A property called as a method, a method read as a property and a type name used as a value
/// get swiftc's own words and fix-its, never "cannot find in scope".
struct CompilerFixItTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let script: String
    let expected: String
    var testDescription: String { script }
  }

  @Test(arguments: [
    Case(
      script: "let r = view.bounds()",
      expected: """
        error: 1:14: cannot call value of non-function type 'CGRect'
        let r = view.bounds()
                     ^~~~~~
        fix-it: remove '()'
        """),
    Case(
      script: "let f: CGRect = self.frameForContentController",
      expected: """
        error: 1:22: method 'frameForContentController' was used as a property; add () to call it
        let f: CGRect = self.frameForContentController
                             ^~~~~~~~~~~~~~~~~~~~~~~~~
        fix-it: insert '()'
        """),
    Case(
      script: "func area() -> CGRect { view.bounds }\nview.frame = container.area",
      expected: """
        error: 2:24: method 'area' was used as a property; add () to call it
        view.frame = container.area
                               ^~~~
        fix-it: insert '()'
        """),
    Case(
      script: "let c = UIViewController",
      expected: """
        error: 1:9: expected member name or initializer call after type name
        let c = UIViewController
                ^~~~~~~~~~~~~~~~
        fix-it: insert '()'
        """),
  ])
  func swiftcsWordsAndFixIt(_ test: Case) {
    let run = ScriptRun(test.script)
    #expect(run.hadError)
    #expect(run.output == test.expected, "\(run.output)")
  }

  @Test("Objective-C dot syntax still calls the helper; Swift calls it with ()")
  func objectiveCDotSyntaxCallsTheHelper() {
    let run = ScriptRun(
      "CGRect r = self.frameForContentController;\nNSLog(@\"%f\", r.size.width);\nprint(frameForContentController().width)"
    )
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output == "320.000000\n320.0")
  }
}
