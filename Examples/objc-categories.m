// Categories: containment helpers added to every UIViewController and a layout helper added to
// every UIView, then a tab-style switcher built on them. A category's method is a method of
// the class: `self` is whichever controller the message is sent to.

@interface UIView (Layout)
- (void)cr_fill:(UIView *)subview;
@end

@implementation UIView (Layout)
- (void)cr_fill:(UIView *)subview {
  subview.frame = self.bounds;
  [self addSubview:subview];
}
@end

@interface UIViewController (Containment)
- (void)cr_displayChild:(UIViewController *)child;
- (void)cr_hideChild:(UIViewController *)child;
- (void)cr_swapChild:(UIViewController *)from forChild:(UIViewController *)to;
@end

@implementation UIViewController (Containment)

- (void)cr_displayChild:(UIViewController *)child {
  [self addChildViewController:child];
  [self.view cr_fill:child.view];
  [child didMoveToParentViewController:self];
}

- (void)cr_hideChild:(UIViewController *)child {
  [child willMoveToParentViewController:nil];
  [child.view removeFromSuperview];
  [child removeFromParentViewController];
}

- (void)cr_swapChild:(UIViewController *)from forChild:(UIViewController *)to {
  [from willMoveToParentViewController:nil];
  [self addChildViewController:to];
  to.view.frame = self.view.bounds;
  [self transitionFromViewController:from
                    toViewController:to
                            duration:0
                             options:UIViewAnimationOptionTransitionCrossDissolve
                          animations:nil
                          completion:^(BOOL finished) {
                            [from removeFromParentViewController];
                            [to didMoveToParentViewController:self];
                          }];
}

@end

@interface TabSwitcher : UIViewController
@property (nonatomic, strong) NSArray *tabs;
@property (nonatomic) NSInteger selected;
- (void)selectTab:(NSInteger)index;
@end

@implementation TabSwitcher

- (void)viewDidLoad {
  [super viewDidLoad];
  [self cr_displayChild:self.tabs[0]];
}

- (void)selectTab:(NSInteger)index {
  if (index == self.selected) {
    return;
  }
  [self cr_swapChild:self.tabs[self.selected] forChild:self.tabs[index]];
  self.selected = index;
}

@end

UIViewController *home = [[UIViewController alloc] init];
UIViewController *search = [[UIViewController alloc] init];
TabSwitcher *tabs = [[TabSwitcher alloc] init];
tabs.tabs = @[home, search];
[self cr_displayChild:tabs];
[tabs selectTab:1];
[tabs selectTab:1];
[self cr_hideChild:tabs];
