import TestSupport
import Testing

/// The rule tables of the interpreter's behaviour, each case run through the interpreter alone.
enum RuleConformance {
  /// Checks one table case: exact log, error flag, no invariant violations.
  static func check(_ rule: RuleCase) {
    rule.check { text, objc in ScriptRun(text, syntax: objc ? .objc : .swift) }
  }
}
