import Shell
import TestSupport
import Testing

/// Rule CT.21: the transitioning delegate's interaction controllers drive a presentation or a
/// dismissal; a cancelled one is undone.
struct RuleConformanceInteractivePresentationTests {
  /// `home` is a visible child of `container`; `sheet` (which says whether its transition is
  /// interactive in its will-callbacks) has `swiper` as its transitioning delegate, which gives
  /// a sliding animator and, once set, `swiper.interactor` for presenting and dismissing.
  static let swiper = """
    class Slide: NSObject, UIViewControllerAnimatedTransitioning {
      let presenting: Bool
      init(presenting: Bool) { self.presenting = presenting }
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.4
      }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let sheetView = presenting ? transitionContext.view(forKey: .to)! : transitionContext.view(forKey: .from)!
        if presenting {
          transitionContext.containerView.addSubview(sheetView)
          sheetView.frame = CGRect(x: 0, y: 480, width: 320, height: 480)
        }
        UIView.animate(withDuration: 0.4, animations: {
          sheetView.frame = CGRect(x: 0, y: self.presenting ? 0 : 480, width: 320, height: 480)
        }, completion: { _ in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
      }
      func animationEnded(_ transitionCompleted: Bool) { print("ended", transitionCompleted) }
    }
    class Swiper: NSObject, UIViewControllerTransitioningDelegate {
      var interactor: UIPercentDrivenInteractiveTransition?
      func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return Slide(presenting: true)
      }
      func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return Slide(presenting: false)
      }
      func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        print("asked for presentation", sheet.transitionCoordinator == nil)
        return interactor
      }
      func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        print("asked for dismissal")
        return interactor
      }
    }
    class Sheet: UIViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("interactive", transitionCoordinator!.isInteractive)
      }
      override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("interactive", transitionCoordinator!.isInteractive)
      }
    }
    let home = UIViewController()
    container.addChild(home)
    container.view.addSubview(home.view)
    home.didMove(toParent: container)
    let swiper = Swiper()
    let sheet = Sheet()
    sheet.transitioningDelegate = swiper
    """

  /// `swiper`, with `sheet` presented (.custom) without an interaction controller.
  static let presented =
    swiper + "\n" + """
      sheet.modalPresentationStyle = .custom
      home.present(sheet, animated: false)
      """

  /// `swiper` in Objective-C: `sheet` is presented (.custom) and `swiper.interactor` drives
  /// its dismissal.
  static let objcSwiper = """
    @interface Slide : NSObject <UIViewControllerAnimatedTransitioning>
    @end
    @implementation Slide
    - (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)transitionContext {
      return 0.4;
    }
    - (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
      UIView *sheetView = [transitionContext viewForKey:UITransitionContextFromViewKey];
      [UIView animateWithDuration:0.4 animations:^{
        sheetView.frame = CGRectMake(0, 480, 320, 480);
      } completion:^(BOOL finished) {
        [transitionContext completeTransition:!transitionContext.transitionWasCancelled];
      }];
    }
    @end
    @interface Swiper : NSObject <UIViewControllerTransitioningDelegate>
    @property (nonatomic, strong) UIPercentDrivenInteractiveTransition *interactor;
    @end
    @implementation Swiper
    - (id<UIViewControllerAnimatedTransitioning>)animationControllerForDismissedController:(UIViewController *)dismissed {
      return [[Slide alloc] init];
    }
    - (id<UIViewControllerInteractiveTransitioning>)interactionControllerForDismissal:(id<UIViewControllerAnimatedTransitioning>)animator {
      NSLog(@"asked for dismissal");
      return self.interactor;
    }
    @end
    Swiper *swiper = [[Swiper alloc] init];
    UIViewController *sheet = [[UIViewController alloc] init];
    sheet.modalPresentationStyle = UIModalPresentationCustom;
    sheet.transitioningDelegate = swiper;
    [self presentViewController:sheet animated:NO completion:nil];
    """

  /// The log of the interactive dismissal's start (CT.21, CT.6): interactive from the
  /// will-callbacks, the interaction controller starts instead of the animator.
  static let dismissStarts = """
    sheet.dismiss(animated: true, completion: { … })
    [end of turn] swiper.interactionControllerForDismissal(using: slide)
    [end of turn]   asked for dismissal
    [end of turn] sheet.viewWillDisappear(true)
    [end of turn]   interactive true
    [end of turn] interactor.startInteractiveTransition(transitionContext)
    [end of turn]   slide.animateTransition(using: transitionContext)
    [end of turn]     UIView.animate(withDuration: 0.4, animations: { … }, completion: { _ in … })
    [end of turn]       animations()
    [end of turn]         sheet.view.frame = CGRect(x: 0, y: 480, width: 320, height: 480)
    """

  static let cases: [RuleCase] = [
    RuleCase(
      "CT.21 + CT.6 + CT.8 an interactive dismissal held half way and cancelled: interactive from viewWillDisappear, startInteractiveTransition instead of animateTransition, then the sheet appears again and stays presented, back where it was",
      setup: presented,
      """
      swiper.interactor = UIPercentDrivenInteractiveTransition()
      sheet.dismiss(animated: true, completion: { print("dismissed") })
      swiper.interactor!.update(0.5)
      swiper.interactor!.cancel()
      sheet.presentingViewController === container && sheet.view.window != nil
      sheet.view.frame
      sheet.transitionCoordinator == nil
      """,
      dismissStarts + """

        interactor.update(0.5)
        interactor.cancel()
        [t=0.2] completion(true)
        [t=0.2]   transitionContext.completeTransition(false)
        [t=0.2]     sheet.viewWillAppear(true)
        [t=0.2]       interactive false
        [t=0.2]     sheet.viewDidAppear(true)
        [t=0.2]     slide.animationEnded(false)
        [t=0.2]       ended false
        = true
        = CGRect(x: 0, y: 0, width: 320, height: 480)
        = true
        """),
    RuleCase(
      "CT.21 + CT.7 an interactive dismissal finished from a quarter: the rest runs, then the dismissal ends as UIKit's own; the sheet's view leaves the window",
      setup: presented,
      """
      swiper.interactor = UIPercentDrivenInteractiveTransition()
      sheet.dismiss(animated: true, completion: { print("dismissed") })
      swiper.interactor!.update(0.25)
      swiper.interactor!.finish()
      sheet.presentingViewController == nil && sheet.view.superview == nil
      """,
      dismissStarts + """

        interactor.update(0.25)
        interactor.finish()
        [t=0.3] completion(true)
        [t=0.3]   transitionContext.completeTransition(true)
        [t=0.3]     sheet.viewDidDisappear(true)
        [t=0.3]     completion()
        [t=0.3]       dismissed
        [t=0.3]     slide.animationEnded(true)
        [t=0.3]       ended true
        = true
        """),
    RuleCase(
      "CT.21 + CT.8 .fullScreen: an interactive presentation finished, then an interactive dismissal cancelled: the presenter that was coming back disappears again first, then the sheet appears again; the presenter's view is out of the window again",
      setup: swiper,
      """
      sheet.modalPresentationStyle = .fullScreen
      swiper.interactor = UIPercentDrivenInteractiveTransition()
      home.present(sheet, animated: true)
      swiper.interactor!.finish()
      home.view.window == nil && sheet.view.window != nil
      sheet.dismiss(animated: true)
      swiper.interactor!.update(0.5)
      swiper.interactor!.cancel()
      home.view.window == nil && sheet.view.window != nil && sheet.presentingViewController === container
      """,
      """
      sheet.modalPresentationStyle = .fullScreen
      home.present(sheet, animated: true, completion: nil)
      [end of turn] swiper.interactionControllerForPresentation(using: slide)
      [end of turn]   asked for presentation true
      [end of turn] sheet.loadView()
      [end of turn] sheet.viewDidLoad()
      [end of turn] container.viewWillDisappear(true)
      [end of turn] home.viewWillDisappear(true)
      [end of turn] sheet.viewWillAppear(true)
      [end of turn]   interactive true
      [end of turn] interactor.startInteractiveTransition(transitionContext)
      [end of turn]   slide.animateTransition(using: transitionContext)
      [end of turn]     window.addSubview(sheet.view)
      [end of turn]     sheet.view.frame = CGRect(x: 0, y: 480, width: 320, height: 480)
      [end of turn]     UIView.animate(withDuration: 0.4, animations: { … }, completion: { _ in … })
      [end of turn]       animations()
      [end of turn]         sheet.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      interactor.finish()
      [t=0.4] completion(true)
      [t=0.4]   transitionContext.completeTransition(true)
      [t=0.4]     sheet.viewDidAppear(true)
      [t=0.4]     container.viewDidDisappear(true)
      [t=0.4]     home.viewDidDisappear(true)
      [t=0.4]     slide.animationEnded(true)
      [t=0.4]       ended true
      = true
      sheet.dismiss(animated: true, completion: nil)
      [end of turn] swiper.interactionControllerForDismissal(using: slide)
      [end of turn]   asked for dismissal
      [end of turn] sheet.viewWillDisappear(true)
      [end of turn]   interactive true
      [end of turn] container.viewWillAppear(true)
      [end of turn] home.viewWillAppear(true)
      [end of turn] interactor.startInteractiveTransition(transitionContext)
      [end of turn]   slide.animateTransition(using: transitionContext)
      [end of turn]     UIView.animate(withDuration: 0.4, animations: { … }, completion: { _ in … })
      [end of turn]       animations()
      [end of turn]         sheet.view.frame = CGRect(x: 0, y: 480, width: 320, height: 480)
      interactor.update(0.5)
      interactor.cancel()
      [t=0.6] completion(true)
      [t=0.6]   transitionContext.completeTransition(false)
      [t=0.6]     container.viewWillDisappear(true)
      [t=0.6]     home.viewWillDisappear(true)
      [t=0.6]     container.viewDidDisappear(true)
      [t=0.6]     home.viewDidDisappear(true)
      [t=0.6]     sheet.viewWillAppear(true)
      [t=0.6]       interactive false
      [t=0.6]     sheet.viewDidAppear(true)
      [t=0.6]     slide.animationEnded(false)
      [t=0.6]       ended false
      = true
      """),
    RuleCase(
      "CT.21 without an interaction controller (nil) the dismissal runs the animator as before: not interactive",
      setup: presented,
      """
      sheet.dismiss(animated: true)
      """,
      """
      sheet.dismiss(animated: true, completion: nil)
      [end of turn] swiper.interactionControllerForDismissal(using: slide)
      [end of turn]   asked for dismissal
      [end of turn] sheet.viewWillDisappear(true)
      [end of turn]   interactive false
      [end of turn] slide.animateTransition(using: transitionContext)
      [end of turn]   UIView.animate(withDuration: 0.4, animations: { … }, completion: { _ in … })
      [end of turn]     animations()
      [end of turn]       sheet.view.frame = CGRect(x: 0, y: 480, width: 320, height: 480)
      [t=0.4] completion(true)
      [t=0.4]   transitionContext.completeTransition(true)
      [t=0.4]     sheet.viewDidDisappear(true)
      [t=0.4]     slide.animationEnded(true)
      [t=0.4]       ended true
      """),
    RuleCase(
      "CT.21 in Objective-C: interactionControllerForDismissal: gives a UIPercentDrivenInteractiveTransition; cancelled a quarter of the way, the sheet appears again and stays presented",
      setup: objcSwiper,
      """
      swiper.interactor = [[UIPercentDrivenInteractiveTransition alloc] init];
      [sheet dismissViewControllerAnimated:YES completion:nil];
      [swiper.interactor updateInteractiveTransition:0.25];
      [swiper.interactor cancelInteractiveTransition];
      sheet.presentingViewController == self && sheet.view.window != nil;
      """,
      """
      [sheet dismissViewControllerAnimated:YES completion:nil]
      [end of turn] [swiper interactionControllerForDismissal:slide]
      [end of turn]   asked for dismissal
      [end of turn] [sheet viewWillDisappear:YES]
      [end of turn] [interactor startInteractiveTransition:transitionContext]
      [end of turn]   [slide animateTransition:transitionContext]
      [end of turn]     [UIView animateWithDuration:0.4 animations:^{ … } completion:^(BOOL finished){ … }]
      [end of turn]       animations()
      [end of turn]         sheet.view.frame = CGRectMake(0, 480, 320, 480)
      [interactor updateInteractiveTransition:0.25]
      [interactor cancelInteractiveTransition]
      [t=0.1] completion(YES)
      [t=0.1]   [transitionContext completeTransition:NO]
      [t=0.1]     [sheet viewWillAppear:YES]
      [t=0.1]     [sheet viewDidAppear:YES]
      = YES
      """, objc: true),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
