import Shell
import Testing

/// Everyday code typed at the sandbox's prompt: a top-level `defer` ends with its input, and a
/// result the code may discard shows its value as other expressions do.
struct PromptValuesTests {
  @Test("typed in the sandbox, a top-level defer runs at the end of its input")
  func deferEndsWithTheInput() {
    let session = Session()
    let first = session.handle("defer { print(\"deferred\") }\nprint(\"first\")").map(\.text)
    #expect(first == ["  first", "  deferred"] || first == ["first", "deferred"], "\(first)")
    let second = session.handle("print(\"second\")").map(\.text)
    #expect(!second.joined().contains("deferred"), "\(second)")
  }

  @Test("in the sandbox a @discardableResult call shows its value, as other expressions do")
  func sandboxShowsDiscardableResults() {
    let session = Session()
    _ = session.handle("@discardableResult func make() -> Int { 1 }")
    let lines = session.handle("make()").map(\.text)
    #expect(lines.contains { $0.contains("= 1") }, "\(lines)")
    #expect(!lines.contains { $0.contains("warning") }, "\(lines)")
  }
}
