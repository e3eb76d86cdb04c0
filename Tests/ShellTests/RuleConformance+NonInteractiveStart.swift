import Shell
import TestSupport
import Testing

/// Rules CT.27–CT.29: a push whose UIPercentDrivenInteractiveTransition does not want an
/// interactive start runs as an animated one; pause() acts only on an interruptible animator;
/// a presentation's coordinator learns the animator's duration only after its will-callbacks.
struct RuleConformanceNonInteractiveStartTests {
  typealias Timing = RuleConformanceTransitionTimingTests

  /// A push of a third page `c` in `Timing.pages`, held by the clock after its start.
  static let push = """
    let c = Page()
    :clock manual
    nav.pushViewController(c, animated: true)
    :tick 0.1
    """

  /// The push of `c` as an animated one: not interactive, with the animator's duration.
  static let animatedPush = """
    nav.pushViewController(c, animated: true)
      c.willMove(toParent: nav)
    [t=0] c.loadView()
    [t=0] c.viewDidLoad()
    [t=0] b.viewWillDisappear(true)
    [t=0]   disappearing false 0.4
    [t=0] c.viewWillAppear(true)
    [t=0]   appearing false false 0.4
    [t=0] interactor.startInteractiveTransition(transitionContext)
    [t=0]   animator.animateTransition(using: transitionContext)
    [t=0]     nav.view.addSubview(c.view)
    [t=0]     c.view.frame = CGRect(x: 320, y: 0, width: 320, height: 480)
    [t=0]     UIView.animate(withDuration: 0.4, animations: { … }, completion: { _ in … })
    [t=0]       animations()
    [t=0]         c.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    """

  /// The push of a third page `c` in `Timing.objcPages` as an animated one, up to its animation.
  static let objcPush = """
    [nav pushViewController:c animated:YES]
      [c willMoveToParentViewController:nav]
    [end of turn] [c loadView]
    [end of turn] [c viewDidLoad]
    [end of turn] [b viewWillDisappear:YES]
    [end of turn] [c viewWillAppear:YES]
    [end of turn]   appearing 0 0.4
    [end of turn] [interactor startInteractiveTransition:transitionContext]
    [end of turn]   [animator animateTransition:transitionContext]
    [end of turn]     [nav.view addSubview:c.view]
    [end of turn]     c.view.frame = CGRectMake(320, 0, 320, 480)
    [end of turn]     [UIView animateWithDuration:0.4 animations:^{ … } completion:^(BOOL finished){ … }]
    [end of turn]       animations()
    [end of turn]         c.view.frame = CGRectMake(0, 0, 320, 480)
    """

  /// The end of the push of `c`, when its animation ends.
  static let pushEnds = """
    [t=0.4] completion(true)
    [t=0.4]   transitionContext.completeTransition(true)
    [t=0.4]     b.viewDidDisappear(true)
    [t=0.4]     c.viewDidAppear(true)
    [t=0.4]     c.didMove(toParent: nav)
    [t=0.4]     animator.animationEnded(true)
    [t=0.4]       animation ended: true
    """

  /// `Timing.pages` whose animator also gives an interruptible animator.
  static let interruptiblePages = Timing.pages.replacingOccurrences(
    of: "  func animationEnded(_ transitionCompleted: Bool) {",
    with: """
        func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
          return UIViewPropertyAnimator(duration: 0.4, curve: .easeInOut)
        }
        func animationEnded(_ transitionCompleted: Bool) {
      """)

  /// The card of the presentation example, of a class that says what its coordinator answers.
  static let cards = CustomTransitionTests.example(
    "custom-presentation.swift", upTo: "home.present(card, animated: true)"
  )
  .replacingOccurrences(
    of: "let card = UIViewController()",
    with: """
      class Card: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
          super.viewWillAppear(animated)
          print("appearing", transitionCoordinator!.isInteractive, transitionCoordinator!.transitionDuration)
        }
        override func viewWillDisappear(_ animated: Bool) {
          super.viewWillDisappear(animated)
          print("disappearing", transitionCoordinator!.transitionDuration)
        }
      }
      let card = Card()
      """)

  /// `cards` in Objective-C.
  static let objcCards = CustomTransitionTests.example(
    "custom-presentation.m", upTo: "[home presentViewController:card animated:YES completion:nil];"
  )
  .replacingOccurrences(
    of: "UIViewController *card = [[UIViewController alloc] init];",
    with: """
      @interface Card : UIViewController
      @end
      @implementation Card
      - (void)viewWillAppear:(BOOL)animated {
        [super viewWillAppear:animated];
        NSLog(@"appearing %d %.1f", self.transitionCoordinator.isInteractive, self.transitionCoordinator.transitionDuration);
      }
      @end
      Card *card = [[Card alloc] init];
      """)

  static let cases: [RuleCase] = [
    RuleCase(
      "CT.27 a push whose UIPercentDrivenInteractiveTransition has wantsInteractiveStart false is not interactive in its will-callbacks and runs to its end; pause() does nothing without an interruptible animator (CT.28); update(_:) and finish() are refused as not simulated",
      setup: Timing.pages,
      """
      handler.interactor = UIPercentDrivenInteractiveTransition()
      handler.interactor!.wantsInteractiveStart = false
      \(push)
      handler.interactor!.pause()
      handler.interactor!.update(0.5)
      handler.interactor!.finish()
      :wait
      nav.viewControllers.count
      """,
      """
      \(animatedPush)
      interactor.pause()
      unsupported: 64:21: containrepl does not simulate 'update, finish or cancel after wantsInteractiveStart = false' yet
      handler.interactor!.update(0.5)
                          ^~~~~~
      unsupported: 65:21: containrepl does not simulate 'update, finish or cancel after wantsInteractiveStart = false' yet
      handler.interactor!.finish()
                          ^~~~~~
      \(pushEnds)
      = 3
      """, error: true),
    RuleCase(
      "CT.27 in Objective-C: a push whose interaction controller, a UIPercentDrivenInteractiveTransition subclass, answers NO to wantsInteractiveStart is not interactive and ends as an animated push",
      setup: Timing.objcPages + """

        @interface Starter : UIPercentDrivenInteractiveTransition
        @end
        @implementation Starter
        - (BOOL)wantsInteractiveStart { return NO; }
        @end
        """,
      """
      handler.interactor = [[Starter alloc] init];
      Page *c = [[Page alloc] init];
      [nav pushViewController:c animated:YES];
      nav.viewControllers.count;
      """,
      """
      \(objcPush)
      [t=0.4] completion(YES)
      [t=0.4]   [transitionContext completeTransition:YES]
      [t=0.4]     [b viewDidDisappear:YES]
      [t=0.4]     [c viewDidAppear:YES]
      [t=0.4]     [c didMoveToParentViewController:nav]
      [t=0.4]     [animator animationEnded:YES]
      [t=0.4]       animation ended: true
      = 3
      """, objc: true),
    RuleCase(
      "CT.28 an animator with an interruptible animator driven by a UIPercentDrivenInteractiveTransition gets a not-simulated note, and pause() during its push is refused",
      setup: interruptiblePages,
      """
      handler.interactor = UIPercentDrivenInteractiveTransition()
      \(push)
      handler.interactor!.pause()
      handler.interactor!.finish()
      """,
      """
      \(animatedPush.replacingOccurrences(of: "false", with: "true").replacingOccurrences(
        of: "(toParent: nav)\n", with: "(toParent: nav)\nnote: 63:1: containrepl does not simulate 'interruptibleAnimator(using:)' yet\n"))
      unsupported: 65:21: containrepl does not simulate 'interruptibleAnimator(using:)' yet
      handler.interactor!.pause()
                          ^~~~~
      interactor.finish()
      """, error: true),
    RuleCase(
      "CT.28 in Objective-C: an animator that answers interruptibleAnimatorForTransition: gets the not-simulated note at the push, and pauseInteractiveTransition is refused",
      setup: Timing.objcPages.replacingOccurrences(
        of: "- (void)animationEnded:(BOOL)transitionCompleted {",
        with: """
          - (id<UIViewImplicitlyAnimating>)interruptibleAnimatorForTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
            return [[UIViewPropertyAnimator alloc] initWithDuration:0.4 curve:UIViewAnimationCurveEaseInOut animations:nil];
          }
          - (void)animationEnded:(BOOL)transitionCompleted {
          """),
      """
      handler.interactor = [[UIPercentDrivenInteractiveTransition alloc] init];
      Page *c = [[Page alloc] init];
      [nav pushViewController:c animated:YES];
      [handler.interactor pauseInteractiveTransition];
      """,
      """
      \(objcPush.replacingOccurrences(of: "appearing 0", with: "appearing 1").replacingOccurrences(
        of: "nav]\n", with: "nav]\nnote: 64:1: containrepl does not simulate 'interruptibleAnimator(using:)' yet\n"))
      unsupported: 65:21: containrepl does not simulate 'interruptibleAnimator(using:)' yet
      [handler.interactor pauseInteractiveTransition];
                          ^~~~~~~~~~~~~~~~~~~~~~~~~~
      """, error: true, objc: true),
    RuleCase(
      "CT.28 in Objective-C: pauseInteractiveTransition during an interactive pop whose animator gives no interruptible animator changes nothing",
      setup: Timing.objcPages,
      """
      handler.interactor = [[UIPercentDrivenInteractiveTransition alloc] init];
      [nav popViewControllerAnimated:YES];
      [handler.interactor pauseInteractiveTransition];
      [handler.interactor finishInteractiveTransition];
      nav.viewControllers;
      """,
      """
      \(Timing.objcInteractivePop.replacingOccurrences(
        of: "[interactor finishInteractiveTransition]",
        with: "[interactor pauseInteractiveTransition]\n[interactor finishInteractiveTransition]"))
      """, objc: true),
    RuleCase(
      "CT.29 a presentation's and a dismissal's coordinator say 0 in the will-callbacks and the animator's 0.3 once it runs",
      setup: cards,
      """
      :clock manual
      home.present(card, animated: true)
      :tick 0.1
      card.transitionCoordinator!.transitionDuration
      :wait
      card.dismiss(animated: true)
      :tick 0.1
      card.transitionCoordinator!.transitionDuration
      :wait
      """,
      """
      home.present(card, animated: true, completion: nil)
      [t=0] card.loadView()
      [t=0] card.viewDidLoad()
      [t=0] card.viewWillAppear(true)
      [t=0]   appearing false 0.0
      [t=0] cardAnimator.animateTransition(using: transitionContext)
      [t=0]   window.addSubview(card.view)
      [t=0]   card.view.frame = CGRect(x: 0, y: 480, width: 320, height: 480)
      [t=0]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [t=0]     animations()
      [t=0]       card.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      = 0.3
      [t=0.3] completion(true)
      [t=0.3]   transitionContext.completeTransition(true)
      [t=0.3]     card.viewDidAppear(true)
      [t=0.3]     cardAnimator.animationEnded(true)
      [t=0.3]       presented: true
      card.dismiss(animated: true, completion: nil)
      [t=0.3] card.viewWillDisappear(true)
      [t=0.3]   disappearing 0.0
      [t=0.3] cardAnimator.animateTransition(using: transitionContext)
      [t=0.3]   UIView.animate(withDuration: 0.3, animations: { … }, completion: { _ in … })
      [t=0.3]     animations()
      [t=0.3]       card.view.frame = CGRect(x: 0, y: 480, width: 320, height: 480)
      = 0.3
      [t=0.6] completion(true)
      [t=0.6]   transitionContext.completeTransition(true)
      [t=0.6]     card.viewDidDisappear(true)
      [t=0.6]     cardAnimator.animationEnded(true)
      [t=0.6]       dismissed: true
      """),
    RuleCase(
      "CT.29 in Objective-C: a presentation's coordinator says 0 in viewWillAppear:",
      setup: objcCards,
      """
      [home presentViewController:card animated:YES completion:nil];
      """,
      """
      [home presentViewController:card animated:YES completion:nil]
      [end of turn] [card loadView]
      [end of turn] [card viewDidLoad]
      [end of turn] [card viewWillAppear:YES]
      [end of turn]   appearing 0 0.0
      [end of turn] [animator animateTransition:transitionContext]
      [end of turn]   [window addSubview:card.view]
      [end of turn]   card.view.frame = CGRectMake(0, 480, 320, 480)
      [end of turn]   [UIView animateWithDuration:0.3 animations:^{ … } completion:^(BOOL finished){ … }]
      [end of turn]     animations()
      [end of turn]       card.view.frame = CGRectMake(0, 0, 320, 480)
      [t=0.3] completion(YES)
      [t=0.3]   [transitionContext completeTransition:YES]
      [t=0.3]     [card viewDidAppear:YES]
      [t=0.3]     [animator animationEnded:YES]
      [t=0.3]       presented: 1
      """, objc: true),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
