import Shell
import TestSupport
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
    // What the surface table declares, by the receiver's class.
    Case(
      prefix: "pager.isPag", word: "isPag", includes: ["isPagingEnabled"], excludes: []),
    Case(
      prefix: "pager.setCont", word: "setCont", includes: ["setContentOffset("],
      excludes: []),
    Case(prefix: "v.setCont", word: "setCont", includes: [], excludes: ["setContentOffset("]),
    Case(
      prefix: "[pager setCont", word: "setCont", includes: ["setContentOffset:animated:"],
      excludes: []),
    Case(
      prefix: "v.leadingAnchor.cons", word: "cons", includes: ["constraint(equalTo: "],
      excludes: ["constraint(equalToConstant: "]),
    Case(
      prefix: "v.widthAnchor.cons", word: "cons", includes: ["constraint(equalToConstant: "],
      excludes: []),
    Case(
      prefix: "a.modalPre", word: "modalPre", includes: ["modalPresentationStyle"], excludes: []),
    Case(
      prefix: "a.pres", word: "pres", includes: ["present(", "presentedViewController"],
      excludes: []),
    Case(prefix: "v.layer.corn", word: "corn", includes: ["cornerRadius"], excludes: []),
    Case(prefix: "UIStack", word: "UIStack", includes: ["UIStackView"], excludes: []),
    Case(prefix: "NSLayoutConstraint.act", word: "act", includes: ["activate("], excludes: []),
    // The run loop's entry points, from their own table folded into the surface.
    Case(
      prefix: "DispatchQueue.main.as", word: "as", includes: ["async", "asyncAfter"], excludes: []),
    Case(prefix: "dispatch_a", word: "dispatch_a", includes: ["dispatch_after"], excludes: []),
    // Every member the SDK declares, from the declaration rows, each language its own names.
    Case(prefix: "b.setTi", word: "setTi", includes: ["setTitle("], excludes: []),
    Case(
      prefix: "[b setTi", word: "setTi", includes: ["setTitle:forState:"],
      excludes: ["setTitle("]),
    Case(prefix: "b.isSel", word: "isSel", includes: ["isSelected"], excludes: []),
    Case(prefix: "UIScreen.ma", word: "ma", includes: ["main"], excludes: []),
    Case(prefix: "UIRectEdge.le", word: "le", includes: ["left"], excludes: []),
    Case(
      prefix: "UITapGest", word: "UITapGest", includes: ["UITapGestureRecognizer"], excludes: []),
  ]

  static func session() -> Session {
    let session = Session()
    _ = session.handle("let a = UIViewController()")
    _ = session.handle("let v = UIView()")
    _ = session.handle("let pager = UIScrollView()")
    _ = session.handle("let b = UIButton()")
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

  /// Every property and method of the surface table is offered somewhere: completion reads
  /// the table, it keeps no list of its own.
  @Test func everyDeclaredMemberIsOffered() {
    let session = Self.session()
    let scroll = session.complete("pager.").candidates
    for name in ["contentSize", "contentOffset", "frame", "autoresizingMask", "clipsToBounds"] {
      #expect(scroll.contains(name), "\(name) in \(scroll)")
    }
    let controller = session.complete("a.").candidates
    for name in [
      "childForStatusBarStyle", "setNeedsStatusBarAppearanceUpdate()", "dismiss(animated: ",
      "preferredContentSize", "additionalSafeAreaInsets", "traitCollection",
    ] {
      #expect(controller.contains(name), "\(name) in \(controller)")
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

/// `:help uikit` and `:help CLASS` read the same surface table as the interpreter.
struct SurfaceHelpTests {
  /// `docs/uikit-surface.md` is what `:help surface` prints.
  @Test func theSurfaceDocumentIsCurrent() throws {
    let committed = try #require(
      repositoryFile("docs/uikit-surface.md"), "docs/uikit-surface.md is missing: make surface-doc")
    let printed = Session().handle(":help surface").map(\.text).joined(separator: "\n") + "\n"
    #expect(committed == printed, "docs/uikit-surface.md is out of date: run make surface-doc")
  }

  @Test func helpListsTheClassesAndOneClassInDetail() {
    let session = Session()
    let classes = session.handle(":help uikit").map(\.text).joined(separator: "\n")
    for name in ["UIScrollView", "UIStackView", "NSLayoutConstraint", "NotificationCenter"] {
      #expect(classes.contains(name), "\(name) in \(classes)")
    }
    let scroll = session.handle(":help UIScrollView").map(\.text)
    #expect(scroll.first == "UIScrollView : UIView  —  scrolls: contentOffset moves bounds.origin")
    #expect(scroll.contains("  isPagingEnabled (pagingEnabled): Bool = false  [simulated]"))
    #expect(scroll.contains("  bounces: Bool = true  [stored only]"))
    #expect(scroll.contains("  setContentOffset(_:animated:)    setContentOffset:animated:"))
    let controller = session.handle(":help UIViewController").map(\.text)
    #expect(
      controller.contains(
        "  present(_:animated:completion:)    presentViewController:animated:completion:"))
    #expect(
      controller.contains("  isViewLoaded (viewLoaded): Bool = false  [read-only, simulated]"))
  }
}
