import TestSupport
import Testing

/// What an assignment, an increment and a `const` are worth in each language: Swift's
/// assignment is `()` and it has no `++`; C's assignment is the value assigned, `x++` the value
/// before the change, and a `const` variable cannot be assigned.
struct AssignmentValueTests {
  static let cleanCases: [LanguageCase] = [
    LanguageCase(
      "Swift: an assignment in a ternary statement runs; its value is ()",
      """
      var x = 0
      let c = true
      c ? (x = 1) : (x = 2)
      print(x)
      let v: () = (x = 5)
      print(x, v)
      """,
      "1\n5 ()"),
    LanguageCase(
      "C: an assignment is the value assigned, in double parentheses and inside a comparison",
      """
      @interface Card : UIViewController
      @end
      @implementation Card
      - (instancetype)init {
        if ((self = [super init])) { NSLog(@"made"); }
        return self;
      }
      @end
      NSInteger x = 0;
      NSLog(@"%ld %ld", (long)(x = 7), (long)x);
      Card *card = [[Card alloc] init];
      UIViewController *p = card;
      NSInteger hops = 0;
      while (nil != (p = [p parentViewController])) { hops += 1; }
      NSLog(@"%ld %d", (long)hops, p == nil);
      """,
      "7 7\nCard()\n  made\n0 1"),
    LanguageCase(
      "C: x++ and x-- inside an expression give the value before the change",
      """
      NSArray *letters = @[@"a", @"b", @"c"];
      NSInteger i = 0;
      NSString *first = letters[i++];
      NSString *second = letters[i++];
      NSInteger count = 5;
      NSInteger n = count++;
      NSInteger m = count--;
      NSLog(@"%@ %@ %ld %ld %ld %ld", first, second, (long)i, (long)n, (long)m, (long)count);
      NSInteger k = 3;
      while (k-- > 0) { NSLog(@"k %ld", (long)k); }
      NSLog(@"after %ld", (long)k);
      CGFloat w = 0.5;
      CGFloat before = w++;
      NSLog(@"%.1f %.1f", before, w);
      """,
      "a b 2 5 6 5\nk 2\nk 1\nk 0\nafter -1\n0.5 1.5"),
    LanguageCase(
      "C: x++ in a method body and as a statement of its own",
      """
      @interface Ticker : NSObject
      @property (nonatomic) NSInteger ticks;
      @end
      @implementation Ticker
      - (NSInteger)tick {
        NSInteger old = _ticks++;
        self.ticks++;
        return old;
      }
      @end
      Ticker *t = [Ticker new];
      NSInteger a = [t tick];
      NSInteger b = [t tick];
      NSLog(@"%ld %ld %ld", (long)a, (long)b, (long)t.ticks);
      """,
      "0 2 4"),
    LanguageCase(
      "C: const and static const globals, at file scope and inside @implementation",
      """
      const int X = 0xff;
      static const CGFloat kWidth = 260.f;
      static NSString * const kKey = @"k";
      extern NSString * const kOther;
      NSString * const kOther = @"o";
      const NSString *changeable = @"before";
      changeable = @"after";
      @interface Box : NSObject
      @end
      @implementation Box
      const int Y = 3;
      static const CGFloat kHeight = 10.5;
      - (void)go { NSLog(@"%d %.1f %@ %@ %d %.1f %@", X, kWidth, kKey, kOther, Y, kHeight, changeable); }
      @end
      [[Box new] go];
      """,
      "box.go()\n  255 260.0 k o 3 10.5 after"),
  ]

  @Test(arguments: cleanCases)
  func runsAsWritten(_ testCase: LanguageCase) {
    testCase.expectCleanRun()
  }

  @Test(arguments: [
    (
      "var x = 0\nlet y = 5\nlet ok = true\nif ok && (x = y) { print(\"in\") }",
      "error: 4:10: cannot convert value of type '()' to expected argument type 'Bool'"
    ),
    (
      "var x = 0\nif !(x = 3) { }",
      "error: 2:4: cannot convert value of type '()' to expected argument type 'Bool'"
    ),
    ("var x = 1\nx++", "error: 2:2: '++' is unavailable: it has been removed in Swift 3"),
    (
      "var i = 0\nlet a = [1, 2]\nlet b = a[i++]",
      "error: 3:12: '++' is unavailable: it has been removed in Swift 3"
    ),
    ("var i = 0\n--i", "error: 2:1: '--' is unavailable: it has been removed in Swift 3"),
  ])
  func swiftRefuses(_ script: String, _ expected: String) {
    let run = ScriptRun(script)
    #expect(run.hadError)
    #expect(run.output.hasPrefix(expected), "\(run.output)")
  }

  @Test func swiftRefusesAnAssignmentAsAnOperandBeforeItRuns() {
    let run = ScriptRun("var x = 0\nlet ok = false\nif ok || (x = 4) { }\nprint(x)")
    #expect(run.hadError)
    #expect(run.output.hasSuffix("\n0"), "\(run.output)")
  }

  @Test(arguments: [
    ("const int X = 1;\nX = 3;", "'X' with const-qualified type 'const int'"),
    (
      "static NSString * const kKey = @\"k\";\nkKey = @\"z\";",
      "'kKey' with const-qualified type 'NSString *const __strong'"
    ),
    (
      "const NSInteger n = 4;\nn += 1;",
      "'n' with const-qualified type 'const NSInteger' (aka 'const long')"
    ),
    (
      "@interface Box : NSObject\n@end\n@implementation Box\nstatic const CGFloat kH = 1;\n"
        + "- (void)go { kH = 3; }\n@end\n[[Box new] go];",
      "'kH' with const-qualified type 'const CGFloat' (aka 'const double')"
    ),
    ("const int a = 1, b = 2;\nb++;", "'b' with const-qualified type 'const int'"),
  ])
  func clangRefusesAssigningAConst(_ script: String, _ expected: String) {
    let run = ScriptRun(script)
    #expect(run.hadError)
    #expect(run.output.contains("cannot assign to variable \(expected)"), "\(run.output)")
  }

  @Test func anAssignmentThroughANilOptionalChainDoesNothingAndGoesOn() {
    // Swift ends the chain at nil: nothing is assigned, the value is not evaluated, and the
    // method runs on.
    LanguageCase(
      "",
      """
      final class Stack: UIViewController {
        var cards: [UIViewController] = []
        func push(_ card: UIViewController) {
          cards.last?.view.isHidden = true
          cards.last?.title = label()
          cards.append(card)
          print("pushed", cards.count)
        }
        func label() -> String { print("label"); return "top" }
      }
      let stack = Stack()
      stack.push(UIViewController())
      stack.push(UIViewController())
      """,
      """
      stack.push(viewController)
        pushed 1
      stack.push(viewController2)
        viewController.view.isHidden = true
          viewController.loadView()
          viewController.viewDidLoad()
        stack.label()
          label
        pushed 2
      """
    ).expectCleanRun()
  }

  @Test func aMessageToAPropertysSetterIsLoggedAsSwiftSpellsIt() {
    // Swift imports an Objective-C property's setter as the property: the message's line is an
    // assignment, as the dot syntax's is. A method that only looks like a setter stays a call.
    LanguageCase(
      "",
      """
      @interface Tabs : UIViewController
      @property (nonatomic) NSInteger selectedIndex;
      - (void)setBadge:(NSInteger)count;
      @end
      @implementation Tabs
      - (void)setSelectedIndex:(NSInteger)index {
        _selectedIndex = index;
        NSLog(@"selected %ld", (long)index);
      }
      - (void)setBadge:(NSInteger)count { NSLog(@"badge %ld", (long)count); }
      @end
      Tabs *tabs = [Tabs new];
      [tabs setSelectedIndex:2];
      tabs.selectedIndex = 3;
      [tabs setBadge:1];
      """,
      """
      tabs.selectedIndex = 2
        selected 2
      tabs.selectedIndex = 3
        selected 3
      tabs.setBadge(1)
        badge 1
      """
    ).expectCleanRun()
  }

  @Test func anOptionalChainThroughAUIKitPropertyOfSelfSetsTheObject() {
    LanguageCase(
      "presentedView?.frame in a presentation controller of the user's (rule CT.20: before a presentation, the presented controller's view); a nil containerView ends the chain",
      """
      class Half: UIPresentationController {
        func place() {
          presentedView?.frame = CGRect(x: 0, y: 240, width: 320, height: 240)
          containerView?.backgroundColor = .black
          print(containerView == nil)
        }
      }
      let half = Half(presentedViewController: UIViewController(), presenting: nil)
      half.place()
      print(half.presentedViewController.view.frame)
      """,
      """
      half.place()
        viewController.view.frame = CGRect(x: 0, y: 240, width: 320, height: 240)
          viewController.loadView()
          viewController.viewDidLoad()
        true
      (0.0, 240.0, 320.0, 240.0)
      """
    ).expectCleanRun()
  }
}
