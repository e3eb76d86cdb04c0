// A card presented with .custom whose transitioning delegate hands UIKit an animator for the
// presentation and another for the dismissal: UIKit's transition context, the card's view added
// by the animator, and the presenter's view left where it is.
@interface CardAnimator : NSObject <UIViewControllerAnimatedTransitioning>
@property (nonatomic) BOOL presenting;
@end
@implementation CardAnimator
- (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)transitionContext {
  return 0.3;
}
- (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
  if (self.presenting) {
    UIViewController *card = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
    UIView *cardView = [transitionContext viewForKey:UITransitionContextToViewKey];
    CGRect frame = [transitionContext finalFrameForViewController:card];
    [[transitionContext containerView] addSubview:cardView];
    cardView.frame = CGRectOffset(frame, 0, frame.size.height);
    [UIView animateWithDuration:[self transitionDuration:transitionContext] animations:^{
      cardView.frame = frame;
    } completion:^(BOOL finished) {
      [transitionContext completeTransition:YES];
    }];
  } else {
    UIView *cardView = [transitionContext viewForKey:UITransitionContextFromViewKey];
    [UIView animateWithDuration:[self transitionDuration:transitionContext] animations:^{
      cardView.frame = CGRectOffset(cardView.frame, 0, cardView.frame.size.height);
    } completion:^(BOOL finished) {
      [transitionContext completeTransition:YES];
    }];
  }
}
- (void)animationEnded:(BOOL)transitionCompleted {
  NSLog(@"%@ %d", self.presenting ? @"presented:" : @"dismissed:", transitionCompleted);
}
@end
@interface CardTransitions : NSObject <UIViewControllerTransitioningDelegate>
@end
@implementation CardTransitions
- (id<UIViewControllerAnimatedTransitioning>)animationControllerForPresentedController:(UIViewController *)presented presentingController:(UIViewController *)presenting sourceController:(UIViewController *)source {
  CardAnimator *animator = [[CardAnimator alloc] init];
  animator.presenting = YES;
  return animator;
}
- (id<UIViewControllerAnimatedTransitioning>)animationControllerForDismissedController:(UIViewController *)dismissed {
  return [[CardAnimator alloc] init];
}
@end
UIViewController *home = [[UIViewController alloc] init];
[self addChildViewController:home];
[self.view addSubview:home.view];
[home didMoveToParentViewController:self];
CardTransitions *transitions = [[CardTransitions alloc] init];
UIViewController *card = [[UIViewController alloc] init];
card.modalPresentationStyle = UIModalPresentationCustom;
card.transitioningDelegate = transitions;
[home presentViewController:card animated:YES completion:nil];
card.view.frame;
home.view.window != nil;
[card dismissViewControllerAnimated:YES completion:nil];
card.view.window == nil;
