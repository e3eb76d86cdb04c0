// A container's own interactive transition: its interaction object holds the animator's
// animations by stopping the container view's layer (speed 0), shows them at a point with
// timeOffset, lets them run on from there to finish, and steps them back frame by frame with a
// display link to cancel. The context's completion finishes the containment, or undoes it.
@interface SlideAnimator : NSObject <UIViewControllerAnimatedTransitioning>
@end
@implementation SlideAnimator
- (NSTimeInterval)transitionDuration:(id<UIViewControllerContextTransitioning>)transitionContext {
  return 0.5;
}
- (void)animateTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
  UIViewController *fromVC = [transitionContext viewControllerForKey:UITransitionContextFromViewControllerKey];
  UIViewController *toVC = [transitionContext viewControllerForKey:UITransitionContextToViewControllerKey];
  UIView *containerView = [transitionContext containerView];
  CGFloat width = CGRectGetWidth(containerView.bounds);
  [containerView addSubview:toVC.view];
  toVC.view.frame = CGRectOffset([transitionContext initialFrameForViewController:toVC], width, 0);
  [UIView animateWithDuration:[self transitionDuration:transitionContext] delay:0 options:UIViewAnimationOptionCurveLinear animations:^{
    fromVC.view.frame = CGRectOffset([transitionContext initialFrameForViewController:fromVC], -width, 0);
    toVC.view.frame = [transitionContext finalFrameForViewController:toVC];
  } completion:^(BOOL finished) {
    [transitionContext completeTransition:![transitionContext transitionWasCancelled]];
  }];
}
@end

@interface SwapContext : NSObject <UIViewControllerContextTransitioning>
- (instancetype)initWithFromViewController:(UIViewController *)fromVC toViewController:(UIViewController *)toVC;
@property (nonatomic, copy) void (^completion)(BOOL didComplete);
@property (nonatomic, weak) UIView *containerView;
@property (nonatomic, assign, getter=isAnimated) BOOL animated;
@property (nonatomic, assign, getter=isInteractive) BOOL interactive;
@property (nonatomic, assign) BOOL transitionWasCancelled;
@property (nonatomic, assign) UIModalPresentationStyle presentationStyle;
@property (nonatomic, strong) UIViewController *from;
@property (nonatomic, strong) UIViewController *to;
@end

@implementation SwapContext
- (instancetype)initWithFromViewController:(UIViewController *)fromVC toViewController:(UIViewController *)toVC {
  if ((self = [super init])) {
    self.containerView = fromVC.view.superview;
    self.from = fromVC;
    self.to = toVC;
    self.animated = YES;
    self.interactive = YES;
    self.presentationStyle = UIModalPresentationCustom;
  }
  return self;
}
- (UIViewController *)viewControllerForKey:(NSString *)key {
  return [key isEqualToString:UITransitionContextFromViewControllerKey] ? self.from : self.to;
}
- (UIView *)viewForKey:(NSString *)key {
  return [key isEqualToString:UITransitionContextFromViewKey] ? self.from.view : self.to.view;
}
- (CGRect)initialFrameForViewController:(UIViewController *)vc { return self.containerView.bounds; }
- (CGRect)finalFrameForViewController:(UIViewController *)vc { return self.containerView.bounds; }
- (void)completeTransition:(BOOL)didComplete {
  if (self.completion) { self.completion(didComplete); }
}
- (void)updateInteractiveTransition:(CGFloat)percentComplete {}
- (void)finishInteractiveTransition { self.interactive = NO; }
- (void)cancelInteractiveTransition {
  self.interactive = NO;
  self.transitionWasCancelled = YES;
}
- (void)pauseInteractiveTransition {}
- (CGAffineTransform)targetTransform { return CGAffineTransformIdentity; }
@end

@interface SwapInteraction : NSObject <UIViewControllerInteractiveTransitioning>
- (instancetype)initWithAnimator:(SlideAnimator *)animator;
@property (nonatomic, strong) SlideAnimator *animator;
@property (nonatomic, strong) id<UIViewControllerContextTransitioning> context;
@property (nonatomic, assign) NSTimeInterval duration;
@property (nonatomic, strong) CADisplayLink *displayLink;
@end

@implementation SwapInteraction
- (instancetype)initWithAnimator:(SlideAnimator *)animator {
  if ((self = [super init])) {
    self.animator = animator;
  }
  return self;
}
- (void)startInteractiveTransition:(id<UIViewControllerContextTransitioning>)transitionContext {
  self.context = transitionContext;
  self.duration = [self.animator transitionDuration:transitionContext];
  [transitionContext containerView].layer.speed = 0;
  [self.animator animateTransition:transitionContext];
}
- (void)update:(CGFloat)percent {
  [self.context containerView].layer.timeOffset = percent * self.duration;
  [self.context updateInteractiveTransition:percent];
}
- (void)finish {
  [self.context finishInteractiveTransition];
  CALayer *layer = [self.context containerView].layer;
  CFTimeInterval pausedAt = layer.timeOffset;
  layer.speed = 1;
  layer.timeOffset = 0;
  layer.beginTime = 0;
  layer.beginTime = [layer convertTime:CACurrentMediaTime() fromLayer:nil] - pausedAt;
}
- (void)cancel {
  [self.context cancelInteractiveTransition];
  self.displayLink = [CADisplayLink displayLinkWithTarget:self selector:@selector(stepBack:)];
  [self.displayLink addToRunLoop:[NSRunLoop mainRunLoop] forMode:NSRunLoopCommonModes];
}
- (void)stepBack:(CADisplayLink *)link {
  CALayer *layer = [self.context containerView].layer;
  CFTimeInterval offset = layer.timeOffset - link.duration * 5;
  if (offset > 0) {
    layer.timeOffset = offset;
    return;
  }
  [link invalidate];
  self.displayLink = nil;
  layer.timeOffset = 0;
  layer.speed = 1;
}
@end

UIViewController *first = [[UIViewController alloc] init];
UIViewController *second = [[UIViewController alloc] init];
[container addChildViewController:first];
[container.view addSubview:first.view];
[first didMoveToParentViewController:container];

- (SwapInteraction *)swapFrom:(UIViewController *)fromVC to:(UIViewController *)toVC {
  [fromVC willMoveToParentViewController:nil];
  [self addChildViewController:toVC];
  SwapInteraction *interaction = [[SwapInteraction alloc] initWithAnimator:[[SlideAnimator alloc] init]];
  SwapContext *context = [[SwapContext alloc] initWithFromViewController:fromVC toViewController:toVC];
  context.completion = ^(BOOL didComplete) {
    if (didComplete) {
      [fromVC.view removeFromSuperview];
      [fromVC removeFromParentViewController];
      [toVC didMoveToParentViewController:self];
    } else {
      fromVC.view.frame = self.view.bounds;
      [toVC willMoveToParentViewController:nil];
      [toVC.view removeFromSuperview];
      [toVC removeFromParentViewController];
    }
  };
  [interaction startInteractiveTransition:context];
  return interaction;
}

// Dragged 40 % of the way, then let go: the rest runs on by itself.
SwapInteraction *forward = [self swapFrom:first to:second];
[forward update:0.4];
NSLog(@"%g %g", CGRectGetMinX(first.view.frame), CGRectGetMinX(second.view.frame));
:screen
[forward finish];
:tick 0.4
NSLog(@"%lu %d", (unsigned long)container.childViewControllers.count, second.view.superview == container.view);

// Dragged half way back, then cancelled: the display link steps it back to the start.
SwapInteraction *back = [self swapFrom:second to:first];
[back update:0.5];
[back cancel];
:tick 0.2
NSLog(@"%lu %g %d", (unsigned long)container.childViewControllers.count, CGRectGetMinX(second.view.frame), first.view.superview == nil);
