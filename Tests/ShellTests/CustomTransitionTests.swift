import Shell
import Simulation
import TestSupport
import Testing

/// A container with its own transition context: the user's context class, the user's animator,
/// and the containment calls finished in `completeTransition(_:)` — all the user's code, run
/// against the simulated UIKit on the virtual clock.
struct CustomTransitionTests {
  /// The container, a context class and a sliding animator in Swift; `swap(from:to:)` runs the
  /// transition.
  static let swiftContainer = """
    class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return 0.5
      }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let fromVC = transitionContext.viewController(forKey: .from)!
        let toVC = transitionContext.viewController(forKey: .to)!
        let container = transitionContext.containerView
        let width = container.bounds.width
        container.addSubview(toVC.view)
        toVC.view.frame = transitionContext.initialFrame(for: toVC).offsetBy(dx: width, dy: 0)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
          fromVC.view.frame = transitionContext.initialFrame(for: fromVC).offsetBy(dx: -width, dy: 0)
          toVC.view.frame = transitionContext.finalFrame(for: toVC)
        }, completion: { finished in
          transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
      }
      func animationEnded(_ transitionCompleted: Bool) {
        print("animationEnded \\(transitionCompleted)")
      }
    }

    class PrivateTransitionContext: NSObject, UIViewControllerContextTransitioning {
      var containerView: UIView
      var isAnimated = true
      var isInteractive = false
      var transitionWasCancelled = false
      var presentationStyle: UIModalPresentationStyle = .custom
      var targetTransform: CGAffineTransform = .identity
      var completion: ((Bool) -> Void)?
      private var controllers: [UITransitionContextViewControllerKey: UIViewController]
      private var frame: CGRect

      init(from fromVC: UIViewController, to toVC: UIViewController) {
        containerView = fromVC.view.superview!
        controllers = [.from: fromVC, .to: toVC]
        frame = containerView.bounds
        super.init()
      }
      func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        return controllers[key]
      }
      func view(forKey key: UITransitionContextViewKey) -> UIView? {
        return key == .from ? controllers[.from]?.view : controllers[.to]?.view
      }
      func initialFrame(for vc: UIViewController) -> CGRect { return frame }
      func finalFrame(for vc: UIViewController) -> CGRect { return frame }
      func completeTransition(_ didComplete: Bool) { completion?(didComplete) }
      func updateInteractiveTransition(_ percentComplete: CGFloat) {}
      func finishInteractiveTransition() {}
      func cancelInteractiveTransition() {}
      func pauseInteractiveTransition() {}
    }

    let first = UIViewController()
    let second = UIViewController()
    container.addChild(first)
    container.view.addSubview(first.view)
    first.didMove(toParent: container)

    func swap(from fromVC: UIViewController, to toVC: UIViewController) {
      fromVC.willMove(toParent: nil)
      addChild(toVC)
      let animator = SlideAnimator()
      let context = PrivateTransitionContext(from: fromVC, to: toVC)
      context.completion = { didComplete in
        fromVC.view.removeFromSuperview()
        fromVC.removeFromParent()
        toVC.didMove(toParent: self)
        animator.animationEnded(didComplete)
      }
      print(animator.transitionDuration(using: context))
      animator.animateTransition(using: context)
    }
    """

  /// The same container in Objective-C; `swapFrom:to:` runs the transition.
  static let objcContainer = """
    @interface SlideAnimator : NSObject <UIViewControllerAnimatedTransitioning>
    @end
    @implementation SlideAnimator
    - (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)transitionContext {
      return 0.5;
    }
    - (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
      UIViewController *fromVC = [transitionContext viewControllerForKey:UITransitionContextFromViewControllerKey];
      UIViewController *toVC = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
      UIView *toView = [transitionContext viewForKey:UITransitionContextToViewKey];
      UIView *containerView = [transitionContext containerView];
      CGFloat width = CGRectGetWidth(containerView.bounds);
      [containerView addSubview:toView];
      toView.frame = CGRectOffset([transitionContext initialFrameForViewController:toVC], width, 0);
      [UIView animateWithDuration:[self transitionDuration:transitionContext] animations:^{
        fromVC.view.frame = CGRectOffset([transitionContext initialFrameForViewController:fromVC], -width, 0);
        toView.frame = [transitionContext finalFrameForViewController:toVC];
      } completion:^(BOOL finished) {
        [transitionContext completeTransition:![transitionContext transitionWasCancelled]];
      }];
    }
    - (void)animationEnded:(BOOL)transitionCompleted {
      NSLog(@"animationEnded %d", transitionCompleted);
    }
    @end

    @interface PrivateTransitionContext : NSObject <UIViewControllerContextTransitioning>
    - (instancetype)initWithFromViewController:(UIViewController *)fromViewController toViewController:(UIViewController *)toViewController;
    @property (nonatomic, copy) void (^completionBlock)(BOOL didComplete);
    @property (nonatomic, assign, getter=isAnimated) BOOL animated;
    @property (nonatomic, assign, getter=isInteractive) BOOL interactive;
    @end

    @interface PrivateTransitionContext ()
    @property (nonatomic, strong) NSDictionary *privateViewControllers;
    @property (nonatomic, assign) CGRect privateFrame;
    @property (nonatomic, weak) UIView *containerView;
    @property (nonatomic, assign) UIModalPresentationStyle presentationStyle;
    @property (nonatomic, assign) BOOL transitionWasCancelled;
    @end

    @implementation PrivateTransitionContext
    - (instancetype)initWithFromViewController:(UIViewController *)fromViewController toViewController:(UIViewController *)toViewController {
      if ((self = [super init])) {
        self.presentationStyle = UIModalPresentationCustom;
        self.containerView = fromViewController.view.superview;
        self.privateViewControllers = @{
          UITransitionContextFromViewControllerKey: fromViewController,
          UITransitionContextToViewControllerKey: toViewController,
        };
        self.privateFrame = self.containerView.bounds;
      }
      return self;
    }
    - (CGRect)initialFrameForViewController:(UIViewController *)viewController { return self.privateFrame; }
    - (CGRect)finalFrameForViewController:(UIViewController *)viewController { return self.privateFrame; }
    - (UIViewController *)viewControllerForKey:(NSString *)key { return self.privateViewControllers[key]; }
    - (UIView *)viewForKey:(NSString *)key {
      if ([key isEqualToString:UITransitionContextFromViewKey]) {
        return [self.privateViewControllers[UITransitionContextFromViewControllerKey] view];
      }
      return [self.privateViewControllers[UITransitionContextToViewControllerKey] view];
    }
    - (void)completeTransition:(BOOL)didComplete {
      if (self.completionBlock) { self.completionBlock(didComplete); }
    }
    - (void)updateInteractiveTransition:(CGFloat)percentComplete {}
    - (void)finishInteractiveTransition {}
    - (void)cancelInteractiveTransition {}
    - (void)pauseInteractiveTransition {}
    - (CGAffineTransform)targetTransform { return CGAffineTransformIdentity; }
    @end

    UIViewController *first = [[UIViewController alloc] init];
    UIViewController *second = [[UIViewController alloc] init];
    [container addChildViewController:first];
    [container.view addSubview:first.view];
    [first didMoveToParentViewController:container];

    - (void)swapFrom:(UIViewController *)fromVC to:(UIViewController *)toVC {
      [fromVC willMoveToParentViewController:nil];
      [self addChildViewController:toVC];
      SlideAnimator *animator = [[SlideAnimator alloc] init];
      PrivateTransitionContext *context = [[PrivateTransitionContext alloc] initWithFromViewController:fromVC toViewController:toVC];
      context.animated = YES;
      context.interactive = NO;
      context.completionBlock = ^(BOOL didComplete) {
        [fromVC.view removeFromSuperview];
        [fromVC removeFromParentViewController];
        [toVC didMoveToParentViewController:self];
        [animator animationEnded:didComplete];
      };
      [animator animateTransition:context];
    }
    """

  @Test(
    "the animator slides in the user's context; completeTransition finishes the containment",
    arguments: [false, true])
  func theArticleContainerRuns(objc: Bool) {
    let call = objc ? "[self swapFrom:first to:second];" : "swap(from: first, to: second)"
    let run = ScriptRun((objc ? Self.objcContainer : Self.swiftContainer) + "\n" + call)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    let ended = objc ? "animationEnded 1" : "animationEnded true"
    // R.1: the to-view entering the window appears now, its did-callback at the end of the
    // turn; the animator's completion finishes the containment (1.3, 3.x) after 0.5 s.
    #expect(
      run.output.hasSuffix(
        trimmedBlock(
          """
              UIView.animate(withDuration: 0.5, animations: { … }, completion: { finished in … })
                animations()
                  first.view.frame = CGRect(x: -320, y: 0, width: 320, height: 480)
                  second.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
          [end of turn] second.viewDidAppear(false)
          [t=0.5] completion(true)
          [t=0.5]   context.completeTransition(true)
          [t=0.5]     first.view.removeFromSuperview()
          [t=0.5]       first.viewWillDisappear(false)
          [t=0.5]     first.removeFromParent()
          [t=0.5]       first.didMove(toParent: nil)
          [t=0.5]     second.didMove(toParent: container)
          [t=0.5]     animator.animationEnded(true)
          [t=0.5]       \(ended)
          [t=0.5] first.viewDidDisappear(false)
          """)),
      "\(run.output)")
    let world = run.session.world
    let container = world.controllers.first { $0.name == "container" }
    let second = world.controllers.first { $0.name == "second" }
    #expect(container?.children.map { world.controllers[$0.index].name } == ["second"])
    #expect(second?.appearance == .appeared)
  }

  @Test(
    "mid-slide, :screen and the presentation frames show both views half way",
    arguments: [false, true])
  func theSlideIsVisibleFrameByFrame(objc: Bool) {
    let call = objc ? "[self swapFrom:first to:second];" : "swap(from: first, to: second)"
    let run = ScriptRun(
      (objc ? Self.objcContainer : Self.swiftContainer) + "\n:clock manual\n" + call
        + "\n:tick 0.25\n:screen")
    #expect(!run.hadError, "\(run.output)")
    let world = run.session.world
    func shown(_ name: String) -> Double? {
      world.controllers.first { $0.name == name }.flatMap(\.view).map {
        world.presentationFrame(of: $0).origin.x
      }
    }
    // Ease in-out at half the duration is half the way: -160 and 160 points.
    #expect(shown("first") == -160)
    #expect(shown("second") == 160)
    #expect(run.output.contains("mid-animation at t = 0.25"), "\(run.output)")
    #expect(run.output.contains("first.view: partly off screen"))
  }

  @Test("CT.9 UIPercentDrivenInteractiveTransition refuses a context of the user's own class")
  func percentDrivenNeedsUIKitsContext() {
    let run = ScriptRun(
      Self.swiftContainer + """

        let driver = UIPercentDrivenInteractiveTransition()
        let context = PrivateTransitionContext(from: first, to: second)
        func drive() {
          driver.startInteractiveTransition(context)
          print("not reached")
        }
        drive()
        """)
    #expect(run.hadError)
    #expect(
      run.output.contains(
        "reason: '-[PrivateTransitionContext _animator]: unrecognized selector sent to instance"),
      "\(run.output)")
    #expect(!run.output.contains("not reached"))
  }

  /// An Objective-C navigation delegate with an animator and an interaction controller.
  static let objcNavigation = """
      @interface SlideAnimator : NSObject <UIViewControllerAnimatedTransitioning>
      @end
      @implementation SlideAnimator
      - (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)transitionContext {
        return 0.4;
      }
      - (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
        UIViewController *toVC = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
        UIView *toView = [transitionContext viewForKey:UITransitionContextToViewKey];
        [[transitionContext containerView] addSubview:toView];
        toView.frame = CGRectOffset([transitionContext finalFrameForViewController:toVC], 320, 0);
        [UIView animateWithDuration:[self transitionDuration:transitionContext] animations:^{
          toView.frame = [transitionContext finalFrameForViewController:toVC];
        } completion:^(BOOL finished) {
          [transitionContext completeTransition:![transitionContext transitionWasCancelled]];
        }];
      }
      @end
      @interface NavDelegate : NSObject <UINavigationControllerDelegate>
      @property (nonatomic, strong) SlideAnimator *animator;
      @property (nonatomic, strong) UIPercentDrivenInteractiveTransition *interactor;
      @end
      @implementation NavDelegate
      - (id<UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)navigationController animationControllerForOperation:(UINavigationControllerOperation)operation fromViewController:(UIViewController *)fromVC toViewController:(UIViewController *)toVC {
        return self.animator;
      }
      - (id<UIViewControllerInteractiveTransitioning>)navigationController:(UINavigationController *)navigationController interactionControllerForAnimationController:(id<UIViewControllerAnimatedTransitioning>)animationController {
        return self.interactor;
      }
      @end
      UIViewController *a = [[UIViewController alloc] init];
      UIViewController *b = [[UIViewController alloc] init];
      UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:a];
      [container addChildViewController:nav];
      [container.view addSubview:nav.view];
      [nav didMoveToParentViewController:container];
      NavDelegate *handler = [[NavDelegate alloc] init];
      handler.animator = [[SlideAnimator alloc] init];
      nav.delegate = handler;
      [nav pushViewController:b animated:NO];
    """

  @Test("an Objective-C delegate's animator and percent-driven pop: held half way, cancelled")
  func objcInteractivePop() {
    let run = ScriptRun(
      Self.objcNavigation + """

        :log clear
        handler.interactor = [[UIPercentDrivenInteractiveTransition alloc] init];
        [nav popViewControllerAnimated:YES];
        [handler.interactor updateInteractiveTransition:0.5];
        :screen
        [handler.interactor cancelInteractiveTransition];
        nav.viewControllers;
        """, options: SessionOptions(syntax: .objc))
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    // Half way on an ease-in-out curve is half the distance: a.view is drawn at x = 160.
    #expect(run.output.contains("mid-animation"), "\(run.output)")
    #expect(
      run.output.hasSuffix(
        trimmedBlock(
          """
          [interactor cancelInteractiveTransition]
          [t=0.2] completion(YES)
          [t=0.2]   [transitionContext completeTransition:NO]
          [t=0.2]     [a viewWillDisappear:YES]
          [t=0.2]     [a viewDidDisappear:YES]
          [t=0.2]     [b viewWillAppear:YES]
          [t=0.2]     [b viewDidAppear:YES]
          = @[a, b]
          """)), "\(run.output)")
  }

  @Test("held by update(_:), the animation does not run on the clock; the view is drawn there")
  func heldAnimationsWaitForTheDriver() {
    let run = ScriptRun(
      Self.objcNavigation + """

        handler.interactor = [[UIPercentDrivenInteractiveTransition alloc] init];
        [nav popViewControllerAnimated:YES];
        [handler.interactor updateInteractiveTransition:0.5];
        :tick 5
        """, options: SessionOptions(syntax: .objc))
    let world = run.session.world
    let a = world.controllers.first { $0.name == "a" }?.view
    #expect(a.map { world.presentationFrame(of: $0).origin.x } == 160)
    #expect(a.map { world.view($0).frame.origin.x } == 0)
    #expect(world.customTransitions.count == 1)
    #expect(world.customTransitions.first?.isInteractive == true)
  }

  @Test("a Swift method that meets a UIKit protocol's requirement answers to its selector")
  func swiftAnimatorAnswersObjectiveCSelectors() {
    let run = ScriptRun(
      Self.swiftContainer + """

        let animator = SlideAnimator()
        [animator transitionDuration:nil];
        [animator animationEnded:YES];
        [animator respondsToSelector:@selector(animateTransition:)];
        """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output.hasSuffix(
        trimmedBlock(
          """
          = 0.5
          animator.animationEnded(true)
            animationEnded true
          = true
          """)), "\(run.output)")
  }
}
