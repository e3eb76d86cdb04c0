import TestSupport
import Testing

/// Extensions, categories, subclasses, helpers, structures and protocols.
///
/// Each expected log was checked against the rules and the languages' own semantics.
struct ObjectModelTypesTests {
  static let cases: [RuleCase] = [
    RuleCase(
      "2 extension UIView adds methods to every view, self the receiver",
      #"""
      extension UIView {
        func fill(_ other: UIView) {
          other.frame = bounds
          addSubview(other)
        }
      }
      let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      let inner = UIView()
      panel.fill(inner)
      print(inner.frame, inner.superview === panel)
      """#,
      #"""
      panel.fill(inner)
        inner.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        panel.addSubview(inner)
      (0.0, 0.0, 100.0, 50.0) true
      """#),
    RuleCase(
      "2 an extension of the user's class adds to its instances and its subclasses'",
      #"""
      class Base: UIViewController {}
      class Derived: Base {}
      extension Base {
        func greet() -> String { "hello from \(self)" }
      }
      let d = Derived()
      print(d.greet())
      """#,
      #"""
      hello from <Derived: d>
      """#),
    RuleCase(
      "2 Objective-C categories add methods to every controller",
      #"""
      @interface UIViewController (Containment)
      - (void)cr_add:(UIViewController *)child;
      @end
      @implementation UIViewController (Containment)
      - (void)cr_add:(UIViewController *)child {
        [self addChildViewController:child];
        [self.view addSubview:child.view];
        [child didMoveToParentViewController:self];
      }
      @end
      UIViewController *a = [[UIViewController alloc] init];
      [self cr_add:a];
      """#,
      #"""
      container.cr_add(a)
        container.addChild(a)
          a.willMove(toParent: container)
        container.view.addSubview(a.view)
          a.loadView()
          a.viewDidLoad()
          a.viewWillAppear(false)
        a.didMove(toParent: container)
      [end of turn] a.viewDidAppear(false)
      """#),
    RuleCase(
      "2 a class extension adds a property and a private method",
      #"""
      @interface Card : UIViewController
      @end
      @interface Card ()
      @property (nonatomic, strong) NSString *caption;
      - (void)describeCard;
      @end
      @implementation Card
      - (void)describeCard { NSLog(@"caption: %@", self.caption); }
      @end
      Card *card = [Card new];
      card.caption = @"hi";
      [card describeCard];
      """#,
      #"""
      card.describeCard()
        caption: hi
      """#),
    RuleCase(
      "2 a subclass of a subclass of UIViewController is a controller; its overrides run",
      #"""
      class Base: UIViewController {
        override func viewDidLoad() { super.viewDidLoad(); print("Base.viewDidLoad") }
      }
      class Leaf: Base {
        override func viewDidLoad() { super.viewDidLoad(); print("Leaf.viewDidLoad") }
      }
      let leaf = Leaf()
      leaf.loadViewIfNeeded()
      """#,
      #"""
      leaf.loadViewIfNeeded()
        leaf.loadView()
        leaf.viewDidLoad()
          Base.viewDidLoad
          Leaf.viewDidLoad
      """#),
    RuleCase(
      "2 subclasses of UINavigationController and UITabBarController keep their containers' behaviour",
      #"""
      class Nav: UINavigationController {
        override func pushViewController(_ viewController: UIViewController, animated: Bool) {
          print("pushing")
          super.pushViewController(viewController, animated: animated)
        }
      }
      class Tabs: UITabBarController {}
      let nav = Nav(rootViewController: UIViewController())
      let tabs = Tabs()
      tabs.viewControllers = [nav, UIViewController()]
      nav.pushViewController(UIViewController(), animated: false)
      print(nav.viewControllers.count, tabs.selectedViewController === nav)
      """#,
      #"""
      Nav(rootViewController: viewController)
        viewController.willMove(toParent: nav)
      tabs.viewControllers = [nav, viewController2]
        nav.willMove(toParent: tabs)
        nav.didMove(toParent: tabs)
        viewController2.willMove(toParent: tabs)
        viewController2.didMove(toParent: tabs)
      nav.pushViewController(viewController3, animated: false)
        pushing
        nav.pushViewController(viewController3, animated: false)
          viewController3.willMove(toParent: nav)
      2 true
      """#),
    RuleCase(
      "2 helper objects (NSObject, plain Swift classes, even named …Controller) are never controllers",
      #"""
      class TransitionController: NSObject {}
      class PageStore { var pages = 3 }
      let helper = TransitionController()
      let store = PageStore()
      print(helper, store.pages)
      helper.view
      :tree
      """#,
      #"""
      <TransitionController: helper> 3
      error: 6:8: value of type 'TransitionController' has no member 'view'
      helper.view
             ^~~~
      window
      └─ container  ContainerViewController  appeared  view in window
      """#, error: true),
    RuleCase(
      "2 a helper can't be added as a child: it is not a controller",
      #"""
      class Helper: NSObject {}
      let helper = Helper()
      container.addChild(helper)
      """#,
      #"""
      error: 3:20: cannot convert value of type 'Helper' to expected argument type 'UIViewController'
      container.addChild(helper)
                         ^~~~~~
      """#, error: true),
    RuleCase(
      "2 structures are values: a copy changes apart; a mutating method writes back",
      #"""
      struct Page {
        var title: String
        var index = 0
        mutating func advance() { index += 1 }
      }
      var p = Page(title: "a")
      var q = p
      q.advance()
      p.title = "b"
      print(p, q)
      let fixed = Page(title: "c")
      fixed.advance()
      """#,
      #"""
      Page(title: "b", index: 0) Page(title: "a", index: 1)
      error: 12:1: cannot use mutating member on immutable value: 'fixed' is a 'let' constant
      fixed.advance()
      ^~~~~
      """#, error: true),
    RuleCase(
      "2 protocols: conformance, class-bound delegates, extensions with default methods",
      #"""
      protocol PagerDelegate: AnyObject {
        func pagerDidMove(to index: Int)
      }
      extension PagerDelegate {
        func pagerDidMove(to index: Int) { print("default: \(index)") }
      }
      class Listener: PagerDelegate {}
      class Custom: UIViewController, PagerDelegate {
        func pagerDidMove(to index: Int) { print("custom: \(index)") }
      }
      let listener = Listener()
      let custom = Custom()
      listener.pagerDidMove(to: 1)
      custom.pagerDidMove(to: 2)
      print(listener is PagerDelegate, custom is PagerDelegate, container is PagerDelegate)
      """#,
      #"""
      listener.pagerDidMove(to: 1)
        default: 1
      custom.pagerDidMove(to: 2)
        custom: 2
      true true false
      """#),
    RuleCase(
      "2 standard protocols: a description of your own is what print and %@ show",
      #"""
      class Score: CustomStringConvertible {
        var points = 3
        var description: String { "Score(\(points))" }
      }
      @interface Tag : NSObject
      @end
      @implementation Tag
      - (NSString *)description { return @"<a tag>"; }
      @end
      print(Score())
      NSLog(@"%@", [Tag new]);
      """#,
      #"""
      Score(3)
      <a tag>
      """#),
    RuleCase(
      "2 deinit and dealloc are accepted and said never to run",
      #"""
      class Screen: UIViewController {
        deinit { print("never printed") }
      }
      @interface Old : NSObject
      @end
      @implementation Old
      - (void)dealloc { NSLog(@"never printed"); }
      @end
      var screen: Screen? = Screen()
      screen = nil
      """#,
      #"""
      note: 2:3: containrepl never runs 'deinit': objects go away when nothing holds them, but this code does not run
        deinit { print("never printed") }
        ^~~~~~
      note: 7:9: containrepl never runs 'dealloc': objects go away when nothing holds them, but this code does not run
      - (void)dealloc { NSLog(@"never printed"); }
              ^~~~~~~
      """#),
    RuleCase(
      "2 weak needs a class-bound protocol, as Swift says",
      #"""
      protocol Plain {}
      class Holder {
        weak var plain: Plain?
        var other = 1
      }
      print(Holder().other)
      """#,
      #"""
      error: 3:12: 'weak' must not be applied to non-class-bound 'Plain'; consider adding a protocol conformance that has a class bound
        weak var plain: Plain?
                 ^~~~~
      1
      """#, error: true),
    RuleCase(
      "2 Objective-C protocols with @optional methods; conformance in angle brackets",
      #"""
      @protocol PagerDelegate <NSObject>
      @optional
      - (void)pagerDidFinish;
      @end
      @interface Paging : UIViewController <PagerDelegate>
      @end
      @implementation Paging
      - (void)pagerDidFinish { NSLog(@"finished"); }
      @end
      Paging *paging = [Paging new];
      [paging pagerDidFinish];
      """#,
      #"""
      paging.pagerDidFinish()
        finished
      """#),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
