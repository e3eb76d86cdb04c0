import Rendering
import Shell
import Simulation
import TestSupport

/// The result of running a script through a fresh session, with the world's invariants checked
/// after every statement: what the REPL prints, meta commands and all. (`TestSupport.ScriptRun`
/// runs a script through the interpreter alone.)
public struct SessionScriptRun: ScriptOutcome {
  public let output: String
  public let lines: [OutputLine]
  public let hadError: Bool
  public let violations: [String]
  public let session: Session

  /// Runs `script` as `containrepl run` would.
  public init(_ script: String, options: SessionOptions = SessionOptions()) {
    let session = Session(options: options)
    var violations: [String] = []
    session.afterEachStep = { world in
      for problem in world.checkInvariants() where !violations.contains(problem) {
        violations.append(problem)
      }
    }
    var lines: [OutputLine] = []
    session.runScript(script, fileName: nil) { lines += $0 }
    self.lines = lines
    self.output = lines.map(\.text).joined(separator: "\n")
    self.hadError = session.hadError
    self.violations = violations
    self.session = session
  }
}
