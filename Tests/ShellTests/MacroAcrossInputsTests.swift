import Shell
import Testing

/// A session is one translation unit: a function-like macro one input (a header run first)
/// defines is expanded in the inputs after it, as clang expands a macro an imported header
/// defines.
struct MacroAcrossInputsTests {
  static func text(_ session: Session, _ input: String) -> String {
    session.handle(input).map(\.text).joined(separator: "\n")
  }

  @Test func aMacroDefinedInOneInputIsExpandedInTheNext() {
    let session = Session(options: SessionOptions())
    #expect(Self.text(session, "#define TWICE(x) ((x) * 2)") == "")
    #expect(Self.text(session, "NSLog(@\"%d\", TWICE(20 + 1));") == "42")
  }

  @Test func aMacroLaterInputsDoNotKnowIsAFunctionCall() {
    let session = Session(options: SessionOptions())
    let output = Self.text(session, "NSLog(@\"%d\", HALF(8));")
    #expect(output.contains("error:"), "\(output)")
    #expect(output.contains("HALF"), "\(output)")
  }
}
