import CommandLanguage
import Testing

@Suite("Parser: statements")
struct ParserStatementTests {
  static let swiftVariableCases: [TreeCase] = [
    TreeCase("let x = e", "(let x = e)"),
    TreeCase("var x = e", "(var x = e)"),
    TreeCase("var x: T?", "(var x: T?)"),
    TreeCase("var x: T = e", "(var x: T = e)"),
    TreeCase(
      "let x: [UIViewController] = [a, b]", "(let x: Array[UIViewController] = (array a b))"),
    TreeCase("var f: ((Bool) -> Void)?", "(var f: fn((Bool) -> Void)?)"),
    TreeCase("var v: UIViewController!", "(var v: UIViewController?)"),
    TreeCase(
      "let o: UIView.AnimationOptions = .curveEaseIn",
      "(let o: UIView.AnimationOptions = .curveEaseIn)"),
    TreeCase("let a: Array<UIView> = []", "(let a: Array[UIView] = (array))"),
    TreeCase("let a: Optional<UIView> = nil", "(let a: UIView? = nil)"),
    TreeCase("let 子控制器 = UIViewController()", "(let 子控制器 = (call UIViewController))"),
    TreeCase("let x = 1; var y = 2", "(let x = 1)\n(var y = 2)"),
    TreeCase("let x = if a { b } else { c }", "(let x = (value (if [a] [b] [c])))"),
    TreeCase(
      "let x = switch v { case 1: a\n default: b }",
      "(let x = (value (switch v (case 1 [a]) (case default [b]))))"),
  ]

  @Test("Swift variables", arguments: swiftVariableCases)
  func swiftVariable(_ row: TreeCase) { row.check() }

  static let objcDeclarationCases: [TreeCase] = [
    TreeCase(
      "UIViewController *a = [[UIViewController alloc] init];",
      "(decl a: UIViewController? = (send (send UIViewController alloc) init))"),
    TreeCase("UIViewController* a;", "(decl a: UIViewController?)"),
    TreeCase(
      "CGRect r = CGRectMake(0, 0, 10, 10);", "(decl r: CGRect = (call CGRectMake 0 0 10 10))"),
    TreeCase("CGRect endFrame;", "(decl endFrame: CGRect)"),
    TreeCase("CGRect endFrame", "(decl endFrame: CGRect)"),
    TreeCase("NSInteger i = 0;", "(decl i: NSInteger = 0)"),
    TreeCase("BOOL b = YES;", "(decl b: BOOL = true)"),
    TreeCase("CGFloat w = 1.5;", "(decl w: CGFloat = 1.5)"),
    TreeCase(
      "int n = 3; double d = 2; float f = 0.5f;",
      "(decl n: int = 3)\n(decl d: double = 2)\n(decl f: float = 0.5)"),
    TreeCase("id x = nil;", "(decl x: id? = nil)"),
    TreeCase("NSArray *arr = @[a, b];", "(decl arr: NSArray[]? = (array a b))"),
    TreeCase("NSArray<UIViewController *> *arr;", "(decl arr: NSArray[UIViewController]?)"),
    TreeCase(
      "NSMutableArray *m = [NSMutableArray array];",
      "(decl m: NSMutableArray[]? = (send NSMutableArray array))"),
    TreeCase("UIViewController<MyProto> *x = nil;", "(decl x: UIViewController&MyProto? = nil)"),
    TreeCase("id<MyProto> x;", "(decl x: id&MyProto?)"),
    TreeCase("__weak UIViewController *w = self;", "(decl w: UIViewController? = self)"),
    TreeCase("__strong UIView *v;", "(decl v: UIView?)"),
    TreeCase("static const NSInteger k = 1;", "(static-decl k: NSInteger = 1)"),
    TreeCase("unsigned int u = 1;", "(decl u: unsigned int = 1)"),
    TreeCase(
      "void (^done)(BOOL) = ^(BOOL f){ };", "(decl done: fn(void (^)(BOOL))? = (^ (f: BOOL) []))"),
    TreeCase(
      "UIViewController * fromViewController = _viewControllers [nextIndex];",
      "(decl fromViewController: UIViewController? = (sub _viewControllers nextIndex))"),
  ]

  @Test("Objective-C declarations", arguments: objcDeclarationCases)
  func objcDeclaration(_ row: TreeCase) { row.check() }

  static let assignmentCases: [TreeCase] = [
    TreeCase("x = 1", "(= x 1)"),
    TreeCase("self.view.frame = r", "(= (. (. self view) frame) r)"),
    TreeCase("rect.origin.x += 10", "(+= (. (. rect origin) x) 10)"),
    TreeCase("self.child = c;", "(= (. self child) c)"),
    TreeCase("a[0] = b", "(= (sub a 0) b)"),
    TreeCase("x -= 1; x *= 2; x /= 2; x |= 4", "(-= x 1)\n(*= x 2)\n(/= x 2)\n(|= x 4)"),
    TreeCase("i++; i--; ++i; --i;", "(+= i 1)\n(-= i 1)\n(+= i 1)\n(-= i 1)"),
    TreeCase("self.count++;", "(+= (. self count) 1)"),
    TreeCase("x! = 1", "(= (force x) 1)"),
    TreeCase("x =\n  1", "(= x 1)"),
  ]

  @Test("assignments and increments", arguments: assignmentCases)
  func assignment(_ row: TreeCase) { row.check() }

  static let controlFlowCases: [TreeCase] = [
    TreeCase("if a { b() }", "(if [a] [(call b)])"),
    TreeCase("if a { } else if b { } else { }", "(if [a] [] [(if [b] [] [])])"),
    TreeCase("if (a) { b() } else { c() }", "(if [(paren a)] [(call b)] [(call c)])"),
    TreeCase("if (a) && b { }", "(if [(&& (paren a) b)] [])"),
    TreeCase("if a\n{\n}", "(if [a] [])"),
    TreeCase("if (a) x = 1; else x = 2;", "(if [(paren a)] [(= x 1)] [(= x 2)])"),
    TreeCase("if (a) return;", "(if [(paren a)] [(return)])"),
    TreeCase(
      "if (a)\n  [self foo];\nelse\n  [self bar];",
      "(if [(paren a)] [(send self foo)] [(send self bar)])"),
    TreeCase(
      "if (a) [self foo]; [self bar];", "(if [(paren a)] [(send self foo)])\n(send self bar)"),
    TreeCase(
      "if let c = child, var d = e, let f, x > 1 { }",
      "(if [(bind c child) (bind d e) (bind f) (> x 1)] [])"),
    TreeCase("if let c: UIView = v { }", "(if [(bind c v)] [])"),
    TreeCase("if a.contains { $0 } { }", "(if [(. a contains)] [$0])\n(compound [])"),
    TreeCase(
      "if a.contains(where: { $0 }) { }", "(if [(call (. a contains) where:(closure [$0]))] [])"),
    TreeCase("guard let c = child else { return }", "(guard [(bind c child)] [(return)])"),
    TreeCase("guard x > 0, y else {\n  return\n}", "(guard [(> x 0) y] [(return)])"),
    TreeCase("while i < 3 { i += 1 }", "(while [(< i 3)] [(+= i 1)])"),
    TreeCase("while (i < 3) { i++; }", "(while [(paren (< i 3))] [(+= i 1)])"),
    TreeCase("while (i < 3) i++;", "(while [(paren (< i 3))] [(+= i 1)])"),
    TreeCase("for x in e { }", "(for let:x e [])"),
    TreeCase("for _ in 0..<3 { continue }", "(for _ (..< 0 3) [(continue)])"),
    TreeCase(
      "for vc in children.reversed() { break }",
      "(for let:vc (call (. children reversed)) [(break)])"),
    TreeCase(
      "for (UIViewController *vc in self.childViewControllers) {"
        + " [vc removeFromParentViewController]; }",
      "(for let:vc (. self childViewControllers) [(send vc removeFromParentViewController)])"),
    TreeCase("for (vc in list) x++;", "(for let:vc list [(+= x 1)])"),
    TreeCase("for (id vc in list) { }", "(for let:vc list [])"),
    TreeCase(
      "for (NSInteger i = 0; i < n; i++) { }",
      "(cfor [(decl i: NSInteger = 0)] (< i n) [(+= i 1)] [])"),
    TreeCase("for (i = 0; i < n; i += 2) x++;", "(cfor [(= i 0)] (< i n) [(+= i 2)] [(+= x 1)])"),
    TreeCase("for (;;) { break; }", "(cfor [] _ [] [(break)])"),
    TreeCase("return", "(return)"),
    TreeCase("return x + 1", "(return (+ x 1))"),
    TreeCase("return NO;", "(return false)"),
    TreeCase("func f() {\n  return\n  g()\n}", "(func f () [(return) (call g)])"),
    TreeCase("{ int z = 1; }", "(compound [(decl z: int = 1)])"),
    TreeCase("{\n  a()\n  b()\n}", "(compound [(call a) (call b)])"),
  ]

  @Test("control flow", arguments: controlFlowCases)
  func controlFlow(_ row: TreeCase) { row.check() }

  static let lineCases: [TreeCase] = [
    TreeCase(":tree", "(meta \"tree\")"),
    TreeCase("  :tick 0.1\r\n", "(meta \"tick 0.1\")"),
    TreeCase(":help  me ", "(meta \"help  me \")"),
    TreeCase("a()\n:tree\nb()", "(call a)\n(meta \"tree\")\n(call b)"),
    TreeCase("#import <UIKit/UIKit.h>\nx = 1", "(= x 1)"),
    TreeCase("#include \"a.h\"\n  #pragma mark - Setup\nx = 1", "(= x 1)"),
    TreeCase("import UIKit\nx = 1", "(= x 1)"),
    TreeCase("@class Foo, Bar;\nx = 1", "(= x 1)"),
    TreeCase("@import UIKit;\nx = 1", "(= x 1)"),
    TreeCase("// only a comment", ""),
    TreeCase("/* a\n b */ x = 1 // trailing", "(= x 1)"),
    TreeCase("x = 1 /* inline */ + 2", "(= x (+ 1 2))"),
    TreeCase(";;; x = 1;;", "(= x 1)"),
    TreeCase("", ""),
    TreeCase("a(); b()\nc()", "(call a)\n(call b)\n(call c)"),
    TreeCase("if a { b() } c()", "(if [a] [(call b)])\n(call c)"),
    TreeCase("let s = \"a // not a comment\"", "(let s = \"a // not a comment\")"),
  ]

  static let everydayCases: [TreeCase] = [
    TreeCase(
      "DispatchQueue.main.asyncAfter(deadline: .now() + 1) { print(\"hi\") }",
      "(trailing-call (. (. DispatchQueue main) asyncAfter) deadline:(+ (call .now) 1) "
        + "(closure [(call print \"hi\")]))"),
    TreeCase("delegate?.didFinish(self)", "(chain (call (?. delegate didFinish) self))"),
    TreeCase("x?.y = 1", "(= (chain (?. x y)) 1)"),
    TreeCase(
      "let vc = storyboard?.instantiateViewController(withIdentifier: \"A\") as! AViewController",
      "(let vc = (as AViewController (chain (call (?. storyboard instantiateViewController) "
        + "withIdentifier:\"A\"))))"),
    TreeCase(
      "children.forEach { $0.removeFromParent() }",
      "(trailing-call (. children forEach) (closure [(call (. $0 removeFromParent))]))"),
    TreeCase(
      "lazy var v: UIView = { UIView() }()",
      "(lazy-var v: UIView = (call (closure [(call UIView)])))"),
    TreeCase(
      "super.init(nibName: nil, bundle: nil)", "(call (. super init) nibName:nil bundle:nil)"),
    TreeCase(
      "coordinator.animate(alongsideTransition: { _ in }, completion: nil)",
      "(call (. coordinator animate) alongsideTransition:(closure (_) []) completion:nil)"),
    TreeCase("if (!self.child) return;", "(if [(paren (! (. self child)))] [(return)])"),
    TreeCase(
      "[UIView animateWithDuration:0.3 animations:^{ } completion:nil];",
      "(send UIView animateWithDuration:animations:completion: 0.3 (^ []) nil)"),
    TreeCase("NSLog(@\"%@\", x);", "(call NSLog \"%@\" x)"),
    TreeCase("BOOL isOn = (x == 1);", "(decl isOn: BOOL = (paren (== x 1)))"),
    TreeCase("[self foo].bar = 1;", "(= (. (send self foo) bar) 1)"),
    TreeCase(
      "let a = [1, 2, 3].map { $0 * 2 }",
      "(let a = (trailing-call (. (array 1 2 3) map) (closure [(* $0 2)])))"),
    TreeCase("while let x = queue.popLast() { }", "(while [(bind x (call (. queue popLast)))] [])"),
    TreeCase("guard let self = self else { return }", "(guard [(bind self self)] [(return)])"),
    TreeCase("if let self { }", "(if [(bind self)] [])"),
    TreeCase("__weak typeof(self) weakSelf = self;", "(decl weakSelf: typeof(self)? = self)"),
    TreeCase("[self\n  foo]\n[self bar]", "(send self foo)\n(send self bar)"),
    TreeCase("x = 1\n- (void) f { }", "(= x 1)\n(method f () [])"),
  ]

  @Test("everyday lines from Swift and Objective-C books", arguments: everydayCases)
  func everyday(_ row: TreeCase) { row.check() }

  @Test("lines, separators, comments and meta commands", arguments: lineCases)
  func lines(_ row: TreeCase) { row.check() }

  @Test("statement ranges cover their source")
  func ranges() throws {
    let source = "x = 1\nif a {\n  b()\n}\nUIView *v = nil;"
    let result = parse(source)
    let text = SourceText(source)
    #expect(
      result.statements.map { text.slice($0.range) } == [
        "x = 1", "if a {\n  b()\n}", "UIView *v = nil",
      ])
  }
}
