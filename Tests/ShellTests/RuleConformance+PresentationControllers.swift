import Shell
import TestSupport
import Testing

/// Rules CT.23–CT.26: a presentation controller of the user's that removes the presenter's
/// view, what UIPresentationController's initialiser keeps, dismiss sent to a child of the
/// presenting controller, and presentingViewController read from a child of the presented one.
struct RuleConformancePresentationControllerTests {
  /// `home` is a visible child of `container`; `card` (.custom) has `covers` as its
  /// transitioning delegate, whose presentation controller removes the presenter's view and
  /// says what it was initialised with.
  static let covering = """
    class Covering: UIPresentationController {
      override var shouldRemovePresentersView: Bool { return true }
    }
    class Covers: NSObject, UIViewControllerTransitioningDelegate {
      func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        let controller = Covering(presentedViewController: presented, presenting: presenting)
        print("made", controller.presentedViewController === presented, controller.presentingViewController === presenting)
        return controller
      }
    }
    """ + cardOverHome(home: "UIViewController", card: "UIViewController")

  /// `home` (of class `home`) becomes a visible child of `container`; `card` (of class `card`)
  /// is presented .custom with a `Covers` as its transitioning delegate.
  static func cardOverHome(home: String, card: String) -> String {
    """

    let home = \(home)()
    container.addChild(home)
    container.view.addSubview(home.view)
    home.didMove(toParent: container)
    let covers = Covers()
    let card = \(card)()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = covers
    """
  }

  /// The start of an Objective-C presentation controller that removes the presenter's view.
  static let objcCoveringStart = """
    @interface Covering : UIPresentationController
    @end
    @implementation Covering
    - (BOOL)shouldRemovePresentersView {
      return YES;
    }
    """

  static let objcCovering =
    objcCoveringStart + """
      @end
      @interface Covers : NSObject <UIViewControllerTransitioningDelegate>
      @end
      @implementation Covers
      - (UIPresentationController *)presentationControllerForPresentedViewController:(UIViewController *)presented presentingViewController:(UIViewController *)presenting sourceViewController:(UIViewController *)source {
        Covering *controller = [[Covering alloc] initWithPresentedViewController:presented presentingViewController:presenting];
        NSLog(@"made %d %d", controller.presentedViewController == presented, controller.presentingViewController == presenting);
        return controller;
      }
      @end
      """ + objcCard(of: "UIViewController")

  /// `card` (of class `type`) is presented .custom with a `Covers` as its transitioning
  /// delegate, in Objective-C.
  static func objcCard(of type: String) -> String {
    """

    Covers *covers = [[Covers alloc] init];
    \(type) *card = [[\(type) alloc] init];
    card.modalPresentationStyle = UIModalPresentationCustom;
    card.transitioningDelegate = covers;
    """
  }

  /// As `covering`, with controllers that say whether the presenter's view is in the window
  /// when the presentation controller hears the end and at the did-callbacks.
  static let coveringWatched = """
    class Covering: UIPresentationController {
      override var shouldRemovePresentersView: Bool { return true }
      override func presentationTransitionDidEnd(_ completed: Bool) {
        print("ended", completed, presentingViewController.view.window != nil)
      }
    }
    class Covers: NSObject, UIViewControllerTransitioningDelegate {
      func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        return Covering(presentedViewController: presented, presenting: presenting)
      }
    }
    class Home: UIViewController {
      override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("home in window", view.window != nil)
      }
    }
    class Card: UIViewController {
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("presenter in window", presentingViewController?.view.window != nil)
      }
    }
    """ + cardOverHome(home: "Home", card: "Card")

  static let objcCoveringWatched =
    objcCoveringStart + """
      - (void)presentationTransitionDidEnd:(BOOL)completed {
        NSLog(@"ended %d %d", completed, self.presentingViewController.view.window != nil);
      }
      @end
      @interface Covers : NSObject <UIViewControllerTransitioningDelegate>
      @end
      @implementation Covers
      - (UIPresentationController *)presentationControllerForPresentedViewController:(UIViewController *)presented presentingViewController:(UIViewController *)presenting sourceViewController:(UIViewController *)source {
        return [[Covering alloc] initWithPresentedViewController:presented presentingViewController:presenting];
      }
      @end
      @interface Card : UIViewController
      @end
      @implementation Card
      - (void)viewDidAppear:(BOOL)animated {
        [super viewDidAppear:animated];
        NSLog(@"presenter in window %d", self.presentingViewController.view.window != nil);
      }
      @end
      """ + objcCard(of: "Card")

  /// `home` is a visible child of `container`; `card` is a fresh controller.
  static let child = """
    let home = UIViewController()
    container.addChild(home)
    container.view.addSubview(home.view)
    home.didMove(toParent: container)
    let card = UIViewController()
    card.modalPresentationStyle = .fullScreen
    """

  static let cases: [RuleCase] = [
    RuleCase(
      "CT.23 + CT.24 a presentation controller whose shouldRemovePresentersView is true: the presenter and its child disappear as with .fullScreen and the presenter's view leaves the window; the dismissal brings it back; the initialiser's controllers read back at once",
      setup: covering,
      """
      home.present(card, animated: true)
      container.view.window == nil && card.view.window != nil
      card.dismiss(animated: true)
      container.view.window != nil && home.view.window != nil && card.view.window == nil
      """,
      """
      home.present(card, animated: true, completion: nil)
      [end of turn] covers.presentationController(forPresented: card, presenting: container, source: home)
      [end of turn]   made true true
      [end of turn] card.loadView()
      [end of turn] card.viewDidLoad()
      [end of turn] container.viewWillDisappear(true)
      [end of turn] home.viewWillDisappear(true)
      [end of turn] card.viewWillAppear(true)
      [t=0.35] card.viewDidAppear(true)
      [t=0.35] container.viewDidDisappear(true)
      [t=0.35] home.viewDidDisappear(true)
      = true
      card.dismiss(animated: true, completion: nil)
      [end of turn] card.viewWillDisappear(true)
      [end of turn] container.viewWillAppear(true)
      [end of turn] home.viewWillAppear(true)
      [t=0.7] container.viewDidAppear(true)
      [t=0.7] home.viewDidAppear(true)
      [t=0.7] card.viewDidDisappear(true)
      = true
      """),
    RuleCase(
      "CT.23 + CT.24 in Objective-C: shouldRemovePresentersView returns YES, without animation",
      setup: objcCovering,
      """
      [self presentViewController:card animated:NO completion:nil];
      self.view.window == nil;
      [card dismissViewControllerAnimated:NO completion:nil];
      self.view.window != nil;
      """,
      """
      [container presentViewController:card animated:NO completion:nil]
      [end of turn] [covers presentationControllerForPresentedViewController:card presentingViewController:container sourceViewController:container]
      [end of turn]   made 1 1
      [end of turn] [card loadView]
      [end of turn] [card viewDidLoad]
      [end of turn] [container viewWillDisappear:NO]
      [end of turn] [card viewWillAppear:NO]
      [end of turn] [card viewDidAppear:NO]
      [end of turn] [container viewDidDisappear:NO]
      = YES
      [card dismissViewControllerAnimated:NO completion:nil]
      [end of turn] [card viewWillDisappear:NO]
      [end of turn] [container viewWillAppear:NO]
      [end of turn] [container viewDidAppear:NO]
      [end of turn] [card viewDidDisappear:NO]
      = YES
      """, objc: true),
    RuleCase(
      "CT.23 the presenter's view leaves the window after presentationTransitionDidEnd and before both did-callbacks, and is out when the completion runs",
      setup: coveringWatched,
      """
      home.present(card, animated: true, completion: { print("done", container.view.window == nil) })
      """,
      """
      home.present(card, animated: true, completion: { … })
      [end of turn] card.loadView()
      [end of turn] card.viewDidLoad()
      [end of turn] container.viewWillDisappear(true)
      [end of turn] home.viewWillDisappear(true)
      [end of turn] card.viewWillAppear(true)
      [t=0.35] covering.presentationTransitionDidEnd(true)
      [t=0.35]   ended true true
      [t=0.35] card.viewDidAppear(true)
      [t=0.35]   presenter in window false
      [t=0.35] container.viewDidDisappear(true)
      [t=0.35] home.viewDidDisappear(true)
      [t=0.35]   home in window false
      [t=0.35] completion()
      [t=0.35]   done true
      """),
    RuleCase(
      "CT.23 in Objective-C: without animation too, the presenter's view is out of the window when the presented controller's viewDidAppear: runs",
      setup: objcCoveringWatched,
      """
      [self presentViewController:card animated:NO completion:^{ NSLog(@"done %d", self.view.window == nil); }];
      """,
      """
      [container presentViewController:card animated:NO completion:^{ … }]
      [end of turn] [card loadView]
      [end of turn] [card viewDidLoad]
      [end of turn] [container viewWillDisappear:NO]
      [end of turn] [card viewWillAppear:NO]
      [end of turn] [covering presentationTransitionDidEnd:YES]
      [end of turn]   ended 1 1
      [end of turn] [card viewDidAppear:NO]
      [end of turn]   presenter in window 0
      [end of turn] [container viewDidDisappear:NO]
      [end of turn] completion()
      [end of turn]   done 1
      """, objc: true),
    RuleCase(
      "CT.24 UIPresentationController's initialiser keeps its controllers before any presentation",
      """
      let card = UIViewController()
      let plain = UIPresentationController(presentedViewController: card, presenting: container)
      plain.presentedViewController === card && plain.presentingViewController === container
      """,
      """
      = true
      """),
    RuleCase(
      "CT.25 a child of the presenting controller sees what its parent presents and dismisses it",
      setup: child,
      """
      home.present(card, animated: false)
      home.presentedViewController === card && container.presentedViewController === card
      home.dismiss(animated: false, completion: { print("dismissed") })
      card.presentingViewController == nil && card.view.window == nil && home.view.window != nil
      """,
      """
      home.present(card, animated: false, completion: nil)
      [end of turn] card.loadView()
      [end of turn] card.viewDidLoad()
      [end of turn] container.viewWillDisappear(false)
      [end of turn] home.viewWillDisappear(false)
      [end of turn] card.viewWillAppear(false)
      [end of turn] card.viewDidAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] home.viewDidDisappear(false)
      = true
      home.dismiss(animated: false, completion: { … })
      [end of turn] card.viewWillDisappear(false)
      [end of turn] container.viewWillAppear(false)
      [end of turn] home.viewWillAppear(false)
      [end of turn] container.viewDidAppear(false)
      [end of turn] home.viewDidAppear(false)
      [end of turn] card.viewDidDisappear(false)
      [end of turn] completion()
      [end of turn]   dismissed
      = true
      """),
    RuleCase(
      "CT.25 in Objective-C: [child dismissViewControllerAnimated:completion:] dismisses what the parent presented",
      setup: """
        UIViewController *home = [[UIViewController alloc] init];
        [self addChildViewController:home];
        [self.view addSubview:home.view];
        [home didMoveToParentViewController:self];
        UIViewController *card = [[UIViewController alloc] init];
        card.modalPresentationStyle = UIModalPresentationFullScreen;
        """,
      """
      [self presentViewController:card animated:NO completion:nil];
      home.presentedViewController == card;
      [home dismissViewControllerAnimated:NO completion:nil];
      card.presentingViewController == nil;
      """,
      """
      [container presentViewController:card animated:NO completion:nil]
      [end of turn] [card loadView]
      [end of turn] [card viewDidLoad]
      [end of turn] [container viewWillDisappear:NO]
      [end of turn] [home viewWillDisappear:NO]
      [end of turn] [card viewWillAppear:NO]
      [end of turn] [card viewDidAppear:NO]
      [end of turn] [container viewDidDisappear:NO]
      [end of turn] [home viewDidDisappear:NO]
      = YES
      [home dismissViewControllerAnimated:NO completion:nil]
      [end of turn] [card viewWillDisappear:NO]
      [end of turn] [container viewWillAppear:NO]
      [end of turn] [home viewWillAppear:NO]
      [end of turn] [container viewDidAppear:NO]
      [end of turn] [home viewDidAppear:NO]
      [end of turn] [card viewDidDisappear:NO]
      = YES
      """, objc: true),
    RuleCase(
      "CT.26 a child of a presented controller answers its ancestor's presenter; a child of the presenter and a child after the dismissal answer nil",
      setup: child + """

        let inner = UIViewController()
        card.addChild(inner)
        card.view.addSubview(inner.view)
        inner.didMove(toParent: card)
        """,
      """
      inner.presentingViewController == nil
      home.present(card, animated: false)
      inner.presentingViewController === container && card.presentingViewController === container && home.presentingViewController == nil
      card.dismiss(animated: false)
      inner.presentingViewController == nil && card.presentingViewController == nil
      """,
      """
      = true
      home.present(card, animated: false, completion: nil)
      [end of turn] container.viewWillDisappear(false)
      [end of turn] home.viewWillDisappear(false)
      [end of turn] card.viewWillAppear(false)
      [end of turn] inner.viewWillAppear(false)
      [end of turn] card.viewDidAppear(false)
      [end of turn] inner.viewDidAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] home.viewDidDisappear(false)
      = true
      card.dismiss(animated: false, completion: nil)
      [end of turn] card.viewWillDisappear(false)
      [end of turn] inner.viewWillDisappear(false)
      [end of turn] container.viewWillAppear(false)
      [end of turn] home.viewWillAppear(false)
      [end of turn] container.viewDidAppear(false)
      [end of turn] home.viewDidAppear(false)
      [end of turn] card.viewDidDisappear(false)
      [end of turn] inner.viewDidDisappear(false)
      = true
      """),
    RuleCase(
      "CT.26 in Objective-C: a presented navigation controller's root answers the controller that presented the navigation controller",
      setup: """
        UIViewController *inner = [[UIViewController alloc] init];
        UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:inner];
        nav.modalPresentationStyle = UIModalPresentationFullScreen;
        """,
      """
      inner.presentingViewController == nil;
      [self presentViewController:nav animated:NO completion:nil];
      inner.presentingViewController == self && nav.presentingViewController == self;
      """,
      """
      = YES
      [container presentViewController:nav animated:NO completion:nil]
      [end of turn] [nav loadView]
      [end of turn] [nav viewDidLoad]
      [end of turn] [container viewWillDisappear:NO]
      [end of turn] [nav viewWillAppear:NO]
      [end of turn] [inner loadView]
      [end of turn] [inner viewDidLoad]
      [end of turn] [inner viewWillAppear:NO]
      [end of turn] [nav viewDidAppear:NO]
      [end of turn] [inner viewDidAppear:NO]
      [end of turn] [inner didMoveToParentViewController:nav]
      [end of turn] [container viewDidDisappear:NO]
      = YES
      """, objc: true),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
