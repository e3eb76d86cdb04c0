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
