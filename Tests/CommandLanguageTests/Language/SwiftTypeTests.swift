import TestSupport
import Testing

/// The Swift that containers from 2017 on are written in: nested types, switches
/// swiftc finds exhaustive, `Optional.map`, constrained protocol extensions.
struct SwiftTypeTests {
  typealias Case = LanguageCase

  static let cases: [Case] = [
    Case(
      "X.self is the type itself: it prints as the type, its type is X.Type, and it makes an X",
      """
      class Child: UIViewController {}
      let metatype = Child.self
      print(metatype, type(of: metatype))
      let made = metatype.init()
      print(made is Child, made.isKind(of: Child.self))
      """,
      "Child Child.Type\ntrue true"),
    Case(
      "an enumeration nested in a class is known inside and outside it",
      """
      class Drawer: UIViewController {
        enum State { case open, closed }
        var state: State = .closed
        struct Metrics { var width = 260.0 }
        let metrics = Metrics()
      }
      let d = Drawer()
      print(d.state, d.metrics.width)
      d.state = .open
      print(d.state == .open)
      """,
      "closed 260.0\ntrue"),
    Case(
      "a switch over a tuple of optionals that covers every case needs no default",
      """
      let a: Int? = 1
      let b: Int? = nil
      switch (a, b) {
      case (.some, .some): print("both")
      case (.some, .none): print("first")
      case (.none, .some): print("second")
      case (.none, .none): print("neither")
      }
      """,
      "first"),
    Case(
      "a switch over an enumeration and a Bool covers every pair",
      """
      enum Side { case left, right }
      let side = Side.right
      let open = true
      switch (side, open) {
      case (.left, true), (.left, false): print("left")
      case (.right, false): print("right closed")
      case (.right, true): print("right open")
      }
      """,
      "right open"),
    Case(
      "Optional.map and flatMap: nil stays nil",
      """
      let width: Double? = 3
      let none: Double? = nil
      print(width.map { $0 * 2 } ?? 0, none.map { $0 * 2 } ?? -1.0)
      print(width.flatMap { $0 > 2 ? $0 : nil } ?? 0)
      """,
      "6.0 -1.0\n3.0"),
    Case(
      "a protocol extension constrained to Self gives adopters its default methods",
      """
      protocol Embedding {}
      extension Embedding where Self: UIViewController {
        func childCount() -> Int { children.count }
      }
      final class Host: UIViewController, Embedding {}
      let host = Host()
      print(host.childCount())
      """,
      "0"),
  ]

  @Test(arguments: cases)
  func runsAsSwiftcCompilesIt(_ test: Case) {
    test.expectCleanRun()
  }

  @Test func aSwitchThatMissesACaseIsStillRefused() {
    let run = ScriptRun(
      """
      let a: Int? = 1
      let b: Int? = nil
      switch (a, b) {
      case (.some, .some): print("both")
      case (.none, _): print("no first")
      }
      """)
    #expect(run.output.contains("switch must be exhaustive"))
    #expect(run.hadError)
  }
}
