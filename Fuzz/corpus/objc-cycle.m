- (void) cycleFromViewController: (UIViewController*) oldC
            toViewController: (UIViewController*) newC {
    [oldC willMoveToParentViewController:nil];
    [self addChildViewController:newC];
    newC.view.frame = [self newViewStartFrame];
    CGRect endFrame = [self oldViewEndFrame];
    [self transitionFromViewController: oldC toViewController: newC
          duration: 0.25 options:0
          animations:^{
             newC.view.frame = oldC.view.frame;
             oldC.view.frame = endFrame;
           }
           completion:^(BOOL finished) {
             [oldC removeFromParentViewController];
             [newC didMoveToParentViewController:self];
           }];
}
UIViewController *first = [[UIViewController alloc] init];
UIViewController *second = [[UIViewController alloc] init];
[self addChildViewController:first];
[self.view addSubview:first.view];
[first didMoveToParentViewController:self];
[self cycleFromViewController:first toViewController:second];
cycle(from: second, to: first)
