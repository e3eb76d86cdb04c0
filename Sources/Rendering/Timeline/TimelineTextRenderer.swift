import Simulation

/// Draws a `Timeline` for the terminal, no line wider than `width` columns (`:timeline`).
///
/// ```text
/// time     container  first      second
/// ─────────────────────────────────────────────────────────────
/// 0        container.cycle(from: first, to: second) ───────────
///          │          ● willMove(toParent: nil)
///          container.addChild(second)
///          │          │          ● willMove(toParent: container)
///   ┏      container.transition(from: first, to: second, dura…
///   ┃      │          ┃ viewWillDisappear(true)
///   ┃      │          ┃          ● viewWillAppear(true)
/// 0.25┗    │          ┃          ● viewDidAppear(true)
/// ┃ transition first → second, 0 → 0.25 s
/// ```
/// A lane is a controller's column; `●` is a callback it received, with its name beside it. The
/// user's calls run across; `┄ end of turn ┄` separates the work UIKit deferred to the end of the
/// run-loop turn; `┃` marks an animation's span, in the gutter and on the lanes it moves.
public struct TimelineTextRenderer {
  public let width: Int
  public let ascii: Bool
  public let language: Language

  public init(width: Int, ascii: Bool, language: Language) {
    self.width = max(width, 40)
    self.ascii = ascii
    self.language = language
  }

  /// The glyphs of one style.
  struct Glyphs {
    let lane, runningLane, mark, rule, across, dotted: Character
    let spanStart, spanMiddle, spanEnd, spanSingle: Character

    static let unicode = Glyphs(
      lane: "│", runningLane: "┃", mark: "●", rule: "─", across: "─", dotted: "┄",
      spanStart: "┏", spanMiddle: "┃", spanEnd: "┗", spanSingle: "╸")
    static let ascii = Glyphs(
      lane: "|", runningLane: "#", mark: "*", rule: "-", across: "-", dotted: ".",
      spanStart: "+", spanMiddle: "|", spanEnd: "+", spanSingle: "-")
  }

  /// Where things go across a line.
  struct Layout {
    let timeWidth: Int
    let gutter: Int
    let firstLane: Int
    let laneWidth: Int

    func laneColumn(_ lane: Int) -> Int { firstLane + lane * laneWidth }
  }

  func layout(_ timeline: Timeline) -> Layout {
    let times = timeline.rows.compactMap(\.time).map(DisplayWidth.of)
    let header = DisplayWidth.of(language.pick("time", "时间"))
    let timeWidth = max(header, times.max() ?? 1)
    let gutter = timeline.slotCount
    let firstLane = timeWidth + 1 + gutter + (gutter > 0 ? 1 : 0)
    let names = timeline.lanes.map { DisplayWidth.of($0.name) }.max() ?? 4
    let count = max(timeline.lanes.count, 1)
    var laneWidth = max(4, names + 2)
    // The lanes leave room for a label beside the last one, or at least fit the line.
    while laneWidth > 3, firstLane + (count - 1) * laneWidth + 24 > width { laneWidth -= 1 }
    return Layout(
      timeWidth: timeWidth, gutter: gutter, firstLane: firstLane, laneWidth: laneWidth)
  }

  /// The lines: a header, the rows, then a line per animation and the notes.
  public func render(_ timeline: Timeline) -> [String] {
    let glyphs = ascii ? Glyphs.ascii : Glyphs.unicode
    let layout = layout(timeline)
    var lines: [String] = []
    var header = Canvas(columns: width, rows: 1)
    header.write(language.pick("time", "时间"), column: 0, row: 0, limit: layout.timeWidth - 1)
    for (index, lane) in timeline.lanes.enumerated() {
      let column = layout.laneColumn(index)
      let room = index == timeline.lanes.count - 1 ? width - column : layout.laneWidth - 1
      header.write(lane.name, column: column, row: 0, limit: column + room - 1)
    }
    lines.append(trimmed(header.lines()[0]))
    lines.append(String(repeating: glyphs.rule, count: width))
    for (index, row) in timeline.rows.enumerated() {
      lines.append(line(row, index: index, timeline, layout, glyphs))
    }
    for span in timeline.spans {
      let label = ascii ? span.label.replacingArrows() : span.label
      lines += wrap(String(glyphs.spanMiddle) + " " + label)
    }
    for note in timeline.notes(language, suggesting: true) { lines += wrap(note) }
    return lines
  }

  private func line(
    _ row: Timeline.Row, index: Int, _ timeline: Timeline, _ layout: Layout, _ glyphs: Glyphs
  ) -> String {
    var canvas = Canvas(columns: width, rows: 1)
    let last = width - 1
    switch row.mark {
    case .endOfTurn, .elided:
      let text: String
      if case .elided(let count) = row.mark {
        text = language.pick("\(count) rows left out", "省略 \(count) 行")
      } else {
        text = language.pick("end of turn", "本轮结束")
      }
      for column in layout.firstLane...last { canvas.put(glyphs.dotted, column: column, row: 0) }
      canvas.write(" " + text + " ", column: layout.firstLane + 2, row: 0, limit: last)
    case .across(let text, let depth):
      drawLanes(row, timeline, layout, glyphs, into: &canvas)
      let start = min(layout.firstLane + depth * 2, max(layout.firstLane, width - 20))
      let shown = DisplayWidth.truncate(text, to: last - start)
      // Clear the lanes under the text and one cell after it.
      for column in start...min(last, start + DisplayWidth.of(shown)) {
        canvas.put(" ", column: column, row: 0)
      }
      canvas.write(shown, column: start, row: 0, limit: last)
      if depth == 0, row.tone == .call {
        let end = start + DisplayWidth.of(shown) + 1
        if end < last {
          for column in end...last { canvas.put(glyphs.across, column: column, row: 0) }
        }
      }
    case .callback(let lane, let label):
      drawLanes(row, timeline, layout, glyphs, into: &canvas)
      let column = layout.laneColumn(lane)
      canvas.put(glyphs.mark, column: column, row: 0)
      let right = last - (column + 2) + 1
      let left = column - 1 - layout.firstLane
      let labelWidth = DisplayWidth.of(label)
      if labelWidth <= right || right >= left {
        let shown = DisplayWidth.truncate(label, to: right)
        clear(column + 1, DisplayWidth.of(shown) + 1, &canvas)
        canvas.write(shown, column: column + 2, row: 0, limit: last)
      } else {
        let shown = DisplayWidth.truncate(label, to: left - 1)
        let start = column - 1 - DisplayWidth.of(shown)
        clear(start - 1, DisplayWidth.of(shown) + 2, &canvas)
        canvas.write(shown, column: start, row: 0, limit: column - 2)
      }
    }
    if let time = row.time {
      canvas.write(time, column: 0, row: 0, limit: layout.timeWidth - 1)
    }
    drawGutter(index, timeline, layout, glyphs, into: &canvas)
    return trimmed(canvas.lines()[0])
  }

  private func clear(_ start: Int, _ count: Int, _ canvas: inout Canvas) {
    guard count > 0 else { return }
    for column in max(0, start)..<min(width, start + count) {
      canvas.put(" ", column: column, row: 0)
    }
  }

  private func drawLanes(
    _ row: Timeline.Row, _ timeline: Timeline, _ layout: Layout, _ glyphs: Glyphs,
    into canvas: inout Canvas
  ) {
    var running = Set<Int>()
    for (position, span) in timeline.spans.enumerated()
    where position < row.running.count && row.running[position] {
      running.formUnion(span.lanes)
    }
    for lane in timeline.lanes.indices {
      let column = layout.laneColumn(lane)
      guard column < width else { break }
      canvas.put(
        running.contains(lane) ? glyphs.runningLane : glyphs.lane, column: column, row: 0)
    }
  }

  private func drawGutter(
    _ index: Int, _ timeline: Timeline, _ layout: Layout, _ glyphs: Glyphs,
    into canvas: inout Canvas
  ) {
    for span in timeline.spans where span.firstRow <= index && index <= span.lastRow {
      let glyph: Character
      if span.firstRow == span.lastRow {
        glyph = glyphs.spanSingle
      } else if index == span.firstRow {
        glyph = glyphs.spanStart
      } else if index == span.lastRow {
        glyph = glyphs.spanEnd
      } else {
        glyph = glyphs.spanMiddle
      }
      canvas.put(glyph, column: layout.timeWidth + 1 + span.slot, row: 0)
    }
  }

  /// Text cut into lines no wider than the width, between words where there are spaces.
  func wrap(_ text: String) -> [String] {
    guard DisplayWidth.of(text) > width else { return [text] }
    var lines: [String] = []
    var line = ""
    var used = 0
    var word = ""
    func flushWord() {
      let size = DisplayWidth.of(word)
      if used + size > width, !line.isEmpty {
        lines.append(trimmed(line))
        line = ""
        used = 0
        word = String(word.drop { $0 == " " })
      }
      line += word
      used += DisplayWidth.of(word)
      word = ""
    }
    for character in text {
      if character == " " || DisplayWidth.of(character) == 2 { flushWord() }
      word.append(character)
      if DisplayWidth.of(word) >= width { flushWord() }
    }
    flushWord()
    if !line.isEmpty { lines.append(trimmed(line)) }
    return lines
  }

  private func trimmed(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line = line.dropLast() }
    return String(line)
  }
}

extension String {
  /// The text with `→` written `->`, for ASCII output.
  func replacingArrows() -> String {
    guard contains("→") else { return self }
    return split(separator: "→", omittingEmptySubsequences: false).joined(separator: "->")
  }
}
