import Simulation

/// Draws a `Timeline` as an SVG picture (`:export timeline`): lanes as vertical lines, callbacks
/// as dots coloured by event family with their names beside them, the user's calls across on a
/// band, the end of each run-loop turn as a dashed line, animations as shaded spans over the
/// lanes they move, and a legend of the families and the animations.
public struct TimelineSVGRenderer {
  public let timeline: Timeline
  public let language: Language

  static let rowHeight = 20.0
  static let margin = 16.0
  static let timeWidth = 76.0
  static let slotWidth = 10.0
  static let headerHeight = 34.0

  public init(timeline: Timeline, language: Language) {
    self.timeline = timeline
    self.language = language
  }

  private var firstLane: Double {
    Self.margin + Self.timeWidth + Double(timeline.slotCount) * Self.slotWidth + 12
  }

  private var laneWidth: Double {
    let names = timeline.lanes.map { SVGCanvas.textWidth($0.name) }.max() ?? 0
    return max(120, names + 28)
  }

  private func laneX(_ lane: Int) -> Double { firstLane + Double(lane) * laneWidth + 6 }

  private func rowTop(_ row: Int) -> Double {
    Self.margin + Self.headerHeight + Double(row) * Self.rowHeight
  }

  /// The picture's canvas, for a page that places it.
  public func canvas() -> SVGCanvas {
    let lanesEnd = laneX(max(timeline.lanes.count - 1, 0)) + laneWidth
    let rowsEnd = rowTop(timeline.rows.count)
    var canvas = SVGCanvas(width: lanesEnd + Self.margin, height: rowsEnd + Self.margin)
    // Bands first (under everything): the user's top-level calls, and the animation spans.
    for (index, row) in timeline.rows.enumerated() {
      if case .across(_, let depth) = row.mark, depth == 0, row.tone == .call {
        canvas.rect(
          x: Self.margin, y: rowTop(index) + 1, width: lanesEnd - Self.margin,
          height: Self.rowHeight - 2, class: "input-band")
      }
    }
    for span in timeline.spans {
      drawSpan(span, into: &canvas)
    }
    canvas.text(language.pick("time", "时间"), x: Self.margin, y: Self.margin + 14, class: "dim")
    for (index, lane) in timeline.lanes.enumerated() {
      let x = laneX(index)
      canvas.text(lane.name, x: x - 4, y: Self.margin + 14, class: "bold")
      canvas.line(
        x1: x, y1: Self.margin + Self.headerHeight - 10, x2: x, y2: rowsEnd, class: "lane")
    }
    for (index, row) in timeline.rows.enumerated() {
      drawRow(row, index: index, lanesEnd: lanesEnd, into: &canvas)
    }
    drawLegend(below: rowsEnd, into: &canvas)
    return canvas
  }

  /// The standalone picture.
  public func render() -> String {
    canvas().document(title: language.pick("containrepl timeline", "containrepl 时序图"))
  }

  private func drawSpan(_ span: Timeline.Span, into canvas: inout SVGCanvas) {
    let top = rowTop(span.firstRow)
    let height = rowTop(span.lastRow + 1) - top
    canvas.rect(
      x: Self.margin + Self.timeWidth + Double(span.slot) * Self.slotWidth + 2, y: top,
      width: 5, height: height, class: "span-bar", title: span.label)
    guard let low = span.lanes.min(), let high = span.lanes.max() else { return }
    canvas.rect(
      x: laneX(low) - 12, y: top, width: laneX(high) - laneX(low) + 24, height: height,
      class: "span", radius: 6, title: span.label)
    for lane in span.lanes {
      canvas.line(
        x1: laneX(lane), y1: top + 2, x2: laneX(lane), y2: top + height - 2, class: "lane-running")
    }
  }

  private func drawRow(
    _ row: Timeline.Row, index: Int, lanesEnd: Double, into canvas: inout SVGCanvas
  ) {
    let top = rowTop(index)
    let baseline = top + 14
    if let time = row.time {
      canvas.text(time, x: Self.margin, y: baseline, class: "dim")
    }
    switch row.mark {
    case .across(let text, let depth):
      let x = firstLane + Double(depth) * 16
      canvas.text(text, x: x, y: baseline, class: Self.toneClass(row))
      canvas.grow(width: x + SVGCanvas.textWidth(text) + Self.margin, height: 0)
    case .callback(let lane, let label):
      let x = laneX(lane)
      let family = SVGCanvas.familyClass(row.family)
      canvas.circle(x: x, y: top + Self.rowHeight / 2, radius: 4.5, class: family)
      canvas.text(label, x: x + 10, y: baseline, class: family)
      canvas.grow(width: x + 10 + SVGCanvas.textWidth(label) + Self.margin, height: 0)
    case .endOfTurn:
      let y = top + Self.rowHeight / 2
      canvas.line(x1: firstLane - 8, y1: y, x2: lanesEnd, y2: y, class: "turn-end")
      canvas.text(
        language.pick("end of turn", "本轮结束"), x: Self.margin, y: baseline, class: "dim small")
    case .elided(let count):
      canvas.text(
        language.pick("… \(count) rows left out …", "…… 省略 \(count) 行 ……"), x: firstLane,
        y: baseline, class: "dim")
    }
  }

  private static func toneClass(_ row: Timeline.Row) -> String {
    switch row.tone {
    case .call: return row.family == nil ? "family-none" : SVGCanvas.familyClass(row.family)
    case .block: return "tone-block"
    case .warning: return "tone-warning"
    case .error: return "tone-error"
    case .output, .value: return "tone-output"
    case .note: return "dim"
    }
  }

  /// The families' colours, then one line per animation, then what was left out.
  private func drawLegend(below top: Double, into canvas: inout SVGCanvas) {
    var y = top + 22
    var x = Self.margin
    let families: [(EventFamily, String)] = [
      (.containment, language.pick("containment", "父子关系")),
      (.appearance, language.pick("appearance", "出现与消失")),
      (.lifecycle, language.pick("lifecycle", "生命周期")),
      (.layout, language.pick("layout", "布局")),
      (.rotation, language.pick("rotation", "旋转")),
    ]
    for (family, name) in families {
      canvas.circle(x: x + 5, y: y - 4, radius: 4.5, class: SVGCanvas.familyClass(family))
      canvas.text(name, x: x + 14, y: y, class: SVGCanvas.familyClass(family))
      x += 14 + SVGCanvas.textWidth(name) + 18
    }
    canvas.grow(width: x + Self.margin, height: y + Self.margin)
    let notes = timeline.spans.map(\.label) + timeline.notes(language, suggesting: false)
    for (index, note) in notes.enumerated() {
      y += 20
      if index < timeline.spans.count {
        canvas.rect(x: Self.margin, y: y - 11, width: 5, height: 14, class: "span-bar")
      }
      canvas.text(note, x: Self.margin + 12, y: y, class: "dim")
      canvas.grow(width: Self.margin + 12 + SVGCanvas.textWidth(note) + Self.margin, height: 0)
    }
    canvas.grow(width: 0, height: y + Self.margin)
  }
}
