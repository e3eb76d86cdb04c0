import Simulation

/// A host that hears every scroll view's delegate messages and checks them as they come
/// (rules L.6b–L.6e): every change of an offset is told once, with the offset it changed to;
/// a drag's messages come in UIKit's order; nothing ends that did not start.
final class ScrollRecorder: QuietHost {
  enum Phase: Equatable {
    case idle, dragging, lifted, ended(decelerates: Bool), decelerating
  }

  /// The offset each scroll view's delegate last heard (`.zero` before any).
  private(set) var told: [ViewID: Point] = [:]
  private(set) var phase: [ViewID: Phase] = [:]
  /// Scroll views that ended an animated scroll or a deceleration, and how many times.
  private(set) var ends = 0
  private(set) var problems: [String] = []

  func tellScrollDelegate(
    _ message: ScrollMessage, of view: ViewID, rule: RuleID, in world: World
  ) throws {
    let record = world.view(view)
    let name = record.name ?? "\(view)"
    if record.kind != .scroll { problems.append("\(name) is not a scroll view: \(message)") }
    var current = phase[view] ?? .idle
    // Scrolling in code stops a deceleration without a message (rule L.6e).
    if current == .decelerating, message != .didEndDecelerating, !world.isDecelerating(view) {
      current = .idle
    }
    func expect(_ wanted: Phase, then next: Phase) {
      if current != wanted { problems.append("\(name): \(message) while \(current)") }
      phase[view] = next
    }
    switch message {
    case .didScroll:
      let before = told[view] ?? .zero
      if before == record.boundsOrigin {
        problems.append("\(name): scrollViewDidScroll without a change (\(before))")
      }
      told[view] = record.boundsOrigin
    case .willBeginDragging:
      phase[view] = .dragging
    case .willEndDragging(_, let target):
      expect(.dragging, then: .lifted)
      if target.x < 0 || target.y < 0 {
        problems.append("\(name): resting offset \(target) outside the content")
      }
    case .didEndDragging(let decelerates):
      expect(.lifted, then: decelerates ? .ended(decelerates: true) : .idle)
    case .willBeginDecelerating:
      expect(.ended(decelerates: true), then: .decelerating)
    case .didEndDecelerating:
      ends += 1
      expect(.decelerating, then: .idle)
    case .didEndScrollingAnimation:
      ends += 1
      if current != .idle { problems.append("\(name): an animated scroll ended while \(current)") }
      if world.isScrollAnimating(view) { problems.append("\(name): ended but still animating") }
    }
  }

  /// The problems so far, and those of the world at rest: every offset told, nothing left
  /// dragging.
  func check(_ world: World) -> [String] {
    var found = problems
    for index in world.views.indices where world.views[index].kind == .scroll {
      let view = ViewID(index)
      let name = world.view(view).name ?? "\(view)"
      if world.view(view).boundsOrigin != (told[view] ?? .zero) {
        found.append("\(name): offset \(world.view(view).boundsOrigin) never told")
      }
      let current = phase[view] ?? .idle
      if current == .dragging || current == .lifted {
        found.append("\(name): a drag left \(current)")
      }
      if current == .decelerating, !world.isDecelerating(view) {
        // Leaving the window stops a deceleration without a message (L.6e).
        phase[view] = .idle
      }
      if world.isIdle, phase[view] == .decelerating {
        found.append("\(name): decelerating at rest")
      }
    }
    return found
  }
}

/// A host that runs no user code: no overrides, no answers, no blocks, nothing to report.
protocol QuietHost: SimulationHost {}

extension QuietHost {
  func runOverride(of callback: Callback, on controller: ControllerID, in world: World) throws
    -> Bool
  { false }

  func overriddenValue(
    of property: OverridableProperty, on controller: ControllerID, in world: World
  ) throws -> Bool? { nil }

  func answer(to question: UIKitQuestion, on controller: ControllerID, in world: World) throws
    -> QuestionAnswer?
  { nil }

  func runBlock(_ block: BlockHandle, finished: Bool?, in world: World) throws {}

  func report(_ error: any Error, in world: World) {}
}
