// A container with a transition context of its own, as the article on custom container
// transitions builds it: the container makes the context, asks the animator for its duration,
// runs animateTransition(using:), and finishes the containment in completeTransition(_:).
@interface SlideAnimator : NSObject <UIViewControllerAnimatedTransitioning>
@end
@implementation SlideAnimator
- (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)transitionContext {
  return 0.5;
}
- (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
  UIViewController *fromVC = [transitionContext viewControllerForKey:UITransitionContextFromViewControllerKey];
  UIViewController *toVC = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
  UIView *toView = [transitionContext viewForKey:UITransitionContextToViewKey];
  UIView *containerView = [transitionContext containerView];
  CGFloat width = CGRectGetWidth(containerView.bounds);
  [containerView addSubview:toView];
  toView.frame = CGRectOffset([transitionContext initialFrameForViewController:toVC], width, 0);
  [UIView animateWithDuration:[self transitionDuration:transitionContext] animations:^{
    fromVC.view.frame = CGRectOffset([transitionContext initialFrameForViewController:fromVC], -width, 0);
    toView.frame = [transitionContext finalFrameForViewController:toVC];
  } completion:^(BOOL finished) {
    [transitionContext completeTransition:![transitionContext transitionWasCancelled]];
  }];
}
- (void)animationEnded:(BOOL)transitionCompleted {
  NSLog(@"animation ended: %@", transitionCompleted ? @"true" : @"false");
}
@end

@interface PrivateTransitionContext : NSObject <UIViewControllerContextTransitioning>
- (instancetype)initWithFromViewController:(UIViewController *)fromViewController toViewController:(UIViewController *)toViewController;
@property (nonatomic, copy) void (^completionBlock)(BOOL didComplete);
@property (nonatomic, assign, getter=isAnimated) BOOL animated;
@property (nonatomic, assign, getter=isInteractive) BOOL interactive;
@end

@interface PrivateTransitionContext ()
@property (nonatomic, strong) NSDictionary *privateViewControllers;
@property (nonatomic, assign) CGRect privateFrame;
@property (nonatomic, weak) UIView *containerView;
@property (nonatomic, assign) UIModalPresentationStyle presentationStyle;
@property (nonatomic, assign) BOOL transitionWasCancelled;
@end

@implementation PrivateTransitionContext
- (instancetype)initWithFromViewController:(UIViewController *)fromViewController toViewController:(UIViewController *)toViewController {
  if ((self = [super init])) {
    self.presentationStyle = UIModalPresentationCustom;
    self.containerView = fromViewController.view.superview;
    self.privateViewControllers = @{
      UITransitionContextFromViewControllerKey: fromViewController,
      UITransitionContextToViewControllerKey: toViewController,
    };
    self.privateFrame = self.containerView.bounds;
  }
  return self;
}
- (CGRect)initialFrameForViewController:(UIViewController *)viewController { return self.privateFrame; }
- (CGRect)finalFrameForViewController:(UIViewController *)viewController { return self.privateFrame; }
- (UIViewController *)viewControllerForKey:(NSString *)key { return self.privateViewControllers[key]; }
- (UIView *)viewForKey:(NSString *)key {
  if ([key isEqualToString:UITransitionContextFromViewKey]) {
    return [self.privateViewControllers[UITransitionContextFromViewControllerKey] view];
  }
  return [self.privateViewControllers[UITransitionContextToViewControllerKey] view];
}
- (void)completeTransition:(BOOL)didComplete {
  if (self.completionBlock) { self.completionBlock(didComplete); }
}
- (void)updateInteractiveTransition:(CGFloat)percentComplete {}
- (void)finishInteractiveTransition {}
- (void)cancelInteractiveTransition {}
- (void)pauseInteractiveTransition {}
- (CGAffineTransform)targetTransform { return CGAffineTransformIdentity; }
@end

UIViewController *first = [[UIViewController alloc] init];
UIViewController *second = [[UIViewController alloc] init];
[container addChildViewController:first];
[container.view addSubview:first.view];
[first didMoveToParentViewController:container];

- (void)swapFrom:(UIViewController *)fromVC to:(UIViewController *)toVC {
  [fromVC willMoveToParentViewController:nil];
  [self addChildViewController:toVC];
  SlideAnimator *animator = [[SlideAnimator alloc] init];
  PrivateTransitionContext *context = [[PrivateTransitionContext alloc] initWithFromViewController:fromVC toViewController:toVC];
  context.animated = YES;
  context.interactive = NO;
  context.completionBlock = ^(BOOL didComplete) {
    [fromVC.view removeFromSuperview];
    [fromVC removeFromParentViewController];
    [toVC didMoveToParentViewController:self];
    [animator animationEnded:didComplete];
  };
  NSLog(@"%g", [animator transitionDuration:context]);
  [animator animateTransition:context];
}
[self swapFrom:first to:second];
