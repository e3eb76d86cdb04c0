/// Draws the rows of a tree diagram (`:tree`, `:views`) as an SVG picture: the same text as the
/// terminal's, with real lines for the branches and colour for states and warnings.
public struct TreeSVGRenderer {
  public let rows: [TreeRow]
  public let title: String

  static let rowHeight = 22.0
  static let indent = 22.0
  static let margin = 16.0

  public init(rows: [TreeRow], title: String) {
    self.rows = rows
    self.title = title
  }

  /// The picture's canvas, for a page that places several.
  public func canvas() -> SVGCanvas {
    let h = Self.rowHeight
    var canvas = SVGCanvas(width: 200, height: Double(rows.count) * h + 2 * Self.margin)
    for (index, row) in rows.enumerated() {
      let top = Self.margin + Double(index) * h
      let middle = top + h / 2
      let level = Double(row.rails.count)
      for (depth, continues) in row.rails.enumerated() where continues {
        let x = railX(Double(depth))
        canvas.line(x1: x, y1: top, x2: x, y2: top + h, class: "rail")
      }
      var x = Self.margin + level * Self.indent
      if let isLast = row.isLast {
        let rail = railX(level)
        canvas.line(x1: rail, y1: top, x2: rail, y2: isLast ? middle : top + h, class: "rail")
        canvas.line(x1: rail, y1: middle, x2: rail + Self.indent - 6, y2: middle, class: "rail")
        x += Self.indent
      }
      for part in row.parts {
        canvas.text(part.text, x: x, y: middle + 4.5, class: Self.className(part))
        x += SVGCanvas.textWidth(part.text) + 2 * SVGCanvas.cell
      }
      canvas.grow(width: x + Self.margin, height: 0)
    }
    return canvas
  }

  /// The standalone picture.
  public func render() -> String { canvas().document(title: title) }

  private func railX(_ level: Double) -> Double { Self.margin + level * Self.indent + 5 }

  static func className(_ part: TreeRow.Part) -> String {
    switch part.role {
    case .name: return "bold"
    case .detail: return "dim"
    case .heading: return "bold dim"
    case .flag: return "flag"
    case .state:
      switch part.text {
      case "appeared", "appearing", "disappearing", "disappeared": return "state-" + part.text
      default: return "state-appearing"
      }
    }
  }
}
