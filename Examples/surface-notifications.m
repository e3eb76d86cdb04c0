// A container that swaps its child when a notification arrives, and remembers the last tab.
@interface SwitcherViewController : UIViewController
@property (nonatomic, strong) UIViewController *current;
@end
@implementation SwitcherViewController
- (void)showSettings:(NSNotification *)note {
  UIViewController *settings = [[UIViewController alloc] init];
  [self addChildViewController:settings];
  [self.view addSubview:settings.view];
  [settings didMoveToParentViewController:self];
  self.current = settings;
}
@end
SwitcherViewController *switcher = [[SwitcherViewController alloc] init];
[self addChildViewController:switcher];
[self.view addSubview:switcher.view];
[switcher didMoveToParentViewController:self];
[[NSNotificationCenter defaultCenter] addObserver:switcher selector:@selector(showSettings:) name:@"ShowSettings" object:nil];
id token = [[NSNotificationCenter defaultCenter] addObserverForName:@"ShowSettings" object:nil queue:nil usingBlock:^(NSNotification *note) {
  NSLog(@"heard %@", note.name);
}];
[[NSNotificationCenter defaultCenter] postNotificationName:@"ShowSettings" object:nil];
[[NSNotificationCenter defaultCenter] removeObserver:switcher];
[[NSNotificationCenter defaultCenter] removeObserver:token];
[[NSNotificationCenter defaultCenter] postNotificationName:@"ShowSettings" object:nil];
[[NSUserDefaults standardUserDefaults] setInteger:2 forKey:@"lastTab"];
NSLog(@"%ld", (long)[[NSUserDefaults standardUserDefaults] integerForKey:@"lastTab"]);
[switcher addObserver:self forKeyPath:@"title" options:NSKeyValueObservingOptionNew context:nil];
