// Apple's View Controller Programming Guide, Listings 14-4 and 14-5: the container forwards
// appearance to its `child` itself.

@interface ContainerViewController ()
@property (nonatomic, strong) UIViewController *child;
@end

// Listing 14-4
- (BOOL) shouldAutomaticallyForwardAppearanceMethods {
    return NO;
}

// Listing 14-5, with the calls to super the listing leaves out (each method's documentation
// asks for them)
-(void) viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.child beginAppearanceTransition: YES animated: animated];
}

-(void) viewDidAppear:(BOOL)animated {
    [super viewDidAppear:animated];
    [self.child endAppearanceTransition];
}

-(void) viewWillDisappear:(BOOL)animated {
    [super viewWillDisappear:animated];
    [self.child beginAppearanceTransition: NO animated: animated];
}

-(void) viewDidDisappear:(BOOL)animated {
    [super viewDidDisappear:animated];
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
