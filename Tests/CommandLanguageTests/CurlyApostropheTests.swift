import CommandLanguage
import Simulation
import Testing

/// A curly apostrophe typed by a Chinese input method: Swift has no single-quoted literal, so
/// the fix-it is `"` (as swiftc says); in Objective-C and C a character literal takes `'`.
@Suite("Parser: curly apostrophes")
struct CurlyApostropheTests {
  @Test(arguments: [
    "let title = 1️⃣‘News’", "content.title = 1️⃣‘新闻’", "print(1️⃣‘a’)",
  ])
  func swiftSuggestsADoubleQuote(_ source: String) {
    DiagnosticCase(source, "'‘' is a curly apostrophe; did you mean '\"'?").check()
  }

  @Test(arguments: [
    "char c = 1️⃣‘a’;", "NSString *s = @\"a\"; char c = 1️⃣‘b’;", "[self show:1️⃣‘x’];",
  ])
  func objectiveCKeepsTheApostrophe(_ source: String) {
    DiagnosticCase(source, "'‘' is a curly apostrophe; did you mean '''?").check()
  }

  @Test func objectiveCFileKeepsTheApostropheOnEveryLine() {
    DiagnosticCase(
      "@interface A : UIViewController\n@end\nx = 1️⃣’y’",
      "'’' is a curly apostrophe; did you mean '''?"
    ).check()
  }

  @Test func chineseSaysTheSame() {
    let result = parse("let t = ‘新闻’")
    #expect(result.diagnostics.first?.message.text(.chinese) == "'‘' 是弯单引号，是否应为 '\"'？")
  }
}
