import Shell
import Testing

/// `:undo` takes back the last input that changed something; an input that only failed is passed
/// over, since undoing it would undo nothing.
@Suite struct UndoTests {
  /// Whether `a` is the container's child in `:tree` (a meta command: never an input to undo).
  func hasChild(_ session: Session) -> Bool {
    session.handle(":tree").contains { $0.text.hasPrefix("   └─ a ") }
  }

  @Test func anInputThatOnlyFailedIsPassedOver() {
    let session = Session()
    _ = session.handle("let a = UIViewController()")
    _ = session.handle("container.addChild(a)")
    _ = session.handle("bar()")
    _ = session.handle("container.title = missing")
    let undone = session.handle(":undo").map(\.text).joined(separator: "\n")
    #expect(undone.contains("container.addChild(a)"), "\(undone)")
    #expect(!hasChild(session))
  }

  @Test func aFailedInputThatChangedSomethingStillCounts() {
    let session = Session()
    _ = session.handle("let a = UIViewController()")
    // The child is added before the error: undoing the input takes it away again.
    _ = session.handle("container.addChild(a); bar()")
    #expect(hasChild(session))
    let undone = session.handle(":undo").map(\.text).joined(separator: "\n")
    #expect(undone.contains("container.addChild(a); bar()"), "\(undone)")
    #expect(!hasChild(session))
  }

  @Test func aDeclarationWithAnErrorInsideCounts() {
    let session = Session()
    _ = session.handle("func f() { bar() }")
    let undone = session.handle(":undo").map(\.text).joined(separator: "\n")
    #expect(undone.contains("func f()"), "\(undone)")
  }
}
