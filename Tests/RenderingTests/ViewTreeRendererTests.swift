import Rendering
import Simulation
import Testing

/// `:views`: the view tree from the window down, with frames and what is unusual about a view.
@Suite struct ViewTreeRendererTests {
  static func views(
    _ scene: Scene, ascii: Bool = false, language: Language = .english
  ) -> [String] {
    ViewTreeRenderer(world: scene.world, glyphs: TreeGlyphs.forASCII(ascii), language: language)
      .render().map(unpadded)
  }

  static func describe(_ scene: Scene, _ view: ViewID, language: Language = .english) -> String {
    ViewTreeRenderer(world: scene.world, glyphs: .unicode, language: language).describe(view)
  }

  @Test func sandbox() {
    #expect(
      Self.views(Scene()) == ["window  (0, 0, 320, 480)", "└─ container.view  (0, 0, 320, 480)"])
  }

  @Test func nestedViewsInBoxDrawingAndASCII() throws {
    let scene = Scene()
    let a = try scene.embed("a")
    try scene.embed("b")
    _ = try scene.plainView(
      "title", Rect(x: 10, y: 20, width: 100, height: 44.5), className: "UILabel",
      in: scene.view(of: a))
    #expect(
      Self.views(scene) == [
        "window  (0, 0, 320, 480)",
        "└─ container.view  (0, 0, 320, 480)",
        "   ├─ a.view  (0, 0, 320, 480)",
        "   │  └─ title  (10, 20, 100, 44.5)  UILabel",
        "   └─ b.view  (0, 0, 320, 480)",
      ])
    #expect(
      Self.views(scene, ascii: true) == [
        "window  (0, 0, 320, 480)",
        "\\- container.view  (0, 0, 320, 480)",
        "   +- a.view  (0, 0, 320, 480)",
        "   |  \\- title  (10, 20, 100, 44.5)  UILabel",
        "   \\- b.view  (0, 0, 320, 480)",
      ])
  }

  @Test func propertiesAUserSetAreShownInOrder() throws {
    let scene = Scene()
    let box = try scene.plainView(
      "box", Rect(x: 0, y: 0, width: 10, height: 10), in: scene.view(of: scene.container))
    #expect(Self.describe(scene, box) == "box  (0, 0, 10, 10)")
    scene.world.setHidden(box, true)
    scene.world.setAlpha(box, 0.5)
    scene.world.setUserInteractionEnabled(box, false)
    scene.world.setBackgroundColor(box, "UIColor.red")
    #expect(
      Self.describe(scene, box)
        == "box  (0, 0, 10, 10)  hidden  alpha 0.5  interaction off  UIColor.red")
    #expect(
      Self.describe(scene, box, language: .chinese)
        == "box  (0, 0, 10, 10)  隐藏  alpha 0.5  交互已关闭  UIColor.red")
  }

  @Test func aViewInTheWindowButOutsideItIsFlaggedOffScreen() throws {
    let scene = Scene()
    let a = try scene.embed("a")
    scene.world.setFrame(try scene.view(of: a), Rect(x: 320, y: 0, width: 320, height: 480))
    #expect(Self.views(scene).last == "   └─ a.view  (320, 0, 320, 480)  ⚠ off screen")
    #expect(
      Self.views(scene, ascii: true).last == "   \\- a.view  (320, 0, 320, 480)  ! off screen")
    #expect(
      Self.views(scene, language: .chinese).last == "   └─ a.view  (320, 0, 320, 480)  ⚠ 在屏幕外")
  }

  @Test func offScreenUsesWindowCoordinatesThroughTheSuperviews() throws {
    let scene = Scene()
    let holder = try scene.plainView(
      "holder", Rect(x: 200, y: 0, width: 100, height: 100), in: scene.view(of: scene.container))
    // Inside its superview's bounds, but 200 + 150 = 350 points from the window's left edge.
    let inner = try scene.plainView("inner", Rect(x: 150, y: 0, width: 50, height: 50), in: holder)
    let partly = try scene.plainView(
      "partly", Rect(x: 100, y: 0, width: 50, height: 50), in: holder)
    #expect(Self.describe(scene, inner) == "inner  (150, 0, 50, 50)  ⚠ off screen")
    #expect(Self.describe(scene, partly) == "partly  (100, 0, 50, 50)")
  }

  @Test func viewsOutsideTheWindowAreNotFlaggedButListedApart() throws {
    let scene = Scene()
    _ = try scene.view(of: scene.controller("a"))
    let spare = try scene.plainView("spare", Rect(x: 900, y: 0, width: 50, height: 50))
    _ = try scene.plainView("inner", Rect(x: 5, y: 5, width: 10, height: 10), in: spare)
    _ = scene.world.makeView(name: nil)
    #expect(
      Array(Self.views(scene).dropFirst(2)) == [
        "not in the window:",
        "├─ a.view  (0, 0, 320, 480)",
        "└─ spare  (900, 0, 50, 50)",
        "   └─ inner  (5, 5, 10, 10)",
      ])
    #expect(Self.views(scene, language: .chinese)[2] == "不在窗口中：")
  }

  @Test func midAnimationShowsWhereTheViewIsDrawnNow() throws {
    let scene = Scene()
    let box = try scene.plainView(
      "box", Rect(x: 0, y: 0, width: 100, height: 100), in: scene.view(of: scene.container))
    try scene.animate(duration: 1, options: ["curveLinear"]) { world in
      world.setFrame(box, Rect(x: 200, y: 40, width: 100, height: 100))
    }
    scene.world.advance(by: 500_000)
    #expect(
      Self.describe(scene, box) == "box  (200, 40, 100, 100)  on screen now: (100, 20, 100, 100)")
    #expect(
      Self.describe(scene, box, language: .chinese)
        == "box  (200, 40, 100, 100)  当前显示于：(100, 20, 100, 100)")
    scene.world.runUntilIdle()
    #expect(Self.describe(scene, box) == "box  (200, 40, 100, 100)")
  }

  @Test func screenGeometryAddsTheSuperviewsOrigins() throws {
    let scene = Scene()
    let outer = try scene.plainView(
      "outer", Rect(x: 10, y: 20, width: 100, height: 100), in: scene.view(of: scene.container))
    let inner = try scene.plainView("inner", Rect(x: 5, y: 6, width: 7, height: 8), in: outer)
    #expect(
      ScreenGeometry(world: scene.world).windowRect(of: inner)
        == Rect(x: 15, y: 26, width: 7, height: 8))
  }
}
