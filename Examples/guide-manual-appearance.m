// Apple's View Controller Programming Guide, Listings 14-4 and 14-5: the container forwards
// appearance to its `child` itself.

@interface ContainerViewController ()
@property (nonatomic, strong) UIViewController *child;
@end

// Listing 14-4
- (BOOL) shouldAutomaticallyForwardAppearanceMethods {
    return NO;
}

// Listing 14-5
-(void) viewWillAppear:(BOOL)animated {
    [self.child beginAppearanceTransition: YES animated: animated];
}

-(void) viewDidAppear:(BOOL)animated {
    [self.child endAppearanceTransition];
}

-(void) viewWillDisappear:(BOOL)animated {
    [self.child beginAppearanceTransition: NO animated: animated];
}

-(void) viewDidDisappear:(BOOL)animated {
    [self.child endAppearanceTransition];
}

// A second container, off screen, gets a child, then replaces the window's root.
ContainerViewController *shown = [[ContainerViewController alloc] init];
UIViewController *content = [[UIViewController alloc] init];
shown.child = content;
[shown addChildViewController:content];
[shown.view addSubview:content.view];
[content didMoveToParentViewController:shown];
window.rootViewController = shown;
window.rootViewController = container;
