import Shell
import TestSupport
import Testing

/// The interpreter keeps the UIKit method each way of writing a call was matched to, and each
/// scope its last bindings read. These calls are written the same way before and after the
/// user's code changes what answers them: a kept match must never stand in for a method the
/// user declared since, nor a kept binding for a variable's new value.
struct CallMatchCacheTests {
  @Test("a call matched to UIKit's method reaches an override declared after it")
  func overrideDeclaredLaterAnswers() {
    let session = Session()
    _ = session.handle("let a = UIViewController()")
    let first = session.handle("container.addChild(a)").map(\.text)
    #expect(first.contains("  a.willMove(toParent: container)"))
    #expect(!first.contains { $0.contains("mine") })
    _ = session.handle(
      """
      class Box: UIViewController {
        override func addChild(_ child: UIViewController) {
          print("mine")
          super.addChild(child)
        }
      }
      """)
    _ = session.handle("let box = Box()")
    _ = session.handle("let b = UIViewController()")
    let second = session.handle("box.addChild(b)").map(\.text)
    #expect(second.contains("  mine"))
    #expect(second.contains("    b.willMove(toParent: box)"))
  }

  @Test("the same text typed again reaches the method an extension added in between")
  func extensionDeclaredLaterAnswersTheSameText() {
    let session = Session()
    _ = session.handle("class Box: UIViewController {}")
    _ = session.handle("let box = Box()")
    _ = session.handle("let a = UIViewController()")
    let before = session.handle("box.addChild(a)").map(\.text)
    #expect(before.contains("  a.willMove(toParent: box)"))
    #expect(!before.contains { $0.contains("mine") })
    _ = session.handle("a.removeFromParent()")
    _ = session.handle(
      """
      extension Box {
        override func addChild(_ child: UIViewController) {
          print("mine")
          super.addChild(child)
        }
      }
      """)
    let after = session.handle("box.addChild(a)").map(\.text)
    #expect(after.contains("  mine"))
  }

  @Test("a script's calls before and after an extension, in Swift")
  func swiftScriptBeforeAndAfterAnExtension() {
    let run = ScriptRun(
      """
      class Box: UIViewController {}
      let box = Box()
      let a = UIViewController()
      box.addChild(a)
      extension Box {
        override func addChild(_ child: UIViewController) {
          print("mine")
          super.addChild(child)
        }
      }
      let b = UIViewController()
      box.addChild(b)
      """)
    #expect(
      run.output
        == trimmedBlock(
          """
          box.addChild(a)
            a.willMove(toParent: box)
          box.addChild(b)
            mine
            box.addChild(b)
              b.willMove(toParent: box)
          """))
  }

  @Test("an Objective-C message before and after a category overrides its method")
  func objectiveCMessageBeforeAndAfterACategory() {
    let run = ScriptRun(
      """
      @interface Box : UIViewController
      @end
      @implementation Box
      @end
      Box *box = [[Box alloc] init];
      UIViewController *a = [[UIViewController alloc] init];
      [box addChildViewController:a];
      [a removeFromParentViewController];
      @implementation Box (Mine)
      - (void)addChildViewController:(UIViewController *)child {
        NSLog(@"mine");
        [super addChildViewController:child];
      }
      @end
      [box addChildViewController:a];
      """)
    #expect(run.output.components(separatedBy: "a.willMove(toParent: box)").count == 3)
    #expect(run.output.contains("  mine"))
    #expect(!run.hadError)
  }

  @Test("calls with one name and other labels are each matched as written")
  func labelsAndOldSpellingsAreMatchedApart() {
    let run = ScriptRun(
      """
      let a = UIViewController()
      container.addChild(a)
      a.removeFromParent()
      container.addChild(child: a)
      container.addChildViewController(a)
      a.willMove(toParentViewController: nil)
      a.willMove(toParent: nil)
      a.removeFromParent()
      """)
    #expect(
      run.output.contains("'addChild(child:)' does not match the arguments of 'addChild(_:)'"))
    #expect(run.output.contains("'addChildViewController(_:)' has been renamed to 'addChild(_:)'"))
    #expect(
      run.output.contains(
        "'willMove(toParentViewController:)' has been renamed to 'willMove(toParent:)'"))
    #expect(run.output.components(separatedBy: "has been renamed").count == 3)
  }

  @Test("one call written on a controller and on a view is matched for each receiver")
  func receiverKindsAreMatchedApart() {
    let run = ScriptRun(
      """
      let a = UIViewController()
      container.view.addSubview(a.view)
      container.addSubview(a.view)
      """)
    #expect(run.hadError)
    #expect(run.output.contains("container.view.addSubview(a.view)"))
    #expect(
      run.output.contains("'addSubview(_:)' does not match the arguments of 'addSubview(_:)'"))
  }

  @Test("a variable read again after it changes, or after its object goes, reads what it holds now")
  func variablesReadWhatTheyHoldNow() {
    let run = ScriptRun(
      """
      var n = 1
      print(n)
      n = 2
      print(n)
      n += 1
      print(n)
      let m = n
      print(m, n)
      for i in 0..<3 { n = i; print(n) }
      weak var w: UIViewController? = UIViewController()
      print(w == nil)
      var c: UIViewController? = UIViewController()
      weak var v = c
      print(v == nil)
      c = nil
      print(v == nil)
      """)
    #expect(
      run.output
        == ["1", "2", "3", "3 3", "0", "1", "2", "true", "false", "true"].joined(separator: "\n"))
  }
}
