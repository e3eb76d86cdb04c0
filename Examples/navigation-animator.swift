// A navigation controller whose delegate hands UIKit an animator for its pushes and pops, and a
// percent-driven interaction controller for a pop that follows the code (as a pan would):
// UIKit's transition context, held half way, then cancelled and finished.
class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.4
  }
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let toVC = transitionContext.viewController(forKey: .to)!
    let toView = transitionContext.view(forKey: .to)!
    transitionContext.containerView.addSubview(toView)
    toView.frame = transitionContext.finalFrame(for: toVC).offsetBy(dx: 320, dy: 0)
    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      toView.frame = transitionContext.finalFrame(for: toVC)
    }, completion: { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
  func animationEnded(_ transitionCompleted: Bool) {
    print("animation ended:", transitionCompleted)
  }
}
class NavDelegate: NSObject, UINavigationControllerDelegate {
  let animator = SlideAnimator()
  var interactor: UIPercentDrivenInteractiveTransition?
  func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return animator
  }
  func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
    return interactor
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
handler.interactor = UIPercentDrivenInteractiveTransition()
nav.popViewController(animated: true)
handler.interactor!.update(0.5)
handler.interactor!.cancel()
nav.viewControllers
nav.popViewController(animated: true)
handler.interactor!.update(0.75)
handler.interactor!.finish()
nav.viewControllers
