- (BOOL) shouldAutomaticallyForwardAppearanceMethods {
    return NO;
}
- (void) viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    NSLog(@"%@ %d", self, animated);
}
UIViewController *a = [[UIViewController alloc] initWithNibName:nil bundle:nil];
[self addChildViewController:a];
[a beginAppearanceTransition:YES animated:NO];
[self.view addSubview:a.view];
[a endAppearanceTransition];
[a didMoveToParentViewController:self];
