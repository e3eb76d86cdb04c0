import Rendering
import Shell
import Testing

/// A warning about a member is placed in the file the member is written in.
@Suite struct DiagnosticPlaceTests {
  @Test func aDeprecationInALibrarysCallbackPointsIntoTheLibrary() {
    let session = Session(options: SessionOptions())
    var lines: [OutputLine] = []
    session.runScript(
      """
      class Pane: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          print(UIApplication.shared.statusBarOrientation.isPortrait)
        }
      }
      """, fileName: "lib.swift"
    ) { lines += $0 }
    session.runScript(
      """
      let p = Pane()
      container.addChild(p)
      container.view.addSubview(p.view)
      p.didMove(toParent: container)
      """, fileName: "drive.swift"
    ) { lines += $0 }
    let warnings = lines.map(\.text).filter { $0.hasPrefix("warning:") }
    #expect(
      warnings == ["warning: lib.swift:4:32: 'statusBarOrientation' was deprecated in iOS 13.0"],
      "\(lines.map(\.text))")
  }
}
