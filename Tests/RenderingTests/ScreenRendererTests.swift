import Rendering
import Simulation
import Testing

/// `:screen`: the window to scale (8 points a column, 16 a row; smaller to fit a terminal's
/// height), views as boxes with their names inside, views off screen listed under it,
/// interpolated mid-animation.
@Suite struct ScreenRendererTests {
  static func screen(_ scene: Scene, ascii: Bool = false, language: Language = .english) -> [String]
  {
    ScreenRenderer(world: scene.world, ascii: ascii, language: language).render()
  }

  static func repeated(_ text: String, _ count: Int) -> String {
    String(repeating: text, count: count)
  }

  /// A row of the portrait window inside `container.view`, with `inner` from column 2 on.
  static func row(_ inner: String, width: Int) -> String {
    "││" + inner + repeated(" ", 38 - width) + "││"
  }

  /// A view bound to `name` inside `container.view`.
  static func box(_ scene: Scene, _ name: String, _ frame: Rect) throws -> ViewID {
    try scene.plainView(name, frame, in: scene.view(of: scene.container))
  }

  @Test func sandboxFillsTheWindow() {
    let lines = Self.screen(Scene())
    #expect(lines.count == 32)
    #expect(lines[0] == "┌window" + Self.repeated("─", 34) + "┐")
    #expect(lines[1] == "│┌" + Self.repeated("─", 38) + "┐│")
    #expect(lines[2] == Self.row("container.view", width: 14))
    #expect(lines[3..<30].allSatisfy { $0 == Self.row("", width: 0) })
    #expect(lines[30] == "│└" + Self.repeated("─", 38) + "┘│")
    #expect(lines[31] == "└" + Self.repeated("─", 40) + "┘")
  }

  @Test func asciiFallback() {
    let lines = Self.screen(Scene(), ascii: true)
    #expect(lines[0] == "+window" + Self.repeated("-", 34) + "+")
    #expect(lines[1] == "|+" + Self.repeated("-", 38) + "+|")
    #expect(lines[2] == "||container.view" + Self.repeated(" ", 24) + "||")
    #expect(lines[30] == "|+" + Self.repeated("-", 38) + "+|")
    #expect(lines[31] == "+" + Self.repeated("-", 40) + "+")
    #expect(lines.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
  }

  @Test func aBoxIsDrawnToScale() throws {
    let scene = Scene()
    // 160×96 points from (80, 160): columns 11…30 (20 × 8 points), rows 11…16 (6 × 16 points).
    _ = try Self.box(scene, "box", Rect(x: 80, y: 160, width: 160, height: 96))
    let lines = Self.screen(scene)
    let spaces = Self.repeated(" ", 9)
    #expect(lines.count == 32)
    #expect(lines[10] == Self.row("", width: 0))
    #expect(lines[11] == Self.row(spaces + "┌" + Self.repeated("─", 18) + "┐", width: 29))
    #expect(lines[12] == Self.row(spaces + "│box" + Self.repeated(" ", 15) + "│", width: 29))
    for row in 13...15 {
      #expect(lines[row] == Self.row(spaces + "│" + Self.repeated(" ", 18) + "│", width: 29))
    }
    #expect(lines[16] == Self.row(spaces + "└" + Self.repeated("─", 18) + "┘", width: 29))
    #expect(lines[17] == Self.row("", width: 0))
  }

  @Test func boxesWithTheSameCornerStackTheirLabels() throws {
    let scene = Scene()
    let frame = Rect(x: 80, y: 160, width: 160, height: 96)
    _ = try Self.box(scene, "first", frame)
    _ = try Self.box(scene, "second", frame)
    let lines = Self.screen(scene)
    let spaces = Self.repeated(" ", 9)
    #expect(lines[11] == Self.row(spaces + "┌" + Self.repeated("─", 18) + "┐", width: 29))
    #expect(lines[12] == Self.row(spaces + "│first" + Self.repeated(" ", 13) + "│", width: 29))
    #expect(lines[13] == Self.row(spaces + "│second" + Self.repeated(" ", 12) + "│", width: 29))
  }

  @Test func chineseLabelsTakeTwoCellsAChar() throws {
    let scene = Scene()
    _ = try Self.box(scene, "视图", Rect(x: 80, y: 160, width: 160, height: 96))
    let lines = Self.screen(scene)
    #expect(
      lines[12] == "││" + Self.repeated(" ", 9) + "│视图" + Self.repeated(" ", 14) + "│"
        + Self.repeated(" ", 9) + "││")
    #expect(lines.allSatisfy { DisplayWidth.of($0) == 42 })
  }

  @Test func aLabelThatDoesNotFitIsCutAtTheWindowEdge() throws {
    let scene = Scene()
    // From column 35 to past the window: open on the right, the label cut at column 40.
    _ = try Self.box(scene, "视图控制器", Rect(x: 272, y: 160, width: 100, height: 96))
    let lines = Self.screen(scene)
    #expect(lines[11] == "││" + Self.repeated(" ", 33) + "┌─────│")
    // Cut to the room inside the box, clear of container.view's edge.
    #expect(lines[12] == "││" + Self.repeated(" ", 33) + "│视… ││")
    #expect(lines.last == "视图控制器: partly off screen")
    #expect(lines.dropLast().allSatisfy { DisplayWidth.of($0) == 42 })
  }

  // MARK: - Off screen

  @Test(arguments: [
    (Rect(x: 320, y: 0, width: 320, height: 480), "right of the window (x 320, y 0, 320×480)"),
    (Rect(x: -320, y: 0, width: 320, height: 480), "left of the window (x -320, y 0, 320×480)"),
    (Rect(x: 0, y: 480, width: 320, height: 480), "below the window (x 0, y 480, 320×480)"),
    (Rect(x: 0, y: -100, width: 320, height: 100), "above the window (x 0, y -100, 320×100)"),
    (Rect(x: 0, y: 0, width: 0, height: 0), "empty (x 0, y 0, 0×0)"),
  ])
  func viewsOffScreenAreListedWhere(_ frame: Rect, _ place: String) throws {
    let scene = Scene()
    let a = try scene.embed("a")
    scene.world.setFrame(try scene.view(of: a), frame)
    let lines = Self.screen(scene)
    #expect(lines.count == 33)
    #expect(lines.last == "a.view: off screen, " + place)
    #expect(lines[2] == Self.row("container.view", width: 14))
    #expect(lines[3] == Self.row("", width: 0))
  }

  @Test func offScreenNotesInChinese() throws {
    let scene = Scene()
    let a = try scene.embed("a")
    scene.world.setFrame(try scene.view(of: a), Rect(x: 320, y: 0, width: 320, height: 480))
    #expect(
      Self.screen(scene, language: .chinese).last
        == "a.view: 在屏幕外，在窗口右侧 (x 320, y 0, 320×480)")
  }

  @Test func aBoxPartlyOffScreenIsOpenOnThatSide() throws {
    let scene = Scene()
    _ = try Self.box(scene, "box", Rect(x: -80, y: 160, width: 160, height: 96))
    let lines = Self.screen(scene)
    #expect(lines[11] == "│" + Self.repeated("─", 9) + "┐" + Self.repeated(" ", 29) + "││")
    #expect(lines[12] == "││box" + Self.repeated(" ", 5) + "│" + Self.repeated(" ", 29) + "││")
    #expect(lines[16] == "│" + Self.repeated("─", 9) + "┘" + Self.repeated(" ", 29) + "││")
    #expect(lines.last == "box: partly off screen")
    #expect(Self.screen(scene, language: .chinese).last == "box: 部分在屏幕外")
  }

  @Test func hiddenViewsAreListedNotDrawn() throws {
    let scene = Scene()
    let box = try Self.box(scene, "box", Rect(x: 80, y: 160, width: 160, height: 96))
    scene.world.setHidden(box, true)
    let lines = Self.screen(scene)
    #expect(lines[11] == Self.row("", width: 0))
    #expect(lines.last == "box: hidden")
    #expect(Self.screen(scene, language: .chinese).last == "box: 隐藏")
  }

  // MARK: - Absurd frames

  @Test(arguments: [
    Rect(x: 1e300, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: 1e300, height: 1e300),
    Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300),
    Rect(x: 0, y: 0, width: .infinity, height: 100),
    Rect(x: -.infinity, y: 0, width: 10, height: 10),
    Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .nan, height: .nan),
  ])
  func absurdFramesAreClampedToTheWindow(_ frame: Rect) throws {
    let scene = Scene()
    _ = try Self.box(scene, "box", frame)
    let lines = Self.screen(scene)
    #expect(lines.count == 33)
    #expect(lines.prefix(32).allSatisfy { DisplayWidth.of($0) == 42 })
    #expect(lines[0] == "┌window" + Self.repeated("─", 34) + "┐")
    #expect(lines[31] == "└" + Self.repeated("─", 40) + "┘")
    #expect(lines[32].hasPrefix("box: "))
  }

  @Test func anInfinitelyWideBoxRunsToTheWindowEdgeOpen() throws {
    let scene = Scene()
    _ = try Self.box(scene, "box", Rect(x: 0, y: 160, width: .infinity, height: 96))
    let lines = Self.screen(scene)
    #expect(lines[11] == "│┌" + Self.repeated("─", 39) + "│")
    #expect(lines[12] == "││box" + Self.repeated(" ", 35) + "││")
    #expect(lines[16] == "│└" + Self.repeated("─", 39) + "│")
    #expect(lines.last == "box: partly off screen")
  }

  @Test func farAwayAndNaNFramesAreNamedInTheNote() throws {
    let scene = Scene()
    _ = try Self.box(scene, "far", Rect(x: 1e300, y: 0, width: 10, height: 10))
    _ = try Self.box(scene, "huge", Rect(x: -1e300, y: -1e300, width: 2e300, height: 2e300))
    _ = try Self.box(scene, "broken", Rect(x: .nan, y: 0, width: 10, height: 10))
    let lines = Self.screen(scene)
    #expect(lines[32] == "far: off screen, right of the window (x 1e+300, y 0, 10×10)")
    #expect(lines[33] == "huge: partly off screen")
    #expect(lines[34].hasPrefix("broken: off screen, "))
    #expect(lines[34].hasSuffix(" (x nan, y 0, 10×10)"))
    // Open on all four sides, the huge box draws no edge; its label goes under container.view's.
    #expect(lines[2] == Self.row("container.view", width: 14))
    #expect(lines[3] == Self.row("huge", width: 4))
  }

  // MARK: - Time and orientation

  @Test func midAnimationDrawsTheInterpolatedFrame() throws {
    let scene = Scene()
    let box = try Self.box(scene, "box", Rect(x: 0, y: 160, width: 80, height: 80))
    try scene.animate(duration: 1, options: ["curveLinear"]) { world in
      world.setFrame(box, Rect(x: 160, y: 160, width: 80, height: 80))
    }
    scene.world.advance(by: 500_000)
    var lines = Self.screen(scene)
    // Half way: x = 80, so columns 11…20.
    #expect(
      lines[12] == Self.row(Self.repeated(" ", 9) + "│box" + Self.repeated(" ", 5) + "│", width: 19)
    )
    #expect(lines.last == "mid-animation at t = 0.5")
    #expect(Self.screen(scene, language: .chinese).last == "动画进行中，t = 0.5")
    scene.world.runUntilIdle()
    lines = Self.screen(scene)
    #expect(lines.count == 32)
    #expect(
      lines[12]
        == Self.row(Self.repeated(" ", 19) + "│box" + Self.repeated(" ", 5) + "│", width: 29))
  }

  @Test func landscapeWindowIsWiderThanTall() throws {
    let scene = Scene()
    try scene.world.rotate(to: .landscapeLeft)
    scene.world.runUntilIdle()
    let lines = Self.screen(scene)
    #expect(lines.count == 22)
    #expect(lines.allSatisfy { DisplayWidth.of($0) == 62 })
    #expect(lines[0] == "┌window" + Self.repeated("─", 54) + "┐")
    #expect(lines[1] == "│┌" + Self.repeated("─", 58) + "┐│")
    #expect(lines[2].hasPrefix("││container.view "))
    #expect(lines[20] == "│└" + Self.repeated("─", 58) + "┘│")
  }

  // MARK: - Fitting the terminal

  @Test func theDrawingShrinksToTheTerminalsHeightInProportion() throws {
    let scene = Scene()
    _ = try Self.box(scene, "box", Rect(x: 0, y: 240, width: 320, height: 240))
    let lines = ScreenRenderer(
      world: scene.world, ascii: false, language: .english, maxRows: 17
    ).render()
    #expect(lines.count == 17)
    // Twice as many points a row as a column, as at full size: 480/32 rows, 320/16 columns.
    #expect(lines.allSatisfy { DisplayWidth.of($0) == 22 })
    #expect(lines.contains { $0.contains("│box") })
  }

  @Test func aNarrowTerminalShrinksItToItsWidth() {
    let lines = ScreenRenderer(
      world: Scene().world, ascii: false, language: .english, maxColumns: 22
    ).render()
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 22 })
    #expect(lines.count == 17)
  }

  @Test func everyLabelIsInsideItsBox() throws {
    let scene = Scene()
    _ = try Self.box(scene, "a", Rect(x: 16, y: 32, width: 160, height: 96))
    _ = try Self.box(scene, "c", Rect(x: 24, y: 48, width: 80, height: 48))
    let lines = Self.screen(scene)
    // Each name stands on an inner line of its box, never on a border.
    for name in ["container.view", "a", "c"] {
      let line = try #require(
        lines.first { $0.contains("│" + name + " ") || $0.contains("│" + name + "│") },
        "\(lines)")
      #expect(!line.contains("┌" + name) && !line.contains("─" + name), "\(line)")
    }
  }
}
