import Rendering
import Shell
import TestSupport
import Testing

/// Runaways whose steps are slow, or that take no step the loop counts, end within a fraction
/// of a second of processor time.
struct SlowRunawayTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let script: String
    let syntax: LogSyntax
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a loop whose body only declares a function",
      script: "while true {\n func viewWillAppear( animated: Bool) {\n  }\n}", syntax: .swift),
    Case(
      name: "a C loop without a test whose body assigns a frame",
      script: "for (;;)\n    frame = view.bounds", syntax: .swift),
    Case(
      name: "an Objective-C while on an object, logged in Objective-C",
      script:
        "UIViewController *b = [[UIViewController alloc] init];\nwhile (b)\n  b.view.alpha = 0.5;",
      syntax: .objc),
    Case(
      name: "a loop whose body only declares a constant",
      script: "repeat { let x = 1 } while true", syntax: .swift),
  ]

  @Test(arguments: cases)
  func stopsWithinAFractionOfASecond(_ test: Case) {
    var options = SessionOptions()
    options.syntax = test.syntax
    let run = ScriptRun(test.script + "\nprint(\"still here\")", options: options)
    #expect(run.hadError)
    #expect(
      run.output.contains("execution stopped after"), "\(run.output.suffix(400))")
    #expect(run.output.hasSuffix("still here"), "the session goes on")
    #expect(run.violations.isEmpty, "\(run.violations)")
    // How fast the stop comes (0.4 s of processor time in a release build) is measured by
    // `make fuzz-scripts` on the release binary, not here: a timed unit test fails on a busy
    // machine. What is checked is that it ends at all, by the budget, and says so.
  }

  @Test("a function declared in a loop's body is local to it, not a method of the container")
  func functionInALoopIsLocal() {
    let run = ScriptRun(
      """
      for i in 0..<3 {
        func viewWillAppear(_ animated: Bool) { print("local", i) }
        viewWillAppear(true)
      }
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output == "local 0\nlocal 1\nlocal 2")
  }

  @Test("a condition must be a Bool in Swift, whatever the parentheses")
  func swiftConditionsAreBool() {
    for script in [
      "let b = UIViewController()\nwhile b { break }",
      "let b = UIViewController()\nwhile (b) { break }",
      "let b = UIViewController()\nif b { }",
      "let b = UIViewController()\nguard b else { fatalError() }",
    ] {
      let run = ScriptRun(script)
      #expect(run.hadError)
      #expect(
        run.output.contains(
          "cannot convert value of type 'UIViewController' to expected condition type 'Bool'"),
        "\(run.output)")
    }
  }
}
