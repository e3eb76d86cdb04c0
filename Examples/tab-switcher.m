// A tab-bar-like switcher: two children, two buttons with tags, interaction off
// during the switch. Cleaned: `if (index = 0)` read as `==`, balanced braces.

@interface ContainerViewController () {
    FirstViewController *_firstViewController;
    SecondViewController *_secondViewController;
    NSMutableArray *_viewControllers;
}
@end

- (void)viewDidLoad {
    [super viewDidLoad];
    _viewControllers = [@[] mutableCopy];
    _firstViewController = [[FirstViewController alloc] initWithNibName:@"FirstViewController" bundle:nil];
    _secondViewController = [[SecondViewController alloc] initWithNibName:@"SecondViewController" bundle:nil];
    [_viewControllers addObject:_firstViewController];
    [_viewControllers addObject:_secondViewController];
    [self loadViewControllerAtIndex:0];
}

- (void)loadViewControllerAtIndex:(NSInteger)index {
    NSInteger nextIndex = 0;
    if (index == 0) {
        nextIndex = 1;
    } else if (index == 1) {
        nextIndex = 0;
    }
    UIViewController *fromViewController = _viewControllers[nextIndex];
    UIViewController *toViewController = _viewControllers[index];
    if (self.childViewControllers.firstObject == toViewController) {
        return;
    }
    if (self.childViewControllers.count > 0) {
        self.view.userInteractionEnabled = NO;
        [fromViewController willMoveToParentViewController:nil];
        [self addChildViewController:toViewController];
        if (index == 1) {
            toViewController.view.frame = [self nextViewStartFrame];
        } else {
            toViewController.view.frame = [self preViewStartFrame];
        }
        [self transitionFromViewController:fromViewController toViewController:toViewController
                                  duration:0.25 options:UIViewAnimationOptionCurveEaseInOut
                                animations:^{
            if (index == 1) {
                fromViewController.view.frame = [self preViewStartFrame];
                toViewController.view.frame = [self newViewStartFrame];
            } else {
                fromViewController.view.frame = [self nextViewStartFrame];
                toViewController.view.frame = [self newViewStartFrame];
            }
        } completion:^(BOOL finished) {
            if (finished) {
                [toViewController didMoveToParentViewController:self];
                [fromViewController removeFromParentViewController];
                self.view.userInteractionEnabled = YES;
            }
        }];
    } else {
        [self addChildViewController:toViewController];
        [self.view addSubview:toViewController.view];
        [toViewController didMoveToParentViewController:self];
    }
}

- (CGRect)newViewStartFrame {
    return CGRectMake(0.0, 0.0, 320.0, 500.0);
}

- (CGRect)nextViewStartFrame {
    return CGRectMake(320.0, 0.0, 320.0, 500.0);
}

- (CGRect)preViewStartFrame {
    return CGRectMake(-320.0, 0.0, 320.0, 500.0);
}

- (IBAction)buttonTouched:(id)sender {
    if (((UIButton *)sender).tag == 1) {
        [self loadViewControllerAtIndex:0];
    } else {
        [self loadViewControllerAtIndex:1];
    }
}

// The switcher becomes the window's root; then the second button is tapped, twice.
ContainerViewController *switcher = [[ContainerViewController alloc] init];
window.rootViewController = switcher;
UIButton *secondButton = [[UIButton alloc] init];
secondButton.tag = 2;
:clock manual
[switcher buttonTouched:secondButton];
switcher.view.userInteractionEnabled
:tick 0.25
switcher.view.userInteractionEnabled
[switcher buttonTouched:secondButton];
