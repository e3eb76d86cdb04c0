// Apple's View Controller Programming Guide, Listings 14-1 to 14-3, cleaned:
// balanced braces, and Listing 14-1's `self.currentClientView` read as `content.view`.

// Listing 14-1: adding a child.
- (void) displayContentController: (UIViewController*) content {
   [self addChildViewController:content];                 // 1
   content.view.frame = [self frameForContentController]; // 2
   [self.view addSubview:content.view];
   [content didMoveToParentViewController:self];          // 3
}

// Listing 14-2: removing a child.
- (void) hideContentController: (UIViewController*) content {
   [content willMoveToParentViewController:nil];  // 1
   [content.view removeFromSuperview];            // 2
   [content removeFromParentViewController];      // 3
}

// Listing 14-3: transitioning between two children.
- (void) cycleFromViewController: (UIViewController*) oldC
            toViewController: (UIViewController*) newC {
    [oldC willMoveToParentViewController:nil];                        // 1
    [self addChildViewController:newC];

    newC.view.frame = [self newViewStartFrame];                       // 2
    CGRect endFrame = [self oldViewEndFrame];

    [self transitionFromViewController: oldC toViewController: newC   // 3
          duration: 0.25 options:0
          animations:^{
             newC.view.frame = oldC.view.frame;                       // 4
             oldC.view.frame = endFrame;
           }
           completion:^(BOOL finished) {
             [oldC removeFromParentViewController];                   // 5
             [newC didMoveToParentViewController:self];
           }];
}

UIViewController *first = [[UIViewController alloc] init];
UIViewController *second = [[UIViewController alloc] init];
[self displayContentController:first];
[self cycleFromViewController:first toViewController:second];
[self hideContentController:second];
