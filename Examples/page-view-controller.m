// An onboarding pager built on UIPageViewController: a data source that pages through three
// screens, a delegate that keeps the index, the first page set in viewDidLoad, then two swipes
// — one given up, one completed — and a jump back to the first page in code.

@interface OnboardingPage : UIViewController
@property (nonatomic) NSInteger index;
@end
@implementation OnboardingPage
@end

@interface OnboardingViewController : UIViewController <UIPageViewControllerDataSource, UIPageViewControllerDelegate>
@property (nonatomic, strong) UIPageViewController *pager;
@property (nonatomic, strong) NSMutableArray *pages;
@property (nonatomic) NSInteger currentIndex;
- (void)showFirstPage;
@end

@implementation OnboardingViewController
- (void)viewDidLoad {
  [super viewDidLoad];
  self.pages = [NSMutableArray array];
  for (NSInteger index = 0; index < 3; index++) {
    OnboardingPage *page = [[OnboardingPage alloc] init];
    page.index = index;
    [self.pages addObject:page];
  }
  self.pager = [[UIPageViewController alloc] initWithTransitionStyle:UIPageViewControllerTransitionStyleScroll navigationOrientation:UIPageViewControllerNavigationOrientationHorizontal options:nil];
  self.pager.dataSource = self;
  self.pager.delegate = self;
  [self.pager setViewControllers:@[self.pages[0]] direction:UIPageViewControllerNavigationDirectionForward animated:NO completion:nil];
  [self addChildViewController:self.pager];
  self.pager.view.frame = self.view.bounds;
  [self.view addSubview:self.pager.view];
  [self.pager didMoveToParentViewController:self];
}

- (UIViewController *)pageViewController:(UIPageViewController *)pageViewController viewControllerBeforeViewController:(UIViewController *)viewController {
  NSUInteger index = [self.pages indexOfObject:viewController];
  if (index == NSNotFound || index == 0) { return nil; }
  return self.pages[index - 1];
}

- (UIViewController *)pageViewController:(UIPageViewController *)pageViewController viewControllerAfterViewController:(UIViewController *)viewController {
  NSUInteger index = [self.pages indexOfObject:viewController];
  if (index == NSNotFound || index + 1 >= self.pages.count) { return nil; }
  return self.pages[index + 1];
}

- (void)pageViewController:(UIPageViewController *)pageViewController didFinishAnimating:(BOOL)finished previousViewControllers:(NSArray *)previousViewControllers transitionCompleted:(BOOL)completed {
  if (!completed) { return; }
  UIViewController *shown = pageViewController.viewControllers.firstObject;
  self.currentIndex = [self.pages indexOfObject:shown];
  NSLog(@"now on page %ld", (long)self.currentIndex);
}

- (void)showFirstPage {
  [self.pager setViewControllers:@[self.pages[0]] direction:UIPageViewControllerNavigationDirectionReverse animated:YES completion:^(BOOL finished) {
    self.currentIndex = 0;
    NSLog(@"back to the first page %d", finished);
  }];
}
@end

OnboardingViewController *onboarding = [[OnboardingViewController alloc] init];
[container addChildViewController:onboarding];
[container.view addSubview:onboarding.view];
[onboarding didMoveToParentViewController:container];
:wait
:pan onboarding.pager.view -100
:wait
:pan onboarding.pager.view -240
:wait
onboarding.currentIndex
[onboarding showFirstPage];
:wait
:tree
