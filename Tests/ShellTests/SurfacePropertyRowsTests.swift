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

  @Test("a string's property sent as a message answers it; its mutable copy is its own object")
  func stringMessages() {
    let run = ScriptRun(
      """
      NSString *s = @"ab";
      NSLog(@"%lu %@", (unsigned long)[s length], [s copy]);
      NSMutableString *m = [s mutableCopy];
      [m appendString:@"c"];
      NSLog(@"%@ %@", s, m);
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output == "2 ab\nab abc", "\(run.output)")
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
    #expect(
      swiftLines.filter { !$0.contains("Subview(") && !$0.contains("Superview(") } == [
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

  @Test("weak takes any class the SDK declares, and refuses its structures and Swift's values")
  func weakKnowsClassesFromTheRows() {
    let run = ScriptRun(
      """
      class Sheet: UIViewController {
        weak var height: NSLayoutConstraint?
        weak var tint: UIColor?
        weak var screen: UIScreen?
      }
      let s = Sheet()
      print(s.height == nil, s.tint == nil)
      struct Bad { weak var r: CGRect? }
      struct Worse { weak var n: Int? }
      """)
    #expect(run.output.hasPrefix("true true\n"), "\(run.output)")
    #expect(
      run.output.contains(
        "'weak' may only be applied to class and class-bound protocol types, not 'CGRect'"),
      "\(run.output)")
    #expect(
      run.output.contains(
        "'weak' may only be applied to class and class-bound protocol types, not 'Int'"),
      "\(run.output)")
  }

  @Test("a typed constant's type is made from its raw value, as Swift imports it")
  func typedConstantsAreMadeFromRawValues() {
    let run = ScriptRun(
      """
      let a = Notification.Name("A")
      let b = NSNotification.Name(rawValue: "B")
      let k = Notification.Name.init("K")
      print(a, b, k)
      let high = UILayoutPriority(rawValue: 999)
      let low = UILayoutPriority(250)
      print(high, low, UILayoutPriority.required - 1 == high)
      let bad = Notification.Name(5)
      print("goes on")
      """)
    #expect(run.hadError)
    let lines = run.output.split(separator: "\n").map(String.init)
    // A string-backed one as `NSNotificationName(_rawValue: A)`, its Objective-C name.
    #expect(
      lines.first
        == "NSNotificationName(_rawValue: A) NSNotificationName(_rawValue: B)"
        + " NSNotificationName(_rawValue: K)", "\(run.output)")
    // Swift prints the imported structure with its C name and stored raw value.
    #expect(
      lines.contains(
        "UILayoutPriority(rawValue: 999.0) UILayoutPriority(rawValue: 250.0) true"),
      "\(run.output)")
    #expect(
      lines.contains(
        "error: 8:29: cannot convert value of type 'Int' to expected argument type 'String'"),
      "\(run.output)")
    #expect(lines.last == "goes on")
  }

  @Test(
    "UIKit's initialisers are their rows: a subclass's redeclaration makes what its ancestor's does"
  )
  func initializersAreRows() {
    let swift = ScriptRun(
      """
      let button = UIButton(frame: CGRect(x: 0, y: 0, width: 44, height: 30))
      let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
      let table = UITableViewController(style: .plain)
      let page = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
      print(button.frame, stack.arrangedSubviews.count, table is UIViewController)
      let grid = UICollectionViewController(collectionViewLayout: UICollectionViewFlowLayout())
      print(grid.view.bounds.width)
      """)
    #expect(!swift.hadError, "\(swift.output)")
    let lines = swift.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "(0.0, 0.0, 44.0, 30.0) 2 true", "\(swift.output)")
    // An initialiser the simulation does not make itself is declared: the object, and a note.
    #expect(
      lines.filter { $0.hasPrefix("note:") } == [
        "note: 6:12: 'UICollectionViewController.init(collectionViewLayout:)' is not simulated: accepted, no effect"
      ], "\(swift.output)")
    #expect(lines.last == "320.0")
    let objc = ScriptRun(
      """
      UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 30, 40)];
      NSLayoutConstraint *c = [NSLayoutConstraint constraintWithItem:v attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:8];
      UIButton *b = [UIButton buttonWithType:UIButtonTypeSystem];
      NSLog(@"%@ %.0f %d", NSStringFromCGRect(v.frame), c.constant, c.active);
      """)
    #expect(!objc.hadError, "\(objc.output)")
    #expect(objc.output.split(separator: "\n").last == "{{0, 0}, {30, 40}} 8 0", "\(objc.output)")
  }

  @Test("animation options and colours are the rows' names; a zero option is no option")
  func optionsAndColoursAreRows() {
    let swift = ScriptRun(
      """
      let v = UIView()
      v.backgroundColor = .systemMint
      UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseInOut, .preferredFramesPerSecond60], animations: { v.alpha = 0 })
      """)
    #expect(!swift.hadError, "\(swift.output)")
    let swiftLines = swift.output.split(separator: "\n").map(String.init)
    #expect(swiftLines.first == "v.backgroundColor = UIColor.systemMint", "\(swift.output)")
    #expect(swiftLines.contains { $0.contains("options: [.preferredFramesPerSecond60]") })
    let objc = ScriptRun(
      """
      UIView *v = [UIView new];
      v.backgroundColor = [UIColor systemTealColor];
      [UIView animateWithDuration:0.3 delay:0 options:UIViewAnimationOptionCurveEaseInOut | UIViewAnimationOptionBeginFromCurrentState animations:^{ v.alpha = 0; } completion:nil];
      """)
    #expect(!objc.hadError, "\(objc.output)")
    let objcLines = objc.output.split(separator: "\n").map(String.init)
    #expect(objcLines.first == "v.backgroundColor = UIColor.systemTeal", "\(objc.output)")
    #expect(objcLines.contains { $0.contains("options: [.beginFromCurrentState]") })
  }

  @Test("C's and Foundation's numeric macros and clang's predefined ones have their values")
  func numericMacros() {
    let objc = ScriptRun(
      """
      NSLog(@"%.5f %.5f %d %ld", M_PI, M_PI_2, INT_MAX, (long)NSIntegerMax);
      NSLog(@"%d %d %f", TARGET_OS_IOS, TARGET_OS_SIMULATOR, INFINITY);
      CGAffineTransform t = CGAffineTransformMakeRotation(M_PI);
      """)
    #expect(!objc.hadError, "\(objc.output)")
    #expect(
      objc.output.split(separator: "\n").map(String.init) == [
        "3.14159 1.57080 2147483647 9223372036854775807", "1 0 inf",
      ])
    let swift = ScriptRun(
      "print(M_PI == Double.pi, CGFLOAT_MAX == CGFloat.greatestFiniteMagnitude)")
    #expect(swift.output == "true true", "\(swift.output)")
  }

  @Test("<math.h>'s functions and their float variants compute as C does")
  func mathFunctions() {
    let objc = ScriptRun(
      """
      NSLog(@"%ld %ld %.1f %.1f %.2f", lroundf(2.5f), lround(-2.5), floorf(2.7f), truncf(-2.7f), fmaxf(1.5f, 2.25f));
      NSLog(@"%.4f %.4f %.1f %.1f", atan2(1.0, 1.0), sinf(M_PI_2), hypot(3, 4), fmod(7, 3));
      """)
    #expect(!objc.hadError, "\(objc.output)")
    #expect(
      objc.output.split(separator: "\n").map(String.init) == [
        "3 -3 2.0 -2.0 2.25", "0.7854 1.0000 5.0 1.0",
      ])
    let swift = ScriptRun("print(lround(2.4), fmin(1.0, 2.0), ceil(1.2), copysign(3.0, -1.0))")
    #expect(swift.output == "2 1.0 2.0 -3.0", "\(swift.output)")
    // A function of the user's own that takes the arguments is the one called.
    let own = ScriptRun(
      """
      func log() { print("mine") }
      func round(_ x: Double) -> Double { 42 }
      log()
      print(log(1.0), round(1.2))
      """)
    #expect(!own.hadError, "\(own.output)")
    #expect(
      own.output.split(separator: "\n").map(String.init) == [
        "container.log()", "  mine", "0.0 42.0",
      ])
  }

  @Test("a simulated property of an object the world does not model keeps what was set")
  func unmodelledObjectKeepsItsProperty() {
    let run = ScriptRun(
      """
      let c = NSLayoutConstraint()
      print(c.priority)
      c.priority = UILayoutPriority(rawValue: 999)
      print(c.priority)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output.split(separator: "\n").map(String.init) == [
        "UILayoutPriority(rawValue: 1000.0)", "c.priority = 999",
        "UILayoutPriority(rawValue: 999.0)",
      ])
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

  @Test("a mutable set's or string's method the language does not model is our limit")
  func unmodelledMutationsAreUnsupported() {
    let run = ScriptRun(
      """
      NSMutableSet *set = [NSMutableSet set];
      [set filterUsingPredicate:nil];
      NSMutableString *text = [NSMutableString stringWithString:@"a"];
      [text replaceOccurrencesOfString:@"a" withString:@"b" options:0 range:NSMakeRange(0, 1)];
      NSLog(@"goes on");
      """)
    #expect(run.hadError)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { $0.hasPrefix("unsupported:") } == [
        "unsupported: 2:1: containrepl does not simulate '-[NSMutableSet filterUsingPredicate:]' yet",
        "unsupported: 4:1: containrepl does not simulate '-[NSMutableString replaceOccurrencesOfString:withString:options:range:]' yet",
      ], "\(run.output)")
    #expect(lines.last == "goes on")
  }
}
