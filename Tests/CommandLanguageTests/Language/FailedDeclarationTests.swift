import TestSupport
import Testing

/// A declaration whose initial value fails gives one error, as a compiler's would: the lines
/// that use the variable afterwards do not each add `cannot find 'x' in scope`.
struct FailedDeclarationTests {
  @Test(arguments: [
    (
      """
      let a = UIViewController()
      let b = a.noSuchThing()
      container.addChild(b)
      print("goes on")
      """,
      """
      error: 2:11: value of type 'UIViewController' has no member 'noSuchThing'
      let b = a.noSuchThing()
                ^~~~~~~~~~~
      goes on
      """
    ),
    (
      """
      @interface Child : UIViewController
      @end
      Child *c = [[Child alloc] initWithFoo:1];
      [self addChildViewController:c];
      NSLog(@"goes on");
      """,
      """
      error: 3:27: 'Child' has no initializer that matches 'initWithFoo:'
      Child *c = [[Child alloc] initWithFoo:1];
                                ^~~~~~~~~~~~
      goes on
      """
    ),
  ])
  func oneErrorThenTheRunGoesOn(_ script: String, _ expected: String) {
    let run = ScriptRun(script)
    #expect(run.output == expected)
    #expect(run.hadError)
  }
}

/// A class whose declaration fails is reported once: its uses, its
/// `@implementation` and its extensions stop without another error, as a compiler's one error.
struct FailedClassTests {
  static let cases: [LanguageCase] = [
    LanguageCase(
      "Swift: the class with an unknown superclass, then its uses",
      """
      class Pager: Missing {
        func f() { print("f") }
      }
      let a = Pager()
      a.f()
      extension Pager { func g() {} }
      print("next")
      """,
      """
      error: 1:7: cannot find type 'Missing' in scope
      class Pager: Missing {
            ^~~~~
      next
      """),
    LanguageCase(
      "Objective-C: the @interface with an unknown superclass, its @implementation and uses",
      """
      @interface Pager : Missing
      @end
      @implementation Pager
      - (void)f { NSLog(@"f"); }
      @end
      Pager *p = [[Pager alloc] init];
      [p f];
      NSLog(@"next");
      """,
      """
      error: 1:12: cannot find interface declaration for 'Missing', superclass of 'Pager'
      @interface Pager : Missing
                 ^~~~~
      next
      """),
  ]

  @Test(arguments: cases)
  func reportsTheDeclarationOnce(_ test: LanguageCase) {
    let run = ScriptRun(test.script)
    #expect(run.output == trimmedBlock(test.expected))
  }
}
