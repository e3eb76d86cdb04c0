import TestSupport
import Testing

/// Objective-C's `@try`, `@catch`, `@finally` and `@throw`, as clang compiles them and the
/// runtime unwinds: the exceptions Foundation and the runtime raise are caught as `NSException`
/// objects, `@finally` always runs, and what nothing catches still ends the app.
struct ObjCExceptionHandlingTests {
  private func lines(_ run: ScriptRun) -> [String] {
    run.output.split(separator: "\n").map(String.init)
  }

  @Test(
    "Each exception the interpreter raises is caught with Foundation's name and reason",
    arguments: [
      (
        "NSMutableArray *a = [NSMutableArray array]; [a objectAtIndex:3];",
        "NSRangeException",
        "*** -[__NSArrayM objectAtIndex:]: index 3 beyond bounds for empty array"
      ),
      (
        "NSMutableArray *a = [NSMutableArray array]; [a addObject:nil];",
        "NSInvalidArgumentException",
        "*** -[__NSArrayM insertObject:atIndex:]: object cannot be nil"
      ),
      (
        "id v = [UIView new]; [v performSelector:@selector(fooBar)];",
        "NSInvalidArgumentException", "unrecognized selector sent to instance"
      ),
      (
        "NSAssert(1 == 2, @\"counts differ\");",
        "NSInternalInconsistencyException", "counts differ"
      ),
      (
        "NSParameterAssert(1 == 2);",
        "NSInternalInconsistencyException", "Invalid parameter not satisfying: 1 == 2"
      ),
    ])
  func catchesInterpreterExceptions(_ raising: String, _ name: String, _ reason: String) {
    let run = ScriptRun(
      """
      @try {
        \(raising)
        NSLog(@"not reached");
      } @catch (NSException *e) {
        NSLog(@"%@", e.name);
        NSLog(@"%@", [e reason]);
        NSLog(@"%d", [e.description isEqualToString:e.reason]);
      }
      NSLog(@"after");
      """)
    #expect(!run.hadError, "\(run.output)")
    let printed = lines(run)
    #expect(printed.count == 4, "\(run.output)")
    #expect(printed.first == name)
    #expect(printed.count > 1 && printed[1].contains(reason), "\(run.output)")
    #expect(printed.suffix(2) == ["1", "after"], "\(run.output)")
  }

  @Test("@finally runs after the body, after a @catch, after a return, and before propagation")
  func finallyOrder() {
    let run = ScriptRun(
      """
      @interface Box : NSObject
      - (NSInteger)value;
      @end
      @implementation Box
      - (NSInteger)value {
        @try {
          NSLog(@"try");
          return 1;
        } @finally {
          NSLog(@"finally after return");
        }
        return 2;
      }
      @end
      @try { NSLog(@"body"); } @catch (id e) { NSLog(@"no"); } @finally { NSLog(@"finally 1"); }
      NSLog(@"%ld", (long)[[Box new] value]);
      @try {
        @try {
          @throw [NSException exceptionWithName:@"Inner" reason:@"r" userInfo:nil];
        } @catch (NSString *s) {
          NSLog(@"wrong clause");
        } @finally {
          NSLog(@"finally 2");
        }
      } @catch (NSException *e) {
        NSLog(@"outer caught %@", e.name);
      }
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      lines(run) == [
        "body", "finally 1", "box.value()", "  try", "  finally after return", "1", "finally 2",
        "outer caught Inner",
      ])
  }

  @Test("Clauses are tried in order; `...` and id catch everything; a rethrow keeps the object")
  func clausesAndRethrow() {
    let run = ScriptRun(
      """
      NSException *ex = [[NSException alloc] initWithName:@"Z" reason:@"zz" userInfo:@{@"k": @1}];
      @try { [ex raise]; } @catch (NSString *s) { NSLog(@"string"); } @catch (...) { NSLog(@"dots"); }
      @try { @throw @"plain"; } @catch (NSException *e) { NSLog(@"exception"); } @catch (NSString *s) { NSLog(@"%@", s); }
      @try {
        @try { @throw ex; } @catch (NSException *inner) { NSLog(@"inner %@", inner.reason); @throw; }
      } @catch (id outer) {
        NSLog(@"same %d %@", outer == ex, [outer userInfo][@"k"]);
      }
      @try { [NSException raise:@"Y" format:@"%d items", 3]; } @catch (NSException *e) { NSLog(@"%@: %@", e.name, e.reason); }
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(lines(run) == ["dots", "plain", "inner zz", "same 1 1", "Y: 3 items"])
  }

  @Test("An exception the program raises and nothing catches ends the app as Foundation's do")
  func uncaughtUserException() {
    let run = ScriptRun(
      """
      @try {
        @throw [NSException exceptionWithName:@"Final" reason:@"uncaught" userInfo:nil];
      } @finally {
        NSLog(@"cleanup");
      }
      """)
    #expect(run.hadError)
    #expect(run.output.hasPrefix("cleanup\n"), "\(run.output)")
    #expect(
      run.output.contains(
        "*** Terminating app due to uncaught exception 'Final', reason: 'uncaught'"),
      "\(run.output)")
    let noReason = ScriptRun(
      "[[NSException exceptionWithName:@\"N\" reason:nil userInfo:nil] raise];")
    #expect(
      noReason.output.contains("uncaught exception 'N', reason: '(null)'"), "\(noReason.output)")
  }

  @Test("SWRevealViewController's shape: a raising call wrapped in an empty @catch goes on")
  func emptyCatchGoesOn() {
    let run = ScriptRun(
      """
      @interface Reveal : UIViewController
      @end
      @implementation Reveal
      - (void)detach:(id)observer {
        @try {
          [observer performSelector:@selector(removeObserver:) withObject:self];
        } @catch (NSException *exception) {}
        NSLog(@"detached");
      }
      @end
      [[Reveal new] detach:[NSObject new]];
      """)
    #expect(!run.hadError, "\(run.output)")
    // The call is a line of the log; the method's own output is indented under it.
    #expect(lines(run) == ["reveal.detach(nsObject)", "  detached"])
  }

  @Test("@finally runs when `continue` leaves the body, and a @try alone on a line is Objective-C")
  func finallyAfterContinue() {
    let run = ScriptRun(
      """
      int n = 0;
      for (int i = 0; i < 3; i++) {
        @try { if (i == 1) continue; n += 10; } @finally { n += 1; }
      }
      NSLog(@"n=%d", n);
      @try { print("first"); [NSException raise:@"A" format:@"b"]; } @catch (NSException *e) { NSLog(@"%@", e); }
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(lines(run) == ["n=23", "first", "b"])
  }

  @Test("A thrown object of the user's class is caught by its class or an ancestor's clause")
  func userClassThrown() {
    let run = ScriptRun(
      """
      @interface Failure : NSObject
      @end
      @implementation Failure
      @end
      @interface NetworkFailure : Failure
      @end
      @implementation NetworkFailure
      @end
      @try { @throw [NetworkFailure new]; } @catch (NSException *e) { NSLog(@"exception"); } @catch (Failure *f) { NSLog(@"%d", [f isKindOfClass:[NetworkFailure class]]); }
      @throw [Failure new];
      """)
    #expect(run.hadError)
    #expect(run.output.hasPrefix("1\n"), "\(run.output)")
    #expect(
      run.output.contains("*** Terminating app due to uncaught exception of class 'Failure'"),
      "\(run.output)")
  }

  @Test("What clang refuses: a non-object thrown")
  func nonObjectThrown() {
    let run = ScriptRun("@throw 3;")
    #expect(run.hadError)
    #expect(
      run.output.contains("@throw requires an Objective-C object type ('int' invalid)"),
      "\(run.output)")
  }
}

/// UIKit's own exceptions, and exceptions raised in code UIKit called, reach the program's
/// `@try` as the runtime unwinds them; with no `@try` around them they stay what
/// they were (rule C.5 for code UIKit called).
struct UIKitExceptionCatchingTests {
  private static let child = """
    @interface Child : UIViewController
    @end
    @implementation Child
    - (void)viewDidLoad {
      [super viewDidLoad];
      UIViewController *stranger = [UIViewController new];
      [self transitionFromViewController:stranger toViewController:self duration:0 options:0 animations:nil completion:nil];
      NSLog(@"not after the transition");
    }
    @end
    @interface Thrower : UIViewController
    @end
    @implementation Thrower
    - (void)viewDidLoad {
      [super viewDidLoad];
      @throw [NSException exceptionWithName:@"PageError" reason:@"no pages" userInfo:nil];
    }
    @end

    """

  @Test("UIKit's NSInvalidArgumentException is caught with UIKit's reason, and the app goes on")
  func uikitExceptionIsCaught() {
    let run = ScriptRun(
      """
      UIViewController *p = [UIViewController new];
      UIViewController *a = [UIViewController new];
      UIViewController *b = [UIViewController new];
      @try {
        [p transitionFromViewController:a toViewController:b duration:0 options:0 animations:nil completion:nil];
        NSLog(@"not here");
      } @catch (NSException *e) {
        NSLog(@"caught %@ | %@", e.name, e.reason);
      }
      NSLog(@"end");
      """)
    #expect(!run.hadError, "\(run.output)")
    let reason =
      "Children view controllers <UIViewController: a> and <UIViewController: b> must have a "
      + "common parent view controller when calling -[UIViewController "
      + "transitionFromViewController:toViewController:duration:options:animations:completion:]"
    #expect(run.output.contains("caught NSInvalidArgumentException | \(reason)"))
    #expect(
      run.output.contains("UIKit raised NSInvalidArgumentException here and a @catch caught it"))
    #expect(!run.output.contains("error:"))
    #expect(!run.output.contains("not here"))
    #expect(run.output.hasSuffix("\nend"))
  }

  @Test("An exception in viewDidLoad, reached through view, goes up to the caller's @try")
  func exceptionInCalledCodeUnwindsToTheTry() {
    let run = ScriptRun(
      Self.child + """
        Child *c = [[Child alloc] init];
        @try {
          UIView *v = c.view;
          NSLog(@"not here");
        } @catch (NSException *e) {
          NSLog(@"caught %@", e.name);
        }
        UIViewController *root = [UIViewController new];
        Thrower *t = [Thrower new];
        @try {
          [root addChildViewController:t];
          [root.view addSubview:t.view];
          NSLog(@"not here either");
        } @catch (NSException *e) {
          NSLog(@"caught %@ %@", e.name, e.reason);
        } @finally {
          NSLog(@"finally");
        }
        """)
    #expect(!run.hadError, "\(run.output)")
    let printed = run.output.split(separator: "\n").filter {
      $0.hasPrefix("caught") || $0.hasPrefix("finally") || $0.contains("not ")
    }
    #expect(
      printed == ["caught NSInvalidArgumentException", "caught PageError no pages", "finally"])
  }

  @Test("Without a @try, UIKit's exception in code UIKit called stops only that code (rule C.5)")
  func withoutATryOnlyTheCalledCodeStops() {
    let run = ScriptRun(
      Self.child + """
        Child *d = [[Child alloc] init];
        UIView *v = d.view;
        NSLog(@"goes on %d", v != nil);
        """)
    #expect(run.hadError)
    #expect(run.output.contains("error: NSInvalidArgumentException: Children view controllers"))
    #expect(run.output.contains("only it stops, and UIKit goes on"))
    #expect(run.output.hasSuffix("goes on 1"), "\(run.output)")
  }
}
