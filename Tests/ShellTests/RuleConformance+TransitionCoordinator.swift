import Shell
import TestSupport
import Testing

/// Rules CT.10–CT.13: a view controller's `transitionCoordinator` during a push, pop,
/// presentation or dismissal, its alongside animations and completions, and the interaction
/// handlers of an interactive pop.
struct RuleConformanceTransitionCoordinatorTests {
  /// A controller class whose will-callbacks use the coordinator as apps do: `viewWillAppear`
  /// queues an alongside animation of `badge` and a completion; `viewWillDisappear` says
  /// whether it found a coordinator (it has none of its own inside a navigation controller).
  static let watcher = """
    class Watcher: UIViewController {
      override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let coordinator = transitionCoordinator else { return print("no coordinator") }
        print(coordinator === transitionCoordinator, coordinator.isAnimated, coordinator.transitionDuration)
        coordinator.animate(alongsideTransition: { _ in
          badge.frame = CGRect(x: 0, y: 100, width: 40, height: 40)
        }, completion: { context in
          print("coordinator done, cancelled:", context.isCancelled)
        })
      }
      override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("leaving with a coordinator:", transitionCoordinator != nil)
      }
    }
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    container.view.addSubview(badge)
    """

  /// `nav` (root `a`, a `Watcher`) shown in `container`; `b` is a fresh `Watcher`.
  static let navigation =
    watcher + "\n" + """
      let a = Watcher()
      let b = Watcher()
      let nav = UINavigationController(rootViewController: a)
      container.addChild(nav)
      container.view.addSubview(nav.view)
      nav.didMove(toParent: container)
      """

  /// The interactive navigation example, whose root `a` registers for the end of the
  /// interaction and queues an alongside block and a completion; `b` is shown.
  static let interactive =
    CustomTransitionTests.example(
      "navigation-animator.swift", upTo: "nav.pushViewController(b, animated: true)"
    ).replacingOccurrences(
      of: "let a = UIViewController()",
      with: """
        class Watcher: UIViewController {
          override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard let coordinator = transitionCoordinator else { return }
            coordinator.notifyWhenInteractionChanges { context in
              print("interaction ended, cancelled:", context.isCancelled)
            }
            coordinator.animate(alongsideTransition: { _ in print("alongside") }, completion: { context in
              print("coordinator done, cancelled:", context.isCancelled)
            })
          }
        }
        let a = Watcher()
        """) + "\nnav.pushViewController(b, animated: false)"

  /// The log of that pop's start, held half way: the alongside block runs after the
  /// animator's, inside the interaction (CT.11, CT.6).
  static let popStarts =
    RuleConformanceCustomTransitionTests.popStarts + """

      [end of turn]   animations()
      [end of turn]     alongside
      interactor.update(0.5)
      """

  static let cases: [RuleCase] = [
    RuleCase(
      "CT.10 + CT.11 + CT.12 a push: the coordinator exists from the will-callbacks (the leaving child finds its parent's), the alongside block runs as the slide starts, the completion after didMove; nil before and after",
      setup: navigation,
      """
      container.transitionCoordinator
      nav.pushViewController(b, animated: true)
      b.transitionCoordinator
      badge.frame
      """,
      """
      = nil
      nav.pushViewController(b, animated: true)
        b.willMove(toParent: nav)
      [end of turn] b.loadView()
      [end of turn] b.viewDidLoad()
      [end of turn] a.viewWillDisappear(true)
      [end of turn]   leaving with a coordinator: true
      [end of turn] b.viewWillAppear(true)
      [end of turn]   true true 0.35
      [end of turn] animations()
      [end of turn]   badge.frame = CGRect(x: 0, y: 100, width: 40, height: 40)
      [t=0.35] a.viewDidDisappear(true)
      [t=0.35] b.viewDidAppear(true)
      [t=0.35] b.didMove(toParent: nav)
      [t=0.35] completion()
      [t=0.35]   coordinator done, cancelled: false
      = nil
      = CGRect(x: 0, y: 100, width: 40, height: 40)
      """),
    RuleCase(
      "CT.10 a pop without animation has a coordinator too: isAnimated false, duration 0",
      setup: navigation + "\nnav.pushViewController(b, animated: false)",
      "nav.popViewController(animated: false)",
      """
      nav.popViewController(animated: false)
        b.willMove(toParent: nil)
      [end of turn] b.viewWillDisappear(false)
      [end of turn]   leaving with a coordinator: true
      [end of turn] a.viewWillAppear(false)
      [end of turn]   true false 0.0
      [end of turn] animations()
      [end of turn]   badge.frame = CGRect(x: 0, y: 100, width: 40, height: 40)
      [end of turn] b.viewDidDisappear(false)
      [end of turn] a.viewDidAppear(false)
      [end of turn] b.didMove(toParent: nil)
      [end of turn] completion()
      [end of turn]   coordinator done, cancelled: false
      """),
    RuleCase(
      "CT.10 + CT.12 + CT.29 a presentation: the coordinator says 0 for the duration in viewWillAppear; its completion runs after the presentation's own; the dismissal has one too",
      setup: navigation + "\nlet sheet = Watcher()",
      """
      container.present(sheet, animated: true, completion: { print("presented") })
      sheet.dismiss(animated: true, completion: { print("dismissed") })
      sheet.transitionCoordinator
      """,
      """
      container.present(sheet, animated: true, completion: { … })
      [end of turn] sheet.loadView()
      [end of turn] sheet.viewDidLoad()
      [end of turn] sheet.viewWillAppear(true)
      [end of turn]   true true 0.0
      [end of turn] animations()
      [end of turn]   badge.frame = CGRect(x: 0, y: 100, width: 40, height: 40)
      [t=0.35] sheet.viewDidAppear(true)
      [t=0.35] completion()
      [t=0.35]   presented
      [t=0.35] completion()
      [t=0.35]   coordinator done, cancelled: false
      sheet.dismiss(animated: true, completion: { … })
      [end of turn] sheet.viewWillDisappear(true)
      [end of turn]   leaving with a coordinator: true
      [t=0.7] sheet.viewDidDisappear(true)
      [t=0.7] completion()
      [t=0.7]   dismissed
      = nil
      """),
    RuleCase(
      "CT.11 + CT.12 + CT.13 a cancelled interactive pop: the interaction handler runs inside cancel(), the completion after the undone steps with isCancelled, before animationEnded",
      setup: interactive,
      RuleConformanceCustomTransitionTests.interactivePop(at: "0.5")
        + "\nhandler.interactor!.cancel()",
      popStarts + """

        interactor.cancel()
          completion()
            interaction ended, cancelled: true
        [t=0.2] completion(true)
        [t=0.2]   transitionContext.completeTransition(false)
        [t=0.2]     a.viewWillDisappear(true)
        [t=0.2]     a.viewDidDisappear(true)
        [t=0.2]     b.viewWillAppear(true)
        [t=0.2]     b.viewDidAppear(true)
        [t=0.2]     completion()
        [t=0.2]       coordinator done, cancelled: true
        [t=0.2]     animator.animationEnded(false)
        [t=0.2]       animation ended: false
        """),
    RuleCase(
      "CT.10 + CT.11 + CT.12 in Objective-C: the coordinator's blocks take the context",
      setup: """
        @interface Child : UIViewController
        @end
        @implementation Child
        - (void)viewWillAppear:(BOOL)animated {
          [super viewWillAppear:animated];
          [self.transitionCoordinator animateAlongsideTransition:^(id<UIViewControllerTransitionCoordinatorContext> context) {
            NSLog(@"alongside %d", [context isAnimated]);
          } completion:^(id<UIViewControllerTransitionCoordinatorContext> context) {
            NSLog(@"done %d", context.isCancelled);
          }];
        }
        @end
        UIViewController *a = [[UIViewController alloc] init];
        Child *b = [[Child alloc] init];
        UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:a];
        [self addChildViewController:nav];
        [self.view addSubview:nav.view];
        [nav didMoveToParentViewController:self];
        """,
      """
      [nav pushViewController:b animated:YES];
      [b transitionCoordinator];
      """,
      """
      [nav pushViewController:b animated:YES]
        [b willMoveToParentViewController:nav]
      [end of turn] [b loadView]
      [end of turn] [b viewDidLoad]
      [end of turn] [a viewWillDisappear:YES]
      [end of turn] [b viewWillAppear:YES]
      [end of turn] animations()
      [end of turn]   alongside 1
      [t=0.35] [a viewDidDisappear:YES]
      [t=0.35] [b viewDidAppear:YES]
      [t=0.35] [b didMoveToParentViewController:nav]
      [t=0.35] completion()
      [t=0.35]   done 0
      = nil
      """, objc: true),
    RuleCase(
      "CT.16 .custom keeps the presenter's view: the presenter and its container hear nothing, presenting or dismissing; .fullScreen takes it out (P.1)",
      setup: """
        class Presenter: UIViewController {
          override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            print("presenter will disappear")
          }
        }
        let home = Presenter()
        container.addChild(home)
        container.view.addSubview(home.view)
        home.didMove(toParent: container)
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        """,
      """
      home.present(card, animated: true)
      home.view.window != nil
      card.dismiss(animated: true)
      home.present(full, animated: true)
      home.view.window == nil
      """,
      """
      home.present(card, animated: true, completion: nil)
      [end of turn] card.loadView()
      [end of turn] card.viewDidLoad()
      [end of turn] card.viewWillAppear(true)
      [t=0.35] card.viewDidAppear(true)
      = true
      card.dismiss(animated: true, completion: nil)
      [end of turn] card.viewWillDisappear(true)
      [t=0.7] card.viewDidDisappear(true)
      home.present(full, animated: true, completion: nil)
      [end of turn] full.loadView()
      [end of turn] full.viewDidLoad()
      [end of turn] container.viewWillDisappear(true)
      [end of turn] home.viewWillDisappear(true)
      [end of turn]   presenter will disappear
      [end of turn] full.viewWillAppear(true)
      [t=1.05] full.viewDidAppear(true)
      [t=1.05] container.viewDidDisappear(true)
      [t=1.05] home.viewDidDisappear(true)
      = true
      """),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }

  /// The coordinator a size change hands `viewWillTransition(to:with:)` is a stand-in: what it
  /// answers and runs is accepted with a note, never an error and never a silent answer.
  @Test func theSizeChangeCoordinatorSaysItIsNotSimulated() {
    let run = ScriptRun(
      """
      override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print(coordinator.isAnimated)
        coordinator.animate(alongsideTransition: { _ in print("alongside") }, completion: nil)
      }
      :rotate landscapeLeft
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    #expect(
      run.output.contains(
        "'UIViewControllerTransitionCoordinatorContext.isAnimated' is not simulated"))
    #expect(
      run.output.contains(
        "'UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)' is not simulated"
      ))
    // The block is never run: no line ends with what it prints.
    #expect(!run.lines.contains { $0.text.split(separator: " ").last == "alongside" })
  }
}
