import CommandLanguage
import Testing

/// The declarations of the object model: initialisers, structures, observers, accessors,
/// Objective-C property attributes, `@synthesize`, categories and instance variables.
@Suite("Parser: object model")
struct ParserObjectModelTests {
  static let swiftCases: [TreeCase] = [
    TreeCase(
      "class X: UIViewController {\n  init(title: String) { super.init(nibName: nil, bundle: nil) }\n}",
      "(class X : UIViewController [(init init (title title: String) "
        + "[(call (. super init) nibName:nil bundle:nil)])])"),
    TreeCase(
      "class X {\n  convenience init() { self.init(a: 1) }\n}",
      "(class X [(convenience-init init () [(call (. self init) a:1)])])"),
    TreeCase(
      "class X {\n  required init?(coder: NSCoder) { fatalError() }\n}",
      "(class X [(init? init (coder coder: NSCoder) [(call fatalError)])])"),
    TreeCase(
      "struct Page: Equatable {\n  var title: String\n  mutating func f() { }\n}",
      "(struct Page <Equatable> [(property-var title: String) (mutating-func f () [])])"),
    TreeCase(
      "class X {\n  var a = 0 { didSet { f() } }\n}",
      "(class X [(property-var a = 0 (didSet oldValue [(call f)]))])"),
    TreeCase(
      "class X {\n  var a: Int = 0 {\n    willSet(next) { f() }\n    didSet { g() }\n  }\n}",
      "(class X [(property-var a: Int = 0 (willSet next [(call f)]) (didSet oldValue [(call g)]))])"
    ),
    TreeCase(
      "class X {\n  var a: Int {\n    get { 1 }\n    set(value) { f(value) }\n  }\n}",
      "(class X [(computed a -> Int [(return 1)] (set value [(call f value)]))])"),
    TreeCase(
      "class X {\n  var a: Int { get { 1 } set { f(newValue) } }\n}",
      "(class X [(computed a -> Int [(return 1)] (set newValue [(call f newValue)]))])"),
    TreeCase(
      "class X {\n  static let shared = X()\n  lazy var v = UIView()\n  unowned var o: Y\n}",
      "(class X [(static-property-let shared = (call X)) (lazy-property-var v = (call UIView)) "
        + "(unowned-property-var o: Y)])"),
    TreeCase(
      "var handler = make { $0 }", "(var handler = (trailing-call make (closure [$0])))"),
    TreeCase(
      "protocol P: AnyObject {\n  @objc optional func f()\n}",
      "(protocol P <AnyObject> [(optional-func f () nobody)])"),
  ]

  @Test("Swift initialisers, structures, observers and accessors", arguments: swiftCases)
  func swift(_ row: TreeCase) { row.check() }

  static let objcCases: [TreeCase] = [
    TreeCase(
      "@interface X : NSObject\n@property (nonatomic, weak) id<P> delegate;\n"
        + "@property (nonatomic, getter=isOpen) BOOL open;\n"
        + "@property (nonatomic, readonly, copy) NSString *name;\n@end",
      "(objc-class X : NSObject [(property-decl[weak] delegate: id&P?) "
        + "(property-decl[getter=isOpen] open: BOOL) (property-decl[copy,readonly] name: NSString?)])"
    ),
    TreeCase(
      "@implementation X\n@synthesize a = _b, c;\n@dynamic d;\n@end",
      "(objc-class X [(synthesize a = _b) (synthesize c = c) (dynamic d)])"),
    TreeCase(
      "@implementation X {\n  __weak UIViewController *_parent;\n  CGRect _frame;\n}\n@end",
      "(objc-class X [(weak-ivar _parent: UIViewController?) (ivar _frame: CGRect)])"),
    TreeCase(
      "@interface UIViewController (Helpers)\n- (void)cr_add:(UIViewController *)child;\n@end",
      "(objc-class(Helpers) UIViewController [(method cr_add: (cr_add child: UIViewController?) nobody)])"
    ),
    TreeCase(
      "@protocol P <NSObject>\n- (void)f;\n@optional\n- (void)g;\n@required\n- (void)h;\n@end",
      "(objc-protocol P <NSObject> [(method f () nobody) (optional-method g () nobody) "
        + "(method h () nobody)])"),
    TreeCase(
      "if ((self = [super init])) { }", "(if [(paren (= self (send super init)))] [])"),
  ]

  @Test("Objective-C properties, @synthesize, instance variables, categories", arguments: objcCases)
  func objc(_ row: TreeCase) { row.check() }

  static let diagnosticCases: [DiagnosticCase] = [
    DiagnosticCase(
      "if (flag 1️⃣= true) { }", "use of '=' in a boolean context, did you mean '=='?"),
    DiagnosticCase(
      "if (self 1️⃣= [super init]) { }",
      "using the result of an assignment as a condition without parentheses [-Wparentheses]"),
    DiagnosticCase(
      "class X {\n  var a: Int 1️⃣{ set { } }\n}", "variable with a setter must also have a getter"),
  ]

  @Test("object-model declarations that no compiler accepts", arguments: diagnosticCases)
  func diagnostics(_ row: DiagnosticCase) { row.check() }
}
