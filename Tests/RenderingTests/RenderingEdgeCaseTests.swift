import Rendering
import Simulation
import Testing

/// Edge cases of `:screen` and of the log's values that a first version got wrong.
struct RenderingEdgeCaseTests {
  private func screen(_ scene: Scene) -> [String] {
    ScreenRenderer(world: scene.world, ascii: false, language: .english).render()
  }

  private func box(_ scene: Scene, _ name: String, _ frame: Rect, in superview: ViewID? = nil)
    throws -> ViewID
  {
    try scene.plainView(name, frame, in: superview ?? scene.view(of: scene.container))
  }

  @Test func aHiddenViewHidesWhatIsInsideIt() throws {
    let scene = Scene()
    let outer = try box(scene, "outer", Rect(x: 80, y: 160, width: 160, height: 96))
    _ = try box(scene, "inner", Rect(x: 0, y: 0, width: 80, height: 48), in: outer)
    scene.world.setHidden(outer, true)
    let lines = screen(scene)
    #expect(!lines.contains { $0.contains("inner") || $0.contains("┌outer") }, "\(lines)")
    #expect(lines.last == "outer: hidden")
    #expect(lines[11] == "││" + String(repeating: " ", count: 38) + "││")
  }

  @Test func aLongLabelLeavesTheBoxCornerInPlace() throws {
    let scene = Scene()
    // Columns 11…20: the top edge has 8 cells between its corners.
    _ = try box(scene, "abcdefghijklmnop", Rect(x: 80, y: 160, width: 80, height: 96))
    let lines = screen(scene)
    #expect(lines[11].contains("┌────────┐"), "\(lines[11])")
    #expect(lines[12].contains("│abcdefg…│"), "\(lines[12])")
  }

  @Test func overlappingWideLabelsKeepTheRowWidth() throws {
    let scene = Scene()
    _ = try box(scene, "甲乙", Rect(x: 8, y: 16, width: 200, height: 100))
    _ = try box(scene, "戊", Rect(x: 16, y: 16, width: 200, height: 100))
    let lines = screen(scene)
    #expect(lines.prefix(32).allSatisfy { DisplayWidth.of($0) == 42 }, "\(lines)")
  }

  @Test func aViewOfZeroSizeIsNotedAsEmpty() throws {
    let scene = Scene()
    _ = try box(scene, "dot", Rect(x: 10, y: 10, width: 0, height: 0))
    #expect(screen(scene).last == "dot: off screen, empty (x 10, y 10, 0×0)")
  }

  @Test(arguments: [
    (-0.000_000_1, "0"), (0.000_01, "0.00001"), (0.000_1, "0.0001"), (-0.000_5, "-0.0005"),
    (123.000_001, "123.000001"), (1e303, "1e+303"), (-1e303, "-1e+303"),
    (12_345_678_901.5, "12345678901.5"),
  ])
  func numbersAreDecimalsToTheMillionth(_ value: Double, _ text: String) {
    #expect(ValueFormatter.number(value) == text)
  }

  @Test func printedTextCannotDriveTheTerminal() {
    let formatter = LogLineFormatter(world: Scene().world, syntax: .swift, language: .english)
    let line = formatter.line(event(.output("a\u{1b}[2Jb\tc\nd\u{7}")))
    #expect(line == "a\\u{1b}[2Jb\tc\nd\\u{7}")
  }
}
