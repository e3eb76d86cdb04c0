import Shell
import TestSupport
import Testing

/// A long script is parsed a piece at a time; cutting it anywhere must not change what it does.
struct ScriptChunkTests {
  private func output(_ script: String, linesPerChunk: Int) -> [String] {
    let session = Session()
    session.scriptChunkLines = linesPerChunk
    var lines: [String] = []
    session.runScript(script, fileName: "script") { lines += $0.map(\.text) }
    return lines
  }

  static let examples =
    repositoryFileNames(in: "Examples", endingIn: ".m").map { $0 + ".m" }
    + repositoryFileNames(in: "Examples", endingIn: ".swift").map { $0 + ".swift" }

  @Test(arguments: examples)
  func examplesRunTheSameInPiecesOfAnySize(_ file: String) throws {
    let script = try #require(repositoryFile("Examples/\(file)"))
    let whole = output(script, linesPerChunk: 1_000_000)
    #expect(!whole.isEmpty)
    for size in [1, 2, 3, 7] {
      #expect(output(script, linesPerChunk: size) == whole, "\(file) in pieces of \(size)")
    }
  }

  /// Constructs that run over a line end at the left margin: a closing brace, `else`, a
  /// continued call, a block comment, a multi-line string, a method chain.
  @Test func statementsThatSpanLinesAreNeverSplit() {
    let script = """
      func show(_ child: UIViewController) {
        container.addChild(child)
      container.view.addSubview(child.view)
        child.didMove(toParent: container)
      }
      let a = UIViewController()
      if a.isViewLoaded {
        print("loaded")
      }
      else {
        print("not loaded")
      }
      show(a)
      /* a comment
      a.removeFromParent()
      */
      let text = \"\"\"
      first
      second
      \"\"\"
      print(text)
      let frame = a
        .view
        .frame
      print(frame)
      container.transition(from: a, to: a, duration: 0, options: [],
      animations: nil, completion: nil)
      print(undefinedName)
      """
    let whole = output(script, linesPerChunk: 1_000_000)
    #expect(whole.contains("not loaded"))
    #expect(whole.contains("first\nsecond") || whole.contains("first"), "the string ran whole")
    #expect(whole.contains("(0.0, 0.0, 320.0, 480.0)"), "the method chain ran")
    #expect(whole.contains { $0.contains("script:28:7") }, "\(whole)")
    for size in 1...6 {
      #expect(output(script, linesPerChunk: size) == whole, "pieces of \(size)")
    }
  }

  @Test func aMetaCommandStartingAPredictExerciseTakesTheRestOfEveryPiece() {
    let script =
      ":exercise predict-transition\na.willMove(toParent: nil)\ncontainer.addChild(b)\n:predict\n"
    let lines = output(script, linesPerChunk: 1)
    #expect(lines.suffix(2) == ["1   a.willMove(toParent: nil)", "2   container.addChild(b)"])
  }
}
