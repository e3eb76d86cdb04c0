import Foundation
import TestSupport
import Testing

/// The interpreter's own tests (CommandLanguageTests) run scripts through `TestSupport.ScriptRun`,
/// which writes the log as the sandbox writes it, without the shell: every example without a
/// meta command prints the same through it as through the REPL's session, with the same errors
/// and no invariant broken.
struct InterpreterRunAgreementTests {
  /// The examples (Swift and Objective-C) that have no meta command.
  static let examples: [String] = [".swift", ".m"].flatMap { suffix in
    repositoryFileNames(in: "Examples", endingIn: suffix).map { $0 + suffix }
  }.filter { name in
    let text = repositoryFile("Examples/" + name) ?? ""
    return !text.split(separator: "\n").contains { $0.drop { $0 == " " }.hasPrefix(":") }
  }.sorted()

  @Test func mostExamplesHaveNoMetaCommand() {
    #expect(Self.examples.count >= 20)
  }

  @Test(arguments: examples)
  func theInterpreterAloneWritesTheSessionsLog(_ name: String) throws {
    let text = try #require(repositoryFile("Examples/" + name))
    let session = ScriptRun(text)
    let alone = TestSupport.ScriptRun(text)
    #expect(alone.output == session.output)
    #expect(alone.hadError == session.hadError)
    #expect(alone.violations.isEmpty && session.violations.isEmpty)
  }
}
