import TestSupport
import Testing

/// Old spellings run with the migrator's warning; a missing `override` is swiftc's error with
/// its fix-it; an override that skips `super` gets a hint.
struct OldSpellingTests {
  @Test("a Swift 3 name runs, warned once per call site with today's name and the fix-it")
  func aSwift3NameRunsWithAWarningOncePerSite() {
    let run = ScriptRun(
      """
      let a = UIViewController()
      for _ in 0..<2 { addChildViewController(a) }
      a.didMoveToParentViewController(self)
      """)
    #expect(!run.hadError, "\(run.output)")
    let warnings = run.output.split(separator: "\n").filter { $0.hasPrefix("warning:") }
    #expect(
      warnings == [
        "warning: 2:18: 'addChildViewController(_:)' has been renamed to 'addChild(_:)'",
        "warning: 3:3: 'didMoveToParentViewController(_:)' has been renamed to 'didMove(toParent:)'",
      ], "\(run.output)")
    #expect(run.output.contains("fix-it: replace 'addChildViewController' with 'addChild'"))
    #expect(run.output.contains("a.didMove(toParent: container)"))
  }

  @Test("UIView.animateWithDuration runs as UIView.animate, with the warning")
  func animateWithDurationIsWarned() {
    let run = ScriptRun(
      "let v = UIView()\nUIView.animateWithDuration(0.25, animations: { v.alpha = 0 })")
    #expect(
      run.output.contains(
        "warning: 2:8: 'animateWithDuration(_:animations:)' has been renamed to 'animate(withDuration:animations:)'"
      ), "\(run.output)")
    #expect(run.output.contains("UIView.animate(withDuration: 0.25, animations: { … })"))
  }

  @Test(
    "an override without 'override' is swiftc's error, with its fix-it, in a class and at the top")
  func aMissingOverrideIsAnError() {
    let run = ScriptRun(
      """
      class Child: UIViewController {
        func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
      }
      func viewDidLoad() { super.viewDidLoad() }
      """)
    #expect(run.hadError)
    #expect(
      run.output
        == """
        error: 2:8: overriding declaration requires an 'override' keyword
          func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
               ^~~~~~~~~~~~~~
        fix-it: insert 'override '
        error: 4:6: overriding declaration requires an 'override' keyword
        func viewDidLoad() { super.viewDidLoad() }
             ^~~~~~~~~~~
        fix-it: insert 'override '
        """, "\(run.output)")
  }

  @Test("an appearance or layout override that never calls super gets a hint; one that does, none")
  func anOverrideWithoutSuperGetsAHint() {
    let run = ScriptRun(
      """
      class A: UIViewController {
        override func viewDidAppear(_ animated: Bool) { print("no super") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
      }
      @interface B : UIViewController
      @end
      @implementation B
      - (void)viewDidLayoutSubviews { NSLog(@"no super"); }
      - (void)viewWillLayoutSubviews { [super viewWillLayoutSubviews]; }
      @end
      """)
    #expect(!run.hadError, "\(run.output)")
    let hints = run.output.split(separator: "\n").filter { $0.hasPrefix("hint:") }
    #expect(
      hints == [
        "hint: 2:17: this override of 'viewDidAppear(_:)' never calls super.viewDidAppear(_:): UIKit's documentation asks that it does",
        "hint: 8:9: this override of 'viewDidLayoutSubviews()' never calls super.viewDidLayoutSubviews(): UIKit's documentation asks that it does",
      ], "\(run.output)")
  }
}
