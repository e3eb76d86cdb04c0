import TestSupport
import Testing

/// A method named by its compound name is a function value, as swiftc makes it
/// (`let f = d.handle(_:)`, `[1, 2].map(double(_:))`); parentheses that hold arguments are
/// still a call.
struct MethodReferenceTests {
  @Test("a compound name is the method as a function value, with or without a receiver")
  func compoundNamesAreFunctionValues() {
    let run = ScriptRun(
      """
      class Pager {
        func double(_ x: Int) -> Int { x * 2 }
        func move(from a: Int, to b: Int) -> Int { b - a }
        func run() {
          let m = move(from:to:)
          print(m(1, 5), [1, 2].map(double(_:)), [3].map(self.double(_:)))
        }
      }
      Pager().run()
      func add(a: Int, b: Int) -> Int { a + b }
      let f = add(a:b:)
      let g = Pager().double(_:)
      print(f(2, 3), add(a: 1, b: 2), g(21))
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output.split(separator: "\n").map(String.init) == [
        "pager.run()", "  4 [2, 4] [6]", "5 3 42",
      ])
  }

  @Test("parentheses that hold arguments are a call, and an initialiser is named with .init")
  func argumentsAreStillACall() {
    let run = ScriptRun(
      """
      func pick(a: Int, b: Int) -> Int { a * 10 + b }
      let y = 4
      let flag = true
      print(pick(a: y, b: y), pick(a: flag ? 1 : 2, b: 3))
      let make = UINavigationController.init(rootViewController:)
      print(make(UIViewController()).viewControllers.count)
      """)
    #expect(!run.hadError, "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "44 13", "\(run.output)")
    #expect(lines.last == "1", "\(run.output)")
  }
}
