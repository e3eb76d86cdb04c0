import TestSupport
import Testing

/// An `override` of something UIKit would call but containrepl never does is noted at its
/// definition; an override of the user's own method — one an extension of a UIKit class
/// declares, even later in the file — is not UIKit's, and has no such note.
struct OverrideNoteTests {
  @Test func onlyOverridesOfUIKitsOwnMembersAreNoted() {
    let run = ScriptRun(
      """
      class Menu: UIViewController {
        override func openLeft() { print("menu opens") }
        override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
        override var shouldAutorotate: Bool { true }
      }
      extension UIViewController {
        @objc func openLeft() { print("plain opens") }
      }
      Menu().openLeft()
      UIViewController().openLeft()
      """)
    #expect(!run.hadError, "\(run.output)")
    let noted = run.lines.map(\.text).filter { $0.contains("only your own code calls it") }
    #expect(noted.count == 2, "\(run.output)")
    #expect(noted.contains { $0.contains("'didReceiveMemoryWarning()'") }, "\(run.output)")
    #expect(noted.contains { $0.contains("'shouldAutorotate'") }, "\(run.output)")
    #expect(
      run.output.contains("menu opens\n") && run.output.hasSuffix("plain opens"), "\(run.output)")
  }

  /// UIKit reads a presentation controller's shouldRemovePresentersView (rule CT.23): its
  /// override has no note; shouldPresentInFullscreen, never read, keeps it.
  @Test func shouldRemovePresentersViewIsReadByUIKit() {
    let run = ScriptRun(
      """
      class Covering: UIPresentationController {
        override var shouldRemovePresentersView: Bool { return true }
        override var shouldPresentInFullscreen: Bool { return false }
      }
      """)
    let noted = run.lines.map(\.text).filter { $0.contains("only your own code calls it") }
    #expect(!run.hadError && noted.count == 1, "\(run.output)")
    #expect(noted.allSatisfy { $0.contains("'shouldPresentInFullscreen'") }, "\(run.output)")
  }
}
