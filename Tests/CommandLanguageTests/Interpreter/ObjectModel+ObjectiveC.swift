import TestSupport
import Testing

/// Objective-C properties, accessors, instance variables and blocks.
///
/// Each expected log was checked against the rules and the languages' own semantics.
struct ObjectModelObjectiveCTests {
  static let cases: [RuleCase] = [
    RuleCase(
      "3 @property: dot syntax and messages go through the user's setter; _name writes the storage",
      #"""
      @interface Drawer : UIViewController
      @property (nonatomic, strong) UIViewController *centerViewController;
      @end
      @implementation Drawer
      - (void)setCenterViewController:(UIViewController *)vc {
        NSLog(@"setter: %@", vc);
        _centerViewController = vc;
      }
      - (void)reset { _centerViewController = nil; }
      @end
      Drawer *drawer = [Drawer new];
      UIViewController *a = [UIViewController new];
      drawer.centerViewController = a;
      [drawer setCenterViewController:a];
      [drawer reset];
      NSLog(@"%@ %@", drawer.centerViewController, [drawer centerViewController]);
      """#,
      #"""
      drawer.centerViewController = a
        setter: <UIViewController: a>
      drawer.centerViewController = a
        setter: <UIViewController: a>
      (null) (null)
      """#),
    RuleCase(
      "3 @property: a user getter answers dot syntax; getter= renames it",
      #"""
      @interface Switch : NSObject
      @property (nonatomic, getter=isOn) BOOL on;
      @property (nonatomic, readonly) NSInteger flips;
      @end
      @implementation Switch
      - (NSInteger)flips { return 42; }
      @end
      Switch *s = [Switch new];
      s.on = YES;
      NSLog(@"%d %d %ld", s.isOn, [s isOn], (long)s.flips);
      s.flips = 1;
      """#,
      #"""
      1 1 42
      error: 11:3: assignment to readonly property 'flips'
      s.flips = 1;
        ^~~~~
      """#, error: true),
    RuleCase(
      "3 @synthesize names the storage; ivar blocks declare more",
      #"""
      @interface Pager : UIViewController {
        NSInteger _moves;
      }
      @property (nonatomic) NSInteger page;
      @end
      @implementation Pager {
        CGRect _lastFrame;
      }
      @synthesize page = _currentPage;
      - (void)next {
        self.page = self.page + 1;
        _moves = _moves + 1;
        NSLog(@"page %ld, _currentPage %ld, moves %ld, last width %.0f", (long)self.page, (long)_currentPage, (long)_moves, _lastFrame.size.width);
      }
      @end
      Pager *pager = [Pager new];
      [pager next];
      [pager next];
      """#,
      #"""
      pager.next()
        page 1, _currentPage 1, moves 1, last width 0
      pager.next()
        page 2, _currentPage 2, moves 2, last width 0
      """#),
    RuleCase(
      "3 weak and assign properties: weak reads nil once the object is gone",
      #"""
      @interface Box : NSObject
      @property (nonatomic, weak) UIViewController *watched;
      @property (nonatomic, assign) NSInteger count;
      @end
      @implementation Box
      @end
      Box *box = [Box new];
      box.count = 3;
      NSLog(@"%@ %ld", box.watched, (long)box.count);
      - (void)watch:(Box *)box {
        UIViewController *temporary = [UIViewController new];
        box.watched = temporary;
        NSLog(@"inside: %@", box.watched);
      }
      [self watch:box];
      NSLog(@"after: %@", box.watched);
      """#,
      #"""
      (null) 3
      container.watch(box)
        inside: <UIViewController: temporary>
      after: (null)
      """#),
    RuleCase(
      "3 a block-typed property is called like a function",
      #"""
      @interface Loader : NSObject
      @property (nonatomic, copy) void (^onFinish)(BOOL finished);
      - (void)finish;
      @end
      @implementation Loader
      - (void)finish { if (self.onFinish) { self.onFinish(YES); } }
      @end
      Loader *loader = [Loader new];
      [loader finish];
      loader.onFinish = ^(BOOL finished) { NSLog(@"finished: %d", finished); };
      [loader finish];
      """#,
      #"""
      loader.finish()
        finished: 1
      """#),
    RuleCase(
      "3 calling a nil block is an error (the app would crash)",
      #"""
      @interface Loader : NSObject
      @property (nonatomic, copy) void (^onFinish)(BOOL finished);
      @end
      @implementation Loader
      @end
      Loader *loader = [Loader new];
      loader.onFinish(YES);
      """#,
      #"""
      error: 7:8: called a nil block or closure (the app would crash here)
      loader.onFinish(YES);
             ^~~~~~~~
      """#, error: true),
    RuleCase(
      "3 @property forms clang accepts: bare (atomic, strong), nonatomic alone, readonly written through its ivar, nullable, generic collections",
      #"""
      @interface Holder : UIViewController
      @property UIViewController *child;
      @property (nonatomic) UIViewController *second;
      @property (readonly) UIViewController *fixed;
      @property (nonatomic, strong, nullable) UIViewController *maybe;
      @property (nonatomic, copy) NSArray<UIViewController *> *list;
      @property NSArray<UIViewController *> *bareList;
      @end
      @implementation Holder
      - (void)setUp {
          _fixed = [[UIViewController alloc] init];
          self.child = [[UIViewController alloc] init];
          self.second = self.child;
          self.maybe = nil;
          self.list = @[self.child, _fixed];
          self.bareList = @[_fixed];
          [self addChildViewController:self.child];
          [self.child didMoveToParentViewController:self];
      }
      @end
      Holder *h = [[Holder alloc] init];
      [h setUp];
      NSLog(@"%lu %lu %@ %@", (unsigned long)h.list.count, (unsigned long)h.bareList.count, h.second == h.child ? @"same" : @"other", h.maybe);
      NSLog(@"%@", h.fixed == h.list[1] ? @"fixed" : @"not fixed");
      h.fixed = nil;
      """#,
      #"""
      h.setUp()
        h.addChild(child)
          child.willMove(toParent: h)
        child.didMove(toParent: h)
      2 1 same (null)
      fixed
      error: 25:3: assignment to readonly property 'fixed'
      h.fixed = nil;
        ^~~~~
      """#, error: true),
  ]

  @Test(arguments: cases)
  func script(_ rule: RuleCase) { RuleConformance.check(rule) }
}
