// Blocks stored in properties, a typedef'd completion and a weak reference to self.
typedef void (^Completion)(BOOL finished);

@interface SheetViewController : UIViewController
@property (nonatomic, copy) void (^onDismiss)(void);
@property (nonatomic, copy) Completion completion;
- (void)closeAnimated:(BOOL)animated;
@end

@implementation SheetViewController
- (void)closeAnimated:(BOOL)animated {
  __weak typeof(self) weakSelf = self;
  [self willMoveToParentViewController:nil];
  [UIView animateWithDuration:(animated ? 0.3 : 0) animations:^{
    weakSelf.view.frame = CGRectOffset(weakSelf.view.frame, 0, 480);
  } completion:^(BOOL finished) {
    [weakSelf.view removeFromSuperview];
    [weakSelf removeFromParentViewController];
    if (weakSelf.onDismiss) weakSelf.onDismiss();
    if (weakSelf.completion) weakSelf.completion(finished);
  }];
}
@end

SheetViewController *sheet = [[SheetViewController alloc] init];
__block int closed = 0;
sheet.onDismiss = ^{ closed += 1; };
sheet.completion = ^(BOOL finished) { NSLog(@"done %d", finished); };
[self addChildViewController:sheet];
[self.view addSubview:sheet.view];
[sheet didMoveToParentViewController:self];
[sheet closeAnimated:YES];
NSLog(@"closed %d", closed);
