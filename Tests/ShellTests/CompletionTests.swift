import Shell
import Testing

/// Tab completion is context-aware: meta commands and their arguments, names, members after a
/// dot for the receiver's type, selectors after `[receiver `.
struct CompletionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let prefix: String
    let word: String
    let includes: [String]
    let excludes: [String]
    var testDescription: String { "'\(prefix)'" }
  }

  static let cases: [Case] = [
    Case(prefix: ":tr", word: ":tr", includes: [":tree"], excludes: [":views"]),
    Case(prefix: ":", word: ":", includes: [":help", ":tree", ":why", ":undo"], excludes: []),
    Case(
      prefix: ":rotate land", word: "land", includes: ["landscapeLeft", "landscapeRight"],
      excludes: ["portrait"]),
    Case(prefix: ":clock ", word: "", includes: ["auto", "manual"], excludes: []),
    Case(prefix: ":remove ", word: "", includes: ["a"], excludes: ["v"]),
    Case(prefix: "container.addCh", word: "addCh", includes: ["addChild("], excludes: []),
    Case(prefix: "a.view.sup", word: "sup", includes: ["superview"], excludes: ["addChild("]),
    Case(prefix: "a.view.frame.or", word: "or", includes: ["origin"], excludes: []),
    Case(prefix: "nav.pu", word: "pu", includes: ["pushViewController("], excludes: []),
    Case(
      prefix: "[container add", word: "add", includes: ["addChildViewController:"],
      excludes: ["addChild("]),
    Case(prefix: "[a.view remove", word: "remove", includes: ["removeFromSuperview"], excludes: []),
    Case(prefix: "le", word: "le", includes: ["let"], excludes: []),
    Case(prefix: "container.addChild(", word: "", includes: ["a", "nav"], excludes: []),
    Case(prefix: "disp", word: "disp", includes: ["displayContentController("], excludes: []),
  ]

  static func session() -> Session {
    let session = Session()
    _ = session.handle("let a = UIViewController()")
    _ = session.handle("let v = UIView()")
    _ = session.handle("let nav = UINavigationController(rootViewController: UIViewController())")
    _ = session.handle(
      "func displayContentController(_ content: UIViewController) { addChild(content) }")
    return session
  }

  @Test(arguments: cases)
  func completes(_ test: Case) {
    let result = Self.session().complete(test.prefix)
    #expect(result.word == test.word)
    for name in test.includes {
      #expect(result.candidates.contains(name), "\(name) in \(result.candidates)")
    }
    for name in test.excludes {
      #expect(!result.candidates.contains(name), "\(name) in \(result.candidates)")
    }
  }

  @Test func completionDoesNotLoadViews() {
    let session = Self.session()
    _ = session.complete("a.view.fr")
    let id = session.world.controllers.first { $0.name == "a" }?.id
    #expect(id.map { session.world.controller($0).isViewLoaded } == false)
  }

  @Test func commonPrefixOfCandidates() {
    let result = Self.session().complete("container.view.insertSub")
    #expect(result.candidates == ["insertSubview("])
    #expect(
      CompletionResult(word: "ad", candidates: ["addChild(", "addSubview("]).commonPrefix == "add")
  }
}
