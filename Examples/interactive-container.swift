// A container's own interactive transition: its interaction object holds the animator's
// animations by stopping the container view's layer (speed 0), shows them at a point with
// timeOffset, lets them run on from there to finish, and steps them back frame by frame with a
// display link to cancel. The context's completion finishes the containment, or undoes it.
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
    UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear, animations: {
      fromVC.view.frame = transitionContext.initialFrame(for: fromVC).offsetBy(dx: -width, dy: 0)
      toVC.view.frame = transitionContext.finalFrame(for: toVC)
    }, completion: { finished in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
}

class SwapContext: NSObject, UIViewControllerContextTransitioning {
  var containerView: UIView
  var isAnimated = true
  var isInteractive = true
  var transitionWasCancelled = false
  var presentationStyle: UIModalPresentationStyle = .custom
  var targetTransform: CGAffineTransform = .identity
  var completion: ((Bool) -> Void)?
  private var from: UIViewController
  private var to: UIViewController

  init(from fromVC: UIViewController, to toVC: UIViewController) {
    containerView = fromVC.view.superview!
    from = fromVC
    to = toVC
    super.init()
  }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    return key == .from ? from : to
  }
  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    return key == .from ? from.view : to.view
  }
  func initialFrame(for vc: UIViewController) -> CGRect { return containerView.bounds }
  func finalFrame(for vc: UIViewController) -> CGRect { return containerView.bounds }
  func completeTransition(_ didComplete: Bool) { completion?(didComplete) }
  func updateInteractiveTransition(_ percentComplete: CGFloat) {}
  func finishInteractiveTransition() { isInteractive = false }
  func cancelInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = true
  }
  func pauseInteractiveTransition() {}
}

class SwapInteraction: NSObject, UIViewControllerInteractiveTransitioning {
  let animator: SlideAnimator
  var context: UIViewControllerContextTransitioning?
  var duration: TimeInterval = 0
  var displayLink: CADisplayLink?

  init(animator: SlideAnimator) {
    self.animator = animator
    super.init()
  }
  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    context = transitionContext
    duration = animator.transitionDuration(using: transitionContext)
    transitionContext.containerView.layer.speed = 0
    animator.animateTransition(using: transitionContext)
  }
  func update(_ percent: CGFloat) {
    guard let context = context else { return }
    context.containerView.layer.timeOffset = Double(percent) * duration
    context.updateInteractiveTransition(percent)
  }
  func finish() {
    guard let context = context else { return }
    context.finishInteractiveTransition()
    let layer = context.containerView.layer
    let pausedAt = layer.timeOffset
    layer.speed = 1
    layer.timeOffset = 0
    layer.beginTime = 0
    layer.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) - pausedAt
  }
  func cancel() {
    guard let context = context else { return }
    context.cancelInteractiveTransition()
    displayLink = CADisplayLink(target: self, selector: #selector(stepBack(_:)))
    displayLink?.add(to: RunLoop.main, forMode: .common)
  }
  @objc func stepBack(_ link: CADisplayLink) {
    guard let layer = context?.containerView.layer else { return }
    let offset = layer.timeOffset - link.duration * 5
    if offset > 0 {
      layer.timeOffset = offset
      return
    }
    link.invalidate()
    displayLink = nil
    layer.timeOffset = 0
    layer.speed = 1
  }
}

let first = UIViewController()
let second = UIViewController()
container.addChild(first)
container.view.addSubview(first.view)
first.didMove(toParent: container)

func swap(from fromVC: UIViewController, to toVC: UIViewController) -> SwapInteraction {
  fromVC.willMove(toParent: nil)
  addChild(toVC)
  let interaction = SwapInteraction(animator: SlideAnimator())
  let context = SwapContext(from: fromVC, to: toVC)
  context.completion = { didComplete in
    if didComplete {
      fromVC.view.removeFromSuperview()
      fromVC.removeFromParent()
      toVC.didMove(toParent: self)
    } else {
      fromVC.view.frame = self.view.bounds
      toVC.willMove(toParent: nil)
      toVC.view.removeFromSuperview()
      toVC.removeFromParent()
    }
  }
  interaction.startInteractiveTransition(context)
  return interaction
}

// Dragged 40 % of the way, then let go: the rest runs on by itself.
let forward = swap(from: first, to: second)
forward.update(0.4)
print(first.view.frame.minX, second.view.frame.minX)
:screen
forward.finish()
:tick 0.4
print(container.children.count, second.view.superview === container.view)

// Dragged half way back, then cancelled: the display link steps it back to the start.
let back = swap(from: second, to: first)
back.update(0.5)
back.cancel()
:tick 0.2
print(container.children.count, second.view.frame.minX, first.view.superview == nil)
