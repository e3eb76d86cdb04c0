import TestSupport
import Testing

/// A class as a value: NSObject's class methods about it (`+description`, `+superclass`,
/// `+isSubclassOfClass:`, `+instancesRespondToSelector:`), Objective-C's `self.class`, and
/// Swift's metatype checks (`X.self is UIViewController.Type`).
struct ClassObjectTests {
  typealias Case = LanguageCase

  static let cases: [Case] = [
    Case(
      "Objective-C asks a class about itself",
      """
      @interface Pane : UIViewController
      - (void)slide;
      @end
      @implementation Pane
      - (void)slide {}
      @end
      Pane *p = [Pane new];
      NSLog(@"%@ %@ %@", [[p class] description], [p.class superclass], [[Pane superclass] superclass]);
      NSLog(@"%d %d", [Pane isSubclassOfClass:[UIViewController class]],
            [Pane isSubclassOfClass:[UIView class]]);
      NSLog(@"%d %d %d", [Pane instancesRespondToSelector:@selector(slide)],
            [Pane instancesRespondToSelector:@selector(viewDidLoad)],
            [Pane instancesRespondToSelector:@selector(bounce)]);
      NSLog(@"%@", [NSObject superclass]);
      """,
      "Pane UIViewController UIResponder\n1 0\n1 1 0\n(null)"),
    Case(
      "Swift checks metatypes against ancestors",
      """
      class Pane: UIViewController {}
      let kind: AnyClass = Pane.self
      print(kind is UIViewController.Type, kind is UIView.Type, type(of: Pane()).description())
      if let controllerType = kind as? UIViewController.Type { print(controllerType) }
      """,
      "true false Pane\nPane"),
  ]

  @Test(arguments: cases) func runs(_ item: Case) { item.expectCleanRun() }
}
