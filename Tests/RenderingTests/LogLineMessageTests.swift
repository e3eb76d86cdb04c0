import Rendering
import Simulation
import Testing

/// UIKit's console warnings and exceptions with UIKit's exact texts, containrepl's own refusals,
/// and whole logs produced by the simulation (README, "A ten-line tour").
@Suite struct LogLineMessageTests {
  typealias IDs = LogLineFormatterTests

  static func line(_ kind: EventKind, _ syntax: LogSyntax = .swift, _ language: Language = .english)
    throws -> String
  {
    let world = try IDs.logWorld()
    return LogLineFormatter(world: world, syntax: syntax, language: language).line(event(kind))
  }

  @Test func unbalancedWarningUsesUIKitsText() throws {
    let text =
      "warning: Unbalanced calls to begin/end appearance transitions for <UIViewController: b>."
    #expect(try Self.line(.warning(.unbalancedAppearance(IDs.b))) == text)
    // UIKit's texts are neither translated nor rewritten in the other syntax.
    #expect(try Self.line(.warning(.unbalancedAppearance(IDs.b)), .objc, .chinese) == text)
  }

  @Test func directAppearanceCallWarningNamesTheSelector() throws {
    let line = try Self.line(.warning(.directAppearanceCall(.viewDidAppear, IDs.a)))
    #expect(
      line
        == "warning: [ViewController] Calling -viewDidAppear: directly on a view controller is not "
        + "supported, and may result in out-of-order callbacks and other inconsistent behavior. Use "
        + "the -beginAppearanceTransition:animated: and -endAppearanceTransition APIs on "
        + "UIViewController to manually drive appearance callbacks instead. Make a symbolic "
        + "breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the "
        + "debugger. View controller: <UIViewController: a>")
  }

  @Test func nestedPushWarning() throws {
    #expect(
      try Self.line(.warning(.nestedPush))
        == "warning: nested push animation can result in corrupted navigation bar")
  }

  @Test func hierarchyInconsistencyExceptions() throws {
    let requested = UIKitIssue.inconsistentRequestedParent(
      child: IDs.a, shouldBe: IDs.container, requested: IDs.b)
    #expect(
      try Self.line(.exception(requested), .objc)
        == "error: UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: a> "
        + "should have parent view controller:<ContainerViewController: container> but requested "
        + "parent is:<UIViewController: b>")
    let actual = UIKitIssue.inconsistentActualParent(
      child: IDs.a, shouldBe: IDs.b, actual: IDs.container)
    #expect(
      try Self.line(.exception(actual), .swift, .chinese)
        == "error: UIViewControllerHierarchyInconsistency: child view controller:<UIViewController: a> "
        + "should have parent view controller:<UIViewController: b> but actual parent "
        + "is:<ContainerViewController: container>")
  }

  @Test func invalidArgumentExceptions() throws {
    #expect(
      try Self.line(.exception(.transitionNeedsCommonParent(from: IDs.a, to: IDs.b)))
        == "error: NSInvalidArgumentException: Children view controllers <UIViewController: a> and "
        + "<UIViewController: b> must have a common parent view controller when calling "
        + "-[UIViewController transitionFromViewController:toViewController:duration:options:"
        + "animations:completion:]")
    #expect(
      try Self.line(.exception(.pushSameInstance(IDs.a)))
        == "error: NSInvalidArgumentException: Pushing the same view controller instance more than "
        + "once is not supported (<UIViewController: a>)")
    #expect(
      try Self.line(.exception(.pushNavigationController))
        == "error: NSInvalidArgumentException: Pushing a navigation controller is not supported")
  }

  @Test func containreplsOwnRefusalsHaveNoExceptionNameAndAreLocalized() throws {
    #expect(
      try Self.line(.exception(.nestingLimit(limit: 128)))
        == "error: nesting deeper than 128 levels is beyond containrepl's limit")
    #expect(
      try Self.line(.exception(.nestingLimit(limit: 128)), .swift, .chinese)
        == "error: 嵌套超过 128 层，超出了 containrepl 的限制")
    #expect(
      try Self.line(.exception(.addChildToItself(IDs.a)))
        == "error: <UIViewController: a> cannot be added as a child of itself (containrepl refuses "
        + "it; no UIKit log of this case is known)")
  }

  @Test func issueTextIsTheLineWithoutItsPrefix() throws {
    let formatter = LogLineFormatter(world: try IDs.logWorld(), syntax: .swift, language: .english)
    #expect(
      formatter.issueText(.unbalancedAppearance(IDs.a))
        == "Unbalanced calls to begin/end appearance transitions for <UIViewController: a>.")
  }

  // MARK: - Logs the simulation produces

  /// The product's example log: Listing 14-1 as one call, so one run-loop turn (rule R.1), run
  /// against the world the way the interpreter drives it.
  @Test func designDocumentExampleLog() throws {
    let scene = Scene()
    let world = scene.world
    let content = scene.controller("content")
    let container = LogValue.controller(scene.container)
    world.beginInput()
    let outer = world.reserveLine()
    world.fillLine(
      outer,
      .call(
        receiver: container,
        method: MethodSpelling(
          swift: "displayContentController", [nil], objc: ["displayContentController"]),
        arguments: [.controller(content)], family: nil))
    var slot = world.reserveLine()
    world.fillLine(
      slot,
      .call(
        receiver: container, method: MethodSpelling.addChild,
        arguments: [.controller(content)], family: .containment))
    try world.addChild(content, to: scene.container)
    world.closeLine(slot)
    slot = world.reserveLine()
    let superview = try scene.view(of: scene.container)
    let view = try scene.view(of: content)
    world.fillLine(
      slot,
      .call(
        receiver: .view(superview), method: MethodSpelling.addSubview,
        arguments: [.view(view)], family: nil))
    try world.addSubview(view, to: superview)
    world.closeLine(slot)
    slot = world.reserveLine()
    world.fillLine(slot, .callback(content, .didMove(toParent: scene.container)))
    try world.invokeDirectly(.didMove(toParent: scene.container), on: content)
    world.closeLine(slot)
    world.closeLine(outer)
    world.runUntilIdle()
    let formatter = LogLineFormatter(world: world, syntax: .swift, language: .english)
    let brief = world.takeEvents().filter { !$0.isDetail }.map(formatter.line)
    #expect(
      brief == [
        "container.displayContentController(content)",
        "  container.addChild(content)",
        "    content.willMove(toParent: container)",
        "  container.view.addSubview(content.view)",
        "    content.loadView()",
        "    content.viewDidLoad()",
        "    content.viewWillAppear(false)",
        "  content.didMove(toParent: container)",
        "[end of turn] content.viewDidAppear(false)",
      ])
  }

  @Test(arguments: [
    (
      LogSyntax.swift,
      [
        "UIView.animate(withDuration: 0.25, animations: { … }, completion: { finished in … })",
        "  animations()", "[t=0.25] completion(true)",
      ]
    ),
    (
      LogSyntax.objc,
      [
        "[UIView animateWithDuration:0.25 animations:^{ … } completion:^(BOOL finished){ … }]",
        "  animations()", "[t=0.25] completion(YES)",
      ]
    ),
  ])
  func animationCompletionIsLoggedLaterWithItsTime(_ syntax: LogSyntax, _ expected: [String]) throws
  {
    let scene = Scene()
    let world = scene.world
    let view = try scene.view(of: scene.container)
    world.beginInput()
    let slot = world.reserveLine()
    world.fillLine(
      slot,
      .call(
        receiver: .typeName("UIView"), method: MethodSpelling.animateWithCompletion,
        arguments: [.number(0.25), .block(parameters: nil), .block(parameters: ["finished"])],
        family: nil))
    try scene.animate(duration: 0.25, completion: true) { world in
      world.setFrame(view, Rect(x: 10, y: 0, width: 320, height: 480))
    }
    world.closeLine(slot)
    world.runUntilIdle()
    #expect(scene.log(syntax) == expected)
  }
}
