import TestSupport
import Testing

/// `extension Notification.Name { static let menuDidOpen = … }`: static constants added to an SDK
/// value type, read by the dotted name and as an implicit member where the type is expected.
struct SDKTypeExtensionTests {
  @Test func aNotificationNameExtensionsConstantsAreReadAndPosted() {
    let run = ScriptRun(
      """
      extension Notification.Name {
        static let menuDidOpen = Notification.Name("menuDidOpen")
        static let menuDidClose = Notification.Name(rawValue: "menuDidClose")
      }
      print(Notification.Name.menuDidOpen.rawValue)
      let o = NotificationCenter.default.addObserver(forName: .menuDidOpen, object: nil, queue: nil) { note in
        print("got", note.name.rawValue)
      }
      NotificationCenter.default.post(name: .menuDidOpen, object: nil)
      NotificationCenter.default.post(name: Notification.Name.menuDidClose, object: nil)
      let n: Notification.Name = .menuDidClose
      print(n == .menuDidClose, n == Notification.Name.menuDidOpen)
      """)
    #expect(!run.hadError, "\(run.output)")
    let printed = run.lines.map(\.text).filter { !$0.hasPrefix("NotificationCenter") }
    // Only the observer of menuDidOpen hears a post.
    #expect(printed == ["menuDidOpen", "  got menuDidOpen", "true false"], "\(run.output)")
  }

  @Test func otherMembersOfSuchAnExtensionAreNotSimulated() {
    let run = ScriptRun(
      """
      extension UILayoutPriority {
        static let almostRequired = UILayoutPriority(999)
        func lowered() -> UILayoutPriority { self }
      }
      let c = UIView().widthAnchor.constraint(equalToConstant: 3)
      c.priority = .almostRequired
      print(c.priority == UILayoutPriority.almostRequired, UILayoutPriority.almostRequired.rawValue)
      print(Notification.Name.nope)
      """)
    #expect(run.output.contains("not simulate"), "\(run.output)")
    #expect(run.output.contains("true 999.0"), "\(run.output)")
    #expect(run.output.contains("has no member 'nope'"), "\(run.output)")
  }
}
