import Shell
import TestSupport
import Testing

/// Rules CT.1–CT.9: the navigation controller's delegate gives an animator and an interaction
/// controller; UIKit's context and `UIPercentDrivenInteractiveTransition` drive the push or pop.
struct RuleConformanceCustomTransitionTests {
  /// `nav` (root `a`) shown in `container`; its delegate `handler` gives a sliding animator and,
  /// once set, `handler.interactor`.
  static let navigation = CustomTransitionTests.example(
    "navigation-animator.swift", upTo: "nav.pushViewController(b, animated: true)")

  /// `navigation`, with `b` pushed without animation.
  static let showingB = navigation + "\nnav.pushViewController(b, animated: false)"

  /// `showingB`, and a pan on `nav.view` that pops interactively.
  static let panning =
    showingB + "\n" + """
      @objc func handlePan(_ pan: UIPanGestureRecognizer) {
        let progress = pan.translation(in: nav.view).x / nav.view.bounds.width
        switch pan.state {
        case .began:
          handler.interactor = UIPercentDrivenInteractiveTransition()
          nav.popViewController(animated: true)
        case .changed:
          handler.interactor?.update(progress)
        case .ended:
          if progress > 0.5 {
            handler.interactor?.finish()
          } else {
            handler.interactor?.cancel()
          }
          handler.interactor = nil
        default:
          break
        }
      }
      let pan = UIPanGestureRecognizer(target: container, action: #selector(handlePan(_:)))
      nav.view.addGestureRecognizer(pan)
      """

  /// `navigation` with a delegate whose animator prints what UIKit's context answers.
  static let peeking =
    navigation + "\n" + """
      class Peeker: NSObject, UIViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
          let fromVC = transitionContext.viewController(forKey: .from)!
          let toVC = transitionContext.viewController(forKey: .to)!
          print(transitionContext.initialFrame(for: fromVC), transitionContext.initialFrame(for: toVC))
          print(transitionContext.finalFrame(for: fromVC), transitionContext.finalFrame(for: toVC))
          print(transitionContext.containerView === nav.view, transitionContext.view(forKey: .from) === fromVC.view)
          print(transitionContext.isAnimated, transitionContext.isInteractive, transitionContext.transitionWasCancelled)
          print(toVC.view.superview == nil)
          transitionContext.containerView.addSubview(toVC.view)
          transitionContext.completeTransition(true)
          transitionContext.completeTransition(true)
        }
      }
      class PeekDelegate: NSObject, UINavigationControllerDelegate {
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
          return operation == .push ? Peeker() : nil
        }
      }
      let peek = PeekDelegate()
      nav.delegate = peek
      """

  /// The interactive pop of `showingB`: started, then held at `percent`.
  static func interactivePop(at percent: String) -> String {
    """
    handler.interactor = UIPercentDrivenInteractiveTransition()
    nav.popViewController(animated: true)
    handler.interactor!.update(%@)
    """.replacingOccurrences(of: "%@", with: percent)
  }

  /// The log of the interactive pop's start (CT.1, CT.2, CT.6).
  static let popStarts = """
    nav.popViewController(animated: true)
      b.willMove(toParent: nil)
    [end of turn] b.viewWillDisappear(true)
    [end of turn] a.viewWillAppear(true)
    [end of turn] interactor.startInteractiveTransition(transitionContext)
    [end of turn]   animator.animateTransition(using: transitionContext)
    [end of turn]     nav.view.addSubview(a.view)
    [end of turn]     a.view.frame = CGRect(x: 320, y: 0, width: 320, height: 480)
    [end of turn]     UIView.animate(withDuration: 0.4, animations: { … }, completion: { _ in … })
    [end of turn]       animations()
    [end of turn]         a.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    """

  static let cases: [RuleCase] = [
    RuleCase(
      "CT.1 + CT.2 + CT.4 + CT.5 a push the delegate's animator drives: will-callbacks, the animator, then completeTransition ends it and animationEnded follows",
      setup: navigation,
      "nav.pushViewController(b, animated: true)",
      """
      nav.pushViewController(b, animated: true)
        b.willMove(toParent: nav)
      [end of turn] b.loadView()
      [end of turn] b.viewDidLoad()
      [end of turn] a.viewWillDisappear(true)
      [end of turn] b.viewWillAppear(true)
      [end of turn] animator.animateTransition(using: transitionContext)
      [end of turn]   nav.view.addSubview(b.view)
      [end of turn]   b.view.frame = CGRect(x: 320, y: 0, width: 320, height: 480)
      [end of turn]   UIView.animate(withDuration: 0.4, animations: { … }, completion: { _ in … })
      [end of turn]     animations()
      [end of turn]       b.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
      [t=0.4] completion(true)
      [t=0.4]   transitionContext.completeTransition(true)
      [t=0.4]     a.viewDidDisappear(true)
      [t=0.4]     b.viewDidAppear(true)
      [t=0.4]     b.didMove(toParent: nav)
      [t=0.4]     animator.animationEnded(true)
      [t=0.4]       animation ended: true
      """),
    RuleCase(
      "CT.1 a push without animation asks no animator: UIKit's own push (7.3)",
      setup: navigation,
      "nav.pushViewController(b, animated: false)",
      """
      nav.pushViewController(b, animated: false)
        b.willMove(toParent: nav)
      [end of turn] b.loadView()
      [end of turn] b.viewDidLoad()
      [end of turn] a.viewWillDisappear(false)
      [end of turn] b.viewWillAppear(false)
      [end of turn] a.viewDidDisappear(false)
      [end of turn] b.viewDidAppear(false)
      [end of turn] b.didMove(toParent: nav)
      """),
    RuleCase(
      "CT.3 + CT.4 UIKit's context: frames, container, views and flags; to.view starts outside; a second completeTransition does nothing; a nil animator leaves the pop to UIKit",
      setup: peeking,
      """
      nav.pushViewController(b, animated: true)
      nav.popViewController(animated: true)
      """,
      """
      nav.pushViewController(b, animated: true)
        b.willMove(toParent: nav)
      [end of turn] b.loadView()
      [end of turn] b.viewDidLoad()
      [end of turn] a.viewWillDisappear(true)
      [end of turn] b.viewWillAppear(true)
      [end of turn] peeker.animateTransition(using: transitionContext)
      [end of turn]   (0.0, 0.0, 320.0, 480.0) (0.0, 0.0, 0.0, 0.0)
      [end of turn]   (0.0, 0.0, 0.0, 0.0) (0.0, 0.0, 320.0, 480.0)
      [end of turn]   true true
      [end of turn]   true false false
      [end of turn]   true
      [end of turn]   nav.view.addSubview(b.view)
      [end of turn]   transitionContext.completeTransition(true)
      [end of turn]     a.viewDidDisappear(true)
      [end of turn]     b.viewDidAppear(true)
      [end of turn]     b.didMove(toParent: nav)
      nav.popViewController(animated: true)
        b.willMove(toParent: nil)
      [end of turn] b.viewWillDisappear(true)
      [end of turn] a.viewWillAppear(true)
      [t=0.35] b.viewDidDisappear(true)
      [t=0.35] a.viewDidAppear(true)
      [t=0.35] b.didMove(toParent: nil)
      """),
    RuleCase(
      "CT.6 + CT.8 + 7.5 a cancelled interactive pop from code: the appearance steps are undone and b stays on the stack",
      setup: showingB,
      interactivePop(at: "0.5") + """

        handler.interactor!.percentComplete
        handler.interactor!.cancel()
        nav.viewControllers
        """,
      popStarts + """

        interactor.update(0.5)
        = 0.5
        interactor.cancel()
        [t=0.2] completion(true)
        [t=0.2]   transitionContext.completeTransition(false)
        [t=0.2]     a.viewWillDisappear(true)
        [t=0.2]     a.viewDidDisappear(true)
        [t=0.2]     b.viewWillAppear(true)
        [t=0.2]     b.viewDidAppear(true)
        [t=0.2]     animator.animationEnded(false)
        [t=0.2]       animation ended: false
        = [a, b]
        """),
    RuleCase(
      "CT.6 + CT.7 a finished interactive pop runs the rest at completionSpeed: (1 − 0.25) × 0.4 ÷ 2 = 0.15 s",
      setup: showingB,
      interactivePop(at: "0.25") + """

        handler.interactor!.completionSpeed = 2
        handler.interactor!.percentComplete
        handler.interactor!.finish()
        nav.viewControllers
        """,
      popStarts + """

        interactor.update(0.25)
        = 0.25
        interactor.finish()
        [t=0.15] completion(true)
        [t=0.15]   transitionContext.completeTransition(true)
        [t=0.15]     b.viewDidDisappear(true)
        [t=0.15]     a.viewDidAppear(true)
        [t=0.15]     b.didMove(toParent: nil)
        [t=0.15]     animator.animationEnded(true)
        [t=0.15]       animation ended: true
        = [a]
        """),
    RuleCase(
      "CT.6 + CT.8 a pan short of half way cancels the pop; one past half way finishes it",
      setup: panning,
      """
      :pan nav.view 100
      :pan nav.view 200
      nav.viewControllers
      """,
      """
      container.handlePan(panGestureRecognizer)
        nav.popViewController(animated: true)
          b.willMove(toParent: nil)
      """ + "\n" + popStarts.split(separator: "\n").dropFirst(2).joined(separator: "\n") + """

        container.handlePan(panGestureRecognizer)
          interactor.update(0.3125)
        container.handlePan(panGestureRecognizer)
          interactor.cancel()
        [t=0.125] completion(true)
        [t=0.125]   transitionContext.completeTransition(false)
        [t=0.125]     a.viewWillDisappear(true)
        [t=0.125]     a.viewDidDisappear(true)
        [t=0.125]     b.viewWillAppear(true)
        [t=0.125]     b.viewDidAppear(true)
        [t=0.125]     animator.animationEnded(false)
        [t=0.125]       animation ended: false
        container.handlePan(panGestureRecognizer)
          nav.popViewController(animated: true)
            b.willMove(toParent: nil)
        """ + "\n" + popStarts.split(separator: "\n").dropFirst(2).joined(separator: "\n") + """

          container.handlePan(panGestureRecognizer)
            interactor.update(0.625)
          container.handlePan(panGestureRecognizer)
            interactor.finish()
          [t=0.275] completion(true)
          [t=0.275]   transitionContext.completeTransition(true)
          [t=0.275]     b.viewDidDisappear(true)
          [t=0.275]     a.viewDidAppear(true)
          [t=0.275]     b.didMove(toParent: nil)
          [t=0.275]     animator.animationEnded(true)
          [t=0.275]       animation ended: true
          = [a]
          """),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
