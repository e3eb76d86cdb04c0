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
}
