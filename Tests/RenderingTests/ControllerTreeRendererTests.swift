import Rendering
import Simulation
import Testing

/// `:tree`: the controller tree from the window down, with appearance state, where each view is,
/// and the inconsistencies it flags.
@Suite struct ControllerTreeRendererTests {
  static func tree(
    _ scene: Scene, ascii: Bool = false, language: Language = .english
  ) -> [String] {
    ControllerTreeRenderer(
      world: scene.world, glyphs: TreeGlyphs.forASCII(ascii), language: language
    ).render().map(unpadded)
  }

  @Test func sandboxInBoxDrawingAndASCII() {
    let scene = Scene()
    #expect(
      Self.tree(scene) == [
        "window", "└─ container  ContainerViewController  appeared  view in window",
      ])
    #expect(
      Self.tree(scene, ascii: true)
        == ["window", "\\- container  ContainerViewController  appeared  view in window"])
    #expect(
      Self.tree(scene, language: .chinese)
        == ["window", "└─ container  ContainerViewController  appeared  视图在窗口中"])
  }

  @Test func childrenAndGrandchildrenInBothGlyphSets() throws {
    let scene = Scene()
    let a = try scene.embed("a")
    try scene.embed("g", in: a)
    try scene.embed("b")
    let rest = "UIViewController  appeared  view in window"
    #expect(
      Self.tree(scene) == [
        "window",
        "└─ container  ContainerViewController  appeared  view in window",
        "   ├─ a  \(rest)",
        "   │  └─ g  \(rest)",
        "   └─ b  \(rest)",
      ])
    #expect(
      Self.tree(scene, ascii: true) == [
        "window",
        "\\- container  ContainerViewController  appeared  view in window",
        "   +- a  \(rest)",
        "   |  \\- g  \(rest)",
        "   \\- b  \(rest)",
      ])
  }

  @Test func viewStatesOfChildrenNotOnScreen() throws {
    let scene = Scene()
    let a = scene.controller("a")
    let b = scene.controller("b")
    try scene.world.addChild(a, to: scene.container)
    try scene.world.addChild(b, to: scene.container)
    _ = try scene.view(of: b)
    #expect(
      Array(Self.tree(scene).dropFirst(2)) == [
        "   ├─ a  UIViewController  disappeared  view not loaded",
        "   └─ b  UIViewController  disappeared  view loaded, off screen",
      ])
    #expect(
      Array(Self.tree(scene, language: .chinese).dropFirst(2)) == [
        "   ├─ a  UIViewController  disappeared  视图未加载",
        "   └─ b  UIViewController  disappeared  视图已加载，不在屏幕上",
      ])
  }

  @Test func explicitBeginWithoutEndIsFlaggedUntilTheEnd() throws {
    let scene = Scene()
    let a = try scene.embed("a")
    try scene.world.beginAppearanceTransition(a, appearing: false, animated: false)
    #expect(
      Self.tree(scene).last
        == "   └─ a  UIViewController  disappearing  view in window  ⚠ begin without end")
    #expect(
      Self.tree(scene, ascii: true, language: .chinese).last
        == "   \\- a  UIViewController  disappearing  视图在窗口中  ! begin 之后没有 end")
    try scene.world.endAppearanceTransition(a)
    #expect(Self.tree(scene).last == "   └─ a  UIViewController  disappeared  view in window")
  }

  @Test func aTransitionInFlightIsNotABeginWithoutEnd() throws {
    let scene = Scene()
    let a = try scene.embed("a")
    let b = scene.controller("b")
    try scene.world.addChild(b, to: scene.container)
    try scene.world.transition(
      in: scene.container, from: a, to: b, duration: 1, options: [], animations: nil,
      completion: nil)
    scene.world.advance(by: 500_000)
    #expect(
      Array(Self.tree(scene).suffix(2)) == [
        "   ├─ a  UIViewController  disappearing  view in window",
        "   └─ b  UIViewController  appearing  view in window",
      ])
    scene.world.runUntilIdle()
    #expect(
      Array(Self.tree(scene).suffix(2)) == [
        "   ├─ a  UIViewController  disappeared  view loaded, off screen",
        "   └─ b  UIViewController  appeared  view in window",
      ])
  }

  // MARK: - The inconsistencies the tree flags

  @Test func aViewOnScreenWhoseControllerIsNotAChild() throws {
    let scene = Scene()
    let b = scene.controller("b")
    try scene.world.addSubview(scene.view(of: b), to: scene.view(of: scene.container))
    scene.world.finishTurn()
    // From iOS 8 on it appears on its own (rule R.5); it is still not a child.
    #expect(
      Self.tree(scene) == [
        "window",
        "├─ container  ContainerViewController  appeared  view in window",
        "└─ b  UIViewController  appeared  view in window  ⚠ view on screen but not a child (only addSubview)",
      ])
    #expect(
      Self.tree(scene, ascii: true, language: .chinese).last
        == "\\- b  UIViewController  appeared  视图在窗口中  ! 视图在屏幕上，却不是子控制器（只调用了 addSubview）")
  }

  @Test func aPresentedControllerIsNamedByItsPresenterNotFlagged() throws {
    let scene = Scene()
    let p = scene.controller("p")
    try scene.world.present(p, from: scene.container, animated: false, completion: nil)
    scene.world.finishTurn()
    // Its view is on screen by the presentation (rule P.1), which `:tree` says instead of the
    // "only addSubview" warning; from iOS 13 the sheet leaves the presenter appeared.
    #expect(
      Self.tree(scene) == [
        "window",
        "├─ container  ContainerViewController  appeared  view in window",
        "└─ p  UIViewController  appeared  view in window  presented by container",
      ])
    #expect(
      Self.tree(scene, language: .chinese).last
        == "└─ p  UIViewController  appeared  视图在窗口中  由 container 呈现")
    scene.world.dismiss(from: p, animated: false, completion: nil)
    scene.world.finishTurn()
    #expect(Self.tree(scene).last == "└─ p  UIViewController  disappeared  view loaded, off screen")
  }

  @Test func removingFromParentButNotFromSuperviewLeavesTheViewOnScreen() throws {
    let scene = Scene()
    let a = try scene.embed("a")
    try scene.world.removeFromParent(a)
    let renderer = ControllerTreeRenderer(world: scene.world, glyphs: .unicode, language: .english)
    #expect(renderer.flags(a) == ["view on screen but not a child (only addSubview)"])
    #expect(renderer.flags(scene.container) == [])
    #expect(Self.tree(scene).count == 3)
  }

  @Test func aChildWhoseViewIsNotUnderItsParentsView() throws {
    let scene = Scene()
    let a = scene.controller("a")
    try scene.world.addChild(a, to: scene.container)
    try scene.world.addSubview(scene.view(of: a), to: scene.world.window)
    let renderer = ControllerTreeRenderer(world: scene.world, glyphs: .unicode, language: .english)
    #expect(renderer.flags(a) == ["view is not inside its parent's view"])
    let line = try #require(Self.tree(scene).last)
    #expect(line.hasPrefix("   └─ a  UIViewController  "))
    #expect(line.hasSuffix("  view in window  ⚠ view is not inside its parent's view"))
    let chinese = ControllerTreeRenderer(world: scene.world, glyphs: .ascii, language: .chinese)
    #expect(chinese.flags(a) == ["视图不在父控制器的视图里"])
  }

  @Test func aChildWhoseViewHasNoSuperviewIsNotFlagged() throws {
    let scene = Scene()
    let a = scene.controller("a")
    try scene.world.addChild(a, to: scene.container)
    _ = try scene.view(of: a)
    let renderer = ControllerTreeRenderer(world: scene.world, glyphs: .unicode, language: .english)
    #expect(renderer.flags(a) == [])
  }

  // MARK: - Controllers outside the window's tree

  @Test func controllersNotInTheWindowsTreeFollowWithTheirChildren() throws {
    let scene = Scene()
    let p = scene.controller("p")
    try scene.world.addChild(scene.controller("c"), to: p)
    _ = scene.controller("lone")
    #expect(
      Self.tree(scene) == [
        "window",
        "└─ container  ContainerViewController  appeared  view in window",
        "not in the window's tree:",
        "├─ p  UIViewController  disappeared  view not loaded",
        "│  └─ c  UIViewController  disappeared  view not loaded",
        "└─ lone  UIViewController  disappeared  view not loaded",
      ])
    #expect(Self.tree(scene, language: .chinese)[2] == "不在窗口的层级中：")
  }

  @Test func replacingTheRootMovesTheOldRootOutOfTheTree() throws {
    let scene = Scene()
    let home = scene.controller("home")
    try scene.world.setRootViewController(home)
    scene.world.runUntilIdle()
    #expect(
      Self.tree(scene) == [
        "window",
        "└─ home  UIViewController  appeared  view in window",
        "not in the window's tree:",
        "└─ container  ContainerViewController  disappeared  view loaded, off screen",
      ])
  }

  // MARK: - System containers

  @Test func navigationControllerListsItsStack() throws {
    let scene = Scene()
    let nav = scene.controller("nav", className: "UINavigationController", kind: .navigation)
    try scene.world.setNavigationRoot(scene.controller("a"), of: nav)
    try scene.world.push(scene.controller("b"), onto: nav, animated: false)
    #expect(
      Array(Self.tree(scene).suffix(3)) == [
        "└─ nav  UINavigationController  disappeared  view not loaded  stack: a, b",
        "   ├─ a  UIViewController  disappeared  view not loaded",
        "   └─ b  UIViewController  disappeared  view not loaded",
      ])
    #expect(
      Self.tree(scene, language: .chinese).suffix(3).first
        == "└─ nav  UINavigationController  disappeared  视图未加载  栈：a, b")
  }

  @Test func tabBarControllerNamesTheSelectedChild() throws {
    let scene = Scene()
    let tabs = scene.controller("tabs", className: "UITabBarController", kind: .tabBar)
    try scene.world.setViewControllers([scene.controller("a"), scene.controller("b")], of: tabs)
    let renderer = ControllerTreeRenderer(world: scene.world, glyphs: .unicode, language: .english)
    #expect(
      renderer.describe(tabs)
        == "tabs  UITabBarController  disappeared  view not loaded  selected: a")
    try scene.world.setSelectedIndex(1, of: tabs)
    #expect(renderer.describe(tabs).hasSuffix("  selected: b"))
    let chinese = ControllerTreeRenderer(world: scene.world, glyphs: .unicode, language: .chinese)
    #expect(chinese.describe(tabs).hasSuffix("  选中：b"))
  }

  @Test func splitViewControllerIsMarkedApproximate() {
    let scene = Scene()
    let split = scene.controller("split", className: "UISplitViewController", kind: .split)
    let english = ControllerTreeRenderer(world: scene.world, glyphs: .unicode, language: .english)
    let chinese = ControllerTreeRenderer(world: scene.world, glyphs: .unicode, language: .chinese)
    #expect(
      english.describe(split)
        == "split  UISplitViewController  disappeared  view not loaded  (approximate model)")
    #expect(chinese.describe(split).hasSuffix("  （近似模型）"))
  }
}
