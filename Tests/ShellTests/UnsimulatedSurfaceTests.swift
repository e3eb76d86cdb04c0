import Shell
import Simulation
import TestSupport
import Testing

/// Members and classes real UIKit has but containrepl does not simulate: valid code says
/// `unsupported:` (the statement is skipped, the session goes on, the run fails), while names
/// UIKit does not have keep the compiler's error.
struct UnsimulatedSurfaceTests {
  struct Case: CustomStringConvertible, Sendable {
    let line: String
    let diagnostic: String
    var description: String { line }
  }

  static let swiftCases: [Case] = [
    Case(
      line: "b.setTitle(\"Hi\", for: .normal)",
      diagnostic:
        "unsupported: 3:3: containrepl does not simulate 'UIButton.setTitle(_:for:)' yet"),
    Case(
      line: "b.addTarget(vc, action: #selector(UIViewController.viewDidLoad), for: .touchUpInside)",
      diagnostic:
        "unsupported: 3:3: containrepl does not simulate 'UIControl.addTarget(_:action:for:)' yet"),
    Case(
      line: "vc.view.addGestureRecognizer(vc.view.gestureRecognizers)",
      diagnostic:
        "unsupported: 3:38: containrepl does not simulate 'UIView.gestureRecognizers' yet"),
    Case(
      line: "UIView.animateKeyframes(withDuration: 1, delay: 0) { vc.view.alpha = 0 }",
      diagnostic:
        "unsupported: 3:8: containrepl does not simulate 'UIView.animateKeyframes(withDuration:delay:options:animations:completion:)' yet"
    ),
    Case(
      line: "vc.show(UIViewController(), sender: nil)",
      diagnostic:
        "unsupported: 3:4: containrepl does not simulate 'UIViewController.show(_:sender:)' yet"),
    Case(
      line: "vc.navigationItem.title = \"Inbox\"",
      diagnostic:
        "unsupported: 3:4: containrepl does not simulate 'UIViewController.navigationItem' yet"),
    Case(
      line: "b.isSelected = true",
      diagnostic: "unsupported: 3:3: containrepl does not simulate 'UIControl.isSelected' yet"),
    Case(
      line: "vc.view.layer.addSublayer(vc.view.layer)",
      diagnostic: "unsupported: 3:15: containrepl does not simulate 'CALayer.addSublayer(_:)' yet"),
    Case(
      line: "let tap = UITapGestureRecognizer(target: vc, action: nil)",
      diagnostic: "unsupported: 3:11: containrepl does not simulate 'UITapGestureRecognizer' yet"),
    Case(
      line: "b.setTitle(\"Hi\")",
      diagnostic:
        "error: 3:3: 'setTitle(_:)' does not match the arguments of 'setTitle(_:for:)' ('setTitle:forState:')"
    ),
    Case(
      line: "b.setTitel(\"Hi\", for: .normal)",
      diagnostic:
        "error: 3:3: value of type 'UIButton' has no member 'setTitel'; did you mean 'setTitle'?"),
  ]

  static let pageCases: [Case] = [
    Case(
      line:
        "let p = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)",
      diagnostic:
        "unsupported: 3:9: containrepl does not simulate 'UIPageViewController.init(transitionStyle:navigationOrientation:options:)' yet"
    ),
    Case(
      line: "UIPageViewController().setViewControllers([vc], direction: .forward, animated: false)",
      diagnostic:
        "unsupported: 3:24: containrepl does not simulate 'UIPageViewController.setViewControllers(_:direction:animated:completion:)' yet"
    ),
  ]

  @Test(
    "Swift: a member UIKit has is unsupported, the session goes on",
    arguments: swiftCases + pageCases)
  func swiftMembers(_ example: Case) {
    let run = ScriptRun(
      """
      let vc = UIViewController()
      let b = UIButton()
      \(example.line)
      print("goes on")
      """)
    #expect(run.hadError)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.contains(example.diagnostic), "\(run.output)")
    #expect(lines.last == "goes on", "\(run.output)")
  }

  static let objcCases: [Case] = [
    Case(
      line: "[b setTitle:@\"Hi\" forState:UIControlStateNormal];",
      diagnostic:
        "unsupported: 3:4: containrepl does not simulate '-[UIButton setTitle:forState:]' yet"),
    Case(
      line: "[vc.view addGestureRecognizer:nil];",
      diagnostic:
        "unsupported: 3:10: containrepl does not simulate '-[UIView addGestureRecognizer:]' yet"),
    Case(
      line:
        "[UIView animateKeyframesWithDuration:1 delay:0 options:0 animations:^{ } completion:nil];",
      diagnostic:
        "unsupported: 3:9: containrepl does not simulate '+[UIView animateKeyframesWithDuration:delay:options:animations:completion:]' yet"
    ),
    Case(
      line: "[b setSelected:YES];",
      diagnostic: "unsupported: 3:4: containrepl does not simulate 'UIControl.selected' yet"),
    Case(
      line: "b.selected = YES;",
      diagnostic: "unsupported: 3:3: containrepl does not simulate 'UIControl.selected' yet"),
    Case(
      line: "[vc navigationItem];",
      diagnostic:
        "unsupported: 3:5: containrepl does not simulate 'UIViewController.navigationItem' yet"),
    Case(
      line: "[b setTitle:@\"Hi\"];",
      diagnostic:
        "error: 3:4: no visible @interface for 'UIButton' declares the selector 'setTitle:'; did you mean 'setTitle:forState:'?"
    ),
    Case(
      line: "[b setTitel:@\"Hi\" forState:UIControlStateNormal];",
      diagnostic:
        "error: 3:4: no visible @interface for 'UIButton' declares the selector 'setTitel:forState:'; did you mean 'setTitle:forState:'?"
    ),
  ]

  @Test("Objective-C: the selector of a member UIKit has is unsupported", arguments: objcCases)
  func objcMembers(_ example: Case) {
    let run = ScriptRun(
      """
      UIViewController *vc = [[UIViewController alloc] init];
      UIButton *b = [[UIButton alloc] init];
      \(example.line)
      NSLog(@"goes on");
      """)
    #expect(run.hadError)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.contains(example.diagnostic), "\(run.output)")
    #expect(lines.last == "goes on", "\(run.output)")
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

  @Test("`:help UIControl` lists what is known but not simulated")
  func helpListsUnsimulatedMembers() {
    let run = ScriptRun(":help UIControl")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("not simulated (unsupported):"), "\(run.output)")
    #expect(lines.contains("  addTarget(_:action:for:)    addTarget:action:forControlEvents:"))
    let document = ScriptRun(":help surface").output
    #expect(document.contains("## UIPageViewController"))
    #expect(
      document.contains(
        "  class animateKeyframes(withDuration:delay:options:animations:completion:)    +animateKeyframesWithDuration:delay:options:animations:completion:"
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
