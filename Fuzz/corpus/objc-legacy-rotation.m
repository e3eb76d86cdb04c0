:ios 7
- (BOOL) shouldAutomaticallyForwardRotationMethods { return NO; }
- (void) willRotateToInterfaceOrientation:(UIInterfaceOrientation)o duration:(NSTimeInterval)d {
    [super willRotateToInterfaceOrientation:o duration:d];
}
UIViewController *a = [[UIViewController alloc] init];
[self addChildViewController:a];
[self.view addSubview:a.view];
[a didMoveToParentViewController:self];
:rotate landscapeLeft
