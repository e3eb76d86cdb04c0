import Shell
import TestSupport
import Testing

extension RuleConformanceSurfaceTests {
  /// The status bar, preferred content size, navigation, NotificationCenter and the language
  /// around them (rules B, N).
  static let moreCases: [RuleCase] = [
    RuleCase(
      "B.1 + B.2 the status bar follows childForStatusBarStyle down to the child's preference, in Objective-C",
      #"""
      @interface DarkViewController : UIViewController
      @end
      @implementation DarkViewController
      - (UIStatusBarStyle)preferredStatusBarStyle { return UIStatusBarStyleLightContent; }
      @end
      @interface ShellViewController : UIViewController
      @property (nonatomic, strong) UIViewController *current;
      @end
      @implementation ShellViewController
      - (UIViewController *)childViewControllerForStatusBarStyle { return self.current; }
      @end
      ShellViewController *shell = [[ShellViewController alloc] init];
      DarkViewController *dark = [[DarkViewController alloc] init];
      [shell addChildViewController:dark];
      shell.current = dark;
      window.rootViewController = shell;
      [shell setNeedsStatusBarAppearanceUpdate];
      """#,
      #"""
      shell.addChild(dark)
        dark.willMove(toParent: shell)
      window.rootViewController = shell
        container.viewWillDisappear(false)
        shell.loadView()
        shell.viewDidLoad()
        shell.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] shell.viewDidAppear(false)
      shell.setNeedsStatusBarAppearanceUpdate()
        shell.childForStatusBarStyle → dark
        dark.childForStatusBarStyle → nil
        dark.preferredStatusBarStyle → .lightContent
        shell.childForStatusBarHidden → nil
        shell.prefersStatusBarHidden → false
      """#),
    RuleCase(
      "B.3 setting a child's preferredContentSize tells its parent at once",
      #"""
      let child = UIViewController()
      container.addChild(child)
      child.preferredContentSize = CGSize(width: 200, height: 100)
      print(child.preferredContentSize.height)
      """#,
      #"""
      container.addChild(child)
        child.willMove(toParent: container)
      child.preferredContentSize = CGSize(width: 200, height: 100)
        container.preferredContentSizeDidChange(forChildContentContainer: child)
      100.0
      """#),
    RuleCase(
      "N.1 setViewControllers(_:animated:) replaces the stack; popToViewController(_:animated:) pops down to it, in Objective-C",
      #"""
      UIViewController *root = [[UIViewController alloc] init];
      UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:root];
      window.rootViewController = nav;
      UIViewController *one = [[UIViewController alloc] init];
      UIViewController *two = [[UIViewController alloc] init];
      [nav setViewControllers:@[root, one, two] animated:NO];
      [nav popToViewController:one animated:NO];
      NSLog(@"%lu", (unsigned long)nav.viewControllers.count);
      """#,
      #"""
      UINavigationController(rootViewController: root)
        root.willMove(toParent: nav)
      window.rootViewController = nav
        container.viewWillDisappear(false)
        nav.loadView()
        nav.viewDidLoad()
        nav.viewWillAppear(false)
        root.loadView()
        root.viewDidLoad()
        root.viewWillAppear(false)
      [end of turn] container.viewDidDisappear(false)
      [end of turn] nav.viewDidAppear(false)
      [end of turn] root.viewDidAppear(false)
      [end of turn] root.didMove(toParent: nav)
      nav.setViewControllers([root, one, two], animated: false)
        one.willMove(toParent: nav)
        two.willMove(toParent: nav)
      [end of turn] two.loadView()
      [end of turn] two.viewDidLoad()
      [end of turn] root.viewWillDisappear(false)
      [end of turn] two.viewWillAppear(false)
      [end of turn] root.viewDidDisappear(false)
      [end of turn] two.viewDidAppear(false)
      [end of turn] two.didMove(toParent: nav)
      nav.popToViewController(one, animated: false)
        two.willMove(toParent: nil)
      [end of turn] one.loadView()
      [end of turn] one.viewDidLoad()
      [end of turn] two.viewWillDisappear(false)
      [end of turn] one.viewWillAppear(false)
      [end of turn] two.viewDidDisappear(false)
      [end of turn] one.viewDidAppear(false)
      [end of turn] one.didMove(toParent: nav)
      [end of turn] two.didMove(toParent: nil)
      2
      """#),
    RuleCase(
      "controller surface: title, additionalSafeAreaInsets, traitCollection, viewIfLoaded, loadViewIfNeeded()",
      #"""
      let detail = UIViewController()
      detail.title = "Detail"
      print(detail.viewIfLoaded == nil)
      detail.loadViewIfNeeded()
      container.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      print(detail.title!, detail.viewIfLoaded != nil, container.view.safeAreaInsets.top, container.traitCollection.horizontalSizeClass == .compact)
      """#,
      #"""
      true
      detail.loadViewIfNeeded()
        detail.loadView()
        detail.viewDidLoad()
      container.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
      Detail true 20.0 true
      """#),
    RuleCase(
      "NotificationCenter posts synchronously to block observers, in order, until they are removed",
      #"""
      let center = NotificationCenter.default
      let first = center.addObserver(forName: Notification.Name("Refresh"), object: nil, queue: nil) { _ in print("first") }
      let second = center.addObserver(forName: Notification.Name("Refresh"), object: nil, queue: nil) { note in print("second", note.name) }
      center.post(name: Notification.Name("Refresh"), object: nil)
      center.removeObserver(first)
      center.post(name: Notification.Name("Refresh"), object: nil)
      """#,
      #"""
      NotificationCenter.default.post(name: "Refresh", object: nil)
        first
        second NSNotificationName(_rawValue: Refresh)
      NotificationCenter.default.post(name: "Refresh", object: nil)
        second NSNotificationName(_rawValue: Refresh)
      """#),
    RuleCase(
      "NotificationCenter with a target and selector, UserDefaults in memory, KVO noted, in Objective-C",
      #"""
      - (void)refresh:(NSNotification *)note { NSLog(@"refresh %@", note.name); }
      [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(refresh:) name:@"Refresh" object:nil];
      [[NSNotificationCenter defaultCenter] postNotificationName:@"Refresh" object:nil];
      [[NSUserDefaults standardUserDefaults] setObject:@"tabs" forKey:@"layout"];
      NSLog(@"%@", [[NSUserDefaults standardUserDefaults] stringForKey:@"layout"]);
      [self addObserver:self forKeyPath:@"view.frame" options:0 context:nil];
      """#,
      #"""
      NotificationCenter.default.post(name: "Refresh", object: nil)
        container.refresh(notification)
          refresh Refresh
      tabs
      note: 6:7: key-value observation of 'view.frame' is registered but not simulated: no change will be reported
      """#),
    RuleCase(
      "a misspelt class name suggests the class, not a method",
      #"""
      let menu = UIViewControler()
      """#,
      #"""
      error: 1:12: cannot find 'UIViewControler' in scope
      let menu = UIViewControler()
                 ^~~~~~~~~~~~~~~
      note: did you mean 'UIViewController'?
      """#, error: true),
    RuleCase(
      "an object assigned to a property is named after it",
      #"""
      class MenuViewController: UIViewController {}
      self.menu = MenuViewController()
      addChild(menu)
      """#,
      #"""
      container.addChild(menu)
        menu.willMove(toParent: container)
      """#),
    RuleCase(
      "a class that claims a protocol without its required method does not compile",
      #"""
      protocol PageSource: AnyObject {
        func page(at index: Int) -> UIViewController
      }
      class Pager: UIViewController, PageSource {}
      """#,
      #"""
      error: 4:7: type 'Pager' does not conform to protocol 'PageSource'
      class Pager: UIViewController, PageSource {}
            ^~~~~
      note: protocol requires function 'page(at:)'
      """#, error: true),
    RuleCase(
      "an @implementation without a required method of its protocol gets clang's warning",
      #"""
      @protocol PageSource <NSObject>
      - (UIViewController *)pageAtIndex:(NSInteger)index;
      @optional
      - (void)reload;
      @end
      @interface Pager : UIViewController <PageSource>
      @end
      @implementation Pager
      @end
      """#,
      #"""
      warning: 8:17: method 'pageAtIndex:' in protocol 'PageSource' not implemented
      @implementation Pager
                      ^~~~~
      """#),
  ]
}
