import TestSupport
import Testing

/// A value that does not fit the type its declaration or its function declares is swiftc's
/// error in swiftc's words; values that fit, however they are written, run.
@Suite struct DeclaredTypeTests {
  @Test func aDeclarationsValueMustFitItsSpecifiedType() {
    let run = ScriptRun(
      """
      var title: String = 5
      let count: Int = "three"
      print("goes on")
      """)
    #expect(run.hadError)
    #expect(
      run.output
        == """
        error: 1:21: cannot convert value of type 'Int' to specified type 'String'
        var title: String = 5
                            ^
        error: 2:18: cannot convert value of type 'String' to specified type 'Int'
        let count: Int = "three"
                         ^~~~~~~
        goes on
        """, "\(run.output)")
  }

  @Test func aReturnedValueMustFitTheReturnType() {
    let run = ScriptRun(
      """
      class Pager: UIViewController {
        func pageCount() -> Int {
          return "two"
        }
        var label: String { 3 }
      }
      let p = Pager()
      print(p.pageCount())
      print(p.label)
      """)
    #expect(run.hadError)
    #expect(
      run.output.contains(
        """
        error: 3:12: cannot convert return expression of type 'String' to return type 'Int'
            return "two"
                   ^~~~~
        """), "\(run.output)")
    #expect(
      run.output.contains(
        "error: 5:23: cannot convert return expression of type 'Int' to return type 'String'"),
      "\(run.output)")
  }

  @Test func clangRejectsAnIntegerForAnObjectAndAnObjectForANumber() {
    let run = ScriptRun(
      """
      NSNumber *count = 5;
      id anything = (3);
      NSInteger index = @"first";
      CGFloat width = @[@1];
      NSNumber *boxed = @5;
      NSString *none = 0;
      BOOL present = @"yes";
      NSInteger total = [@[@1, @2] count];
      NSLog(@"%@ %@ %d %ld", boxed, none, present, (long)total);
      """)
    #expect(run.hadError)
    let errors = run.output.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    #expect(
      errors == [
        "error: 1:19: implicit conversion of 'int' to 'NSNumber *' is disallowed with ARC",
        "error: 2:15: implicit conversion of 'int' to 'id' is disallowed with ARC",
        "error: 3:19: incompatible pointer to integer conversion initializing 'NSInteger' (aka 'long') with an expression of type 'NSString *'",
        "error: 4:17: initializing 'CGFloat' (aka 'double') with an expression of incompatible type 'NSArray *'",
      ], "\(run.output)")
    // A null pointer constant is any pointer's; a pointer is a truth value for `BOOL`.
    #expect(run.output.hasSuffix("5 (null) 1 2"), "\(run.output)")
  }

  @Test func returnedValuesThatFitRun() {
    LanguageCase(
      "objects of a subclass or protocol, optionals, numbers, generics, tuples, closures",
      """
      protocol Named { var name: String { get } }
      class Page: UIViewController, Named {
        var name: String { "page" }
        func controller() -> UIViewController { self }
        func named() -> Named { self }
        func none() -> UIViewController? { nil }
        func width() -> CGFloat { 42 }
        func same<T: UIViewController>(_ x: T) -> T { x }
        func pair() -> (Int, String) { (1, "a") }
        func maker() -> () -> Int { return { 7 } }
      }
      let p = Page()
      print(p.controller() === p, p.named().name, p.none() == nil, p.width(), p.same(p) === p, p.pair(), p.maker()())
      """,
      """
      true page true 42.0 true (1, "a") 7
      """
    ).expectCleanRun()
  }
}
