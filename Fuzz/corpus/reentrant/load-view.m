// loadView in Objective-C: the root view made in code, a subview kept in an ivar.
@interface GaugeViewController : UIViewController {
  UIView *_needle;
}
@end

@implementation GaugeViewController
- (void)loadView {
  UIView *root = [[UIView alloc] initWithFrame:[UIScreen mainScreen].bounds];
  _needle = [[UIView alloc] initWithFrame:CGRectMake(150, 40, 20, 200)];
  [root addSubview:_needle];
  self.view = root;
}
- (void)viewDidLoad {
  [super viewDidLoad];
  self.view.backgroundColor = [UIColor blackColor];
  _needle.frame = CGRectOffset(_needle.frame, 0, 10);
}
@end

GaugeViewController *gauge = [[GaugeViewController alloc] init];
NSLog(@"loaded %d", gauge.isViewLoaded);
[self addChildViewController:gauge];
gauge.view.frame = [self frameForContentController];
[self.view addSubview:gauge.view];
[gauge didMoveToParentViewController:self];
