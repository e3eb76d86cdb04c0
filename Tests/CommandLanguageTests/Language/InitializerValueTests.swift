import TestSupport
import Testing

/// `T.init` named without a call is Swift's function value of the initialiser.
struct InitializerValueTests {
  @Test func anInitialiserIsAFunctionValue() {
    LanguageCase(
      "String.init, a struct's and a controller subclass's init, given to map or kept",
      """
      print([1, 2].map(String.init))
      print([3].map(String.init(describing:)))
      struct Point { let n: Int; init(_ n: Int) { self.n = n } }
      print([1, 2].map(Point.init).map(\\.n))
      class Page: UIViewController {
        let number: Int
        init(_ number: Int) {
          self.number = number
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      let pages = [3, 4].map(Page.init)
      print(pages.map(\\.number), pages[0] is UIViewController)
      let make = String.init
      print(make(5) + "!")
      """,
      "[\"1\", \"2\"]\n[\"3\"]\n[1, 2]\n[3, 4] true\n5!"
    ).expectCleanRun()
  }

  @Test func aForInPatternMayNameTheElementsType() {
    LanguageCase(
      "for item: T in items, as CAPSPageMenu writes it",
      """
      let views: [UIView] = [UIView(), UIView()]
      var count = 0
      for item: UIView in views as [UIView] { count += item.subviews.count + 1 }
      for (index, name): (Int, String) in ["a", "b"].enumerated() { print(index, name) }
      print(count)
      """,
      "0 a\n1 b\n2"
    ).expectCleanRun()
  }

  @Test func anSDKOptionSetIsMadeFromItsRawValue() {
    LanguageCase(
      "T(rawValue:) of an SDK option set, nested or not",
      """
      let v = UIView()
      v.autoresizingMask = UIView.AutoresizingMask(rawValue: 2)
      print(v.autoresizingMask == .flexibleWidth)
      let none = NSLayoutConstraint.FormatOptions(rawValue: 0)
      print(none.isEmpty, UIRectEdge(rawValue: 0).isEmpty)
      """,
      "v.autoresizingMask = [.flexibleWidth]\ntrue\ntrue true"
    ).expectCleanRun()
  }

  @Test func orientationsAnswerTheirTests() {
    let run = ScriptRun(
      """
      let s = UIInterfaceOrientation.landscapeLeft
      print(s.isLandscape, s.isPortrait, UIInterfaceOrientation.portraitUpsideDown.isPortrait)
      let d = UIDeviceOrientation.faceUp
      print(d.isFlat, d.isPortrait, d.isValidInterfaceOrientation, UIDeviceOrientation.landscapeRight.isLandscape)
      """)
    #expect(run.output == "true false true\ntrue false false true")
    #expect(!run.hadError)
    // The application's status bar follows the interface's orientation (rule W.3).
    let turned = ScriptRun(
      "let o = UIApplication.shared.statusBarOrientation\nprint(o.isPortrait, o.isLandscape)\n:rotate landscapeLeft\nprint(UIApplication.shared.statusBarOrientation.isLandscape)"
    )
    let printed = turned.lines.map(\.text).filter { $0 == "true" || $0 == "true false" }
    #expect(printed == ["true false", "true"], "\(turned.output)")
    #expect(!turned.hadError)
  }

  @Test func anImplicitInitializerTakesItsTypeFromTheInitializersParameter() {
    // `.init(…)` as an argument of a user type's initialiser, alone or in an array literal;
    // a trailing closure fills the memberwise initialiser's property of a function type.
    LanguageCase(
      "",
      """
      struct Segment {
        let title: String
        let make: () -> UIViewController
      }
      final class Switcher: UIViewController {
        let first: Segment
        let rest: [Segment]
        init(first: Segment, rest: [Segment]) {
          self.first = first
          self.rest = rest
          super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      let switcher = Switcher(
        first: .init(title: "Inbox") { UIViewController() },
        rest: [.init(title: "Archive", make: { UIViewController() })])
      print(switcher.first.title, switcher.rest.map(\\.title))
      """,
      "Inbox [\"Archive\"]"
    ).expectCleanRun()
  }
}
