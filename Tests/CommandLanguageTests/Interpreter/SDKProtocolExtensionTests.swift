import TestSupport
import Testing

/// An extension of a protocol the SDK declares (`extension UIViewControllerContextTransitioning`)
/// adds its members to every adopter: the user's own context class, and UIKit's transition
/// context when a navigation controller's animator is handed it.
struct SDKProtocolExtensionTests {
  static let animatorAndExtension = """
    extension UIViewControllerContextTransitioning {
      var arriving: UIViewController? { return viewController(forKey: .to) }
    }
    class Fade: NSObject, UIViewControllerAnimatedTransitioning {
      func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
      func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        print("arriving is b:", transitionContext.arriving === b)
        transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
        transitionContext.completeTransition(true)
      }
    }
    """

  @Test func uikitsTransitionContextAnswersTheExtension() {
    let run = ScriptRun(
      Self.animatorAndExtension + """

        class NavDelegate: NSObject, UINavigationControllerDelegate {
          let animator = Fade()
          func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
            return animator
          }
        }
        let a = UIViewController()
        let b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        container.addChild(nav)
        container.view.addSubview(nav.view)
        nav.didMove(toParent: container)
        let handler = NavDelegate()
        nav.delegate = handler
        nav.pushViewController(b, animated: true)
        :tick 1
        """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.contains("arriving is b: true"), "\(run.output)")
    #expect(run.output.contains("b.didMove(toParent: nav)"), "\(run.output)")
  }

  @Test func theUsersOwnAdopterAnswersItToo() {
    let run = ScriptRun(
      Self.animatorAndExtension + """

        let b = UIViewController()
        class Swap: NSObject, UIViewControllerContextTransitioning {
          var containerView: UIView = UIView()
          var isAnimated = true
          var isInteractive = false
          var transitionWasCancelled = false
          var presentationStyle: UIModalPresentationStyle = .custom
          var targetTransform: CGAffineTransform = .identity
          func updateInteractiveTransition(_ percentComplete: CGFloat) {}
          func finishInteractiveTransition() {}
          func cancelInteractiveTransition() {}
          func pauseInteractiveTransition() {}
          func completeTransition(_ didComplete: Bool) { print("completed:", didComplete) }
          func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { key == .to ? b : nil }
          func view(forKey key: UITransitionContextViewKey) -> UIView? { key == .to ? b.view : nil }
          func initialFrame(for vc: UIViewController) -> CGRect { .zero }
          func finalFrame(for vc: UIViewController) -> CGRect { .zero }
        }
        Fade().animateTransition(using: Swap())
        """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.contains("arriving is b: true"), "\(run.output)")
    #expect(run.output.contains("completed: true"), "\(run.output)")
  }

  @Test func anExtensionOfANameNoSDKDeclaresIsStillAnError() {
    let run = ScriptRun("extension UIViewControllerContextTransitionin {\n  var x: Int { 1 }\n}")
    #expect(run.hadError)
    #expect(
      run.output.contains("cannot find type 'UIViewControllerContextTransitionin'"), "\(run.output)"
    )
  }
}
