import Simulation

/// Draws the window to scale, views as labelled boxes, as they are on screen now (`:screen`).
///
/// ```text
/// ┌window────────┐
/// │┌a.view──────┐│
/// ││            ││
/// │└────────────┘│
/// └──────────────┘
/// b.view: off screen, right of the window
/// ```
/// One column is 8 points and one row 16 points (terminal cells are about twice as tall as wide);
/// given the terminal's height or width, the drawing shrinks to fit, in the same proportions.
/// Each view's name is written inside its box, on the first free line.
public struct ScreenRenderer {
  public let world: World
  public let ascii: Bool
  public let language: Language
  public static let pointsPerColumn = 8.0
  public static let pointsPerRow = 16.0
  /// Points per column and per row at this size.
  let pointsPerColumn: Double
  let pointsPerRow: Double

  /// `maxRows` and `maxColumns`: the most lines and columns the drawing may take (the box
  /// only; notes come under it); nil draws it at the full scale.
  public init(
    world: World, ascii: Bool, language: Language, maxRows: Int? = nil, maxColumns: Int? = nil
  ) {
    self.world = world
    self.ascii = ascii
    self.language = language
    let size = world.windowSize
    var perRow = ScreenRenderer.pointsPerRow
    if let maxRows, maxRows > 4, size.height.isFinite {
      perRow = max(perRow, size.height / Double(maxRows - 2))
    }
    if let maxColumns, maxColumns > 4, size.width.isFinite {
      perRow = max(perRow, 2 * size.width / Double(maxColumns - 2))
    }
    pointsPerRow = perRow
    pointsPerColumn = perRow / 2
  }

  public func render() -> [String] {
    let size = world.windowSize
    let columns = cell(size.width / pointsPerColumn) + 2
    let rows = cell(size.height / pointsPerRow) + 2
    var canvas = Canvas(columns: columns, rows: rows)
    let glyphs = ascii ? BoxGlyphs.ascii : BoxGlyphs.unicode
    canvas.drawBox(left: 0, top: 0, right: columns - 1, bottom: rows - 1, glyphs: glyphs)
    canvas.write("window", column: 1, row: 0)
    var labelled: [String: Int] = [:]
    // Labels go on after every box, so that a child's box never hides its parent's name.
    var labels: [(String, Int, Int, Int, Int)] = []
    let content = self.content()
    for box in content.boxes {
      let rect = box.rect
      let left = column(rect.minX) + 1
      let right = column(rect.maxX) + 1
      let top = row(rect.minY) + 1
      let bottom = row(rect.maxY) + 1
      canvas.drawBox(
        left: max(left, 1), top: max(top, 1), right: min(right - 1, columns - 2),
        bottom: min(bottom - 1, rows - 2), glyphs: glyphs, openLeft: left < 1,
        openTop: top < 1, openRight: right - 1 > columns - 2, openBottom: bottom - 1 > rows - 2)
      // The label goes inside the box, on its first line with room, clear of its borders.
      labels.append(
        (
          box.name, max(left, 1) + 1, max(top, 1), min(right - 2, columns - 2),
          min(bottom - 2, rows - 2)
        ))
    }
    for (name, column, top, limit, bottom) in labels {
      // The first inner line with room for the name (or for most of it, cut with `…`).
      let wanted = min(DisplayWidth.of(name), 3)
      let free = (top + 1...max(top + 1, bottom)).lazy.map {
        (row: $0, room: canvas.freeRun(row: $0, from: column, limit: limit))
      }.first { $0.row <= bottom && $0.room >= wanted }
      if let free {
        canvas.write(name, column: column, row: free.row, limit: column + free.room - 1)
        continue
      }
      let key = "\(column),\(top)"
      let offset = labelled[key, default: 0]
      labelled[key] = offset + 1
      // No room inside: the top edge, or the line under it for a box drawn on another.
      canvas.write(name, column: column, row: min(top + offset, bottom + 1), limit: limit)
    }
    var lines = canvas.lines()
    if let caption = animationCaption { lines.append(caption) }
    return lines + content.notes
  }

  /// A view drawn on the screen: its name and where it is in the window now.
  public struct Box: Hashable, Sendable {
    public var view: ViewID
    public var name: String
    public var rect: Rect
  }

  /// What the screen shows now: a box for each visible view (outermost first), and a note for
  /// each view that is hidden, off screen or partly off screen.
  public func content() -> (boxes: [Box], notes: [String]) {
    let size = world.windowSize
    var boxes: [Box] = []
    var notes: [String] = []
    let names = ValueFormatter(world: world, syntax: .swift)
    for id in world.subtree(of: world.window).dropFirst() {
      let record = world.view(id)
      let rect = world.presentationWindowRect(of: id)
      let name = names.viewName(id)
      if record.isHidden {
        notes.append(name + ": " + language.pick("hidden", "隐藏"))
        continue
      }
      // A hidden view hides everything inside it (its own note says so).
      if isInsideHiddenView(id) { continue }
      guard rect.width > 0, rect.height > 0, rect.intersects(Rect(origin: .zero, size: size)) else {
        notes.append(name + ": " + offscreenText(rect, size))
        continue
      }
      boxes.append(Box(view: id, name: name, rect: rect))
      if rect.minX < 0 || rect.maxX > size.width || rect.minY < 0 || rect.maxY > size.height {
        notes.append(name + ": " + language.pick("partly off screen", "部分在屏幕外"))
      }
    }
    return (boxes, notes)
  }

  /// What the caption says mid-animation: `mid-animation at t = 0.125`; nil otherwise.
  public var animationCaption: String? {
    guard world.isAnimating else { return nil }
    return language.pick("mid-animation at t = ", "动画进行中，t = ") + ValueFormatter.time(world.now)
  }

  private func isInsideHiddenView(_ id: ViewID) -> Bool {
    var current = world.view(id).superview
    var steps = 0
    while let view = current, view != world.window, steps < 10_000 {
      if world.view(view).isHidden { return true }
      current = world.view(view).superview
      steps += 1
    }
    return false
  }

  private func column(_ x: Double) -> Int { cell(x / pointsPerColumn) }
  private func row(_ y: Double) -> Int { cell(y / pointsPerRow) }

  /// A cell index, kept finite and small whatever frame the user set (`1e300`, infinity, NaN).
  private func cell(_ value: Double) -> Int {
    guard value.isFinite else { return value.isNaN ? 0 : (value < 0 ? -10_000 : 10_000) }
    return Int(min(max(value, -10_000), 10_000).rounded())
  }

  private func offscreenText(_ rect: Rect, _ size: Size) -> String {
    let n = ValueFormatter.number
    let side: String
    if rect.width <= 0 || rect.height <= 0 || rect.width.isNaN || rect.height.isNaN {
      side = language.pick("empty", "大小为零")
    } else if rect.minX >= size.width {
      side = language.pick("right of the window", "在窗口右侧")
    } else if rect.maxX <= 0 {
      side = language.pick("left of the window", "在窗口左侧")
    } else if rect.minY >= size.height {
      side = language.pick("below the window", "在窗口下方")
    } else if rect.maxY <= 0 {
      side = language.pick("above the window", "在窗口上方")
    } else {
      side = language.pick("empty", "大小为零")
    }
    return language.pick("off screen, ", "在屏幕外，") + side
      + " (x \(n(rect.minX)), y \(n(rect.minY)), \(n(rect.width))×\(n(rect.height)))"
  }
}

/// The characters boxes are drawn with.
struct BoxGlyphs {
  let horizontal: Character
  let vertical: Character
  let topLeft: Character
  let topRight: Character
  let bottomLeft: Character
  let bottomRight: Character

  static let unicode = BoxGlyphs(
    horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└",
    bottomRight: "┘")
  static let ascii = BoxGlyphs(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+",
    bottomRight: "+")
}

/// A grid of terminal cells; a wide character takes its cell and the next.
struct Canvas {
  private var cells: [[String]]
  let columns: Int
  let rows: Int

  init(columns: Int, rows: Int) {
    self.columns = max(columns, 2)
    self.rows = max(rows, 2)
    cells = Array(repeating: Array(repeating: " ", count: self.columns), count: self.rows)
  }

  mutating func put(_ character: Character, column: Int, row: Int) {
    guard row >= 0, row < rows, column >= 0, column < columns else { return }
    if cells[row][column].isEmpty, column > 0 { cells[row][column - 1] = " " }
    if column + 1 < columns, cells[row][column + 1].isEmpty { cells[row][column + 1] = " " }
    cells[row][column] = String(character)
  }

  mutating func drawBox(
    left: Int, top: Int, right: Int, bottom: Int, glyphs: BoxGlyphs, openLeft: Bool = false,
    openTop: Bool = false, openRight: Bool = false, openBottom: Bool = false
  ) {
    guard left <= right, top <= bottom else { return }
    for column in left...right {
      if !openTop { put(glyphs.horizontal, column: column, row: top) }
      if !openBottom { put(glyphs.horizontal, column: column, row: bottom) }
    }
    for row in top...bottom {
      if !openLeft { put(glyphs.vertical, column: left, row: row) }
      if !openRight { put(glyphs.vertical, column: right, row: row) }
    }
    if !openTop && !openLeft { put(glyphs.topLeft, column: left, row: top) }
    if !openTop && !openRight { put(glyphs.topRight, column: right, row: top) }
    if !openBottom && !openLeft { put(glyphs.bottomLeft, column: left, row: bottom) }
    if !openBottom && !openRight { put(glyphs.bottomRight, column: right, row: bottom) }
  }

  /// Writes a label from `column`, not past `limit`, cutting it with `…` when it does not fit.
  mutating func write(_ text: String, column: Int, row: Int, limit: Int? = nil) {
    let end = min(limit ?? columns - 2, columns - 1)
    let room = end - column + 1
    guard room > 0 else { return }
    let label = DisplayWidth.truncate(text, to: room)
    var position = column
    for character in label {
      let width = DisplayWidth.of(character)
      guard width > 0 else { continue }
      guard position + width - 1 <= end else { break }
      put(character, column: position, row: row)
      if width == 2, position + 1 < columns {
        // The second cell may have held the first half of another wide character.
        if position + 2 < columns, cells[row][position + 2].isEmpty {
          cells[row][position + 2] = " "
        }
        cells[row][position + 1] = ""
      }
      position += width
    }
  }

  /// How many cells from `from` on `row`, up to `limit`, hold nothing yet.
  func freeRun(row: Int, from: Int, limit: Int) -> Int {
    guard row >= 0, row < rows, from >= 0 else { return 0 }
    var count = 0
    while from + count <= min(limit, columns - 1), cells[row][from + count] == " " { count += 1 }
    return count
  }

  func lines() -> [String] { cells.map { $0.joined() } }
}
