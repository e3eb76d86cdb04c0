import CommandLanguage
import Testing

@Suite("Parser: expressions")
struct ParserExpressionTests {
  static let primariesCases: [TreeCase] = [
    TreeCase("a", "a"),
    TreeCase("子控制器", "子控制器"),
    TreeCase("self", "self"),
    TreeCase("super", "super"),
    TreeCase("nil; NULL; Nil", "nil\nnil\nnil"),
    TreeCase("true; false; YES; NO", "true\nfalse\ntrue\nfalse"),
    TreeCase("42", "42"),
    TreeCase("1_000", "1000"),
    TreeCase("0x1F", "31"),
    TreeCase("0.25", "0.25"),
    TreeCase("320.0", "320.0"),
    TreeCase("1e3", "1000.0"),
    TreeCase("0.5f; 10u; 10L", "0.5\n10\n10"),
    TreeCase("\"hello\"", "\"hello\""),
    TreeCase(#""a\n\t\"q\" \\ \u{4E2D}""#, #""a\n\t\"q\" \\ 中""#),
    TreeCase(#"@"%@ moved""#, #""%@ moved""#),
    TreeCase(#"@"a\"b""#, #""a\"b""#),
    TreeCase(#""\(a) moved""#, #"(interp a " moved")"#),
    TreeCase(#""x = \(p.x + 1)!""#, #"(interp "x = " (+ (. p x) 1) "!")"#),
    TreeCase(#""\("inner \(b)")""#, #"(interp (interp "inner " b))"#),
    TreeCase("$0", "$0"),
    TreeCase("_ = f()", "(= _ (call f))"),
    TreeCase("`default`", "default"),
    TreeCase(".zero", ".zero"),
    TreeCase("[a, b,]", "(array a b)"),
    TreeCase("[]", "(array)"),
    TreeCase("@[a, b]", "(array a b)"),
    TreeCase("@(x + 1)", "(@ (+ x 1))"),
    TreeCase("@YES; @NO; @1", "(@ true)\n(@ false)\n(@ 1)"),
    TreeCase("(a)", "(paren a)"),
    TreeCase(#"vc.observe(\.title)"#, #"(call (. vc observe) (keypath \.title))"#),
    TreeCase(#"\UIView.frame.size"#, #"(keypath \UIView.frame.size)"#),
  ]

  @Test("primary expressions", arguments: primariesCases)
  func primary(_ row: TreeCase) { row.check() }

  static let operatorsCases: [TreeCase] = [
    TreeCase("a + b * c", "(+ a (* b c))"),
    TreeCase("a - b - c", "(- (- a b) c)"),
    TreeCase("a / b % c", "(% (/ a b) c)"),
    TreeCase("a || b && c", "(|| a (&& b c))"),
    TreeCase("a == b && c != d", "(&& (== a b) (!= c d))"),
    TreeCase("a === b || a !== c", "(|| (=== a b) (!== a c))"),
    TreeCase("a < b; a <= b; a > b; a >= b", "(< a b)\n(<= a b)\n(> a b)\n(>= a b)"),
    TreeCase("a ?? b ?? c", "(?? a (?? b c))"),
    TreeCase("0..<n; 1...3", "(..< 0 n)\n(... 1 3)"),
    TreeCase("a | b & c", "(| a (& b c))"),
    TreeCase("c ? a : b", "(?: c a b)"),
    TreeCase("c ? a : d ? e : f", "(?: c a (?: d e f))"),
    TreeCase("!a.isHidden", "(! (. a isHidden))"),
    TreeCase("-x + +y", "(+ (- x) (+ y))"),
    TreeCase("-320.0", "(- 320.0)"),
    TreeCase("!!a", "(! (! a))"),
    TreeCase("x is UIButton", "(is UIButton x)"),
    TreeCase("x as? UIButton", "(as? UIButton x)"),
    TreeCase("sender as! UIButton", "(as UIButton sender)"),
    TreeCase("x as UIView", "(as UIView x)"),
    TreeCase("a == b as? T", "(== a (as? T b))"),
    TreeCase("x as? T ?? y", "(?? (as? T x) y)"),
    TreeCase("a +\n  b", "(+ a b)"),
    TreeCase("a\n  + b", "(+ a b)"),
    TreeCase("a\n-b", "a\n(- b)"),
    TreeCase("a\n  .b\n  .c()", "(call (. (. a b) c))"),
  ]

  @Test("operators and precedence", arguments: operatorsCases)
  func operators(_ row: TreeCase) { row.check() }

  static let postfixCases: [TreeCase] = [
    TreeCase("a.b.c", "(. (. a b) c)"),
    TreeCase("a?.b", "(chain (?. a b))"),
    TreeCase("a!.b", "(. (force a) b)"),
    TreeCase("a[0]", "(sub a 0)"),
    TreeCase("f()", "(call f)"),
    TreeCase("f(a, b)", "(call f a b)"),
    TreeCase("a.f(x: 1, y: 2)", "(call (. a f) x:1 y:2)"),
    TreeCase("f(in: a, for: b, default: c)", "(call f in:a for:b default:c)"),
    TreeCase("f(\n  a,\n  b\n)", "(call f a b)"),
    TreeCase("self.view.frame.origin.x", "(. (. (. (. self view) frame) origin) x)"),
    TreeCase("CGRectMake(0.0, 0.0, 320.0, 500.0)", "(call CGRectMake 0.0 0.0 320.0 500.0)"),
    TreeCase("a.f(x) { _ in b() }", "(trailing-call (. a f) x (closure (_) [(call b)]))"),
    TreeCase("a.f { b() }", "(trailing-call (. a f) (closure [(call b)]))"),
    TreeCase(
      "UIView.animate(withDuration: 0.3) {\n  v.alpha = 0\n}",
      "(trailing-call (. UIView animate) withDuration:0.3 (closure [(= (. v alpha) 0)]))"),
    TreeCase(
      "UIView.animate(withDuration: 0.3) { a() } completion: { _ in b() }",
      "(trailing-call (. UIView animate) withDuration:0.3 (closure [(call a)]) "
        + "completion:(closure (_) [(call b)]))"),
    TreeCase(
      "f {\n  a()\n} completion: { _ in\n  b()\n}",
      "(trailing-call f (closure [(call a)]) completion:(closure (_) [(call b)]))"),
    TreeCase("a.b.self", "(. (. a b) self)"),
    TreeCase(".init(x: 1)", "(call .init x:1)"),
    TreeCase("[UIViewController]()", "(call (type Array[UIViewController]))"),
  ]

  @Test("postfix expressions and calls", arguments: postfixCases)
  func postfix(_ row: TreeCase) { row.check() }

  static let messagesCases: [TreeCase] = [
    TreeCase("[self foo]", "(send self foo)"),
    TreeCase("[super viewDidLoad]", "(send super viewDidLoad)"),
    TreeCase("[[UIViewController alloc] init]", "(send (send UIViewController alloc) init)"),
    TreeCase(
      "[self addChildViewController:content]", "(send self addChildViewController: content)"),
    TreeCase(
      "[self.child beginAppearanceTransition: YES animated: animated]",
      "(send (. self child) beginAppearanceTransition:animated: true animated)"),
    TreeCase(
      #"[[X alloc] initWithNibName:@"X" bundle:nil]"#,
      #"(send (send X alloc) initWithNibName:bundle: "X" nil)"#),
    TreeCase(
      "[NSArray arrayWithObjects:a, b, nil]", "(send NSArray arrayWithObjects: a b nil)"),
    TreeCase("[x setValue:v forKey:k]", "(send x setValue:forKey: v k)"),
    TreeCase("[x for:a in:b default:c]", "(send x for:in:default: a b c)"),
    TreeCase("[_viewControllers addObject: _first]", "(send _viewControllers addObject: _first)"),
    TreeCase("[(UIButton *)sender tag]", "(send (as UIButton? sender) tag)"),
    TreeCase("[arr[0] foo]", "(send (sub arr 0) foo)"),
    TreeCase(
      "[UIView animateWithDuration:0.3\n    animations:^{ v.alpha = 0; }]",
      "(send UIView animateWithDuration:animations: 0.3 (^ [(= (. v alpha) 0)]))"),
    TreeCase("[@[] mutableCopy]", "(send (array) mutableCopy)"),
  ]

  @Test("Objective-C messages", arguments: messagesCases)
  func message(_ row: TreeCase) { row.check() }

  static let castsCases: [TreeCase] = [
    TreeCase("(UIButton *)sender", "(as UIButton? sender)"),
    TreeCase("((UIButton *)sender).tag", "(. (paren (as UIButton? sender)) tag)"),
    TreeCase("(UIButton *)sender.tag", "(as UIButton? (. sender tag))"),
    TreeCase("(NSInteger)x", "(as NSInteger x)"),
    TreeCase("(CGFloat)x / 2", "(/ (as CGFloat x) 2)"),
    TreeCase("(id)x", "(as id? x)"),
    TreeCase("(UIViewController<P> *)x", "(as UIViewController&P? x)"),
    TreeCase("(x) * y", "(* (paren x) y)"),
  ]

  @Test("C casts", arguments: castsCases)
  func cast(_ row: TreeCase) { row.check() }

  static let closuresCases: [TreeCase] = [
    TreeCase("f { }", "(trailing-call f (closure []))"),
    TreeCase("let c = { }", "(let c = (closure []))"),
    TreeCase("let c = { _ in }", "(let c = (closure (_) []))"),
    TreeCase("let c = { finished in a() }", "(let c = (closure (finished) [(call a)]))"),
    TreeCase(
      "let c = { (finished: Bool) in a() }", "(let c = (closure (finished: Bool) [(call a)]))"),
    TreeCase(
      "let c = { (finished: Bool) -> Void in a() }",
      "(let c = (closure (finished: Bool) [(call a)]))"),
    TreeCase("let c = { [weak self] _ in a() }", "(let c = (closure [weak self] (_) [(call a)]))"),
    TreeCase("let c = { [weak self] in a() }", "(let c = (closure [weak self] [(call a)]))"),
    TreeCase("let c = { a, b in a + b }", "(let c = (closure (a, b) [(+ a b)]))"),
    TreeCase("let c = { a(); b() }", "(let c = (closure [(call a) (call b)]))"),
    TreeCase("let c = {\n  a()\n  b()\n}", "(let c = (closure [(call a) (call b)]))"),
    TreeCase("let c = { [a, b] }", "(let c = (closure [(array a b)]))"),
    TreeCase("let c = { [self foo] }", "(let c = (closure [(send self foo)]))"),
    TreeCase("x = ^{ a(); }", "(= x (^ [(call a)]))"),
    TreeCase("x = ^(BOOL finished){ a(); }", "(= x (^ (finished: BOOL) [(call a)]))"),
    TreeCase("x = ^void (BOOL finished) { }", "(= x (^ (finished: BOOL) []))"),
    TreeCase("x = ^(void){ }", "(= x (^ () []))"),
    TreeCase("x = ^(UIView *v, id y){ }", "(= x (^ (v: UIView?, y: id?) []))"),
  ]

  @Test("closures and blocks", arguments: closuresCases)
  func closure(_ row: TreeCase) { row.check() }

  @Test("message selector pieces are argument labels with ranges")
  func messageLabels() throws {
    let source = "[self transitionFromViewController: a toViewController: b]"
    let result = parse(source)
    let statement = try #require(result.statements.first)
    guard case .expression(let expr) = statement.kind,
      case .message(_, let selector, let selectorRange, let arguments) = expr.kind
    else {
      Issue.record("not a message: \(TreeDump.stmt(statement))")
      return
    }
    #expect(selector == "transitionFromViewController:toViewController:")
    #expect(arguments.map(\.label) == ["transitionFromViewController", "toViewController"])
    #expect(
      SourceText(source).slice(selectorRange) == "transitionFromViewController: a toViewController:"
    )
    #expect(arguments[1].labelRange.map { SourceText(source).slice($0) } == "toViewController")
  }

  @Test("expression ranges cover their source")
  func ranges() throws {
    let source = "let v = a.b(c, d: [e]) + 1"
    let result = parse(source)
    guard case .variable(let decl) = try #require(result.statements.first).kind,
      let value = decl.initializer
    else {
      Issue.record("not a declaration")
      return
    }
    let text = SourceText(source)
    #expect(text.slice(value.range) == "a.b(c, d: [e]) + 1")
    #expect(text.slice(decl.nameRange) == "v")
    #expect(text.slice(result.statements[0].range) == source)
  }
}
