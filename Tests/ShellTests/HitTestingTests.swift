import Foundation
import Shell
import TestSupport
import Testing

/// A finger reaches a view only through hit-testing (rule G.3): UILabel and UIImageView start
/// with user interaction off, and a hidden or disabled view keeps touches from its subviews.
struct HitTestingTests {
  static let card = """
    class Card: UIViewController {
      let title = UILabel()
      let photo = UIImageView()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(title)
        view.addSubview(photo)
        title.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        photo.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
      }
      @objc func tapped() { print("tapped") }
    }
    let card = Card()
    card.loadViewIfNeeded()
    """

  /// The output with its wrapped lines joined again.
  static func unwrapped(_ run: ScriptRun) -> String {
    run.output.replacingOccurrences(of: "\n      ", with: " ")
  }

  /// How many times the recognizers' action ran.
  static func taps(_ run: ScriptRun) -> Int {
    run.output.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces) == "tapped" }
      .count
  }

  @Test("UILabel and UIImageView start with isUserInteractionEnabled false, UIView true")
  func labelsAndImageViewsStartWithInteractionOff() {
    let run = ScriptRun(
      """
      print(UILabel().isUserInteractionEnabled, UIImageView().isUserInteractionEnabled, UIView().isUserInteractionEnabled, UIButton().isUserInteractionEnabled)
      class Caption: UILabel {}
      print(Caption().isUserInteractionEnabled)
      """)
    #expect(!run.hadError, "\(run.output)")
    let printed = run.output.split(separator: "\n").filter { !$0.hasPrefix("//") }
    #expect(printed == ["false false true true", "false"], "\(run.output)")
  }

  @Test("a tap on a label reaches nothing until its user interaction is on")
  func aTapOnALabelReachesNothing() {
    let run = ScriptRun(
      Self.card + """

        :tap card.title
        card.title.isUserInteractionEnabled = true
        :tap card.title
        """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      Self.unwrapped(run).contains(
        "note: the tap does not reach card.title: title.isUserInteractionEnabled is false (UILabel and UIImageView start so), so hit-testing passes over it (rule G.3)"
      ), "\(run.output)")
    #expect(Self.taps(run) == 1, "\(run.output)")
  }

  @Test("a hidden superview or one with interaction off keeps the finger from what it holds")
  func aBlockingSuperviewKeepsTheFingerOut() {
    let run = ScriptRun(
      Self.card + """

        card.photo.isUserInteractionEnabled = true
        card.view.isHidden = true
        :tap card.photo
        card.view.isHidden = false
        card.view.isUserInteractionEnabled = false
        :pan card.photo 10
        card.view.isUserInteractionEnabled = true
        :tap card.photo
        """)
    #expect(!run.hadError, "\(run.output)")
    let text = Self.unwrapped(run)
    #expect(
      text.contains("note: the tap does not reach card.photo: card.view is hidden"),
      "\(run.output)")
    #expect(
      text.contains(
        "note: the pan does not reach card.photo: card.view.isUserInteractionEnabled is false"),
      "\(run.output)")
    #expect(Self.taps(run) == 1, "\(run.output)")
  }
}
