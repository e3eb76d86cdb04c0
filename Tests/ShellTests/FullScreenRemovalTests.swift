import Shell
import TestSupport
import Testing

/// Rule P.1: when a full-screen presentation ends, the presenter's view leaves the window before
/// the presented controller's viewDidAppear and the presenter's viewDidDisappear, as with a
/// presentation controller of the user's that removes it (rule CT.23).
struct FullScreenRemovalTests {
  static let swift = """
    class Card: UIViewController {
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("card appeared, home in window:", presentingViewController?.view.window != nil)
      }
    }
    class Home: UIViewController {
      override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("home gone, in window:", view.window != nil)
      }
    }
    let home = Home()
    container.addChild(home)
    container.view.addSubview(home.view)
    home.didMove(toParent: container)
    let card = Card()
    card.modalPresentationStyle = .fullScreen
    home.present(card, animated: true)
    card.dismiss(animated: true)
    print(home.view.window != nil)
    """

  static let objc = """
    @interface Card : UIViewController
    @end
    @implementation Card
    - (void)viewDidAppear:(BOOL)animated {
      [super viewDidAppear:animated];
      NSLog(@"card appeared, home in window: %d", self.presentingViewController.view.window != nil);
    }
    @end
    @interface Home : UIViewController
    @end
    @implementation Home
    - (void)viewDidDisappear:(BOOL)animated {
      [super viewDidDisappear:animated];
      NSLog(@"home gone, in window: %d", self.view.window != nil);
    }
    @end
    Home *home = [[Home alloc] init];
    [container addChildViewController:home];
    [container.view addSubview:home.view];
    [home didMoveToParentViewController:container];
    Card *card = [[Card alloc] init];
    card.modalPresentationStyle = UIModalPresentationFullScreen;
    [home presentViewController:card animated:YES completion:nil];
    [card dismissViewControllerAnimated:YES completion:nil];
    NSLog(@"%d", home.view.window != nil);
    """

  @Test(
    "P.1 the presenter's view is out of the window in both did-callbacks", arguments: [false, true])
  func presenterViewLeavesBeforeTheDidCallbacks(objc: Bool) throws {
    let run = ScriptRun(objc ? Self.objc : Self.swift)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    let no = objc ? "0" : "false"
    let yes = objc ? "1" : "true"
    let appeared = try #require(
      run.output.range(of: "card appeared, home in window: " + no), "\(run.output)")
    let gone = try #require(run.output.range(of: "home gone, in window: " + no), "\(run.output)")
    // The presented controller's viewDidAppear comes first, then the presenter's (P.1).
    #expect(appeared.upperBound <= gone.lowerBound)
    // The dismissal puts the view back.
    #expect(run.output.hasSuffix("\n" + yes), "\(run.output)")
  }
}
