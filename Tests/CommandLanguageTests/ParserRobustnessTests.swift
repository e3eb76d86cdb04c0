import CommandLanguage
import TestSupport
import Testing

@Suite("Parser: recovery and incompleteness")
struct ParserRecoveryTests {
  static let recoveryCases: [TreeCase] = [
    TreeCase("a = 1\nb = )\nc = 3", "(= a 1)\n(invalid 0)\n(= c 3)"),
    TreeCase("let a = 1\nlet b = ，\nlet c = 3", "(let a = 1)\n(invalid 0)\n(let c = 3)"),
    TreeCase("a = 1; b = ; c = 3", "(= a 1)\n(invalid 0)\n(= c 3)"),
    TreeCase(
      "func f() {\n  let a = 1\n  let b = )\n  let c = 2\n}\nf()",
      "(func f () [(let a = 1) (invalid 0) (let c = 2)])\n(call f)"),
    TreeCase(
      "x = ^{\n  a();\n  b(;\n  c();\n};",
      "(= x (^ [(call a) (invalid 0) (call c)]))"),
    TreeCase(
      "[self transition: a to: ，b\n   duration: 0.25\n   animations:^{ x = 1; }];\ny = 2",
      "(invalid 0)\n(= y 2)"),
    TreeCase("f(a, (b c))\ng()", "(invalid 0)\n(call g)"),
    TreeCase(
      "class X {\n  var a = 1\n  x = 2\n  var b = 3\n}",
      "(class X [(property-var a = 1) (invalid 0) (property-var b = 3)])"),
    TreeCase(
      "@implementation X\n- (void) f { }\nx = 1;\n- (void) g { }\n@end",
      "(objc-class X [(method f () []) (invalid 0) (method g () [])])"),
    TreeCase(
      "@interface X ()\n@property (nonatomic) UIView *;\n@property UIView *v;\n@end",
      "(objc-class() X [(invalid 0) (property-decl v: UIView?)])"),
    TreeCase("if (index = 0) { x = 1 }\ny = 2", "(invalid 0)\n(= y 2)"),
    TreeCase("} x = 1\ny = 2", "(invalid 0)\n(= y 2)"),
    TreeCase("a b c\nd = 1", "a\n(invalid 0)\n(= d 1)"),
    TreeCase("x = 1 2 3\ny = 2", "(= x 1)\n(invalid 0)\n(= y 2)"),
    TreeCase("x = “hi”\ny = 2", "(invalid 0)\n(= y 2)"),
  ]

  @Test("errors become .invalid statements and parsing resumes", arguments: recoveryCases)
  func recovery(_ row: TreeCase) {
    let result = parse(row.source)
    #expect(!result.diagnostics.isEmpty, sourceLocation: row.sourceLocation)
    #expect(invalidIndicesAreValid(result), sourceLocation: row.sourceLocation)
    #expect(
      TreeDump.statements(result.statements) == row.expected, sourceLocation: row.sourceLocation)
  }

  @Test("each skipped lexical error is reported once")
  func skippedLexicalErrors() {
    #expect(
      diagnostics("x = “hi”") == [
        "1:5: '“' is a curly quotation mark; did you mean '\"'?",
        "1:8: '”' is a curly quotation mark; did you mean '\"'?",
      ])
    #expect(
      diagnostics("f(a，b，c)") == [
        "1:4: '，' is a full-width comma; did you mean ','?",
        "1:6: '，' is a full-width comma; did you mean ','?",
      ])
  }

  static let incompleteInputs = [
    "f(", "x = [", "if a {", "func f() {", "x = { a in", "x = ^{", "x = ^(BOOL b)", "/* a",
    "@interface X", "@implementation X", "@protocol P", "x = @[", "x = @(", "let x =", "a &&",
    "f(a,", "if a {} else", "func f() ->", "[UIView animateWithDuration:0.3 animations:^{",
    "class X: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n  }",
    "- (void) viewDidLoad", "- (void) f {\n  [self g];", "for (i = 0; i < 3;", "x = c ? a :",
    "@autoreleasepool", "@try", "@try {\n  [self g];\n}", "@try { } @catch (id e) { } @finally",
    "let v: ", "x = a.", "x =\n  a ||", "@objc", "override", "@IBAction private",
  ]

  @Test(
    "input that ends inside a construct is incomplete, with a diagnostic",
    arguments: incompleteInputs)
  func incomplete(_ text: String) {
    let result = parse(text)
    #expect(result.isIncomplete)
    #expect(!result.diagnostics.isEmpty)
    #expect(invalidIndicesAreValid(result))
  }

  static let completeInputs = [
    ")", "x = 1 }", "\"abc", "f(\"abc", "x = 1", "return", "x = 1;", "- (void) f;", "if a { }",
    ":tree", "", "// only", "x = 1 2", "let s = \"a\\(b\"", "@end", "open()",
    "@try { } x = 1",
  ]

  @Test("finished or broken input is not incomplete", arguments: completeInputs)
  func complete(_ text: String) {
    #expect(!parse(text).isIncomplete)
  }
}

@Suite("Parser: limits and hostile input", .serialized)
struct ParserRobustnessTests {
  /// A nesting bomb: its text and the offset the single diagnostic must point at.
  struct Bomb: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    let offset: Int
    var testDescription: String { name }
  }

  static let bombs: [Bomb] = [
    Bomb(name: "parentheses", text: String(repeating: "(", count: 5000), offset: 200),
    Bomb(name: "brackets", text: "x = " + String(repeating: "[", count: 5000), offset: 204),
    Bomb(name: "braces", text: String(repeating: "{", count: 5000), offset: 200),
    Bomb(
      name: "prefix operators", text: "x = " + String(repeating: "!", count: 5000) + "a",
      offset: 203),
    Bomb(name: "negations", text: "x = " + String(repeating: "-(", count: 5000), offset: 204),
    Bomb(name: "blocks", text: "x = " + String(repeating: "^{", count: 5000), offset: 204),
    // A `{` inside a Swift closure is a closure expression of its own (two levels each).
    Bomb(name: "closures", text: "f " + String(repeating: "{ ", count: 5000), offset: 202),
    Bomb(name: "messages", text: String(repeating: "[", count: 5000) + "a b", offset: 200),
    Bomb(name: "ifs", text: String(repeating: "if a { ", count: 5000), offset: 1403),
    Bomb(
      name: "else-ifs", text: "if a {} " + String(repeating: "else if a {} ", count: 5000),
      offset: 2603),
    Bomb(
      name: "ternaries", text: "x = " + String(repeating: "c ? a : ", count: 5000) + "b",
      offset: 1600),
    Bomb(
      name: "sum", text: "x = " + Array(repeating: "a", count: 100_000).joined(separator: "+"),
      offset: 403),
    Bomb(
      name: "member chain",
      text: "x = " + Array(repeating: "a", count: 100_000).joined(separator: "."), offset: 405),
    Bomb(name: "array types", text: "let x: " + String(repeating: "[", count: 5000), offset: 207),
    Bomb(
      name: "interpolations", text: "x = " + String(repeating: "\"\\(", count: 5000), offset: 605),
    Bomb(
      name: "balanced interpolations",
      text: "x = " + String(repeating: "\"\\(", count: 5000) + "a"
        + String(repeating: ")\"", count: 5000),
      offset: 605),
    Bomb(
      name: "casts", text: "x = " + String(repeating: "(UIView *)", count: 5000) + "v", offset: 1985
    ),
  ]

  @Test("deep nesting gives one diagnostic, not a crash", arguments: bombs)
  func nestingBomb(_ bomb: Bomb) {
    // Processor time of this thread, which the parser runs on: the wall clock of a loaded
    // machine says nothing about the parser.
    let start = ThreadClock.seconds()
    let result = parse(bomb.text + "\nlet after = 1")
    #expect(ThreadClock.seconds() - start < 1)
    let nesting = result.diagnostics.filter { english($0) == "nesting is too deep (limit 200)" }
    #expect(nesting.count == 1)
    #expect(nesting.first?.range.start == bomb.offset)
    #expect(invalidIndicesAreValid(result))
    #expect(result.statements.last.map(TreeDump.stmt) == "(let after = 1)")
  }

  @Test("nesting just under the limit parses")
  func nestingUnderLimit() {
    let parens =
      "x = " + String(repeating: "(", count: 190) + "a" + String(repeating: ")", count: 190)
    #expect(parse(parens).diagnostics.isEmpty)
    let blocks = String(repeating: "if a {\n", count: 95) + String(repeating: "}\n", count: 95)
    #expect(parse(blocks).diagnostics.isEmpty)
    let sends = String(repeating: "[", count: 190) + "a" + String(repeating: " b]", count: 190)
    #expect(parse(sends).diagnostics.isEmpty)
  }

  @Test("the nesting limit is configurable")
  func customLimit() {
    let limits = ParseLimits(maxNesting: 10)
    #expect(
      diagnostics("x = ((((((((((a))))))))))", limits: limits) == [
        "1:15: nesting is too deep (limit 10)"
      ])
    #expect(Parser.parse(SourceText("x = ((a))"), limits: limits).diagnostics.isEmpty)
  }

  /// Huge single lines, each parsed well under a second.
  static let hugeLines: [String] = [
    String(repeating: "a;", count: 100_000),
    "f(" + Array(repeating: "a", count: 100_000).joined(separator: ", ") + ")",
    "x = [" + Array(repeating: "1", count: 100_000).joined(separator: ",") + "]",
    "x = \"" + String(repeating: "字", count: 70_000) + "\"",
    "// " + String(repeating: "x", count: 200_000),
    String(repeating: "，", count: 70_000),
    String(repeating: ")", count: 200_000),
    String(repeating: "x = ", count: 50_000),
    String(repeating: "\"", count: 200_000),
  ]

  // How fast such lines parse is measured by `make bench`, not here: machines are noisy.
  @Test("a 200,000-character line parses with valid positions", arguments: hugeLines)
  func hugeLine(_ text: String) {
    let result = parse(text)
    #expect(invalidIndicesAreValid(result))
  }

  @Test("a one-megabyte line does not crash")
  func megabyteLine() {
    let result = parse(String(repeating: "(a", count: 500_000))
    #expect(result.diagnostics.count == 1)
    let mixed = String(repeating: "x = [self f:@\"a\" g:^{ }]; ", count: 40_000)
    #expect(parse(mixed).diagnostics.isEmpty)
  }

  @Test("10,000 lines of garbage parse quickly and consistently")
  func garbage() {
    let pieces = [
      "(", ")", "[", "]", "{", "}", "a", "foo", "1", "2.5", "\"s\"", "@\"t\"", "+", "-", "*", "=",
      "==", ",", ";", ":", ".", "?", "!", "if", "let", "var", "func", "for", "in", "else", "^",
      "@", "@interface", "@end", "- (void)", "，", "“", "return", "class", "<", ">", "\"\\(",
      "\"\\(x)\"", "*/", "//", "#", "'", "\u{0}", "\u{FFFD}", "子", "->", "++", "@[", "@(", "$0",
    ]
    var generator = SeededGenerator(seed: 42)
    var lines: [String] = []
    for _ in 0..<10_000 {
      let count = Int(generator.next() % 16)
      lines.append(
        (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
          .joined(separator: generator.next() % 3 == 0 ? "" : " "))
    }
    let text = lines.joined(separator: "\n")
    let start = ThreadClock.seconds()
    let result = parse(text)
    #expect(ThreadClock.seconds() - start < 1)
    #expect(invalidIndicesAreValid(result))
    #expect(result.statements.allSatisfy { $0.range.start <= $0.range.end })
    #expect(result.diagnostics.allSatisfy { $0.range.end <= text.utf8.count })
  }

  @Test("random token soup never traps", arguments: 0..<200)
  func soup(_ seed: Int) {
    let pieces = [
      "(", ")", "[", "]", "{", "}", "^", "@", "x", "1", "\"", "\\(", ":", "\n", ";", ",", "-",
      "+", "(UIView *)", "in", "else", "if (", "for (", "@end", "@interface X", "- (void) f",
      "/*", "\"\\(\"", "?", "!", ".", "class", "func", "var x:", "=", "，", "：tree", "\n:tree\n",
    ]
    var generator = SeededGenerator(seed: UInt64(seed))
    let text = (0..<40).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
    let result = parse(text)
    #expect(invalidIndicesAreValid(result))
  }

  @Test("invalid UTF-8, NUL and control characters are positioned errors")
  func badBytes() {
    let decoded = String(
      decoding: [0x78, 0x20, 0x3D, 0x20, 0xFF, 0x0A, 0x79] as [UInt8], as: UTF8.self)
    #expect(diagnostics(decoded) == ["1:5: invalid UTF-8 in source"])
    #expect(dump(decoded) == "(invalid 0)\ny")
    #expect(diagnostics("x = 1\u{0}") == ["1:6: invalid control character U+0000 in source"])
    #expect(diagnostics("\u{7}x") == ["1:1: invalid control character U+0007 in source"])
    #expect(diagnostics("x = \u{1B}") == ["1:5: invalid control character U+001B in source"])
    #expect(diagnostics("x = \u{200E}a") == ["1:5: invalid control character U+200E in source"])
    #expect(parse("x = \"a\u{0}b\"").diagnostics.isEmpty)
  }

  @Test("Chinese identifiers and strings work; full-width punctuation is explained")
  func chinese() {
    #expect(
      dump("let 子控制器 = UIViewController()\n子控制器.view.backgroundColor = .red")
        == "(let 子控制器 = (call UIViewController))\n(= (. (. 子控制器 view) backgroundColor) .red)")
    #expect(dump("[self 添加:子 到:父]") == "(send self 添加:到: 子 父)")
    #expect(dump("let 标题 = \"你好，世界\"") == "(let 标题 = \"你好，世界\")")
    #expect(
      diagnostics("addChild（vc）") == [
        "1:9: '（' is a full-width parenthesis; did you mean '('?",
        "1:12: '）' is a full-width parenthesis; did you mean ')'?",
      ])
    #expect(diagnostics("x = 1。") == ["1:6: '。' is a full-width full stop; did you mean '.'?"])
  }
}
