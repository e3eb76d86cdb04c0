import TestSupport
import Testing

/// A convenience initialiser an extension of a UIKit class declares is inherited by its UIKit
/// subclasses, as swiftc finds it: `UIPanGestureRecognizer(addTo:…)` runs
/// `extension UIGestureRecognizer`'s.
struct ExtensionInitializerTests {
  @Test func aSuperclassExtensionsConvenienceInitialiserIsFoundOnASubclass() {
    let run = ScriptRun(
      """
      extension UIGestureRecognizer {
        convenience init(addTo view: UIView, target: Any, action: Selector) {
          self.init(target: target, action: action)
          view.addGestureRecognizer(self)
        }
        convenience init?(addTo view: UIView?, target: Any, action: Selector) {
          guard let view = view else { return nil }
          self.init(addTo: view, target: target, action: action)
        }
      }
      class Handler: NSObject { @objc func pan(_ g: UIPanGestureRecognizer) {} }
      let h = Handler()
      let v = UIView()
      let pan = UIPanGestureRecognizer(addTo: v, target: h, action: #selector(Handler.pan(_:)))
      print(pan is UIPanGestureRecognizer, v.gestureRecognizers?.count ?? 0)
      let none: UIView? = nil
      let tap = UITapGestureRecognizer(addTo: none, target: h, action: #selector(Handler.pan(_:)))
      print(tap == nil, v.gestureRecognizers?.first === pan)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.output == "true 1\ntrue true", "\(run.output)")
  }

  @Test func aSubclassWithoutTheInitialiserStillReportsIt() {
    let run = ScriptRun(
      """
      extension UIView {
        convenience init(side: CGFloat) { self.init(frame: CGRect(x: 0, y: 0, width: side, height: side)) }
      }
      let label = UILabel(side: 4)
      print(label.frame.width, label is UILabel)
      let b = UIButton(sides: 4)
      """)
    #expect(run.output.hasPrefix("4.0 true"), "\(run.output)")
    #expect(run.hadError, "\(run.output)")
  }
}
