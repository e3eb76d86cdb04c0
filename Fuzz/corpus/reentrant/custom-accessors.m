// A property whose setter swaps the child and whose getter loads it on first use.
@interface HolderViewController : UIViewController
@property (nonatomic, strong) UIViewController *content;
@property (nonatomic, readonly) UIViewController *placeholder;
@end

@implementation HolderViewController {
  UIViewController *_placeholder;
}
- (UIViewController *)placeholder {
  if (_placeholder == nil) {
    _placeholder = [[UIViewController alloc] init];
  }
  return _placeholder;
}
- (void)setContent:(UIViewController *)content {
  if (_content == content) return;
  [_content willMoveToParentViewController:nil];
  [_content.view removeFromSuperview];
  [_content removeFromParentViewController];
  _content = content;
  if (content == nil) return;
  [self addChildViewController:content];
  content.view.frame = self.view.bounds;
  [self.view addSubview:content.view];
  [content didMoveToParentViewController:self];
}
@end

HolderViewController *holder = [[HolderViewController alloc] init];
[self addChildViewController:holder];
[self.view addSubview:holder.view];
[holder didMoveToParentViewController:self];
holder.content = holder.placeholder;
holder.content = [[UIViewController alloc] init];
holder.content = nil;
NSLog(@"%d", (int)holder.childViewControllers.count);
