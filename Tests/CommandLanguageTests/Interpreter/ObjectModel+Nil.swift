import TestSupport
import Testing

/// Nil as Objective-C and Swift define it.
///
/// Each expected log was checked against the rules and the languages' own semantics.
struct ObjectModelNilTests {
  static let cases: [RuleCase] = [
    RuleCase(
      "5 Objective-C: messages to nil do nothing and return nil, 0, NO or CGRectZero",
      #"""
      UIViewController *nothing = nil;
      [nothing removeFromParentViewController];
      [nothing addChildViewController:self];
      NSLog(@"%@ %d %d", [nothing parentViewController], (int)[nothing isViewLoaded], (int)[[nothing childViewControllers] count]);
      """#,
      #"""
      (null) 0 0
      """#),
    RuleCase(
      "5 Objective-C: dot-syntax reads on nil give nil and zeros, writes do nothing",
      #"""
      UIViewController *nothing = nil;
      CGRect frame = nothing.view.frame;
      NSLog(@"%@ %.0f %.0f %d", nothing.view, frame.size.width, nothing.view.alpha, nothing.view.hidden);
      nothing.view.frame = CGRectMake(0, 0, 1, 1);
      NSLog(@"done");
      """#,
      #"""
      (null) 0 0 0
      done
      """#),
    RuleCase(
      "5 Objective-C: a message to nil returns the zero of the user's method",
      #"""
      @interface Counter : NSObject
      - (NSInteger)count;
      - (CGRect)area;
      @end
      @implementation Counter
      - (NSInteger)count { return 7; }
      - (CGRect)area { return CGRectMake(0, 0, 5, 5); }
      @end
      Counter *none = nil;
      NSLog(@"%ld %.0f", (long)[none count], [none area].size.width);
      """#,
      #"""
      0 0
      """#),
    RuleCase(
      "5 Swift: optional chaining on nil does nothing; plain access on nil is an error",
      #"""
      class Holder { var child: UIViewController? }
      let holder = Holder()
      holder.child?.removeFromParent()
      holder.child?.view.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
      print(holder.child?.view)
      holder.child!.view
      """#,
      #"""
      nil
      error: 6:1: unexpectedly found nil while unwrapping an optional value
      holder.child!.view
      ^~~~~~~~~~~~~
      """#, error: true),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
