import Shell
import TestSupport
import Testing

/// The revised rules R.1–R.6, each pinned by small scenarios typed in Swift and again in
/// Objective-C (whose log is written in Objective-C). Every expected log is derived from the
/// rule its case names.
struct RuleConformanceRevisionTests {
  /// `showChild`/`hideChild` as one method each: one run-loop turn per call, as in an app.
  static let swiftMethods = """
    func showChild(_ child: UIViewController) {
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
    }
    func hideChild(_ child: UIViewController) {
      child.willMove(toParent: nil)
      child.view.removeFromSuperview()
      child.removeFromParent()
    }
    let a = UIViewController()
    """

  static let objcMethods = """
    - (void)showChild:(UIViewController *)child {
        [self addChildViewController:child];
        [self.view addSubview:child.view];
        [child didMoveToParentViewController:self];
    }
    - (void)hideChild:(UIViewController *)child {
        [child willMoveToParentViewController:nil];
        [child.view removeFromSuperview];
        [child removeFromParentViewController];
    }
    UIViewController *a = [[UIViewController alloc] init];
    """

  static let cases: [RuleCase] = [
    // MARK: R.1 — did-callbacks of window moves at the end of the turn
    RuleCase(
      "R.1 the canonical add in one method: viewDidAppear after didMove, at the end of the turn",
      setup: swiftMethods, "container.showChild(a)",
      """
      container.showChild(a)
        container.addChild(a)
          a.willMove(toParent: container)
        container.view.addSubview(a.view)
          a.loadView()
          a.viewDidLoad()
          a.viewWillAppear(false)
        a.didMove(toParent: container)
      [end of turn] a.viewDidAppear(false)
      """),
    RuleCase(
      "R.1 the canonical add in one method, Objective-C",
      setup: objcMethods, "[self showChild:a];",
      """
      [container showChild:a]
        [container addChildViewController:a]
          [a willMoveToParentViewController:container]
        [container.view addSubview:a.view]
          [a loadView]
          [a viewDidLoad]
          [a viewWillAppear:NO]
        [a didMoveToParentViewController:container]
      [end of turn] [a viewDidAppear:NO]
      """, objc: true),
    RuleCase(
      "R.1 the canonical removal in one method: viewDidDisappear after didMove(nil)",
      setup: swiftMethods + "\ncontainer.showChild(a)", "container.hideChild(a)",
      """
      container.hideChild(a)
        a.willMove(toParent: nil)
        a.view.removeFromSuperview()
          a.viewWillDisappear(false)
        a.removeFromParent()
          a.didMove(toParent: nil)
      [end of turn] a.viewDidDisappear(false)
      """),
    RuleCase(
      "R.1 the canonical removal in one method, Objective-C",
      setup: objcMethods + "\n[self showChild:a];", "[self hideChild:a];",
      """
      [container hideChild:a]
        [a willMoveToParentViewController:nil]
        [a.view removeFromSuperview]
          [a viewWillDisappear:NO]
        [a removeFromParentViewController]
          [a didMoveToParentViewController:nil]
      [end of turn] [a viewDidDisappear:NO]
      """, objc: true),
    RuleCase(
      "R.1 a move inside an animation block: viewDidAppear(false) when the animation ends, before its completion",
      setup: "let a = UIViewController()\ncontainer.addChild(a)",
      """
      UIView.animate(withDuration: 0.4, animations: {
        container.view.addSubview(a.view)
      }, completion: { _ in a.didMove(toParent: container) })
      """,
      """
      UIView.animate(withDuration: 0.4, animations: { … }, completion: { _ in … })
        animations()
          container.view.addSubview(a.view)
            a.loadView()
            a.viewDidLoad()
            a.viewWillAppear(false)
      [t=0.4] a.viewDidAppear(false)
      [t=0.4] completion(true)
      [t=0.4]   a.didMove(toParent: container)
      """),
    RuleCase(
      "R.1 a move inside an animation block, Objective-C",
      setup:
        "UIViewController *a = [[UIViewController alloc] init];\n[self addChildViewController:a];",
      """
      [UIView animateWithDuration:0.4 animations:^{
          [self.view addSubview:a.view];
      } completion:^(BOOL finished) {
          [a didMoveToParentViewController:self];
      }];
      """,
      """
      [UIView animateWithDuration:0.4 animations:^{ … } completion:^(BOOL finished){ … }]
        animations()
          [container.view addSubview:a.view]
            [a loadView]
            [a viewDidLoad]
            [a viewWillAppear:NO]
      [t=0.4] [a viewDidAppear:NO]
      [t=0.4] completion(YES)
      [t=0.4]   [a didMoveToParentViewController:container]
      """, objc: true),
    RuleCase(
      "R.1 removed and added back in one turn: only the last direction finishes",
      setup: swiftMethods
        + "\ncontainer.showChild(a)\nlet slot = UIView()\ncontainer.view.addSubview(slot)",
      """
      func move() {
        a.view.removeFromSuperview()
        slot.addSubview(a.view)
      }
      container.move()
      """,
      """
      container.move()
        a.view.removeFromSuperview()
          a.viewWillDisappear(false)
        slot.addSubview(a.view)
          a.viewWillAppear(false)
      [end of turn] a.viewDidAppear(false)
      """),

    // MARK: R.2 — a child added inside the container's own viewWillAppear
    RuleCase(
      "R.2 a child added in the container's viewWillAppear hears the container's forwarding after it returns",
      setup: """
        let a = UIViewController()
        class Shelf: UIViewController {
          override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            addChild(a)
            view.addSubview(a.view)
            a.didMove(toParent: self)
            print("shelf will appear done")
          }
        }
        let shelf = Shelf()
        """,
      "window.rootViewController = shelf",
      """
      window.rootViewController = shelf
        container.viewWillDisappear(false)
        shelf.loadView()
        shelf.viewDidLoad()
        shelf.viewWillAppear(false)
          shelf.addChild(a)
            a.willMove(toParent: shelf)
          shelf.view.addSubview(a.view)
            a.loadView()
            a.viewDidLoad()
          a.didMove(toParent: shelf)
          shelf will appear done
        a.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] shelf.viewDidAppear(false)
      [end of turn] a.viewDidAppear(false)
      """),
    RuleCase(
      "R.2 a child added in the container's viewWillAppear, Objective-C",
      setup: """
        UIViewController *a = [[UIViewController alloc] init];
        @interface Shelf : UIViewController
        @end
        @implementation Shelf
        - (void)viewWillAppear:(BOOL)animated {
            [super viewWillAppear:animated];
            [self addChildViewController:a];
            [self.view addSubview:a.view];
            [a didMoveToParentViewController:self];
        }
        @end
        Shelf *shelf = [[Shelf alloc] init];
        """,
      "window.rootViewController = shelf;",
      """
      window.rootViewController = shelf
        [container viewWillDisappear:NO]
        [shelf loadView]
        [shelf viewDidLoad]
        [shelf viewWillAppear:NO]
          [shelf addChildViewController:a]
            [a willMoveToParentViewController:shelf]
          [shelf.view addSubview:a.view]
            [a loadView]
            [a viewDidLoad]
          [a didMoveToParentViewController:shelf]
        [a viewWillAppear:NO]
      [end of turn] [container viewDidDisappear:NO]
      [end of turn] [shelf viewDidAppear:NO]
      [end of turn] [a viewDidAppear:NO]
      """, objc: true),

    // MARK: R.3 — transition(from:to:…)
  ]

  @Test(arguments: cases + moreCases)
  func revision(_ rule: RuleCase) {
    RuleConformance.check(rule)
  }
}
