import Simulation

/// Makes a `Timeline` of a stretch of the log: lanes for the controllers that took part, in the
/// order of the controller tree, and the rows of the events, the middle left out when there are
/// more than `maxRows`. Only the rows drawn are formatted, so a long log costs one pass.
public struct TimelineBuilder {
  public let formatter: LogLineFormatter
  /// Whether layout callbacks and `viewIsAppearing` get rows (`:log verbose`).
  public let includeDetail: Bool
  /// The most event rows; the middle of a longer stretch is left out.
  public let maxRows: Int
  /// The most lanes; the controllers past them share the last one.
  public let maxLanes: Int

  public init(
    formatter: LogLineFormatter, includeDetail: Bool = false, maxRows: Int = 60,
    maxLanes: Int = 12
  ) {
    self.formatter = formatter
    self.includeDetail = includeDetail
    self.maxRows = max(maxRows, 3)
    self.maxLanes = max(maxLanes, 1)
  }

  private var world: World { formatter.values.world }
  private var language: Language { formatter.language }

  /// The timeline of `events`, with the animations that ran among them. `formerParents` (see
  /// `parents(in:)`) keeps a child that has left its parent beside its siblings.
  public func build(
    _ events: [Event], animations: [TimelineAnimation] = [],
    formerParents: [ControllerID: ControllerID] = [:]
  ) -> Timeline {
    var shown: [Int] = []
    shown.reserveCapacity(events.count)
    for (index, event) in events.enumerated() where event.kind != .pending {
      if includeDetail || !event.isDetail { shown.append(index) }
    }
    let (lanes, laneOf, folded) = makeLanes(
      events, shown: shown, animations: animations, formerParents: formerParents)
    var picked = shown[...]
    var tailStart = shown.count
    if shown.count > maxRows {
      let head = maxRows / 3
      tailStart = shown.count - (maxRows - head)
      picked = shown[..<head] + shown[tailStart...]
    }
    var rows: [Timeline.Row] = []
    var lastTime: Int64?
    var previous: Event?
    for (position, index) in picked.enumerated() {
      let event = events[index]
      if shown.count > maxRows, position == maxRows / 3 {
        rows.append(marker(.elided(tailStart - maxRows / 3)))
        lastTime = nil
        previous = nil
      }
      if event.isEndOfTurn, previous.map({ !$0.isEndOfTurn || $0.time != event.time }) ?? true {
        rows.append(marker(.endOfTurn))
      }
      let startsInput = event.depth == 0 && !event.isLater
      var time: String?
      if lastTime != event.time || startsInput && previous?.isLater == true {
        time = ValueFormatter.time(event.time)
      }
      lastTime = event.time
      previous = event
      rows.append(row(event, index: index, time: time, laneOf: laneOf, folded: folded))
    }
    let spans = makeSpans(animations, rows: &rows, laneOf: laneOf)
    return Timeline(
      lanes: lanes, rows: rows, spans: spans, foldedControllers: folded,
      elidedRows: max(0, shown.count - picked.count), eventCount: shown.count)
  }

  private func marker(_ mark: Timeline.Mark) -> Timeline.Row {
    Timeline.Row(mark: mark, time: nil, family: nil, tone: .note, event: nil, running: [])
  }

  // MARK: - Lanes

  /// The controller an event happens to, if it has a lane.
  static func controller(of event: Event) -> ControllerID? {
    switch event.kind {
    case .callback(let id, _), .question(let id, _, _): return id
    default: return nil
    }
  }

  /// The controllers that took part, in tree order: the window's tree depth first, then the
  /// controllers outside it in the order they were made.
  private func makeLanes(
    _ events: [Event], shown: [Int], animations: [TimelineAnimation],
    formerParents: [ControllerID: ControllerID]
  ) -> ([Timeline.Lane], [ControllerID: Int], Int) {
    var taking = Set<ControllerID>()
    for index in shown {
      let event = events[index]
      if let id = Self.controller(of: event) { taking.insert(id) }
      if case .call(.controller(let id), _, _, _) = event.kind { taking.insert(id) }
    }
    for animation in animations {
      taking.formUnion(involved(animation.span))
    }
    let ordered = treeOrder(formerParents.merging(Self.parents(in: events)) { $1 })
      .filter { taking.contains($0) }
    var lanes: [Timeline.Lane] = []
    var laneOf: [ControllerID: Int] = [:]
    let fits = ordered.count <= maxLanes
    for (index, id) in ordered.enumerated() {
      if !fits, index >= maxLanes - 1 {
        laneOf[id] = maxLanes - 1
        continue
      }
      laneOf[id] = index
      lanes.append(Timeline.Lane(controller: id, name: world.controller(id).name))
    }
    let folded = fits ? 0 : ordered.count - (maxLanes - 1)
    if folded > 0 {
      lanes.append(
        Timeline.Lane(controller: nil, name: language.pick("+\(folded) more", "另 \(folded) 个")))
    }
    return (lanes, laneOf, folded)
  }

  /// Every controller of the world in tree order: depth first from the root, siblings in the
  /// order they were made. A controller that has left its parent stays under the parent the
  /// events last gave it, so that a child swapped out keeps its place beside the new one.
  /// The parent each controller was last told of (`willMove`/`didMove(toParent:)` with a
  /// parent) in `events`.
  public static func parents(in events: [Event]) -> [ControllerID: ControllerID] {
    var lastParent: [ControllerID: ControllerID] = [:]
    for event in events {
      switch event.kind {
      case .callback(let child, .willMove(toParent: let parent?)),
        .callback(let child, .didMove(toParent: let parent?)):
        lastParent[child] = parent
      default: continue
      }
    }
    return lastParent
  }

  private func treeOrder(_ lastParent: [ControllerID: ControllerID]) -> [ControllerID] {
    var children: [ControllerID: [ControllerID]] = [:]
    var roots: [ControllerID] = []
    for record in world.controllers {
      if let parent = record.parent ?? lastParent[record.id], parent != record.id {
        children[parent, default: []].append(record.id)
      } else if record.id != world.rootController {
        roots.append(record.id)
      }
    }
    if let root = world.rootController { roots.insert(root, at: 0) }
    var order: [ControllerID] = []
    order.reserveCapacity(world.controllers.count)
    var seen = Set<ControllerID>()
    // Parents that form a loop through remembered links are reached from no root: they come
    // last, in the order they were made.
    for start in roots + world.controllers.map(\.id) {
      var stack = [start]
      while let current = stack.popLast() {
        guard seen.insert(current).inserted else { continue }
        order.append(current)
        stack += (children[current] ?? []).reversed()
      }
    }
    return order
  }

  /// The controllers an animation is about: its own, and the owners of the views it moves.
  private func involved(_ span: AnimationSpan) -> [ControllerID] {
    var result = span.controllers
    for view in span.views {
      if let owner = world.owningController(of: view), !result.contains(owner) {
        result.append(owner)
      }
    }
    return result
  }

  // MARK: - Rows

  private func row(
    _ event: Event, index: Int, time: String?, laneOf: [ControllerID: Int], folded: Int
  ) -> Timeline.Row {
    let mark: Timeline.Mark
    var tone = Timeline.Tone.call
    switch event.kind {
    case .callback(let id, let callback):
      let label = callLabel(callback.name.spelling, callback.arguments)
      mark = laneMark(id, label, laneOf: laneOf, folded: folded)
    case .question(let id, let question, let answer):
      let asked =
        formatter.values.syntax == .swift ? question.spelling.swift : question.spelling.objc
      mark = laneMark(
        id, asked + " → " + formatter.values.format(answer), laneOf: laneOf, folded: folded)
    default:
      mark = .across(Self.oneLine(formatter.body(event)), depth: min(event.depth, 20))
      tone = Self.tone(of: event.kind)
    }
    return Timeline.Row(
      mark: mark, time: time, family: event.family, tone: tone, event: index, running: [])
  }

  private func laneMark(
    _ id: ControllerID, _ label: String, laneOf: [ControllerID: Int], folded: Int
  ) -> Timeline.Mark {
    let lane = laneOf[id] ?? 0
    // In the shared lane the mark says whose it is.
    let shared = folded > 0 && lane == maxLanes - 1
    return .callback(lane: lane, label: shared ? world.controller(id).name + "." + label : label)
  }

  private static func tone(of kind: EventKind) -> Timeline.Tone {
    switch kind {
    case .warning: return .warning
    case .exception, .hostNote: return .error
    case .output: return .output
    case .value: return .value
    case .block: return .block
    case .note: return .note
    default: return .call
    }
  }

  /// A callback as its lane writes it: `willMove(toParent: nil)`, `willMoveToParentViewController:nil`.
  private func callLabel(_ method: MethodSpelling, _ arguments: [LogValue]) -> String {
    let values = arguments.map(formatter.values.format)
    switch formatter.values.syntax {
    case .swift:
      let parts = values.enumerated().map { index, value in
        let label = index < method.swiftLabels.count ? method.swiftLabels[index] : nil
        return label.map { $0 + ": " + value } ?? value
      }
      return method.swiftBase + "(" + parts.joined(separator: ", ") + ")"
    case .objc:
      guard !values.isEmpty else { return method.objcPieces.first ?? method.swiftBase }
      return values.enumerated().map { index, value in
        (index < method.objcPieces.count ? method.objcPieces[index] : "") + ":" + value
      }.joined(separator: " ")
    }
  }

  /// Text on one line: what a script printed may hold line breaks and tabs.
  static func oneLine(_ text: String) -> String {
    guard text.contains(where: { $0 == "\n" || $0 == "\t" || $0 == "\r" }) else { return text }
    return String(text.map { $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
  }

  // MARK: - Animations

  /// The most gutter columns; more overlapping animations share the last one.
  static let maxSlots = 3

  private func makeSpans(
    _ animations: [TimelineAnimation], rows: inout [Timeline.Row], laneOf: [ControllerID: Int]
  ) -> [Timeline.Span] {
    var spans: [Timeline.Span] = []
    var slotEnds: [Int] = []
    let eventRows = rows.indices.filter { rows[$0].event != nil }
    for animation in animations {
      let last = animation.lastEvent ?? Int.max
      guard
        let firstRow = eventRows.first(where: { (rows[$0].event ?? 0) >= animation.firstEvent }),
        let lastRow = eventRows.last(where: { (rows[$0].event ?? 0) <= last }),
        firstRow <= lastRow
      else { continue }
      var lanes = involved(animation.span).compactMap { laneOf[$0] }
      lanes = Array(Set(lanes)).sorted()
      var slot = slotEnds.firstIndex { $0 < firstRow } ?? slotEnds.count
      if slot >= Self.maxSlots { slot = Self.maxSlots - 1 }
      if slot == slotEnds.count { slotEnds.append(lastRow) }
      slotEnds[slot] = max(slotEnds[slot], lastRow)
      spans.append(
        Timeline.Span(
          label: label(of: animation.span), lanes: lanes, firstRow: firstRow, lastRow: lastRow,
          interrupted: animation.span.isInterrupted, slot: slot))
    }
    for index in rows.indices {
      rows[index].running = spans.map { $0.firstRow <= index && index <= $0.lastRow }
    }
    return spans
  }

  /// What the animation is, with its times: `transition first → second, 0 → 0.25 s`.
  func label(of span: AnimationSpan) -> String {
    let name = { (id: ControllerID?) in id.map { world.controller($0).name } ?? "–" }
    let what: String
    switch span.kind {
    case .transition(_, let from, let to):
      what = language.pick("transition ", "转场 ") + name(from) + " → " + name(to)
    case .navigation(let navigation, let from, let to):
      what =
        name(navigation) + language.pick(" navigation ", " 导航 ") + name(from) + " → " + name(to)
    case .plain: what = "UIView.animate"
    case .rotation: what = language.pick("rotation", "旋转")
    case .presentation(let presented, let isDismissal):
      what = (isDismissal ? "dismiss " : "present ") + name(presented)
    }
    var times =
      ValueFormatter.time(span.start) + " → " + ValueFormatter.time(span.end)
      + language.pick(" s", " 秒")
    if span.isInterrupted { times += language.pick(", interrupted", "，被打断") }
    return what + language.pick(", ", "，") + times
  }
}
