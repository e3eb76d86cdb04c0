// A category that gives every controller embedding helpers, and a class extension.
@interface UIViewController (Embedding)
- (void)embedChild:(UIViewController *)child inView:(UIView *)host;
- (void)leaveParent;
@end

@implementation UIViewController (Embedding)
- (void)embedChild:(UIViewController *)child inView:(UIView *)host {
  [self addChildViewController:child];
  child.view.frame = host.bounds;
  [host addSubview:child.view];
  [child didMoveToParentViewController:self];
}
- (void)leaveParent {
  if (self.parentViewController == nil) return;
  [self willMoveToParentViewController:nil];
  [self.view removeFromSuperview];
  [self removeFromParentViewController];
}
@end

@interface DeckViewController : UIViewController
@end

@interface DeckViewController ()
@property (nonatomic, strong) UIViewController *top;
@end

@implementation DeckViewController
- (void)viewDidLoad {
  [super viewDidLoad];
  self.top = [[UIViewController alloc] init];
  [self embedChild:self.top inView:self.view];
}
@end

DeckViewController *deck = [[DeckViewController alloc] init];
[self embedChild:deck inView:self.view];
[deck.top leaveParent];
[deck leaveParent];
[deck leaveParent];
