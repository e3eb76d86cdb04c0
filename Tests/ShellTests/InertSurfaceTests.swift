import Shell
import Simulation
import TestSupport
import Testing

/// Every member the SDK declares exists: the simulated ones act, the rest are accepted with
/// their declared types and a one-time note (the run succeeds); names UIKit does not have keep
/// the compiler's error, and members that would reach outside the sandbox are refused.
struct InertSurfaceTests {
  struct Case: CustomStringConvertible, Sendable {
    let line: String
    /// The lines the statement adds to the output (before "goes on").
    let output: [String]
    var isError: Bool { output.contains { $0.hasPrefix("error:") || $0.hasPrefix("unsupported:") } }
    var description: String { line }
  }

  static let swiftCases: [Case] = [
    Case(
      line: "b.setTitle(\"Hi\", for: .normal)",
      output: ["note: 3:3: 'UIButton.setTitle(_:for:)' is not simulated: accepted, no effect"]),
    // Target-action is simulated: no note.
    Case(
      line: "b.addTarget(vc, action: #selector(UIViewController.viewDidLoad), for: .touchUpInside)",
      output: []),
    Case(
      line: "UIView.animateKeyframes(withDuration: 1, delay: 0) { vc.view.alpha = 0 }",
      output: [
        "note: 3:8: 'UIView.animateKeyframes(withDuration:delay:options:animations:completion:)' is not simulated: accepted, no effect"
      ]),
    Case(
      line: "vc.show(UIViewController(), sender: nil)",
      output: [
        "note: 3:4: 'UIViewController.show(_:sender:)' is not simulated: accepted, no effect"
      ]),
    Case(
      line: "vc.navigationItem.title = \"Inbox\"",
      output: [
        "note: 3:4: 'UIViewController.navigationItem' is not simulated: accepted, no effect",
        "note: 3:19: 'UINavigationItem.title' is not simulated: accepted, no effect",
      ]),
    Case(
      line: "b.isSelected = true",
      output: ["note: 3:3: 'UIControl.isSelected' is not simulated: accepted, no effect"]),
    Case(line: "let tap = UITapGestureRecognizer(target: vc, action: nil)", output: []),
    // An option set nested in a class, made empty by its init().
    Case(
      line: "print(UIControl.State().isEmpty, UIView.AnimationOptions().isEmpty)",
      output: ["true true"]),
    Case(
      line:
        "let p = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)",
      output: []),
    Case(
      line: "print(UIScreen.main.bounds.width, UIApplication.shared.isIdleTimerDisabled)",
      output: [
        // The screen and the application are the sandbox's device (rules W.1, W.3).
        "note: 3:56: 'UIApplication.isIdleTimerDisabled' is not simulated: accepted, no effect",
        "320.0 false",
      ]),
    // Swift passes no nil where a parameter is not optional.
    Case(
      line: "vc.view.addGestureRecognizer(vc.view.gestureRecognizers)",
      output: [
        "vc.loadView()", "vc.viewDidLoad()",
        "error: 3:30: 'nil' is not compatible with expected argument type 'UIGestureRecognizer'",
        "vc.view.addGestureRecognizer(vc.view.gestureRecognizers)",
        "                             ^~~~~~~~~~~~~~~~~~~~~~~~~~",
      ]),
    Case(
      line: "b.setTitle(\"Hi\")",
      output: [
        "error: 3:3: 'setTitle(_:)' does not match the arguments of 'setTitle(_:for:)' ('setTitle:forState:')",
        "b.setTitle(\"Hi\")", "  ^~~~~~~~",
      ]),
    Case(
      line: "b.setTitel(\"Hi\", for: .normal)",
      output: [
        "error: 3:3: value of type 'UIButton' has no member 'setTitel'",
        "b.setTitel(\"Hi\", for: .normal)", "  ^~~~~~~~", "note: did you mean 'setTitle'?",
      ]),
  ]

  @Test(
    "Swift: a member UIKit declares is accepted; a name it does not have is an error",
    arguments: swiftCases)
  func swiftMembers(_ example: Case) {
    let run = ScriptRun(
      """
      let vc = UIViewController()
      let b = UIButton()
      \(example.line)
      print("goes on")
      """)
    #expect(run.hadError == example.isError, "\(run.output)")
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines == example.output + ["goes on"])
  }

  static let objcCases: [Case] = [
    Case(
      line: "[b setTitle:@\"Hi\" forState:UIControlStateNormal];",
      output: ["note: 3:4: '-[UIButton setTitle:forState:]' is not simulated: accepted, no effect"]),
    // Objective-C takes nil for a parameter.
    Case(
      line: "[vc.view addGestureRecognizer:nil];", output: ["vc.loadView()", "vc.viewDidLoad()"]),
    Case(
      line:
        "[UIView animateKeyframesWithDuration:1 delay:0 options:0 animations:^{ } completion:nil];",
      output: [
        "note: 3:9: '+[UIView animateKeyframesWithDuration:delay:options:animations:completion:]' is not simulated: accepted, no effect"
      ]),
    Case(
      line: "[b setSelected:YES];",
      output: ["note: 3:4: 'UIControl.selected' is not simulated: accepted, no effect"]),
    Case(
      line: "b.selected = YES;",
      output: ["note: 3:3: 'UIControl.selected' is not simulated: accepted, no effect"]),
    Case(
      line: "NSLog(@\"%@\", [[NSBundle mainBundle] bundlePath]);",
      output: [
        "note: 3:25: '+[NSBundle mainBundle]' is not simulated: accepted, no effect",
        "note: 3:37: 'NSBundle.bundlePath' is not simulated: accepted, no effect", "",
      ]),
    Case(
      line: "[b setTitle:@\"Hi\"];",
      output: [
        "error: 3:4: no visible @interface for 'UIButton' declares the selector 'setTitle:'",
        "[b setTitle:@\"Hi\"];", "   ^~~~~~~~~", "note: did you mean 'setTitle:forState:'?",
      ]),
    Case(
      line: "[b setTitel:@\"Hi\" forState:UIControlStateNormal];",
      output: [
        "error: 3:4: no visible @interface for 'UIButton' declares the selector 'setTitel:forState:'",
        "[b setTitel:@\"Hi\" forState:UIControlStateNormal];", "   ^~~~~~~~~~~~~~~~~~~~~~~~",
        "note: did you mean 'setTitle:forState:'?",
      ]),
    Case(
      line: "[@\"x\" writeToFile:@\"out\" atomically:YES encoding:4 error:nil];",
      output: [
        "unsupported: 3:7: '-[NSString writeToFile:atomically:encoding:error:]' reaches outside the sandbox (files, the clock): containrepl does not run it",
        "[@\"x\" writeToFile:@\"out\" atomically:YES encoding:4 error:nil];",
        "      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~",
      ]),
  ]

  @Test(
    "Objective-C: a selector UIKit declares is accepted; one it does not is an error",
    arguments: objcCases)
  func objcMembers(_ example: Case) {
    let run = ScriptRun(
      """
      UIViewController *vc = [[UIViewController alloc] init];
      UIButton *b = [[UIButton alloc] init];
      \(example.line)
      NSLog(@"goes on");
      """)
    #expect(run.hadError == example.isError, "\(run.output)")
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines == example.output + ["goes on"])
  }

  @Test("an object of a class the rows name but do not declare: its members are our limit")
  func undeclaredClassesAreUnsupported() {
    let run = ScriptRun(
      """
      let view = UIView()
      print(view.keyboardLayoutGuide === view.keyboardLayoutGuide)
      view.keyboardLayoutGuide.followsUndockedKeyboard = true
      print("goes on")
      """)
    #expect(run.hadError)
    #expect(
      run.output.split(separator: "\n").map(String.init) == [
        "note: 2:12: 'UIView.keyboardLayoutGuide' is not simulated: accepted, no effect",
        "true",
        "unsupported: 3:26: containrepl does not simulate 'UIKeyboardLayoutGuide.followsUndockedKeyboard' yet",
        "view.keyboardLayoutGuide.followsUndockedKeyboard = true",
        "                         ^~~~~~~~~~~~~~~~~~~~~~~",
        "goes on",
      ], "\(run.output)")
  }

  @Test("a member is noted once a run, and :notes lists every inert member used")
  func notesAreOnceAndListed() {
    let run = ScriptRun(
      """
      let b = UIButton()
      b.isSelected = true
      b.isSelected = false
      print(b.isSelected)
      :notes
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output == """
        note: 2:3: 'UIControl.isSelected' is not simulated: accepted, no effect
        false
        note: 1 UIKit member used so far is accepted without effect (not simulated):
          UIControl.isSelected
        """)
  }

  @Test("a failable initialiser the rows declare gives an optional, as Swift prints it")
  func failableInitialisersAreOptional() {
    let run = ScriptRun(
      """
      let image = UIImage(named: "tab")
      print(image)
      let button = UIButton(type: .system)
      print(button)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output.split(separator: "\n").dropFirst().map(String.init) == [
        "Optional(<UIImage: image>)", "<UIButton: button>",
      ], "\(run.output)")
  }

  @Test("a keyed setter's value is read back by its getter, per key")
  func keyedSettersReadBack() {
    let run = ScriptRun(
      """
      let b = UIButton()
      b.setTitle("Plain", for: .normal)
      b.setTitle("Lit", for: .highlighted)
      print(b.title(for: .normal) ?? "-", b.title(for: .highlighted) ?? "-", b.title(for: .selected) ?? "-")
      print(b.title(for: .normal))
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.hasSuffix("Plain Lit -\nOptional(\"Plain\")"), "\(run.output)")
  }

  @Test("files and the clock are refused, in both languages, and the run goes on")
  func outsideTheSandboxIsRefused() {
    let run = ScriptRun(
      """
      NSDate *now = [NSDate date];
      NSLog(@"goes on");
      """)
    #expect(run.hadError)
    #expect(
      run.output.hasPrefix(
        "unsupported: 1:23: '+[NSDate date]' reaches outside the sandbox (files, the clock): containrepl does not run it"
      ), "\(run.output)")
    #expect(run.output.hasSuffix("goes on"))
  }

  @Test("a method of a view class is not a class method, nor the other way round")
  func instanceAndClassMembersStayApart() {
    let run = ScriptRun(
      """
      let v = UIView()
      v.animateKeyframes(withDuration: 1, delay: 0) { }
      """)
    #expect(
      run.output.hasPrefix("error: 2:3: value of type 'UIView' has no member 'animateKeyframes'"),
      "\(run.output)")
  }

  @Test("a user's own method of the same name answers first")
  func userMethodsWin() {
    let run = ScriptRun(
      """
      class Menu: UIViewController {
        func show(_ other: UIViewController, sender: Any?) { print("mine") }
      }
      Menu().show(UIViewController(), sender: nil)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.hasSuffix("mine"), "\(run.output)")
  }

  @Test("`:help UIControl` shows what is simulated and what is only declared")
  func helpShowsBothKinds() {
    let run = ScriptRun(":help UIControl")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("simulated:"), "\(run.output)")
    #expect(lines.contains("  addTarget(_:action:for:)    addTarget:action:forControlEvents:"))
    #expect(lines.contains { $0.hasPrefix("declared by UIKit, accepted without effect (") })
    let document = ScriptRun(":help surface").output
    #expect(document.contains("## UIPageViewController"))
    #expect(
      document.contains(
        "  class animateKeyframes(withDuration:delay:options:animations:completion:)    +animateKeyframesWithDuration:delay:options:animations:completion:    ios 7.0"
      ))
  }

  @Test("key-value observation is accepted with a one-line note, and the session goes on")
  func observationIsAOneLineNote() {
    let run = ScriptRun(
      """
      let vc = UIViewController()
      vc.addObserver(vc, forKeyPath: "title", options: [.new], context: nil)
      print("goes on")
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output
        == """
        note: 2:4: key-value observation of 'title' is registered but not simulated: no change will be reported
        goes on
        """, "\(run.output)")
  }

  @Test("with the Objective-C log a notification post is written as Objective-C writes it")
  func notificationPostInObjectiveC() {
    let run = ScriptRun(
      """
      NotificationCenter.default.post(name: Notification.Name("Refresh"), object: nil)
      """, options: SessionOptions(syntax: .objc))
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output
        == "[[NSNotificationCenter defaultCenter] postNotificationName:@\"Refresh\" object:nil]",
      "\(run.output)")
    let swift = ScriptRun(
      "NotificationCenter.default.post(name: Notification.Name(\"Refresh\"), object: nil)")
    #expect(swift.output == "NotificationCenter.default.post(name: \"Refresh\", object: nil)")
  }

  @Test("observe(\\.key) is the same one-line note; its observation can be invalidated")
  func keyPathObservationIsAOneLineNote() {
    let run = ScriptRun(
      """
      let vc = UIViewController()
      let token = vc.observe(\\.title) { _, _ in print("changed") }
      let other = vc.observe(\\UIViewController.view.frame, options: [.new]) { _, _ in }
      vc.title = "Inbox"
      token.invalidate()
      print("goes on")
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output
        == """
        note: 2:16: key-value observation of 'title' is registered but not simulated: no change will be reported
        note: 3:16: key-value observation of 'view.frame' is registered but not simulated: no change will be reported
        goes on
        """, "\(run.output)")
  }

  @Test("[UIButton buttonWithType:] makes a button, as UIButton(type:) does")
  func buttonFactory() {
    let run = ScriptRun(
      """
      UIButton *b = [UIButton buttonWithType:UIButtonTypeSystem];
      [self.view addSubview:b];
      NSLog(@"%d", b.superview == self.view);
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.hasSuffix("\n1"), "\(run.output)")
  }
}
