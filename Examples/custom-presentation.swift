// A card presented with .custom whose transitioning delegate hands UIKit an animator for the
// presentation and another for the dismissal: UIKit's transition context, the card's view added
// by the animator, and the presenter's view left where it is.
class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  init(presenting: Bool) {
    self.presenting = presenting
  }
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.3
  }
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    if presenting {
      let card = transitionContext.viewController(forKey: .to)!
      let cardView = transitionContext.view(forKey: .to)!
      let frame = transitionContext.finalFrame(for: card)
      transitionContext.containerView.addSubview(cardView)
      cardView.frame = frame.offsetBy(dx: 0, dy: frame.height)
      UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
        cardView.frame = frame
      }, completion: { _ in
        transitionContext.completeTransition(true)
      })
    } else {
      let cardView = transitionContext.view(forKey: .from)!
      UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
        cardView.frame = cardView.frame.offsetBy(dx: 0, dy: cardView.frame.height)
      }, completion: { _ in
        transitionContext.completeTransition(true)
      })
    }
  }
  func animationEnded(_ transitionCompleted: Bool) {
    print(presenting ? "presented:" : "dismissed:", transitionCompleted)
  }
}
class CardTransitions: NSObject, UIViewControllerTransitioningDelegate {
  func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return CardAnimator(presenting: true)
  }
  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return CardAnimator(presenting: false)
  }
}
let home = UIViewController()
container.addChild(home)
container.view.addSubview(home.view)
home.didMove(toParent: container)
let transitions = CardTransitions()
let card = UIViewController()
card.modalPresentationStyle = .custom
card.transitioningDelegate = transitions
home.present(card, animated: true)
card.view.frame
home.view.window != nil
card.dismiss(animated: true)
card.view.window == nil
