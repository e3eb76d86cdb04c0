import CommandLanguage
import Testing

@Suite("Parser: seed listings")
struct ParserSeedTests {
  /// A named listing for the parameterized tests.
  struct Listing: CustomTestStringConvertible, Sendable {
    let name: String
    let text: String
    var testDescription: String { name }
  }

  static let listings: [Listing] = [
    Listing(name: "Apple, Objective-C", text: SeedListings.appleObjC),
    Listing(name: "Apple, Swift", text: SeedListings.appleSwift),
    Listing(name: "Chinese blog, Objective-C", text: SeedListings.chineseBlogObjC),
    Listing(name: "Chinese blog, Swift", text: SeedListings.chineseBlogSwift),
    Listing(name: "Tab bar, Objective-C", text: SeedListings.tabBarObjC),
    Listing(name: "Tab bar, Swift", text: SeedListings.tabBarSwift),
  ]

  @Test("every listing parses without diagnostics", arguments: listings)
  func parsesCleanly(_ listing: Listing) {
    let result = parse(listing.text)
    #expect(result.diagnostics.map(english) == [])
    #expect(!result.isIncomplete)
    #expect(!result.statements.isEmpty)
  }

  @Test("Apple's listings define the methods of Listings 14-1 to 14-5")
  func appleSelectors() {
    let result = parse(SeedListings.appleObjC)
    let selectors = result.statements.compactMap { statement -> String? in
      guard case .function(let decl) = statement.kind else { return nil }
      return decl.selector
    }
    #expect(
      selectors == [
        "displayContentController:", "hideContentController:",
        "cycleFromViewController:toViewController:", "shouldAutomaticallyForwardAppearanceMethods",
        "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:",
        "displayContentController:",
      ])
    let last = result.statements.last.map(TreeDump.stmt)
    let expected = [
      "(method displayContentController: (displayContentController content: ",
      "UIViewController&MyContentContainerProtocol?) nobody)",
    ].joined()
    #expect(last == expected)
  }

  @Test("Listing 14-3 keeps the transition message with both blocks")
  func listing143() {
    let result = parse(SeedListings.appleObjC)
    let cycle = TreeDump.stmt(result.statements[2])
    let transition = [
      "(send self transitionFromViewController:toViewController:duration:options:animations:",
      "completion: oldC newC 0.25 0 (^ [(= (. (. newC view) frame) (. (. oldC view) frame)) ",
      "(= (. (. oldC view) frame) endFrame)]) (^ (finished: BOOL) ",
      "[(send oldC removeFromParentViewController) ",
      "(send newC didMoveToParentViewController: self)]))",
    ].joined()
    #expect(cycle.contains(transition))
    #expect(cycle.contains("(decl endFrame: CGRect = (send self oldViewEndFrame))"))
  }

  @Test("the Chinese blog's interface declares three prototypes")
  func chineseInterface() throws {
    let result = parse(SeedListings.chineseBlogObjC)
    guard case .classDeclaration(let decl) = try #require(result.statements.first).kind else {
      Issue.record("not a class")
      return
    }
    #expect(decl.name == "MyContainerViewController")
    #expect(decl.superclass == "UIViewController")
    let expected: [String] = [
      "(method displayContentController: (displayContentController content: UIViewController?) "
        + "nobody)",
      "(method hideContentController: (hideContentController content: UIViewController?) nobody)",
      "(method cycleFromViewController:toViewController: (cycleFromViewController oldVC: "
        + "UIViewController?, toViewController newVC: UIViewController?) nobody)",
    ]
    #expect(decl.members.map(TreeDump.stmt) == expected)
  }

  @Test("the tab bar container compares with == and defines the frame helpers")
  func tabBar() throws {
    let result = parse(SeedListings.tabBarObjC)
    #expect(result.statements.count == 2)
    guard case .classDeclaration(let extensionDecl) = result.statements[0].kind,
      case .classDeclaration(let implementation) = result.statements[1].kind
    else {
      Issue.record("expected @interface and @implementation")
      return
    }
    #expect(extensionDecl.superclass == nil)
    #expect(extensionDecl.members.count == 4)
    #expect(implementation.members.count == 6)
    let load = TreeDump.stmt(implementation.members[1])
    let loadStart = [
      "(method loadViewControllerAtIndex: (loadViewControllerAtIndex index: NSInteger) ",
      "[(decl nextIndex: NSInteger = 0) (if [(paren (== index 0))] [(= nextIndex 1)] ",
      "[(if [(paren (== index 1))] [(= nextIndex 0)])]) ",
      "(decl fromViewController: UIViewController? = (sub _viewControllers nextIndex))",
    ].joined()
    #expect(load.hasPrefix(loadStart))
    let helpers = implementation.members[2...4].map(TreeDump.stmt)
    let expectedHelpers: [String] = [
      "(method newViewStartFrame () -> CGRect [(return (call CGRectMake 0.0 0.0 320.0 500.0))])",
      "(method nextViewStartFrame () -> CGRect [(return (call CGRectMake 320.0 0.0 320.0 500.0))])",
      "(method preViewStartFrame () -> CGRect "
        + "[(return (call CGRectMake (- 320.0) 0.0 320.0 500.0))])",
    ]
    #expect(helpers == expectedHelpers)
    #expect(
      TreeDump.stmt(implementation.members[5]).contains(
        "(if [(paren (== (. (paren (as UIButton? sender)) tag) 1))]"))
  }

  @Test("the Swift transliterations keep their shape")
  func swiftShapes() {
    let apple = parse(SeedListings.appleSwift).statements
    #expect(apple.count == 10)
    #expect(
      TreeDump.stmt(apple[3]).hasPrefix(
        "(override-computed shouldAutomaticallyForwardAppearanceMethods -> Bool"))
    let cycle = TreeDump.stmt(apple[2])
    #expect(cycle.contains("(trailing-call transition from:oldC to:newC duration:0.25"))
    #expect(cycle.contains("(closure (finished) [(call (. oldC removeFromParent))"))
    let tabBar = parse(SeedListings.tabBarSwift).statements
    #expect(tabBar.count == 1)
    #expect(
      TreeDump.stmt(tabBar[0]).contains(
        "(if [(=== (. children first) toViewController)] [(return)])"))
  }

  @Test("a listing parses the same line by line as a whole, for top-level statements")
  func lineByLine() {
    let lines = [
      "UIViewController *child = [[UIViewController alloc] init];",
      "[self addChildViewController:child];",
      "child.view.frame = self.view.bounds;",
      "[self.view addSubview:child.view];",
      "[child didMoveToParentViewController:self];",
      "let other = UIViewController()",
      "addChild(other)",
    ]
    let whole = dump(lines.joined(separator: "\n"))
    #expect(whole == lines.map(dump).joined(separator: "\n"))
  }
}
