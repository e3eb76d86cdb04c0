import TestSupport
import Testing

/// clang's `-Wdeprecated-declarations` for the user's own Objective-C methods: each call site of
/// a method its declaration marks deprecated is warned of, at the selector, in clang's words
/// ("'name' is deprecated", "'name' is deprecated: message", "'name' is deprecated: first
/// deprecated in iOS 7.0 - message"), and the call still runs.
struct DeprecatedMethodTests {
  static let interface = """
    @interface Pane : UIViewController
    - (void)old __deprecated;
    - (void)older DEPRECATED_ATTRIBUTE;
    - (void)said:(NSInteger)x __attribute__((deprecated("Use -next: instead.")));
    - (void)since7 NS_DEPRECATED_IOS(2_0, 7_0, "Use -next instead.");
    - (void)since18 NS_DEPRECATED_IOS(2_0, 18_0);
    + (void)factory __deprecated_msg("Gone.");
    - (void)alsoOld __deprecated;
    - (void)fresh;
    @end
    @implementation Pane
    - (void)old { NSLog(@"ran"); }
    - (void)older {}
    - (void)said:(NSInteger)x {}
    - (void)since7 { NSLog(@"ran"); }
    - (void)since18 { NSLog(@"ran"); }
    + (void)factory {}
    - (void)alsoOld { [self old]; }
    - (void)fresh { [self old]; }
    @end
    Pane *p = [Pane new];
    """

  @Test func eachCallSiteOfADeprecatedMethodIsWarnedOf() {
    let run = ScriptRun(
      Self.interface + "\n"
        + """
        [p old];
        [p older];
        [p said:3];
        [p since7];
        [p since18];
        [Pane factory];
        """)
    #expect(
      run.output == """
        p.old()
        warning: 22:4: 'old' is deprecated
        [p old];
           ^~~
          ran
        p.older()
        warning: 23:4: 'older' is deprecated
        [p older];
           ^~~~~
        p.said(3)
        warning: 24:4: 'said:' is deprecated: Use -next: instead.
        [p said:3];
           ^~~~~
        p.since7()
        warning: 25:4: 'since7' is deprecated: first deprecated in iOS 7.0 - Use -next instead.
        [p since7];
           ^~~~~~
          ran
        p.since18()
          ran
        Pane.factory()
        warning: 27:7: 'factory' is deprecated: Gone.
        [Pane factory];
              ^~~~~~~
        """, "\(run.output)")
    #expect(!run.hadError)
  }

  /// A deprecated `@property` is warned of at each use: dot syntax names the property, a
  /// message its accessor ('setOld:'), as clang does; a use inside the class is one too.
  @Test func eachUseOfADeprecatedPropertyIsWarnedOf() {
    let run = ScriptRun(
      """
      @interface Box : NSObject
      @property (nonatomic, copy) NSString *old __deprecated;
      @property (nonatomic) NSInteger count __attribute__((deprecated("Use size.")));
      - (void)use;
      @end
      @implementation Box
      - (void)use { self.count = 2; }
      @end
      Box *b = [Box new];
      b.old = @"x";
      [b use];
      [b setOld:@"y"];
      NSLog(@"%@ %ld", [b old], (long)b.count);
      """)
    #expect(
      run.output == """
        warning: 10:3: 'old' is deprecated
        b.old = @"x";
          ^~~
        b.use()
        warning: 7:20: 'count' is deprecated: Use size.
        - (void)use { self.count = 2; }
                           ^~~~~
        warning: 12:4: 'setOld:' is deprecated
        [b setOld:@"y"];
           ^~~~~~~
        warning: 13:21: 'old' is deprecated
        NSLog(@"%@ %ld", [b old], (long)b.count);
                            ^~~
        warning: 13:35: 'count' is deprecated: Use size.
        NSLog(@"%@ %ld", [b old], (long)b.count);
                                          ^~~~~
        y 2
        """, "\(run.output)")
    #expect(!run.hadError)
  }

  /// A method deprecated in an iOS release is deprecated only from that release of `:ios` on,
  /// as the SDK's methods are.
  @Test func aReleaseDeprecationCountsFromThatRelease() {
    let script = Self.interface + "\n[p since7];"
    #expect(ScriptRun(script, ios: 6).output == "p.since7()\n  ran")
    #expect(ScriptRun(script, ios: 7).output.contains("'since7' is deprecated"))
  }

  /// The warning is the call site's: a method called twice from one place is warned of once,
  /// and a call made inside a deprecated method is not warned of.
  @Test func aCallSiteIsWarnedOfOnceAndNotInsideADeprecatedMethod() {
    let run = ScriptRun(Self.interface + "\n[p fresh];\n[p fresh];\n[p alsoOld];")
    #expect(
      run.output == """
        p.fresh()
          p.old()
        warning: 19:23: 'old' is deprecated
        - (void)fresh { [self old]; }
                              ^~~
            ran
        p.fresh()
          p.old()
            ran
        p.alsoOld()
        warning: 24:4: 'alsoOld' is deprecated
        [p alsoOld];
           ^~~~~~~
          p.old()
            ran
        """, "\(run.output)")
    #expect(!run.hadError)
  }
}
