import Rendering
import Simulation
import Testing

/// The shape of `:tree` and `:views` for Chinese names, deep nesting and very wide trees.
@Suite struct TreeShapeTests {
  static func trees(_ scene: Scene, ascii: Bool = false) -> (controllers: [String], views: [String])
  {
    let glyphs = TreeGlyphs.forASCII(ascii)
    return (
      ControllerTreeRenderer(world: scene.world, glyphs: glyphs, language: .english).render()
        .map(unpadded),
      ViewTreeRenderer(world: scene.world, glyphs: glyphs, language: .english).render()
        .map(unpadded)
    )
  }

  /// The columns before the node's name: three per level below the window.
  static func prefixWidth(of line: String, name: String) throws -> Int {
    let range = try #require(line.firstRange(of: name))
    return DisplayWidth.of(String(line[..<range.lowerBound]))
  }

  @Test func chineseNamesKeepTheTreeColumns() throws {
    let scene = Scene()
    let content = try scene.embed("内容")
    try scene.embed("子项", in: content)
    try scene.embed("b")
    let (controllers, views) = Self.trees(scene)
    let rest = "UIViewController  appeared  view in window"
    #expect(
      Array(controllers.dropFirst(2)) == [
        "   ├─ 内容  \(rest)", "   │  └─ 子项  \(rest)", "   └─ b  \(rest)",
      ])
    #expect(
      Array(views.dropFirst(2)) == [
        "   ├─ 内容.view  (0, 0, 320, 480)",
        "   │  └─ 子项.view  (0, 0, 320, 480)",
        "   └─ b.view  (0, 0, 320, 480)",
      ])
    for (line, name, level) in [
      (controllers[3], "子项", 3), (controllers[4], "b", 2), (views[3], "子项", 3),
    ] {
      #expect(try Self.prefixWidth(of: line, name: name) == 3 * level)
    }
    // The name takes twice its character count, so what follows it starts two columns later.
    #expect(
      DisplayWidth.of(controllers[2]) == DisplayWidth.of("   ├─ ") + 4
        + DisplayWidth.of("  \(rest)"))
  }

  @Test func deepNestingIndentsThreeColumnsALevel() throws {
    let scene = Scene()
    var parent = scene.container
    for level in 0..<100 { parent = try scene.embed("d\(level)", in: parent) }
    for ascii in [false, true] {
      let (controllers, views) = Self.trees(scene, ascii: ascii)
      let last = ascii ? "\\- " : "└─ "
      #expect(controllers.count == 102)
      #expect(views.count == 102)
      for level in [0, 1, 50, 99] {
        let indent = String(repeating: "   ", count: level + 1) + last
        #expect(
          controllers[level + 2] == indent + "d\(level)  UIViewController  appeared  view in window"
        )
        #expect(views[level + 2] == indent + "d\(level).view  (0, 0, 320, 480)")
      }
    }
  }

  @Test func tenThousandChildrenMakeOneLineEach() throws {
    let scene = Scene()
    scene.world.isMuted = true
    let containerView = try scene.view(of: scene.container)
    for index in 0..<10_000 {
      try scene.world.addChild(scene.controller("c\(index)"), to: scene.container)
      _ = try scene.plainView(
        "v\(index)", Rect(x: 0, y: 0, width: 10, height: 10), in: containerView)
    }
    let (controllers, views) = Self.trees(scene)
    #expect(controllers.count == 10_002)
    #expect(controllers[2] == "   ├─ c0  UIViewController  disappeared  view not loaded")
    #expect(controllers[10_001] == "   └─ c9999  UIViewController  disappeared  view not loaded")
    #expect(controllers[3..<10_001].allSatisfy { $0.hasPrefix("   ├─ c") })
    #expect(views.count == 10_002)
    #expect(views[2] == "   ├─ v0  (0, 0, 10, 10)")
    #expect(views[10_001] == "   └─ v9999  (0, 0, 10, 10)")
    #expect(views[3..<10_001].allSatisfy { $0.hasPrefix("   ├─ v") })
  }
}
