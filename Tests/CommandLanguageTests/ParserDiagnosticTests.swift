import CommandLanguage
import Simulation
import Testing

@Suite("Parser: diagnostics")
struct ParserDiagnosticTests {
  static let unclosedCases: [DiagnosticCase] = [
    DiagnosticCase(
      "f(a, b1️⃣", "expected ')' in expression list to match '(' at 1:2", incomplete: true),
    DiagnosticCase(
      "x = (a + b1️⃣", "expected ')' in expression to match '(' at 1:5", incomplete: true),
    DiagnosticCase(
      "let x = [a, b1️⃣", "expected ']' in array literal to match '[' at 1:9", incomplete: true),
    DiagnosticCase(
      "[self foo: x1️⃣", "expected ']' in message send to match '[' at 1:1", incomplete: true),
    DiagnosticCase(
      "x = a[01️⃣", "expected ']' in subscript to match '[' at 1:6", incomplete: true),
    DiagnosticCase(
      "if x {1️⃣", "expected '}' at end of brace statement to match '{' at 1:6", incomplete: true),
    DiagnosticCase(
      "func f() {\n  a()1️⃣",
      "expected '}' in body of function declaration to match '{' at 1:10", incomplete: true),
    DiagnosticCase("class X {1️⃣", "expected '}' in class to match '{' at 1:9", incomplete: true),
    DiagnosticCase(
      "let c = { x in1️⃣", "expected '}' at end of closure to match '{' at 1:9", incomplete: true),
    DiagnosticCase(
      "x = ^{1️⃣", "expected '}' at end of block literal to match '{' at 1:6", incomplete: true),
    DiagnosticCase(
      "@interface X : Y1️⃣", "expected '@end' in '@interface' to match '@interface' at 1:1",
      incomplete: true),
    DiagnosticCase(
      "@implementation X\n- (void) f { }1️⃣",
      "expected '@end' in '@implementation' to match '@implementation' at 1:1", incomplete: true),
    DiagnosticCase(
      "@protocol P <NSObject>1️⃣", "expected '@end' in '@protocol' to match '@protocol' at 1:1",
      incomplete: true),
    DiagnosticCase(
      "x = @(a1️⃣", "expected ')' in boxed expression to match '(' at 1:6", incomplete: true),
    DiagnosticCase("1️⃣/* note", "unterminated '/*' comment", incomplete: true),
    DiagnosticCase("let x =1️⃣", "expected expression", incomplete: true),
    DiagnosticCase("a +1️⃣", "expected expression after operator '+'", incomplete: true),
    DiagnosticCase("f(a,1️⃣", "expected expression", incomplete: true),
    DiagnosticCase("if a { } else1️⃣", "expected '{' after 'else'", incomplete: true),
    DiagnosticCase("func f() ->1️⃣", "expected type after '->'", incomplete: true),
    DiagnosticCase("if x1️⃣", "expected '{' after 'if' condition", incomplete: true),
    DiagnosticCase("while x1️⃣", "expected '{' after 'while' condition", incomplete: true),
    DiagnosticCase("guard x1️⃣", "expected 'else' after 'guard' condition", incomplete: true),
    DiagnosticCase("for x1️⃣", "expected 'in' after for-each pattern", incomplete: true),
    DiagnosticCase(
      "for x in xs1️⃣", "expected '{' to start the body of for-each loop", incomplete: true),
    DiagnosticCase(
      "- (void) f:(UIView *)v1️⃣", "expected '{' or ';' after method signature", incomplete: true),
    DiagnosticCase("x = a.1️⃣", "expected member name following '.'", incomplete: true),
    DiagnosticCase(
      "c ? a1️⃣", "expected ':' after '? ...' in ternary expression", incomplete: true),
  ]

  @Test("unclosed constructs at the end of input", arguments: unclosedCases)
  func unclosed(_ row: DiagnosticCase) { row.check() }

  static let errorCases: [DiagnosticCase] = [
    DiagnosticCase("1️⃣\"abc", "unterminated string literal"),
    DiagnosticCase("f(1️⃣\"abc", "unterminated string literal"),
    DiagnosticCase("x = 1️⃣@\"abc\ny = 1", "unterminated string literal"),
    DiagnosticCase("1️⃣)", "unexpected ')' with no matching opening bracket"),
    DiagnosticCase("x = 1 1️⃣}", "unexpected '}' with no matching opening bracket"),
    DiagnosticCase(
      "let a = 11️⃣ let b = 2", "consecutive statements on a line must be separated by ';'"),
    DiagnosticCase("let x =1️⃣ )", "expected expression"),
    DiagnosticCase("x = f(a1️⃣，b)", "'，' is a full-width comma; did you mean ','?"),
    DiagnosticCase("let s = 1️⃣“hi”", "'“' is a curly quotation mark; did you mean '\"'?"),
    DiagnosticCase("x1️⃣\u{3000}= 1", "'\u{3000}' is a full-width space; did you mean ' '?"),
    DiagnosticCase("x = 11️⃣；", "'；' is a full-width semicolon; did you mean ';'?"),
    DiagnosticCase("f1️⃣（x）", "'（' is a full-width parenthesis; did you mean '('?"),
    DiagnosticCase("a1️⃣、b", "'、' is an ideographic comma; did you mean ','?"),
    DiagnosticCase("if (index 1️⃣= 0) { }", "use of '=' in a boolean context, did you mean '=='?"),
    DiagnosticCase("if index 1️⃣= 0 { }", "use of '=' in a boolean context, did you mean '=='?"),
    DiagnosticCase("x = 1️⃣99999999999999999999", "integer literal overflows"),
    DiagnosticCase("x = 1️⃣12px", "'12px' is not a valid number"),
    DiagnosticCase("x = \"a1️⃣\\qb\"", "invalid escape sequence '\\q' in literal"),
    DiagnosticCase("x = \"a1️⃣\\u{D800}\"", "invalid unicode scalar"),
    DiagnosticCase("x = 1️⃣'a'", "single-quoted string literal found, use '\"'"),
    DiagnosticCase(
      "x = 1️⃣\"\"\" abc\n\"\"\"", "multi-line string literal content must begin on a new line"),
    DiagnosticCase(
      "x = \"\"\"\n  abc\n1️⃣ b\n  \"\"\"",
      "insufficient indentation of line in multi-line string literal"),
    DiagnosticCase("x = \"\\(a1️⃣ b)\"", "expected ')' in string interpolation"),
    DiagnosticCase("x = \"\\(1️⃣)\"", "expected expression in string interpolation"),
    DiagnosticCase("func f() {\n1️⃣:tree\n}", "meta commands can't be used inside a block"),
    DiagnosticCase(
      "switch x 1️⃣{ }", "'switch' statement body must have at least one 'case' or 'default' block"),
    DiagnosticCase(
      "switch x {\n1️⃣case 1:\ncase 2: break\n}",
      "'case' label in a 'switch' must have at least one executable statement"),
    DiagnosticCase("1️⃣case 1:", "'case' label can only appear inside a 'switch' statement"),
    DiagnosticCase(
      "func f() {\n  1️⃣throw E.bad\n}",
      "error is not handled because the enclosing function is not declared 'throws'"),
    DiagnosticCase(
      "typealias Pair1️⃣<T> = (T, T)", "containrepl does not simulate generic parameters ('<T>') yet"),
    DiagnosticCase("1️⃣init() { }", "initializers may only be declared within a type"),
    DiagnosticCase("x = 1️⃣#keyPath(a.b)", "containrepl does not simulate '#keyPath' yet"),
    DiagnosticCase("x = 1️⃣@encode(int)", "containrepl does not simulate '@encode' yet"),
    DiagnosticCase("1️⃣@end", "'@end' without '@interface', '@implementation' or '@protocol'"),
    DiagnosticCase("class X {\n  1️⃣x = 1\n}", "expected 'func', 'var' or 'let' in class body"),
    DiagnosticCase(
      "@implementation X\n1️⃣x = 1;\n@end",
      "expected a method, '@property' or '@end' in '@implementation'"),
    DiagnosticCase(
      "func f() {\n  1️⃣- (void) g { }\n}",
      "Objective-C methods can't be defined inside a body; is a '}' missing?"),
    DiagnosticCase("1️⃣3 = x", "cannot assign to this expression"),
    DiagnosticCase("x = 1️⃣++y", "'++' is unavailable: it has been removed in Swift 3"),
    DiagnosticCase("x1️⃣++", "'++' is unavailable: it has been removed in Swift 3"),
    DiagnosticCase("1️⃣--x", "'--' is unavailable: it has been removed in Swift 3"),
    DiagnosticCase("let y = a[i1️⃣++]", "'++' is unavailable: it has been removed in Swift 3"),
    DiagnosticCase(
      "1️⃣#define BEGIN {",
      "containrepl does not simulate '#define' of anything but a constant value yet"),
    DiagnosticCase("protocol P { func f() 1️⃣{ } }", "protocol requirements can't have a body"),
    DiagnosticCase("1️⃣else { }", "unexpected 'else'"),
    DiagnosticCase("x = 1️⃣else", "expected expression, found keyword 'else'"),
    DiagnosticCase(
      "func f() {\n  1️⃣deinit { }\n}", "deinitializers may only be declared within a class"),
    DiagnosticCase("x = 1️⃣&y", "'&' may only be used to pass an argument to inout parameter"),
    DiagnosticCase(
      "var x: Int 1️⃣{ set { } }", "variable with a setter must also have a getter"),
    DiagnosticCase(
      "var x: Int = 1 1️⃣{ get { 1 } }", "variable with getter/setter cannot have an initial value"),
    DiagnosticCase(
      "@interface X\n@property (nonatomic, 1️⃣strnog) UIView *v;\n@end",
      "unknown property attribute 'strnog'"),
    DiagnosticCase(
      "@interface X\n@property (strong, 1️⃣weak) UIView *v;\n@end",
      "property attributes 'strong' and 'weak' are mutually exclusive"),
    DiagnosticCase("class X {\n1️⃣:tree\n}", "meta commands can't be used inside a block"),
    DiagnosticCase("@interface X\n1️⃣:tree\n@end", "meta commands can't be used inside a block"),
    DiagnosticCase("x = 1️⃣`a", "invalid character '`' in source"),
    DiagnosticCase(
      "1️⃣@try { }", "@try statement without a @catch and @finally clause", incomplete: true),
    DiagnosticCase("1️⃣@try { } x = 1;", "@try statement without a @catch and @finally clause"),
    DiagnosticCase("1️⃣@catch (NSException *e) { }", "unexpected '@' in program"),
    DiagnosticCase("@try { } @finally { } 1️⃣@catch (id e) { }", "unexpected '@' in program"),
    DiagnosticCase(
      "@try { 1️⃣@throw; } @finally { }", "@throw (rethrow) used outside of a @catch block"),
    DiagnosticCase(
      "@interface X\n@property UIView *a1️⃣, *b;\n@end",
      "containrepl does not simulate several variables in one declaration yet; declare each on a line of its own"
    ),
    DiagnosticCase(
      "func f() {\n  do { 1️⃣throw E.bad } catch E.bad { }\n}",
      "error is not handled because the enclosing catch is not exhaustive"),
    DiagnosticCase("1️⃣catch { }", "unexpected 'catch'"),
  ]

  @Test("errors with their positions", arguments: errorCases)
  func error(_ row: DiagnosticCase) { row.check() }

  @Test("the first diagnostic of a statement is the one its .invalid names")
  func invalidPointsAtFirstDiagnostic() {
    let result = parse("a = 1\nb = )\nc = ，\nd = 4")
    #expect(TreeDump.statements(result.statements) == "(= a 1)\n(invalid 0)\n(invalid 1)\n(= d 4)")
    #expect(
      result.diagnostics.map(english) == [
        "expected expression", "'，' is a full-width comma; did you mean ','?",
      ])
    #expect(result.diagnostics.allSatisfy { $0.severity == .error })
  }

  @Test("messages read in Chinese with full-width punctuation and spaced code")
  func chinese() {
    let cases: [(ParseMessage, String)] = [
      (.unterminatedString, "字符串字面量没有结束"),
      (.expected(["{"], .ifCondition), "'if' 条件之后缺少 '{'"),
      (
        .expectedClosing(
          ")", .expressionList, opener: "(", openerPosition: .init(line: 1, column: 5)),
        "表达式列表中缺少 ')'，以匹配 1:5 处的 '('"
      ),
      (.expectedExpression(nil), "缺少表达式"),
      (.consecutiveStatements, "同一行的多条语句之间必须用 ';' 分隔"),
      (
        .fullWidthCharacter("，", name: .comma, suggestion: ","),
        "'，' 是全角逗号，是否应为 ','？"
      ),
      (.nestingTooDeep(limit: 200), "嵌套层数过深（上限 200）"),
      (.expected(["{", ";"], .afterMethodSignature), "方法签名之后缺少 '{' 或 ';'"),
    ]
    for (message, text) in cases {
      #expect(message.text(.chinese) == text)
    }
  }

  @Test("every message has English and Chinese text")
  func everyMessageHasText() {
    let messages: [ParseMessage] = [
      .unterminatedString, .unterminatedComment, .singleQuotedString, .invalidEscape("\\q"),
      .invalidUnicodeScalar, .invalidCharacter("~"), .invalidUTF8, .controlCharacter("U+0000"),
      .fullWidthCharacter("〜", name: .other, suggestion: nil), .integerOverflow,
      .invalidNumber("1x"), .expected(["a", "b", "c"], .declaration),
      .expectedExpression(.interpolation), .expectedExpressionAfterOperator("+"),
      .keywordInExpression("in"), .expectedName(.functionDeclaration), .expectedType(nil),
      .expectedType(.returnType), .expectedMemberName, .expectedDeclaration(.classBody),
      .expectedDeclaration(.protocolBody), .expectedDeclaration(.objcProtocol),
      .expectedDeclaration(.interface), .consecutiveStatements, .unexpectedCloser(")"),
      .unexpectedToken("in"), .nestingTooDeep(limit: 3), .metaInsideBlock,
      .errorNotHandled(nonExhaustive: true), .unsupported(.genericParameters),
      .unsupported(.compilerDirective("#keyPath")), .unsupported(.macros),
      .caseOutsideSwitch("case"), .emptyCase("default"), .emptySwitch, .caseAfterDefault,
      .multiLineStringStart, .insufficientIndentation,
      .assignmentInCondition, .notAssignable, .incrementRemoved("--"), .methodInsideBody,
      .strayEnd, .multipleDeclarators, .requirementWithBody,
    ]
    for message in messages {
      let english = message.text(.english)
      let chinese = message.text(.chinese)
      #expect(!english.isEmpty && !chinese.isEmpty && english != chinese)
      #expect(!english.hasSuffix("."))
      #expect(english.first?.isUppercase == false || english.hasPrefix("Objective-C"))
    }
    #expect(
      ParseMessage.expected(["a", "b", "c"], .declaration).text(.english)
        == "expected 'a', 'b' or 'c' in declaration")
  }
}
