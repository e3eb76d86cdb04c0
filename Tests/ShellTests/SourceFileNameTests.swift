import Shell
import Testing

/// A diagnostic names the file its source line is in: an error or note in a method defined in
/// one file names that file, whichever file's code called the method, as `run a.swift b.swift`
/// runs them.
struct SourceFileNameTests {
  @Test("an error in a method names the method's file, not the caller's")
  func methodDiagnosticsNameTheirFile() {
    let session = Session()
    var lines: [String] = []
    session.runScript(
      """
      class Pager: UIViewController {
        func turn() {
          let pages: [Int] = []
          print(pages[2])
        }
        func tune(_ g: UIPanGestureRecognizer) { g.maximumNumberOfTouches = 1 }
      }
      """, fileName: "Pager.swift"
    ) { lines += $0.map(\.text) }
    session.runScript(
      """
      let p = Pager()
      p.tune(UIPanGestureRecognizer())
      p.turn()
      let q: Int = "x"
      """, fileName: "main.swift"
    ) { lines += $0.map(\.text) }
    #expect(
      lines.contains {
        $0.hasPrefix("note: Pager.swift:6:46: 'UIPanGestureRecognizer.maximumNumberOfTouches'")
      }, "\(lines)")
    #expect(
      lines.contains { $0.hasPrefix("error: Pager.swift:4:17: Fatal error: Index out of range") },
      "\(lines)")
    #expect(lines.contains { $0.hasPrefix("error: main.swift:4:") }, "\(lines)")
  }
}
