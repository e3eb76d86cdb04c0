import TestSupport
import Testing

/// A class written in Objective-C read from Swift (as a lesson's checks read a learner's code):
/// an override spelled Objective-C's way answers the Swift spelling as it answers UIKit.
struct MixedLanguageTests {
  @Test func anObjectiveCStatusBarOverrideAnswersItsSwiftName() {
    let run = ScriptRun(
      """
      @interface Holder : UIViewController
      @property (nonatomic, strong) UIViewController *kid;
      @end
      @implementation Holder
      - (UIViewController *)childViewControllerForStatusBarStyle { return self.kid; }
      - (BOOL)prefersStatusBarHidden { return YES; }
      @end
      Holder *h = [[Holder alloc] init];
      h.kid = [[UIViewController alloc] init];
      print(h.childForStatusBarStyle === h.kid, h.prefersStatusBarHidden, h.childForStatusBarHidden == nil)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.lines.last?.text == "true true true", "\(run.output)")
  }

  @Test func anUnknownPropertyInObjectiveCHasClangsWords() {
    let run = ScriptRun(
      """
      @interface Pane : UIViewController
      @end
      @implementation Pane
      - (void)grow { self.widthFactor = 2; }
      @end
      [[Pane new] grow];
      """)
    #expect(run.hadError)
    let errors = run.lines.map(\.text).filter { $0.hasPrefix("error:") }
    #expect(
      errors == ["error: 4:21: property 'widthFactor' not found on object of type 'Pane *'"],
      "\(run.output)")
  }
}
