import Shell
import TestSupport
import Testing

/// What UIKit calls and reads on a presentation controller of the user's class (rules CT.20,
/// CT.23) is simulated, and `:help` says so; UIKit's own versions, reached through `super`,
/// answer as documented without a note.
struct PresentationControllerSurfaceTests {
  static let members = [
    "frameOfPresentedViewInContainerView", "shouldRemovePresentersView",
    "presentationTransitionWillBegin()", "presentationTransitionDidEnd(_:)",
    "dismissalTransitionWillBegin()", "dismissalTransitionDidEnd(_:)",
    "containerViewWillLayoutSubviews()", "containerViewDidLayoutSubviews()",
  ]

  @Test func helpListsTheMembersUIKitUsesAsSimulated() throws {
    let help = ScriptRun(":help UIPresentationController").output
    let simulated = try #require(help.range(of: "simulated:\n"))
    let declared = try #require(help.range(of: "declared by UIKit, accepted without effect"))
    let shown = help[simulated.upperBound..<declared.lowerBound]
    let rest = help[declared.upperBound...]
    for member in Self.members {
      #expect(shown.contains("  " + member), "\(member): \(help)")
      #expect(!rest.contains(" " + member + " ") && !rest.hasSuffix(" " + member), "\(member)")
    }
    // What UIKit does not call in the simulation stays declared only.
    #expect(rest.contains("shouldPresentInFullscreen"))
  }

  @Test(
    "UIKit's own transition methods do nothing; its frame fills the container, its view stays",
    arguments: [false, true])
  func uikitsOwnVersionsAnswerAsDocumented(dismissing: Bool) {
    let run = ScriptRun(
      """
      class Plain: UIPresentationController {
        override func presentationTransitionWillBegin() {
          print(frameOfPresentedViewInContainerView.width, frameOfPresentedViewInContainerView.height, shouldRemovePresentersView)
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
          print("dismissed", completed)
        }
      }
      class Covers: NSObject, UIViewControllerTransitioningDelegate {
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
          return Plain(presentedViewController: presented, presenting: presenting)
        }
      }
      """
        + RuleConformancePresentationControllerTests.cardOverHome(
          home: "UIViewController", card: "UIViewController")
          + """

          let bare = UIPresentationController(presentedViewController: card, presenting: home)
          bare.presentationTransitionWillBegin()
          bare.dismissalTransitionDidEnd(true)
          print(bare.frameOfPresentedViewInContainerView.width, bare.shouldRemovePresentersView)
          home.present(card, animated: false)

          """
        + (dismissing ? "card.dismiss(animated: false)\n" : ""))
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations.isEmpty, "\(run.violations)")
    // Before a presentation the container view is nil: a zero frame; UIKit's own
    // shouldRemovePresentersView is false.
    #expect(run.output.contains("\n0.0 false\n"), "\(run.output)")
    // Presenting, the container view is the window, 320 × 480 (CT.20).
    #expect(run.output.contains("  320.0 480.0 false\n"), "\(run.output)")
    #expect(run.output.contains("dismissed true") == dismissing, "\(run.output)")
    #expect(!run.output.contains("not simulated"), "\(run.output)")
  }
}
