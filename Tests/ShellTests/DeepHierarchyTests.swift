import Shell
import Testing

/// A class chain is at most `ClassTable.maxChainLength` classes long: a deeper declaration is
/// refused as not simulated, never cut short and then answered wrongly.
struct DeepHierarchyTests {
  /// `class C0: UIViewController {}`, then each class a subclass of the one before.
  static func hierarchy(_ count: Int) -> String {
    (["class C0: UIViewController {}"] + (1..<count).map { "class C\($0): C\($0 - 1) {}" })
      .joined(separator: "\n")
  }

  @Test("a hierarchy within the limit keeps every ancestor")
  func withinTheLimit() {
    let session = Session()
    // C0's chain is C0, UIViewController, UIResponder, NSObject: 60 classes make 63.
    _ = session.handle(Self.hierarchy(60))
    #expect(session.handle("print(C59() is UIViewController)").map(\.text) == ["true"])
  }

  @Test("a class past the limit is not simulated, and says so")
  func pastTheLimit() {
    let session = Session()
    let lines = session.handle(Self.hierarchy(70)).map(\.text)
    #expect(
      lines.contains {
        $0.contains("does not simulate 'class hierarchies deeper than 64 classes' yet")
      })
    #expect(session.handle("print(C59() is UIViewController)").map(\.text) == ["true"])
  }
}
