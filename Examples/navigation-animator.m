// A navigation controller whose delegate hands UIKit an animator for its pushes and pops, and a
// percent-driven interaction controller for a pop that follows the code (as a pan would):
// UIKit's transition context, held half way, then cancelled and finished.
@interface SlideAnimator : NSObject <UIViewControllerAnimatedTransitioning>
@end
@implementation SlideAnimator
- (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)transitionContext {
  return 0.4;
}
- (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
  UIViewController *toVC = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
  UIView *toView = [transitionContext viewForKey:UITransitionContextToViewKey];
  [[transitionContext containerView] addSubview:toView];
  toView.frame = CGRectOffset([transitionContext finalFrameForViewController:toVC], 320, 0);
  [UIView animateWithDuration:[self transitionDuration:transitionContext] animations:^{
    toView.frame = [transitionContext finalFrameForViewController:toVC];
  } completion:^(BOOL finished) {
    [transitionContext completeTransition:![transitionContext transitionWasCancelled]];
  }];
}
- (void)animationEnded:(BOOL)transitionCompleted {
  NSLog(@"animation ended: %@", transitionCompleted ? @"true" : @"false");
}
@end
@interface NavDelegate : NSObject <UINavigationControllerDelegate>
@property (nonatomic, strong) SlideAnimator *animator;
@property (nonatomic, strong) UIPercentDrivenInteractiveTransition *interactor;
@end
@implementation NavDelegate
- (id<UIViewControllerAnimatedTransitioning>)navigationController:(UINavigationController *)navigationController animationControllerForOperation:(UINavigationControllerOperation)operation fromViewController:(UIViewController *)fromVC toViewController:(UIViewController *)toVC {
  return self.animator;
}
- (id<UIViewControllerInteractiveTransitioning>)navigationController:(UINavigationController *)navigationController interactionControllerForAnimationController:(id<UIViewControllerAnimatedTransitioning>)animationController {
  return self.interactor;
}
@end
UIViewController *a = [[UIViewController alloc] init];
UIViewController *b = [[UIViewController alloc] init];
UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:a];
[container addChildViewController:nav];
[container.view addSubview:nav.view];
[nav didMoveToParentViewController:container];
NavDelegate *handler = [[NavDelegate alloc] init];
handler.animator = [[SlideAnimator alloc] init];
nav.delegate = handler;
[nav pushViewController:b animated:YES];
handler.interactor = [[UIPercentDrivenInteractiveTransition alloc] init];
[nav popViewControllerAnimated:YES];
[handler.interactor updateInteractiveTransition:0.5];
[handler.interactor cancelInteractiveTransition];
nav.viewControllers;
[nav popViewControllerAnimated:YES];
[handler.interactor updateInteractiveTransition:0.75];
[handler.interactor finishInteractiveTransition];
nav.viewControllers;
