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

  /// `extension Notification { … }` (Presentr's keyboard helpers): a notification a post
  /// delivers answers the extension's methods and computed properties, which read its
  /// `name`, `object` and `userInfo`, bare or through `self`.
  @Test func aNotificationExtensionsMethodsAreTheDeliveredNotifications() {
    let run = ScriptRun(
      """
      extension Notification {
        func endFrame() -> CGRect? {
          return self.userInfo?["frame"] as? CGRect
        }
        var summary: String { "\\(name.rawValue) from \\(object ?? "nobody")" }
      }
      let token = NotificationCenter.default.addObserver(
        forName: Notification.Name("Ping"), object: nil, queue: nil
      ) { note in
        print(note.endFrame() as Any, note.summary)
      }
      NotificationCenter.default.post(name: Notification.Name("Ping"), object: nil)
      NotificationCenter.default.post(
        name: Notification.Name("Ping"), object: "keyboard",
        userInfo: ["frame": CGRect(x: 0, y: 400, width: 320, height: 260)])
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(
      run.output
        == trimmedBlock(
          """
          NotificationCenter.default.post(name: "Ping", object: nil)
            nil Ping from nobody
          NotificationCenter.default.post(name: "Ping", object: "keyboard")
            Optional((0.0, 400.0, 320.0, 260.0)) Ping from keyboard
          """), "\(run.output)")
  }
}
