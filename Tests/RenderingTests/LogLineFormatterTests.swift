import Rendering
import Simulation
import Testing

/// Call, callback, assignment and block lines in both syntaxes; time prefix and indentation
/// (README, "A ten-line tour").
@Suite struct LogLineFormatterTests {
  /// The ids a fresh `LogWorld` gives its controllers and views.
  static let container = ControllerID(0)
  static let a = ControllerID(1)
  static let b = ControllerID(2)
  static let containerView = ViewID(1)
  static let aView = ViewID(2)

  typealias Case = SyntaxCase<EventKind>

  static func call(
    _ receiver: LogValue, _ method: MethodSpelling, _ arguments: [LogValue] = []
  ) -> EventKind {
    .call(receiver: receiver, method: method, arguments: arguments, family: nil)
  }

  static let calls: [Case] = [
    Case(
      call(.controller(container), MethodSpelling.addChild, [.controller(a)]),
      "container.addChild(a)", "[container addChildViewController:a]"),
    Case(
      call(.controller(a), MethodSpelling.removeFromParent), "a.removeFromParent()",
      "[a removeFromParentViewController]"),
    Case(
      call(.view(containerView), MethodSpelling.addSubview, [.view(aView)]),
      "container.view.addSubview(a.view)", "[container.view addSubview:a.view]"),
    Case(
      call(
        .controller(a), MethodSpelling.beginAppearanceTransition, [.bool(true), .bool(false)]),
      "a.beginAppearanceTransition(true, animated: false)",
      "[a beginAppearanceTransition:YES animated:NO]"),
    Case(
      call(
        .controller(container), MethodSpelling.transition,
        [
          .controller(a), .controller(b), .number(0.3), .options(["transitionCrossDissolve"]),
          .block(parameters: nil), .block(parameters: ["finished"]),
        ]),
      "container.transition(from: a, to: b, duration: 0.3, options: [.transitionCrossDissolve], "
        + "animations: { … }, completion: { finished in … })",
      "[container transitionFromViewController:a toViewController:b duration:0.3 "
        + "options:UIViewAnimationOptionTransitionCrossDissolve animations:^{ … } "
        + "completion:^(BOOL finished){ … }]"),
    Case(
      call(
        .typeName("UIView"), MethodSpelling.animate, [.number(0.25), .block(parameters: nil)]),
      "UIView.animate(withDuration: 0.25, animations: { … })",
      "[UIView animateWithDuration:0.25 animations:^{ … }]"),
    Case(
      call(
        .typeName("UINavigationController"),
        MethodSpelling(swift: "init", ["rootViewController"], objc: ["initWithRootViewController"]),
        [.controller(a)]),
      "UINavigationController(rootViewController: a)",
      "[[UINavigationController alloc] initWithRootViewController:a]"),
    Case(
      call(.typeName("UIViewController"), MethodSpelling(swift: "init", [], objc: ["init"])),
      "UIViewController()", "[[UIViewController alloc] init]"),
    // A method the user defined: a unary selector, and one whose selector has fewer pieces than
    // it takes arguments (the rest are written after commas).
    Case(
      call(.controller(container), MethodSpelling(swift: "setUp", [], objc: ["setUp"])),
      "container.setUp()", "[container setUp]"),
    Case(
      call(
        .controller(container),
        MethodSpelling(
          swift: "cycle", ["from", "to"], objc: ["cycleFromViewController", "toViewController"]),
        [.controller(a), .controller(b)]),
      "container.cycle(from: a, to: b)", "[container cycleFromViewController:a toViewController:b]"),
    Case(
      call(
        .controller(container), MethodSpelling(swift: "show", [nil, nil, nil], objc: ["show"]),
        [.controller(a), .controller(b), .integer(3)]),
      "container.show(a, b, 3)", "[container show:a, b, 3]"),
    Case(
      call(
        .controller(container), MethodSpelling(swift: "f", ["x"], objc: ["fWithX"]),
        [.integer(1), .integer(2)]),
      "container.f(x: 1, 2)", "[container fWithX:1, 2]"),
  ]

  static let callbacks: [Case] = [
    Case(.callback(a, .loadView), "a.loadView()", "[a loadView]"),
    Case(.callback(a, .viewDidLoad), "a.viewDidLoad()", "[a viewDidLoad]"),
    Case(
      .callback(a, .viewWillAppear(animated: true)), "a.viewWillAppear(true)",
      "[a viewWillAppear:YES]"),
    Case(
      .callback(a, .viewIsAppearing(animated: false)), "a.viewIsAppearing(false)",
      "[a viewIsAppearing:NO]"),
    Case(
      .callback(a, .viewDidAppear(animated: false)), "a.viewDidAppear(false)",
      "[a viewDidAppear:NO]"),
    Case(
      .callback(a, .viewWillDisappear(animated: true)), "a.viewWillDisappear(true)",
      "[a viewWillDisappear:YES]"),
    Case(
      .callback(a, .viewDidDisappear(animated: true)), "a.viewDidDisappear(true)",
      "[a viewDidDisappear:YES]"),
    Case(
      .callback(a, .viewWillLayoutSubviews), "a.viewWillLayoutSubviews()",
      "[a viewWillLayoutSubviews]"),
    Case(
      .callback(a, .viewDidLayoutSubviews), "a.viewDidLayoutSubviews()", "[a viewDidLayoutSubviews]"
    ),
    Case(
      .callback(a, .willMove(toParent: container)), "a.willMove(toParent: container)",
      "[a willMoveToParentViewController:container]"),
    Case(
      .callback(a, .willMove(toParent: nil)), "a.willMove(toParent: nil)",
      "[a willMoveToParentViewController:nil]"),
    Case(
      .callback(a, .didMove(toParent: container)), "a.didMove(toParent: container)",
      "[a didMoveToParentViewController:container]"),
    Case(
      .callback(a, .didMove(toParent: nil)), "a.didMove(toParent: nil)",
      "[a didMoveToParentViewController:nil]"),
    Case(
      .callback(a, .willRotate(to: .landscapeLeft, duration: 0.3)),
      "a.willRotate(to: .landscapeLeft, duration: 0.3)",
      "[a willRotateToInterfaceOrientation:UIInterfaceOrientationLandscapeLeft duration:0.3]"),
    Case(
      .callback(a, .willAnimateRotation(to: .landscapeRight, duration: 0.3)),
      "a.willAnimateRotation(to: .landscapeRight, duration: 0.3)",
      "[a willAnimateRotationToInterfaceOrientation:UIInterfaceOrientationLandscapeRight duration:0.3]"
    ),
    Case(
      .callback(a, .didRotate(from: .portrait)), "a.didRotate(from: .portrait)",
      "[a didRotateFromInterfaceOrientation:UIInterfaceOrientationPortrait]"),
    Case(
      .callback(a, .viewWillTransition(to: Size(width: 480, height: 320))),
      "a.viewWillTransition(to: CGSize(width: 480, height: 320), with: coordinator)",
      "[a viewWillTransitionToSize:CGSizeMake(480, 320) withTransitionCoordinator:coordinator]"),
  ]

  static let others: [Case] = [
    Case(
      .propertySet(
        receiver: .view(aView), property: PropertySpelling(swift: "frame"),
        value: .rect(Rect(x: 320, y: 0, width: 320, height: 480))),
      "a.view.frame = CGRect(x: 320, y: 0, width: 320, height: 480)",
      "a.view.frame = CGRectMake(320, 0, 320, 480)"),
    Case(
      .propertySet(
        receiver: .view(aView),
        property: PropertySpelling(
          swift: "isUserInteractionEnabled", objc: "userInteractionEnabled"),
        value: .bool(false)),
      "a.view.isUserInteractionEnabled = false", "a.view.userInteractionEnabled = NO"),
    Case(.block(.completion, finished: true), "completion(true)", "completion(YES)"),
    Case(.block(.completion, finished: false), "completion(false)", "completion(NO)"),
    Case(.block(.animations, finished: nil), "animations()", "animations()"),
    Case(.output("hello \"x\""), "hello \"x\"", "hello \"x\""),
    Case(.value(.controller(a)), "= a", "= a"),
    Case(.value(.string("hi")), "= \"hi\"", "= @\"hi\""),
    Case(
      .value(.rect(Rect(x: 0, y: 0, width: 320, height: 480))),
      "= CGRect(x: 0, y: 0, width: 320, height: 480)", "= CGRectMake(0, 0, 320, 480)"),
    Case(.value(.array([.controller(a), .controller(b)])), "= [a, b]", "= @[a, b]"),
    Case(.pending, "…", "…"),
  ]

  /// A sandbox with `a` (view loaded) and `b`, so that the ids above name them.
  static func logWorld() throws -> World {
    let scene = Scene()
    let first = scene.controller("a")
    _ = try scene.view(of: first)
    _ = scene.controller("b")
    try #require(first == a && scene.world.controller(b).name == "b")
    try #require(
      scene.world.view(aView).owner == a && scene.world.view(containerView).owner == container)
    return scene.world
  }

  @Test(arguments: calls + callbacks + others)
  func bodyInBothSyntaxes(_ example: Case) throws {
    let world = try Self.logWorld()
    for syntax in LogSyntax.allCases {
      let formatter = LogLineFormatter(world: world, syntax: syntax, language: .english)
      #expect(formatter.line(event(example.input)) == example.expected(syntax))
    }
  }

  @Test func callWritesAnyReceiverText() throws {
    let formatter = LogLineFormatter(world: try Self.logWorld(), syntax: .objc, language: .english)
    let spelling = MethodSpelling.addChild
    #expect(
      formatter.call("self", spelling, [.controller(Self.a)]) == "[self addChildViewController:a]")
  }

  @Test func hostNotesComeFromTheSession() throws {
    let world = try Self.logWorld()
    let plain = LogLineFormatter(world: world, syntax: .swift, language: .english)
    let noting = LogLineFormatter(world: world, syntax: .swift, language: .english) { "note \($0)" }
    #expect(plain.line(event(.hostNote(7))) == "")
    #expect(noting.line(event(.hostNote(7), depth: 1)) == "  note 7")
  }

  // MARK: - Time and depth

  @Test func laterEventsCarryTheVirtualTime() throws {
    let formatter = LogLineFormatter(world: try Self.logWorld(), syntax: .swift, language: .english)
    let kind = EventKind.callback(Self.a, .viewDidAppear(animated: true))
    let later = Event(kind: kind, time: 250_000, isLater: true, depth: 0, rule: nil)
    let deeper = Event(kind: kind, time: 1_500_000, isLater: true, depth: 1, rule: nil)
    let atZero = Event(kind: kind, time: 0, isLater: true, depth: 0, rule: nil)
    let now = Event(kind: kind, time: 250_000, isLater: false, depth: 0, rule: nil)
    #expect(formatter.line(later) == "[t=0.25] a.viewDidAppear(true)")
    #expect(formatter.line(deeper) == "[t=1.5]   a.viewDidAppear(true)")
    #expect(formatter.line(atZero) == "[t=0] a.viewDidAppear(true)")
    #expect(formatter.line(now) == "a.viewDidAppear(true)")
    #expect(formatter.body(later) == "a.viewDidAppear(true)")
  }

  @Test(arguments: [(0, 0), (1, 2), (3, 6), (40, 80), (41, 80), (10_000, 80)])
  func indentationIsTwoSpacesALevelUpToForty(_ depth: Int, _ spaces: Int) throws {
    let formatter = LogLineFormatter(world: try Self.logWorld(), syntax: .objc, language: .english)
    let line = formatter.line(event(.callback(Self.a, .loadView), depth: depth))
    #expect(line == String(repeating: " ", count: spaces) + "[a loadView]")
    #expect(formatter.body(event(.callback(Self.a, .loadView), depth: depth)) == "[a loadView]")
  }
}
