import TestSupport
import Testing

/// `super` of a member that a UIKit class the simulation only declares has: the call runs UIKit's
/// own version (rule CT.20: the four transition methods do nothing, the frame fills the
/// container view, the presenter's view stays), in Swift and Objective-C, and never the
/// override that called it.
struct SuperSDKMemberTests {
  @Test func swiftSuperRunsUIKitsOwnPresentationControllerMembers() {
    let run = ScriptRun(
      """
      class Sheet: UIPresentationController {
        override func presentationTransitionWillBegin() {
          super.presentationTransitionWillBegin()
          print("will begin", super.frameOfPresentedViewInContainerView.width)
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
          super.dismissalTransitionDidEnd(completed)
          print("did end", completed)
        }
        override var shouldRemovePresentersView: Bool { !super.shouldRemovePresentersView }
        override var frameOfPresentedViewInContainerView: CGRect {
          super.frameOfPresentedViewInContainerView.insetBy(dx: 10, dy: 10)
        }
      }
      class Covers: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
          Sheet(presentedViewController: presented, presenting: presenting)
        }
      }
      let home = UIViewController()
      container.addChild(home)
      container.view.addSubview(home.view)
      home.didMove(toParent: container)
      let covers = Covers()
      let card = UIViewController()
      card.modalPresentationStyle = .custom
      card.transitioningDelegate = covers
      let early = Sheet(presentedViewController: card, presenting: home)
      print(early.shouldRemovePresentersView, early.frameOfPresentedViewInContainerView.width)
      home.present(card, animated: false)
      print(card.view.frame)
      card.dismiss(animated: false)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    // Before a presentation UIKit's frame is a zero rectangle (inset past its size: the null
    // rectangle, 0 wide) and its shouldRemovePresentersView is false.
    #expect(run.output.contains("\ntrue 0.0\n"), "\(run.output)")
    // Presenting, UIKit's frame is the window's bounds, 320 wide; the override insets it.
    #expect(run.output.contains("  will begin 320.0\n"), "\(run.output)")
    #expect(run.output.contains("(10.0, 10.0, 300.0, 460.0)"), "\(run.output)")
    #expect(run.output.contains("did end true"), "\(run.output)")
    #expect(!run.output.contains("not simulated"), "\(run.output)")
  }

  @Test func objectiveCSuperRunsUIKitsOwnMembers() {
    let run = ScriptRun(
      """
      @interface Sheet : UIPresentationController
      @end
      @implementation Sheet
      - (void)presentationTransitionWillBegin {
        [super presentationTransitionWillBegin];
        NSLog(@"will begin");
      }
      - (void)dismissalTransitionDidEnd:(BOOL)completed {
        [super dismissalTransitionDidEnd:completed];
        NSLog(@"did end %d", completed);
      }
      - (void)containerViewWillLayoutSubviews {
        [super containerViewWillLayoutSubviews];
        NSLog(@"laid out");
      }
      - (CGRect)frameOfPresentedViewInContainerView {
        return CGRectOffset([super frameOfPresentedViewInContainerView], 5, 5);
      }
      @end
      UIViewController *home = [UIViewController new];
      UIViewController *card = [UIViewController new];
      Sheet *sheet = [[Sheet alloc] initWithPresentedViewController:card presentingViewController:home];
      [sheet presentationTransitionWillBegin];
      [sheet dismissalTransitionDidEnd:NO];
      [sheet containerViewWillLayoutSubviews];
      NSLog(@"%@", NSStringFromCGRect([sheet frameOfPresentedViewInContainerView]));
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    #expect(run.output.contains("  will begin\n"), "\(run.output)")
    #expect(run.output.contains("  did end 0\n"), "\(run.output)")
    #expect(run.output.contains("  laid out\n"), "\(run.output)")
    // UIKit's own containerViewWillLayoutSubviews does nothing (rule CT.20): no note.
    #expect(!run.output.contains("not simulated"), "\(run.output)")
    // Not presented: UIKit's frame is a zero rectangle.
    #expect(run.output.hasSuffix("\n{{5, 5}, {0, 0}}"), "\(run.output)")
  }
}
