import Rendering
import Shell
import Simulation
import TestSupport
import Testing

/// A script run with a `LogOutput` writes the log's lines as bytes itself; what comes out must
/// be what the same script's `OutputLine`s print, byte for byte, coloured or not.
struct LogOutputTests {
  /// The bytes of a run through `runScript(_:fileName:output:emit:)`, the front end's other
  /// lines appended as `run` appends them (the styler's colours, lines without spans).
  private func direct(_ script: String, styled: Bool, options: SessionOptions) -> String {
    let session = Session(options: options)
    let output = LogOutput(styled: styled)
    session.runScript(script, fileName: "script", output: output) { lines in
      for line in lines { output.bytes += Array(printed(line, styled: styled).utf8) }
    }
    return String(decoding: output.bytes, as: UTF8.self)
  }

  /// The same run through `runScript(_:fileName:emit:)`, every line printed by the test.
  private func viaLines(_ script: String, styled: Bool, options: SessionOptions) -> String {
    let session = Session(options: options)
    var text = ""
    session.runScript(script, fileName: "script") { lines in
      for line in lines { text += printed(line, styled: styled) }
    }
    return text
  }

  private func printed(_ line: OutputLine, styled: Bool) -> String {
    guard styled, let code = line.style.ansiCode else { return line.text + "\n" }
    return "\u{1B}[" + code + "m" + line.text + "\u{1B}[0m\n"
  }

  static let scripts = [
    // The dance, twice over: callbacks, end-of-turn lines, depth.
    String(
      repeating: """
        container.addChild(a)
        container.view.addSubview(a.view)
        a.didMove(toParent: container)
        a.willMove(toParent: nil)
        a.view.removeFromSuperview()
        a.removeFromParent()

        """, count: 2),
    // A runaway, capped, then printed output and a note of the cap.
    "func again() { DispatchQueue.main.async { again() } }\nagain()\nprint(\"still here\")",
    // Errors and warnings: diagnostics with their carets, exceptions, an unbalanced call.
    "let b = UIViewController()\nb.frobnicate()\nb.beginAppearanceTransition(true, animated: false)\n"
      + "container.addChild(b)\ncontainer.addChild(b)\nlet x: Int = \"no\"\nb.removeFromParent()",
    // Values, printed text with control characters and non-ASCII, a timer later in time.
    "let c = UIViewController()\nc.title = \"é\"\nprint(\"tab\\there é\")\nc\n"
      + "UIView.animate(withDuration: 0.3) { c.view.alpha = 0 }",
  ]

  @Test(arguments: scripts)
  func bytesAreTheLinesPrinted(_ script: String) {
    let script = "let a = UIViewController()\n" + script
    for syntax in LogSyntax.allCases {
      for language in Language.allCases {
        for detail in [LogDetail.brief, .verbose] {
          let options = SessionOptions(language: language, syntax: syntax, detail: detail)
          for styled in [false, true] {
            let expected = viaLines(script, styled: styled, options: options)
            #expect(!expected.isEmpty)
            #expect(
              direct(script, styled: styled, options: options) == expected,
              "\(syntax) \(language) \(detail) styled: \(styled)")
          }
        }
      }
    }
  }

  /// The repeat cap compares a line's bytes as strings compare: a line canonically equal to
  /// the one before (`é` as one scalar, then as `e` and a combining accent) is a repeat.
  @Test func canonicallyEqualLinesAreRepeats() {
    let script = """
      for _ in 0..<6 {
        NotificationCenter.default.post(name: "\u{E9}", object: nil)
        NotificationCenter.default.post(name: "e\u{301}", object: nil)
      }
      print("end")
      """
    let options = SessionOptions()
    let expected = viaLines(script, styled: false, options: options)
    #expect(expected.contains("(not printed)"), "\(expected)")
    #expect(direct(script, styled: false, options: options) == expected)
  }
}
