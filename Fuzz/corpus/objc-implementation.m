@interface DetailViewController : UIViewController
@property (nonatomic, strong) UIView *panel;
@end
@implementation DetailViewController
- (void) viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor whiteColor];
}
@end
DetailViewController *d = [[DetailViewController alloc] init];
[self addChildViewController:d];
[self.view addSubview:d.view];
[d didMoveToParentViewController:self];
