import Shell
import TestSupport
import Testing

extension RuleConformanceRevisionTests {
  /// The revised order of transitions (R.3): built-in styles, forwarding off, and after.
  static let moreCases: [RuleCase] = [
    RuleCase(
      "R.3 a built-in style takes from.view out at the start; the completion runs after both did-callbacks",
      setup: RuleConformance.r1 + "\ncontainer.addChild(b)\n:clock manual",
      """
      container.transition(from: a, to: b, duration: 0.3, options: [.transitionFlipFromLeft], animations: nil, completion: { _ in print("completion") })
      a.view.superview
      :wait
      """,
      """
      container.transition(from: a, to: b, duration: 0.3, options: [.transitionFlipFromLeft], animations: nil, completion: { _ in … })
        b.loadView()
        b.viewDidLoad()
        a.viewWillDisappear(true)
        b.viewWillAppear(true)
      = nil
      [t=0.3] b.viewDidAppear(true)
      [t=0.3] a.viewDidDisappear(true)
      [t=0.3] completion(true)
      [t=0.3]   completion
      """),
    RuleCase(
      "R.3 without a built-in style from.view stays until the end, Objective-C",
      setup: RuleConformance.r1 + "\ncontainer.addChild(b)\n:clock manual",
      """
      [self transitionFromViewController:a toViewController:b duration:0.3 options:0 animations:nil completion:^(BOOL finished) { NSLog(@"completion"); }];
      a.view.superview == self.view;
      :wait
      a.view.superview;
      """,
      """
      [container transitionFromViewController:a toViewController:b duration:0.3 options:0 animations:nil completion:^(BOOL finished){ … }]
        [b loadView]
        [b viewDidLoad]
        [a viewWillDisappear:YES]
        [b viewWillAppear:YES]
      = YES
      [t=0.3] [b viewDidAppear:YES]
      [t=0.3] [a viewDidDisappear:YES]
      [t=0.3] completion(YES)
      [t=0.3]   completion
      = nil
      """, objc: true),
    RuleCase(
      "R.3 forwarding off: the legacy-containment exception, Objective-C",
      setup: RuleConformance.r1 + "\ncontainer.addChild(b)\n:forward off",
      "[self transitionFromViewController:a toViewController:b duration:0.3 options:0 animations:nil completion:nil];",
      """
      [container transitionFromViewController:a toViewController:b duration:0.3 options:0 animations:nil completion:nil]
        error: NSInvalidArgumentException: Parent view controller is using legacy containment in call to -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]
      """, error: true, objc: true),

    // MARK: R.4 — begin/end levels
    RuleCase(
      "R.4 a begin in the open direction only counts; the did comes at the matching end",
      setup: RuleConformance.manual,
      """
      a.beginAppearanceTransition(false, animated: false)
      a.beginAppearanceTransition(false, animated: false)
      a.endAppearanceTransition()
      a.endAppearanceTransition()
      a.endAppearanceTransition()
      """,
      """
      a.beginAppearanceTransition(false, animated: false)
        a.viewWillDisappear(false)
      a.beginAppearanceTransition(false, animated: false)
      a.endAppearanceTransition()
      a.endAppearanceTransition()
        a.viewDidDisappear(false)
      a.endAppearanceTransition()
        \(RuleConformanceAppearanceTests.unbalancedA)
      """),
    RuleCase(
      "R.4 begin(true) on an appeared controller sends viewWillAppear again, Objective-C",
      setup: RuleConformance.manual,
      """
      [a beginAppearanceTransition:YES animated:YES];
      [a endAppearanceTransition];
      """,
      """
      [a beginAppearanceTransition:YES animated:YES]
        [a viewWillAppear:YES]
      [a endAppearanceTransition]
        [a viewDidAppear:YES]
      """, objc: true),
    RuleCase(
      "R.4 a begin in the other direction starts the count again at one",
      setup: RuleConformance.manual,
      """
      a.beginAppearanceTransition(false, animated: false)
      a.beginAppearanceTransition(false, animated: false)
      a.beginAppearanceTransition(true, animated: false)
      a.endAppearanceTransition()
      a.endAppearanceTransition()
      """,
      """
      a.beginAppearanceTransition(false, animated: false)
        a.viewWillDisappear(false)
      a.beginAppearanceTransition(false, animated: false)
      a.beginAppearanceTransition(true, animated: false)
        a.viewWillAppear(false)
      a.endAppearanceTransition()
        a.viewDidAppear(false)
      a.endAppearanceTransition()
        \(RuleConformanceAppearanceTests.unbalancedA)
      """),

    // MARK: R.5 — a controller without a parent
    RuleCase(
      "R.5 iOS 17: a parentless controller's view in the window appears; a later addChild sends only willMove, Objective-C",
      setup: "UIViewController *a = [[UIViewController alloc] init];",
      """
      [self.view addSubview:a.view];
      [self addChildViewController:a];
      """,
      """
      [container.view addSubview:a.view]
        [a loadView]
        [a viewDidLoad]
        [a viewWillAppear:NO]
      [end of turn] [a viewDidAppear:NO]
      [container addChildViewController:a]
        [a willMoveToParentViewController:container]
      """, objc: true),
    RuleCase(
      "R.5 iOS 7: a parentless controller's view in the window hears nothing",
      setup: ":ios 7\nlet a = UIViewController()",
      """
      container.view.addSubview(a.view)
      a.view.removeFromSuperview()
      """,
      """
      container.view.addSubview(a.view)
        a.loadView()
        a.viewDidLoad()
      a.view.removeFromSuperview()
      """),
    RuleCase(
      "R.5 a parentless controller misses the container's explicit forwarding",
      setup: """
        let a = UIViewController()
        let box = UIViewController()
        container.addChild(box)
        container.view.addSubview(box.view)
        box.didMove(toParent: container)
        box.view.addSubview(a.view)
        """,
      """
      box.beginAppearanceTransition(false, animated: false)
      box.endAppearanceTransition()
      """,
      """
      box.beginAppearanceTransition(false, animated: false)
        box.viewWillDisappear(false)
      box.endAppearanceTransition()
        box.viewDidDisappear(false)
      """),

    // MARK: R.6 — addChild of a controller that has a parent
    RuleCase(
      "R.6 inside willMove(toParent:) the parent is already set; re-adding to the same parent leaves it first",
      setup: """
        class Probe: UIViewController {
          override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            print(self.parent === container)
          }
        }
        let a = Probe()
        let b = UIViewController()
        container.addChild(a)
        container.addChild(b)
        """,
      """
      container.addChild(a)
      container.children
      """,
      """
      container.addChild(a)
        a.willMove(toParent: nil)
          true
        a.didMove(toParent: nil)
        a.willMove(toParent: container)
          true
      = [b, a]
      """),
    RuleCase(
      "R.6 reparenting a child whose view is inside its old parent: no exception, Objective-C",
      setup: RuleConformance.r1 + "\nlet other = UIViewController()",
      """
      [other addChildViewController:a];
      a.parent == other;
      """,
      """
      [other addChildViewController:a]
        [a willMoveToParentViewController:nil]
        [a didMoveToParentViewController:nil]
        [a willMoveToParentViewController:other]
      = YES
      """, objc: true),
  ]
}
