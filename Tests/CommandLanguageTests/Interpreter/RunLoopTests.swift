import TestSupport
import Testing

/// The main run loop on the virtual clock: blocks on the main queue, timers
/// and delayed messages run at their time, with `[t=…]` in front.
struct RunLoopTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let script: String
    let expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "DispatchQueue.main.async runs at the end of the turn, asyncAfter at its time",
      script: """
        DispatchQueue.main.async { print("async") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in
          guard let self else { return }
          print("later", self.children.count)
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250), execute: { print("ms") })
        """,
      expected: """
        [end of turn] execute()
        [end of turn]   async
        [t=0.5] execute()
        [t=0.5]   later 0
        [t=0.75] execute()
        [t=0.75]   ms
        """),
    Case(
      name: "a repeating timer with a target and selector, invalidated from its method",
      script: """
        class Ticker: UIViewController {
          var count = 0
          @objc func tick(_ timer: Timer) {
            count += 1
            print("tick", count)
            if count == 2 { timer.invalidate() }
          }
        }
        let t = Ticker()
        let timer = Timer.scheduledTimer(
          timeInterval: 1, target: t, selector: #selector(Ticker.tick(_:)), userInfo: nil,
          repeats: true)
        :tick 5
        print(timer.isValid)
        """,
      expected: """
        [t=1] t.tick(timer)
        [t=1]   tick 1
        [t=2] t.tick(timer)
        [t=2]   tick 2
        false
        """),
    Case(
      name: "a timer's block, and one invalidated before it fires",
      script: """
        :clock manual
        let once = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in print("fired") }
        let never = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in print("never") }
        never.invalidate()
        :wait
        """,
      expected: """
        [t=0.25] block()
        [t=0.25]   fired
        """),
    Case(
      name: "Objective-C: a timer is valid until it fires, read as isValid or valid",
      script: """
        :clock manual
        NSTimer *t = [NSTimer scheduledTimerWithTimeInterval:0.2 target:self selector:@selector(view) userInfo:nil repeats:NO];
        NSLog(@"%d %d %d", t.isValid, [t isValid], t.valid);
        :wait
        NSLog(@"%d", t.valid);
        """,
      expected: """
        1 1 1
        0
        """),
    Case(
      name: "Objective-C: dispatch_async, dispatch_after, performSelector:afterDelay: and cancel",
      script: """
        :clock manual
        dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"async"); });
        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.5 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{ NSLog(@"after"); });
        [self performSelector:@selector(viewDidLoad) withObject:nil afterDelay:1.0];
        [self performSelector:@selector(viewWillAppear:) withObject:nil afterDelay:2.0];
        [NSObject cancelPreviousPerformRequestsWithTarget:self selector:@selector(viewWillAppear:) object:nil];
        NSTimer *timer = [NSTimer scheduledTimerWithTimeInterval:1.5 repeats:NO block:^(NSTimer *t) { NSLog(@"timer"); }];
        :wait
        """,
      expected: """
        [t=0] execute()
        [t=0]   async
        [t=0.5] execute()
        [t=0.5]   after
        [t=1] container.viewDidLoad()
        [t=1.5] block()
        [t=1.5]   timer
        """),
  ]

  @Test(arguments: cases)
  func runsOnTheClock(_ test: Case) {
    let run = ScriptRun(test.script)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output == test.expected, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
  }
}
