import Foundation
import Shell
import Simulation
import TestSupport
import Testing

/// Ordinary SDK code around the containment calls: Core Graphics' rectangle functions computed
/// once for both languages, C functions the simulation does not model accepted with their
/// natural value, UIKit's designated initialisers, and nil sent where UIKit expects a view.
struct SurfaceBreadthTests {
  /// Rectangles with the cases Core Graphics treats specially: negative sizes, empty ones,
  /// touching edges, disjoint ones, the null rectangle.
  private static let rects: [CGRect] = [
    CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 10, y: 0, width: 10, height: 10),
    CGRect(x: 5, y: -5, width: -8, height: 12.5), CGRect(x: 20, y: 20, width: 0, height: 4),
    CGRect(x: 0.25, y: 0.75, width: 3.5, height: 1.2), .null,
  ]

  private static func text(_ rect: CGRect) -> String {
    "CGRect(x: \(rect.origin.x), y: \(rect.origin.y), width: \(rect.size.width), height: \(rect.size.height))"
  }

  private static func fields(_ rect: CGRect) -> String {
    "\(rect.origin.x) \(rect.origin.y) \(rect.size.width) \(rect.size.height)"
  }

  @Test("CGRect's members answer as Foundation's CGRect does, the null rectangle included")
  func rectMembersMatchFoundation() {
    // A closure, not a function: a call of the script's own function is a line of the log.
    var script =
      "let show = { (r: CGRect) in print(r.origin.x, r.origin.y, r.size.width, r.size.height) }\n"
    var expected: [String] = []
    for a in Self.rects {
      let left = a.isNull ? "CGRect.null" : Self.text(a)
      script += "print(\(left).width, \(left).minX, \(left).maxY, \(left).midX)\n"
      expected.append("\(a.width) \(a.minX) \(a.maxY) \(a.midX)")
      script += "print(\(left).isNull, \(left).isEmpty, \(left).isInfinite)\n"
      expected.append("\(a.isNull) \(a.isEmpty) \(a.isInfinite)")
      for shape in ["standardized", "integral"] {
        script += "show(\(left).\(shape))\n"
      }
      expected += [Self.fields(a.standardized), Self.fields(a.integral)]
      script += "show(\(left).insetBy(dx: 2, dy: 1))\nshow(\(left).offsetBy(dx: -1, dy: 3))\n"
      expected += [
        Self.fields(a.insetBy(dx: 2, dy: 1)), Self.fields(a.offsetBy(dx: -1, dy: 3)),
      ]
      script += "print(\(left).contains(CGPoint(x: 5, y: 0)))\n"
      expected.append("\(a.contains(CGPoint(x: 5, y: 0)))")
      for b in Self.rects {
        let right = b.isNull ? "CGRect.null" : Self.text(b)
        script += "show(\(left).union(\(right)))\nshow(\(left).intersection(\(right)))\n"
        expected += [Self.fields(a.union(b)), Self.fields(a.intersection(b))]
        script +=
          "print(\(left).intersects(\(right)), \(left).contains(\(right)), \(left) == \(right))\n"
        expected.append("\(a.intersects(b)) \(a.contains(b)) \(a == b)")
      }
    }
    let run = ScriptRun(script)
    #expect(!run.hadError, "\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.count == expected.count, "\(run.output)")
    for (index, line) in zip(lines, expected).enumerated() where line.0 != line.1 {
      Issue.record("line \(index + 1): \(line.0), Foundation says \(line.1)")
    }
  }

  @Test("Objective-C's CGRect functions are the same computation, with clang's type errors")
  func rectFunctionsInObjectiveC() {
    let run = ScriptRun(
      """
      CGRect a = CGRectMake(0, 0, 10, 10);
      CGRect u = CGRectUnion(a, CGRectMake(5, 5, 10, 10));
      NSLog(@"%@ %d %d", NSStringFromCGRect(u), CGRectIsNull(CGRectIntersection(a, CGRectMake(20, 0, 1, 1))), CGRectContainsRect(u, a));
      NSLog(@"%@ %d", NSStringFromCGRect(CGRectInset(a, 6, 1)), CGRectEqualToRect(CGRectNull, CGRectNull));
      NSLog(@"%@", NSStringFromCGRect(CGRectIntegral(CGRectMake(0.5, 0.2, 1.2, 1))));
      CGRectOffset(a, @"x", 1);
      CGRectContainsPoint(a, a);
      NSLog(@"goes on");
      """)
    #expect(
      run.output.split(separator: "\n").map(String.init) == [
        "{{0, 0}, {15, 15}} 1 1",
        "{{inf, inf}, {0, 0}} 1",
        "{{0, 0}, {2, 2}}",
        "error: 6:17: cannot convert value of type 'String' to expected argument type 'CGFloat'",
        "CGRectOffset(a, @\"x\", 1);",
        "                ^~~~",
        "error: 7:24: cannot convert value of type 'CGRect' to expected argument type 'CGPoint'",
        "CGRectContainsPoint(a, a);",
        "                       ^",
        "goes on",
      ], "\(run.output)")
  }

  @Test("a C function the simulation does not model is accepted, with its type's natural value")
  func inertFunctionsAreCallable() {
    let swift = ScriptRun(
      """
      let t = CATransform3DMakeScale(2, 2, 1)
      print(t.m11, t.m22, t.m44, CATransform3DIdentity.m33)
      let p = CGPointApplyAffineTransform(CGPoint(x: 1, y: 1), CGAffineTransform(scaleX: 2, y: 2))
      print(p)
      """)
    #expect(!swift.hadError, "\(swift.output)")
    #expect(
      swift.output.contains(
        "note: 1:9: 'CATransform3DMakeScale' is not simulated: accepted, no effect"),
      "\(swift.output)")
    #expect(swift.output.contains("\n1.0 1.0 1.0 1.0\n"), "\(swift.output)")
    let objc = ScriptRun(
      """
      CATransform3D t = CATransform3DMakeRotation(M_PI, 0, 0, 1);
      NSLog(@"%.1f", t.m11);
      CATransform3DMakeScale(1, 2);
      """)
    #expect(objc.output.contains("\n1.0\n"), "\(objc.output)")
    #expect(objc.output.contains("error: 3:1:"), "\(objc.output)")
  }

  @Test(
    "UIKit's plain init sends the designated initialiser to self, so a subclass's override runs")
  func plainInitSendsTheDesignatedInitializer() {
    let objc = ScriptRun(
      """
      @interface Card : UIView
      @end
      @implementation Card
      - (instancetype)initWithFrame:(CGRect)frame {
        self = [super initWithFrame:frame];
        NSLog(@"card %@", NSStringFromCGRect(frame));
        return self;
      }
      @end
      @interface Box : UIViewController
      @end
      @implementation Box
      - (instancetype)initWithNibName:(NSString *)nib bundle:(NSBundle *)bundle {
        self = [super initWithNibName:nib bundle:bundle];
        NSLog(@"box %@", nib);
        return self;
      }
      @end
      Card *c = [[Card alloc] init];
      Card *d = [Card new];
      Box *b = [[Box alloc] init];
      """)
    #expect(!objc.hadError, "\(objc.output)")
    let printed = objc.output.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { $0.hasPrefix("card") || $0.hasPrefix("box") }
    #expect(printed == ["card {{0, 0}, {0, 0}}", "card {{0, 0}, {0, 0}}", "box (null)"])
    let swift = ScriptRun(
      """
      class Card: UIView {
        override init(frame: CGRect) { super.init(frame: frame); print("card", frame.width) }
        required init?(coder: NSCoder) { fatalError() }
      }
      class Box: UIViewController {
        override init(nibName: String?, bundle: Bundle?) {
          super.init(nibName: nibName, bundle: bundle)
          print("box", nibName == nil)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      let c = Card()
      let b = Box()
      """)
    #expect(!swift.hadError, "\(swift.output)")
    #expect(swift.output.contains("card 0.0"), "\(swift.output)")
    #expect(swift.output.contains("box true"), "\(swift.output)")
  }

  @Test("nil sent where UIKit expects a view does nothing, and says it is not simulated")
  func nilViewArgumentIsANote() {
    let run = ScriptRun(
      """
      UIView *box = [[UIView alloc] init];
      [self.view addSubview:box];
      [self.view sendSubviewToBack:nil];
      NSLog(@"%lu", (unsigned long)self.view.subviews.count);
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output.contains(
        "note: 3:30: '-[UIView sendSubviewToBack:]' sent nil is not simulated: the call has no effect here"
      ), "\(run.output)")
    #expect(run.output.hasSuffix("1"), "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
  }

  @Test("a value the interpreter keeps as a value fits a parameter of its class")
  func valuesFitTheirClassParameters() {
    let run = ScriptRun(
      """
      func paint(_ color: UIColor, _ list: NSMutableArray, _ any: NSObject) { print("painted") }
      paint(UIColor.red, NSMutableArray(), UIColor.blue)
      paint(NSMutableArray(), NSMutableArray(), UIColor.blue)
      """)
    #expect(run.output.contains("painted"), "\(run.output)")
    #expect(
      run.output.contains(
        "cannot convert value of type 'NSMutableArray' to expected argument type 'UIColor'"),
      "\(run.output)")
  }
}

extension SurfaceBreadthTests {
  @Test(":help names a C function of the SDK: simulated or not, and how Swift spells it")
  func helpOnCFunctions() {
    let run = ScriptRun(":help CGRectUnion\n:help CATransform3DMakeScale\n")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(
      lines == [
        "CGRectUnion  —  C function, simulated", "  ios 2.0", "  Swift: CGRect.union(_:)",
        "CATransform3DMakeScale  —  C function, accepted without effect", "  ios 2.0",
      ], "\(run.output)")
  }

  @Test("classes that read the machine are declared, and refused member by member by their rows")
  func machineClassesAreRefusedByTheirRows() {
    let run = ScriptRun(
      """
      let appearance = UINavigationBarAppearance()
      appearance.configureWithOpaqueBackground()
      print(ProcessInfo.processInfo.processName)
      print("goes on")
      """)
    #expect(
      run.output.contains(
        "unsupported: 3:19: 'ProcessInfo.processInfo' reaches outside the sandbox"),
      "\(run.output)")
    #expect(
      run.output.contains("'UIBarAppearance.configureWithOpaqueBackground()' is not simulated"),
      "\(run.output)")
    #expect(run.output.hasSuffix("goes on"), "\(run.output)")
  }
}

extension SurfaceBreadthTests {
  @Test("a convenience init's self.init() reaches the class's override of the designated one")
  func convenienceInitReachesTheDesignatedOverride() {
    let run = ScriptRun(
      """
      class Menu: UIViewController {
        var side = ""
        override init(nibName: String?, bundle: Bundle?) {
          super.init(nibName: nibName, bundle: bundle)
          print("designated")
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        convenience init(side: String) {
          self.init()
          self.side = side
          edgesForExtendedLayout = UIRectEdge()
        }
      }
      let menu = Menu(side: "left")
      print(menu.side, menu.edgesForExtendedLayout.isEmpty)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.contains("designated"), "\(run.output)")
    #expect(run.output.hasSuffix("left true"), "\(run.output)")
  }

  @Test("types the SDK nests are reachable, and a constant declared without a value is zero")
  func nestedTypesAndValuelessConstants() {
    let run = ScriptRun(
      """
      let level = UIWindow.Level.statusBar
      let edges: UIRectEdge = UIRectEdge()
      print(edges.isEmpty, level == UIWindow.Level.statusBar)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.hasSuffix("true true"), "\(run.output)")
  }

  @Test("an assignment in parentheses is an expression: a ternary's branches, a C condition")
  func assignmentInParentheses() {
    let swift = ScriptRun(
      """
      var x = 0
      let drag = true
      drag ? (x = 1) : (x = 2)
      print(x)
      """)
    #expect(!swift.hadError, "\(swift.output)")
    #expect(swift.output.hasSuffix("1"), "\(swift.output)")
    let objc = ScriptRun(
      """
      UIViewController *outer = [[UIViewController alloc] init];
      UIViewController *inner = [[UIViewController alloc] init];
      [outer addChildViewController:inner];
      UIViewController *parent = inner;
      NSInteger steps = 0;
      while (nil != (parent = [parent parentViewController])) { steps++; }
      NSLog(@"%ld", (long)steps);
      """)
    #expect(!objc.hadError, "\(objc.output)")
    #expect(objc.output.hasSuffix("1"), "\(objc.output)")
  }
}

extension SurfaceBreadthTests {
  @Test("Pulley's Swift: a static member in an initial value, .case against an array, overloads")
  func everydaySwiftOfRealContainers() {
    let run = ScriptRun(
      """
      class Position: NSObject {
        let raw: Int
        init(raw: Int) { self.raw = raw }
        static let open = Position(raw: 0)
        static let closed = Position(raw: 1)
      }
      class Sheet: UIViewController {
        private static var defaultStyle: UIBlurEffect.Style { .dark }
        var effect = UIBlurEffect(style: defaultStyle)
        var positions: [Position] = [.open, .closed]
      }
      let sheet = Sheet()
      print(sheet.positions.contains(.closed))
      let frame = sheet.view.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: nil)
      print(frame.minX, frame.width)
      """)
    #expect(!run.hadError, "\(run.output)")
    let printed = run.output.split(separator: "\n").filter {
      !$0.hasPrefix("note:") && !$0.hasPrefix("sheet.")
    }
    #expect(printed == ["true", "0.0 0.0"], "\(run.output)")
  }
}

extension SurfaceBreadthTests {
  @Test("a C function Swift does not import runs in Swift with swiftc's complaint as a warning")
  func cFunctionsReplacedInSwift() {
    let swift = ScriptRun(
      """
      let r = CGRectMake(0, 0, 1, 1)
      for _ in 0..<2 { print(CGRectGetWidth(r)) }
      let t = CATransform3DMakeScale(1, 1, 1)
      """)
    let warnings = swift.output.split(separator: "\n").filter { $0.hasPrefix("warning:") }
    #expect(
      warnings == [
        "warning: 1:9: 'CGRectMake' has been replaced by 'CGRect(x:y:width:height:)' in Swift",
        "warning: 2:24: 'CGRectGetWidth' has been replaced by 'CGRect.width' in Swift",
      ], "\(swift.output)")
    let objc = ScriptRun("CGRect r = CGRectMake(0, 0, 1, 1);\nNSLog(@\"%.0f\", CGRectGetWidth(r));")
    #expect(!objc.output.contains("warning:"), "\(objc.output)")
  }
}

extension SurfaceBreadthTests {
  @Test("an object a class factory makes is named as Swift lowers the class's leading acronym")
  func acronymNames() {
    let run = ScriptRun(
      """
      @interface ECSlider : UIViewController
      + (instancetype)slider;
      @end
      @implementation ECSlider
      + (instancetype)slider { return [[self alloc] init]; }
      @end
      UIViewController *holder = [[UIViewController alloc] init];
      [holder addChildViewController:[ECSlider slider]];
      NSMapTable *map = [NSMapTable mapTableWithKeyOptions:NSMapTableWeakMemory valueOptions:NSMapTableWeakMemory];
      NSLog(@"%d", map != nil);
      // The header's zero-valued options are declared too (their statement follows a macro).
      NSHashTable *set = [[NSHashTable alloc] initWithOptions:NSHashTableStrongMemory capacity:4];
      NSMapTable *strong = [NSMapTable mapTableWithKeyOptions:NSMapTableStrongMemory valueOptions:NSMapTableStrongMemory];
      NSLog(@"%d", set != nil && strong != nil);
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output.contains("holder.addChild(ecSlider)"), "\(run.output)")
    #expect(run.lines.map(\.text).filter { $0 == "1" }.count == 2, "\(run.output)")
    #expect(run.output.contains("'NSMapTableStrongMemory' is not simulated"), "\(run.output)")
  }
}
