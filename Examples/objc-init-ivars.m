// Objective-C classes as older containers write them: instance variables in a block, a
// designated initialiser that calls [super initWithNibName:bundle:], a convenience class
// method, loadView building the container's own view, and a helper object created in init.

@interface PanelLayout : NSObject {
  CGFloat _primaryWidth;
}
- (instancetype)initWithPrimaryWidth:(CGFloat)width;
- (CGRect)primaryFrameIn:(CGRect)bounds;
- (CGRect)secondaryFrameIn:(CGRect)bounds;
@end

@implementation PanelLayout
- (instancetype)initWithPrimaryWidth:(CGFloat)width {
  if ((self = [super init])) {
    _primaryWidth = width;
  }
  return self;
}
- (CGRect)primaryFrameIn:(CGRect)bounds {
  return CGRectMake(0, 0, _primaryWidth, CGRectGetHeight(bounds));
}
- (CGRect)secondaryFrameIn:(CGRect)bounds {
  return CGRectMake(_primaryWidth, 0, CGRectGetWidth(bounds) - _primaryWidth, CGRectGetHeight(bounds));
}
@end

@interface SplitPanelController : UIViewController {
  UIViewController *_primary;
  UIViewController *_secondary;
  PanelLayout *_layout;
  BOOL _collapsed;
}
- (instancetype)initWithPrimary:(UIViewController *)primary secondary:(UIViewController *)secondary;
+ (instancetype)panelWithPrimary:(UIViewController *)primary secondary:(UIViewController *)secondary;
- (void)collapse;
@end

@implementation SplitPanelController

- (instancetype)initWithPrimary:(UIViewController *)primary secondary:(UIViewController *)secondary {
  self = [super initWithNibName:nil bundle:nil];
  if (self) {
    _primary = primary;
    _secondary = secondary;
    _layout = [[PanelLayout alloc] initWithPrimaryWidth:120];
  }
  return self;
}

+ (instancetype)panelWithPrimary:(UIViewController *)primary secondary:(UIViewController *)secondary {
  SplitPanelController *panel = [[self alloc] initWithPrimary:primary secondary:secondary];
  return panel;
}

- (void)loadView {
  UIView *root = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 480)];
  self.view = root;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  [self embed:_primary frame:[_layout primaryFrameIn:self.view.bounds]];
  [self embed:_secondary frame:[_layout secondaryFrameIn:self.view.bounds]];
}

- (void)embed:(UIViewController *)child frame:(CGRect)frame {
  [self addChildViewController:child];
  child.view.frame = frame;
  [self.view addSubview:child.view];
  [child didMoveToParentViewController:self];
}

- (void)collapse {
  if (_collapsed) {
    return;
  }
  _collapsed = YES;
  [_primary willMoveToParentViewController:nil];
  [_primary.view removeFromSuperview];
  [_primary removeFromParentViewController];
  _secondary.view.frame = self.view.bounds;
}

@end

UIViewController *list = [[UIViewController alloc] init];
UIViewController *detail = [[UIViewController alloc] init];
SplitPanelController *panel = [SplitPanelController panelWithPrimary:list secondary:detail];
[self addChildViewController:panel];
[self.view addSubview:panel.view];
[panel didMoveToParentViewController:self];
[panel collapse];
[panel collapse];
NSLog(@"%d child, detail at x = %.0f", (int)panel.childViewControllers.count, detail.view.frame.origin.x);
