import TestSupport
import Testing

/// The C and Objective-C that real containers are written in: each script runs as
/// clang would compile it, and prints what the program would.
struct CLanguageTests {
  typealias Case = LanguageCase

  static let cases: [Case] = [
    Case(
      "A function given a block literal at a statement's start is called, not declared",
      """
      void run(void (^block)(void)) { block(); }
      void pass(void (^block)(BOOL)) { block(YES); }
      void go(void) {
        run(^{ NSLog(@"in a function"); });
      }
      go();
      run(^{ NSLog(@"at the top"); });
      pass(^(BOOL ok) { NSLog(@"%d", ok); });
      void (^named)(BOOL) = ^(BOOL ok) { NSLog(@"named %d", ok); };
      named(NO);
      void (^ _Nullable maybe)(void) = ^{ NSLog(@"nullable"); };
      void (^ _Nonnull const sure)(void (^ _Nullable)(void)) = ^(void (^ _Nullable next)(void)) {
        if (next) next();
      };
      sure(maybe);
      """,
      "in a function\nat the top\n1\nnamed 0\nnullable"),
    Case(
      "UIKit's inline orientation tests",
      """
      UIInterfaceOrientation now = UIInterfaceOrientationPortraitUpsideDown;
      NSLog(@"%d %d", UIInterfaceOrientationIsLandscape(now), UIInterfaceOrientationIsPortrait(now));
      NSLog(@"%d %d", UIInterfaceOrientationIsLandscape(UIInterfaceOrientationLandscapeLeft),
            UIDeviceOrientationIsFlat(UIDeviceOrientationFaceUp));
      NSLog(@"%d", UIDeviceOrientationIsValidInterfaceOrientation(UIDeviceOrientationFaceDown));
      """,
      "0 1\n1 1\n0"),
    Case(
      "a macro's body may go on over lines ending in a backslash, and take statements",
      """
      #define ONLY_IF(flag, ...) \\
        if (flag) { \\
          __VA_ARGS__ \\
        }
      NSInteger total = 0;
      ONLY_IF(YES, for (NSInteger i = 1; i <= 3; i++) { total += i; })
      ONLY_IF(NO, total = 100;)
      NSLog(@"%ld", (long)total);
      """,
      "6"),
    Case(
      "a GNU statement expression runs its block and is its last expression's value",
      """
      UIView *made = ({
        UIView *view = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 20)];
        view.tag = 7;
        view;
      });
      NSInteger doubled = ({ NSInteger n = 21; n * 2; });
      NSLog(@"%ld %.0f %ld", (long)made.tag, made.frame.size.height, (long)doubled);
      """,
      "view.tag = 7\n7 20 42"),
    Case(
      "@protocol(P) names a protocol, and conformsToProtocol: asks what a class declares",
      """
      @protocol MenuDelegate <NSObject>
      @optional
      - (void)menuDidShow;
      @end
      @interface Listener : NSObject <MenuDelegate>
      @end
      @implementation Listener
      @end
      @interface Bystander : NSObject
      @property (strong, nonatomic) IBInspectable NSString *label;
      @end
      @implementation Bystander
      @end
      Listener *listener = [[Listener alloc] init];
      Bystander *bystander = [[Bystander alloc] init];
      bystander.label = @"x";
      NSLog(@"%d %d %@", [listener conformsToProtocol:@protocol(MenuDelegate)],
            [bystander conformsToProtocol:@protocol(MenuDelegate)], bystander.label);
      """,
      "1 0 x"),
    Case(
      "Core Graphics' affine functions compute: a new step goes before the transform given",
      """
      CGAffineTransform travel = CGAffineTransformMakeTranslation(-336, 0);
      CGAffineTransform back = CGAffineTransformInvert(travel);
      NSLog(@"%.0f %d", back.tx, CGAffineTransformIsIdentity(CGAffineTransformConcat(travel, back)));
      CGAffineTransform t = CGAffineTransformScale(CGAffineTransformMakeTranslation(10, 20), 2, 3);
      NSLog(@"%@ %@", NSStringFromCGPoint(CGPointApplyAffineTransform(CGPointMake(1, 1), t)),
            NSStringFromCGSize(CGSizeApplyAffineTransform(CGSizeMake(4, 5), t)));
      NSLog(@"%@", NSStringFromCGRect(CGRectApplyAffineTransform(CGRectMake(0, 0, 10, 10), t)));
      CGAffineTransform u = CGAffineTransformTranslate(CGAffineTransformMakeScale(2, 3), 10, 20);
      NSLog(@"%d", CGAffineTransformEqualToTransform(u, CGAffineTransformMake(2, 0, 0, 3, 20, 60)));
      NSLog(@"%d", CGAffineTransformIsIdentity(CGAffineTransformInvert(CGAffineTransformMakeScale(0, 0))));
      """,
      "336 1\n{12, 23} {8, 15}\n{{10, 20}, {20, 30}}\n1\n0"),
    Case(
      "C's a = b = c assigns right to left, properties and locals alike",
      """
      @interface Box : NSObject
      @property (nonatomic, assign) CGRect from;
      @property (nonatomic, assign) CGRect to;
      @end
      @implementation Box
      @end
      Box *box = [[Box alloc] init];
      CGRect bounds = CGRectMake(0, 0, 320, 480);
      box.from = box.to = bounds;
      NSInteger a, b, c;
      a = b = c = 7;
      NSLog(@"%@ %@ %ld %ld %ld", NSStringFromCGRect(box.from), NSStringFromCGRect(box.to), (long)a, (long)b, (long)c);
      """,
      "{{0, 0}, {320, 480}} {{0, 0}, {320, 480}} 7 7 7"),
    Case(
      "an SDK enumeration's constant is its C integer in a cast, an integer conversion and @( )",
      """
      NSLog(@"%ld %d %ld", (long)UIInterpolatingMotionEffectTypeTiltAlongVerticalAxis,
            (int)UIViewAnimationCurveEaseOut, UIViewAnimationCurveLinear);
      NSInteger curve = UIViewAnimationCurveEaseIn;
      NSLog(@"%@ %@ %.1f", @(curve), @(UIViewAnimationCurveEaseOut), (CGFloat)UIViewAnimationCurveLinear);
      """,
      "1 2 3\n1 2 3.0"),
    Case(
      "UIKit's motion effects are declared: made, configured and added, each not simulated",
      """
      UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
      UIInterpolatingMotionEffect *tilt = [[UIInterpolatingMotionEffect alloc]
          initWithKeyPath:@"center.x" type:UIInterpolatingMotionEffectTypeTiltAlongHorizontalAxis];
      [v addMotionEffect:tilt];
      NSLog(@"%d", [tilt isKindOfClass:[UIMotionEffect class]]);
      """,
      """
      note: 3:5: '-[UIInterpolatingMotionEffect initWithKeyPath:type:]' is not simulated: accepted, no effect
      note: 4:4: '-[UIView addMotionEffect:]' is not simulated: accepted, no effect
      1
      """),
    Case(
      "the device is a phone; arc4random gives numbers in its range, from a sequence that repeats",
      """
      UIDevice *device = [UIDevice currentDevice];
      NSLog(@"%d %d", device == [UIDevice currentDevice], device.userInterfaceIdiom == UIUserInterfaceIdiomPhone);
      uint32_t first = arc4random();
      NSLog(@"%d %d %u %u", first != arc4random(), arc4random_uniform(6) < 6, arc4random_uniform(1), arc4random_uniform(0));
      """,
      "1 1\n1 1 0 0"),
    Case(
      "a cast to a type named alone (an enumeration, a fixed-width integer) before a name or a literal",
      """
      typedef NS_ENUM(NSInteger, Side) { SideLeft, SideRight };
      NSInteger raw = 1;
      Side side = (Side)raw;
      UIViewAnimationCurve curve = (UIViewAnimationCurve)2;
      NSInteger width = 7;
      NSLog(@"%ld %ld %d %u", (long)side, (long)curve, (int16_t)roundf(2.6f), (uint8_t)300);
      NSLog(@"%ld", (long)(width) - 2);
      """,
      "1 2 3 44\n5"),
    Case(
      "C's compound literals and designated initialisers of Core Graphics' structures",
      """
      CGRect r = (CGRect){0, 0, 10, 20};
      CGPoint p = (CGPoint){.x = 3, .y = 4};
      CGRect q = (CGRect){.origin = p, .size = r.size};
      CGRect z = {.size = {5, 6}};
      UIView *v = [[UIView alloc] init];
      v.frame = (CGRect){.origin = CGPointZero, .size = CGSizeMake(7, 8)};
      NSLog(@"%@ %@ %@ %@", NSStringFromCGRect(r), NSStringFromCGRect(q), NSStringFromCGRect(z),
            NSStringFromCGRect(v.frame));
      """,
      """
      v.frame = CGRect(x: 0, y: 0, width: 7, height: 8)
      {{0, 0}, {10, 20}} {{3, 4}, {10, 20}} {{0, 0}, {5, 6}} {{0, 0}, {7, 8}}
      """),
    Case(
      "FOUNDATION_EXTERN before a declaration is its extern; <sys/cdefs.h>'s __deprecated after one",
      """
      FOUNDATION_EXTERN NSString * const BoxKey;
      UIKIT_EXTERN NSString *const OtherKey;
      NSString * const BoxKey = @"box";
      @interface Box : NSObject
      @property (nonatomic, copy) NSString *old __deprecated;
      - (NSString *)legacy __deprecated;
      @end
      @implementation Box
      - (NSString *)legacy { return BoxKey; }
      @end
      Box *b = [Box new];
      b.old = @"x";
      NSLog(@"%@ %@", b.old, [b legacy]);
      """,
      """
      warning: 12:3: 'old' is deprecated
      b.old = @"x";
        ^~~
      warning: 13:19: 'old' is deprecated
      NSLog(@"%@ %@", b.old, [b legacy]);
                        ^~~
      b.legacy()
      warning: 13:27: 'legacy' is deprecated
      NSLog(@"%@ %@", b.old, [b legacy]);
                                ^~~~~~
      x box
      """),
    Case(
      "Foundation's per-release version constants have the values <Foundation/NSObjCRuntime.h> gives",
      """
      NSLog(@"%d %.2f %.2f", NSFoundationVersionNumber_iOS_7_0 > NSFoundationVersionNumber_iOS_6_1,
            NSFoundationVersionNumber_iOS_6_1, NSFoundationVersionNumber_iOS_9_x_Max);
      """,
      "1 993.00 1299.00"),
    Case(
      "NSString counts UTF-16 units, as Foundation stores them; Swift's count counts characters",
      """
      NSString *s = @"héllo😀";
      NSLog(@"%lu %lu", (unsigned long)s.length, (unsigned long)[s length]);
      NSLog(@"%@|%@", [s substringToIndex:5], [s substringFromIndex:5]);
      NSLog(@"%d %d %C%c", [s characterAtIndex:1], [s characterAtIndex:5], [s characterAtIndex:0], 105);
      NSMutableString *m = [s mutableCopy];
      [m appendString:@"!"];
      NSLog(@"%lu", (unsigned long)m.length);
      """,
      "7 7\nhéllo|😀\n233 55357 hi\n8"),
    Case(
      "C's ++x and --x inside an expression change the variable and give its new value",
      """
      static NSInteger NextID(void) {
        static NSInteger last = 100;
        return ++last;
      }
      @interface Walker : NSObject
      @end
      @implementation Walker
      - (NSString *)walk {
        NSArray *steps = @[@"a", @"b", @"c"];
        NSInteger k = 0;
        NSString *second = steps[++k];
        NSInteger back = --k;
        return [NSString stringWithFormat:@"%@ %ld", second, (long)back];
      }
      @end
      NSInteger i = 0;
      NSInteger j = ++i * 10;
      NSLog(@"%ld %ld %ld %ld %@", (long)NextID(), (long)NextID(), (long)i, (long)j, [[Walker new] walk]);
      """,
      "101 102 1 10 b 0"),
    Case(
      "NSString's rangeOfString:, NSArray's enumerators and description, isKindOfClass: of Foundation values",
      """
      NSString *key = @"Drawer.width";
      NSRange r = [key rangeOfString:@"."];
      NSLog(@"%lu %lu %d", (unsigned long)r.location, (unsigned long)r.length, [key rangeOfString:@"z"].location == NSNotFound);
      for (NSString *item in [@[@"a", @"b"] reverseObjectEnumerator]) NSLog(@"%@", item);
      NSLog(@"%d %d %d %d", [@"x" isKindOfClass:[NSString class]], [@[] isKindOfClass:[NSDictionary class]], [@3 isKindOfClass:[NSNumber class]], [@[] isKindOfClass:[NSObject class]]);
      NSLog(@"%@", @{@"a": @1}.description);
      """,
      "6 1 1\nb\na\n1 0 1 1\n{\n    a = 1;\n}"),
    Case(
      "a static local keeps its value between calls: dispatch_once makes one shared instance",
      """
      @interface Counter : NSObject
      @end
      @implementation Counter
      - (NSInteger)next {
        static NSInteger count = 0;
        count += 1;
        return count;
      }
      + (instancetype)shared {
        static Counter *instance = nil;
        static dispatch_once_t onceToken;
        dispatch_once(&onceToken, ^{ instance = [[self alloc] init]; NSLog(@"made"); });
        return instance;
      }
      @end
      static NSInteger NextID(void) {
        static NSInteger last = 100;
        last += 1;
        return last;
      }
      Counter *c = [Counter new];
      NSInteger first = [c next];
      NSLog(@"%ld %ld", (long)first, (long)[c next]);
      Counter *a = [Counter shared];
      NSLog(@"%d %ld %ld", a == [Counter shared], (long)NextID(), (long)NextID());
      """,
      "1 2\nCounter.shared()\n  made\n1 101 102"),
    Case(
      "_cmd is the running method's selector, in its blocks too; arrays answer valueForKey: and sortedArrayUsingSelector:",
      """
      @interface Pager : NSObject
      @end
      @implementation Pager
      - (void)turn {
        void (^log)(void) = ^{ NSLog(@"%@", NSStringFromSelector(_cmd)); };
        log();
        NSMutableArray *pages = [NSMutableArray array];
        for (NSInteger i = 3; i > 0; i--) {
          UIViewController *page = [[UIViewController alloc] init];
          page.title = [NSString stringWithFormat:@"Page %ld", (long)i];
          [pages addObject:page];
        }
        NSArray *titles = [pages valueForKey:@"title"];
        NSLog(@"%@", [[titles sortedArrayUsingSelector:@selector(compare:)] componentsJoinedByString:@", "]);
        NSLog(@"%@", [[@[@3, @1, @2] sortedArrayUsingSelector:@selector(compare:)] componentsJoinedByString:@"-"]);
      }
      @end
      [[Pager new] turn];
      """,
      "pager.turn()\n  turn\n  Page 1, Page 2, Page 3\n  1-2-3"),
    Case(
      "static and static inline functions and static variables inside @implementation belong to the file",
      """
      @interface Box : NSObject
      @end
      @implementation Box
      static inline BOOL IsWide(CGFloat w) { return w > 500; }
      static NSString *const kTitle = @"title";
      static NSInteger counter = 0, step = 2;
      static void Note(NSString *s) { NSLog(@"note %@", s); }
      - (NSString *)key { counter += step; return [NSString stringWithFormat:@"%@ %ld", kTitle, (long)counter]; }
      - (void)go { Note([self key]); NSLog(@"%d %d", IsWide(600), IsWide(20)); }
      @end
      static inline CGFloat Clamp(CGFloat v, CGFloat lo, CGFloat hi) { return MIN(MAX(v, lo), hi); }
      [[Box new] go];
      NSLog(@"%d %@ %@", IsWide(700), kTitle, @(Clamp(12, 0, 10)));
      """,
      "box.go()\n  note title 2\n  1 0\n1 title 10"),
    Case(
      "ARC's bridging casts pass the value through; void * holds an object",
      """
      @interface Box : NSObject
      @end
      @implementation Box
      - (void)go {
        void *context = (__bridge void *)self;
        id back = (__bridge id)context;
        id moved = (__bridge_transfer id)context;
        CFTypeRef retained = (__bridge_retained CFTypeRef)self;
        NSLog(@"%d %d %d", back == self, moved == self, (__bridge id)retained == self);
      }
      @end
      [[Box new] go];
      """,
      "box.go()\n  1 1 1"),
    Case(
      "#ifdef of an undefined macro takes the #else branch; DEBUG is not defined",
      """
      #ifdef DEBUG
      NSLog(@"debug");
      #else
      NSLog(@"release");
      #endif
      #if DEBUG
      NSLog(@"debug again");
      #endif
      """,
      "release"),
    Case(
      "#if defined(X) && X, #elif and #else take clang's branch",
      """
      #if defined(TARGET_OS_IOS) && TARGET_OS_IOS
      NSLog(@"ios");
      #elif TARGET_OS_OSX
      NSLog(@"mac");
      #endif
      #if TARGET_OS_SIMULATOR
      NSLog(@"simulator");
      #elif 1 + 1 == 2
      NSLog(@"device");
      #else
      NSLog(@"never");
      #endif
      """,
      "ios\ndevice"),
    Case(
      "#define, #undef, #ifndef and the iOS version macros",
      """
      #define USE_CHILDREN 1
      #if USE_CHILDREN
      NSLog(@"children");
      #endif
      #undef USE_CHILDREN
      #ifndef USE_CHILDREN
      NSLog(@"undefined now");
      #endif
      #if __IPHONE_OS_VERSION_MAX_ALLOWED >= __IPHONE_13_0
      NSLog(@"13 or later");
      #else
      NSLog(@"older");
      #endif
      #if __has_feature(objc_arc)
      NSLog(@"arc");
      #endif
      """,
      "children\nundefined now\n13 or later\narc"),
    Case(
      "C floating literals: 58.f, 0., 1e-3, and hexadecimal integers",
      """
      CGFloat a = 58.f;
      CGFloat b = 0.;
      double c = 1e-3;
      NSInteger d = 0x1F;
      NSLog(@"%.1f %.1f %.3f %ld %@", a, b, c, (long)d, @(d));
      """,
      "58.0 0.0 0.001 31 31"),
    Case(
      "if (self = [super init]) runs with clang's -Wparentheses warning",
      """
      @interface Child : UIViewController
      @end
      @implementation Child
      - (instancetype)init {
        if (self = [super init]) {
          NSLog(@"made");
        }
        return self;
      }
      @end
      Child *c = [[Child alloc] init];
      """,
      """
      warning: 5:12: using the result of an assignment as a condition without parentheses [-Wparentheses]
        if (self = [super init]) {
                 ^
      note: place parentheses around the assignment to silence this warning
      note: use '==' to turn this assignment into an equality comparison
      Child()
        made
      """),
    Case(
      "if ((self = [super init])) needs no warning",
      """
      @interface Child : UIViewController
      @end
      @implementation Child
      - (instancetype)init {
        if ((self = [super init])) {
          NSLog(@"made");
        }
        return self;
      }
      @end
      Child *c = [[Child alloc] init];
      """,
      "Child()\n  made"),
    Case(
      "C functions and static and extern constants",
      """
      extern const CGFloat kSideWidth;
      static const CGFloat kSideWidth = 260.f;
      static NSString * const kTitle = @"Menu";
      static BOOL IsWide(CGFloat width);
      static BOOL IsWide(CGFloat width) {
        return width > kSideWidth;
      }
      static inline CGFloat Half(CGFloat value) { return value / 2; }
      NS_INLINE NSInteger Twice(NSInteger value) { return value * 2; }
      NSLog(@"%d %d %.0f %ld %@", IsWide(300), IsWide(100), Half(kSideWidth), (long)Twice(4), kTitle);
      """,
      "1 0 130 8 Menu"),
    Case(
      "function-like macros expand as the preprocessor does",
      """
      #define SQUARE(x) ((x) * (x))
      #define CLAMP(v, lo, hi) MIN(MAX((v), (lo)), (hi))
      #define LOG(format, ...) NSLog(format, __VA_ARGS__)
      #define WEAKIFY(object) __weak typeof(object) weak_##object = object;
      LOG(@"%.0f %d", SQUARE(3.0), CLAMP(12, 0, 10));
      UIViewController *child = [[UIViewController alloc] init];
      WEAKIFY(child)
      NSLog(@"%@", weak_child);
      """,
      "9 10\n<UIViewController: child>"),
    Case(
      "GNU ?: tests truth, not nil",
      """
      CGFloat width = 0.0 ?: 58;
      NSString *title = nil;
      NSLog(@"%.0f %@", width, title ?: @"Untitled");
      """,
      "58 Untitled"),
    Case(
      "floating-point division by zero is inf and nan",
      """
      CGFloat zero = 0;
      NSLog(@"%f %f", 1.0 / zero, zero / zero);
      """,
      "inf nan"),
    Case(
      "scalar properties (NS_ENUM, NS_OPTIONS, NSInteger, BOOL, CGFloat) start at zero",
      """
      typedef NS_OPTIONS(NSUInteger, Edge) {
        EdgeLeft = 1 << 0,
        EdgeRight = 1 << 1,
      };
      typedef NS_ENUM(NSInteger, Mode) { ModeA, ModeB };
      @interface Panel : UIViewController
      @property (nonatomic) Edge edges;
      @property (nonatomic, assign) Mode mode;
      @property (nonatomic) NSInteger count;
      @property (nonatomic) BOOL open;
      @property (nonatomic) CGFloat width;
      @end
      @implementation Panel
      @end
      Panel *p = [[Panel alloc] init];
      p.edges |= EdgeRight;
      p.mode |= ModeB;
      NSLog(@"%lu %ld %ld %d %.1f", (unsigned long)p.edges, (long)p.mode, (long)p.count, p.open, p.width);
      """,
      "2 1 0 0 0.0"),
    Case(
      "subscripting nil and fast enumeration over nil give nil and nothing",
      """
      NSArray *none = nil;
      NSDictionary *empty = nil;
      for (UIViewController *child in none) { NSLog(@"never"); }
      NSLog(@"%@ %@", none[0], empty[@"key"]);
      """,
      "(null) (null)"),
    Case(
      "one declaration declares several names, each with the type",
      """
      CGRect slice = CGRectMake(0, 0, 10, 20), rest;
      UIView *first = nil, *second;
      NSInteger a = 1, b = a + 1;
      NSLog(@"%.0f %.0f %@ %@ %ld", slice.size.height, rest.size.width, first, second, (long)b);
      """,
      "20 0 (null) (null) 2"),
    Case(
      "attributes, nullability and IBOutletCollection in declarations",
      """
      NS_ASSUME_NONNULL_BEGIN
      @interface Switcher : UIViewController
      @property (nonatomic, strong) IBOutletCollection(UIView) NSArray *tabs;
      @property (nonatomic, copy, nullable) NSArray<UIViewController *> *items;
      - (instancetype)initWithItems:(nullable NSArray<UIViewController *> *)items NS_DESIGNATED_INITIALIZER;
      - (void)viewDidLoad NS_REQUIRES_SUPER;
      @end
      NS_ASSUME_NONNULL_END
      @implementation Switcher
      - (instancetype)initWithItems:(NSArray<UIViewController *> *)items {
        if ((self = [super initWithNibName:nil bundle:nil])) {
          _items = items;
        }
        return self;
      }
      @end
      __unused Switcher *s = [[Switcher alloc] initWithItems:nil];
      NSLog(@"%@", s.items);
      """,
      "(null)"),
  ]

  @Test func aReturnOutOfAStatementExpressionIsNotSimulatedRatherThanSkipped() {
    let run = ScriptRun(
      """
      NSInteger pick(NSInteger x) {
        NSInteger y = ({ if (x > 1) { return 7; } x + 1; });
        return y;
      }
      NSLog(@"%ld", (long)pick(0));
      NSLog(@"%ld", (long)pick(5));
      """)
    #expect(run.output.hasPrefix("1\n"), "\(run.output)")
    #expect(
      run.output.contains("does not simulate 'leaving a statement expression'"), "\(run.output)")
    #expect(run.hadError)
  }

  @Test(arguments: cases)
  func runsAsClangCompilesIt(_ test: Case) {
    test.expectCleanRun()
  }

  @Test func swiftStillRefusesAssignmentAsCondition() {
    let run = ScriptRun(
      """
      var x = 1
      if (x = 2) {
        print(x)
      }
      """)
    #expect(run.output.contains("use of '=' in a boolean context, did you mean '=='?"))
    #expect(run.hadError)
  }

  /// Rule W.5: the running system's framework versions follow `:ios`, and compare with the
  /// SDK's per-release constants as a device's do.
  @Test func frameworkVersionNumbersFollowTheSimulatedRelease() {
    let script = """
      NSLog(@"%.2f %.2f", kCFCoreFoundationVersionNumber, NSFoundationVersionNumber);
      NSLog(@"%d %d", kCFCoreFoundationVersionNumber > kCFCoreFoundationVersionNumber_iOS_6_1,
            floor(NSFoundationVersionNumber) > NSFoundationVersionNumber_iOS_6_1);
      """
    let expected = [
      6: "793.00 992.00\n0 0", 7: "847.20 1047.20\n1 1", 8: "1140.10 1140.11\n1 1",
      9: "1240.10 1240.10\n1 1",
    ]
    for (ios, output) in expected {
      let run = ScriptRun(script, ios: ios)
      #expect(run.output == output, "iOS \(ios)")
      #expect(!run.hadError)
    }
    // iOS 16's Core Foundation number is known; Foundation's is not, and says so once.
    let later = ScriptRun(script, ios: 16)
    #expect(
      later.output == """
        note: 1:53: 'NSFoundationVersionNumber' on iOS 16 is approximate: no source gives its value, containrepl uses 1946.102, above every earlier release's (rule W.5)
        1946.10 1946.10
        1 1
        """)
    #expect(!later.hadError)
  }

  /// What containrepl models: code is compiled against the iOS 17.0 SDK, whose headers clang
  /// reads when it preprocesses (`__IPHONE_OS_VERSION_MAX_ALLOWED` is the SDK's 170000, and
  /// AvailabilityVersions.h names the releases up to `__IPHONE_17_0`, so `__IPHONE_18_0` is
  /// undefined, 0 in `#if`), and runs on the device `:ios` names, which `@available` asks at
  /// run time. The same script gives the same preprocessed lines on iOS 17 and iOS 18.
  @Test func thePreprocessorSeesTheSDKAndAvailableAsksTheDevice() {
    let script = """
      #if defined(__IPHONE_17_0) && !defined(__IPHONE_17_1) && !defined(__IPHONE_18_0)
      NSLog(@"SDK 17.0");
      #endif
      #if defined(__IPHONE_16_5) && defined(__IPHONE_13_7) && defined(__IPHONE_14_8) && !defined(__IPHONE_2_3)
      NSLog(@"its releases");
      #endif
      #if __IPHONE_OS_VERSION_MAX_ALLOWED >= __IPHONE_18_0
      NSLog(@"an undefined release is 0");
      #endif
      NSLog(@"%d %d %d", __IPHONE_OS_VERSION_MAX_ALLOWED, __IPHONE_17_0, __IPHONE_13_7);
      if (@available(iOS 18, *)) {
        NSLog(@"runs on 18");
      } else {
        NSLog(@"runs before 18");
      }
      """
    let header = "SDK 17.0\nits releases\nan undefined release is 0\n170000 170000 130700\n"
    let seventeen = ScriptRun(script, ios: 17)
    #expect(seventeen.output == header + "runs before 18")
    #expect(!seventeen.hadError)
    let eighteen = ScriptRun(script, ios: 18)
    #expect(eighteen.output == header + "runs on 18")
    #expect(!eighteen.hadError)
  }

  /// The SDK's Core Foundation constants for each release have CFBase.h's values.
  @Test func coreFoundationReleaseConstantsHaveTheHeaderValues() {
    let run = ScriptRun(
      """
      NSLog(@"%.2f %.2f %.2f", kCFCoreFoundationVersionNumber_iOS_6_1,
            kCFCoreFoundationVersionNumber_iOS_7_1, kCFCoreFoundationVersionNumber_iOS_8_x_Max);
      """)
    #expect(run.output == "793.00 847.24 1199.00")
    #expect(!run.hadError)
  }

  /// Rule W.6: the deprecated idiom function says so once from iOS 13, and not before.
  @Test func userInterfaceIdiomFunctionIsDeprecatedFromIOS13() {
    let script = """
      NSLog(@"%d", UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone);
      NSLog(@"%d", UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad);
      """
    let old = ScriptRun(script, ios: 12)
    #expect(old.output == "1\n0")
    let new = ScriptRun(script, ios: 13)
    #expect(
      new.output == """
        warning: 1:14: 'UI_USER_INTERFACE_IDIOM' is deprecated: first deprecated in iOS 13.0
        NSLog(@"%d", UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone);
                     ^~~~~~~~~~~~~~~~~~~~~~~
        1
        0
        """)
    #expect(!new.hadError)
    // The sequence is the same in every run.
    let draw = "NSLog(@\"%u %u\", arc4random(), arc4random_uniform(100));"
    #expect(ScriptRun(draw).output == ScriptRun(draw).output)
  }

}
