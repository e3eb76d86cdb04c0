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

  /// Swift imports an Objective-C class's method under the name of the SDK protocol
  /// requirement it implements (swiftlang/swift's test ClangImporter/objc_protocol_renaming).
  @Test func anObjectiveCMethodImplementingARequirementHasTheRequirementsSwiftName() {
    let run = ScriptRun(
      """
      @interface Slide : NSObject <UIViewControllerAnimatedTransitioning>
      @end
      @implementation Slide
      - (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)context { return 0.4; }
      - (void)animateTransition:(id<UIViewControllerContextTransitioning>)context { }
      - (void)nudge:(NSInteger)points { }
      @end
      Slide *slide = [[Slide alloc] init];
      print(slide.transitionDuration(using: nil))
      slide.nudge(3)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.contains("0.4"), "\(run.output)")
  }
}
