import TestSupport
import Testing

/// A script and what running it prints, for the tables of language tests.
struct LanguageCase: CustomTestStringConvertible, Sendable {
  let name: String
  let script: String
  let expected: String
  var testDescription: String { name }

  init(_ name: String, _ script: String, _ expected: String) {
    self.name = name
    self.script = script
    self.expected = expected
  }

  /// Runs the script and checks that it prints `expected` and reports no error.
  func expectCleanRun(sourceLocation: SourceLocation = #_sourceLocation) {
    let run = ScriptRun(script)
    #expect(run.output == trimmedBlock(expected), sourceLocation: sourceLocation)
    #expect(!run.hadError, sourceLocation: sourceLocation)
  }
}
