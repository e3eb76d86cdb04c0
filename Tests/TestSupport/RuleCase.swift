import Testing

/// What a run of a script gives a rule table: its output, whether it reported an error, and the
/// invariants it broke.
public protocol ScriptOutcome {
  var output: String { get }
  var hadError: Bool { get }
  var violations: [String] { get }
}

/// A case of a rule table: a script, after a setup whose log is left out, and the log it must
/// print, in Swift's syntax or Objective-C's (`objc`).
public struct RuleCase: CustomTestStringConvertible, Sendable {
  public let name: String
  public let setup: String
  public let script: String
  public let expected: String
  public let isError: Bool
  public let objc: Bool
  public var testDescription: String { name }

  public init(
    _ name: String, setup: String = "", _ script: String, _ expected: String,
    error: Bool = false, objc: Bool = false
  ) {
    self.name = name
    self.setup = setup
    self.script = script
    self.expected = expected
    self.isError = error
    self.objc = objc
  }

  /// Runs `setup`, forgets its log, runs `script`, each through `make` (the text, and whether
  /// the log is in Objective-C's syntax); returns the run and the log of `script` alone.
  public static func run<Run: ScriptOutcome>(
    setup: String, script: String, objc: Bool = false, make: (String, Bool) -> Run
  ) -> (run: Run, tail: String) {
    guard !setup.isEmpty else {
      let whole = make(script, objc)
      return (whole, whole.output)
    }
    let whole = make(setup + "\n:log clear\n" + script, objc)
    let setupOutput = make(setup, objc).output
    var output = whole.output
    if !setupOutput.isEmpty, output.hasPrefix(setupOutput) {
      output = String(output.dropFirst(setupOutput.count))
      while output.hasPrefix("\n") { output.removeFirst() }
    }
    return (whole, output)
  }

  /// Checks the case run through `make`: exact log, error flag, no invariant violations.
  public func check<Run: ScriptOutcome>(
    sourceLocation: SourceLocation = #_sourceLocation, make: (String, Bool) -> Run
  ) {
    let (whole, tail) = Self.run(setup: setup, script: script, objc: objc, make: make)
    #expect(tail == trimmedBlock(expected), sourceLocation: sourceLocation)
    #expect(whole.hadError == isError, sourceLocation: sourceLocation)
    #expect(whole.violations.isEmpty, "\(whole.violations)", sourceLocation: sourceLocation)
  }
}
