import Shell
import TestSupport
import Testing

/// What the shell says of `:tap` and `:pan` beside what the finger runs: a note when nothing
/// answers, and the usage when the arguments are wrong.
struct GestureNoteTests {
  @Test("a removed target, or a finger on a view with no recognizer, runs nothing")
  func nothingAnswers() {
    let run = ScriptRun(
      """
      class Drawer: UIViewController {
        let button = UIButton(type: .system)
        override func viewDidLoad() {
          super.viewDidLoad()
          button.addTarget(self, action: #selector(toggle), for: .touchUpInside)
          view.addSubview(button)
        }
        @objc func toggle() { print("toggled") }
      }
      let drawer = Drawer()
      drawer.loadViewIfNeeded()
      drawer.button.removeTarget(drawer, action: nil, for: .allEvents)
      :tap drawer.button
      :pan drawer.button 5
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(!run.output.contains("drawer.toggle()"), "\(run.output)")
    #expect(
      run.output.hasSuffix(
        "note: nothing on drawer.button answers a pan: it has no such gesture recognizer"),
      "\(run.output)")
  }

  @Test(":tap with no view, or :pan with no distance, shows the usage")
  func usage() {
    #expect(ScriptRun(":tap").output == "error: usage: :tap VIEW")
    #expect(ScriptRun(":pan v").output == "error: usage: :pan VIEW DX [DY]")
  }
}
