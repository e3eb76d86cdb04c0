import Rendering
import Testing

/// An input and the text it gives in each log syntax: a row of an `@Test(arguments:)` table.
struct SyntaxCase<Input: Sendable>: CustomTestStringConvertible, Sendable {
  let input: Input
  let swift: String
  let objc: String

  init(_ input: Input, _ swift: String, _ objc: String) {
    self.input = input
    self.swift = swift
    self.objc = objc
  }

  var testDescription: String { swift }

  /// The expected text in `syntax`.
  func expected(_ syntax: LogSyntax) -> String { syntax == .swift ? swift : objc }
}
