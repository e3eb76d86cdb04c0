import Shell
import TestSupport
import Testing

/// §9 of the rule catalogue (lazy loading, evaluation order), the Objective-C log syntax
/// (`--syntax objc`) and input diagnostics.
struct RuleConformanceLanguageTests {
  static let cases: [RuleCase] = [
    RuleCase(
      "9.1 isViewLoaded and viewIfLoaded do not load; reading view twice loads once",
      """
      let a = UIViewController()
      a.isViewLoaded
      a.viewIfLoaded
      a.view
      a.view
      a.isViewLoaded
      """,
      """
      = false
      = nil
      a.loadView()
      a.viewDidLoad()
      = a.view
      = a.view
      = true
      """),
    RuleCase(
      "9.1 loadViewIfNeeded loads once",
      """
      let a = UIViewController()
      a.loadViewIfNeeded()
      a.loadViewIfNeeded()
      """,
      """
      a.loadViewIfNeeded()
        a.loadView()
        a.viewDidLoad()
      a.loadViewIfNeeded()
      """),
    RuleCase(
      "9.2a + 9.1 assignment: the target's receiver loads before the right-hand side",
      """
      let a = UIViewController()
      let b = UIViewController()
      a.view.frame = b.view.bounds
      """,
      """
      a.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        a.loadView()
        a.viewDidLoad()
        b.loadView()
        b.viewDidLoad()
      """),
    RuleCase(
      "9.2a receiver before argument: a.view.addSubview(b.view) loads a, then b",
      """
      let a = UIViewController()
      let b = UIViewController()
      a.view.addSubview(b.view)
      """,
      """
      a.view.addSubview(b.view)
        a.loadView()
        a.viewDidLoad()
        b.loadView()
        b.viewDidLoad()
      """),
    RuleCase(
      "objc log: R1 + R4 + 5.5 typed in Swift, written in Objective-C",
      """
      let a = UIViewController()
      container.addChild(a)
      container.view.addSubview(a.view)
      a.didMove(toParent: container)
      a.viewWillAppear(false)
      a.willMove(toParent: nil)
      a.view.removeFromSuperview()
      a.removeFromParent()
      """,
      """
      [container addChildViewController:a]
        [a willMoveToParentViewController:container]
      [container.view addSubview:a.view]
        [a loadView]
        [a viewDidLoad]
        [a viewWillAppear:NO]
      [end of turn] [a viewDidAppear:NO]
      [a didMoveToParentViewController:container]
      [a viewWillAppear:NO]
        warning: [ViewController] Calling -viewWillAppear: directly on a view controller is not supported, and may result in out-of-order callbacks and other inconsistent behavior. Use the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks instead. Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the debugger. View controller: <UIViewController: a>
      [a willMoveToParentViewController:nil]
      [a.view removeFromSuperview]
        [a viewWillDisappear:NO]
      [end of turn] [a viewDidDisappear:NO]
      [a removeFromParentViewController]
        [a didMoveToParentViewController:nil]
      """, objc: true),
    RuleCase(
      "objc log: R10-like transition typed in Objective-C (R.3 order)",
      setup: RuleConformance.r1,
      """
      [a willMoveToParentViewController:nil];
      [container addChildViewController:b];
      [container transitionFromViewController:a toViewController:b duration:0.3 options:UIViewAnimationOptionTransitionCrossDissolve animations:nil completion:^(BOOL finished){
        [a removeFromParentViewController];
        [b didMoveToParentViewController:container];
      }];
      """,
      """
      [a willMoveToParentViewController:nil]
      [container addChildViewController:b]
        [b willMoveToParentViewController:container]
      [container transitionFromViewController:a toViewController:b duration:0.3 options:UIViewAnimationOptionTransitionCrossDissolve animations:nil completion:^(BOOL finished){ … }]
        [b loadView]
        [b viewDidLoad]
        [a viewWillDisappear:YES]
        [b viewWillAppear:YES]
      [t=0.3] [b viewDidAppear:YES]
      [t=0.3] [a viewDidDisappear:YES]
      [t=0.3] completion(YES)
      [t=0.3]   [a removeFromParentViewController]
      [t=0.3]     [a didMoveToParentViewController:nil]
      [t=0.3]   [b didMoveToParentViewController:container]
      """, objc: true),
    RuleCase(
      "objc log: R.3 + R.4 zero-duration transition to a child already shown: viewWillAppear again, no warning",
      setup: RuleConformance.r1,
      """
      container.addChild(b)
      container.view.addSubview(b.view)
      b.didMove(toParent: container)
      container.transition(from: a, to: b, duration: 0, options: [], animations: nil, completion: { _ in a.removeFromParent() })
      """,
      """
      [container addChildViewController:b]
        [b willMoveToParentViewController:container]
      [container.view addSubview:b.view]
        [b loadView]
        [b viewDidLoad]
        [b viewWillAppear:NO]
      [end of turn] [b viewDidAppear:NO]
      [b didMoveToParentViewController:container]
      [container transitionFromViewController:a toViewController:b duration:0 options:0 animations:nil completion:^(BOOL finished){ … }]
        [a viewWillDisappear:NO]
        [b viewWillAppear:NO]
      [end of turn] [b viewDidAppear:NO]
      [end of turn] [a viewDidDisappear:NO]
      [end of turn] completion(YES)
      [end of turn]   [a removeFromParentViewController]
      [end of turn]     [a didMoveToParentViewController:nil]
      """, objc: true),
    RuleCase(
      "objc log: exceptions keep UIKit's text (1.8 as R.6 keeps it: a controller with no parent)",
      setup: """
        let a = UIViewController()
        container.view.addSubview(a.view)
        let other = UIViewController()
        container.addChild(other)
        container.view.addSubview(other.view)
        """,
      "[other addChildViewController:a];",
      """
      [other addChildViewController:a]
        error: UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: a> should have parent view controller:<ContainerViewController: container> but requested parent is:<UIViewController: other>
      """, error: true, objc: true),
    RuleCase(
      "objc log: R.6 reparenting typed in Objective-C",
      setup: "let a = UIViewController()\nlet other = UIViewController()\nother.addChild(a)",
      """
      [container addChildViewController:a];
      other.childViewControllers
      """,
      """
      [container addChildViewController:a]
        [a willMoveToParentViewController:nil]
        [a didMoveToParentViewController:nil]
        [a willMoveToParentViewController:container]
      = @[]
      """, objc: true),
    RuleCase(
      "diagnostic: unknown member, suggestion, source line and caret; the next statement runs",
      """
      let a = UIViewController()
      container.addChlid(a)
      container.addChild(a)
      """,
      """
      error: 2:11: value of type 'ContainerViewController' has no member 'addChlid'
      container.addChlid(a)
                ^~~~~~~~
      note: did you mean 'addChild'?
      container.addChild(a)
        a.willMove(toParent: container)
      """, error: true),
    RuleCase(
      "diagnostic: misspelt callback on a UIViewController",
      """
      let a = UIViewController()
      a.viewWillApear(false)
      a.isViewLoaded
      """,
      """
      error: 2:3: value of type 'UIViewController' has no member 'viewWillApear'
      a.viewWillApear(false)
        ^~~~~~~~~~~~~
      note: did you mean 'viewWillAppear'?
      = false
      """, error: true),
    RuleCase(
      "7a.8 an object is named after the first variable bound to it",
      """
      let a = UIViewController()
      let same = a
      container.addChild(same)
      same === a
      """,
      """
      container.addChild(a)
        a.willMove(toParent: container)
      = true
      """),
    RuleCase(
      "DESIGN a top-level func is a method of container; its calls are logged beneath it, viewDidAppear at the end of the turn (R1 inside, R.1)",
      setup: """
        let a = UIViewController()
        func add(_ child: UIViewController) {
          addChild(child)
          view.addSubview(child.view)
          child.didMove(toParent: self)
        }
        """,
      "add(a)",
      """
      container.add(a)
        container.addChild(a)
          a.willMove(toParent: container)
        container.view.addSubview(a.view)
          a.loadView()
          a.viewDidLoad()
          a.viewWillAppear(false)
        a.didMove(toParent: container)
      [end of turn] a.viewDidAppear(false)
      """),
  ]

  @Test(arguments: cases)
  func language(_ rule: RuleCase) {
    RuleConformance.check(rule)
  }

  /// R.1 + 5.13 + 9.3 (verbose log): the child's first layout pass comes at the end of the turn,
  /// `viewIsAppearing` first, and `viewDidAppear` after it.
  @Test func firstLayoutBeforeViewDidAppear() {
    let run = ScriptRun(
      """
      let a = UIViewController()
      container.addChild(a)
      container.view.addSubview(a.view)
      a.didMove(toParent: container)
      """, options: SessionOptions(detail: .verbose))
    let lines = run.output.split(separator: "\n").map(String.init)
    func index(_ line: String) -> Int? { lines.firstIndex(of: line) }
    let order = [
      index("  a.viewWillAppear(false)"), index("[end of turn] a.viewIsAppearing(false)"),
      index("[end of turn] a.viewWillLayoutSubviews()"),
      index("[end of turn] a.viewDidLayoutSubviews()"),
      index("[end of turn] a.viewDidAppear(false)"), index("a.didMove(toParent: container)"),
    ]
    let found = order.compactMap { $0 }
    #expect(found.count == order.count, "\(run.output)")
    #expect(found == found.sorted(), "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
