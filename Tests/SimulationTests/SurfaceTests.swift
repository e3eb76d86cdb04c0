import Rendering
import Simulation
import Testing

/// A sandbox world driven directly, with a host whose overrides and blocks a test supplies: the
/// UIKit around containment (rules L.*, P.*, B.*, N.1) without the language.
final class SurfaceWorld: QuietHost {
  let world: World
  let container: ControllerID
  var answers: [ControllerID: [UIKitQuestion: QuestionAnswer]] = [:]
  private var blocks: [() -> Void] = []

  init() {
    (world, container) = World.sandbox()
    world.host = self
  }

  func vc(_ name: String, kind: ControllerKind = .plain) -> ControllerID {
    world.makeController(className: "UIViewController", kind: kind, name: name)
  }

  func view(of controller: ControllerID) throws -> ViewID { try world.loadedView(of: controller) }

  /// A new view of the given class, added to the container's view.
  func addView(
    className: String = "UIView", kind: ViewKind = .plain, frame: Rect = .zero, name: String
  ) throws -> ViewID {
    let view = world.makeView(className: className, kind: kind, frame: frame, name: name)
    try world.addSubview(view, to: self.view(of: container))
    return view
  }

  /// `addChild`, `addSubview`, `didMove` in one turn, then the clock run out.
  @discardableResult
  func embed(_ name: String, in parent: ControllerID? = nil) throws -> ControllerID {
    let parent = parent ?? container
    let child = vc(name)
    try world.addChild(child, to: parent)
    try world.addSubview(view(of: child), to: view(of: parent))
    try world.invokeDirectly(.didMove(toParent: parent), on: child)
    settle()
    return child
  }

  func block(_ body: @escaping () -> Void) -> BlockHandle {
    blocks.append(body)
    return BlockHandle(blocks.count - 1)
  }

  /// Runs the clock out and forgets the log.
  func settle() {
    world.runUntilIdle()
    _ = world.takeEvents()
  }

  /// The log since the last call (brief unless `verbose`), with the clock run out first.
  func log(verbose: Bool = false, runClock: Bool = true) -> [String] {
    if runClock { world.runUntilIdle() }
    let formatter = LogLineFormatter(world: world, syntax: .swift, language: .english)
    return world.takeEvents().filter { verbose || !$0.isDetail }.map(formatter.line)
  }

  func answer(to question: UIKitQuestion, on controller: ControllerID, in world: World) throws
    -> QuestionAnswer?
  { answers[controller]?[question] }

  func runBlock(_ block: BlockHandle, finished: Bool?, in world: World) throws {
    if blocks.indices.contains(block.index) { blocks[block.index]() }
  }

  /// What the scroll views' delegates heard: the message, the scroll view, its offset then and
  /// the time, in microseconds.
  var scrollMessages: [(message: ScrollMessage, view: ViewID, offset: Point, time: Int64)] = []
  /// Run for each scroll message after it is recorded (a delegate's method body).
  var onScrollMessage: ((ScrollMessage, ViewID) throws -> Void)?

  func tellScrollDelegate(
    _ message: ScrollMessage, of view: ViewID, rule: RuleID, in world: World
  ) throws {
    scrollMessages.append((message, view, world.view(view).boundsOrigin, world.now))
    try onScrollMessage?(message, view)
  }

  var violations: [String] { world.checkInvariants() }
}

struct AutoresizingTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let mask: AutoresizingMask
    let frame: Rect
    let rotated: Rect
    let testDescription: String
  }

  /// Rule L.1, derived by hand for a turn from 320×480 to 480×320 (dw = +160, dh = −160).
  static let cases: [Case] = [
    Case(
      mask: [.flexibleWidth], frame: Rect(x: 10, y: 20, width: 100, height: 50),
      rotated: Rect(x: 10, y: 20, width: 260, height: 50), testDescription: "width takes it all"),
    Case(
      mask: [.flexibleLeftMargin, .flexibleRightMargin],
      frame: Rect(x: 110, y: 20, width: 100, height: 50),
      rotated: Rect(x: 190, y: 20, width: 100, height: 50),
      testDescription: "equal margins share it: stays centred"),
    Case(
      mask: [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
      frame: Rect(x: 60, y: 0, width: 200, height: 50),
      rotated: Rect(x: 90, y: 0, width: 300, height: 50),
      testDescription: "three parts in proportion 60:200:60"),
    Case(
      mask: [.flexibleTopMargin], frame: Rect(x: 0, y: 400, width: 320, height: 80),
      rotated: Rect(x: 0, y: 240, width: 320, height: 80),
      testDescription: "pinned to the bottom"),
    Case(
      mask: [], frame: Rect(x: 5, y: 5, width: 50, height: 50),
      rotated: Rect(x: 5, y: 5, width: 50, height: 50), testDescription: "no mask, no change"),
  ]

  @Test(arguments: cases)
  func rotationResizesByTheMask(_ rule: Case) throws {
    let scene = SurfaceWorld()
    let root = try scene.view(of: scene.container)
    let view = scene.world.makeView(frame: rule.frame, name: "v")
    scene.world.setAutoresizingMask(view, rule.mask)
    try scene.world.addSubview(view, to: root)
    scene.settle()
    try scene.world.rotate(to: .landscapeLeft)
    scene.settle()
    #expect(scene.world.view(root).frame == Rect(x: 0, y: 0, width: 480, height: 320))
    #expect(scene.world.view(view).frame == rule.rotated)
    #expect(scene.violations.isEmpty)
  }
}

struct LayoutPassTests {
  /// Rule L.2: adding a child's view lays out the container's root view and the child's, parents
  /// first, before the child's viewDidAppear.
  @Test func addingASubviewLaysOutTheSuperview() throws {
    let scene = SurfaceWorld()
    let a = scene.vc("a")
    try scene.world.addChild(a, to: scene.container)
    try scene.world.addSubview(scene.view(of: a), to: scene.view(of: scene.container))
    #expect(
      scene.log(verbose: true) == [
        "a.willMove(toParent: container)", "a.loadView()", "a.viewDidLoad()",
        "a.viewWillAppear(false)", "[t=0] container.viewWillLayoutSubviews()",
        "[t=0] container.viewDidLayoutSubviews()", "[t=0] a.viewIsAppearing(false)",
        "[t=0] a.viewWillLayoutSubviews()", "[t=0] a.viewDidLayoutSubviews()",
        "[t=0] a.viewDidAppear(false)",
      ])
  }

  @Test func aSizeChangeLaysOutButAMoveDoesNot() throws {
    let scene = SurfaceWorld()
    let a = try scene.embed("a")
    let view = try scene.view(of: a)
    scene.world.setFrame(view, Rect(x: 10, y: 0, width: 320, height: 480))
    #expect(scene.log(verbose: true).isEmpty)
    scene.world.setFrame(view, Rect(x: 10, y: 0, width: 200, height: 480))
    #expect(
      scene.log(verbose: true) == [
        "[t=0] a.viewWillLayoutSubviews()", "[t=0] a.viewDidLayoutSubviews()",
      ])
  }

  @Test func layoutIfNeededLaysOutAtOnce() throws {
    let scene = SurfaceWorld()
    let a = try scene.embed("a")
    let view = try scene.view(of: a)
    scene.world.setNeedsLayout(view)
    try scene.world.layoutIfNeeded(view)
    #expect(
      scene.log(verbose: true, runClock: false) == [
        "a.viewWillLayoutSubviews()", "a.viewDidLayoutSubviews()",
      ])
  }

  @Test func removingASubviewLaysOutTheSuperviewOnly() throws {
    let scene = SurfaceWorld()
    let a = try scene.embed("a")
    try scene.world.removeFromSuperview(scene.view(of: a))
    #expect(
      scene.log(verbose: true) == [
        "a.viewWillDisappear(false)", "[t=0] container.viewWillLayoutSubviews()",
        "[t=0] container.viewDidLayoutSubviews()", "[t=0] a.viewDidDisappear(false)",
      ])
  }
}

struct AutoLayoutTests {
  /// A plain view `v` in the container's view, taken off autoresizing.
  static func pinned() throws -> (SurfaceWorld, ViewID, ViewID) {
    let scene = SurfaceWorld()
    let root = try scene.view(of: scene.container)
    let v = scene.world.makeView(name: "v")
    try scene.world.addSubview(v, to: root)
    scene.world.setTranslatesAutoresizingMask(v, false)
    return (scene, root, v)
  }

  static func anchor(_ view: ViewID, _ attribute: LayoutAttribute) -> LayoutAnchor {
    LayoutAnchor(item: .view(view), attribute: attribute)
  }

  @Test func requiredEqualitiesSetTheFrameAndFollowTheSuperview() throws {
    let (scene, root, v) = try Self.pinned()
    let world = scene.world
    for id in [
      world.makeConstraint(
        Self.anchor(v, .leading), .equal, Self.anchor(root, .leading), constant: 20),
      world.makeConstraint(
        Self.anchor(v, .trailing), .equal, Self.anchor(root, .trailing), constant: -20),
      world.makeConstraint(
        Self.anchor(v, .top), .equal, LayoutAnchor(item: .safeArea(root), attribute: .top),
        constant: 10),
      world.makeConstraint(Self.anchor(v, .height), .equal, nil, constant: 100),
    ] {
      try world.setActive(id, true)
    }
    scene.settle()
    #expect(world.view(v).frame == Rect(x: 20, y: 10, width: 280, height: 100))
    try world.rotate(to: .landscapeLeft)
    scene.settle()
    #expect(world.view(v).frame == Rect(x: 20, y: 10, width: 440, height: 100))
    #expect(scene.violations.isEmpty)
  }

  @Test func aContradictingConstraintIsBrokenWithUIKitsMessage() throws {
    let (scene, root, v) = try Self.pinned()
    let world = scene.world
    let constraints = [
      world.makeConstraint(Self.anchor(v, .leading), .equal, Self.anchor(root, .leading)),
      world.makeConstraint(Self.anchor(v, .trailing), .equal, Self.anchor(root, .trailing)),
      world.makeConstraint(Self.anchor(v, .top), .equal, Self.anchor(root, .top)),
      world.makeConstraint(Self.anchor(v, .height), .equal, nil, constant: 40),
      world.makeConstraint(Self.anchor(v, .width), .equal, nil, constant: 50),
    ]
    for id in constraints { try world.setActive(id, true) }
    #expect(
      scene.log() == [
        "[t=0] warning: [LayoutConstraints] Unable to simultaneously satisfy constraints. "
          + "Probably at least one of the constraints in the following list is one you don't "
          + "want. Will attempt to recover by breaking constraint <NSLayoutConstraint: v.width == 50>"
      ])
    #expect(world.view(v).frame == Rect(x: 0, y: 0, width: 320, height: 40))
  }

  @Test func inequalitiesHoldAtTheirBoundAndOptionalsComeAsCloseAsTheyMay() throws {
    let (scene, root, v) = try Self.pinned()
    let world = scene.world
    for id in [
      world.makeConstraint(Self.anchor(v, .leading), .equal, Self.anchor(root, .leading)),
      world.makeConstraint(Self.anchor(v, .top), .equal, Self.anchor(root, .top)),
      world.makeConstraint(Self.anchor(v, .height), .greaterThanOrEqual, nil, constant: 30),
      world.makeConstraint(
        Self.anchor(v, .width), .lessThanOrEqual, Self.anchor(root, .width)),
      world.makeConstraint(Self.anchor(v, .width), .equal, nil, constant: 500, priority: 750),
    ] {
      try world.setActive(id, true)
    }
    scene.settle()
    #expect(world.view(v).frame == Rect(x: 0, y: 0, width: 320, height: 30))
  }

  @Test func anUndeterminedFrameKeepsItsValueWithANote() throws {
    let (scene, root, v) = try Self.pinned()
    let world = scene.world
    world.setFrame(v, Rect(x: 5, y: 6, width: 7, height: 8))
    try world.setActive(
      world.makeConstraint(Self.anchor(v, .leading), .equal, Self.anchor(root, .leading)), true)
    #expect(
      scene.log() == [
        "[t=0] note: the constraints do not fix v's frame (ambiguous layout); UIKit prints "
          + "nothing here, and containrepl keeps the frame it had"
      ])
    #expect(world.view(v).frame == Rect(x: 0, y: 6, width: 7, height: 8))
  }

  @Test func noCommonAncestorRaises() throws {
    let (scene, _, v) = try Self.pinned()
    let world = scene.world
    let loose = world.makeView(name: "loose")
    let id = world.makeConstraint(Self.anchor(v, .top), .equal, Self.anchor(loose, .top))
    #expect(throws: UIKitException.self) { try world.setActive(id, true) }
    #expect(
      scene.log(runClock: false) == [
        "error: NSGenericException: Unable to activate constraint with anchors in "
          + "<NSLayoutConstraint: v.top == loose.top> because they have no common ancestor. Does "
          + "the constraint or its anchors reference items in different view hierarchies? That's "
          + "illegal."
      ])
    #expect(!world.constraint(id).isActive)
  }

  @Test func aPriorityCannotCrossRequiredWhileActive() throws {
    let (scene, _, v) = try Self.pinned()
    let world = scene.world
    let id = world.makeConstraint(Self.anchor(v, .width), .equal, nil, constant: 10)
    try world.setPriority(id, 250)
    try world.setPriority(id, 1000)
    try world.setActive(id, true)
    #expect(throws: UIKitException.self) { try world.setPriority(id, 999) }
    #expect(
      scene.log(runClock: false).last
        == "error: NSInternalInconsistencyException: Mutating a priority from required to not on "
        + "an installed constraint (or vice-versa) is not supported. You passed priority 999 and "
        + "the existing priority was 1000.")
  }
}

struct ViewSurfaceTests {
  @Test func aStackViewArrangesAlongItsAxis() throws {
    let scene = SurfaceWorld()
    let world = scene.world
    let stack = try scene.addView(
      className: "UIStackView", kind: .stack, frame: Rect(x: 0, y: 100, width: 320, height: 50),
      name: "stack")
    world.setStackArrangement(stack) {
      $0.distribution = .fillEqually
      $0.spacing = 10
    }
    let items = (0..<3).map { world.makeView(name: "item\($0)") }
    for item in items { try world.addArrangedSubview(item, to: stack) }
    scene.settle()
    #expect(
      items.map { world.view($0).frame } == [
        Rect(x: 0, y: 0, width: 100, height: 50), Rect(x: 110, y: 0, width: 100, height: 50),
        Rect(x: 220, y: 0, width: 100, height: 50),
      ])
    world.removeArrangedSubview(items[1], from: stack)
    scene.settle()
    #expect(world.view(items[1]).superview == stack)
    #expect(world.view(items[2]).frame == Rect(x: 165, y: 0, width: 155, height: 50))
  }

  @Test func aContentOffsetScrollsWhatIsOnScreen() throws {
    let scene = SurfaceWorld()
    let world = scene.world
    let scroll = try scene.addView(
      className: "UIScrollView", kind: .scroll, frame: Rect(x: 0, y: 0, width: 320, height: 480),
      name: "pager")
    let pages = (0..<3).map {
      world.makeView(
        frame: Rect(x: Double($0) * 320, y: 0, width: 320, height: 480), name: "page\($0)")
    }
    for page in pages { try world.addSubview(page, to: scroll) }
    world.setContentSize(scroll, Size(width: 960, height: 480))
    try world.setContentOffset(scroll, Point(x: 320, y: 0), animated: false)
    #expect(world.presentationWindowRect(of: pages[1]).origin.x == 0)
    try world.setContentOffset(scroll, Point(x: 640, y: 0), animated: true)
    // Frame by frame: halfway through the 0.3 s, the offset itself is halfway (rule L.6c).
    world.advance(by: 150_000)
    #expect(world.presentationWindowRect(of: pages[2]).origin.x == 160)
    #expect(world.view(scroll).bounds.origin == Point(x: 480, y: 0))
    scene.settle()
    #expect(world.view(scroll).bounds.origin == Point(x: 640, y: 0))
    #expect(world.presentationWindowRect(of: pages[2]).origin.x == 0)
  }

  @Test func aTransformChangesWhatIsDrawnNotTheFrame() throws {
    let scene = SurfaceWorld()
    let world = scene.world
    let view = world.makeView(frame: Rect(x: 0, y: 0, width: 100, height: 100), name: "badge")
    try world.addSubview(view, to: scene.view(of: scene.container))
    world.setTransform(view, .scale(x: 2, y: 2))
    #expect(world.view(view).frame == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(world.presentationWindowRect(of: view) == Rect(x: -50, y: -50, width: 200, height: 200))
    world.setTransform(view, .translation(x: 10, y: 0).concatenating(.identity))
    #expect(world.presentationWindowRect(of: view).origin == Point(x: 10, y: 0))
  }

  @Test func subviewOrderOperationsIgnoreViewsThatAreNotSubviews() throws {
    let scene = SurfaceWorld()
    let world = scene.world
    let root = try scene.view(of: scene.container)
    let (a, b, stranger) = (
      world.makeView(name: "a"), world.makeView(name: "b"), world.makeView(name: "stranger")
    )
    try world.addSubview(a, to: root)
    try world.addSubview(b, to: root)
    world.bringSubviewToFront(stranger, in: root)
    world.sendSubviewToBack(stranger, in: root)
    #expect(Array(world.view(root).subviews) == [a, b])
    world.bringSubviewToFront(a, in: root)
    #expect(Array(world.view(root).subviews) == [b, a])
    world.exchangeSubviews(0, 1, in: root)
    #expect(Array(world.view(root).subviews) == [a, b])
    #expect(world.insertionIndex(beside: b, in: root, above: false) == 1)
    #expect(world.insertionIndex(beside: stranger, in: root, above: true) == 2)
  }
}

struct PresentationTests {
  /// A container showing child `a`, and `p`, a controller to present.
  static func scene(style: PresentationStyle, ios: Int = 17) throws -> (
    SurfaceWorld, ControllerID, ControllerID
  ) {
    let scene = SurfaceWorld()
    scene.world.iosVersion = ios
    let a = try scene.embed("a")
    let p = scene.vc("p")
    scene.world.setModalPresentationStyle(p, style)
    return (scene, a, p)
  }

  /// Rule P.1 (and P.4: it starts at the end of the turn).
  @Test func fullScreenPresentationAndDismissal() throws {
    let (scene, a, p) = try Self.scene(style: .fullScreen)
    let world = scene.world
    let done = scene.block {}
    try world.present(p, from: a, animated: true, completion: done)
    #expect(scene.log(runClock: false).isEmpty)
    #expect(
      scene.log() == [
        "[t=0] p.loadView()", "[t=0] p.viewDidLoad()", "[t=0] container.viewWillDisappear(true)",
        "[t=0] a.viewWillDisappear(true)", "[t=0] p.viewWillAppear(true)",
        "[t=0.35] p.viewDidAppear(true)", "[t=0.35] container.viewDidDisappear(true)",
        "[t=0.35] a.viewDidDisappear(true)", "[t=0.35] completion()",
      ])
    #expect(world.controller(p).presentingController == scene.container)
    #expect(world.controller(scene.container).view.map(world.isInWindow) == false)
    #expect(scene.violations.isEmpty)
    world.dismiss(from: p, animated: true, completion: nil)
    #expect(
      scene.log() == [
        "[t=0.35] p.viewWillDisappear(true)", "[t=0.35] container.viewWillAppear(true)",
        "[t=0.35] a.viewWillAppear(true)", "[t=0.7] container.viewDidAppear(true)",
        "[t=0.7] a.viewDidAppear(true)", "[t=0.7] p.viewDidDisappear(true)",
      ])
    #expect(world.controller(scene.container).presentedController == nil)
    #expect(scene.violations.isEmpty)
  }

  /// Rule P.2: a card leaves the presenter on screen and silent; before iOS 13 it is full screen.
  @Test(arguments: [PresentationStyle.automatic, .pageSheet, .formSheet, .overFullScreen])
  func cardsAndOverFullScreenLeaveThePresenterAlone(_ style: PresentationStyle) throws {
    let (scene, a, p) = try Self.scene(style: style)
    try scene.world.present(p, from: a, animated: false, completion: nil)
    #expect(
      scene.log() == [
        "[t=0] p.loadView()", "[t=0] p.viewDidLoad()", "[t=0] p.viewWillAppear(false)",
        "[t=0] p.viewDidAppear(false)",
      ])
    #expect(scene.world.controller(a).appearance == .appeared)
    #expect(scene.violations.isEmpty)
  }

  @Test func beforeIOS13APageSheetIsFullScreenOnAnIPhone() throws {
    let (scene, a, p) = try Self.scene(style: .pageSheet, ios: 12)
    try scene.world.present(p, from: a, animated: false, completion: nil)
    #expect(scene.log().contains("[t=0] container.viewDidDisappear(false)"))
    #expect(scene.world.controller(p).presentationStyleInEffect == .fullScreen)
  }

  /// Rule P.3.
  @Test func currentContextCoversTheControllerThatDefinesIt() throws {
    let scene = SurfaceWorld()
    let world = scene.world
    let box = try scene.embed("box")
    let a = try scene.embed("a", in: box)
    world.setDefinesPresentationContext(box, true)
    let p = scene.vc("p")
    world.setModalPresentationStyle(p, .currentContext)
    try world.present(p, from: a, animated: false, completion: nil)
    #expect(
      scene.log() == [
        "[t=0] p.loadView()", "[t=0] p.viewDidLoad()", "[t=0] box.viewWillDisappear(false)",
        "[t=0] a.viewWillDisappear(false)", "[t=0] p.viewWillAppear(false)",
        "[t=0] p.viewDidAppear(false)", "[t=0] box.viewDidDisappear(false)",
        "[t=0] a.viewDidDisappear(false)",
      ])
    #expect(world.controller(p).presentingController == box)
    #expect(world.controller(scene.container).appearance == .appeared)
    #expect(try world.view(scene.view(of: p)).superview == scene.view(of: scene.container))
    #expect(scene.violations.isEmpty)
  }

  @Test func misusesGetUIKitsMessages() throws {
    let (scene, a, p) = try Self.scene(style: .fullScreen)
    let world = scene.world
    #expect(throws: UIKitException.self) {
      try world.present(a, from: scene.container, animated: false, completion: nil)
    }
    #expect(
      scene.log(runClock: false) == [
        "error: NSInvalidArgumentException: Application tried to present modally an active "
          + "controller <UIViewController: a>."
      ])
    let offscreen = scene.vc("offscreen")
    _ = try scene.view(of: offscreen)
    scene.settle()
    try world.present(p, from: offscreen, animated: false, completion: nil)
    #expect(
      scene.log(runClock: false) == [
        "warning: Attempt to present <UIViewController: p> on <UIViewController: offscreen> "
          + "(from <UIViewController: offscreen>) whose view is not in the window hierarchy."
      ])
    // Over the full screen the presenter stays on screen, so it can be asked again.
    world.setModalPresentationStyle(p, .overFullScreen)
    try world.present(p, from: a, animated: false, completion: nil)
    scene.settle()
    let q = scene.vc("q")
    try world.present(q, from: a, animated: false, completion: nil)
    #expect(
      scene.log(runClock: false) == [
        "warning: Attempt to present <UIViewController: q> on <ContainerViewController: container> "
          + "(from <ContainerViewController: container>) which is already presenting "
          + "<UIViewController: p>."
      ])
  }

  @Test func aDetachedControllerIsWarnedAbout() throws {
    let scene = SurfaceWorld()
    let world = scene.world
    let loose = scene.vc("loose")
    try world.addSubview(scene.view(of: loose), to: scene.view(of: scene.container))
    scene.settle()
    let p = scene.vc("p")
    world.setModalPresentationStyle(p, .overFullScreen)
    try world.present(p, from: loose, animated: false, completion: nil)
    #expect(
      scene.log().first
        == "warning: Presenting view controllers on detached view controllers is discouraged "
        + "<UIViewController: loose>.")
  }
}

struct ControllerSurfaceTests {
  /// Rules B.1, B.2: the questions UIKit asks, with their answers.
  @Test func theStatusBarQuestionsFollowTheChildChain() throws {
    let scene = SurfaceWorld()
    let a = try scene.embed("a")
    scene.answers[scene.container] = [.childForStatusBarStyle: .controller(a)]
    scene.answers[a] = [.preferredStatusBarStyle: .statusBarStyle("lightContent")]
    try scene.world.updateStatusBarAppearance()
    #expect(
      scene.log(runClock: false) == [
        "container.childForStatusBarStyle → a", "a.childForStatusBarStyle → nil",
        "a.preferredStatusBarStyle → .lightContent", "container.childForStatusBarHidden → nil",
        "container.prefersStatusBarHidden → false",
      ])
    #expect(scene.world.statusBarStyle == "lightContent")
  }

  /// Rule B.3.
  @Test func aChildsPreferredContentSizeTellsItsParent() throws {
    let scene = SurfaceWorld()
    let a = try scene.embed("a")
    try scene.world.setPreferredContentSize(a, Size(width: 200, height: 100))
    try scene.world.setPreferredContentSize(a, Size(width: 200, height: 100))
    #expect(
      scene.log(runClock: false) == [
        "container.preferredContentSizeDidChange(forChildContentContainer: a)"
      ])
  }

  /// Rule L.5.
  @Test func additionalSafeAreaInsetsReachTheViewsInside() throws {
    let scene = SurfaceWorld()
    let world = scene.world
    let a = try scene.embed("a")
    world.setAdditionalSafeAreaInsets(
      scene.container, EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
    let lines = scene.log(verbose: true)
    #expect(lines.first == "[t=0] container.viewSafeAreaInsetsDidChange()")
    #expect(lines.contains("[t=0] a.viewSafeAreaInsetsDidChange()"))
    #expect(try world.safeAreaInsets(of: scene.view(of: a)).top == 44)
  }

  /// Rule N.1.
  @Test func aNavigationStackCanBeReplacedAndPoppedTo() throws {
    let scene = SurfaceWorld()
    let world = scene.world
    let (r, x, y) = (scene.vc("r"), scene.vc("x"), scene.vc("y"))
    let nav = scene.vc("nav", kind: .navigation)
    try world.setNavigationRoot(r, of: nav)
    try world.setRootViewController(nav)
    scene.settle()
    try world.setNavigationStack([r, x, y], of: nav, animated: false)
    scene.settle()
    #expect(world.controller(nav).stack == [r, x, y])
    #expect(world.controller(y).appearance == .appeared)
    let popped = try world.pop(to: r, in: nav, animated: false)
    scene.settle()
    #expect(popped == [x, y])
    #expect(world.controller(nav).stack == [r])
    #expect(world.controller(r).appearance == .appeared)
    #expect(world.controller(y).parent == nil)
    #expect(scene.violations.isEmpty)
  }
}

struct NavigationSurfaceTests {
  /// Rule 7a.1 with R.4: a pushed controller that has already appeared (driven by hand) hears
  /// viewWillAppear again, and its owed didMove(toParent:) still comes after its viewDidAppear.
  @Test func pushingAnAppearedControllerStillEndsWithDidMove() throws {
    let scene = SurfaceWorld()
    let world = scene.world
    let (r, b) = (scene.vc("r"), scene.vc("b"))
    let nav = scene.vc("nav", kind: .navigation)
    try world.setNavigationRoot(r, of: nav)
    try world.setRootViewController(nav)
    scene.settle()
    _ = try scene.view(of: b)
    try world.beginAppearanceTransition(b, appearing: true, animated: false)
    try world.endAppearanceTransition(b)
    scene.settle()
    try world.push(b, onto: nav, animated: false)
    #expect(
      scene.log() == [
        "b.willMove(toParent: nav)", "[t=0] r.viewWillDisappear(false)",
        "[t=0] b.viewWillAppear(false)", "[t=0] r.viewDidDisappear(false)",
        "[t=0] b.viewDidAppear(false)", "[t=0] b.didMove(toParent: nav)",
      ])
  }
}
