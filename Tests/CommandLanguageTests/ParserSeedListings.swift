/// Cleaned, balanced versions of the code in the three articles the course starts from (kept as
/// scripts in `Examples/`), as learners will type it.
enum SeedListings {
  /// Apple's View Controller Programming Guide: Listings 14-1 to 14-5 and the protocol example,
  /// in Objective-C.
  static let appleObjC = """
    - (void) displayContentController: (UIViewController*) content {
       [self addChildViewController:content];                 // 1
       content.view.frame = [self frameForContentController]; // 2
       [self.view addSubview:self.currentClientView];
       [content didMoveToParentViewController:self];          // 3
    }

    - (void) hideContentController: (UIViewController*) content {
       [content willMoveToParentViewController:nil];  // 1
       [content.view removeFromSuperview];            // 2
       [content removeFromParentViewController];      // 3
    }

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

    - (BOOL) shouldAutomaticallyForwardAppearanceMethods {
        return NO;
    }

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

    @protocol MyContentContainerProtocol <NSObject>
    @end

    - (void) displayContentController: (UIViewController<MyContentContainerProtocol>*) content;
    """

  /// The Chinese article 《iOS中Container View Controller的使用》: its interface and its three
  /// methods, in Objective-C.
  static let chineseBlogObjC = """
    @interface MyContainerViewController : UIViewController

    //展现controller
    - (void) displayContentController: (UIViewController*) content;
    //隐藏controller
    - (void) hideContentController: (UIViewController*) content;
    //页面切换
    - (void)cycleFromViewController: (UIViewController*) oldVC
    toViewController: (UIViewController*) newVC;
    @end

    - (void) displayContentController: (UIViewController*) content {
    //the addChildViewController: method calls the child’s willMoveToParentViewController:
    [self addChildViewController:content];
    content.view.frame = self.view.bounds;
    [self.view addSubview:content.view];
    [content didMoveToParentViewController:self];
    }

    - (void) hideContentController: (UIViewController*) content {
    [content willMoveToParentViewController:nil];
    [content.view removeFromSuperview];
    //The removeFromParentViewController method also calls the child’s \
    didMoveToParentViewController: method, passing that method a value of nil.
    [content removeFromParentViewController];
    }

    - (void)cycleFromViewController: (UIViewController*) oldVC
    toViewController: (UIViewController*) newVC {
    // Prepare the two view controllers for the change.
    [oldVC willMoveToParentViewController:nil];
    [self addChildViewController:newVC];
    //设置newVC的frame
    CGRect rect = self.view.bounds;
    rect.origin.x += CGRectGetWidth(self.view.bounds);
    newVC.view.frame = rect;
    //获取oldVC的frame
    CGRect endFrame = oldVC.view.bounds;
    endFrame.origin.x -= CGRectGetWidth(self.view.bounds);
    //动画转场
    [self transitionFromViewController:oldVC toViewController:newVC duration:0.5 \
    options:UIViewAnimationOptionTransitionNone animations:^{
    // Animate the views to their final positions.
    newVC.view.frame = oldVC.view.frame;
    oldVC.view.frame = endFrame;
    } completion:^(BOOL finished) {
    [oldVC removeFromParentViewController];
    [newVC didMoveToParentViewController:self];
    }];
    }
    """

  /// The article "Custom view controller switching (iOS)": the tab-bar-like container, with
  /// `==` restored and the frame helpers.
  static let tabBarObjC = """
    #import "ContainerViewController.h"

    @interface ContainerViewController () {    FirstViewController *_firstViewController;    \
    SecondViewController *_secondViewController;        NSMutableArray *_viewControllers;}

    -(IBAction) buttonTouched :( id) sender;
    @end

    @implementation ContainerViewController

    -(void) viewDidLoad {[super viewDidLoad]; _viewControllers = [@[] mutableCopy]; \
    _firstViewController = [[FirstViewController alloc] initWithNibName: @"FirstViewController" \
    bundle: nil]; _secondViewController = [[SecondViewController alloc] initWithNibName: \
    @"SecondViewController" bundle: nil]; [_viewControllers addObject: _firstViewController]; \
    [_viewControllers addObject: _secondViewController]; [self loadViewControllerAtIndex: 0];}

    -(void) loadViewControllerAtIndex :( NSInteger) index {NSInteger nextIndex = 0; if (index == \
    0) {nextIndex = 1;} else if (index == 1) {nextIndex = 0;} UIViewController * \
    fromViewController = _viewControllers [nextIndex]; // obtain the current viewController
    UIViewController * toViewController = _viewControllers [index]; // obtain the viewController \
    to be switched
    if (self.childViewControllers.firstObject == toViewController) {return;} if \
    (self.childViewControllers.count > 0) {self.view.userInteractionEnabled = NO; // disable the \
    operation during the switchover
    [fromViewController willMoveToParentViewController: nil]; // fromViewController will remove
    [self addChildViewController: toViewController]; // Add toViewController to \
    ContainerViewController
    // Set the frame
    if (index == 1) {toViewController.view.frame = [self nextViewStartFrame];} else \
    {toViewController.view.frame = [self preViewStartFrame];}
    // The officially provided animation switching API
    [self transitionFromViewController: fromViewController toViewController: toViewController \
    duration: 0.25 options: UIViewAnimationOptionCurveEaseInOut animations: ^ {
    // Execute the animation
    if (index == 1) {fromViewController.view.frame = [self preViewStartFrame]; \
    toViewController.view.frame = [self newViewStartFrame];} else {fromViewController.view.frame \
    = [self nextViewStartFrame]; toViewController.view.frame = [self newViewStartFrame];}} \
    completion: ^ (BOOL finished ){
    // After the animation is executed, add or remove the hierarchical link from the parent view
    if (finished) {[toViewController didMoveToParentViewController: self]; [fromViewController \
    removeFromParentViewController]; self.view.userInteractionEnabled = YES ;}}];} else {[self \
    addChildViewController: toViewController]; [self.view addSubview: toViewController.view]; \
    [toViewController didMoveToParentViewController: self] ;}}

    -(CGRect) newViewStartFrame {
    return CGRectMake (0.0, 0.0, 320.0, 500.0 );
    }

    -(CGRect) nextViewStartFrame {
    return CGRectMake (320.0, 0.0, 320.0, 500.0 );
    }

    -(CGRect) preViewStartFrame {
    return CGRectMake (-320.0, 0.0, 320.0, 500.0 );
    }

    - (IBAction)buttonTouched:(id)sender {    if (((UIButton *)sender).tag == 1) {               \
     [self loadViewControllerAtIndex:0];    } else {        [self loadViewControllerAtIndex:1];  \
      }}
    @end
    """
}
