import Shell
import TestSupport
import Testing

/// Rule CT.22: in a push or pop an animator drives, the interaction controller and the
/// animator's duration are known from the will-callbacks on.
struct RuleConformanceTransitionTimingTests {
  /// The navigation example's animator and delegate; `a` and `b` say what their transition
  /// coordinator answers in their will-callbacks; `nav` shows `b` over `a`.
  static let pages =
    CustomTransitionTests.example(
      "navigation-animator.swift", upTo: "nav.pushViewController(b, animated: true)"
    )
    .replacingOccurrences(
      of: "let a = UIViewController()\nlet b = UIViewController()",
      with: """
        class Page: UIViewController {
          override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            if let coordinator = transitionCoordinator {
              print("appearing", coordinator.isInteractive, coordinator.initiallyInteractive, coordinator.transitionDuration)
            }
          }
          override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            if let coordinator = transitionCoordinator {
              print("disappearing", coordinator.isInteractive, coordinator.transitionDuration)
            }
          }
        }
        let a = Page()
        let b = Page()
        """) + "\nnav.pushViewController(b, animated: false)"

  /// `pages` in Objective-C, where `Page` says what its coordinator answers in viewWillAppear:.
  static let objcPages =
    CustomTransitionTests.example(
      "navigation-animator.m", upTo: "[nav pushViewController:b animated:YES];"
    )
    .replacingOccurrences(
      of: """
        UIViewController *a = [[UIViewController alloc] init];
        UIViewController *b = [[UIViewController alloc] init];
        """,
      with: """
        @interface Page : UIViewController
        @end
        @implementation Page
        - (void)viewWillAppear:(BOOL)animated {
          [super viewWillAppear:animated];
          id<UIViewControllerTransitionCoordinator> coordinator = self.transitionCoordinator;
          if (coordinator != nil) {
            NSLog(@"appearing %d %.1f", coordinator.isInteractive, coordinator.transitionDuration);
          }
        }
        @end
        Page *a = [[Page alloc] init];
        Page *b = [[Page alloc] init];
        """) + "\n[nav pushViewController:b animated:NO];"

  /// A pop the percent-driven interactor drives and finishes, in `pages`.
  static let interactivePop = """
    nav.popViewController(animated: true)
      b.willMove(toParent: nil)
    [end of turn] b.viewWillDisappear(true)
    [end of turn]   disappearing true 0.4
    [end of turn] a.viewWillAppear(true)
    [end of turn]   appearing true true 0.4
    [end of turn] interactor.startInteractiveTransition(transitionContext)
    [end of turn]   animator.animateTransition(using: transitionContext)
    [end of turn]     nav.view.addSubview(a.view)
    [end of turn]     a.view.frame = CGRect(x: 320, y: 0, width: 320, height: 480)
    [end of turn]     UIView.animate(withDuration: 0.4, animations: { … }, completion: { _ in … })
    [end of turn]       animations()
    [end of turn]         a.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    interactor.finish()
    [t=0.4] completion(true)
    [t=0.4]   transitionContext.completeTransition(true)
    [t=0.4]     b.viewDidDisappear(true)
    [t=0.4]     a.viewDidAppear(true)
    [t=0.4]     b.didMove(toParent: nil)
    [t=0.4]     animator.animationEnded(true)
    [t=0.4]       animation ended: true
    """

  /// `interactivePop` in Objective-C, in `objcPages`, ending with the stack read back.
  static let objcInteractivePop = """
    [nav popViewControllerAnimated:YES]
      [b willMoveToParentViewController:nil]
    [end of turn] [b viewWillDisappear:YES]
    [end of turn] [a viewWillAppear:YES]
    [end of turn]   appearing 1 0.4
    [end of turn] [interactor startInteractiveTransition:transitionContext]
    [end of turn]   [animator animateTransition:transitionContext]
    [end of turn]     [nav.view addSubview:a.view]
    [end of turn]     a.view.frame = CGRectMake(320, 0, 320, 480)
    [end of turn]     [UIView animateWithDuration:0.4 animations:^{ … } completion:^(BOOL finished){ … }]
    [end of turn]       animations()
    [end of turn]         a.view.frame = CGRectMake(0, 0, 320, 480)
    [interactor finishInteractiveTransition]
    [t=0.4] completion(YES)
    [t=0.4]   [transitionContext completeTransition:YES]
    [t=0.4]     [b viewDidDisappear:YES]
    [t=0.4]     [a viewDidAppear:YES]
    [t=0.4]     [b didMoveToParentViewController:nil]
    [t=0.4]     [animator animationEnded:YES]
    [t=0.4]       animation ended: true
    = @[a]
    """

  static let cases: [RuleCase] = [
    RuleCase(
      "CT.22 an interactive pop: isInteractive and initiallyInteractive are true and transitionDuration is the animator's 0.4 in both will-callbacks; a push without an interaction controller: not interactive, 0.4",
      setup: pages,
      """
      handler.interactor = UIPercentDrivenInteractiveTransition()
      nav.popViewController(animated: true)
      handler.interactor!.finish()
      handler.interactor = nil
      nav.pushViewController(b, animated: true)
      """,
      """
      \(interactivePop)
      nav.pushViewController(b, animated: true)
        b.willMove(toParent: nav)
      [end of turn] a.viewWillDisappear(true)
      [end of turn]   disappearing false 0.4
      [end of turn] b.viewWillAppear(true)
      [end of turn]   appearing false false 0.4
      [end of turn] animator.animateTransition(using: transitionContext)
      [end of turn]   nav.view.addSubview(b.view)
      [end of turn]   b.view.frame = CGRect(x: 320, y: 0, width: 320, height: 480)
      [end of turn]   UIView.animate(withDuration: 0.4, animations: { … }, completion: { _ in … })
      [end of turn]     animations()
      [end of turn]       b.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      [t=0.8] completion(true)
      [t=0.8]   transitionContext.completeTransition(true)
      [t=0.8]     a.viewDidDisappear(true)
      [t=0.8]     b.viewDidAppear(true)
      [t=0.8]     b.didMove(toParent: nav)
      [t=0.8]     animator.animationEnded(true)
      [t=0.8]       animation ended: true
      """),
    RuleCase(
      "CT.22 in Objective-C: an interactive pop is interactive, with the animator's duration, in a's viewWillAppear:",
      setup: objcPages,
      """
      handler.interactor = [[UIPercentDrivenInteractiveTransition alloc] init];
      [nav popViewControllerAnimated:YES];
      [handler.interactor finishInteractiveTransition];
      nav.viewControllers;
      """,
      """
      \(objcInteractivePop)
      """, objc: true),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
