import Shell
import TestSupport
import Testing

/// Every runaway path ends fast, names the path, and leaves the world consistent.
struct RunawayTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let script: String
    /// A piece of the error that names the path.
    let names: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a stored property that makes another of its class",
      script: "class Host: UIViewController { let h = Host() }\nHost()",
      names: "'Host()' → the initial value of 'h' of 'Host' → 'Host()'"),
    Case(
      name: "loadView reading view before assigning it",
      script: """
        class V: UIViewController {
          override func loadView() { view.backgroundColor = .red }
        }
        let v = V()
        v.view
        """,
      names: "loadView() of 'V' reads 'view' before assigning it: UIKit calls loadView() again"),
    Case(
      name: "loadView reading view through self in Objective-C",
      script: """
        @interface W : UIViewController
        @end
        @implementation W
        - (void)loadView { self.view.alpha = 0.5; }
        @end
        W *w = [[W alloc] init];
        [w view];
        """,
      names: "loadView() of 'W' reads 'view' before assigning it"),
    Case(
      name: "a getter that returns its own property through self",
      script: "class G { var x: Int { return self.x } }\nprint(G().x)",
      names: "the getter of 'x' of 'G' reads 'x' again"),
    Case(
      name: "a setter that sets its own property through self",
      script: """
        class S { var x: Int { get { 0 } set { self.x = newValue } } }
        let s = S()
        s.x = 1
        """,
      names: "the setter of 'x' of 'S' sets 'x' again"),
    Case(
      name: "an Objective-C setter that sets its own property",
      script: """
        @interface T : NSObject
        @property (nonatomic) NSInteger count;
        @end
        @implementation T
        - (void)setCount:(NSInteger)count { self.count = count; }
        @end
        T *t = [T new];
        t.count = 2;
        """,
      names: "'setCount(_:)' of 'T' calls itself"),
    Case(
      name: "a didSet that sets its property through a method",
      script: """
        class P {
          var index = 0 { didSet { clamp() } }
          func clamp() { index = min(index, 3) }
        }
        P().index = 5
        """,
      names: "the didSet of 'index' of 'P' → 'clamp()' of 'P' → the didSet of 'index' of 'P'"),
    Case(
      name: "an override that calls itself",
      script: """
        class Loop: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); viewDidLoad() }
        }
        Loop().view
        """,
      names: "'viewDidLoad()' of 'Loop' calls itself"),
    Case(
      name: "mutual recursion of closures",
      script: """
        var f: () -> Void = {}
        let g = { f() }
        f = { g() }
        g()
        """,
      names: "a closure calls itself"),
    Case(
      name: "a callback that calls back into UIKit",
      script: """
        class Again: UIViewController {
          override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            beginAppearanceTransition(true, animated: false)
            endAppearanceTransition()
            beginAppearanceTransition(false, animated: false)
            beginAppearanceTransition(true, animated: false)
          }
        }
        let again = Again()
        again.beginAppearanceTransition(true, animated: false)
        """,
      names: "'viewWillAppear(_:)' of 'Again' calls itself"),
    Case(
      name: "a notification observer block that posts its own notification",
      script: """
        let ping = Notification.Name("Ping")
        NotificationCenter.default.addObserver(forName: ping, object: nil, queue: nil) { _ in
          NotificationCenter.default.post(name: ping, object: nil)
        }
        NotificationCenter.default.post(name: ping, object: nil)
        """,
      names: "a closure calls itself"),
    Case(
      name: "an observer method that posts the notification it observes",
      script: """
        class Echo: NSObject {
          @objc func heard(_ note: Notification) {
            NotificationCenter.default.post(name: Notification.Name("Echo"), object: nil)
          }
        }
        let echo = Echo()
        NotificationCenter.default.addObserver(
          echo, selector: #selector(Echo.heard(_:)), name: Notification.Name("Echo"), object: nil)
        NotificationCenter.default.post(name: Notification.Name("Echo"), object: nil)
        """,
      names: "'heard(_:)' of 'Echo' calls itself"),
    Case(
      name: "a layout callback that asks for another layout pass at once",
      script: """
        class Relayout: UIViewController {
          override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            view.setNeedsLayout()
            view.layoutIfNeeded()
          }
        }
        let r = Relayout()
        container.addChild(r)
        container.view.addSubview(r.view)
        r.didMove(toParent: container)
        r.view.layoutIfNeeded()
        """,
      names: "'viewDidLayoutSubviews()' of 'Relayout' calls itself"),
    Case(
      name: "a block that dispatches itself again",
      script: "func again() { DispatchQueue.main.async { again() } }\nagain()",
      names:
        "'DispatchQueue.main.async' scheduled from work the run loop ran, 256 generations deep"),
    Case(
      name: "a timer whose block schedules the next timer",
      script: """
        func tick() { Timer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in tick() } }
        tick()
        """,
      names: "'Timer.scheduledTimer' scheduled from work the run loop ran"),
  ]

  @Test(arguments: cases)
  func stopsFastNamingThePath(_ test: Case) {
    let run = ScriptRun(test.script + "\nprint(\"still here\")")
    #expect(run.hadError)
    // Stopped by the depth budget, which names the path at once — not by the step or time
    // limit, which would mean the recursion ran on until the input's budget was spent.
    #expect(!run.output.contains("execution stopped after"), "\(run.output.suffix(400))")
    #expect(run.output.contains(test.names), "\(run.output)")
    #expect(run.output.hasSuffix("still here"), "the session goes on")
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  @Test("a didSet that sets its own property directly runs once, as in Swift")
  func observerSettingItsOwnPropertyDoesNotRecur() {
    let run = ScriptRun(
      """
      class C: UIViewController {
        var count = 0 { didSet { count = min(count, 2) } }
        override var title: String? { didSet { title = title?.uppercased() } }
      }
      struct Box { var n = 0 { didSet { n = n * 10 } } }
      let c = C()
      c.count = 9
      c.title = "abc"
      var box = Box()
      box.n = 2
      print(c.count, c.title ?? "", box.n)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.hasSuffix("2 ABC 20"))
  }

  @Test("the limit stops deep but finite recursion the same way, and leaves room for the next")
  func deepRecursionAndTheNextInput() {
    let session = Session()
    let deep = session.handle(
      "func down(_ n: Int) -> Int { n == 0 ? 0 : down(n - 1) + 1 }\nprint(down(200))")
    #expect(deep.map(\.text).contains("  200") || deep.map(\.text).contains("200"))
    let tooDeep = session.handle("print(down(100000))").map(\.text).joined(separator: "\n")
    #expect(tooDeep.contains("'down(_:)' of 'ContainerViewController' calls itself"))
    let after = session.handle("print(down(10))").map(\.text)
    #expect(after.contains { $0.hasSuffix("10") })
  }

  /// Its log repeats one line beyond the sandbox's cap, which the shell counts.
  @Test(
    "a block that schedules itself forever stops, naming the entry point, and the session goes on")
  func endlessReschedulingStops() {
    let run = ScriptRun(
      "func again() { DispatchQueue.main.async { again() } }\nagain()\nprint(\"still here\")")
    #expect(run.hadError)
    #expect(
      run.output.contains(
        "'DispatchQueue.main.async' scheduled from work the run loop ran, 256 generations deep"))
    #expect(run.output.hasSuffix("still here"))
  }
}
