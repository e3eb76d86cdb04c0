// A container that lets its current child decide the status bar, and a navigation stack.
@interface DarkViewController : UIViewController
@end
@implementation DarkViewController
- (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
@end
@interface ShellViewController : UIViewController
@property (nonatomic, strong) UIViewController *current;
@end
@implementation ShellViewController
- (UIViewController *)childViewControllerForStatusBarStyle { return self.current; }
- (void)preferredContentSizeDidChangeForChildContentContainer:(id<UIContentContainer>)container {
  [super preferredContentSizeDidChangeForChildContentContainer:container];
  NSLog(@"child wants a new size");
}
@end
ShellViewController *shell = [[ShellViewController alloc] init];
shell.title = @"Shell";
DarkViewController *dark = [[DarkViewController alloc] init];
[shell addChildViewController:dark];
[shell.view addSubview:dark.view];
[dark didMoveToParentViewController:shell];
shell.current = dark;
window.rootViewController = shell;
[shell setNeedsStatusBarAppearanceUpdate];
dark.preferredContentSize = CGSizeMake(320, 200);
shell.additionalSafeAreaInsets = UIEdgeInsetsMake(20, 0, 0, 0);
NSLog(@"%g", dark.view.safeAreaInsets.top);
UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[[UIViewController alloc] init]];
UIViewController *one = [[UIViewController alloc] init];
UIViewController *two = [[UIViewController alloc] init];
[nav setViewControllers:@[nav.topViewController, one, two] animated:NO];
[nav popToViewController:one animated:NO];
[nav popToRootViewControllerAnimated:NO];
NSLog(@"%lu", (unsigned long)nav.viewControllers.count);
