// Deferred work in Objective-C: GCD, a timer, a delayed selector.
UIViewController *later = [[UIViewController alloc] init];
dispatch_async(dispatch_get_main_queue(), ^{
  [self addChildViewController:later];
  [self.view addSubview:later.view];
  [later didMoveToParentViewController:self];
});
dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.25 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
  [later willMoveToParentViewController:nil];
  [later.view removeFromSuperview];
  [later removeFromParentViewController];
});
NSTimer *timer = [NSTimer scheduledTimerWithTimeInterval:0.1 repeats:NO block:^(NSTimer *t) {
  NSLog(@"fired");
}];
[self performSelector:@selector(frameForContentController) withObject:nil afterDelay:0.2];
[[NSNotificationCenter defaultCenter] postNotificationName:@"Moved" object:self];
:wait
