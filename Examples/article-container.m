// The article 《iOS中Container View Controller的使用》: its three container methods,
// with the frame arithmetic of its cycle method.

- (void) displayContentController: (UIViewController*) content {
    [self addChildViewController:content];
    content.view.frame = self.view.bounds;
    [self.view addSubview:content.view];
    [content didMoveToParentViewController:self];
}

- (void) hideContentController: (UIViewController*) content {
    [content willMoveToParentViewController:nil];
    [content.view removeFromSuperview];
    [content removeFromParentViewController];
}

- (void)cycleFromViewController: (UIViewController*) oldVC
               toViewController: (UIViewController*) newVC {
    [oldVC willMoveToParentViewController:nil];
    [self addChildViewController:newVC];
    CGRect rect = self.view.bounds;
    rect.origin.x += CGRectGetWidth(self.view.bounds);
    newVC.view.frame = rect;
    CGRect endFrame = oldVC.view.bounds;
    endFrame.origin.x -= CGRectGetWidth(self.view.bounds);
    [self transitionFromViewController:oldVC toViewController:newVC duration:0.5
                               options:UIViewAnimationOptionTransitionNone animations:^{
        newVC.view.frame = oldVC.view.frame;
        oldVC.view.frame = endFrame;
    } completion:^(BOOL finished) {
        [oldVC removeFromParentViewController];
        [newVC didMoveToParentViewController:self];
    }];
}

UIViewController *red = [[UIViewController alloc] init];
UIViewController *blue = [[UIViewController alloc] init];
[self displayContentController:red];
[self cycleFromViewController:red toViewController:blue];
NSLog(@"%@ now shows %d child at x = %d", self, (int)self.childViewControllers.count, (int)blue.view.frame.origin.x);
[self hideContentController:blue];
