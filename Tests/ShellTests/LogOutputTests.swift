import TestSupport
import Testing

/// The repeat cap compares log lines as strings compare: a line canonically equal to the one
/// before (`é` as one scalar, then as `e` and a combining accent) is a repeat.
struct LogOutputTests {
  @Test func canonicallyEqualLinesAreRepeats() {
    let run = ScriptRun(
      """
      for _ in 0..<6 {
        NotificationCenter.default.post(name: "\u{E9}", object: nil)
        NotificationCenter.default.post(name: "e\u{301}", object: nil)
      }
      print("end")
      """)
    let lines = run.output.split(separator: "\n")
    #expect(
      lines.filter { $0.hasPrefix("NotificationCenter.default.post") }.count == 8, "\(run.output)")
    #expect(lines.contains("… the line above came 4 more times (not printed)"), "\(run.output)")
    #expect(lines.last == "end")
  }
}
