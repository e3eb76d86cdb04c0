import Shell
import TestSupport
import Testing

/// §PV of the rule catalogue: `UIPageViewController` — its pages' containment and appearance,
/// `setViewControllers(_:direction:animated:completion:)` in both styles, swipes through `:pan`
/// with a data source and a delegate, in Swift and Objective-C. Every expected log follows the
/// order the cited rules give; the turn's 0.35 s and the finger's 0.5 s are containrepl's
/// (rule PV.9).
struct RuleConformancePageViewControllerTests {
  enum Style: String { case pageCurl, scroll }

  /// A data source and delegate that page through `a` and `b`, printing what the delegate hears.
  static let pages = """
    class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
      var pages: [UIViewController] = []
      func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
      }
      func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
      }
      func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        print("pending", pendingViewControllers.count)
      }
      func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        print("completed", completed)
      }
    }
    let a = UIViewController()
    let b = UIViewController()
    let pages = Pages()
    pages.pages = [a, b]
    """

  /// `pvc` shows `a` and is on screen in `container`, with `pages` as data source and delegate.
  static func shown(_ style: Style) -> String {
    pages + """

      let pvc = UIPageViewController(transitionStyle: .\(style.rawValue), navigationOrientation: .horizontal)
      pvc.dataSource = pages
      pvc.delegate = pages
      pvc.setViewControllers([a], direction: .forward, animated: false)
      container.addChild(pvc)
      container.view.addSubview(pvc.view)
      pvc.didMove(toParent: container)
      :wait
      """
  }

  /// A fresh page view controller off screen, and two fresh controllers.
  static func offscreen(_ style: Style) -> String {
    """
    let a = UIViewController()
    let b = UIViewController()
    let pvc = UIPageViewController(transitionStyle: .\(style.rawValue), navigationOrientation: .horizontal)
    """
  }

  /// The Objective-C data source and delegate.
  static let book = """
    @interface Book : NSObject <UIPageViewControllerDataSource, UIPageViewControllerDelegate>
    @property (nonatomic, strong) NSArray *pages;
    @end
    @implementation Book
    - (UIViewController *)pageViewController:(UIPageViewController *)pageViewController viewControllerBeforeViewController:(UIViewController *)viewController {
      NSUInteger index = [self.pages indexOfObject:viewController];
      if (index == 0 || index == NSNotFound) { return nil; }
      return self.pages[index - 1];
    }
    - (UIViewController *)pageViewController:(UIPageViewController *)pageViewController viewControllerAfterViewController:(UIViewController *)viewController {
      NSUInteger index = [self.pages indexOfObject:viewController];
      if (index == NSNotFound || index + 1 >= self.pages.count) { return nil; }
      return self.pages[index + 1];
    }
    - (void)pageViewController:(UIPageViewController *)pageViewController willTransitionToViewControllers:(NSArray *)pendingViewControllers {
      NSLog(@"pending %lu", (unsigned long)pendingViewControllers.count);
    }
    - (void)pageViewController:(UIPageViewController *)pageViewController didFinishAnimating:(BOOL)finished previousViewControllers:(NSArray *)previousViewControllers transitionCompleted:(BOOL)completed {
      NSLog(@"completed %d", completed);
    }
    @end
    UIViewController *a = [[UIViewController alloc] init];
    UIViewController *b = [[UIViewController alloc] init];
    Book *book = [[Book alloc] init];
    book.pages = @[a, b];
    """

  /// `shown`, in Objective-C.
  static func objcShown(_ scroll: Bool) -> String {
    book + """

      UIPageViewController *pvc = [[UIPageViewController alloc] initWithTransitionStyle:UIPageViewControllerTransitionStyle\(scroll ? "Scroll" : "PageCurl") navigationOrientation:UIPageViewControllerNavigationOrientationHorizontal options:nil];
      pvc.dataSource = book;
      pvc.delegate = book;
      [pvc setViewControllers:@[a] direction:UIPageViewControllerNavigationDirectionForward animated:NO completion:nil];
      [container addChildViewController:pvc];
      [container.view addSubview:pvc.view];
      [pvc didMoveToParentViewController:container];
      :wait
      """
  }

  static let cases: [RuleCase] = [
    RuleCase(
      "PV.2 + PV.5 curl set without animation off screen: the page appears at once, the completion runs inside the call, and nothing more when the page view controller appears",
      setup: offscreen(.pageCurl),
      """
      pvc.setViewControllers([a], direction: .forward, animated: false) { finished in print("set", finished) }
      container.addChild(pvc)
      container.view.addSubview(pvc.view)
      pvc.didMove(toParent: container)
      """,
      """
      pvc.setViewControllers([a], direction: .forward, animated: false, completion: { finished in … })
        pvc.loadView()
        pvc.viewDidLoad()
        a.willMove(toParent: pvc)
        a.loadView()
        a.viewDidLoad()
        a.viewWillAppear(false)
        a.viewDidAppear(false)
        a.didMove(toParent: pvc)
        completion(true)
          set true
      container.addChild(pvc)
        pvc.willMove(toParent: container)
      container.view.addSubview(pvc.view)
        pvc.viewWillAppear(false)
      [end of turn] pvc.viewDidAppear(false)
      pvc.didMove(toParent: container)
      """),
    RuleCase(
      "PV.3 + PV.5 scroll set off screen (animated asked, nothing to animate from): the page joins without callbacks and appears with its page view controller",
      setup: offscreen(.scroll),
      """
      pvc.setViewControllers([a], direction: .forward, animated: true) { finished in print("set", finished) }
      container.addChild(pvc)
      container.view.addSubview(pvc.view)
      pvc.didMove(toParent: container)
      """,
      """
      pvc.setViewControllers([a], direction: .forward, animated: true, completion: { finished in … })
        pvc.loadView()
        pvc.viewDidLoad()
        a.willMove(toParent: pvc)
        a.didMove(toParent: pvc)
        a.loadView()
        a.viewDidLoad()
        completion(true)
          set true
      container.addChild(pvc)
        pvc.willMove(toParent: container)
      container.view.addSubview(pvc.view)
        pvc.viewWillAppear(false)
        a.viewWillAppear(false)
      [end of turn] pvc.viewDidAppear(false)
      [end of turn] a.viewDidAppear(false)
      pvc.didMove(toParent: container)
      """),
    RuleCase(
      "PV.4 animated curl: new will-appear and joins, old will-disappear; after 0.35 s the old leaves and did-disappears before the new did-appears, then the completion",
      setup: shown(.pageCurl),
      """
      pvc.setViewControllers([b], direction: .forward, animated: true) { finished in print("set", finished) }
      :wait
      pvc.viewControllers
      """,
      """
      pvc.setViewControllers([b], direction: .forward, animated: true, completion: { finished in … })
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(true)
        b.willMove(toParent: pvc)
        b.didMove(toParent: pvc)
        a.viewWillDisappear(true)
      [t=0.35] a.willMove(toParent: nil)
      [t=0.35] a.viewDidDisappear(true)
      [t=0.35] a.didMove(toParent: nil)
      [t=0.35] b.viewDidAppear(true)
      [t=0.35] completion(true)
      [t=0.35]   set true
      = [b]
      """),
    RuleCase(
      "PV.4 a curl turned backward: the new page joins only when the curl ends",
      setup: shown(.pageCurl),
      """
      pvc.setViewControllers([b], direction: .reverse, animated: true)
      :wait
      """,
      """
      pvc.setViewControllers([b], direction: .reverse, animated: true, completion: nil)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(true)
        a.viewWillDisappear(true)
      [t=0.35] a.willMove(toParent: nil)
      [t=0.35] a.viewDidDisappear(true)
      [t=0.35] a.didMove(toParent: nil)
      [t=0.35] b.willMove(toParent: pvc)
      [t=0.35] b.didMove(toParent: pvc)
      [t=0.35] b.viewDidAppear(true)
      """),
    RuleCase(
      "PV.3 animated scroll set: old willMove(nil), new joins at once; new did-appear before old did-disappear; completion; then the old page is let go",
      setup: shown(.scroll),
      """
      pvc.setViewControllers([b], direction: .forward, animated: true) { finished in print("set", finished) }
      :wait
      pvc.viewControllers
      """,
      """
      pvc.setViewControllers([b], direction: .forward, animated: true, completion: { finished in … })
        a.willMove(toParent: nil)
        b.willMove(toParent: pvc)
        b.didMove(toParent: pvc)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(true)
        a.viewWillDisappear(true)
      [t=0.35] b.viewDidAppear(true)
      [t=0.35] a.viewDidDisappear(true)
      [t=0.35] a.willMove(toParent: nil)
      [t=0.35] a.didMove(toParent: nil)
      [t=0.35] completion(true)
      [t=0.35]   set true
      = [b]
      """),
    RuleCase(
      "PV.3 an animated set of the page already shown does nothing, not even the completion",
      setup: shown(.scroll),
      """
      pvc.setViewControllers([a], direction: .forward, animated: true) { finished in print("set", finished) }
      :wait
      """,
      """
      pvc.setViewControllers([a], direction: .forward, animated: true, completion: { finished in … })
      """),
    RuleCase(
      "PV.2 curl set without animation on screen: the old page leaves completely before the new one joins",
      setup: shown(.pageCurl),
      """
      pvc.setViewControllers([b], direction: .forward, animated: false)
      """,
      """
      pvc.setViewControllers([b], direction: .forward, animated: false, completion: nil)
        a.willMove(toParent: nil)
        a.viewWillDisappear(false)
        a.viewDidDisappear(false)
        a.didMove(toParent: nil)
        b.willMove(toParent: pvc)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(false)
        b.viewDidAppear(false)
        b.didMove(toParent: pvc)
      """),
    RuleCase(
      "PV.1 the scroll style takes exactly one page",
      setup: shown(.scroll),
      """
      pvc.setViewControllers([a, b], direction: .forward, animated: false)
      """,
      """
      pvc.setViewControllers([a, b], direction: .forward, animated: false, completion: nil)
        error: NSInvalidArgumentException: The number of view controllers provided (2) doesn't match the number required (1) for the requested transition
      """,
      error: true),
    RuleCase(
      "PV.1 an animated double-sided curl takes the front and its back",
      setup: shown(.pageCurl),
      """
      pvc.isDoubleSided = true
      pvc.setViewControllers([b], direction: .forward, animated: true)
      pvc.setViewControllers([b, a], direction: .forward, animated: true)
      :wait
      pvc.viewControllers
      """,
      """
      pvc.setViewControllers([b], direction: .forward, animated: true, completion: nil)
        error: NSInvalidArgumentException: The number of view controllers provided (1) doesn't match the number required (2) for the requested transition
      pvc.setViewControllers([b, a], direction: .forward, animated: true, completion: nil)
        b.loadView()
        b.viewDidLoad()
        b.viewWillAppear(true)
        b.willMove(toParent: pvc)
        b.didMove(toParent: pvc)
        a.viewWillDisappear(true)
      [t=0.35] a.willMove(toParent: nil)
      [t=0.35] a.viewDidDisappear(true)
      [t=0.35] a.didMove(toParent: nil)
      [t=0.35] b.viewDidAppear(true)
      = [b]
      """,
      error: true),
    RuleCase(
      "PV.1 a curl's spine decides the count of a set without animation",
      setup: shown(.pageCurl),
      """
      pvc.setViewControllers([], direction: .forward, animated: false)
      """,
      """
      pvc.setViewControllers([], direction: .forward, animated: false, completion: nil)
        error: NSInvalidArgumentException: The number of provided view controllers (0) doesn't match the number required (1) for the requested spine location (UIPageViewControllerSpineLocationMin)
      """,
      error: true),
    RuleCase(
      "PV.6 + PV.7 scroll swipe past the threshold: the data source's page joins, willTransitionTo, the turn, didFinishAnimating completed, the old page let go",
      setup: shown(.scroll),
      """
      :pan pvc.view -200
      :wait
      pvc.viewControllers
      pvc.children
      """,
      """
      b.willMove(toParent: pvc)
      b.didMove(toParent: pvc)
      b.loadView()
      b.viewDidLoad()
      pages.pageViewController(pvc, willTransitionTo: [b])
        pending 1
      b.viewWillAppear(true)
      a.viewWillDisappear(true)
      [t=0.85] b.viewDidAppear(true)
      [t=0.85] a.viewDidDisappear(true)
      [t=0.85] a.willMove(toParent: nil)
      [t=0.85] a.didMove(toParent: nil)
      [t=0.85] pages.pageViewController(pvc, didFinishAnimating: true, previousViewControllers: [a], transitionCompleted: true)
      [t=0.85]   completed true
      = [b]
      = [b]
      """),
    RuleCase(
      "PV.6 + PV.8 scroll swipe given up: the old page appears again before the new one disappears; completed false",
      setup: shown(.scroll),
      """
      :pan pvc.view -100
      :wait
      pvc.viewControllers
      """,
      """
      b.willMove(toParent: pvc)
      b.didMove(toParent: pvc)
      b.loadView()
      b.viewDidLoad()
      pages.pageViewController(pvc, willTransitionTo: [b])
        pending 1
      b.viewWillAppear(true)
      a.viewWillDisappear(true)
      [t=0.85] a.viewWillAppear(true)
      [t=0.85] a.viewDidAppear(true)
      [t=0.85] b.viewWillDisappear(true)
      [t=0.85] b.viewDidDisappear(true)
      [t=0.85] b.willMove(toParent: nil)
      [t=0.85] b.didMove(toParent: nil)
      [t=0.85] pages.pageViewController(pvc, didFinishAnimating: true, previousViewControllers: [a], transitionCompleted: false)
      [t=0.85]   completed false
      = [a]
      """),
    RuleCase(
      "PV.6 + PV.7 curl swipe: willTransitionTo before the new page loads; the old page's did-disappear before the new one's did-appear",
      setup: shown(.pageCurl),
      """
      :pan pvc.view -200
      :wait
      """,
      """
      pages.pageViewController(pvc, willTransitionTo: [b])
        pending 1
      b.loadView()
      b.viewDidLoad()
      b.viewWillAppear(true)
      b.willMove(toParent: pvc)
      b.didMove(toParent: pvc)
      a.viewWillDisappear(true)
      [t=0.85] a.willMove(toParent: nil)
      [t=0.85] a.viewDidDisappear(true)
      [t=0.85] a.didMove(toParent: nil)
      [t=0.85] b.viewDidAppear(true)
      [t=0.85] pages.pageViewController(pvc, didFinishAnimating: true, previousViewControllers: [a], transitionCompleted: true)
      [t=0.85]   completed true
      """),
    RuleCase(
      "PV.6 + PV.8 curl swipe given up: the begins turn round, the new page leaves without ever appearing",
      setup: shown(.pageCurl),
      """
      :pan pvc.view -100
      :wait
      """,
      """
      pages.pageViewController(pvc, willTransitionTo: [b])
        pending 1
      b.loadView()
      b.viewDidLoad()
      b.viewWillAppear(true)
      b.willMove(toParent: pvc)
      b.didMove(toParent: pvc)
      a.viewWillDisappear(true)
      [t=0.85] b.viewWillDisappear(true)
      [t=0.85] a.viewWillAppear(true)
      [t=0.85] b.willMove(toParent: nil)
      [t=0.85] b.didMove(toParent: nil)
      [t=0.85] b.viewDidDisappear(true)
      [t=0.85] a.viewDidAppear(true)
      [t=0.85] pages.pageViewController(pvc, didFinishAnimating: true, previousViewControllers: [a], transitionCompleted: false)
      [t=0.85]   completed false
      """),
    RuleCase(
      "PV.6 a swipe past the last page: the data source returns nil and nothing happens",
      setup: shown(.scroll),
      """
      :pan pvc.view 200
      """,
      """

      """),
    RuleCase(
      "PV.7 Objective-C: a scroll swipe with a data source and delegate in Objective-C",
      setup: objcShown(true),
      """
      :pan pvc.view -200
      :wait
      """,
      """
      [b willMoveToParentViewController:pvc]
      [b didMoveToParentViewController:pvc]
      [b loadView]
      [b viewDidLoad]
      [book pageViewController:pvc willTransitionToViewControllers:@[b]]
        pending 1
      [b viewWillAppear:YES]
      [a viewWillDisappear:YES]
      [t=0.85] [b viewDidAppear:YES]
      [t=0.85] [a viewDidDisappear:YES]
      [t=0.85] [a willMoveToParentViewController:nil]
      [t=0.85] [a didMoveToParentViewController:nil]
      [t=0.85] [book pageViewController:pvc didFinishAnimating:YES previousViewControllers:@[a] transitionCompleted:YES]
      [t=0.85]   completed 1
      """,
      objc: true),
    RuleCase(
      "PV.8 Objective-C: a curl swipe given up",
      setup: objcShown(false),
      """
      :pan pvc.view -100
      :wait
      """,
      """
      [book pageViewController:pvc willTransitionToViewControllers:@[b]]
        pending 1
      [b loadView]
      [b viewDidLoad]
      [b viewWillAppear:YES]
      [b willMoveToParentViewController:pvc]
      [b didMoveToParentViewController:pvc]
      [a viewWillDisappear:YES]
      [t=0.85] [b viewWillDisappear:YES]
      [t=0.85] [a viewWillAppear:YES]
      [t=0.85] [b willMoveToParentViewController:nil]
      [t=0.85] [b didMoveToParentViewController:nil]
      [t=0.85] [b viewDidDisappear:YES]
      [t=0.85] [a viewDidAppear:YES]
      [t=0.85] [book pageViewController:pvc didFinishAnimating:YES previousViewControllers:@[a] transitionCompleted:NO]
      [t=0.85]   completed 0
      """,
      objc: true),
    RuleCase(
      "PV.2 Objective-C: initWithTransitionStyle:… and a curl set with a completion block",
      setup: """
        UIViewController *a = [[UIViewController alloc] init];
        UIPageViewController *pvc = [[UIPageViewController alloc] initWithTransitionStyle:UIPageViewControllerTransitionStylePageCurl navigationOrientation:UIPageViewControllerNavigationOrientationHorizontal options:nil];
        """,
      """
      [pvc setViewControllers:@[a] direction:UIPageViewControllerNavigationDirectionForward animated:NO completion:^(BOOL finished) { NSLog(@"set %d", finished); }];
      """,
      """
      [pvc setViewControllers:@[a] direction:UIPageViewControllerNavigationDirectionForward animated:NO completion:^(BOOL finished){ … }]
        [pvc loadView]
        [pvc viewDidLoad]
        [a willMoveToParentViewController:pvc]
        [a loadView]
        [a viewDidLoad]
        [a viewWillAppear:NO]
        [a viewDidAppear:NO]
        [a didMoveToParentViewController:pvc]
        completion(YES)
          set 1
      """,
      objc: true),
    RuleCase(
      "PV.5 the page view controller's own disappearance reaches its pages",
      setup: shown(.scroll),
      """
      pvc.view.removeFromSuperview()
      """,
      """
      pvc.view.removeFromSuperview()
        pvc.viewWillDisappear(false)
        a.viewWillDisappear(false)
      [end of turn] pvc.viewDidDisappear(false)
      [end of turn] a.viewDidDisappear(false)
      """),
  ]

  @Test(arguments: cases)
  func pageViewController(_ rule: RuleCase) {
    RuleConformance.check(rule)
  }
}
