import Shell
import Simulation
import TestSupport
import Testing

/// UIKit's properties are their rows: the ones the simulation keeps or acts on (`sim core`,
/// `sim stored`, `sim override`) and the inert ones are read, written, checked and listed
/// from the same declarations, with UIKit's documented defaults where they are not zero.
struct SurfacePropertyRowsTests {
  @Test("a property never set answers UIKit's documented default, simulated, stored or inert")
  func documentedDefaults() {
    let run = ScriptRun(
      """
      let layer = CALayer()
      print(layer.shadowRadius, layer.shadowOffset, layer.opacity)
      let label = UILabel()
      print(label.numberOfLines, label.textAlignment == .natural)
      let scroll = UIScrollView()
      print(scroll.bounces, scroll.isScrollEnabled)
      let vc = UIViewController()
      print(vc.modalPresentationStyle == .automatic, vc.view.alpha, vc.view.isUserInteractionEnabled)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output.split(separator: "\n").map(String.init) == [
        "note: 2:53: 'CALayer.opacity' is not simulated: accepted, no effect",
        "3.0 (0.0, -3.0) 1.0",
        "1 true",
        "true true",
        "vc.loadView()",
        "vc.viewDidLoad()",
        "true 1.0 true",
      ], "\(run.output)")
  }

  @Test("a stored property keeps what was set, per object, in both spellings, without a note")
  func storedPropertiesReadBack() {
    let run = ScriptRun(
      """
      UILabel *a = [[UILabel alloc] init];
      UILabel *b = [[UILabel alloc] init];
      a.text = @"A";
      [b setText:@"B"];
      self.title = @"Inbox";
      NSLog(@"%@ %@ %@", a.text, [b text], self.title);
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.hasSuffix("A B Inbox"), "\(run.output)")
    #expect(!run.output.contains("note:"), "\(run.output)")
  }

  @Test("a simulated property refuses a value of another type, in the compiler's words")
  func simulatedPropertiesCheckTheirType() {
    let run = ScriptRun(
      """
      let vc = UIViewController()
      vc.view.frame = vc
      window.rootViewController = vc.view
      vc.view.isHidden = 1
      print("goes on")
      """)
    #expect(run.hadError)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { $0.hasPrefix("error:") } == [
        "error: 2:9: cannot assign value of type 'UIViewController' to type 'CGRect'",
        "error: 3:8: cannot assign value of type 'UIView' to type 'UIViewController?'",
        "error: 4:9: cannot assign value of type 'Int' to type 'Bool'",
      ], "\(run.output)")
    #expect(lines.last == "goes on")
  }

  @Test("Objective-C's BOOL is a number: a simulated flag takes 1 and 0")
  func objectiveCFlagsTakeNumbers() {
    let run = ScriptRun(
      """
      UIViewController *vc = [[UIViewController alloc] init];
      vc.view.hidden = 1;
      vc.view.clipsToBounds = 1;
      NSLog(@"%d %d", vc.view.hidden, vc.view.clipsToBounds);
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.hasSuffix("1 1"), "\(run.output)")
  }

  @Test("respondsToSelector: and #selector know every member the SDK declares")
  func introspectionReadsTheRows() {
    let objc = ScriptRun(
      """
      UIViewController *vc = [[UIViewController alloc] init];
      NSLog(@"%d %d %d", [vc respondsToSelector:@selector(navigationItem)],
            [vc respondsToSelector:@selector(childViewControllers)],
            [vc respondsToSelector:@selector(noSuchThing)]);
      """)
    #expect(!objc.hadError, "\(objc.output)")
    #expect(objc.output.hasSuffix("1 1 0"), "\(objc.output)")
    let swift = ScriptRun(
      """
      let vc = UIViewController()
      print(vc.responds(to: #selector(getter: UIViewController.navigationItem)))
      """)
    #expect(!swift.hadError, "\(swift.output)")
    #expect(swift.output.hasSuffix("true"), "\(swift.output)")
  }

  @Test("Tab after an option set offers the members Swift names, not its zero option")
  func optionSetMembersAreSwiftNames() {
    let session = Session()
    let offered = session.complete("UIView.AnimationOptions.").candidates
    #expect(offered.contains { $0.hasSuffix("curveEaseIn") }, "\(offered)")
    #expect(!offered.contains { $0.hasSuffix("[]") }, "\(offered)")
  }

  @Test("a string's property sent as a message answers it; its mutable copy is our limit")
  func stringMessages() {
    let run = ScriptRun(
      """
      NSString *s = @"ab";
      NSLog(@"%lu %@", (unsigned long)[s length], [s copy]);
      id m = [s mutableCopy];
      NSLog(@"goes on");
      """)
    #expect(run.hadError)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "2 ab", "\(run.output)")
    #expect(
      lines.contains("unsupported: 3:8: containrepl does not simulate 'NSMutableString' yet"),
      "\(run.output)")
    #expect(lines.last == "goes on")
  }

  @Test("isDescendant(of:) answers from the view hierarchy, the view itself included")
  func isDescendantAnswersFromTheHierarchy() {
    let swift = ScriptRun(
      """
      let a = UIView()
      let b = UIView()
      let c = UIView()
      a.addSubview(b)
      b.addSubview(c)
      print(c.isDescendant(of: a), a.isDescendant(of: c), a.isDescendant(of: a))
      b.removeFromSuperview()
      print(c.isDescendant(of: a))
      """)
    #expect(!swift.hadError, "\(swift.output)")
    let swiftLines = swift.output.split(separator: "\n").map(String.init)
    #expect(swiftLines.filter { !$0.contains("Subview(") && !$0.contains("Superview(") } == [
      "true false true", "false",
    ])
    let objc = ScriptRun(
      """
      UIView *a = [UIView new];
      UIView *b = [UIView new];
      [a addSubview:b];
      NSLog(@"%d %d", [b isDescendantOfView:a], [a isDescendantOfView:b]);
      """)
    #expect(!objc.hadError, "\(objc.output)")
    #expect(objc.output.split(separator: "\n").last == "1 0")
  }

  @Test("a message to nil returns the zero of the row's result type")
  func nilMessagesReturnTheRowsZero() {
    let run = ScriptRun(
      """
      UIView *v = nil;
      NSArray *items = nil;
      NSLog(@"%d %f %lu %@", [v isHidden], [v alpha], (unsigned long)[items count], [v superview]);
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.hasSuffix("0 0.000000 0 (null)"), "\(run.output)")
  }

  @Test("a change to a mutable set or string is our limit, not a silent no-op")
  func unmodelledMutationsAreUnsupported() {
    let run = ScriptRun(
      """
      NSMutableSet *set = [NSMutableSet set];
      [set addObject:@1];
      NSMutableString *text = [NSMutableString stringWithString:@"a"];
      NSLog(@"goes on");
      """)
    #expect(run.hadError)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { $0.hasPrefix("unsupported:") } == [
        "unsupported: 2:6: containrepl does not simulate '-[NSMutableSet addObject:]' yet",
        "unsupported: 3:42: containrepl does not simulate 'NSMutableString' yet",
      ], "\(run.output)")
    #expect(lines.last == "goes on")
  }
}
