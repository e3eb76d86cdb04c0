import TestSupport
import Testing

/// Foundation's thread questions as containers ask them before touching UIKit (rule W.7: all
/// code runs on the main thread), NSObject's key-value notifications, which the SDK declares
/// with `NS_SWIFT_UNAVAILABLE_FROM_ASYNC` and Objective-C calls freely, and `super` in a class
/// method.
struct ThreadAndClassMethodTests {
  typealias Case = LanguageCase

  static let cases: [Case] = [
    Case(
      "Objective-C: the sandbox's one thread is the main thread (rule W.7)",
      """
      NSLog(@"%d %d", [NSThread isMainThread], [[NSThread currentThread] isMainThread]);
      NSLog(@"%d %d", [NSThread mainThread] == [NSThread currentThread],
            [[[NSThread alloc] init] isMainThread]);
      """,
      "1 1\n1 0"),
    Case(
      "Swift: the sandbox's one thread is the main thread (rule W.7)",
      """
      print(Thread.isMainThread, Thread.current.isMainThread)
      print(Thread.main === Thread.current, Thread().isMainThread)
      """,
      "true true\ntrue false"),
    Case(
      "A block run only on the main thread runs at once",
      """
      void onMain(void (^block)(void)) {
        if ([NSThread isMainThread]) {
          block();
        } else {
          dispatch_async(dispatch_get_main_queue(), block);
        }
      }
      onMain(^{ NSLog(@"now"); });
      NSLog(@"after");
      """,
      "now\nafter"),
    Case(
      "Key-value notifications are accepted and say that nothing observes them",
      """
      UIViewController *vc = [[UIViewController alloc] init];
      [vc willChangeValueForKey:@"title"];
      vc.title = @"A";
      [vc didChangeValueForKey:@"title"];
      NSLog(@"%@", vc.title);
      """,
      """
      note: 2:5: '-[NSObject willChangeValueForKey:]' is not simulated: accepted, no effect
      note: 4:5: '-[NSObject didChangeValueForKey:]' is not simulated: accepted, no effect
      A
      """),
    Case(
      "super in a class method runs the superclass's class method with self unchanged",
      """
      @interface Base : NSObject
      + (NSString *)who;
      @end
      @implementation Base
      + (NSString *)who { return NSStringFromClass(self); }
      @end
      @interface Derived : Base
      @end
      @implementation Derived
      + (NSString *)who { return [@"Derived>" stringByAppendingString:[super who]]; }
      @end
      NSLog(@"%@ %@", [Derived who], [Base who]);
      """,
      "Derived>Derived Base"),
  ]

  @Test(arguments: cases) func runs(_ item: Case) { item.expectCleanRun() }

  /// `[super animationWithKeyPath:]` in a subclass's factory reaches the SDK's factory, which
  /// makes an object of the class the message went to.
  @Test func superInAClassMethodReachesTheSDKFactory() {
    let run = ScriptRun(
      """
      @interface Fade : CABasicAnimation
      @end
      @implementation Fade
      + (instancetype)animationWithKeyPath:(NSString *)path {
        Fade *animation = [super animationWithKeyPath:path];
        return animation;
      }
      @end
      Fade *fade = [Fade animationWithKeyPath:@"opacity"];
      NSLog(@"%d", [fade isKindOfClass:[Fade class]]);
      """)
    #expect(
      run.output.hasSuffix(
        """
        '+[CAPropertyAnimation animationWithKeyPath:]' is not simulated: accepted, no effect
        1
        """), "\(run.output)")
    #expect(!run.hadError)
  }

  /// Rule W.7: sent on the main thread, performSelectorOnMainThread:…waitUntilDone:YES runs the
  /// method at once, and NO leaves it to the main run loop.
  @Test func performingOnTheMainThreadRunsNowOrOnALaterTurn() {
    let run = ScriptRun(
      """
      @interface Pane : UIViewController
      - (void)mark:(NSString *)text;
      - (void)go;
      @end
      @implementation Pane
      - (void)mark:(NSString *)text { NSLog(@"%@", text); }
      - (void)go {
        [self performSelectorOnMainThread:@selector(mark:) withObject:@"later" waitUntilDone:NO];
        [self performSelectorOnMainThread:@selector(mark:) withObject:@"now" waitUntilDone:YES];
        NSLog(@"end of go");
      }
      @end
      [[Pane new] go];
      """)
    #expect(
      run.output == """
        pane.go()
          pane.mark("now")
            now
          end of go
        [end of turn] pane.mark("later")
        [end of turn]   later
        """, "\(run.output)")
    #expect(!run.hadError)
  }

  /// Calls that would run code on another thread, sleep or run a nested run loop stop as not
  /// run instead of doing nothing.
  @Test func threadHopsAndNestedRunLoopsAreNotRun() {
    let hop = ScriptRun(
      """
      UIViewController *vc = [[UIViewController alloc] init];
      [vc performSelector:@selector(viewDidLoad) onThread:[NSThread mainThread] withObject:nil waitUntilDone:YES];
      """)
    #expect(
      hop.output.hasPrefix(
        "unsupported: 2:5: '-[NSObject performSelector:onThread:withObject:waitUntilDone:]' reaches outside the sandbox"
      ), "\(hop.output)")
    #expect(hop.hadError)
    let sleep = ScriptRun("[NSThread sleepForTimeInterval:1];")
    #expect(
      sleep.output.hasPrefix(
        "unsupported: 1:11: '+[NSThread sleepForTimeInterval:]' reaches outside the sandbox (files, the clock): containrepl does not run it"
      ), "\(sleep.output)")
    #expect(sleep.hadError)
    let loop = ScriptRun("[[NSRunLoop mainRunLoop] run];")
    #expect(loop.output.contains("does not simulate '-[NSRunLoop run]' yet"), "\(loop.output)")
    #expect(loop.hadError)
  }
}
