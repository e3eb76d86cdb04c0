import TestSupport
import Testing

/// An Objective-C protocol's `@property` is a requirement: clang synthesizes it in an adopting
/// class only when the `@implementation` says `@synthesize` (or `@dynamic`), or the class
/// declares the property or implements its getter itself.
struct ProtocolPropertyTests {
  @Test func synthesizeGivesTheClassTheProtocolsPropertyWithItsAttributes() {
    let run = ScriptRun(
      """
      @protocol Owner <NSObject>
      @property (nonatomic, weak) id delegate;
      @property (nonatomic, readonly) NSInteger size;
      @end
      @interface Panel : NSObject <Owner>
      @end
      @implementation Panel
      @synthesize delegate = _owner;
      - (NSInteger)size { return 3; }
      - (id)owner { return _owner; }
      - (void)clear { self.delegate = nil; }
      @end
      Panel *p = [[Panel alloc] init];
      UIViewController *vc = [[UIViewController alloc] init];
      p.delegate = vc;
      NSLog(@"%d %d %ld", [p delegate] == vc, [p owner] == vc, (long)p.size);
      vc = nil;
      NSLog(@"%d", p.delegate == nil);
      [p setDelegate:[[UIViewController alloc] init]];
      [p clear];
      NSLog(@"%d", [p owner] == nil);
      """)
    // The property is weak: the controller's only strong reference goes, and it reads nil.
    #expect(run.output == "1 1 3\n1\n1", "\(run.output)")
    #expect(!run.hadError)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  @Test func accessorsTheClassWritesImplementTheProtocolsPropertyWithoutAWarning() {
    let run = ScriptRun(
      """
      @protocol Door <NSObject>
      @property (nonatomic, readonly, getter=isOpen) BOOL open;
      @property (nonatomic, copy) NSString *label;
      @end
      @interface Gate : NSObject <Door>
      @end
      @implementation Gate {
        NSString *_text;
      }
      - (BOOL)isOpen { return YES; }
      - (NSString *)label { return _text; }
      - (void)setLabel:(NSString *)label { _text = [label stringByAppendingString:@"!"]; }
      @end
      Gate *g = [[Gate alloc] init];
      g.label = @"north";
      NSLog(@"%d %d %d %@", g.open, g.isOpen, [g isOpen], g.label);
      """)
    #expect(run.output == "1 1 1 north!", "\(run.output)")
    #expect(!run.hadError)
  }

  @Test func withoutSynthesizeClangWarnsAndTheAccessorsAreUnrecognizedAtRunTime() {
    let run = ScriptRun(
      """
      @protocol Owner <NSObject>
      @property (nonatomic, weak) id delegate;
      @optional
      @property (nonatomic) NSInteger count;
      @end
      @interface Panel : NSObject <Owner>
      @end
      @implementation Panel
      - (NSInteger)twice { return self.count * 2; }
      @end
      Panel *p = [[Panel alloc] init];
      NSLog(@"made");
      p.delegate = nil;
      NSLog(@"%@", [p delegate]);
      [p twice];
      NSLog(@"still running");
      """)
    let unrecognized =
      "*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: "
    let crash =
      "unrecognized selector sent to instance 0x60003000' (the app would crash here; containrepl stops the statement)"
    // The optional `count` gets no warning; the required `delegate` does.
    #expect(
      run.output == """
        warning: 8:17: auto property synthesis will not synthesize property 'delegate' declared in protocol 'Owner'
        @implementation Panel
                        ^~~~~
        made
        error: 13:3: \(unrecognized)'-[Panel setDelegate:]: \(crash)
        p.delegate = nil;
          ^~~~~~~~
        error: 14:14: \(unrecognized)'-[Panel delegate]: \(crash)
        NSLog(@"%@", [p delegate]);
                     ^~~~~~~~~~~~
        error: 9:34: \(unrecognized)'-[Panel count]: \(crash)
        - (NSInteger)twice { return self.count * 2; }
                                         ^~~~~
        still running
        """, "\(run.output)")
    #expect(run.hadError)
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
