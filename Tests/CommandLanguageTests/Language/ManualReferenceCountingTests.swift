import TestSupport
import Testing

/// Objective-C written before ARC sends `retain`, `release` and `autorelease`: the code runs,
/// the messages change nothing (objects live as ARC keeps them), and one note says so.
struct ManualReferenceCountingTests {
  @Test func theMessagesRunAndOneNoteSaysTheyChangeNothing() {
    let run = ScriptRun(
      """
      @interface Holder : NSObject {
        UIViewController *_child;
      }
      - (id)initWithChild:(UIViewController *)child;
      @end
      @implementation Holder
      - (id)initWithChild:(UIViewController *)child {
        if ((self = [super init])) { _child = [child retain]; }
        return self;
      }
      - (UIViewController *)child { return _child; }
      @end
      UIViewController *c = [[[UIViewController alloc] init] autorelease];
      Holder *h = [[Holder alloc] initWithChild:c];
      [c release];
      NSLog(@"%d %@", [h child] == c, [@"kept" retain]);
      """)
    #expect(!run.hadError, "\(run.output)")
    let notes = run.output.split(separator: "\n").filter {
      $0.contains("manual reference counting")
    }
    #expect(notes.count == 1, "\(run.output)")
    #expect(run.output.hasSuffix("1 kept"), "\(run.output)")
  }

  @Test func swiftHasNoSuchMessages() {
    let run = ScriptRun("let v = UIViewController()\nv.retain()")
    #expect(run.hadError, "\(run.output)")
  }
}
