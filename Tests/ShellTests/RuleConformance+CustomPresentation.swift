import Shell
import TestSupport
import Testing

/// Rules CT.17–CT.20: a presentation or dismissal that the presented controller's transitioning
/// delegate's animator drives, in UIKit's transition context, and the delegate's presentation
/// controller.
struct RuleConformanceCustomPresentationTests {
  /// A fading animator (its completion flag set by the delegate) and a transitioning delegate
  /// that says whom it was asked about; `home` is a visible child of `container`, the window's
  /// root, and `card` has the delegate.
  static let fader = """
    class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      let presenting: Bool
      var completes = true
      init(presenting: Bool) { self.presenting = presenting }
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.3
      }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromView = transitionContext.view(forKey: .from)
        let toView = transitionContext.view(forKey: .to)
        print(fromView != nil, toView != nil, transitionContext.containerView == home.view.window)
        if presenting {
          let toVC = transitionContext.viewController(forKey: .to)!
          transitionContext.containerView.addSubview(toView!)
          toView!.frame = transitionContext.finalFrame(for: toVC)
          toView!.alpha = 0
        }
        UIView.animate(withDuration: 0.3, animations: {
          if self.presenting { toView!.alpha = 1 } else { transitionContext.view(forKey: .from)!.alpha = 0 }
        }, completion: { _ in
          transitionContext.completeTransition(self.completes)
        })
      }
      func animationEnded(_ transitionCompleted: Bool) { print("ended", transitionCompleted) }
    }
    class Fader: NSObject, UIViewControllerTransitioningDelegate {
      var completes = true
      var animates = true
      func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        print("asked", presenting === home, source === home)
        guard animates else { return nil }
        let animator = FadeAnimator(presenting: true)
        animator.completes = completes
        return animator
      }
      func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        let animator = FadeAnimator(presenting: false)
        animator.completes = completes
        return animator
      }
    }
    let home = UIViewController()
    container.addChild(home)
    container.view.addSubview(home.view)
    home.didMove(toParent: container)
    let fader = Fader()
    let card = UIViewController()
    card.transitioningDelegate = fader
    """

  static let objcFader = """
    @interface FadeAnimator : NSObject <UIViewControllerAnimatedTransitioning>
    @property (nonatomic) BOOL presenting;
    @end
    @implementation FadeAnimator
    - (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)transitionContext {
      return 0.3;
    }
    - (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
      UIView *fromView = [transitionContext viewForKey:UITransitionContextFromViewKey];
      UIView *toView = [transitionContext viewForKey:UITransitionContextToViewKey];
      NSLog(@"%d %d", fromView != nil, toView != nil);
      if (self.presenting) {
        UIViewController *toVC = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
        [transitionContext.containerView addSubview:toView];
        toView.frame = [transitionContext finalFrameForViewController:toVC];
      }
      [UIView animateWithDuration:0.3 animations:^{
        if (self.presenting) { toView.alpha = 1; } else { fromView.alpha = 0; }
      } completion:^(BOOL finished) {
        [transitionContext completeTransition:YES];
      }];
    }
    - (void)animationEnded:(BOOL)transitionCompleted {
      NSLog(@"ended %d", transitionCompleted);
    }
    @end
    @interface Fader : NSObject <UIViewControllerTransitioningDelegate>
    @end
    @implementation Fader
    - (id<UIViewControllerAnimatedTransitioning>)animationControllerForPresentedController:(UIViewController *)presented presentingController:(UIViewController *)presenting sourceController:(UIViewController *)source {
      FadeAnimator *animator = [[FadeAnimator alloc] init];
      animator.presenting = YES;
      return animator;
    }
    - (id<UIViewControllerAnimatedTransitioning>)animationControllerForDismissedController:(UIViewController *)dismissed {
      return [[FadeAnimator alloc] init];
    }
    @end
    UIViewController *home = [[UIViewController alloc] init];
    [self addChildViewController:home];
    [self.view addSubview:home.view];
    [home didMoveToParentViewController:self];
    Fader *fader = [[Fader alloc] init];
    UIViewController *card = [[UIViewController alloc] init];
    card.modalPresentationStyle = UIModalPresentationCustom;
    card.transitioningDelegate = fader;
    """

  /// An Objective-C animator that, presenting, puts the presented view at
  /// `finalFrameForViewController:` and completes after a 0.3 s animation.
  static let placingAnimator = """
    @interface Animator : NSObject <UIViewControllerAnimatedTransitioning>
    @end
    @implementation Animator
    - (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)transitionContext {
      return 0.3;
    }
    - (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
      UIViewController *toVC = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
      UIView *toView = [transitionContext viewForKey:UITransitionContextToViewKey];
      if (toView != nil) {
        [transitionContext.containerView addSubview:toView];
        toView.frame = [transitionContext finalFrameForViewController:toVC];
      }
      [UIView animateWithDuration:0.3 animations:^{
        transitionContext.containerView.alpha = 1;
      } completion:^(BOOL finished) {
        [transitionContext completeTransition:YES];
      }];
    }
    @end
    """

  static let cases: [RuleCase] = [
    RuleCase(
      "CT.17–CT.19 .custom: the delegate gives the animator, UIKit asks its duration and runs it; it adds the presented view to the window; the presenter's view stays and hears nothing; completeTransition(true) ends the presentation and the dismissal, then animationEnded",
      setup: fader,
      """
      card.modalPresentationStyle = .custom
      home.present(card, animated: true, completion: { print("presented") })
      card.view.superview == home.view.window
      home.view.window != nil
      card.dismiss(animated: true, completion: { print("dismissed") })
      card.view.superview == nil
      """,
      """
      card.modalPresentationStyle = .custom
      home.present(card, animated: true, completion: { … })
      [end of turn] fader.animationController(forPresented: card, presenting: container, source: home)
      [end of turn]   asked false true
      [end of turn] card.loadView()
      [end of turn] card.viewDidLoad()
      [end of turn] card.viewWillAppear(true)
      [end of turn] animator.animateTransition(using: transitionContext)
      [end of turn]   false true true
      [end of turn]   window.addSubview(card.view)
      [end of turn]   card.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      [end of turn]   card.view.alpha = 0
      [end of turn]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [end of turn]     animations()
      [end of turn]       card.view.alpha = 1
      [t=0.3] completion(true)
      [t=0.3]   transitionContext.completeTransition(true)
      [t=0.3]     card.viewDidAppear(true)
      [t=0.3]     completion()
      [t=0.3]       presented
      [t=0.3]     animator.animationEnded(true)
      [t=0.3]       ended true
      = true
      = true
      card.dismiss(animated: true, completion: { … })
      [end of turn] card.viewWillDisappear(true)
      [end of turn] animator.animateTransition(using: transitionContext)
      [end of turn]   true false true
      [end of turn]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [end of turn]     animations()
      [end of turn]       card.view.alpha = 0
      [t=0.6] completion(true)
      [t=0.6]   transitionContext.completeTransition(true)
      [t=0.6]     card.viewDidDisappear(true)
      [t=0.6]     completion()
      [t=0.6]       dismissed
      [t=0.6]     animator.animationEnded(true)
      [t=0.6]       ended true
      = true
      """),
    RuleCase(
      "CT.18 .fullScreen with an animator: the presenter's will-callbacks come first and its view leaves at completeTransition (P.1); both views are in the context",
      setup: fader,
      """
      card.modalPresentationStyle = .fullScreen
      home.present(card, animated: true)
      home.view.window == nil
      card.dismiss(animated: true)
      home.view.window != nil
      """,
      """
      card.modalPresentationStyle = .fullScreen
      home.present(card, animated: true, completion: nil)
      [end of turn] fader.animationController(forPresented: card, presenting: container, source: home)
      [end of turn]   asked false true
      [end of turn] card.loadView()
      [end of turn] card.viewDidLoad()
      [end of turn] container.viewWillDisappear(true)
      [end of turn] home.viewWillDisappear(true)
      [end of turn] card.viewWillAppear(true)
      [end of turn] animator.animateTransition(using: transitionContext)
      [end of turn]   true true true
      [end of turn]   window.addSubview(card.view)
      [end of turn]   card.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      [end of turn]   card.view.alpha = 0
      [end of turn]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [end of turn]     animations()
      [end of turn]       card.view.alpha = 1
      [t=0.3] completion(true)
      [t=0.3]   transitionContext.completeTransition(true)
      [t=0.3]     card.viewDidAppear(true)
      [t=0.3]     container.viewDidDisappear(true)
      [t=0.3]     home.viewDidDisappear(true)
      [t=0.3]     animator.animationEnded(true)
      [t=0.3]       ended true
      = true
      card.dismiss(animated: true, completion: nil)
      [end of turn] card.viewWillDisappear(true)
      [end of turn] container.viewWillAppear(true)
      [end of turn] home.viewWillAppear(true)
      [end of turn] animator.animateTransition(using: transitionContext)
      [end of turn]   true true true
      [end of turn]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [end of turn]     animations()
      [end of turn]       card.view.alpha = 0
      [t=0.6] completion(true)
      [t=0.6]   transitionContext.completeTransition(true)
      [t=0.6]     container.viewDidAppear(true)
      [t=0.6]     home.viewDidAppear(true)
      [t=0.6]     card.viewDidDisappear(true)
      [t=0.6]     animator.animationEnded(true)
      [t=0.6]       ended true
      = true
      """),
    RuleCase(
      "CT.17 a nil animator means UIKit's own animation; an unanimated dismissal asks the delegate nothing",
      setup: fader,
      """
      card.modalPresentationStyle = .custom
      fader.animates = false
      home.present(card, animated: true)
      card.dismiss(animated: false)
      """,
      """
      card.modalPresentationStyle = .custom
      home.present(card, animated: true, completion: nil)
      [end of turn] fader.animationController(forPresented: card, presenting: container, source: home)
      [end of turn]   asked false true
      [end of turn] card.loadView()
      [end of turn] card.viewDidLoad()
      [end of turn] card.viewWillAppear(true)
      [t=0.35] card.viewDidAppear(true)
      card.dismiss(animated: false, completion: nil)
      [end of turn] card.viewWillDisappear(false)
      [end of turn] card.viewDidDisappear(false)
      """),
    RuleCase(
      "CT.19 completeTransition(false) undoes a presentation (the card is not presented, its view is out) and a dismissal (the card appears again and stays presented)",
      setup: fader,
      """
      card.modalPresentationStyle = .custom
      fader.completes = false
      home.present(card, animated: true)
      card.presentingViewController == nil && card.view.superview == nil
      fader.completes = true
      home.present(card, animated: true)
      fader.completes = false
      card.dismiss(animated: true)
      card.presentingViewController === container && card.view.window != nil
      """,
      """
      card.modalPresentationStyle = .custom
      home.present(card, animated: true, completion: nil)
      [end of turn] fader.animationController(forPresented: card, presenting: container, source: home)
      [end of turn]   asked false true
      [end of turn] card.loadView()
      [end of turn] card.viewDidLoad()
      [end of turn] card.viewWillAppear(true)
      [end of turn] animator.animateTransition(using: transitionContext)
      [end of turn]   false true true
      [end of turn]   window.addSubview(card.view)
      [end of turn]   card.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      [end of turn]   card.view.alpha = 0
      [end of turn]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [end of turn]     animations()
      [end of turn]       card.view.alpha = 1
      [t=0.3] completion(true)
      [t=0.3]   transitionContext.completeTransition(false)
      [t=0.3]     card.viewWillDisappear(true)
      [t=0.3]     card.viewDidDisappear(true)
      [t=0.3]     animator.animationEnded(false)
      [t=0.3]       ended false
      = true
      home.present(card, animated: true, completion: nil)
      [end of turn] fader.animationController(forPresented: card, presenting: container, source: home)
      [end of turn]   asked false true
      [end of turn] card.viewWillAppear(true)
      [end of turn] animator.animateTransition(using: transitionContext)
      [end of turn]   false true true
      [end of turn]   window.addSubview(card.view)
      [end of turn]   card.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      [end of turn]   card.view.alpha = 0
      [end of turn]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [end of turn]     animations()
      [end of turn]       card.view.alpha = 1
      [t=0.6] completion(true)
      [t=0.6]   transitionContext.completeTransition(true)
      [t=0.6]     card.viewDidAppear(true)
      [t=0.6]     animator.animationEnded(true)
      [t=0.6]       ended true
      card.dismiss(animated: true, completion: nil)
      [end of turn] card.viewWillDisappear(true)
      [end of turn] animator.animateTransition(using: transitionContext)
      [end of turn]   true false true
      [end of turn]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [end of turn]     animations()
      [end of turn]       card.view.alpha = 0
      [t=0.9] completion(true)
      [t=0.9]   transitionContext.completeTransition(false)
      [t=0.9]     card.viewWillAppear(true)
      [t=0.9]     card.viewDidAppear(true)
      [t=0.9]     animator.animationEnded(false)
      [t=0.9]       ended false
      = true
      """),
    RuleCase(
      "CT.17–CT.19 in Objective-C: the same animator and delegate, presenting and dismissing with .custom",
      objcFader + """

        [home presentViewController:card animated:YES completion:nil];
        card.view.superview == home.view.window;
        [card dismissViewControllerAnimated:YES completion:nil];
        card.view.superview == nil;
        """,
      """
      [container addChildViewController:home]
        [home willMoveToParentViewController:container]
      [container.view addSubview:home.view]
        [home loadView]
        [home viewDidLoad]
        [home viewWillAppear:NO]
      [end of turn] [home viewDidAppear:NO]
      [home didMoveToParentViewController:container]
      card.modalPresentationStyle = UIModalPresentationCustom
      [home presentViewController:card animated:YES completion:nil]
      [end of turn] [card loadView]
      [end of turn] [card viewDidLoad]
      [end of turn] [card viewWillAppear:YES]
      [end of turn] [animator animateTransition:transitionContext]
      [end of turn]   0 1
      [end of turn]   [window addSubview:card.view]
      [end of turn]   card.view.frame = CGRectMake(0, 0, 320, 480)
      [end of turn]   [UIView animateWithDuration:0.3 animations:^{ … } completion:^(BOOL finished){ … }]
      [end of turn]     animations()
      [end of turn]       card.view.alpha = 1
      [t=0.3] completion(YES)
      [t=0.3]   [transitionContext completeTransition:YES]
      [t=0.3]     [card viewDidAppear:YES]
      [t=0.3]     [animator animationEnded:YES]
      [t=0.3]       ended 1
      = YES
      [card dismissViewControllerAnimated:YES completion:nil]
      [end of turn] [card viewWillDisappear:YES]
      [end of turn] [fadeAnimator animateTransition:transitionContext]
      [end of turn]   1 0
      [end of turn]   [UIView animateWithDuration:0.3 animations:^{ … } completion:^(BOOL finished){ … }]
      [end of turn]     animations()
      [end of turn]       card.view.alpha = 0
      [t=0.6] completion(YES)
      [t=0.6]   [transitionContext completeTransition:YES]
      [t=0.6]     [card viewDidDisappear:YES]
      [t=0.6]     [fadeAnimator animationEnded:YES]
      [t=0.6]       ended 1
      = YES
      """, objc: true),
    RuleCase(
      "CT.17 + CT.21 with a nil animator UIKit asks for no interaction controller and runs its own animation; a nil presentation controller means UIKit's own (CT.20)",
      setup: """
        class D: NSObject, UIViewControllerTransitioningDelegate {
          func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { return nil }
          func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { return nil }
          func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { return nil }
        }
        let d = D()
        let card = UIViewController()
        card.transitioningDelegate = d
        """,
      """
      container.present(card, animated: true)
      """,
      """
      container.present(card, animated: true, completion: nil)
      [end of turn] card.loadView()
      [end of turn] card.viewDidLoad()
      [end of turn] card.viewWillAppear(true)
      [t=0.35] card.viewDidAppear(true)
      """),
    RuleCase(
      "CT.20 the delegate's presentation controller: its frame is the card's, its will method runs before the will-callbacks and its did method before the did-callbacks, around UIKit's own animation and an unanimated dismissal; presentingViewController is nil afterwards",
      """
      class CardPresentation: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
          return CGRect(x: 0, y: 200, width: 320, height: 280)
        }
        override func presentationTransitionWillBegin() {
          print("will begin", containerView === presentingViewController.view.window, presentedView === presentedViewController.view)
        }
        override func presentationTransitionDidEnd(_ completed: Bool) {
          print("did end", completed)
        }
        override func dismissalTransitionWillBegin() {
          print("dismissal will begin")
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
          print("dismissal did end", completed)
        }
      }
      class Cards: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
          return CardPresentation(presentedViewController: presented, presenting: presenting)
        }
      }
      let cards = Cards()
      let card = UIViewController()
      card.modalPresentationStyle = .custom
      card.transitioningDelegate = cards
      container.present(card, animated: true, completion: { print("presented") })
      card.view.frame
      card.dismiss(animated: false)
      card.presentingViewController == nil
      """,
      """
      card.modalPresentationStyle = .custom
      container.present(card, animated: true, completion: { … })
      [end of turn] card.loadView()
      [end of turn] card.viewDidLoad()
      [end of turn] cardPresentation.presentationTransitionWillBegin()
      [end of turn]   will begin true true
      [end of turn] card.viewWillAppear(true)
      [t=0.35] cardPresentation.presentationTransitionDidEnd(true)
      [t=0.35]   did end true
      [t=0.35] card.viewDidAppear(true)
      [t=0.35] completion()
      [t=0.35]   presented
      = CGRect(x: 0, y: 200, width: 320, height: 280)
      card.dismiss(animated: false, completion: nil)
      [end of turn] cardPresentation.dismissalTransitionWillBegin()
      [end of turn]   dismissal will begin
      [end of turn] card.viewWillDisappear(false)
      [end of turn] cardPresentation.dismissalTransitionDidEnd(true)
      [end of turn]   dismissal did end true
      [end of turn] card.viewDidDisappear(false)
      = true
      """),
    RuleCase(
      "CT.20 in Objective-C, with an animator: the will method runs before the will-callbacks and animateTransition, finalFrame is the presentation controller's frame, the did method before the did-callbacks",
      """
      @interface CardPresentation : UIPresentationController
      @end
      @implementation CardPresentation
      - (CGRect)frameOfPresentedViewInContainerView {
        return CGRectMake(0, 200, 320, 280);
      }
      - (void)presentationTransitionWillBegin {
        NSLog(@"will begin %d", self.containerView == self.presentingViewController.view.window);
      }
      - (void)presentationTransitionDidEnd:(BOOL)completed {
        NSLog(@"did end %d", completed);
      }
      - (void)dismissalTransitionWillBegin {
        NSLog(@"dismissal will begin");
      }
      - (void)dismissalTransitionDidEnd:(BOOL)completed {
        NSLog(@"dismissal did end %d", completed);
      }
      @end
      \(placingAnimator)
      @interface Cards : NSObject <UIViewControllerTransitioningDelegate>
      @end
      @implementation Cards
      - (UIPresentationController *)presentationControllerForPresentedViewController:(UIViewController *)presented presentingViewController:(UIViewController *)presenting sourceViewController:(UIViewController *)source {
        return [[CardPresentation alloc] initWithPresentedViewController:presented presentingViewController:presenting];
      }
      - (id<UIViewControllerAnimatedTransitioning>)animationControllerForPresentedController:(UIViewController *)presented presentingController:(UIViewController *)presenting sourceController:(UIViewController *)source {
        return [[Animator alloc] init];
      }
      - (id<UIViewControllerAnimatedTransitioning>)animationControllerForDismissedController:(UIViewController *)dismissed {
        return [[Animator alloc] init];
      }
      @end
      Cards *cards = [[Cards alloc] init];
      UIViewController *card = [[UIViewController alloc] init];
      card.modalPresentationStyle = UIModalPresentationCustom;
      card.transitioningDelegate = cards;
      [self presentViewController:card animated:YES completion:nil];
      card.view.frame;
      [card dismissViewControllerAnimated:YES completion:nil];
      card.presentingViewController == nil;
      """,
      """
      card.modalPresentationStyle = UIModalPresentationCustom
      [container presentViewController:card animated:YES completion:nil]
      [end of turn] [card loadView]
      [end of turn] [card viewDidLoad]
      [end of turn] [cardPresentation presentationTransitionWillBegin]
      [end of turn]   will begin 1
      [end of turn] [card viewWillAppear:YES]
      [end of turn] [animator animateTransition:transitionContext]
      [end of turn]   [window addSubview:card.view]
      [end of turn]   card.view.frame = CGRectMake(0, 200, 320, 280)
      [end of turn]   [UIView animateWithDuration:0.3 animations:^{ … } completion:^(BOOL finished){ … }]
      [end of turn]     animations()
      [end of turn]       window.alpha = 1
      [t=0.3] completion(YES)
      [t=0.3]   [transitionContext completeTransition:YES]
      [t=0.3]     [cardPresentation presentationTransitionDidEnd:YES]
      [t=0.3]       did end 1
      [t=0.3]     [card viewDidAppear:YES]
      = CGRectMake(0, 200, 320, 280)
      [card dismissViewControllerAnimated:YES completion:nil]
      [end of turn] [cardPresentation dismissalTransitionWillBegin]
      [end of turn]   dismissal will begin
      [end of turn] [card viewWillDisappear:YES]
      [end of turn] [animator animateTransition:transitionContext]
      [end of turn]   [UIView animateWithDuration:0.3 animations:^{ … } completion:^(BOOL finished){ … }]
      [end of turn]     animations()
      [end of turn]       window.alpha = 1
      [t=0.6] completion(YES)
      [t=0.6]   [transitionContext completeTransition:YES]
      [t=0.6]     [cardPresentation dismissalTransitionDidEnd:YES]
      [t=0.6]       dismissal did end 1
      [t=0.6]     [card viewDidDisappear:YES]
      = YES
      """, objc: true),
    RuleCase(
      "CT.20 the presented controller's presentationController is the object the delegate gave, in its did-callbacks and after, and its view has that object's frame (UIKit's own animation)",
      """
      class Sheet: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
          return CGRect(x: 20, y: 140, width: 280, height: 200)
        }
        override func presentationTransitionDidEnd(_ completed: Bool) {
          print("did end", presentedViewController.presentationController === self, presentedView!.frame)
        }
      }
      class Sheets: NSObject, UIViewControllerTransitioningDelegate {
        var given: UIPresentationController?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
          given = Sheet(presentedViewController: presented, presenting: presenting)
          return given
        }
      }
      class Card: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          print("appeared", presentationController === sheets.given, view.frame)
        }
      }
      let sheets = Sheets()
      let card = Card()
      card.modalPresentationStyle = .custom
      card.transitioningDelegate = sheets
      container.present(card, animated: true)
      card.presentationController === sheets.given
      card.presentationController?.presentedViewController === card
      card.view.frame
      """,
      """
      card.modalPresentationStyle = .custom
      container.present(card, animated: true, completion: nil)
      [end of turn] card.loadView()
      [end of turn] card.viewDidLoad()
      [end of turn] card.viewWillAppear(true)
      [t=0.35] given.presentationTransitionDidEnd(true)
      [t=0.35]   did end true (20.0, 140.0, 280.0, 200.0)
      [t=0.35] card.viewDidAppear(true)
      [t=0.35]   appeared true (20.0, 140.0, 280.0, 200.0)
      = true
      = true
      = CGRect(x: 20, y: 140, width: 280, height: 200)
      """),
    RuleCase(
      "CT.20 in Objective-C, with an animator that places the view at finalFrameForViewController: presentationController is the delegate's object in the did-callbacks and after, and the view has its frame",
      """
      @interface Sheet : UIPresentationController
      @end
      @implementation Sheet
      - (CGRect)frameOfPresentedViewInContainerView {
        return CGRectMake(20, 140, 280, 200);
      }
      @end
      \(placingAnimator)
      @interface Sheets : NSObject <UIViewControllerTransitioningDelegate>
      @property (nonatomic, strong) UIPresentationController *given;
      @end
      @implementation Sheets
      - (UIPresentationController *)presentationControllerForPresentedViewController:(UIViewController *)presented presentingViewController:(UIViewController *)presenting sourceViewController:(UIViewController *)source {
        self.given = [[Sheet alloc] initWithPresentedViewController:presented presentingViewController:presenting];
        return self.given;
      }
      - (id<UIViewControllerAnimatedTransitioning>)animationControllerForPresentedController:(UIViewController *)presented presentingController:(UIViewController *)presenting sourceController:(UIViewController *)source {
        return [[Animator alloc] init];
      }
      @end
      Sheets *sheets = [[Sheets alloc] init];
      @interface Card : UIViewController
      @end
      @implementation Card
      - (void)viewDidAppear:(BOOL)animated {
        [super viewDidAppear:animated];
        NSLog(@"appeared %d %d", self.presentationController == sheets.given, [self.presentationController isKindOfClass:[Sheet class]]);
      }
      @end
      Card *card = [[Card alloc] init];
      card.modalPresentationStyle = UIModalPresentationCustom;
      card.transitioningDelegate = sheets;
      [self presentViewController:card animated:YES completion:nil];
      card.presentationController == sheets.given;
      card.presentationController.presentedViewController == card;
      card.view.frame;
      """,
      """
      card.modalPresentationStyle = UIModalPresentationCustom
      [container presentViewController:card animated:YES completion:nil]
      [end of turn] [card loadView]
      [end of turn] [card viewDidLoad]
      [end of turn] [card viewWillAppear:YES]
      [end of turn] [animator animateTransition:transitionContext]
      [end of turn]   [window addSubview:card.view]
      [end of turn]   card.view.frame = CGRectMake(20, 140, 280, 200)
      [end of turn]   [UIView animateWithDuration:0.3 animations:^{ … } completion:^(BOOL finished){ … }]
      [end of turn]     animations()
      [end of turn]       window.alpha = 1
      [t=0.3] completion(YES)
      [t=0.3]   [transitionContext completeTransition:YES]
      [t=0.3]     [card viewDidAppear:YES]
      [t=0.3]       appeared 1 1
      = YES
      = YES
      = CGRectMake(20, 140, 280, 200)
      """, objc: true),
    RuleCase(
      "CT.20 when the container view lays out, UIKit calls containerViewWillLayoutSubviews and containerViewDidLayoutSubviews: an animator that only adds the view leaves its frame to them",
      """
      class Sheet: UIPresentationController {
        override var frameOfPresentedViewInContainerView: CGRect {
          return CGRect(x: 20, y: 140, width: 280, height: 200)
        }
        override func containerViewWillLayoutSubviews() {
          super.containerViewWillLayoutSubviews()
          presentedView!.frame = frameOfPresentedViewInContainerView
        }
        override func containerViewDidLayoutSubviews() {
          print("laid out", presentedView!.frame)
        }
      }
      class Adder: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
          return 0.3
        }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
          if let toView = transitionContext.view(forKey: .to) {
            transitionContext.containerView.addSubview(toView)
          }
          UIView.animate(withDuration: 0.3, animations: {}, completion: { _ in
            transitionContext.completeTransition(true)
          })
        }
      }
      class Sheets: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
          return Sheet(presentedViewController: presented, presenting: presenting)
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
          return Adder()
        }
      }
      let sheets = Sheets()
      let card = UIViewController()
      card.modalPresentationStyle = .custom
      card.transitioningDelegate = sheets
      container.present(card, animated: true)
      card.view.frame
      """,
      """
      card.modalPresentationStyle = .custom
      container.present(card, animated: true, completion: nil)
      [end of turn] card.loadView()
      [end of turn] card.viewDidLoad()
      [end of turn] card.viewWillAppear(true)
      [end of turn] adder.animateTransition(using: transitionContext)
      [end of turn]   window.addSubview(card.view)
      [end of turn]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [end of turn]     animations()
      [end of turn] sheet.containerViewWillLayoutSubviews()
      [end of turn]   card.view.frame = CGRect(x: 20, y: 140, width: 280, height: 200)
      [end of turn] sheet.containerViewDidLayoutSubviews()
      [end of turn]   laid out (20.0, 140.0, 280.0, 200.0)
      [t=0.3] completion(true)
      [t=0.3]   transitionContext.completeTransition(true)
      [t=0.3]     card.viewDidAppear(true)
      = CGRect(x: 20, y: 140, width: 280, height: 200)
      """),
    RuleCase(
      "CT.20 in Objective-C, UIKit's own animation: [super …] runs UIKit's versions, which do nothing; the container's layout at the end of the turn calls containerViewWillLayoutSubviews and containerViewDidLayoutSubviews, after the will-callbacks",
      """
      @interface Sheet : UIPresentationController
      @end
      @implementation Sheet
      - (void)presentationTransitionWillBegin {
        [super presentationTransitionWillBegin];
        NSLog(@"will begin");
      }
      - (void)containerViewWillLayoutSubviews {
        [super containerViewWillLayoutSubviews];
        NSLog(@"will lay out");
      }
      - (void)containerViewDidLayoutSubviews {
        [super containerViewDidLayoutSubviews];
        NSLog(@"did lay out");
      }
      @end
      @interface Sheets : NSObject <UIViewControllerTransitioningDelegate>
      @end
      @implementation Sheets
      - (UIPresentationController *)presentationControllerForPresentedViewController:(UIViewController *)presented presentingViewController:(UIViewController *)presenting sourceViewController:(UIViewController *)source {
        return [[Sheet alloc] initWithPresentedViewController:presented presentingViewController:presenting];
      }
      @end
      Sheets *sheets = [[Sheets alloc] init];
      UIViewController *card = [[UIViewController alloc] init];
      card.modalPresentationStyle = UIModalPresentationCustom;
      card.transitioningDelegate = sheets;
      [self presentViewController:card animated:YES completion:nil];
      """,
      """
      card.modalPresentationStyle = UIModalPresentationCustom
      [container presentViewController:card animated:YES completion:nil]
      [end of turn] [card loadView]
      [end of turn] [card viewDidLoad]
      [end of turn] [sheet presentationTransitionWillBegin]
      [end of turn]   will begin
      [end of turn] [card viewWillAppear:YES]
      [end of turn] [sheet containerViewWillLayoutSubviews]
      [end of turn]   will lay out
      [end of turn] [sheet containerViewDidLayoutSubviews]
      [end of turn]   did lay out
      [t=0.35] [card viewDidAppear:YES]
      """, objc: true),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
