import CommandLanguage
import Testing

@Suite("Parser: declarations")
struct ParserDeclarationTests {
  static let swiftFunctionCases: [TreeCase] = [
    TreeCase("func f() { }", "(func f () [])"),
    TreeCase("func f(_ x: Int) -> Int { x }", "(func f (_ x: Int) -> Int [(return x)])"),
    TreeCase(
      "func cycle(from old: UIViewController, to new: UIViewController) { }",
      "(func cycle (from old: UIViewController, to new: UIViewController) [])"),
    TreeCase("func f(animated: Bool = true) { }", "(func f (animated animated: Bool) [])"),
    TreeCase(
      "func f(in view: UIView, for: Int) { }", "(func f (in view: UIView, for for: Int) [])"),
    TreeCase("func f() -> Void { }", "(func f () [])"),
    TreeCase("func f(c: @escaping (Bool) -> Void) { }", "(func f (c c: fn((Bool) -> Void)) [])"),
    TreeCase(
      "func f(c: ((Bool) -> Void)? = nil) { }", "(func f (c c: fn((Bool) -> Void)?) [])"),
    TreeCase(
      "func f(a: any P, b: some P, c: UIViewController & P) { }",
      "(func f (a a: P, b b: P, c c: UIViewController&P) [])"),
    TreeCase(
      "func f(t: UIViewControllerTransitionCoordinator) { }",
      "(func f (t t: UIViewControllerTransitionCoordinator) [])"),
    TreeCase(
      "override func viewDidLoad() {\n  super.viewDidLoad()\n}",
      "(override-func viewDidLoad () [(call (. super viewDidLoad))])"),
    TreeCase(
      "@objc private func tapped(_ sender: UIButton) { }", "(func tapped (_ sender: UIButton) [])"),
    TreeCase("@IBAction func tapped(_ sender: Any) { }", "(func tapped (_ sender: Any) [])"),
    TreeCase(
      "@discardableResult public final func f() -> Int { return 1 }",
      "(func f () -> Int [(return 1)])"),
    TreeCase("static func make() -> X { X() }", "(class-func make () -> X [(return (call X))])"),
    TreeCase("class func make() { }", "(class-func make () [])"),
    TreeCase("mutating func f() { }", "(mutating-func f () [])"),
    TreeCase("@objc(doIt:) func f() { }", "(func f () [])"),
    TreeCase("public private(set) var y: Int = 0", "(var y: Int = 0)"),
    TreeCase("open()", "(call open)"),
    TreeCase("func f()\n{\n}", "(func f () [])"),
    TreeCase("func f() throws -> Int { 1 }", "(func f () -> Int [(return 1)])"),
  ]

  @Test("Swift functions", arguments: swiftFunctionCases)
  func swiftFunction(_ row: TreeCase) { row.check() }

  static let swiftPropertyCases: [TreeCase] = [
    TreeCase(
      "override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }",
      "(override-computed shouldAutomaticallyForwardAppearanceMethods -> Bool [(return false)])"),
    TreeCase("var a: Bool { return false }", "(computed a -> Bool [(return false)])"),
    TreeCase("var a: Bool { get { return false } }", "(computed a -> Bool [(return false)])"),
    TreeCase("var a: Bool {\n  get {\n    false\n  }\n}", "(computed a -> Bool [(return false)])"),
    TreeCase(
      "var a: Int {\n  let b = 1\n  return b\n}", "(computed a -> Int [(let b = 1) (return b)])"),
  ]

  @Test("Swift computed properties", arguments: swiftPropertyCases)
  func swiftProperty(_ row: TreeCase) { row.check() }

  static let swiftTypeCases: [TreeCase] = [
    TreeCase("class X: UIViewController { }", "(class X : UIViewController [])"),
    TreeCase("final class X: Super, P1, P2 { }", "(class X : Super <P1 P2> [])"),
    TreeCase("class X { }", "(class X [])"),
    TreeCase("extension X { }", "(extension X [])"),
    TreeCase("extension X: P { func f() { } }", "(extension X <P> [(func f () [])])"),
    TreeCase(
      """
      class Container: UIViewController {
        @IBOutlet weak var label: UILabel!
        private var child: UIViewController?
        let items: [UIViewController] = []
        static var shared = 1
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        override func viewDidLoad() {
          super.viewDidLoad()
        }
      }
      """,
      "(class Container : UIViewController [(weak-property-var label: UILabel?) "
        + "(property-var child: UIViewController?) "
        + "(property-let items: Array[UIViewController] = (array)) "
        + "(static-property-var shared = 1) "
        + "(override-computed shouldAutomaticallyForwardAppearanceMethods -> Bool "
        + "[(return false)]) "
        + "(override-func viewDidLoad () [(call (. super viewDidLoad))])])"),
    TreeCase(
      "class X { var a = 1; var b = 2 }", "(class X [(property-var a = 1) (property-var b = 2)])"),
    TreeCase(
      "protocol P: AnyObject { func f(); var x: Int { get }; var y: Int { get set } }",
      "(protocol P <AnyObject> [(func f () nobody) (property-let x: Int) (property-var y: Int)])"),
    TreeCase(
      "protocol P {\n  @objc optional func g(_ a: (Bool) -> Void) -> ((Bool) -> Void)?\n}",
      "(protocol P [(optional-func g (_ a: fn((Bool) -> Void)) -> fn((Bool) -> Void)? nobody)])"),
  ]

  @Test("Swift classes, extensions and protocols", arguments: swiftTypeCases)
  func swiftType(_ row: TreeCase) { row.check() }

  static let objcMethodCases: [TreeCase] = [
    TreeCase(
      "- (void) displayContentController: (UIViewController*) content { }",
      "(method displayContentController: "
        + "(displayContentController content: UIViewController?) [])"),
    TreeCase(
      "-(void)cycleFromViewController:(UIViewController*)oldC "
        + "toViewController:(UIViewController*)newC { }",
      "(method cycleFromViewController:toViewController: "
        + "(cycleFromViewController oldC: UIViewController?, "
        + "toViewController newC: UIViewController?) [])"),
    TreeCase(
      "- (CGRect) frameForContentController { return r; }",
      "(method frameForContentController () -> CGRect [(return r)])"),
    TreeCase(
      "- (BOOL) shouldAutomaticallyForwardAppearanceMethods { return NO; }",
      "(method shouldAutomaticallyForwardAppearanceMethods () -> BOOL [(return false)])"),
    TreeCase(
      "-(void) viewWillAppear:(BOOL)animated { }",
      "(method viewWillAppear: (viewWillAppear animated: BOOL) [])"),
    TreeCase(
      "- (IBAction)buttonTouched:(id)sender { }",
      "(method buttonTouched: (buttonTouched sender: id?) [])"),
    TreeCase("+ (instancetype)shared { }", "(class-method shared () -> instancetype [])"),
    TreeCase("- (void) f;", "(method f () nobody)"),
    TreeCase("- (void) f:(UIView *)v;\nx = 1", "(method f: (f v: UIView?) nobody)\n(= x 1)"),
    TreeCase("- (void) f; { x = 1; }", "(method f () [(= x 1)])"),
    TreeCase("- (void) f;\n{\n  x = 1;\n}", "(method f () [(= x 1)])"),
    TreeCase("- (void) f\n{\n}", "(method f () [])"),
    TreeCase(
      "- (void) show: (UIViewController<MyContentContainerProtocol>*) content;",
      "(method show: (show content: UIViewController&MyContentContainerProtocol?) nobody)"),
    TreeCase("- (void) f:(NSInteger)i { }", "(method f: (f i: NSInteger) [])"),
    TreeCase(
      "- (void) run:(void (^)(BOOL))completion { }",
      "(method run: (run completion: fn(void (^)(BOOL))?) [])"),
    TreeCase("- (void) f:x { }", "(method f: (f x) [])"),
    TreeCase("- (void) for:(id)a in:(id)b { }", "(method for:in: (for a: id?, in b: id?) [])"),
  ]

  @Test("Objective-C methods", arguments: objcMethodCases)
  func objcMethod(_ row: TreeCase) { row.check() }

  static let objcContainerCases: [TreeCase] = [
    TreeCase("@interface X : UIViewController\n@end", "(objc-class X : UIViewController [])"),
    TreeCase(
      "@interface X : UIViewController <P1, P2>\n- (void) f;\n@end",
      "(objc-class X : UIViewController <P1 P2> [(method f () nobody)])"),
    TreeCase("@interface X ()\n@end", "(objc-class() X [])"),
    TreeCase("@interface X (Category)\n@end", "(objc-class(Category) X [])"),
    TreeCase(
      "@interface X () {\n  FirstViewController *_first;\n"
        + "  NSMutableArray *_viewControllers;\n}\n@end",
      "(objc-class() X [(ivar _first: FirstViewController?) "
        + "(ivar _viewControllers: NSMutableArray[]?)])"
    ),
    TreeCase(
      "@interface X : UIViewController\n@property (nonatomic, strong) UIViewController *child;\n"
        + "@property BOOL on;\n@end",
      "(objc-class X : UIViewController [(property-decl child: UIViewController?) "
        + "(property-decl on: BOOL)])"
    ),
    TreeCase(
      "@interface X\n@property (nonatomic, weak) IBOutlet UIView *box;\n"
        + "@property (copy) void (^done)(BOOL);\n@end",
      "(objc-class X [(property-decl[weak] box: UIView?) (property-decl[copy] done: fn(void (^)(BOOL))?)])"
    ),
    TreeCase(
      "@implementation X\n@synthesize child = _child;\n"
        + "- (void) viewDidLoad {\n  [super viewDidLoad];\n}\n@end",
      "(objc-class X [(synthesize child = _child) (method viewDidLoad () [(send super viewDidLoad)])])"
    ),
    TreeCase(
      "@implementation X {\n  @private\n  UIView *_v;\n}\n@end",
      "(objc-class X [(ivar _v: UIView?)])"),
    TreeCase(
      "@protocol P <NSObject>\n@optional\n- (void) f;\n@required\n@property UIView *v;\n@end",
      "(objc-protocol P <NSObject> [(optional-method f () nobody) (property-decl v: UIView?)])"),
    TreeCase("@protocol P;\n@protocol A, B;\nx = 1", "(= x 1)"),
    TreeCase(
      "@protocol MyContentContainerProtocol <NSObject>\n\n@end",
      "(objc-protocol MyContentContainerProtocol <NSObject> [])"),
  ]

  @Test("Objective-C @interface, @implementation and @protocol", arguments: objcContainerCases)
  func objcContainer(_ row: TreeCase) { row.check() }

  @Test("declaration names carry their ranges")
  func nameRanges() throws {
    let source =
      "- (void) cycleFromViewController: (UIViewController*) oldC\n"
      + " toViewController: (UIViewController*) newC { }"
    let result = parse(source)
    guard case .function(let decl) = try #require(result.statements.first).kind else {
      Issue.record("not a function")
      return
    }
    let text = SourceText(source)
    #expect(decl.baseName == "cycleFromViewController")
    #expect(decl.selector == "cycleFromViewController:toViewController:")
    #expect(text.slice(decl.nameRange) == "cycleFromViewController")
    #expect(
      decl.parameters.map { text.slice($0.range) } == [
        "cycleFromViewController: (UIViewController*) oldC",
        "toViewController: (UIViewController*) newC",
      ])
    #expect(decl.dialect == .objc)
    #expect(decl.returnType == nil)
  }
}
