// A container with a transition context of its own, as the article on custom container
// transitions builds it: the container makes the context, asks the animator for its duration,
// runs animateTransition(using:), and finishes the containment in completeTransition(_:).
class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.5
  }
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let fromVC = transitionContext.viewController(forKey: .from)!
    let toVC = transitionContext.viewController(forKey: .to)!
    let container = transitionContext.containerView
    let width = container.bounds.width
    container.addSubview(toVC.view)
    toVC.view.frame = transitionContext.initialFrame(for: toVC).offsetBy(dx: width, dy: 0)
    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      fromVC.view.frame = transitionContext.initialFrame(for: fromVC).offsetBy(dx: -width, dy: 0)
      toVC.view.frame = transitionContext.finalFrame(for: toVC)
    }, completion: { finished in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
  func animationEnded(_ transitionCompleted: Bool) {
    print("animation ended:", transitionCompleted)
  }
}

class PrivateTransitionContext: NSObject, UIViewControllerContextTransitioning {
  var containerView: UIView
  var isAnimated = true
  var isInteractive = false
  var transitionWasCancelled = false
  var presentationStyle: UIModalPresentationStyle = .custom
  var targetTransform: CGAffineTransform = .identity
  var completion: ((Bool) -> Void)?
  private var controllers: [UITransitionContextViewControllerKey: UIViewController]
  private var frame: CGRect

  init(from fromVC: UIViewController, to toVC: UIViewController) {
    containerView = fromVC.view.superview!
    controllers = [.from: fromVC, .to: toVC]
    frame = containerView.bounds
    super.init()
  }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    return controllers[key]
  }
  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    return key == .from ? controllers[.from]?.view : controllers[.to]?.view
  }
  func initialFrame(for vc: UIViewController) -> CGRect { return frame }
  func finalFrame(for vc: UIViewController) -> CGRect { return frame }
  func completeTransition(_ didComplete: Bool) { completion?(didComplete) }
  func updateInteractiveTransition(_ percentComplete: CGFloat) {}
  func finishInteractiveTransition() {}
  func cancelInteractiveTransition() {}
  func pauseInteractiveTransition() {}
}

let first = UIViewController()
let second = UIViewController()
container.addChild(first)
container.view.addSubview(first.view)
first.didMove(toParent: container)

func swap(from fromVC: UIViewController, to toVC: UIViewController) {
  fromVC.willMove(toParent: nil)
  addChild(toVC)
  let animator = SlideAnimator()
  let context = PrivateTransitionContext(from: fromVC, to: toVC)
  context.completion = { didComplete in
    fromVC.view.removeFromSuperview()
    fromVC.removeFromParent()
    toVC.didMove(toParent: self)
    animator.animationEnded(didComplete)
  }
  print(animator.transitionDuration(using: context))
  animator.animateTransition(using: context)
}
swap(from: first, to: second)
