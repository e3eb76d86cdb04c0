import TestSupport
import Testing

/// In a Swift file the order of type declarations does not matter: an extension or a subclass
/// may come before the type it names (files joined in any order, as a library's are). A type no
/// declaration ever makes is still swiftc's error, at the declaration that names it.
struct DeclarationOrderTests {
  @Test func anExtensionOrASubclassMayComeBeforeItsType() {
    let run = ScriptRun(
      """
      extension Menu {
        func open() { print("open", pages) }
      }
      extension Side {
        var flipped: Side { self == .left ? .right : .left }
      }
      final class WideMenu: Menu {
        override func open() { print("wide"); super.open() }
      }
      class Menu: UIViewController {
        var pages = 2
      }
      enum Side { case left, right }
      WideMenu().open()
      print(Side.left.flipped)
      """)
    #expect(!run.hadError, "\(run.output)")
    #expect(run.violations == [])
    // What the methods print, in order (the log indents it under the calls).
    let printed = run.lines.map { $0.text.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.contains("(") && !$0.contains(":") }
    #expect(printed == ["wide", "open 2", "right"], "\(run.output)")
  }

  @Test func aTypeThatIsNeverDeclaredIsAnErrorAtTheDeclarationNamingIt() {
    let run = ScriptRun(
      """
      extension Missing {
        func go() {}
      }
      class Child: Absent {}
      print("goes on")
      """)
    #expect(run.hadError)
    let errors = run.lines.map(\.text).filter { $0.hasPrefix("error:") }
    #expect(
      errors == [
        "error: 1:11: cannot find type 'Missing' in scope",
        "error: 4:7: cannot find type 'Absent' in scope",
      ], "\(run.output)")
    #expect(run.output.contains("goes on"), "\(run.output)")
  }
}
