// Overridden callbacks in Objective-C that start more containment work.
@interface EchoViewController : UIViewController
@property (nonatomic) int depth;
@end

@implementation EchoViewController
- (void)viewDidAppear:(BOOL)animated {
  [super viewDidAppear:animated];
  if (self.depth < 3) {
    EchoViewController *inner = [[EchoViewController alloc] init];
    inner.depth = self.depth + 1;
    [self addChildViewController:inner];
    [self.view addSubview:inner.view];
    [inner didMoveToParentViewController:self];
  }
}
- (void)willMoveToParentViewController:(UIViewController *)parent {
  [super willMoveToParentViewController:parent];
  NSLog(@"echo %d moves", self.depth);
}
@end

EchoViewController *echo = [[EchoViewController alloc] init];
[self addChildViewController:echo];
[self.view addSubview:echo.view];
[echo didMoveToParentViewController:self];
