// A tab bar controller whose delegate hands UIKit an animator for its tab switches, and a
// percent-driven interaction controller for a switch that follows the code (as a pan would).
// The tab coming in animates its badge alongside the switch through its transition coordinator.
@interface SlideUpAnimator : NSObject <UIViewControllerAnimatedTransitioning>
@end
@implementation SlideUpAnimator
- (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)transitionContext {
  return 0.3;
}
- (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
  UIViewController *toVC = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
  UIView *toView = [transitionContext viewForKey:UITransitionContextToViewKey];
  [[transitionContext containerView] addSubview:toView];
  toView.frame = CGRectOffset([transitionContext finalFrameForViewController:toVC], 0, 480);
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
@interface TabDelegate : NSObject <UITabBarControllerDelegate>
@property (nonatomic, strong) SlideUpAnimator *animator;
@property (nonatomic, strong) UIPercentDrivenInteractiveTransition *interactor;
@end
@implementation TabDelegate
- (id<UIViewControllerAnimatedTransitioning>)tabBarController:(UITabBarController *)tabBarController animationControllerForTransitionFromViewController:(UIViewController *)fromVC toViewController:(UIViewController *)toVC {
  return self.animator;
}
- (id<UIViewControllerInteractiveTransitioning>)tabBarController:(UITabBarController *)tabBarController interactionControllerForAnimationController:(id<UIViewControllerAnimatedTransitioning>)animationController {
  return self.interactor;
}
@end
@interface BadgedViewController : UIViewController
@property (nonatomic, strong) UIView *badge;
@end
@implementation BadgedViewController
- (void)viewDidLoad {
  [super viewDidLoad];
  self.badge = [[UIView alloc] initWithFrame:CGRectMake(0, -20, 20, 20)];
  [self.view addSubview:self.badge];
}
- (void)viewWillAppear:(BOOL)animated {
  [super viewWillAppear:animated];
  [self.transitionCoordinator animateAlongsideTransition:^(id<UIViewControllerTransitionCoordinatorContext> context) {
    self.badge.frame = CGRectMake(0, 0, 20, 20);
  } completion:^(id<UIViewControllerTransitionCoordinatorContext> context) {
    NSLog(@"switch over, cancelled: %@", context.isCancelled ? @"true" : @"false");
  }];
}
@end
UIViewController *first = [[UIViewController alloc] init];
BadgedViewController *second = [[BadgedViewController alloc] init];
UITabBarController *tabs = [[UITabBarController alloc] init];
tabs.viewControllers = @[first, second];
[container addChildViewController:tabs];
[container.view addSubview:tabs.view];
[tabs didMoveToParentViewController:container];
TabDelegate *handler = [[TabDelegate alloc] init];
handler.animator = [[SlideUpAnimator alloc] init];
tabs.delegate = handler;
tabs.selectedIndex = 1;
handler.interactor = [[UIPercentDrivenInteractiveTransition alloc] init];
tabs.selectedIndex = 0;
[handler.interactor updateInteractiveTransition:0.5];
[handler.interactor cancelInteractiveTransition];
tabs.selectedIndex;
handler.interactor = nil;
tabs.selectedViewController = first;
tabs.selectedIndex;
