import Rendering
import Simulation
import Testing

/// A tree line with the padding of its columns taken out (each gap back to two spaces), for
/// tests about what a line says rather than where its columns start.
func unpadded(_ line: String) -> String {
  guard let start = line.firstIndex(where: { $0.isLetter || $0.isNumber || $0 == "(" }) else {
    return line
  }
  var rest = ""
  var spaces = 0
  for character in line[start...] {
    if character == " " {
      spaces += 1
      continue
    }
    if spaces > 0 { rest += spaces >= 2 ? "  " : " " }
    spaces = 0
    rest.append(character)
  }
  return String(line[..<start]) + rest
}

/// `:tree` and `:views` line their columns up, whatever the depth and the width of the names.
@Suite struct TreeColumnTests {
  /// Where each column starts on each line: the display column of each part after a gap.
  static func starts(_ line: String) -> [Int] {
    var starts: [Int] = []
    var column = 0
    var spaces = 0
    for character in line {
      if character == " " {
        spaces += 1
      } else {
        if spaces >= 2 { starts.append(column) }
        spaces = 0
      }
      column += DisplayWidth.of(character)
    }
    return starts
  }

  @Test func controllerColumnsAlign() throws {
    let scene = Scene()
    let a = try scene.embed("a")
    _ = a
    _ = try scene.embed("子控制器")
    let lines = ControllerTreeRenderer(world: scene.world, glyphs: .unicode, language: .chinese)
      .render()
    // Where the class, the state and the view's place start, after the name.
    let rows = lines.dropFirst().map { line in
      let name = line.firstIndex { $0.isLetter } ?? line.startIndex
      let offset = DisplayWidth.of(String(line[..<name]))
      return Array(Self.starts(String(line[name...])).prefix(3).map { $0 + offset })
    }
    #expect(rows.count == 3)
    #expect(Set(rows).count == 1, "\(lines)")
  }

  @Test func viewFramesAlign() throws {
    let scene = Scene()
    let a = try scene.embed("a")
    _ = try scene.plainView(
      "title", Rect(x: 10, y: 20, width: 100, height: 44), in: scene.view(of: a))
    let lines = ViewTreeRenderer(world: scene.world, glyphs: .unicode, language: .english)
      .render()
    let frames = lines.map { line in DisplayWidth.of(String(line.prefix { $0 != "(" })) }
    #expect(Set(frames).count == 1, "\(lines)")
  }

  @Test func aRemovalLeftHalfDoneIsNotBlamedOnAddSubview() throws {
    let scene = Scene()
    let a = try scene.embed("a")
    try scene.world.removeFromParent(a)
    scene.world.finishTurn()
    let events = scene.world.takeEvents()
    let renderer = ControllerTreeRenderer(
      world: scene.world, glyphs: .unicode, language: .english,
      removedFromParent: ControllerTreeRenderer.removedFromParent(in: events))
    let line = try #require(renderer.render().last)
    #expect(line.contains("view still on screen after removeFromParent"), "\(line)")
    #expect(!line.contains("only addSubview"))
  }
}
