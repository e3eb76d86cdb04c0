import Simulation

/// An animation drawn on a timeline: its span and the events at which it starts and ends.
public struct TimelineAnimation: Hashable, Sendable {
  public var span: AnimationSpan
  /// The position, in the events the timeline is made of, of the event that started it.
  public var firstEvent: Int
  /// The position of the last event before it ended; nil while it runs.
  public var lastEvent: Int?

  public init(span: AnimationSpan, firstEvent: Int, lastEvent: Int?) {
    self.span = span
    self.firstEvent = firstEvent
    self.lastEvent = lastEvent
  }
}

/// A sequence diagram of a stretch of the log, independent of how it is drawn (text or SVG):
/// one lane per controller that took part, in tree order; one row per event in log order.
///
/// ```text
/// time ┃ container     first         second
/// ━━━━━╋━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━
/// 0     container.cycle(from: first, to: second) ━━━━━━━━━━━━━━━━
///      │ │             ● willMove(toParent: nil)
/// ```
public struct Timeline: Sendable {
  /// A column: one controller, or the controllers that did not fit.
  public struct Lane: Hashable, Sendable {
    /// The controller; nil for the lane that gathers the controllers left out.
    public var controller: ControllerID?
    public var name: String
  }

  /// What a row shows.
  public enum Mark: Hashable, Sendable {
    /// A call the user's code made, or another line across every lane (a warning, a block).
    case across(String, depth: Int)
    /// A callback: a mark in its controller's lane with the callback's name beside it.
    case callback(lane: Int, label: String)
    /// The end of the run-loop turn: what follows is work UIKit deferred to it.
    case endOfTurn
    /// Rows left out of the middle of a long stretch.
    case elided(Int)
  }

  /// How a row across reads.
  public enum Tone: Hashable, Sendable {
    case call, block, warning, error, output, note, value
  }

  /// One row.
  public struct Row: Hashable, Sendable {
    public var mark: Mark
    /// The virtual time, written where it changes (`0`, `0.25`); nil on the other rows.
    public var time: String?
    /// The event's family, for colour.
    public var family: EventFamily?
    public var tone: Tone
    /// The position of the event in the events the timeline was made of; nil for marker rows.
    public var event: Int?
    /// For each animation of `animations`, whether it runs on this row.
    public var running: [Bool]
  }

  /// An animation as the diagram draws it: a span over rows.
  public struct Span: Hashable, Sendable {
    public var label: String
    /// The lanes of the controllers it is about or whose views it moves.
    public var lanes: [Int]
    /// Its first and last rows in `rows`.
    public var firstRow: Int
    public var lastRow: Int
    public var interrupted: Bool
    /// The gutter column it is drawn in: spans that overlap get different ones.
    public var slot: Int
  }

  /// How many gutter columns the spans take.
  public var slotCount: Int { (spans.map(\.slot).max() ?? -1) + 1 }

  public var lanes: [Lane]
  public var rows: [Row]
  public var spans: [Span]
  /// How many controllers took part but have no lane of their own.
  public var foldedControllers: Int
  /// How many event rows were left out of the middle.
  public var elidedRows: Int
  /// How many events the stretch has (rows not counting markers).
  public var eventCount: Int

  /// What the drawing leaves out, in words: the lanes shared and the rows left out of the
  /// middle (`suggesting` adds how to see the end of a long log).
  public func notes(_ language: Language, suggesting: Bool) -> [String] {
    var notes: [String] = []
    if foldedControllers > 0 {
      notes.append(
        language.pick(
          "the last lane gathers \(foldedControllers) controllers that do not fit",
          "最后一列汇集了放不下的 \(foldedControllers) 个控制器"))
    }
    if elidedRows > 0 {
      let hint = language.pick("; :timeline N shows the last N inputs", "；:timeline N 只显示最后 N 次输入")
      notes.append(
        language.pick(
          "\(elidedRows) of \(eventCount) rows left out of the middle",
          "中间省略了 \(eventCount) 行中的 \(elidedRows) 行") + (suggesting ? hint : ""))
    }
    return notes
  }
}
