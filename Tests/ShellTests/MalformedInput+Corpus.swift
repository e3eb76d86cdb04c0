import Testing

/// One malformed input: text that must be answered with an error and change nothing.
struct MalformedCase: CustomTestStringConvertible, Sendable {
  /// Where the error comes from, which decides what the error line must show.
  enum Kind: Sendable {
    /// The language (lexer, parser, interpreter): `error: L:C: …` and, for a line short enough
    /// to be shown, the line and a caret under the place.
    case language
    /// A meta command: `error: …` with its usage or a suggestion, no position.
    case meta
  }

  let name: String
  let text: String
  let kind: Kind
  /// Whether the line with the error is short enough for the renderer to show it with a caret
  /// (lines over 4,000 bytes are left out).
  let showsCaret: Bool
  var testDescription: String { name }

  init(_ family: String, _ text: String, kind: Kind = .language, name: String? = nil) {
    self.name = family + ": " + (name ?? MalformedCase.escaped(text))
    self.text = text
    self.kind = kind
    self.showsCaret = kind == .language && text.utf8.count <= 4_000
  }

  /// The text with control characters, non-ASCII scalars and newlines spelled out, so that each
  /// case has a readable one-line name.
  static func escaped(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x20 && scalar.value < 0x7F {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      }
    }
    return result
  }
}

/// The malformed inputs, by family. Every one of them is an error in the language as the tool
/// defines it; inputs that the language accepts on purpose (ObjC truthiness, `1e99999` as
/// infinity, `/* /* */` without nesting) are not here.
///
/// The session they run in holds `a` (a visible child of `container`) and `b` (a fresh
/// controller whose view is not loaded); no input touches `b.view`, since loading it is a
/// legitimate side effect of evaluation.
enum MalformedCorpus {
  static let all: [MalformedCase] =
    unbalanced + strayClosers + unterminatedStrings + unterminatedBlocks + invalidUTF8 + nulBytes
    + controlCharacters + longLines + deepNesting + hugeNumbers + unknownNames + wrongArity
    + typeMismatches + syntaxErrors + garbage + metaAbuse + trailingGarbage

  // MARK: - Brackets

  /// Every opener left open, alone and in the places books put it.
  static let unbalanced: [MalformedCase] = [
    "(", "[", "{", "@[", "@(", "^{", "^(BOOL finished){", "f(", "(1 + 2", "[1, 2", "x = [",
    "container.addChild(", "container.addChild(a", "container.view.addSubview(a.view",
    "print(\"x\"", "[self addChildViewController:a", "[[UIViewController alloc] init",
    "[self.view addSubview:a.view", "let r = CGRect(x: 0, y: 0, width: 1, height: 1",
    "CGRectMake(0, 0, 1", "a.view.frame = CGRect(x: 0,", "let list = [a, b",
    "let list = @[a, b", "NSLog(@\"%@\", a", "container.children[",
    "[container.children objectAtIndex:0", "(((a)", "[[[self view] subviews]",
  ].map { MalformedCase("unbalanced", $0) }

  /// Closers with nothing to close, and closers of the wrong kind.
  static let strayClosers: [MalformedCase] = [
    ")", "]", "}", ")]}", "))", "]]", "}}", ")container.addChild(b)", "} container.addChild(b)",
    "] [self addChildViewController:b];", "container.addChild(b]", "container.addChild(b}",
    "[self addChildViewController:b)", "[self addChildViewController:b}", "(]", "[)", "{)", "(}",
    "@[a)", "^{ ]", "f(a, (b c))", "CGRectMake(0, 0, 1, 1]",
  ].map { MalformedCase("stray closer", $0) }

  // MARK: - Literals

  /// Strings that never end, in both dialects, and escapes that are not escapes.
  static let unterminatedStrings: [MalformedCase] = [
    "\"", "\"abc", "print(\"abc", "let s = \"abc", "\"abc\\", "\"\\(a", "\"\\(a)",
    "\"\\(\"\\(\"", "a.view.backgroundColor = \"", "container.addChild(\"a)", "\"\"\"abc",
    "\"\\q\"", "\"\\u{zzz}\"", "\"\\u{110000}\"", "\"\\u{D800}\"", "@\"", "@\"abc",
    "NSLog(@\"abc", "NSLog(@\"%@", "NSLog(@\"%@\", a", "[self foo:@\"x]", "@\"\\", "x = 'a'",
    "print(\u{201C}hi\u{201D})", "print(\"abc)\ncontainer.addChild(b)",
  ].map { MalformedCase("unterminated string", $0) }

  /// Blocks, classes, methods and comments that never end; nothing inside may run.
  static let unterminatedBlocks: [MalformedCase] = [
    "/*", "/* abc", "a /* b", "/** doc", "container.addChild(b) /*", "func f() {",
    "func f() { container.addChild(b)", "func f(_ x: UIViewController) {\n  addChild(x)",
    "- (void) f {", "- (void) f { [self addChildViewController:b];",
    "- (void) f:(UIViewController *)x {\n  [self addChildViewController:x];",
    "class X: UIViewController {", "class X: UIViewController {\n  override func viewDidLoad() {",
    "@implementation X", "@implementation X\n- (void) viewDidLoad {\n}",
    "@interface X : UIViewController", "@protocol P", "if true {",
    "if true { container.addChild(b)",
    "if true { } else {", "if true { } else { container.addChild(b)", "let k = {",
    "let k = { finished in", "let k = ^{", "let k = ^(BOOL finished){",
    "container.transition(from: a, to: b, duration: 0.25, options: [], animations: {",
    "[self transitionFromViewController:a toViewController:b duration:0.25 options:0 animations:^{",
    "[UIView animateWithDuration:0.3 animations:^{",
    "UIView.animate(withDuration: 0.3, animations: {",
    "for (i = 0; i < 3;", "for (i = 0; i < 3; i++) {",
  ].map { MalformedCase("unterminated block", $0) }

  // MARK: - Bytes

  /// Byte sequences that are not UTF-8: lone continuation bytes, overlong forms, surrogates,
  /// code points past U+10FFFF, bytes that never occur, truncated sequences.
  static let invalidSequences: [[UInt8]] = [
    [0x80], [0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80],
    [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xFE], [0xFF], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xC3],
  ]

  /// The places an invalid sequence is put, around `%`; none inside a string or a comment.
  static let byteContexts = [
    "%", "let x = %", "a%", "container.addChild(%)", "[self addChildViewController:%]",
  ]

  /// Text decoded leniently from bytes, as the front end reads a line: U+FFFD for each bad
  /// sequence.
  static func decoded(_ context: String, _ sequence: [UInt8]) -> String {
    var bytes: [UInt8] = []
    for byte in context.utf8 {
      if byte == UInt8(ascii: "%") { bytes += sequence } else { bytes.append(byte) }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static let invalidUTF8: [MalformedCase] = byteContexts.flatMap { context in
    invalidSequences.map { sequence in
      let hex = sequence.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
      return MalformedCase(
        "invalid UTF-8", decoded(context, sequence),
        name: context.replacingOccurrences(of: "%", with: "<\(hex)>"))
    }
  }

  /// NUL bytes outside strings.
  static let nulBytes: [MalformedCase] = [
    "\u{0}", "\u{0}\u{0}\u{0}", "a\u{0}", "\u{0}a", "let x = \u{0}", "container.addChild(\u{0}a)",
    "[self\u{0} addChildViewController:a]", "func f() {\u{0}}", "container\u{0}.addChild(b)",
  ].map { MalformedCase("NUL", $0) }

  /// Every C0 control character that is not whitespace, DEL, and a few C1 controls.
  static let controlCharacters: [MalformedCase] = {
    let c0 = Array(0x01...0x08) + Array(0x0E...0x1F) + [0x7F, 0x80, 0x85, 0x9F]
    var cases = c0.compactMap { value in
      Unicode.Scalar(UInt32(value)).map { MalformedCase("control", String(Character($0))) }
    }
    cases += [
      "\u{1B}[31mred\u{1B}[0m", "container.addChild(\u{7}a)", "let x\u{8} = 1", "a.view\u{1}.frame",
    ].map { MalformedCase("control", $0) }
    return cases
  }()

  // MARK: - Size and depth

  static let megabyte = 1 << 20

  /// Lines of a megabyte, and a few of 200,000 characters where one of each kind is enough.
  static let longLines: [MalformedCase] = [
    MalformedCase(
      "1 MB line", String(repeating: "a", count: megabyte), name: "an unknown identifier"),
    MalformedCase(
      "1 MB line", "\"" + String(repeating: "x", count: megabyte), name: "an unterminated string"),
    MalformedCase(
      "1 MB line", "container.addChild(" + String(repeating: "(", count: megabyte),
      name: "openers"),
    MalformedCase(
      "200k line", String(repeating: ")", count: 200_000), name: "closers"),
    MalformedCase(
      "200k line", String(repeating: "9", count: 200_000), name: "digits"),
    MalformedCase(
      "200k line", String(repeating: "@", count: 200_000), name: "at signs"),
    MalformedCase(
      "200k line", String(repeating: "a.", count: 100_000), name: "a dangling member chain"),
    MalformedCase(
      "200k line", "container.addChild(" + String(repeating: "a, ", count: 66_000) + "a)",
      name: "66,000 arguments"),
    MalformedCase(
      "200k line",
      "[self addChildViewController:a" + String(repeating: " x:a", count: 50_000) + "]",
      name: "a 50,000-part selector"),
    MalformedCase(
      "200k line", "let s = \"" + String(repeating: "\\(", count: 100_000),
      name: "nested interpolations"),
    MalformedCase(
      "200k line", "print(\"" + String(repeating: "\u{1F600}", count: 50_000) + "\" ~)",
      name: "emoji then an invalid character"),
    // 50,000 only: the nearest-name search behind "did you mean" allocates per character, over a
    // second for 200,000 in a debug build.
    MalformedCase(
      "50k line", ":" + String(repeating: "x", count: 50_000), kind: .meta,
      name: "an unknown meta command"),
    MalformedCase(
      "200k line", ":tick " + String(repeating: "9", count: 200_000), kind: .meta,
      name: ":tick with 200,000 digits"),
  ]

  static let depth = 5_000

  static func nested(_ open: String, _ middle: String, _ close: String) -> String {
    String(repeating: open, count: depth) + middle + String(repeating: close, count: depth)
  }

  /// 5,000 levels of every kind of nesting, balanced and not; the parser's limit is far below.
  static let deepNesting: [MalformedCase] = [
    ("balanced (", nested("(", "1", ")")),
    ("balanced [", nested("[", "", "]")),
    ("balanced {", nested("{", "", "}")),
    ("balanced ^{", nested("^{", "", "}")),
    ("balanced @[", nested("@[", "", "]")),
    ("balanced f(", nested("f(", "", ")")),
    ("balanced message sends", nested("[self foo:", "nil", "]")),
    ("balanced if", nested("if true {", "", "}")),
    ("balanced closures in calls", nested("container.addChild({ ", "", " })")),
    ("balanced interpolations", nested("\"\\(", "1", ")\"")),
    ("prefix !", String(repeating: "!", count: depth) + "true"),
    ("prefix - with spaces", String(repeating: "- ", count: depth) + "1"),
    ("prefix -", String(repeating: "-", count: depth) + "1"),
    ("member chain", "container" + String(repeating: ".view", count: depth)),
    ("subscript chain", "a" + String(repeating: "[0]", count: depth)),
    ("call chain", "f()" + String(repeating: "()", count: depth)),
    ("binary chain of 100,000", "1" + String(repeating: " + 1", count: 100_000)),
    ("open (", String(repeating: "(", count: depth)),
    ("open [", String(repeating: "[", count: depth)),
    ("open {", String(repeating: "{", count: depth)),
    ("open ^{", String(repeating: "^{", count: depth)),
    ("open @[", String(repeating: "@[", count: depth)),
    ("open f(", String(repeating: "f(", count: depth)),
    ("open message sends", String(repeating: "[self foo:", count: depth)),
    ("open if", String(repeating: "if true {", count: depth)),
    ("open comments", String(repeating: "/*", count: depth)),
    ("open interpolations", String(repeating: "\"\\(", count: depth)),
    ("open { one a line", String(repeating: "{\n", count: depth)),
    ("open func one a line", String(repeating: "func f() {\n", count: depth)),
    ("open ObjC methods one a line", String(repeating: "- (void) f {\n", count: depth)),
    ("close (", String(repeating: ")", count: depth)),
    ("close } one a line", String(repeating: "}\n", count: depth)),
  ].map { MalformedCase("5,000-deep nesting", $0.1, name: $0.0) }

  // MARK: - Numbers

  /// Integer literals past `Int`, and arithmetic that overflows or divides by zero.
  static let hugeNumbers: [MalformedCase] = [
    "99999999999999999999", "9223372036854775808", "-9223372036854775809", "0x1FFFFFFFFFFFFFFFF",
    "0b" + String(repeating: "1", count: 65), "0o7777777777777777777777777",
    "a.view.tag = 99999999999999999999",
    "CGRect(x: 99999999999999999999, y: 0, width: 0, height: 0)",
    "[a.view setTag:99999999999999999999]", "container.children[99999999999999999999]",
    "9223372036854775807 + 1", "9223372036854775807 * 2", "-9223372036854775807 - 2",
    "(-9223372036854775807 - 1) / -1", "(-9223372036854775807 - 1) % -1", "1 / 0", "1 % 0",
    "(int)1e300", "(NSInteger)1e99999", "(int)(1e99999 - 1e99999)", "container.addChild(1e99999)",
    "container.children[1e300]", "container.children[99]", "container.children[-1]",
  ].map { MalformedCase("huge number", $0) }

  // MARK: - Names

  /// Identifiers, members, types and selectors that do not exist.
  static let unknownNames: [MalformedCase] = [
    "foo", "foo()", "foo.bar.baz()", "container.foo", "container.foo()", "a.view.foo = 1",
    "a.foo = 1", "container.addChlid(a)", "a.didmove(toParent: container)", "containr.addChild(a)",
    "UIViewControler()", "Foo()", "let x = Foo()", "window.rootviewcontroller",
    "a.view.frame.origin.z", "CGRect.zero.foo", "CGRectMak(0, 0, 1, 1)", "[self foo]",
    "[self foo:a]", "[a foo:1 bar:2]", "[Foo alloc]", "[[Foo alloc] init]",
    "[self addChildViewControler:a]", "[a.view removeFromSuperView]",
    "[container addChildViewController]",
    "[a didMoveToParentViewController]", "[a.view removeFromSuperview:a]", "Int(1e300)",
    "super.viewDidLoad()",
  ].map { MalformedCase("unknown name", $0) }

  /// UIKit calls with missing, extra or wrongly labelled arguments.
  static let wrongArity: [MalformedCase] = [
    "container.addChild()", "container.addChild(a, b)", "container.addChild(child: a)",
    "container.addChild(a, a)", "a.didMove(container)", "a.didMove(to: container)",
    "a.willMove(toParent:, nil)", "a.removeFromParent(a)", "a.view.removeFromSuperview(1)",
    "container.transition(from: a)", "container.transition(from: a, to: b)",
    "a.beginAppearanceTransition(true)", "a.endAppearanceTransition(true)",
    "[container addChildViewController:a extra:b]",
    "[self transitionFromViewController:a toViewController:b]", "CGRect(x: 1, y: 2)",
    "CGRect(1, 2, 3, 4)", "CGRectMake(1, 2, 3)", "CGRectGetWidth()",
    "CGRectOffset(a.view.frame, 1)",
    "a.view.addSubview()", "a.view.addSubview(a.view, a.view)",
    "UINavigationController(rootViewController:)", "a.view.frame.offsetBy(dx: 1)", "NSLog()",
  ].map { MalformedCase("wrong arity", $0) }

  /// Arguments and assignments of the wrong type, and read-only properties assigned.
  static let typeMismatches: [MalformedCase] = [
    "container.addChild(CGRect.zero)", "container.addChild(a.view)", "container.addChild(1)",
    "container.addChild(\"a\")", "container.view.addSubview(a)", "a.didMove(toParent: a.view)",
    "a.willMove(toParent: 1)", "[self addChildViewController:a.view]", "[self.view addSubview:a]",
    "[a didMoveToParentViewController:@\"x\"]", "a.view.frame = a", "a.view.frame = 1",
    "a.view.tag = \"x\"", "a.view.tag = 1e300", "a.view.alpha = \"x\"",
    "a.view.frame.origin.x = \"x\"",
    "window.rootViewController = a.view", "CGRectMake(\"a\", 0, 0, 0)",
    "container.transition(from: a.view, to: a, duration: 0.25, options: [], animations: nil, completion: nil)",
    "\"a\" - 1", "a.view.frame + 1", "a + 1", "-a", "a[0]", "container.children[0.5]",
    "container.children.count = 3", "container.children = []", "a.parent = container",
    "a.isViewLoaded = false", "a.view.superview = container.view", "a = b", "container = b",
    "window = b", "self = b",
  ].map { MalformedCase("type mismatch", $0) }

  // MARK: - Syntax

  /// Statements that are not statements.
  static let syntaxErrors: [MalformedCase] = [
    "let", "let = 1", "let 1 = a", "var", "func", "func 1() {}", "class", "class X: {}", "@",
    "$", "`", "\\", "a\\b", "1abc", "0x", "0b2", "1.2.3", "1e", "0xG", "~a", "a << 1", "...",
    ".view", "a.", "=", "= a", "a =", "+", "* a", "a *", "a ? b", ",", "else { }", "in", "@end",
    "break", "continue", "return 1", "let x = 1 2 3", "a b c", "if (index = 0) { }",
    "- (void)", "- (void) :(UIViewController *)x { }", "@interface", "@property UIView *;",
    "\u{2028}", "let x = \u{FF0C}", "f(a\u{FF0C}b)",
  ].map { MalformedCase("syntax", $0) }

  // MARK: - Volume

  /// A deterministic generator, so that the garbage is the same on every run.
  struct Garbage {
    var state: UInt64

    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }

    /// `count` lines of punctuation and letters, each starting with a closer so that no line
    /// can be a statement that does something.
    mutating func lines(_ count: Int) -> String {
      let alphabet = Array("()[]{}^@#$%&*!?<>=+-~;:,.\\|\"'`abcxyz0123456789 \t")
      var lines: [String] = []
      for _ in 0..<count {
        var line = ")"
        for _ in 0..<(1 + next(60)) { line.append(alphabet[next(alphabet.count)]) }
        lines.append(line)
      }
      return lines.joined(separator: "\n")
    }
  }

  /// Thousands of bad lines in one input (fewer unknown selectors: each one costs a search for
  /// the nearest selector, milliseconds in a debug build).
  static let garbage: [MalformedCase] = {
    var generator = Garbage(state: 0x5EED)
    return [
      MalformedCase("garbage", generator.lines(3_000), name: "3,000 random lines"),
      MalformedCase(
        "garbage", String(repeating: "[container addChildViewController]\n", count: 150),
        name: "150 unknown selectors"),
      MalformedCase(
        "garbage", String(repeating: "container.addChild()\n", count: 2_000),
        name: "2,000 calls without arguments"),
      MalformedCase(
        "garbage", String(repeating: "foo(\"\n", count: 2_000),
        name: "2,000 unterminated strings"),
      MalformedCase(
        "garbage", String(repeating: "\u{FFFD}\u{0}\u{1B}\n", count: 2_000),
        name: "2,000 lines of bad characters"),
      MalformedCase(
        "garbage", String(repeating: ":nonsense\n", count: 2_000), kind: .meta,
        name: "2,000 unknown meta commands"),
    ]
  }()

  // MARK: - Meta commands

  /// Meta commands misspelt or with arguments they do not take.
  static let metaAbuse: [MalformedCase] = [
    ":", ":   ", ":nonsense", ":tick -1", ":tick 1e300", ":tick nan", ":tick inf", ":tick -inf",
    ":tick", ":tick 1 2", ":tick abc", ":tick 86401", ":rotate sideways", ":rotate",
    ":rotate portrait landscapeLeft", ":ios 99", ":ios 4", ":ios -1", ":ios seven", ":ios 7.x",
    ":ios 7..1",
    ":ios 99999999999999999999", ":ios", ":clock sometimes", ":clock", ":forward maybe",
    ":forward", ":log sideways", ":syntax cobol", ":lang fr", ":wait 1", ":tree\u{0}",
    ":t", ":tick\u{0} 1",
  ].map { MalformedCase("meta", $0, kind: .meta) }

  // MARK: - Partial execution

  /// A valid statement followed, in the same input, by a syntax error. The Swift REPL rejects
  /// such an input before running any of it; so must the sandbox.
  static let trailingGarbage: [MalformedCase] = [
    "container.addChild(b))", "container.addChild(b)]", "container.addChild(b)}",
    "[self addChildViewController:b]]", "container.addChild(b) container.addChild(b)",
    "container.addChild(b); )", "container.addChild(b)\n)",
  ].map { MalformedCase("valid statement then garbage", $0) }
}
