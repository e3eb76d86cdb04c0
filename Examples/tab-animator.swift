// A tab bar controller whose delegate hands UIKit an animator for its tab switches, and a
// percent-driven interaction controller for a switch that follows the code (as a pan would).
// The tab coming in animates its badge alongside the switch through its transition coordinator.
class SlideUpAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.3
  }
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let toVC = transitionContext.viewController(forKey: .to)!
    let toView = transitionContext.view(forKey: .to)!
    transitionContext.containerView.addSubview(toView)
    toView.frame = transitionContext.finalFrame(for: toVC).offsetBy(dx: 0, dy: 480)
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
class TabDelegate: NSObject, UITabBarControllerDelegate {
  let animator = SlideUpAnimator()
  var interactor: UIPercentDrivenInteractiveTransition?
  func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return animator
  }
  func tabBarController(_ tabBarController: UITabBarController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
    return interactor
  }
}
class BadgedViewController: UIViewController {
  let badge = UIView(frame: CGRect(x: 0, y: -20, width: 20, height: 20))
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(badge)
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    transitionCoordinator?.animate(alongsideTransition: { _ in
      self.badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    }, completion: { context in
      print("switch over, cancelled:", context.isCancelled)
    })
  }
}
let first = UIViewController()
let second = BadgedViewController()
let tabs = UITabBarController()
tabs.viewControllers = [first, second]
container.addChild(tabs)
container.view.addSubview(tabs.view)
tabs.didMove(toParent: container)
let handler = TabDelegate()
tabs.delegate = handler
tabs.selectedIndex = 1
handler.interactor = UIPercentDrivenInteractiveTransition()
tabs.selectedIndex = 0
handler.interactor!.update(0.5)
handler.interactor!.cancel()
tabs.selectedIndex
handler.interactor = nil
tabs.selectedViewController = first
tabs.selectedIndex
