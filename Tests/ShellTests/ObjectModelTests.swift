import Shell
import Simulation
import TestSupport
import Testing

/// The object model's behaviour that a single log does not show.
struct ObjectModelTests {
  @Test("6 the call-depth limit inside an override stops the statement that ran it")
  func depthLimitInsideAnOverrideStopsTheInput() {
    let run = ScriptRun(
      """
      class Loop: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          viewDidLoad()
        }
      }
      let loop = Loop()
      loop.view
      print("next statement")
      """)
    #expect(run.hadError)
    #expect(run.output.contains("call depth exceeded"))
    #expect(!run.output.contains("UIKit called"))
    #expect(run.output.hasSuffix("next statement"))
  }

  @Test("4 a class whose property makes another of itself stops at the depth limit, never crashes")
  func runawayConstructionStops() {
    let run = ScriptRun(
      """
      class Host: UIViewController { let inner = Host() }
      let host = Host()
      class Lazy { lazy var a: Int = a + 1 }
      print(Lazy().a)
      print("still here")
      """)
    #expect(run.hadError)
    #expect(run.output.components(separatedBy: "call depth exceeded").count == 3)
    #expect(run.output.hasSuffix("still here"))
  }

  @Test("6 typed in the sandbox, a class with a bad method is still made; a bad statement is not")
  func interactiveDeclarationsKeepTheirGoodParts() {
    let session = Session()
    let declared = session.handle(
      """
      class Partial: UIViewController {
        func good() { print("good") }
        func bad() { let x = = 1 }
      }
      """
    ).map(\.text)
    #expect(declared.contains("note: in 'bad()' of 'Partial'"))
    #expect(session.handle("Partial().good()").map(\.text).contains("  good"))
    let rejected = session.handle("print(\"first\")\nlet y = = 2").map(\.text)
    #expect(!rejected.contains("first"))
  }

  @Test("6 an interrupt inside code UIKit calls stops the whole input")
  func interruptInsideAnOverrideStopsTheInput() {
    let session = Session()
    var lines = session.handle(
      """
      class Busy: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          var n = 0
          while true { n += 1 }
        }
      }
      """)
    session.interruptCheck = { true }
    lines += session.handle("let busy = Busy()\nbusy.view\nprint(\"not reached\")")
    let output = lines.map(\.text).joined(separator: "\n")
    #expect(output.contains("interrupted (Ctrl-C)"))
    #expect(!output.contains("UIKit called"))
    #expect(!output.contains("not reached"))
  }

  @Test("2 helpers never enter the world: only view controllers are controllers")
  func helpersNeverBecomeControllers() {
    let run = ScriptRun(
      """
      class PageController {}
      class AnimationController: NSObject {}
      @interface DataController : NSObject
      @end
      let pages = PageController()
      let animations = AnimationController()
      DataController *data = [DataController new];
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.session.world.controllers.count == 1)
  }

  // The count stays well inside a debug build's processor-time budget for one input, so that
  // the test checks lifetimes, not the machine's speed.
  @Test("3 thousands of objects made and dropped in a loop leave no controller")
  func manyObjects() {
    let run = ScriptRun(
      """
      class Item { var next: Item? }
      weak var last: Item?
      for _ in 0..<4000 {
        let item = Item()
        item.next = Item()
        last = item
      }
      print(last == nil)
      """)
    #expect(run.output == "true")
    #expect(run.session.world.controllers.count == 1)
  }

  @Test("3 a Swift method reached from Objective-C keeps its Swift spelling in the log")
  func crossDialectCallsAreLoggedInTheChosenSyntax() {
    let script = """
      func show(_ child: UIViewController) {
        addChild(child)
      }
      let a = UIViewController()
      [self show:a];
      """
    let objc = ScriptRun(script, options: SessionOptions(syntax: .objc))
    #expect(
      objc.output == """
        [container show:a]
          [container addChildViewController:a]
            [a willMoveToParentViewController:container]
        """)
  }
}
