import TestSupport
import Testing

/// The properties UIKit reads from a controller's override
/// (`shouldAutomaticallyForwardAppearanceMethods`, `shouldAutomaticallyForwardRotationMethods`)
/// are get-only in the SDK: an assignment is the compilers' error, with the override to write.
struct ReadOnlyUIKitPropertyTests {
  @Test func swiftRefusesTheAssignmentAndNamesTheOverride() {
    let run = ScriptRun(
      """
      let pane = UIViewController()
      pane.shouldAutomaticallyForwardAppearanceMethods = false
      """)
    #expect(run.hadError)
    #expect(
      run.output.contains(
        "2:6: cannot assign to property: 'shouldAutomaticallyForwardAppearanceMethods' is a get-only property"
      ), "\(run.output)")
    #expect(run.output.contains("override var"), "\(run.output)")
    #expect(run.output.contains("':forward off'"), "\(run.output)")
  }

  @Test func objectiveCRefusesTheAssignmentAndTheSetterMessage() {
    let assignment = ScriptRun("self.shouldAutomaticallyForwardAppearanceMethods = NO;")
    #expect(assignment.hadError)
    #expect(
      assignment.output.contains(
        "assignment to readonly property 'shouldAutomaticallyForwardAppearanceMethods'"),
      "\(assignment.output)")
    #expect(assignment.output.contains("(BOOL)shouldAutomaticallyForwardAppearanceMethods"))
    let message = ScriptRun("[self setShouldAutomaticallyForwardRotationMethods:NO];")
    #expect(message.hadError)
    #expect(
      message.output.contains(
        "no visible @interface for 'ContainerViewController' declares the selector 'setShouldAutomaticallyForwardRotationMethods:'"
      ), "\(message.output)")
    // No meta command switches rotation forwarding.
    #expect(!message.output.contains(":forward off"), "\(message.output)")
  }

  @Test func theOverrideStillDecides() {
    let run = ScriptRun(
      """
      class Manual: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
      }
      print(Manual().shouldAutomaticallyForwardAppearanceMethods)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output == "false")
  }
}
