// A side drawer in the style of the open-source drawer containers: the centre controller is a
// property whose setter swaps the child, and the drawer forwards appearance by hand, so each
// child hears viewWillAppear/viewDidAppear exactly when the drawer decides.

@interface DrawerController : UIViewController {
  UIViewController *_menuViewController;
  BOOL _menuOpen;
}
@property (nonatomic, strong) UIViewController *centerViewController;
@property (nonatomic, readonly, getter=isMenuOpen) BOOL menuOpen;
- (instancetype)initWithCenterViewController:(UIViewController *)center
                          menuViewController:(UIViewController *)menu;
- (void)openMenu;
- (void)closeMenu;
@end

@implementation DrawerController

- (instancetype)initWithCenterViewController:(UIViewController *)center
                          menuViewController:(UIViewController *)menu {
  self = [super initWithNibName:nil bundle:nil];
  if (self) {
    _centerViewController = center;
    _menuViewController = menu;
  }
  return self;
}

// The drawer decides when its children appear.
- (BOOL)shouldAutomaticallyForwardAppearanceMethods {
  return NO;
}

- (BOOL)isMenuOpen {
  return _menuOpen;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  [self addChildViewController:_centerViewController];
  _centerViewController.view.frame = self.view.bounds;
  [self.view addSubview:_centerViewController.view];
  [_centerViewController didMoveToParentViewController:self];
}

- (void)viewWillAppear:(BOOL)animated {
  [super viewWillAppear:animated];
  [_centerViewController beginAppearanceTransition:YES animated:animated];
}

- (void)viewDidAppear:(BOOL)animated {
  [super viewDidAppear:animated];
  [_centerViewController endAppearanceTransition];
}

- (void)setCenterViewController:(UIViewController *)center {
  if (center == _centerViewController) {
    return;
  }
  UIViewController *old = _centerViewController;
  [old willMoveToParentViewController:nil];
  [old beginAppearanceTransition:NO animated:NO];
  [old.view removeFromSuperview];
  [old endAppearanceTransition];
  [old removeFromParentViewController];

  _centerViewController = center;
  [self addChildViewController:center];
  center.view.frame = self.view.bounds;
  [center beginAppearanceTransition:YES animated:NO];
  [self.view addSubview:center.view];
  [center endAppearanceTransition];
  [center didMoveToParentViewController:self];
}

- (void)openMenu {
  if (_menuOpen) {
    return;
  }
  _menuOpen = YES;
  [self addChildViewController:_menuViewController];
  _menuViewController.view.frame = CGRectMake(0, 0, 260, CGRectGetHeight(self.view.bounds));
  [_menuViewController beginAppearanceTransition:YES animated:NO];
  [self.view addSubview:_menuViewController.view];
  [_menuViewController endAppearanceTransition];
  [_menuViewController didMoveToParentViewController:self];
}

- (void)closeMenu {
  if (!_menuOpen) {
    return;
  }
  _menuOpen = NO;
  [_menuViewController willMoveToParentViewController:nil];
  [_menuViewController beginAppearanceTransition:NO animated:NO];
  [_menuViewController.view removeFromSuperview];
  [_menuViewController endAppearanceTransition];
  [_menuViewController removeFromParentViewController];
}

@end

UIViewController *inbox = [[UIViewController alloc] init];
UIViewController *menu = [[UIViewController alloc] init];
DrawerController *drawer = [[DrawerController alloc] initWithCenterViewController:inbox
                                                               menuViewController:menu];
window.rootViewController = drawer;
[drawer openMenu];
UIViewController *settings = [[UIViewController alloc] init];
drawer.centerViewController = settings;
[drawer closeMenu];
NSLog(@"menu open: %d, centre: %@", drawer.isMenuOpen, drawer.centerViewController);
drawer.centerViewController = settings;
