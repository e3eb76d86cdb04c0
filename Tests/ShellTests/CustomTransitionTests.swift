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
  static let swiftContainer = example(
    "own-transition-context.swift", upTo: "swap(from: first, to: second)")

  /// The part of an example in `Examples/` before the line `end` (its last calls).
  static func example(_ name: String, upTo end: String) -> String {
    let text = repositoryFile("Examples/" + name) ?? ""
    return text.components(separatedBy: "\n" + end + "\n").first ?? text
  }

  /// The same container in Objective-C; `swapFrom:to:` runs the transition.
  static let objcContainer = example(
    "own-transition-context.m", upTo: "[self swapFrom:first to:second];")

  @Test(
    "the animator slides in the user's context; completeTransition finishes the containment",
    arguments: [false, true])
  func theArticleContainerRuns(objc: Bool) {
    let call = objc ? "[self swapFrom:first to:second];" : "swap(from: first, to: second)"
    let run = ScriptRun((objc ? Self.objcContainer : Self.swiftContainer) + "\n" + call)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
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
          [t=0.5]       animation ended: true
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
  static let objcNavigation = example(
    "navigation-animator.m", upTo: "[nav pushViewController:b animated:YES];")

  @Test("an Objective-C delegate's animator and percent-driven pop: held half way, cancelled")
  func objcInteractivePop() {
    let run = ScriptRun(
      Self.objcNavigation + """

        [nav pushViewController:b animated:NO];
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
          [t=0.2]     [animator animationEnded:NO]
          [t=0.2]       animation ended: false
          = @[a, b]
          """)), "\(run.output)")
  }

  @Test("held by update(_:), the animation does not run on the clock; the view is drawn there")
  func heldAnimationsWaitForTheDriver() {
    let run = ScriptRun(
      Self.objcNavigation + """

        [nav pushViewController:b animated:NO];
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
            animation ended: true
          = true
          """)), "\(run.output)")
  }
}
